#include "appfiles.h"

#include "boardfiles.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include <algorithm>
#include <tuple>

#include <sys/stat.h>

namespace AppFiles {

namespace {

// Where a copy stands among the others of its file: an undated one (by an
// older Puzzlebox, "X.damaged") first, then by time stamp, then by number
// within one second ("X.damaged-STAMP" is the first, "-STAMP-2" the second).
struct CopyOrder {
    bool dated = false;
    QString stamp;
    int number = 1;
    bool operator<(const CopyOrder &other) const
    {
        return std::tie(dated, stamp, number) < std::tie(other.dated, other.stamp, other.number);
    }
};

CopyOrder orderOf(const QString &copyName, const QString &fileName)
{
    const QString suffix = copyName.mid(fileName.size() + qsizetype(sizeof(".damaged") - 1));
    if (!suffix.startsWith(QLatin1Char('-')))
        return CopyOrder{};
    const QStringList parts = suffix.mid(1).split(QLatin1Char('-'));
    // STAMP is two parts: the date and the time.
    const QString stamp = parts.mid(0, 2).join(QLatin1Char('-'));
    return CopyOrder{true, stamp, parts.size() > 2 ? parts[2].toInt() : 1};
}

} // namespace

QString setAside(const QString &path)
{
    const QFileInfo file(path);
    QDir folder = file.absoluteDir();
    const QString pattern = file.fileName() + QStringLiteral(".damaged*");
    const auto copies = [&] {
        QStringList names = folder.entryList({pattern}, QDir::AllEntries | QDir::System | QDir::Hidden | QDir::NoDotAndDotDot);
        std::sort(names.begin(), names.end(), [&file](const QString &a, const QString &b) {
            return orderOf(a, file.fileName()) < orderOf(b, file.fileName());
        });
        return names;
    };

    // A copy made in the same second as others comes after all of them.
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    int number = 0;
    for (const QString &copy : copies()) {
        if (const CopyOrder order = orderOf(copy, file.fileName()); order.dated && order.stamp == stamp)
            number = std::max(number, order.number);
    }
    const QString aside = path + QStringLiteral(".damaged-") + stamp
        + (number == 0 ? QString() : QLatin1Char('-') + QString::number(number + 1));
    if (!QFile::rename(path, aside))
        return QString();

    for (QStringList kept = copies(); kept.size() > kMaxDamagedCopies;) {
        const QString oldest = kept.takeFirst();
        // A folder in a file's place is left for its owner to look at.
        if (!QFileInfo(folder.filePath(oldest)).isDir() || QFileInfo(folder.filePath(oldest)).isSymLink())
            folder.remove(oldest);
    }
    return aside;
}

void checkSettingsFile()
{
    // Where QSettings keeps the application's and the organisation's settings.
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) + QLatin1Char('/');
    const QString organization = QCoreApplication::organizationName();
    for (const QString &path : {folder + organization + QLatin1Char('/') + QCoreApplication::applicationName()
                                    + QStringLiteral(".conf"),
                                folder + organization + QStringLiteral(".conf")}) {
        struct stat info {};
        if (::stat(QFile::encodeName(path).constData(), &info) != 0)
            continue;
        QString reason;
        if (!S_ISREG(info.st_mode))
            reason = QCoreApplication::translate("AppFiles", "it is not a regular file");
        else if (info.st_size > BoardFiles::kMaxFileBytes)
            reason = QCoreApplication::translate("AppFiles", "it is larger than %1 bytes").arg(BoardFiles::kMaxFileBytes);
        else
            continue;
        const QString aside = setAside(path);
        const QString warning =
            aside.isEmpty()
                ? QCoreApplication::translate("AppFiles", "The settings in %1 are not read (%2) and cannot be moved aside.")
                      .arg(QDir::toNativeSeparators(path), reason)
                : QCoreApplication::translate("AppFiles", "The settings in %1 are not read (%2): they are kept as %3, and "
                                                          "the settings start afresh.")
                      .arg(QDir::toNativeSeparators(path), reason, QDir::toNativeSeparators(aside));
        qWarning("%s", qPrintable(warning));
    }
}

} // namespace AppFiles
