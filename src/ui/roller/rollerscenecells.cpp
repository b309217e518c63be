// RollerScene read as a table of cells, for a screen reader: see
// BoardScene::accessibleCellText().

#include "rollerscene.h"

QString RollerScene::accessibleCellText(int row, int column) const
{
    // Counted from 0, as the board's labels and the rolls name the lines.
    return tr("Row %1, column %2: %3").arg(row).arg(column).arg(cellShown(row, column) ? 1 : 0);
}

std::optional<BoardCell> RollerScene::accessibleFocusCell() const
{
    if (!m_cursorVisible)
        return std::nullopt;
    return BoardCell{m_cursorRow, m_cursorCol};
}

QRectF RollerScene::accessibleCellRect(int row, int column) const
{
    const QPointF center = cellCenter(row, column);
    const QPointF corner = cellCenter(0, 0) - cellCenter(1, 1);
    return {center + corner / 2, center - corner / 2};
}
