#pragma once

#include "core/common/puzzle.h"
#include "core/roller/rollerpuzzle.h"
#include "ui/editing/boarddesigner.h"

#include <QString>

#include <memory>

// A Roller-Board being designed: its size and its tiles, any number of ones
// (Done asks for as many as the board is wide).
struct RollerDesign {
    int height = 1;
    int width = 1;
    pb::roller::RollerBits cells = 0;

    bool cell(int row, int col) const { return (cells >> (row * width + col)) & 1; }
    bool operator==(const RollerDesign &) const = default;
};

// The Roller-Board designer (Edit ▸ Edit Board): a click on a tile turns it
// between 0 and 1, and its RollerDesignPanel resizes the board, clears it or
// sets it solved; each change is a step Undo takes back. The scene draws the
// design and hands it the tiles clicked.
class RollerDesigner : public BoardDesigner {
    Q_OBJECT

public:
    explicit RollerDesigner(const pb::roller::RollerPuzzle &start, QObject *parent = nullptr);

    const RollerDesign &design() const { return m_design; }
    void toggle(int row, int col);
    // The tiles that fit stay as they were; new ones come in as 0.
    // Each side is clamped to 1..pb::roller::kMaxSide, as board files allow.
    void setSize(int height, int width);
    // Every tile 0, to put the ones where they should go.
    void clear();
    // The ones on the top row: the board a game is won at.
    void setSolved();
    // The design as a game; null, with the reason in *why, while it cannot be
    // played (pb::roller::boardProblem()).
    std::unique_ptr<pb::Puzzle> editedPosition(QString *why) const;

private:
    RollerDesign m_design;
};
