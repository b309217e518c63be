#pragma once

#include "core/fifteen/fifteenpuzzle.h"
#include "fifteencells.h"
#include "fifteendesigner.h"
#include "fifteeninteraction.h"
#include "ui/board/typedboardscene.h"

#include <QImage>
#include <QPointF>
#include <QVector>

class MoveAnimation;
namespace fifteenitems {
class TrayItem;
class TileItem;
class HintItem;
class RingItem;
} // namespace fifteenitems

// The Game of Fifteen, 3 x 3 to 9 x 9: ivory tiles in a wooden tray. A click
// on a tile next to the blank slides it; a click on a tile further along the
// blank's row or column slides the whole run towards the blank, emitted as one
// movesRequested() so that it is one step to undo. The arrow keys slide the
// tile on that side of the blank in the arrow's direction. Tiles that are home
// carry green numbers, so progress shows at a glance. While editing, the scene
// draws a FifteenDesigner's board: a click picks a cell (tile or blank,
// ringed) and a click on another swaps the two, or the same by the arrow keys
// and Space on a cursor; its tools beside the board are a FifteenDesignPanel.
// What the input means and what is picked is a FifteenInteraction's; the
// scene draws it and animates a move from the boards before and after it.
class FifteenScene : public TypedBoardScene<pb::fifteen::FifteenPuzzle> {
    Q_OBJECT

public:
    explicit FifteenScene(QObject *parent = nullptr);
    ~FifteenScene() override;

    void finishAnimations() override;
    void showHint(const std::string &move) override;

    static QString rulesText();

    // Board editing: any two cells swap; Done asks before it plays a layout
    // the rules cannot solve (mayPlayUnsolvableBoard()).
    void setEditing(bool editing) override;
    std::unique_ptr<pb::Puzzle> editedPosition(QString *why) const override;
    QWidget *createEditTools(QWidget *parent) override;
    QUndoStack *editHistory() override { return m_designer ? m_designer->history() : nullptr; }
    bool isEditing() const { return m_interaction.isEditing(); }
    // The board designer while editing; null otherwise.
    FifteenDesigner *designer() const { return m_designer; }
    // The cell picked to swap while editing, or -1.
    int pickedCell() const { return m_interaction.pickedCell(); }
    // The keyboard's cursor while editing, or -1 while it is hidden.
    int editCursor() const { return m_interaction.editCursor(); }
    const FifteenInteraction &interaction() const { return m_interaction; }

    // What the scene shows, in scene coordinates, for tests and the window.
    int dim() const { return board().dim(); }
    QPointF cellCenter(int cell) const;
    // The tile's square of `cell` (row * width + column).
    QRectF cellRect(int cell) const override;
    // The tile drawn on `cell` once animations end (0: the blank).
    int tileShownAt(int cell) const;
    bool isAnimating() const;
    int hintTile() const { return m_hintTile; }
    // Read as a table of its cells (FifteenCells).
    const BoardCells &cells() const override { return m_cells; }

    // A picture on the tiles (see FifteenPictureOptions): each tile shows the
    // part of `square` its home cell covers, as if the picture had been sawn
    // into tiles, with its number on a small badge when `numbers`. A null
    // image: plain ivory tiles, always numbered.
    void setTilePicture(const QImage &square, bool numbers);
    const QImage &tilePicture() const { return m_picture; }
    bool tileNumbersShown() const { return m_numbersShown; }

protected:
    void setTypedPosition(const pb::fifteen::FifteenPuzzle &position) override;
    // Every tile whose cell differs between the two boards slides; moves
    // shown within one turn of the event loop (the single slides of a line,
    // played or taken back together) animate together, as one slide.
    void showTypedMove(const pb::fifteen::FifteenPuzzle &before,
                       const pb::fifteen::FifteenPuzzle &after, const std::string &move,
                       bool forward) override;
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    struct Flight {
        fifteenitems::TileItem *tile;
        QPointF from;
        QPointF to;
    };

    const pb::fifteen::FifteenBoard &board() const { return m_interaction.board(); }
    void rebuild(int dim);
    void cutPicture(int dim);
    void placeTiles();
    void animate(qreal progress);
    void endFlights();
    int cellAt(const QPointF &scenePos) const;
    // Does what the interaction answered an input with.
    void follow(const FifteenInteraction::Reply &reply);
    // Draws the designer's board afresh after any change of it.
    void showDesign();
    // The rings on the cell picked and the cursor's, where the interaction has them.
    void placeRings();

    FifteenInteraction m_interaction;
    FifteenCells m_cells;
    QVector<fifteenitems::TileItem *> m_tiles; // by tile number; [0] unused
    fifteenitems::TrayItem *m_tray = nullptr;
    fifteenitems::HintItem *m_hint = nullptr;
    int m_hintTile = 0;
    QImage m_picture;
    bool m_numbersShown = true;

    MoveAnimation *m_animation = nullptr;
    QVector<Flight> m_flights;
    // True until control returns to the event loop after a move was shown:
    // further moves join the running slide instead of cutting it short.
    bool m_batchOpen = false;

    fifteenitems::RingItem *m_pickRing = nullptr;
    fifteenitems::RingItem *m_cursorRing = nullptr;
    FifteenDesigner *m_designer = nullptr;
};
