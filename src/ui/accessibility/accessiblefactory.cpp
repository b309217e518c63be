#include "accessiblefactory.h"

#include "boardaccessible.h"
#include "clockaccessible.h"
#include "notificationlabel.h"
#include "../board/boardview.h"
#include "../records/clocklabel.h"

#include <QAccessible>

namespace {

QAccessibleInterface *accessibleInterface(const QString &className, QObject *object)
{
    if (className == QLatin1String("BoardView"))
        return new BoardAccessible(static_cast<BoardView *>(object));
    if (className == QLatin1String("ClockLabel"))
        return new ClockAccessible(static_cast<ClockLabel *>(object));
    if (className == QLatin1String("NotificationLabel"))
        return new NotificationAccessible(static_cast<NotificationLabel *>(object));
    return nullptr;
}

} // namespace

void installAccessibleFactory()
{
    static const bool installed = [] {
        QAccessible::installFactory(accessibleInterface);
        return true;
    }();
    Q_UNUSED(installed)
}
