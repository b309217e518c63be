#pragma once

#include "core/pegs/pegpuzzle.h"
#include "pegcells.h"
#include "pegdesign.h"
#include "pegdesigner.h"
#include "peginteraction.h"
#include "ui/board/typedboardscene.h"

#include <QPointF>
#include <QVector>

#include <memory>
#include <optional>

class PegFlight;
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
// itself through statusMessage(). What an input means, and the selection,
// focus and drag it leaves, are PegInteraction's; the scene finds the hole
// under the pointer, draws that state and flies the pegs of a move, which
// it reads from the positions before and after. While editing, the scene
// draws a PegDesigner's design (the canvas's cells without a hole as sites
// to drill) and hands it the cells clicked; its tools beside the board are
// a PegDesignPanel.
class PegScene : public TypedBoardScene<pb::pegs::PegPuzzle> {
    Q_OBJECT

public:
    explicit PegScene(QObject *parent = nullptr);
    ~PegScene() override;

    void finishAnimations() override;
    void showHint(const std::string &move) override;
    std::optional<pb::pegs::Jump> hint() const { return m_input.hint(); }
    void setEditing(bool editing) override;
    std::unique_ptr<pb::Puzzle> editedPosition(QString *why) const override;
    QWidget *createEditTools(QWidget *parent) override;
    QUndoStack *editHistory() override { return m_designer ? m_designer->history() : nullptr; }
    const BoardCells &cells() const override { return m_cells; }
    const PegInteraction &interaction() const { return m_input; }

    // The board designer while editing; null otherwise.
    PegDesigner *designer() const { return m_designer; }
    // The board being designed; null unless editing.
    const PegDesign *design() const { return m_designer ? &m_designer->design() : nullptr; }
    // Where the canvas cell (row, col) is drawn, hole or not, while designing.
    QPointF cellCenter(int row, int col) const;
    void showFinishCells(const QList<int> &cells) override;
    void setPicking(bool picking) override;
    bool isPicking() const { return m_input.isPicking(); }

    // Gold rings round `holes` (the finishing holes, or the hole picked on a
    // preview), until the next position is shown.
    void setMarkedHoles(pb::pegs::PegBits holes);
    pb::pegs::PegBits markedHoles() const { return m_input.markedHoles(); }
    bool isEditing() const { return m_input.isEditing(); }

    // What the scene shows, in scene coordinates, so tests (and the window) can
    // click a hole and compare the drawing with the position.
    QPointF holeCenter(int hole) const;
    const QVector<QPointF> &holeCenters() const { return m_centers; }
    // The square a peg covers in `hole`, where the coach writes and colours;
    // empty for a hole not on the board.
    QRectF cellRect(int hole) const override;
    int holeCount() const { return int(m_centers.size()); }
    // The selected peg's hole, or -1.
    int selectedHole() const { return m_input.selectedHole(); }
    // True where the selected peg may land.
    // A landing hole of the peg picked up; while picking, every hole.
    bool isHighlighted(int hole) const { return m_input.isLanding(hole) || m_input.isPicking(); }
    // True where a peg is drawn (a peg flying in an animation counts for no hole).
    bool pegShown(int hole) const;
    // The hole the keyboard acts on, or -1 before the arrow keys were used
    // (or while designing, on a cell without a hole).
    int focusHole() const { return m_input.focusHole(); }
    // The cell the keyboard focus shows, hole or not; none before the arrow keys were used.
    std::optional<pb::pegs::Cell> shownFocusCell() const { return m_input.shownFocusCell(); }
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
    void rebuild(std::shared_ptr<const pb::pegs::PegGeometry> geometry);
    void showPegs(pb::pegs::PegBits pegs);
    // Says what an input asks (see PegInteraction::Reaction) and shows the state it left.
    void react(const PegInteraction::Reaction &reaction);
    void cancelDrag();
    void refreshMarks();
    void landed();
    // Draws the design afresh after a change of its holes, lattice or size.
    void showDesign();
    // The canvas cell without a hole under `scenePos`, or none.
    std::optional<pb::pegs::Cell> siteAt(const QPointF &scenePos) const;

    PegInteraction m_input;
    PegCells m_cells{m_input};
    // The geometry drawn, which is the game's once editing ends.
    std::shared_ptr<const pb::pegs::PegGeometry> m_geometry;

    QVector<QPointF> m_centers;
    QVector<pegboard::HoleItem *> m_holeItems;
    QVector<pegboard::PegItem *> m_pegItems;
    pegboard::OverlayItem *m_overlay = nullptr;

    PegFlight *m_flight;
    // Where the mouse grabbed the peg it holds (PegInteraction::drag()).
    QPointF m_grab;
    // Where a dropped peg was let go, while its move is asked of the window.
    std::optional<QPointF> m_dropPoint;

    PegDesigner *m_designer = nullptr;
    // The canvas's cells without a hole while designing, and where they are drawn.
    QVector<pb::pegs::Cell> m_sites;
    QVector<QPointF> m_siteCenters;
};
