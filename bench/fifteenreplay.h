#pragma once

// The Fifteen benchmarks check every solution they time by playing it.

#include "core/fifteen/fifteenboard.h"

#include <vector>

namespace bench {

// Whether sliding the blank through `cells`, one legal slide each, solves `board`.
inline bool solves(pb::fifteen::FifteenBoard board, const std::vector<int> &cells)
{
    for (const int cell : cells) {
        if (board.tileAt(cell) == 0 || !board.canSlide(board.tileAt(cell)))
            return false;
        board.moveBlankTo(cell);
    }
    return board.isGoal();
}

} // namespace bench
