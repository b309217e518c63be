#pragma once

#include <QString>

class AppSettings;

// What Fifteen remembers, under the keys of every release so far
// ("fifteen/..."): Game ▸ New ▸ Fifteen as it was last accepted, and View ▸
// Picture on Tiles.
namespace FifteenSettings {

struct NewGame {
    int size = 4;
    bool shuffle = true;
    bool madeToDifficulty = false;
};
// The size is read within the core's bounds.
NewGame newGame(const AppSettings &settings, int smallestSize, int largestSize);
void setNewGame(AppSettings &settings, const NewGame &choice);

// "" for none, "bundled:<id>" or "file:<path>"; an empty choice removes the
// setting. And whether numbers show on it.
QString tilePicture(const AppSettings &settings);
void setTilePicture(AppSettings &settings, const QString &choice);
bool tileNumbers(const AppSettings &settings);
void setTileNumbers(AppSettings &settings, bool shown);

} // namespace FifteenSettings
