#include "pegdesigner.h"

using pb::pegs::Cell;
using pb::pegs::Lattice;
using pb::pegs::PegPuzzle;

PegDesigner::PegDesigner(const PegPuzzle &start, QObject *parent)
    : BoardDesigner(parent)
    , m_design(start)
{
}

void PegDesigner::setLattice(Lattice lattice)
{
    PegDesign changed = m_design;
    changed.setLattice(lattice);
    record(tr("Change Lattice"), m_design, std::move(changed));
}

void PegDesigner::setSize(int rows, int cols)
{
    const bool grows = rows * cols > m_design.rows() * m_design.cols();
    PegDesign resized = m_design;
    resized.setSize(rows, cols);
    record(tr("Resize"), m_design, std::move(resized));
    // Grown past the largest board, the new cells come without holes: say why.
    if (grows && m_design.holeCount() == pb::pegs::kMaxHoles)
        emit statusMessage(tr("A board holds at most %n hole(s): the new cells have none.", nullptr, pb::pegs::kMaxHoles));
}

void PegDesigner::startFrom(const PegPuzzle &board)
{
    record(tr("Built-in Board"), m_design, PegDesign(board));
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
    PegDesign toggled = m_design;
    toggled.togglePeg(cell.row, cell.col);
    const bool added = toggled.cell(cell.row, cell.col) == PegDesign::Cell::Peg;
    // Holes are named as the canvas numbers them, as the scene draws them.
    const int hole = toggled.canvasGeometry()->holeAt(cell.row, cell.col);
    const int count = toggled.pegCount();
    emit statusMessage((added ? tr("Peg added in hole %1: %n peg(s).", nullptr, count)
                              : tr("Peg removed from hole %1: %n peg(s).", nullptr, count))
                           .arg(hole));
    record(added ? tr("Add Peg") : tr("Remove Peg"), m_design, std::move(toggled));
}

void PegDesigner::toggleHole(Cell cell)
{
    const bool drilling = m_design.cell(cell.row, cell.col) == PegDesign::Cell::None;
    PegDesign toggled = m_design;
    if (!toggled.toggleHole(cell.row, cell.col)) {
        emit statusMessage(tr("A board holds at most %n hole(s): remove one before you add another.", nullptr,
                              pb::pegs::kMaxHoles));
        return;
    }
    const QString counts = tr("%n hole(s)", nullptr, toggled.holeCount()) + QStringLiteral(", ")
        + tr("%n peg(s)", nullptr, toggled.pegCount());
    emit statusMessage(drilling ? tr("Hole added, with a peg: %1.").arg(counts) : tr("Hole removed: %1.").arg(counts));
    record(drilling ? tr("Add Hole") : tr("Remove Hole"), m_design, std::move(toggled));
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
