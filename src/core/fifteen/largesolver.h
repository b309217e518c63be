#pragma once

#include "../search/progress.h"
#include "fifteenboard.h"
#include "patterndatabase.h"

#include <optional>
#include <stop_token>
#include <vector>

namespace pb::fifteen {

struct LargeSolverTuning {
    // Tiles placed by one search: a row or column is split into groups of this
    // many (the last group has at least two, for the corner manoeuvre).
    int groupSize = 5;
    // The search weighs the distance still to go this many quarters more than
    // the moves made (4: plain A*, optimal per group).
    int weightQuarters = 10;
    // Expansions allowed for one group before it is placed in smaller steps.
    std::size_t maxExpansions = 20000;
};

// The tuning that gave the shortest solutions for the time on random boards of
// size `dim` (bench/fifteenbench, docs/benchmarks.md): whole groups of five
// with a light weight up to 6 x 6; on larger boards, where the blank has more
// room to wander, groups of four, a heavier weight and a smaller budget.
LargeSolverTuning defaultTuning(int dim);

// A short, not necessarily shortest, solution for boards from 5 x 5 up: the top
// row or the left column of the unsolved part is brought home and frozen, a few
// tiles at a time, each group by a weighted A* over the cells of just those
// tiles and the blank (the other tiles are interchangeable there), until 4 x 4
// is left. That is solved optimally with `databases` when given, within a node
// budget; otherwise (or past the budget) one more row and column leave 3 x 3,
// which is solved optimally from its table.
//
// Returns the cells the blank visits; nullopt when stopped. `board` must be solvable.
std::optional<std::vector<int>> solveLarge(const FifteenBoard &board, const PatternDatabases *databases,
                                           std::stop_token stop, Progress &progress,
                                           const LargeSolverTuning &tuning);

} // namespace pb::fifteen
