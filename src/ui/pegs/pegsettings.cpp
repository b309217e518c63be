#include "pegsettings.h"

#include "service/appsettings.h"

namespace {

const auto kBoardKey = QStringLiteral("pegs/newGame/board");
const auto kSideKey = QStringLiteral("pegs/newGame/side");
const auto kRowsKey = QStringLiteral("pegs/newGame/rows");
const auto kColumnsKey = QStringLiteral("pegs/newGame/columns");
const auto kEmptyHoleKey = QStringLiteral("pegs/newGame/emptyHole");
const auto kRandomStartKey = QStringLiteral("pegs/newGame/randomStart");

} // namespace

namespace PegSettings {

int board(const AppSettings &settings, int boards)
{
    return settings.number(kBoardKey, 0, 0, boards - 1);
}

int side(const AppSettings &settings, int fallback, int lowest, int highest)
{
    return settings.number(kSideKey, fallback, lowest, highest);
}

int rows(const AppSettings &settings, int fallback, int lowest, int highest)
{
    return settings.number(kRowsKey, fallback, lowest, highest);
}

int columns(const AppSettings &settings, int fallback, int lowest, int highest)
{
    return settings.number(kColumnsKey, fallback, lowest, highest);
}

std::optional<int> emptyHole(const AppSettings &settings, int fallback, int holes)
{
    if (!settings.contains(kEmptyHoleKey))
        return std::nullopt;
    return settings.number(kEmptyHoleKey, fallback, 0, holes - 1);
}

bool randomStart(const AppSettings &settings)
{
    return settings.flag(kRandomStartKey, false);
}

void setNewGame(AppSettings &settings, const NewGame &choice)
{
    settings.setNumber(kBoardKey, choice.board);
    settings.setNumber(kSideKey, choice.side);
    settings.setNumber(kRowsKey, choice.rows);
    settings.setNumber(kColumnsKey, choice.columns);
    settings.setNumber(kEmptyHoleKey, choice.emptyHole);
    settings.setFlag(kRandomStartKey, choice.randomStart);
}

} // namespace PegSettings
