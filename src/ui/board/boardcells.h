#pragma once

#include <QRectF>
#include <QString>

#include <optional>

// A cell of the board as a screen reader reads it (BoardCells::focus()).
struct BoardCell {
    int row = 0;
    int column = 0;
    bool operator==(const BoardCell &) const = default;
};

// The board for a screen reader (BoardAccessible): a table of cells in the
// family's own sense (a peg board's rows and columns, Nim's heaps and their
// stones), each read in the family's words, which only the family knows. The
// scene gives its family's cells (BoardScene::cells()) and says when they
// change (BoardScene::accessibleCellsChanged()); the cells are asked again on
// every question, so they only read the state the family keeps.
class BoardCells {
public:
    virtual ~BoardCells() = default;

    virtual int rowCount() const = 0;
    virtual int columnCount() const = 0;
    // What the cell says ("Row 2, column 3: hole 4, peg"); every cell of the
    // table says something, a place without a hole included.
    virtual QString text(int row, int column) const = 0;
    // A cell the next key acts with: a picked-up peg, the stones a Nim move takes.
    virtual bool selected(int row, int column) const = 0;
    // The cell the keys act on, which is the screen reader's focus; none
    // while the board shows no keyboard focus.
    virtual std::optional<BoardCell> focus() const = 0;
    // Where the cell is drawn, in scene coordinates; empty where nothing is.
    virtual QRectF rect(int row, int column) const = 0;

    // The words of the focus cell; empty while there is none.
    QString focusText() const
    {
        const std::optional<BoardCell> cell = focus();
        return cell ? text(cell->row, cell->column) : QString();
    }
};

// A board that tells a screen reader nothing (a family that has no cells yet).
class NoBoardCells final : public BoardCells {
public:
    int rowCount() const override { return 0; }
    int columnCount() const override { return 0; }
    QString text(int, int) const override { return {}; }
    bool selected(int, int) const override { return false; }
    std::optional<BoardCell> focus() const override { return std::nullopt; }
    QRectF rect(int, int) const override { return {}; }
};
