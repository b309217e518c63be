#pragma once

#include "../search/progress.h"
#include "fifteenboard.h"
#include "patterndatabase.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <stop_token>
#include <vector>

namespace pb::fifteen {

struct BigSolverTuning {
    // Boards kept per layer by the beam search (beamsearch.h); 0: none, the
    // reduction alone.
    std::size_t beamWidth = 0;
    // Expansions of SolutionImprover's polishing over the line found.
    std::uint64_t polishNodes = 0;
};

// The tuning that gave dim x dim boards their shortest lines within about
// two seconds of one core (bench/fifteenbench --big, docs/benchmarks.md).
BigSolverTuning defaultBigTuning(int dim);

// A short, not shortest, solution for 6 x 6 and up: the beam search of
// beamsearch.h as wide as the memory budget allows the tuning's width; where it
// stalls short of the goal, or outgrows the budget, the reduction
// (largesolver.h) finishes from the best board it reached; then a bounded
// SolutionImprover run shortens the line. The blank's cells; nullopt only when
// stopped.
std::optional<std::vector<int>> solveBig(const FifteenBoard &board, const PatternDatabases *databases,
                                         std::size_t memoryBudgetBytes, std::stop_token stop, Progress &progress,
                                         const BigSolverTuning &tuning);

} // namespace pb::fifteen
