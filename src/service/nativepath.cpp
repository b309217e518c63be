#include "nativepath.h"

#include <QFile>
#include <QList>

#include <filesystem>

namespace {

QList<QByteArray> &keptCommandLine()
{
    static QList<QByteArray> arguments;
    return arguments;
}

} // namespace

NativePath::NativePath(const QString &path)
    : m_bytes(QFile::encodeName(path))
{
}

NativePath NativePath::fromBytes(const QByteArray &bytes)
{
    NativePath path;
    path.m_bytes = bytes;
    return path;
}

QString NativePath::text() const
{
    return QFile::decodeName(m_bytes);
}

bool NativePath::survivesAsText() const
{
    return QFile::encodeName(text()) == m_bytes;
}

NativePath NativePath::absolute() const
{
    if (m_bytes.isEmpty())
        return *this;
    // std::filesystem keeps a POSIX name as bytes, the working folder's too.
    std::error_code error;
    const std::filesystem::path whole = std::filesystem::absolute(m_bytes.toStdString(), error);
    if (error)
        return *this;
    return fromBytes(QByteArray::fromStdString(whole.native()));
}

void NativePath::keepCommandLine(int argc, const char *const *argv)
{
    QList<QByteArray> &kept = keptCommandLine();
    kept.clear();
    for (int i = 0; i < argc; ++i)
        kept.append(QByteArray(argv[i]));
}

NativePath NativePath::argument(const QString &argument)
{
    const QList<QByteArray> &kept = keptCommandLine();
    for (auto bytes = kept.crbegin(); bytes != kept.crend(); ++bytes) {
        if (QFile::decodeName(*bytes) == argument)
            return fromBytes(*bytes);
    }
    return NativePath(argument);
}
