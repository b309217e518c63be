#pragma once

#include "core/roller/rollerpuzzle.h"
#include "rollerdesigner.h"
#include "ui/board/scenecells.h"
#include "ui/board/typedboardscene.h"

#include <QPointF>
#include <QRectF>
#include <QVector>

#include <optional>

class MoveAnimation;
class RollerButtonItem;

// Roller-Board: a wooden tray with the grid of tiles sunk into it (glowing
// amber tiles for ones, dark walnut ones for zeros, the goal row lit in gold)
// and a brass button at each end of every row and column. A click on a button
// rolls its line that way; dragging a tile along its row or column rolls that
// line by as many cells as it was dragged. On the keyboard the arrow keys move
// a cursor cell and Shift+arrow rolls its row (Left/Right) or column (Up/Down).
// A roll slides the line's tiles by one cell, the tile pushed off one end
// sliding back in at the other. While editing, the scene draws a
// RollerDesigner's design with the buttons put away, and a click on a tile
// (or Space on the cursor's) turns it between 0 and 1; its tools beside the
// board are a RollerDesignPanel.
class RollerScene : public TypedBoardScene<pb::roller::RollerPuzzle> {
    Q_OBJECT

public:
    explicit RollerScene(QObject *parent = nullptr);
    ~RollerScene() override;

    // The rules and controls, as rich text for Help ▸ Rules.
    static QString rulesText();

    void finishAnimations() override;
    void showHint(const std::string &move) override;
    void setEditing(bool editing) override;
    std::unique_ptr<pb::Puzzle> editedPosition(QString *why) const override;
    QWidget *createEditTools(QWidget *parent) override;
    QUndoStack *editHistory() override { return m_designer ? m_designer->history() : nullptr; }
    bool isEditing() const { return m_editing; }
    // The board designer while editing; null otherwise.
    RollerDesigner *designer() const { return m_designer; }

    // What the scene shows, in scene coordinates, for tests and the window.
    QPointF cellCenter(int row, int col) const;
    QPointF buttonCenter(const pb::roller::Roll &roll) const;
    // A row's or column's name as the rolls write it ("R2" for R2L and R2R),
    // and where it is written: between the well and the button of `roll`.
    static QString lineName(const pb::roller::Roll &roll);
    QRectF labelRect(const pb::roller::Roll &roll) const;
    int rows() const { return m_height; }
    int columns() const { return m_width; }
    // The cell drawn at (row, col) once any running roll has ended.
    bool cellShown(int row, int col) const;
    // Read as a table of its tiles, the keyboard's cursor the focus.
    int accessibleRowCount() const { return m_height; }
    int accessibleColumnCount() const { return m_width; }
    QString accessibleCellText(int row, int column) const;
    bool accessibleCellSelected(int, int) const { return false; }
    std::optional<BoardCell> accessibleFocusCell() const;
    QRectF accessibleCellRect(int row, int column) const;
    const BoardCells &cells() const override { return m_boardCells; }
    bool isAnimating() const;
    // The line sliding now (by an animation or a drag) and by how many cells
    // (positive: right or down); nullopt when none.
    std::optional<pb::roller::Roll> slidingLine() const;
    qreal slideOffset() const { return m_offset; }
    std::optional<pb::roller::Roll> hint() const { return m_hint; }
    // The keyboard's cursor cell as row * columns() + col, or -1 before the
    // arrow keys were used.
    int cursorCell() const;

protected:
    void setTypedPosition(const pb::roller::RollerPuzzle &position) override;
    void showTypedMove(const pb::roller::RollerPuzzle &before,
                       const pb::roller::RollerPuzzle &after, const std::string &move,
                       bool forward) override;
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    class TrayItem;
    class TilesItem;
    class OverlayItem;
    friend class TrayItem;
    friend class TilesItem;
    friend class OverlayItem;

    // A tile grabbed by the mouse: where, and which line once the drag has
    // shown its direction.
    struct Drag {
        QPointF start;
        int row = 0;
        int col = 0;
        std::optional<bool> alongRow;
    };

    void rebuild(int height, int width);
    QRectF gridRect() const;
    std::optional<pb::roller::Roll> buttonAt(const QPointF &scenePos) const;
    void slide(std::optional<pb::roller::Roll> line, qreal offset);
    void animateSlide(qreal from);
    void animate(qreal progress);
    void endSlide();
    void requestRoll(const pb::roller::Roll &roll);
    void releaseDrag();
    void refreshMarks();
    void toggleCell(int row, int col);
    // Draws the design afresh after any change of it.
    void showDesign();

    int m_height = 0;
    int m_width = 0;
    // The board the scene shows once the running slide has ended.
    pb::roller::RollerBits m_cells = 0;

    TilesItem *m_tiles = nullptr;
    OverlayItem *m_overlay = nullptr;
    QVector<RollerButtonItem *> m_buttons;

    MoveAnimation *m_animation = nullptr;
    // The line being slid (its direction is immaterial) and its offset in cells.
    std::optional<pb::roller::Roll> m_line;
    qreal m_offset = 0;
    qreal m_animationStart = 0;

    std::optional<Drag> m_drag;
    // Rolls a finished drag requested that the window has not shown yet; each
    // of them continues the drag's slide instead of starting a new one.
    int m_pendingDragRolls = 0;
    qreal m_dragOffset = 0;

    std::optional<pb::roller::Roll> m_hint;
    int m_cursorRow = 0;
    int m_cursorCol = 0;
    bool m_cursorVisible = false;
    bool m_editing = false;
    RollerDesigner *m_designer = nullptr;
    SceneCells<RollerScene> m_boardCells{*this};
};
