#pragma once

#include "../search/progress.h"
#include "../search/solveresult.h"
#include "peggeometry.h"

#include <stop_token>

namespace pb::pegs {

// Depth-first search for a line that leaves one peg (in options.finishHole when
// set). Every position proved to fail is remembered, so no position is expanded
// twice. When one peg is unreachable and options.bestEffort is set, the result
// also carries the fewest pegs that can be left and a line that leaves them.
SolveResult solvePegs(const PegGeometry &geometry, PegBits pegs, const SolveOptions &options,
                      std::stop_token stop, Progress &progress);

} // namespace pb::pegs
