#include "nimsettings.h"

#include "service/appsettings.h"

namespace {

const auto kHeapsKey = QStringLiteral("nim/newGame/heaps");
const auto kMisereKey = QStringLiteral("nim/newGame/misere");
const auto kStarterKey = QStringLiteral("nim/newGame/starter");
const auto kFallibleKey = QStringLiteral("nim/newGame/fallible");
const auto kHumanWinsKey = QStringLiteral("nim/humanWins");
const auto kComputerWinsKey = QStringLiteral("nim/computerWins");
const auto kComputerStartsKey = QStringLiteral("nim/computerStartsNext");

} // namespace

namespace NimSettings {

std::vector<int> heaps(const AppSettings &settings, int mostStones)
{
    return settings.numbers(kHeapsKey, 0, 0, mostStones);
}

int starter(const AppSettings &settings, int fallback, int starters)
{
    return settings.number(kStarterKey, fallback, 0, starters - 1);
}

bool misere(const AppSettings &settings)
{
    return settings.flag(kMisereKey, false);
}

bool fallible(const AppSettings &settings)
{
    return settings.flag(kFallibleKey, false);
}

void setNewGame(AppSettings &settings, const std::vector<int> &heaps, bool misere, int starter, bool fallible)
{
    settings.setNumbers(kHeapsKey, heaps);
    settings.setFlag(kMisereKey, misere);
    settings.setNumber(kStarterKey, starter);
    settings.setFlag(kFallibleKey, fallible);
}

int humanWins(const AppSettings &settings)
{
    return settings.number(kHumanWinsKey, 0, 0, kMostWins);
}

int computerWins(const AppSettings &settings)
{
    return settings.number(kComputerWinsKey, 0, 0, kMostWins);
}

bool computerStartsNext(const AppSettings &settings)
{
    return settings.flag(kComputerStartsKey, false);
}

void setMatch(AppSettings &settings, int humanWins, int computerWins, bool computerStartsNext)
{
    settings.setNumber(kHumanWinsKey, humanWins);
    settings.setNumber(kComputerWinsKey, computerWins);
    settings.setFlag(kComputerStartsKey, computerStartsNext);
}

void clearMatch(AppSettings &settings)
{
    settings.remove(kHumanWinsKey);
    settings.remove(kComputerWinsKey);
    settings.remove(kComputerStartsKey);
}

} // namespace NimSettings
