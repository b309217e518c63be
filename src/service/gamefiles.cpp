#include "gamefiles.h"

#include "boardfiles.h"
#include "translatedmessage.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

#include <string_view>
#include <variant>

namespace GameFiles {

namespace {

QString gameSuffix()
{
    return QString::fromLatin1(pb::kSavedGameExtension.data(), qsizetype(pb::kSavedGameExtension.size()));
}

QString gamesFilter()
{
    return QCoreApplication::translate("GameFiles", "Puzzlebox games (*.%1)").arg(gameSuffix());
}

} // namespace

LoadResult load(const NativePath &path)
{
    QByteArray bytes;
    if (QString error = BoardFiles::read(path, &bytes); !error.isEmpty())
        return LoadResult{std::nullopt, std::move(error)};
    return parse(bytes, path.text());
}

LoadResult parse(const QByteArray &bytes, const QString &fileName)
{
    const std::string_view text(bytes.constData(), std::size_t(bytes.size()));
    // A game is known by its first word, so a game saved under another name
    // still opens; a .pbgame that lacks it is reported as a damaged game.
    if (!pb::isSavedGameText(text) && !isGameFile(fileName)) {
        BoardFiles::LoadResult board = BoardFiles::parse(bytes, fileName);
        if (!board.puzzle)
            return LoadResult{std::nullopt, std::move(board.error)};
        return LoadResult{pb::SavedGame{pb::GameRecord(std::move(board.puzzle)), std::nullopt}, QString()};
    }
    pb::Parsed<pb::SavedGame> parsed = pb::parseSavedGame(text);
    if (auto *error = std::get_if<pb::ParseError>(&parsed)) {
        return LoadResult{std::nullopt, BoardFiles::located(fileName, error->line, error->column, translated(error->reason))};
    }
    return LoadResult{std::move(std::get<pb::SavedGame>(parsed)), QString()};
}

QString save(const pb::SavedGame &game, const QString &path)
{
    const auto failed = [&path](const QString &reason) {
        return QCoreApplication::translate("GameFiles", "Cannot write %1: %2").arg(QDir::toNativeSeparators(path), reason);
    };
    if (!QDir().mkpath(QFileInfo(path).absolutePath()))
        return failed(QCoreApplication::translate("GameFiles", "Cannot create the folder"));
    const std::string text = pb::writeSavedGame(game);
    if (const QString reason = BoardFiles::writeAtomically(path, QByteArrayView(text.data(), qsizetype(text.size())));
        !reason.isEmpty())
        return failed(reason);
    return QString();
}

bool isGameFile(const QString &path)
{
    return QFileInfo(path).suffix().compare(gameSuffix(), Qt::CaseInsensitive) == 0;
}

QString autosavePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/current.") + gameSuffix();
}

QString openFilter()
{
    QStringList patterns{QStringLiteral("*.") + gameSuffix()};
    for (const pb::FamilyInfo &family : pb::families())
        patterns << QStringLiteral("*.") + QString::fromLatin1(family.extension.data(), qsizetype(family.extension.size()));
    return QCoreApplication::translate("GameFiles", "Games and boards (%1)").arg(patterns.join(u' '))
        + QStringLiteral(";;") + gamesFilter() + QStringLiteral(";;") + BoardFiles::fileDialogFilter();
}

QString saveFilter()
{
    return gamesFilter() + QStringLiteral(";;") + BoardFiles::fileDialogFilter();
}

} // namespace GameFiles
