#include "rollersettings.h"

#include "service/appsettings.h"

namespace {

const auto kHeightKey = QStringLiteral("rollerboard/height");
const auto kWidthKey = QStringLiteral("rollerboard/width");
const auto kScrambleKey = QStringLiteral("rollerboard/scrambleRolls");
const auto kRandomKey = QStringLiteral("rollerboard/randomBoard");
const auto kMadeKey = QStringLiteral("rollerboard/madeToDifficulty");

} // namespace

namespace RollerSettings {

NewGame newGame(const AppSettings &settings, int smallestSide, int largestSide)
{
    const NewGame fresh;
    return {settings.number(kHeightKey, fresh.height, smallestSide, largestSide),
            settings.number(kWidthKey, fresh.width, smallestSide, largestSide),
            settings.number(kScrambleKey, fresh.scrambleRolls, 1, kLongestScramble),
            settings.flag(kRandomKey, fresh.randomBoard), settings.flag(kMadeKey, fresh.madeToDifficulty)};
}

void setNewGame(AppSettings &settings, const NewGame &choice)
{
    settings.setNumber(kHeightKey, choice.height);
    settings.setNumber(kWidthKey, choice.width);
    settings.setNumber(kScrambleKey, choice.scrambleRolls);
    settings.setFlag(kRandomKey, choice.randomBoard);
    settings.setFlag(kMadeKey, choice.madeToDifficulty);
}

} // namespace RollerSettings
