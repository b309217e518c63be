#include "pegdesigner.h"

using pb::pegs::Cell;
using pb::pegs::Lattice;
using pb::pegs::PegPuzzle;

PegDesigner::PegDesigner(const PegPuzzle &start, QObject *parent)
    : QObject(parent)
    , m_design(start)
{
}

void PegDesigner::setLattice(Lattice lattice)
{
    if (lattice == m_design.lattice())
        return;
    m_design.setLattice(lattice);
    emit changed();
}

void PegDesigner::setSize(int rows, int cols)
{
    const bool grows = rows * cols > m_design.rows() * m_design.cols();
    m_design.setSize(rows, cols);
    emit changed();
    // Grown past the largest board, the new cells come without holes: say why.
    if (grows && m_design.holeCount() == pb::pegs::kMaxHoles)
        emit statusMessage(tr("A board holds at most %n hole(s): the new cells have none.", nullptr, pb::pegs::kMaxHoles));
}

void PegDesigner::startFrom(const PegPuzzle &board)
{
    m_design = PegDesign(board);
    emit changed();
}

void PegDesigner::activate(Cell cell)
{
    if (m_tool == Tool::Holes)
        toggleHole(cell);
    else if (m_design.cell(cell.row, cell.col) == PegDesign::Cell::None)
        emit statusMessage(tr("No hole here: choose the Holes tool beside the board to add one."));
    else
        togglePeg(cell);
}

void PegDesigner::togglePeg(Cell cell)
{
    m_design.togglePeg(cell.row, cell.col);
    // Holes are named as the canvas numbers them, as the scene draws them.
    const int hole = m_design.canvasGeometry()->holeAt(cell.row, cell.col);
    const int count = m_design.pegCount();
    emit statusMessage((m_design.cell(cell.row, cell.col) == PegDesign::Cell::Peg
                            ? tr("Peg added in hole %1: %n peg(s).", nullptr, count)
                            : tr("Peg removed from hole %1: %n peg(s).", nullptr, count))
                           .arg(hole));
    emit changed();
}

void PegDesigner::toggleHole(Cell cell)
{
    const bool drilling = m_design.cell(cell.row, cell.col) == PegDesign::Cell::None;
    if (!m_design.toggleHole(cell.row, cell.col)) {
        emit statusMessage(tr("A board holds at most %n hole(s): remove one before you add another.", nullptr,
                              pb::pegs::kMaxHoles));
        return;
    }
    const QString counts = tr("%n hole(s)", nullptr, m_design.holeCount()) + QStringLiteral(", ")
        + tr("%n peg(s)", nullptr, m_design.pegCount());
    emit statusMessage(drilling ? tr("Hole added, with a peg: %1.").arg(counts) : tr("Hole removed: %1.").arg(counts));
    emit changed();
}

std::unique_ptr<pb::Puzzle> PegDesigner::editedPosition(QString *why) const
{
    std::optional<PegPuzzle> board = m_design.board();
    if (!board) {
        if (why) {
            *why = m_design.holeCount() == 0
                ? tr("A board needs at least one hole with a peg: choose the Holes tool and click a cell.")
                : tr("A board needs at least one peg: click a hole to put a peg in it.");
        }
        return nullptr;
    }
    // Every hole filled leaves no jump to make: the player would meet a game
    // that is over before it starts.
    if (board->pegCount() == board->geometry().holeCount()) {
        if (why)
            *why = tr("A board needs at least one empty hole to jump into: click a peg to take it out.");
        return nullptr;
    }
    return std::make_unique<PegPuzzle>(std::move(*board));
}
