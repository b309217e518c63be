#include "gameids.h"

#include "translatedmessage.h"

#include <QCoreApplication>

#include <sys/stat.h>

#include <algorithm>
#include <variant>

namespace GameIds {

namespace {

// The index of the character `error` names in `id`, or the end of the ID
// without its trailing blanks when it stops too early.
qsizetype errorIndex(const QString &id, const pb::ParseError &error)
{
    qsizetype end = id.size();
    while (end > 0 && id.at(end - 1).isSpace())
        --end;
    return std::clamp<qsizetype>(error.column - 1, 0, end);
}

// The reason says what belongs at the character; the character itself is
// shown as written, or the ID's end when it stops too early.
QString refusal(const QString &id, const pb::ParseError &error)
{
    const QString reason = translated(error.reason);
    if (id.trimmed().isEmpty())
        return reason + QLatin1Char('.');
    qsizetype end = id.size();
    while (end > 0 && id.at(end - 1).isSpace())
        --end;
    const qsizetype at = error.column - 1;
    if (at >= end)
        return QCoreApplication::translate("GameIds", "The game ID ends too early, after character %1: %2.").arg(end).arg(reason);
    const QString character = id.mid(at, id.at(at).isHighSurrogate() ? 2 : 1);
    return QCoreApplication::translate("GameIds", "The game ID is not valid at character %1, '%2': %3.")
        .arg(error.column)
        .arg(character, reason);
}

} // namespace

ReadResult read(const QString &id)
{
    const QByteArray bytes = id.toUtf8();
    pb::Parsed<pb::ReadGameId> parsed = pb::readGameId(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    if (const auto *error = std::get_if<pb::ParseError>(&parsed))
        return ReadResult{std::nullopt, refusal(id, *error), errorIndex(id, *error)};
    pb::ReadGameId &read = std::get<pb::ReadGameId>(parsed);
    pb::SavedGame game{pb::GameRecord(std::move(read.position)), std::nullopt};
    game.recipe = std::move(read.recipe);
    return ReadResult{std::move(game), QString()};
}

bool isGameIdArgument(const NativePath &argument)
{
    const QByteArray bytes = argument.bytes();
    struct stat status;
    return ::stat(bytes.constData(), &status) != 0
           && pb::looksLikeGameId(std::string_view(bytes.constData(), std::size_t(bytes.size())));
}

QString idOf(const pb::Puzzle &position, const pb::GenerateRequest *recipe)
{
    return QString::fromStdString(pb::gameIdOf(position, recipe));
}

} // namespace GameIds
