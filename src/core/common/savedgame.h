#pragma once

#include "gamerecord.h"
#include "generator.h"
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
    // How many of the moves the player has seen, when a hint found them: the
    // panel lists those and offers the rest. Empty: all were shown.
    std::optional<int> shown{};

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
//   shown 1                  of a hinted solution, the moves seen so far (version 5)
//   recipe 4x4.moves5.42     how the start was made to order, as a game ID writes it (version 5)
//   file /home/me/x%20y.rbd  the file the game was opened from or saved to: its bytes,
//                            '%', blanks and all but printable ASCII as %XX (version 5)
//   file-played 3            the turns played that file holds (version 5)
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
    // How the start position was made to order, without where this machine
    // keeps its tables; empty for a start that was not made.
    std::optional<GenerateRequest> recipe{};
    // The file the game was opened from or last saved to (its name's bytes),
    // empty for none; and how many turns were played in it then, empty once
    // the history has left them (a turn played before their end).
    std::string file{};
    std::optional<int> fileTurns{};
};

inline constexpr int kSavedGameVersion = 5;
inline constexpr std::string_view kSavedGameExtension = "pbgame";

Parsed<SavedGame> parseSavedGame(std::string_view text);
// Whether a file is meant as a saved game, whatever its name: it starts with
// the format's first word (after a byte order mark, which parseSavedGame() drops).
bool isSavedGameText(std::string_view text);
std::string writeSavedGame(const SavedGame &game);

} // namespace pb
