#pragma once

#include "../../core/common/puzzle.h"
#include "boardcells.h"

#include <QGraphicsScene>
#include <QString>

#include <memory>
#include <string>
#include <vector>

class QUndoStack;
class QWidget;

// What the main window needs of a family's scene. A scene draws a position,
// turns clicks (and keys) into moves in the family's notation and emits them
// through moveRequested(); it never changes the position itself. The session
// plays the move and announces the change with the positions along it
// (BoardChange); BoardPresenter then calls showMove() so the scene animates it.
class BoardScene : public QGraphicsScene {
    Q_OBJECT

public:
    using QGraphicsScene::QGraphicsScene;

    // Draws `position` at once, dropping any selection or running animation.
    virtual void setPosition(const pb::Puzzle &position) = 0;
    // Animates `move` from `before` to `after` (forward), or back from `after`
    // to `before` (!forward). Ends showing the resulting position.
    virtual void showMove(const pb::Puzzle &before, const pb::Puzzle &after,
                          const std::string &move, bool forward) = 0;
    // Finishes any running animation at once.
    virtual void finishAnimations() = 0;
    // Highlights the move a hint suggests (empty: no highlight).
    virtual void showHint(const std::string &move) = 0;
    // Board editing (Edit ▸ Edit Board), for a family with
    // pb::Capability::BoardEditing. While editing, clicks change the position
    // freely instead of playing moves, and each change is announced by
    // positionEdited(). A family without an editor keeps these defaults.
    virtual void setEditing(bool editing) { Q_UNUSED(editing) }
    // The position being edited; null, with the reason in *why, when it cannot
    // be played (a peg board with no pegs).
    virtual std::unique_ptr<pb::Puzzle> editedPosition(QString *why) const
    {
        Q_UNUSED(why)
        return nullptr;
    }
    // While editing: the family's tools beyond clicks on the board (a peg
    // board's size and lattice), which the window shows beside the board and
    // deletes when editing ends. Null: clicks are all the editor has.
    virtual QWidget *createEditTools(QWidget *parent)
    {
        Q_UNUSED(parent)
        return nullptr;
    }
    // While editing: the steps of the design (a family's BoardDesigner),
    // which Edit ▸ Undo and Redo walk instead of the game's turns until
    // editing ends. Null: Undo and Redo wait for Done.
    virtual QUndoStack *editHistory() { return nullptr; }
    // For a family with pb::Capability::FinishCells: marks the cells a
    // solution can end in (SolveGoal::FinishCells) until the position changes.
    virtual void showFinishCells(const QList<int> &cells) { Q_UNUSED(cells) }
    // Where cell `cell` of the position shown is drawn, in scene
    // coordinates, in the numbering of pb::Puzzle::cellsOf() and
    // pb::ProofDrawing (a peg board's hole, a Fifteen or Roller-Board cell
    // row * width + column, a Nim heap); empty where there is none. The
    // coach draws its proofs and marks over these.
    virtual QRectF cellRect(int cell) const
    {
        Q_UNUSED(cell)
        return {};
    }
    // Solve ▸ Solve to a Chosen Cell: while picking, the next click on a cell
    // emits cellPicked() instead of playing. Offered with FinishCells too.
    virtual void setPicking(bool picking) { Q_UNUSED(picking) }
    // The board for a screen reader (BoardAccessible): the family's cells,
    // whose changes the scene announces by accessibleCellsChanged(). A
    // family without them keeps this default, a table of no cells.
    virtual const BoardCells &cells() const;
    // The words of the focus cell; empty while there is none.
    QString focusDescription() const { return cells().focusText(); }
    // Animation length of one move, 0 for none.
    void setAnimationMillis(int millis) { m_animationMillis = millis; }
    int animationMillis() const { return m_animationMillis; }

signals:
    void moveRequested(const std::string &move);
    // A gesture that makes several moves at once (Fifteen's line slide): the
    // window plays them in order as one step to undo.
    void movesRequested(const std::vector<std::string> &moves);
    // While picking (see setPicking()): the cell clicked; picking has ended.
    void cellPicked(int cell);
    // While picking: picking has ended without a cell.
    void pickingCancelled();
    // While editing: the position shown changed (see editedPosition()).
    void positionEdited();
    // The focus cell moved, or a cell's words or selection changed other
    // than by a position shown (a peg picked up, a Nim move previewed).
    void accessibleCellsChanged();
    // A click that makes no move explains itself here.
    void statusMessage(const QString &text);
    // The last statusMessage() no longer holds (it named a peg that has been
    // let go): the window takes it down unless something else replaced it.
    void statusMessageWithdrawn();

private:
    int m_animationMillis = 220;
};
