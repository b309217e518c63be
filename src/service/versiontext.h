#pragma once

#include <QCoreApplication>
#include <QString>

// What --version prints for both programs: the name and version, and the
// licence, as LICENSE, the README and the AppStream metainfo say it.
inline QString versionText()
{
    return QStringLiteral("%1 %2\nLicense: GPL-3.0-or-later (GNU General Public License, version 3 or later)\n")
        .arg(QCoreApplication::applicationName(), QCoreApplication::applicationVersion());
}
