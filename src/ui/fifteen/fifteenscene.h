#pragma once

#include "core/fifteen/fifteenpuzzle.h"
#include "fifteendesigner.h"
#include "ui/board/inputdevice.h"
#include "ui/board/scenecells.h"
#include "ui/board/typedboardscene.h"

#include <QImage>
#include <QPointF>
#include <QVector>

class MoveAnimation;

// The Game of Fifteen, 3 x 3 to 9 x 9: ivory tiles in a wooden tray. A click
// on a tile next to the blank slides it; a click on a tile further along the
// blank's row or column slides the whole run towards the blank, emitted as one
// movesRequested() so that it is one step to undo. The arrow keys slide the
// tile on that side of the blank in the arrow's direction. Tiles that are home
// carry green numbers, so progress shows at a glance. While editing, the scene
// draws a FifteenDesigner's board: a click picks a cell (tile or blank,
// ringed) and a click on another swaps the two, or the same by the arrow keys
// and Space on a cursor; its tools beside the board are a FifteenDesignPanel.
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
    bool isEditing() const { return m_editing; }
    // The board designer while editing; null otherwise.
    FifteenDesigner *designer() const { return m_designer; }
    // The cell picked to swap while editing, or -1.
    int pickedCell() const { return m_picked; }
    // The keyboard's cursor while editing, or -1 while it is hidden.
    int editCursor() const { return m_editCursor; }

    // What the scene shows, in scene coordinates, for tests and the window.
    int dim() const { return m_board.dim(); }
    QPointF cellCenter(int cell) const;
    // The tile drawn on `cell` once animations end (0: the blank).
    int tileShownAt(int cell) const;
    bool isAnimating() const;
    int hintTile() const { return m_hintTile; }
    // Read as a table of its cells; the focus is the blank, round which
    // the arrow keys slide (while editing, the keyboard's cursor, else the
    // cell picked to swap).
    int accessibleRowCount() const { return dim(); }
    int accessibleColumnCount() const { return dim(); }
    QString accessibleCellText(int row, int column) const;
    bool accessibleCellSelected(int row, int column) const;
    std::optional<BoardCell> accessibleFocusCell() const;
    QRectF accessibleCellRect(int row, int column) const;
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
    // Moves shown within one turn of the event loop (the single slides of a
    // line, played or taken back together) animate together, as one slide.
    void showTypedMove(const pb::fifteen::FifteenPuzzle &before,
                       const pb::fifteen::FifteenPuzzle &after, const std::string &move,
                       bool forward) override;
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    class TrayItem;
    class TileItem;
    class HintItem;

    struct Flight {
        TileItem *tile;
        QPointF from;
        QPointF to;
    };

    void rebuild(int dim);
    void cutPicture(int dim);
    void placeTiles();
    void animate(qreal progress);
    void endFlights();
    int cellAt(const QPointF &scenePos) const;
    void clickCell(int cell);
    void editCell(int cell, InputDevice device);
    void pick(int cell);
    // While editing: the key moved the cursor or picked; false when the
    // editor has no use for it.
    bool editKey(QKeyEvent *event);
    // Draws the designer's board afresh after any change of it.
    void showDesign();

    pb::fifteen::FifteenBoard m_board;
    QVector<TileItem *> m_tiles; // by tile number; [0] unused
    TrayItem *m_tray = nullptr;
    HintItem *m_hint = nullptr;
    int m_hintTile = 0;
    QImage m_picture;
    bool m_numbersShown = true;

    MoveAnimation *m_animation = nullptr;
    QVector<Flight> m_flights;
    // True until control returns to the event loop after a move was shown:
    // further moves join the running slide instead of cutting it short.
    bool m_batchOpen = false;

    class RingItem;
    enum class Ring { Picked, Cursor };
    // Shows the ring of `kind` on `cell`, or hides it for -1.
    void placeRing(Ring kind, int cell);
    bool m_editing = false;
    int m_picked = -1;
    int m_editCursor = -1;
    RingItem *m_pickRing = nullptr;
    RingItem *m_cursorRing = nullptr;
    FifteenDesigner *m_designer = nullptr;
    SceneCells<FifteenScene> m_cells{*this};
};
