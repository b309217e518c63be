#pragma once

#include "core/roller/rollerpuzzle.h"
#include "rollercells.h"
#include "rollerdesigner.h"
#include "rollerinteraction.h"
#include "rollerlayout.h"
#include "ui/board/typedboardscene.h"

#include <QPointF>
#include <QRectF>
#include <QVector>

#include <optional>

class MoveAnimation;
class RollerButtonItem;
namespace rolleritems {
class OverlayItem;
class TilesItem;
} // namespace rolleritems

// Roller-Board: a wooden tray with the grid of tiles sunk into it (glowing
// amber tiles for ones, dark walnut ones for zeros, the goal row lit in gold)
// and a brass button at each end of every row and column. A click on a button
// rolls its line that way; dragging a tile along its row or column rolls that
// line by as many cells as it was dragged. On the keyboard the arrow keys move
// a cursor cell and Shift+arrow rolls its row (Left/Right) or column (Up/Down).
// A roll slides the line's tiles by one cell, the tile pushed off one end
// sliding back in at the other. What an input means, and the cursor and
// drag it leaves, are RollerInteraction's; the scene finds the button or
// tile under the pointer, draws that state and slides the line a roll
// moves, which it reads from the positions before and after. While editing,
// the scene draws a RollerDesigner's design with the buttons put away, and a
// click on a tile (or Space on the cursor's) turns it between 0 and 1; its
// tools beside the board are a RollerDesignPanel.
class RollerScene : public TypedBoardScene<pb::roller::RollerPuzzle> {
    Q_OBJECT

public:
    explicit RollerScene(QObject *parent = nullptr);
    ~RollerScene() override;

    void finishAnimations() override;
    void showHint(const std::string &move) override;
    void setEditing(bool editing) override;
    std::unique_ptr<pb::Puzzle> editedPosition(QString *why) const override;
    QWidget *createEditTools(QWidget *parent) override;
    QUndoStack *editHistory() override { return m_designer ? m_designer->history() : nullptr; }
    const BoardCells &cells() const override { return m_cells; }
    const RollerInteraction &interaction() const { return m_input; }
    bool isEditing() const { return m_input.isEditing(); }
    // The board designer while editing; null otherwise.
    RollerDesigner *designer() const { return m_designer; }

    // What the scene shows, in scene coordinates, for tests and the window.
    QPointF cellCenter(int row, int col) const { return rolleritems::cellRect(row, col).center(); }
    // Cell row * width + column's square.
    QRectF cellRect(int cell) const override;
    QPointF buttonCenter(const pb::roller::Roll &roll) const
    {
        return rolleritems::buttonCenter(roll, rows(), columns());
    }
    static QString lineName(const pb::roller::Roll &roll) { return rolleritems::lineName(roll); }
    QRectF labelRect(const pb::roller::Roll &roll) const { return rolleritems::labelRect(roll, rows(), columns()); }
    QRectF gridRect() const { return rolleritems::gridRect(rows(), columns()); }
    int rows() const { return m_input.rows(); }
    int columns() const { return m_input.columns(); }
    // The cell drawn at (row, col) once any running roll has ended.
    bool cellShown(int row, int col) const { return m_input.cellShown(row, col); }
    bool isAnimating() const;
    // The line sliding now (by an animation or a drag) and by how many cells
    // (positive: right or down); nullopt when none.
    std::optional<pb::roller::Roll> slidingLine() const { return m_line; }
    qreal slideOffset() const { return m_offset; }
    std::optional<pb::roller::Roll> hint() const { return m_input.hint(); }
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
    void showBoard(int height, int width, pb::roller::RollerBits cells);
    void rebuild();
    // The roll that took `before` to `after`, to slide; none to slide.
    std::optional<pb::roller::Roll> rollBetween(const pb::roller::RollerPuzzle &before,
                                                const pb::roller::RollerPuzzle &after, bool forward) const;
    std::optional<pb::roller::Roll> buttonAt(const QPointF &scenePos) const;
    void slide(std::optional<pb::roller::Roll> line, qreal offset);
    void animateSlide(qreal from);
    void animate(qreal progress);
    void endSlide();
    // Says what an input asks (see RollerInteraction::Reaction).
    void react(const RollerInteraction::Reaction &reaction);
    void releaseDrag();
    void refreshMarks();
    // Draws the design afresh after any change of it.
    void showDesign();

    RollerInteraction m_input;
    RollerCells m_cells{m_input};

    rolleritems::TilesItem *m_tiles = nullptr;
    rolleritems::OverlayItem *m_overlay = nullptr;
    QVector<RollerButtonItem *> m_buttons;

    MoveAnimation *m_animation = nullptr;
    // The line being slid (its direction is immaterial) and its offset in cells.
    std::optional<pb::roller::Roll> m_line;
    qreal m_offset = 0;
    qreal m_animationStart = 0;

    // Where the mouse grabbed the tile it holds (RollerInteraction::drag()).
    QPointF m_dragStart;
    // Rolls a finished drag requested that the window has not shown yet; each
    // of them continues the drag's slide instead of starting a new one.
    int m_pendingDragRolls = 0;
    qreal m_dragOffset = 0;
    // The roll last asked for, until another position is shown.
    std::optional<pb::roller::Roll> m_asked;

    RollerDesigner *m_designer = nullptr;
};
