#pragma once

#include "../common/gameid.h"
#include "pegpuzzle.h"

namespace pb::pegs {

// A peg board's game ID body: the lattice ('t' triangle, 's' square), then
// each row after a '_', its cells as in a board file: 'o' a peg, '.' an empty
// hole, '-' no hole, a run of three or more written with its length in front
// ("s_2-3o_2-3o_7o_3o.3o_7o_2-3o_2-3o" is the English cross). A triangle's
// row r has r cells; a square row ends at its last hole.
std::string gameIdBody(const PegPuzzle &puzzle);
std::unique_ptr<Puzzle> parseGameId(GameIdScanner &body);

} // namespace pb::pegs
