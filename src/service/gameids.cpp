#include "gameids.h"

#include "translatedmessage.h"

#include <QCoreApplication>

#include <sys/stat.h>

#include <variant>

namespace GameIds {

namespace {

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

struct Recipe {
    std::string family;
    std::string start;
    pb::GenerateRequest request;
};

// As many as Undo goes back across games, and more.
constexpr std::size_t kRecipesKept = 32;

std::vector<Recipe> &recipes()
{
    static std::vector<Recipe> kept;
    return kept;
}

} // namespace

ReadResult read(const QString &id)
{
    const QByteArray bytes = id.toUtf8();
    pb::Parsed<pb::ReadGameId> parsed = pb::readGameId(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    if (const auto *error = std::get_if<pb::ParseError>(&parsed))
        return ReadResult{std::nullopt, std::nullopt, refusal(id, *error)};
    pb::ReadGameId &read = std::get<pb::ReadGameId>(parsed);
    return ReadResult{pb::SavedGame{pb::GameRecord(std::move(read.position)), std::nullopt}, read.recipe, QString()};
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

void rememberRecipe(const pb::Puzzle &start, const pb::GenerateRequest &recipe)
{
    std::vector<Recipe> &kept = recipes();
    if (kept.size() == kRecipesKept)
        kept.erase(kept.begin());
    pb::GenerateRequest request = recipe;
    // Where this machine keeps its tables is no part of the recipe.
    request.cacheDirectory.clear();
    kept.push_back(Recipe{std::string(start.family()), start.save(), std::move(request)});
}

std::optional<pb::GenerateRequest> recipeOf(const pb::Puzzle &start)
{
    const std::vector<Recipe> &kept = recipes();
    const std::string text = start.save();
    for (auto recipe = kept.rbegin(); recipe != kept.rend(); ++recipe) {
        if (recipe->family == start.family() && recipe->start == text)
            return recipe->request;
    }
    return std::nullopt;
}

} // namespace GameIds
