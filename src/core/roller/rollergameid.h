#pragma once

#include "../common/gameid.h"
#include "rollerpuzzle.h"

namespace pb::roller {

// A Roller-Board's game ID body: its rows top to bottom, each its cells as 0
// and 1, separated by '_' ("1100_0011_0000" for 3 x 4).
std::string gameIdBody(const RollerPuzzle &puzzle);
std::unique_ptr<Puzzle> parseGameId(GameIdScanner &body);

} // namespace pb::roller
