#include "privatefolder.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
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

QString modeText(mode_t mode)
{
    return QStringLiteral("%1").arg(mode & 07777, 4, 8, QLatin1Char('0'));
}

QString folderRefusal(const struct stat &info)
{
    if (S_ISLNK(info.st_mode))
        return QStringLiteral("it is a symbolic link");
    if (!S_ISDIR(info.st_mode))
        return QStringLiteral("it is not a folder");
    if (QString owner = ownerRefusal(info); !owner.isEmpty())
        return owner;
    if (info.st_mode & (S_IRWXG | S_IRWXO))
        return QStringLiteral("its mode %1 opens it to other users (0700 expected)").arg(modeText(info.st_mode));
    return QString();
}

QString descriptorPath(int descriptor)
{
    return QStringLiteral("/proc/self/fd/%1").arg(descriptor);
}

} // namespace

Held::Held(const QString &path)
{
    // O_PATH with O_NOFOLLOW opens a symlink itself, which fstat() then
    // reports as one.
    m_descriptor = ::open(QFile::encodeName(path).constData(), O_PATH | O_NOFOLLOW | O_CLOEXEC);
    if (m_descriptor < 0) {
        m_refusal = reason(errno);
        return;
    }
    struct stat info {};
    if (::fstat(m_descriptor, &info) != 0)
        m_refusal = reason(errno);
    else if (m_refusal = folderRefusal(info); m_refusal.isEmpty())
        // Where the folder opened really is, whatever way its path took.
        m_refusal = chainRefusal(QFileInfo(descriptorPath(m_descriptor)).symLinkTarget());
}

Held::~Held()
{
    if (m_descriptor >= 0)
        ::close(m_descriptor);
}

QString Held::entryPath(const QString &entry) const
{
    return descriptorPath(m_descriptor) + QLatin1Char('/') + entry;
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
    return QString();
}

QString chainRefusal(const QString &path)
{
    const QString real = QFileInfo(path).canonicalFilePath();
    if (real.isEmpty())
        return QStringLiteral("where it is cannot be found");
    for (QString folder = QFileInfo(real).absolutePath();; folder = QFileInfo(folder).absolutePath()) {
        struct stat info {};
        if (const int error = statOf(folder, &info))
            return QStringLiteral("%1: %2").arg(folder, reason(error));
        if (info.st_uid != 0 && info.st_uid != ::geteuid())
            return QStringLiteral("%1 belongs to user %2, who could put a folder of their own in its place")
                .arg(folder)
                .arg(info.st_uid);
        // The sticky bit (as on /tmp) keeps others from renaming what is not theirs.
        if ((info.st_mode & (S_IWGRP | S_IWOTH)) && !(info.st_mode & S_ISVTX))
            return QStringLiteral("%1 can be written by other users (mode %2), who could put a folder of their "
                                  "own in its place")
                .arg(folder, modeText(info.st_mode));
        if (folder == QLatin1String("/"))
            return QString();
    }
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
