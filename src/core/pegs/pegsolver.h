#pragma once

#include "../search/progress.h"
#include "../search/solveresult.h"
#include "peggeometry.h"

#include <stop_token>

namespace pb::pegs {

// A line that leaves one peg (in options.targetCell when set). The class
// argument is asked first and proves many targets impossible without a search;
// otherwise a depth-first search remembers every position proved to fail, so
// no position is expanded twice. On boards of more than 32 holes two threads
// race with half of options.memoryBudgetBytes each: such a search in reading
// order, learning pagoda functions, and a beam search (heuristic, never a
// proof; its line is replayed before it is returned) followed by such a
// search in centre-first order; the answer found after fewer positions wins,
// so a position gets the same answer, line and node count on every run, and
// this call returns when both have ended. When one peg is unreachable and
// options.bestEffort is set, the result also carries the fewest pegs that can
// be left and a line that leaves them: after a class proof, the first line to
// one peg elsewhere (or to two pegs when the class allows no hole at all).
SolveResult solvePegs(const PegGeometry &geometry, PegBits pegs, const SolveOptions &options,
                      std::stop_token stop, Progress &progress);

} // namespace pb::pegs
