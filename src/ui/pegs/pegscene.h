#pragma once

#include "core/pegs/pegpuzzle.h"
#include "pegdesign.h"
#include "pegdesigner.h"
#include "ui/board/inputdevice.h"
#include "ui/board/scenecells.h"
#include "ui/board/typedboardscene.h"

#include <QPointF>
#include <QVector>

#include <memory>
#include <optional>

class QGraphicsItem;
class MoveAnimation;
namespace pegboard {
class HoleItem;
class OverlayItem;
class PegItem;
} // namespace pegboard

// Peg solitaire on any PegGeometry: a wooden board with one recessed hole per
// hole of the geometry, a round peg in each filled hole and the hole numbers
// written on top. A click (or Space/Enter on the keyboard focus) on a peg that
// can jump selects it and marks its landing holes; a click on a marked hole
// emits the move "FROM-TO", and so does dropping the peg there after dragging
// it (a drop anywhere else springs back). Every other click or drop explains
// itself through statusMessage(); what a click means is PegInput's answer.
// While editing, the scene draws a PegDesigner's design (the canvas's cells
// without a hole as sites to drill) and hands it the cells clicked; its
// tools beside the board are a PegDesignPanel.
class PegScene : public TypedBoardScene<pb::pegs::PegPuzzle> {
    Q_OBJECT

public:
    explicit PegScene(QObject *parent = nullptr);
    ~PegScene() override;

    void finishAnimations() override;
    void showHint(const std::string &move) override;
    std::optional<pb::pegs::Jump> hint() const { return m_hint; }
    void setEditing(bool editing) override;
    std::unique_ptr<pb::Puzzle> editedPosition(QString *why) const override;
    QWidget *createEditTools(QWidget *parent) override;
    QUndoStack *editHistory() override { return m_designer ? m_designer->history() : nullptr; }

    // The board designer while editing; null otherwise.
    PegDesigner *designer() const { return m_designer; }
    // The board being designed; null unless editing.
    const PegDesign *design() const { return m_designer ? &m_designer->design() : nullptr; }
    // Where the canvas cell (row, col) is drawn, hole or not, while designing.
    QPointF cellCenter(int row, int col) const;
    void showFinishCells(const QList<int> &cells) override;
    void setPicking(bool picking) override;
    bool isPicking() const { return m_picking; }

    // Gold rings round `holes` (the finishing holes, or the hole picked on a
    // preview), until the next position is shown.
    void setMarkedHoles(pb::pegs::PegBits holes);
    pb::pegs::PegBits markedHoles() const { return m_marked; }
    bool isEditing() const { return m_editing; }

    // What the scene shows, in scene coordinates, so tests (and the window) can
    // click a hole and compare the drawing with the position.
    QPointF holeCenter(int hole) const;
    const QVector<QPointF> &holeCenters() const { return m_centers; }
    int holeCount() const { return int(m_centers.size()); }
    // The selected peg's hole, or -1.
    int selectedHole() const { return m_selected; }
    // True where the selected peg may land.
    bool isHighlighted(int hole) const;
    // True where a peg is drawn (a peg flying in an animation counts for no hole).
    bool pegShown(int hole) const;
    // The hole the keyboard acts on, or -1 before the arrow keys were used
    // (or while designing, on a cell without a hole).
    int focusHole() const { return m_focusVisible ? m_focus : -1; }
    // The cell the keyboard focus shows, hole or not; none before the arrow keys were used.
    std::optional<pb::pegs::Cell> shownFocusCell() const;
    // Read as a table: the rows and columns of the board (of the canvas
    // while designing), a hole by its number, pegs picked up and landings.
    int accessibleRowCount() const;
    int accessibleColumnCount() const;
    QString accessibleCellText(int row, int column) const;
    bool accessibleCellSelected(int row, int column) const;
    std::optional<BoardCell> accessibleFocusCell() const;
    QRectF accessibleCellRect(int row, int column) const;
    const BoardCells &cells() const override { return m_cells; }
    // The hole under `scenePos` (within a peg's radius of its centre), or -1.
    int holeAt(const QPointF &scenePos) const;

protected:
    void setTypedPosition(const pb::pegs::PegPuzzle &position) override;
    void showTypedMove(const pb::pegs::PegPuzzle &before, const pb::pegs::PegPuzzle &after,
                       const std::string &move, bool forward) override;
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    // A move being animated: the peg jumps along `path` (a chain's holes,
    // from->to forward, to->from backward), one hop after the other, and the
    // peg on each hop's `overs` vanishes or reappears as it passes. It takes
    // off from `origin`: the centre of the first hole, or where a dragged peg
    // was let go. A dragged peg springing back flies to its own hole over no
    // peg (over -1).
    struct Flight {
        std::vector<int> path;
        std::vector<int> overs; // one per hop
        bool forward = true;
        QPointF origin;
    };
    // A peg held by the mouse: its hole and where it was grabbed; whether it
    // was selected before the press (a press and release without a drag then
    // lets it go, as a click does); whether the mouse has moved far enough to
    // drag it.
    struct PegDrag {
        int hole = -1;
        QPointF grab;
        bool wasSelected = false;
        bool dragging = false;
    };

    void rebuild(std::shared_ptr<const pb::pegs::PegGeometry> geometry);
    void showPegs(pb::pegs::PegBits pegs);
    void clearMarks();
    void letGo();
    void cancelDrag();
    void dropPeg(const PegDrag &drag, const QPointF &point);
    void refreshMarks();
    void animate(qreal progress);
    void endFlight();

    void activateHole(int hole, InputDevice device);
    // Draws the design afresh after a change of its holes, lattice or size.
    void showDesign();
    // The canvas cell without a hole under `scenePos`, or none.
    std::optional<pb::pegs::Cell> siteAt(const QPointF &scenePos) const;
    void select(int hole);
    void moveFocus(int rowStep, int colStep);
    void moveDesignFocus(int rowStep, int colStep);
    // The cell the keyboard focus is on: a hole's, or while designing a
    // cell without one.
    std::optional<pb::pegs::Cell> focusCell() const;
    void setFocusCell(pb::pegs::Cell cell);
    bool canJumpFrom(int hole) const;

    std::shared_ptr<const pb::pegs::PegGeometry> m_geometry;
    // The position the scene shows once any running animation has ended.
    pb::pegs::PegBits m_pegs = 0;

    QVector<QPointF> m_centers;
    QVector<pegboard::HoleItem *> m_holeItems;
    QVector<pegboard::PegItem *> m_pegItems;
    pegboard::PegItem *m_flyer = nullptr;
    pegboard::OverlayItem *m_overlay = nullptr;

    MoveAnimation *m_animation = nullptr;
    std::optional<Flight> m_flight;
    std::optional<PegDrag> m_drag;
    // Where a dropped peg was let go, while its move is asked of the window.
    std::optional<QPointF> m_dropPoint;

    int m_selected = -1;
    pb::pegs::PegBits m_landing = 0;
    std::optional<pb::pegs::Jump> m_hint;
    pb::pegs::PegBits m_marked = 0;
    bool m_editing = false;
    PegDesigner *m_designer = nullptr;
    // The canvas's cells without a hole while designing, and where they are drawn.
    QVector<pb::pegs::Cell> m_sites;
    QVector<QPointF> m_siteCenters;
    bool m_picking = false;
    int m_focus = -1;
    bool m_focusVisible = false;
    // While designing, the focus on a cell without a hole (m_focus is -1 then).
    std::optional<pb::pegs::Cell> m_focusSite;
    // Where vertical keyboard moves aim (PegInput::across()), so Down then Up
    // comes back to the same hole on the staggered rows of a triangle.
    double m_focusAim = 0;
    SceneCells<PegScene> m_cells{*this};
};
