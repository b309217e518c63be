#pragma once

// What every test that keeps settings or files does first: Qt's test folders
// instead of the person's own, and settings of the test's own, named after
// its executable (Qt's default application name), so tests running side by
// side never share them.

#include "service/appsettings.h"

#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>
#include <QStandardPaths>

namespace testsetup {

inline void useTestFolders()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("PuzzleboxTests"));
}

// The kept game, the records and the settings in `home`, a folder of the
// test's own, so that tests running at the same time never read each
// other's: the data and config folders below it, the settings named `test`.
inline void useOwnHome(const QTemporaryDir &home, const QString &test)
{
    qputenv("XDG_DATA_HOME", QFile::encodeName(home.filePath(QStringLiteral("data"))));
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(home.filePath(QStringLiteral("config"))));
    QCoreApplication::setOrganizationName(QStringLiteral("PuzzleboxTests"));
    QCoreApplication::setApplicationName(test);
}

// What a dialog or a family function built by a test without a window is
// given; every AppSettings reads the same (the test's) settings file.
inline AppSettings &appSettings()
{
    static AppSettings settings;
    return settings;
}

} // namespace testsetup
