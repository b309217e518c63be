#include "gamefiles.h"

#include "boardfiles.h"
#include "translatedmessage.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

#include <algorithm>

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
    const std::string text = pb::writeSavedGame(game);
    return saveText(QByteArray(text.data(), qsizetype(text.size())), path);
}

QString saveText(const QByteArray &text, const QString &path)
{
    const auto failed = [&path](const QString &reason) {
        return QCoreApplication::translate("GameFiles", "Cannot write %1: %2").arg(QDir::toNativeSeparators(path), reason);
    };
    if (text.size() > BoardFiles::kMaxFileBytes)
        return failed(QCoreApplication::translate("GameFiles", "It would take %1 bytes, more than the %2 a file may have")
                          .arg(text.size())
                          .arg(BoardFiles::kMaxFileBytes));
    if (!QDir().mkpath(QFileInfo(path).absolutePath()))
        return failed(QCoreApplication::translate("GameFiles", "Cannot create the folder"));
    if (const QString reason = BoardFiles::writeAtomically(path, text); !reason.isEmpty())
        return failed(reason);
    return QString();
}

namespace {

qint64 fileBytes(const pb::SavedGame &game)
{
    return qint64(pb::writeSavedGame(game).size());
}

// `game` from its turn `cut` on (the start being the position before it),
// with its first `played` turns played of `kept` kept.
pb::SavedGame cutAt(const pb::SavedGame &game, int cut, std::size_t kept)
{
    const pb::GameRecord &record = game.record;
    std::vector<pb::Turn> turns(record.turns().begin() + cut, record.turns().begin() + qsizetype(kept));
    pb::SavedGame shorter{pb::GameRecord(record.positionBefore(cut), std::move(turns), record.played() - cut),
                          std::nullopt, game.playMillis, game.helped, game.counted};
    // The solution starts from the start: it stays if it starts at or after
    // the new one, which the line's dropped moves reach.
    const std::vector<std::string> &line = record.line();
    const std::size_t droppedMoves = line.size() - shorter.record.line().size();
    if (game.solution && game.solution->from.size() >= droppedMoves
        && std::equal(line.begin(), line.begin() + qsizetype(droppedMoves), game.solution->from.begin())) {
        shorter.solution = game.solution;
        shorter.solution->from.erase(shorter.solution->from.begin(),
                                     shorter.solution->from.begin() + qsizetype(droppedMoves));
    }
    // Still the file's game, though no longer as the file holds it; the
    // recipe made the start that is gone.
    shorter.file = game.file;
    return shorter;
}

} // namespace

std::optional<pb::SavedGame> shortened(const pb::SavedGame &game, qint64 maxBytes, int *dropped)
{
    const qint64 bytes = fileBytes(game);
    const pb::GameRecord &record = game.record;
    const std::vector<pb::Turn> &turns = record.turns();
    const int played = record.played();
    // A restart goes back to the start: the cut comes after the last one
    // played, and the turns Redo would play stop before the first restart
    // among them.
    int firstCut = 0;
    for (int turn = 0; turn < played; ++turn)
        firstCut = turns[std::size_t(turn)].kind == pb::Turn::Kind::Restart ? turn + 1 : firstCut;
    std::size_t kept = std::size_t(played);
    while (kept < turns.size() && turns[kept].kind != pb::Turn::Kind::Restart)
        ++kept;
    if (bytes <= maxBytes || played == 0 || firstCut >= played)
        return std::nullopt;
    // Turns take about as many bytes each: cut as many as the excess, and
    // more should the first cut fall short.
    const qint64 perTurn = std::max<qint64>(1, bytes / qint64(turns.size()));
    qint64 excess = bytes - maxBytes;
    for (;;) {
        const int cut = int(std::min<qint64>(played, std::max<qint64>(firstCut, (excess + perTurn - 1) / perTurn)));
        pb::SavedGame shorter = cutAt(game, cut, cut == played ? std::size_t(played) : kept);
        if (fileBytes(shorter) <= maxBytes || cut == played) {
            *dropped = cut;
            return shorter;
        }
        excess *= 2;
    }
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
