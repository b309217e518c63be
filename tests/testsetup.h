#pragma once

// What every test that keeps settings or files does first: Qt's test folders
// instead of the person's own, and settings of the test's own, named after
// its executable (Qt's default application name), so tests running side by
// side never share them.

#include <QCoreApplication>
#include <QStandardPaths>

namespace testsetup {

inline void useTestFolders()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("PuzzleboxTests"));
}

} // namespace testsetup
