#include "fifteendesigner.h"

#include "core/fifteen/fifteenpuzzle.h"

#include <QRandomGenerator>

#include <algorithm>

using pb::fifteen::FifteenBoard;
using pb::fifteen::FifteenPuzzle;

FifteenDesigner::FifteenDesigner(const FifteenBoard &start, QObject *parent)
    : BoardDesigner(parent)
    , m_board(start)
{
}

void FifteenDesigner::swapCells(int a, int b)
{
    FifteenBoard swapped = m_board;
    swapped.swapCells(a, b);
    record(tr("Swap Tiles"), m_board, swapped);
}

void FifteenDesigner::setDim(int dim)
{
    const int clamped = std::clamp(dim, pb::fifteen::kMinDim, pb::fifteen::kMaxDim);
    if (clamped != m_board.dim())
        record(tr("Resize"), m_board, FifteenBoard::goal(clamped));
}

void FifteenDesigner::setSolved()
{
    record(tr("Solved Position"), m_board, FifteenBoard::goal(m_board.dim()));
}

void FifteenDesigner::shuffle()
{
    record(tr("Shuffle"), m_board, FifteenBoard::randomSolvable(m_board.dim(), QRandomGenerator::global()->generate64()));
}

std::unique_ptr<pb::Puzzle> FifteenDesigner::editedPosition() const
{
    // One that cannot be solved is played if the person insists (mayPlayUnsolvableBoard()).
    return std::make_unique<FifteenPuzzle>(m_board);
}
