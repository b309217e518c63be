#pragma once

#include "../common/gameid.h"
#include "fifteenpuzzle.h"

namespace pb::fifteen {

// A Fifteen's game ID body: the tiles in reading order, 0 for the blank,
// separated by '-'; their number gives the size ("1-2-3-4-5-6-7-0-8").
std::string gameIdBody(const FifteenBoard &board);
std::unique_ptr<Puzzle> parseGameId(GameIdScanner &body);

} // namespace pb::fifteen
