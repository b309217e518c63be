#include "pegcells.h"

#include "pegboarditems.h"
#include "peginteraction.h"

using pb::pegs::Cell;

int PegCells::rowCount() const
{
    if (const PegDesign *design = m_interaction.design())
        return design->rows();
    const pb::pegs::PegGeometry *geometry = m_interaction.geometry();
    return geometry ? geometry->rows() : 0;
}

int PegCells::columnCount() const
{
    if (const PegDesign *design = m_interaction.design())
        return design->cols();
    const pb::pegs::PegGeometry *geometry = m_interaction.geometry();
    return geometry ? geometry->cols() : 0;
}

// Rows and columns count from 1, as people count; a hole is named by its
// number too, as the moves and hints name it ("jump 11 over 7 into 4").
QString PegCells::text(int row, int column) const
{
    const pb::pegs::PegGeometry *geometry = m_interaction.geometry();
    const int hole = geometry ? geometry->holeAt(row, column) : -1;
    if (hole < 0)
        return tr("Row %1, column %2: no hole").arg(row + 1).arg(column + 1);
    if (!(m_interaction.pegs() & pb::pegs::bit(hole))) {
        return m_interaction.isLanding(hole)
                   ? tr("Row %1, column %2: hole %3, empty, the picked-up peg can land here")
                         .arg(row + 1).arg(column + 1).arg(hole)
                   : tr("Row %1, column %2: hole %3, empty").arg(row + 1).arg(column + 1).arg(hole);
    }
    return hole == m_interaction.selectedHole()
               ? tr("Row %1, column %2: hole %3, peg, picked up").arg(row + 1).arg(column + 1).arg(hole)
               : tr("Row %1, column %2: hole %3, peg").arg(row + 1).arg(column + 1).arg(hole);
}

bool PegCells::selected(int row, int column) const
{
    const pb::pegs::PegGeometry *geometry = m_interaction.geometry();
    return m_interaction.selectedHole() >= 0 && geometry
           && geometry->holeAt(row, column) == m_interaction.selectedHole();
}

std::optional<BoardCell> PegCells::focus() const
{
    if (const std::optional<Cell> cell = m_interaction.shownFocusCell())
        return BoardCell{cell->row, cell->col};
    return std::nullopt;
}

// Only where a hole is, or while designing a cell of the canvas, is there
// anything drawn.
QRectF PegCells::rect(int row, int column) const
{
    const PegDesign *design = m_interaction.design();
    const pb::pegs::PegGeometry *geometry = m_interaction.geometry();
    const bool drawn = design ? design->inCanvas(row, column) : geometry && geometry->holeAt(row, column) >= 0;
    if (!drawn)
        return {};
    const pb::pegs::Lattice lattice = design ? design->lattice() : geometry->lattice();
    const QPointF center = pegboard::layoutCenter(lattice, Cell{row, column});
    return {center.x() - pegboard::kSpacing / 2, center.y() - pegboard::kSpacing / 2, pegboard::kSpacing,
            pegboard::kSpacing};
}
