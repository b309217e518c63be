#pragma once

#include <QCoreApplication>
#include <QString>

// How long a search ran, in one style wherever the window says it (status
// bar, panel, while running and at the end): "35 ms" under a second, else
// seconds to a tenth, "74.8 s", so the running count and the final one read
// alike.
class SearchTime {
    Q_DECLARE_TR_FUNCTIONS(SearchTime)

public:
    static QString text(qint64 millis);
};
