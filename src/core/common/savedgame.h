#pragma once

#include "parseerror.h"
#include "registry.h"

#include <string>
#include <string_view>
#include <vector>

namespace pb {

// A game in progress: where it started, the moves played, the moves taken back
// that Redo would play again, and the solution being stepped through. Written
// as versioned text:
//
//   puzzlebox-game 1
//   family pegs
//   moves 11-4 9-7
//   redo 1-8
//   solution 11-4 9-7 1-8 ...
//   solution-from 0
//   optimal yes
//   board
//   <the start position as its family's board file, to the end of the file>
//
// Only the first two lines and "board" are required. Reading replays every
// move through the rules, so a damaged or edited file can never produce a game
// the rules would not allow.
struct SavedGame {
    PuzzlePtr start;
    std::vector<std::string> moves;
    std::vector<std::string> redo;          // the next move to redo first
    std::vector<std::string> solution;
    int solutionFrom = -1;                  // index into moves where the solution starts; -1: none
    bool solutionOptimal = false;
};

inline constexpr int kSavedGameVersion = 1;
inline constexpr std::string_view kSavedGameExtension = "pbgame";

Parsed<SavedGame> parseSavedGame(std::string_view text);
std::string writeSavedGame(const SavedGame &game);

} // namespace pb
