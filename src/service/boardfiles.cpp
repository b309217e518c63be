#include "boardfiles.h"
#include "translatedmessage.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStringList>

#include <cerrno>
#include <fcntl.h>
#include <string_view>
#include <sys/stat.h>
#include <unistd.h>
#include <variant>

namespace BoardFiles {

namespace {

QString fromView(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

// "FILE: reason" for trouble with the file as a whole.
LoadResult failure(const QString &fileName, const QString &reason)
{
    return LoadResult{nullptr, QStringLiteral("%1: %2").arg(fileName, reason)};
}

QString tooLarge(qint64 maxBytes)
{
    if (maxBytes == kMaxFileBytes)
        return QCoreApplication::translate("BoardFiles", "The file is too large for a board file (more than %1 bytes)")
            .arg(maxBytes);
    return QCoreApplication::translate("BoardFiles", "The file is too large (more than %1 bytes)").arg(maxBytes);
}

QString notRegular(const QString &path)
{
    return failure(path, QCoreApplication::translate("BoardFiles", "This is not a regular file (a pipe, a device or a socket), so it cannot be a board file")).error;
}

} // namespace

LoadResult load(const NativePath &path)
{
    QByteArray bytes;
    if (QString error = read(path, &bytes); !error.isEmpty())
        return LoadResult{nullptr, std::move(error)};
    return parse(bytes, path.text());
}

QString read(const NativePath &nativePath, QByteArray *bytes, qint64 maxBytes)
{
    // By its bytes: QFileInfo and QFile take the name as text, which cannot
    // hold every name the system has.
    const QString path = nativePath.text();
    struct stat info {};
    if (::stat(nativePath.bytes().constData(), &info) != 0) {
        if (errno == ENOENT || errno == ENOTDIR)
            return failure(path, QCoreApplication::translate("BoardFiles", "No such file")).error;
        if (errno == EACCES)
            return failure(path, QCoreApplication::translate("BoardFiles", "Permission denied")).error;
        return failure(path, qt_error_string(errno)).error;
    }
    if (S_ISDIR(info.st_mode))
        return failure(path, QCoreApplication::translate("BoardFiles", "This is a folder, not a board file")).error;
    // Before opening: opening a named pipe waits for a writer, and a device
    // never ends.
    if (!S_ISREG(info.st_mode))
        return notRegular(path);
    if (info.st_size > maxBytes)
        return failure(path, tooLarge(maxBytes)).error;

    // Non-blocking, and looked at again once open: a pipe swapped in after the
    // look would otherwise hold the open until a writer came.
    const int descriptor = ::open(nativePath.bytes().constData(), O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
    if (descriptor < 0) {
        if (errno == EACCES)
            return failure(path, QCoreApplication::translate("BoardFiles", "Permission denied")).error;
        return failure(path, qt_error_string(errno)).error;
    }
    if (::fstat(descriptor, &info) != 0 || !S_ISREG(info.st_mode)) {
        ::close(descriptor);
        return notRegular(path);
    }
    QFile file;
    if (!file.open(descriptor, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(descriptor);
        return failure(path, file.errorString()).error;
    }
    // Read at most one byte past the limit: a file may grow after the check.
    *bytes = file.read(maxBytes + 1);
    if (file.error() != QFileDevice::NoError)
        return failure(path, file.errorString()).error;
    if (bytes->size() > maxBytes)
        return failure(path, tooLarge(maxBytes)).error;
    return QString();
}

QString located(const QString &fileName, int line, int column, const QString &reason)
{
    const QString place = QStringLiteral("%1:%2").arg(line).arg(column);
    return QStringLiteral("%1: %2").arg(fileName.isEmpty() ? place : fileName + QLatin1Char(':') + place, reason);
}

LoadResult parse(const QByteArray &bytes, const QString &fileName)
{
    const std::string_view text(bytes.constData(), std::size_t(bytes.size()));
    const QByteArray suffix = QFileInfo(fileName).suffix().toUtf8();
    if (pb::familyByExtension(std::string_view(suffix.constData(), std::size_t(suffix.size())))) {
        pb::Parsed<pb::PuzzlePtr> parsed = pb::parseBoard(text, std::string_view(suffix.constData(), std::size_t(suffix.size())));
        if (auto *error = std::get_if<pb::ParseError>(&parsed))
            return LoadResult{nullptr, located(fileName, error->line, error->column, translated(error->reason))};
        return LoadResult{std::move(std::get<pb::PuzzlePtr>(parsed)), QString()};
    }

    // Nothing names the family: each family's reader has its say, and when
    // none reads the text, the message says what each of them found wrong.
    auto parsed = pb::parseBoardOfAnyFamily(text);
    if (auto *position = std::get_if<pb::PuzzlePtr>(&parsed))
        return LoadResult{std::move(*position), QString()};
    const auto &refusals = std::get<std::vector<pb::FamilyRefusal>>(parsed);
    const auto place = [&fileName](const pb::ParseError &error) {
        return located(fileName, error.line, error.column, translated(error.reason));
    };
    if (refusals.size() == 1 && !refusals.front().family)
        return LoadResult{nullptr, place(refusals.front().error)};
    QString message = QCoreApplication::translate("BoardFiles", "No kind of board reads this text:");
    for (const pb::FamilyRefusal &refusal : refusals) {
        message += QLatin1Char('\n') + QCoreApplication::translate("BoardFiles", "%1 (.%2): %3")
                                            .arg(QCoreApplication::translate("Family", refusal.family->displayName),
                                                 fromView(refusal.family->extension), place(refusal.error));
    }
    return LoadResult{nullptr, message};
}

QString save(const pb::Puzzle &puzzle, const QString &path)
{
    const std::string text = puzzle.save();
    // Some positions have no board file that reads back (a game of Nim with
    // every heap empty): refuse them here, as opening the file would later.
    const pb::FamilyInfo *family = pb::familyById(puzzle.family());
    auto reread = pb::parseBoard(text, family ? family->extension : std::string_view());
    if (const auto *error = std::get_if<pb::ParseError>(&reread))
        return QCoreApplication::translate("BoardFiles", "Cannot write %1: %2").arg(path, translated(error->reason));
    if (const QString reason = writeAtomically(path, QByteArrayView(text.data(), qsizetype(text.size()))); !reason.isEmpty())
        return QCoreApplication::translate("BoardFiles", "Cannot write %1: %2").arg(path, reason);
    return QString();
}

QString writeAtomically(const QString &path, QByteArrayView bytes)
{
    QSaveFile file(path);
    // Unbuffered, so that a short write (a full disk) is seen here: Qt 6.4's
    // QSaveFile::commit() ignores a failure of its final flush and replaces
    // the old file with the cut-off new one.
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return file.errorString();
    for (qsizetype done = 0; done < bytes.size();) {
        const qint64 written = file.write(bytes.data() + done, bytes.size() - done);
        if (written <= 0)
            return file.errorString();
        done += qsizetype(written);
    }
    if (!file.commit())
        return file.errorString();
    return QString();
}

QString fileDialogFilter()
{
    QStringList patterns;
    QStringList filters;
    for (const pb::FamilyInfo &family : pb::families()) {
        const QString pattern = QStringLiteral("*.") + fromView(family.extension);
        patterns << pattern;
        filters << QStringLiteral("%1 (%2)").arg(QCoreApplication::translate("Family", family.displayName), pattern);
    }
    filters.prepend(QCoreApplication::translate("BoardFiles", "All board files (%1)").arg(patterns.join(u' ')));
    filters.append(QCoreApplication::translate("BoardFiles", "All files (*)"));
    return filters.join(QStringLiteral(";;"));
}

} // namespace BoardFiles
