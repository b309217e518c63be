#pragma once

#include "../search/progress.h"
#include "../search/solveresult.h"
#include "peggeometry.h"

#include <stop_token>
#include <string>
#include <vector>

namespace pb::pegs {

// A chain: one peg's jumps in a row, counted as one move. Written as the
// peg's start hole and then each hole it lands in, "5-17-29"; a single jump
// is the ordinary move "5-17".
std::string chainToString(const std::vector<int> &holes);
// Consecutive jumps by the same peg joined into chains; `jumps` in FROM-TO
// notation, each legal after the ones before it.
std::vector<std::string> joinChains(const std::vector<std::string> &jumps);

// The fewest moves (chains) that leave one peg, in options.targetCell when
// set. The ordinary solver answers first: whether one peg can be reached at
// all (with its proof when not) and a first line, whose chains bound the
// count from above. Then the positions within a few moves of the goal are
// found backwards with their exact counts, and an iterative-deepening search
// on the number of moves proves the fewest: each round looks for a line
// within a budget of moves, cut by a lower bound on the moves still needed
// (exact near the goal), and a table (within options.memoryBudgetBytes,
// shared with the positions near the goal) keeps for every position the best
// lower bound proved, so later rounds skip what earlier ones settled.
// `optimal` is set when the count is proved; a full table gives
// LimitReached, never Unsolvable.
SolveResult solveFewestMoves(const PegGeometry &geometry, PegBits pegs, const SolveOptions &options,
                             std::stop_token stop, Progress &progress);

} // namespace pb::pegs
