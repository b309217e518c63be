#pragma once

#include "gamerecord.h"
#include "parseerror.h"
#include "registry.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pb {

// A solution kept with a game: where it starts (the moves from the game's
// start position that reach it) and its moves. It need not lie on the game's
// line: a player who left it can come back to it.
struct SavedSolution {
    std::vector<std::string> from;
    std::vector<std::string> moves;
    bool optimal = false;
    // What the solver proved of the start: no solution from `from` is
    // shorter (Fifteen 5 x 5's bound); empty when it proved nothing or when
    // the moves are optimal.
    std::optional<int> lowerBound;

    bool operator==(const SavedSolution &) const = default;
};

// A game in progress: its whole history and the solution kept with it.
// Written as versioned text:
//
//   puzzlebox-game 3
//   family nim
//   opening 2-1              the computer's first move, when it opens
//   turn 1-3 2-2             one turn a line, in the order played: the moves
//   restart 2-1              Undo takes back together
//   > turn 3-1               under a restart: the turns it replaced in Redo
//   turn 1-1
//   played 3                 turns played; Redo plays the rest
//   solution-start 1-3 2-2   the moves from the start to where the solution begins
//   solution 3-1 1-2 ...
//   optimal no
//   lower-bound 83           no solution from its start is shorter (version 4)
//   time 84123               milliseconds of play so far (version 3)
//   help yes                 the solver's moves or a hint were shown (version 3)
//   counted solved           what the records already count of this game (version 3)
//   board
//   <the start position as its family's board file, to the end of the file>
//
// Only the first two lines and "board" are required. Reading replays every
// move through the rules, so a damaged or edited file can never produce a game
// the rules would not allow. Version 1 files (a flat "moves" and "redo" list
// and "solution-from", the number of moves before the solution) still read;
// version 1 and 2 files have no time, count as never recorded, and count as
// helped exactly when they keep a solution.
struct SavedGame {
    // How far the records (the player's statistics) have counted a game: each
    // game is played once and solved once, however often Undo and Redo pass
    // its first move or the goal.
    enum class Counted { Nothing, Played, Solved };

    GameRecord record;
    std::optional<SavedSolution> solution;
    // Time the game has been played, in milliseconds: the window's clock,
    // which runs only while the player can play.
    std::int64_t playMillis = 0;
    // The solver's moves or a hint were shown for this game. It stays set
    // whatever is undone, so a game solved with help never counts as solved
    // alone.
    bool helped = false;
    Counted counted = Counted::Nothing;
};

inline constexpr int kSavedGameVersion = 4;
inline constexpr std::string_view kSavedGameExtension = "pbgame";

Parsed<SavedGame> parseSavedGame(std::string_view text);
// Whether a file is meant as a saved game, whatever its name: it starts with
// the format's first word (after a byte order mark, which parseSavedGame() drops).
bool isSavedGameText(std::string_view text);
std::string writeSavedGame(const SavedGame &game);

} // namespace pb
