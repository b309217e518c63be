#include "searchtime.h"

QString SearchTime::text(qint64 millis)
{
    if (millis < 1000)
        return tr("%L1 ms").arg(millis);
    return tr("%L1 s").arg(double(millis) / 1000.0, 0, 'f', 1);
}
