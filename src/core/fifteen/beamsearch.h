#pragma once

#include "../search/progress.h"
#include "fifteenboard.h"

#include <cstddef>
#include <optional>
#include <stop_token>
#include <vector>

namespace pb::fifteen {

// A beam search over whole boards, for 6 x 6 and up: from the board, layer
// after layer, every child of the kept boards is scored and the `width` best
// are kept, none that the search has met before (a lossy table of their
// hashes). Every layer is one move further, so the first goal reached ends
// the line.
//
// A board's score is four times conflictBound() plus the sum of the squares
// of the tiles' distances home: the squares make the search bring the tiles
// furthest away home first, while the board is still open enough to let them
// through; on the bound alone it left one far from home until the end, where
// its way home leads through boards that all look worse (9 x 9: 994 moves
// against 812 on the bench's first boards). Both are kept up to date move by
// move: a move changes one tile's distance by one and the conflicts of at
// most one line, the one the moving tile enters or leaves if it is that
// tile's home line.
//
// Memory: two layers of boards, the children of one, the table of hashes met
// and, for every layer, each kept board's parent and blank; beamBytes() says
// how much for a given depth.
struct BeamOptions {
    std::size_t width = 0;
    std::size_t memoryBudgetBytes = 0;
    // Layers without a board better than the best yet before the search
    // gives up on reaching the goal itself.
    std::size_t stallLayers = 100;
};

// The cells the blank visits: to the goal, or to the best board the search
// reached (the least score, the fewest moves) when it gave up.
struct BeamEnd {
    std::vector<int> cells;
    bool reachedGoal = false;
};

// What a search of `width` needs on a dim x dim board for `depth` layers.
std::size_t beamBytes(int dim, std::size_t width, std::size_t depth);

// Nullopt when stopped. Otherwise where the search got to: the goal, or, when
// it stalled or the next layer would outgrow the memory budget, the best
// board met. `board` must be solvable.
std::optional<BeamEnd> solveByBeam(const FifteenBoard &board, const BeamOptions &options, std::stop_token stop,
                                   Progress &progress);

} // namespace pb::fifteen
