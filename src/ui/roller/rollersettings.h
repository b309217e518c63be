#pragma once

class AppSettings;

// Game ▸ New ▸ Roller-Board as it was last accepted, under the keys of every
// release so far ("rollerboard/...").
namespace RollerSettings {

constexpr int kLongestScramble = 60;
struct NewGame {
    int height = 4;
    int width = 4;
    int scrambleRolls = 6;
    bool randomBoard = false;
    bool madeToDifficulty = false;
};
// The sides are read within the core's bounds, the scramble within 1 to kLongestScramble.
NewGame newGame(const AppSettings &settings, int smallestSide, int largestSide);
void setNewGame(AppSettings &settings, const NewGame &choice);

} // namespace RollerSettings
