#pragma once

#include "core/common/puzzle.h"
#include "core/fifteen/fifteenboard.h"
#include "ui/editing/boarddesigner.h"

#include <QString>

#include <memory>

// The Fifteen designer (Edit ▸ Edit Board): the scene hands it the two cells
// picked to swap, and its FifteenDesignPanel resizes the board (3 to 9 tiles
// a side), sets it solved or shuffles it; each change is a step Undo takes
// back. The scene draws the board it holds.
class FifteenDesigner : public BoardDesigner {
    Q_OBJECT

public:
    explicit FifteenDesigner(const pb::fifteen::FifteenBoard &start, QObject *parent = nullptr);

    const pb::fifteen::FifteenBoard &board() const { return m_board; }
    void swapCells(int a, int b);
    // A new size starts solved: the tiles of one size have no place on another.
    // Clamped to pb::fifteen::kMinDim..kMaxDim.
    void setDim(int dim);
    void setSolved();
    // A random board the rules can solve, to start from.
    void shuffle();
    // The board as a game, whether the rules can solve it or not
    // (Puzzle::unsolvableReason() says).
    std::unique_ptr<pb::Puzzle> editedPosition() const;

private:
    pb::fifteen::FifteenBoard m_board;
};
