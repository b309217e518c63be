#pragma once

// What every test that keeps settings or files does first: Qt's test folders
// instead of the person's own, and settings of the test's own, named after
// its executable (Qt's default application name), so tests running side by
// side never share them.

#include "service/appsettings.h"

#include <QCoreApplication>
#include <QStandardPaths>

namespace testsetup {

inline void useTestFolders()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("PuzzleboxTests"));
}

// What a dialog or a family function built by a test without a window is
// given; every AppSettings reads the same (the test's) settings file.
inline AppSettings &appSettings()
{
    static AppSettings settings;
    return settings;
}

} // namespace testsetup
