#pragma once

#include "../search/progress.h"
#include "fifteenboard.h"

#include <cstddef>
#include <optional>
#include <stop_token>
#include <vector>

namespace pb::fifteen {

// A beam search over whole boards (or what is left of them), for 6 x 6 and up: from the board, layer
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
// A stage (BeamOptions::firstLinesOnly) aims only at the tiles of the first
// rows and columns not yet solved (one of each, or BeamOptions::lines), and
// leaves the solved ones alone: bigsolver.h solves the biggest boards a row
// and a column or two at a time. The
// other tiles still count, at a lesser weight, so a stage leaves them no
// worse placed than it must. A board counts as met before when the stage's
// tiles, the blank and the other tiles' score are those of one met: with the
// whole board in the hash, boards that differ only in the other tiles crowd
// the beam where the stage's last tiles must first make way (the last of a
// row), and without the others' score the beam cannot bring them home while
// the stage's tiles wait (9 x 9, first 4 boards: 725 moves against 748).
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
    // Rows and columns before this one are solved and left alone.
    int firstLine = 0;
    // The goal: only the tiles of the `lines` rows and columns from
    // `firstLine` on home, their part of the score weighing `stageWeight`
    // times the others'.
    bool firstLinesOnly = false;
    int lines = 1;
    int stageWeight = 2;
    // Each board's moves tried in the reverse order (right, left, down,
    // up): among children that score the same, the other ones come first,
    // which leads to another line of about the same length.
    bool reversedMoves = false;
    // Threads that score each layer's children (one or two): the same line
    // either way.
    int threads = 1;
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
