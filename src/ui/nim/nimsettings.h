#pragma once

#include <limits>
#include <vector>

class AppSettings;

// What Nim remembers, under the keys of every release so far ("nim/..."):
// Game ▸ New ▸ Nim as it was last accepted, and the match against the
// computer (NimMatch).
namespace NimSettings {

// The heaps, each of 0 to `mostStones` (empty when none are kept), the
// starter's entry of `starters`, and the rules.
std::vector<int> heaps(const AppSettings &settings, int mostStones);
int starter(const AppSettings &settings, int fallback, int starters);
bool misere(const AppSettings &settings);
bool fallible(const AppSettings &settings);
void setNewGame(AppSettings &settings, const std::vector<int> &heaps, bool misere, int starter, bool fallible);

// Both sides' wins, and whether the computer starts the next game. One more
// win must still be a count.
constexpr int kMostWins = std::numeric_limits<int>::max() - 1;
int humanWins(const AppSettings &settings);
int computerWins(const AppSettings &settings);
bool computerStartsNext(const AppSettings &settings);
void setMatch(AppSettings &settings, int humanWins, int computerWins, bool computerStartsNext);
// A match not begun: nothing kept.
void clearMatch(AppSettings &settings);

} // namespace NimSettings
