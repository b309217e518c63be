#include "privatefolder.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstring>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

namespace PrivateFolder {

namespace {

// lstat(), so that a symlink is seen as what it is and not followed. Returns
// errno, 0 on success.
int statOf(const QString &path, struct stat *info)
{
    return ::lstat(QFile::encodeName(path).constData(), info) == 0 ? 0 : errno;
}

QString reason(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

QString ownerRefusal(const struct stat &info)
{
    if (info.st_uid != ::geteuid())
        return QStringLiteral("it belongs to user %1, not to this user (%2)").arg(info.st_uid).arg(::geteuid());
    return QString();
}

} // namespace

QString folderRefusal(const QString &path)
{
    struct stat info {};
    if (const int error = statOf(path, &info))
        return reason(error);
    if (S_ISLNK(info.st_mode))
        return QStringLiteral("it is a symbolic link");
    if (!S_ISDIR(info.st_mode))
        return QStringLiteral("it is not a folder");
    if (QString owner = ownerRefusal(info); !owner.isEmpty())
        return owner;
    if (info.st_mode & (S_IRWXG | S_IRWXO))
        return QStringLiteral("its mode %1 opens it to other users (0700 expected)")
            .arg(info.st_mode & 07777, 4, 8, QLatin1Char('0'));
    return QString();
}

QString makeFolder(const QString &path)
{
    const QString parent = QFileInfo(path).absolutePath();
    if (!QDir().mkpath(parent))
        return QStringLiteral("its parent folder cannot be made");
    // Made with its final mode in one step: a folder made open and closed
    // afterwards could be entered in between.
    if (::mkdir(QFile::encodeName(path).constData(), S_IRWXU) != 0 && errno != EEXIST)
        return reason(errno);
    return folderRefusal(path);
}

QString fileRefusal(const QString &path)
{
    struct stat info {};
    if (const int error = statOf(path, &info))
        return error == ENOENT ? QString() : reason(error);
    if (S_ISLNK(info.st_mode))
        return QStringLiteral("it is a symbolic link");
    return ownerRefusal(info);
}

std::optional<uid_t> peerUser(qintptr descriptor)
{
    struct ucred credentials {};
    socklen_t size = sizeof credentials;
    if (descriptor < 0 || ::getsockopt(int(descriptor), SOL_SOCKET, SO_PEERCRED, &credentials, &size) != 0)
        return std::nullopt;
    return credentials.uid;
}

} // namespace PrivateFolder
