#pragma once

#include "../common/generator.h"
#include "peggeometry.h"

#include <memory>

namespace pb::pegs {

// The board a generate request names: --size N a triangle of side N (3 to
// 10), --size RxC a rectangle (1 to 8 each, at most kMaxHoles holes), or the
// shape "english", "european", "wiegleb", "diamond" or "triangle" (side 5).
// Null when it names none.
std::shared_ptr<const PegGeometry> requestedGeometry(const GenerateRequest &request);

// A start on `geometry` that a line of exactly `jumps` jumps takes down to
// one peg: grown, as in Simon Tatham's Pegs, from a single peg by reverse
// jumps (pegs land on the two holes behind a peg, which leaves), searched
// depth first in a random order with the dead ends remembered. Where growth
// spends its budget (boards nearly full), played down instead from a board
// full but for one hole by random jumps the solver keeps solvable. Nullopt when no start is found (a
// search's budget is spent, or no hole can start a solvable game) or `stop`
// is requested.
std::optional<PegBits> growSolvableStart(const std::shared_ptr<const PegGeometry> &geometry, int jumps,
                                         GeneratorRandom &random, std::stop_token stop);

// The largest number of jumps generatePegs() asks of a board: every hole but
// one filled.
inline int largestJumps(const PegGeometry &geometry) { return geometry.holeCount() - 2; }

// A random start of the requested board solvable to one peg in exactly
// `moves` jumps, or in a number from the difficulty's range of 1 to
// largestJumps().
Generated generatePegs(const GenerateRequest &request, std::stop_token stop);

} // namespace pb::pegs
