#include "fifteensettings.h"

#include "service/appsettings.h"

namespace {

const auto kSizeKey = QStringLiteral("fifteen/size");
const auto kShuffleKey = QStringLiteral("fifteen/shuffle");
const auto kMadeKey = QStringLiteral("fifteen/madeToDifficulty");
const auto kTilePictureKey = QStringLiteral("fifteen/tilePicture");
const auto kTileNumbersKey = QStringLiteral("fifteen/tileNumbers");

} // namespace

namespace FifteenSettings {

NewGame newGame(const AppSettings &settings, int smallestSize, int largestSize)
{
    const NewGame fresh;
    return {settings.number(kSizeKey, fresh.size, smallestSize, largestSize), settings.flag(kShuffleKey, fresh.shuffle),
            settings.flag(kMadeKey, fresh.madeToDifficulty)};
}

void setNewGame(AppSettings &settings, const NewGame &choice)
{
    settings.setNumber(kSizeKey, choice.size);
    settings.setFlag(kShuffleKey, choice.shuffle);
    settings.setFlag(kMadeKey, choice.madeToDifficulty);
}

QString tilePicture(const AppSettings &settings)
{
    return settings.text(kTilePictureKey);
}

void setTilePicture(AppSettings &settings, const QString &choice)
{
    settings.setText(kTilePictureKey, choice);
}

bool tileNumbers(const AppSettings &settings)
{
    return settings.flag(kTileNumbersKey, true);
}

void setTileNumbers(AppSettings &settings, bool shown)
{
    settings.setFlag(kTileNumbersKey, shown);
}

} // namespace FifteenSettings
