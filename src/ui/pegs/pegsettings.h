#pragma once

#include <optional>

class AppSettings;

// Game ▸ New ▸ Peg Solitaire as it was last accepted, under the keys of every
// release so far ("pegs/newGame/..."). Its whole numbers are read within the
// ranges of the dialog's inputs, which its form and the board chosen set:
// `fallback` and `lowest` to `highest`.
namespace PegSettings {

int board(const AppSettings &settings, int boards);
int side(const AppSettings &settings, int fallback, int lowest, int highest);
int rows(const AppSettings &settings, int fallback, int lowest, int highest);
int columns(const AppSettings &settings, int fallback, int lowest, int highest);
// None before the first game chosen in the dialog: the board's own,
// `fallback`, which is also used for a value that is no whole number.
std::optional<int> emptyHole(const AppSettings &settings, int fallback, int holes);
bool randomStart(const AppSettings &settings);

struct NewGame {
    int board = 0;
    int side = 0;
    int rows = 0;
    int columns = 0;
    int emptyHole = 0;
    bool randomStart = false;
};
void setNewGame(AppSettings &settings, const NewGame &choice);

} // namespace PegSettings
