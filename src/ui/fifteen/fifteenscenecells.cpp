// FifteenScene read as a table of cells, for a screen reader: see
// BoardScene::accessibleCellText().

#include "fifteenscene.h"

// Rows and columns count from 1, as people count.
QString FifteenScene::accessibleCellText(int row, int column) const
{
    const int cell = row * dim() + column;
    const int tile = tileShownAt(cell);
    if (tile == 0)
        return tr("Row %1, column %2: blank").arg(row + 1).arg(column + 1);
    // What the green numbers show at a glance.
    if (m_board.homeOf(tile) == cell)
        return tr("Row %1, column %2: tile %3, in place").arg(row + 1).arg(column + 1).arg(tile);
    return tr("Row %1, column %2: tile %3").arg(row + 1).arg(column + 1).arg(tile);
}

bool FifteenScene::accessibleCellSelected(int row, int column) const
{
    return m_picked >= 0 && m_picked == row * dim() + column;
}

std::optional<BoardCell> FifteenScene::accessibleFocusCell() const
{
    const int cell = m_editCursor >= 0 ? m_editCursor : m_picked >= 0 ? m_picked : m_board.blank();
    return BoardCell{cell / dim(), cell % dim()};
}

QRectF FifteenScene::accessibleCellRect(int row, int column) const
{
    const QPointF center = cellCenter(row * dim() + column);
    const QPointF half = (cellCenter(dim() + 1) - cellCenter(0)) / 2;
    return {center - half, center + half};
}
