// PegScene read as a table of cells, for a screen reader: see
// BoardScene::accessibleCellText().

#include "pegboarditems.h"
#include "pegscene.h"

using pb::pegs::Cell;

int PegScene::accessibleRowCount() const
{
    if (design())
        return design()->rows();
    return m_geometry ? m_geometry->rows() : 0;
}

int PegScene::accessibleColumnCount() const
{
    if (design())
        return design()->cols();
    return m_geometry ? m_geometry->cols() : 0;
}

// Rows and columns count from 1, as people count; a hole is named by its
// number too, as the moves and hints name it ("jump 11 over 7 into 4").
QString PegScene::accessibleCellText(int row, int column) const
{
    const int hole = m_geometry ? m_geometry->holeAt(row, column) : -1;
    if (hole < 0)
        return tr("Row %1, column %2: no hole").arg(row + 1).arg(column + 1);
    if (!(m_pegs & pb::pegs::bit(hole))) {
        return isHighlighted(hole) ? tr("Row %1, column %2: hole %3, empty, the picked-up peg can land here")
                                         .arg(row + 1).arg(column + 1).arg(hole)
                                   : tr("Row %1, column %2: hole %3, empty").arg(row + 1).arg(column + 1).arg(hole);
    }
    return hole == m_selected ? tr("Row %1, column %2: hole %3, peg, picked up").arg(row + 1).arg(column + 1).arg(hole)
                              : tr("Row %1, column %2: hole %3, peg").arg(row + 1).arg(column + 1).arg(hole);
}

bool PegScene::accessibleCellSelected(int row, int column) const
{
    return m_selected >= 0 && m_geometry && m_geometry->holeAt(row, column) == m_selected;
}

std::optional<BoardCell> PegScene::accessibleFocusCell() const
{
    if (const std::optional<Cell> cell = shownFocusCell())
        return BoardCell{cell->row, cell->col};
    return std::nullopt;
}

// Only where a hole is, or while designing a cell of the canvas, is there
// anything drawn.
QRectF PegScene::accessibleCellRect(int row, int column) const
{
    const bool drawn = design() ? design()->inCanvas(row, column) : m_geometry && m_geometry->holeAt(row, column) >= 0;
    if (!drawn)
        return {};
    const QPointF center = cellCenter(row, column);
    return {center.x() - pegboard::kSpacing / 2, center.y() - pegboard::kSpacing / 2, pegboard::kSpacing,
            pegboard::kSpacing};
}
