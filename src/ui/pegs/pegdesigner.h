#pragma once

#include "core/common/puzzle.h"
#include "core/pegs/pegpuzzle.h"
#include "pegdesign.h"
#include "ui/editing/boarddesigner.h"

#include <QString>

#include <memory>

// The peg board designer (Edit ▸ Edit Board): the board being designed, what
// a click on a cell does to it (the tool chosen in PegDesignPanel) and the
// panel's changes of lattice, size and start, each a step Undo takes back.
// The scene draws the design and hands it the cells clicked; the panel sets
// its tool, lattice and size.
class PegDesigner : public BoardDesigner {
    Q_OBJECT

public:
    // What a click does: add or remove a peg, or a hole.
    enum class Tool { Pegs, Holes };

    explicit PegDesigner(const pb::pegs::PegPuzzle &start, QObject *parent = nullptr);

    const PegDesign &design() const { return m_design; }
    Tool tool() const { return m_tool; }
    void setTool(Tool tool) { m_tool = tool; }
    void setLattice(pb::pegs::Lattice lattice);
    void setSize(int rows, int cols);
    // Replaces the design with `board` (a built-in board, say).
    void startFrom(const pb::pegs::PegPuzzle &board);
    // A click (or Space) on the canvas cell: by the tool, its peg or its hole
    // comes or goes, or the status bar says why not.
    void activate(pb::pegs::Cell cell);
    // The design as a game; null, with the reason in *why, while it cannot be
    // played.
    std::unique_ptr<pb::Puzzle> editedPosition(QString *why) const;

private:
    void togglePeg(pb::pegs::Cell cell);
    void toggleHole(pb::pegs::Cell cell);

    PegDesign m_design;
    Tool m_tool = Tool::Pegs;
};
