#pragma once

#include "core/nim/nimpuzzle.h"
#include "service/appsettings.h"
#include "nimcells.h"
#include "niminteraction.h"
#include "ui/board/typedboardscene.h"

#include <QPointF>
#include <QString>
#include <QVector>

#include <optional>

class MoveAnimation;
class NimStoneItem;
namespace nimtable {
class TableItem;
class BannerItem;
} // namespace nimtable

// Nim on a felt table: each heap a stack of pebbles on a wooden tray,
// labelled A, B, C... with its count, under a banner that says whose turn it
// is, names the computer's last move in words and keeps the match's score.
// Pointing at a pebble previews the move (that pebble and every one above it
// lift and glow); a click emits it as "A3". The keyboard does the same: Left
// and Right pick a heap, Up and Down the number of stones, Enter takes them.
// Moves animate: taken pebbles float off the stack (the computer's glow red
// first, so its answer is seen before it happens); undone ones settle back.
// What the input means and what is previewed is a NimInteraction's; the
// scene draws it and animates a move from the heaps before and after it.
class NimScene : public TypedBoardScene<pb::nim::NimPuzzle> {
    Q_OBJECT

public:
    explicit NimScene(QObject *parent = nullptr);
    ~NimScene() override;

    // Help ▸ Rules for Nim, translated rich text.
    static QString rulesText();

    void finishAnimations() override;
    void showHint(const std::string &move) override;

    // What the scene shows, so tests (and the window) can point at a pebble
    // and compare the drawing with the position. Slot 0 is a heap's bottom pebble.
    QPointF stoneCenter(int heap, int slot) const;
    // Nim's cells are its heaps: heap `cell`'s column, from the room above
    // its tallest stack down to its letter.
    QRectF cellRect(int cell) const override;
    int heapCount() const { return m_interaction.heapCount(); }
    // Pebbles drawn on heap `heap` once any running animation has ended.
    int stonesShown(int heap) const;
    // The move a click would make now: heap and count, or -1 and 0.
    int previewHeap() const { return m_interaction.preview() ? m_interaction.preview()->heap : -1; }
    int previewCount() const { return m_interaction.preview() ? m_interaction.preview()->count : 0; }
    // The move a hint marks (showHint()), if any.
    std::optional<pb::nim::NimMove> hint() const { return m_hint; }
    // Read as a table of its heaps' stones (NimCells).
    const BoardCells &cells() const override { return m_cells; }
    // The banner's headline and the score line under it.
    QString caption() const;
    QString scoreText() const;
    const NimInteraction &interaction() const { return m_interaction; }
    // The computer's last move, named in the banner until the person moves.
    const std::optional<pb::nim::NimMove> &computerMove() const { return m_computerMove; }
    // The match's score and who starts the next game.
    const AppSettings &match() const { return m_match; }
    // The mouse over pebble `slot` of `heap` (-1: over none) previews the
    // move a click there makes.
    void hoverStone(int heap, int slot);

protected:
    void setTypedPosition(const pb::nim::NimPuzzle &position) override;
    void showTypedMove(const pb::nim::NimPuzzle &before, const pb::nim::NimPuzzle &after,
                       const std::string &move, bool forward) override;
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    // The match's score the banner shows. A scene is made where no window's
    // settings are at hand (the print, the rules' diagram, FamilyUi's
    // createScene); every AppSettings reads the same file afresh.
    const AppSettings m_match;

    // Pebbles on the move: slots [first, first + count) of `heap`.
    struct Flight {
        int heap = 0;
        int first = 0;
        int count = 0;
        bool forward = true;
        bool byComputer = false;
    };

    void layOut(int heaps, int capacity);
    void showStones();
    void refreshMarks();
    void animate(qreal progress);
    void endFlight();
    // Names the computer's last move in the status bar, once its stones have gone.
    void announceComputerMove();

    // The topmost pebble of a heap under `scenePos`.
    std::optional<NimInput::Stone> stoneAt(const QPointF &scenePos) const;
    // Does what the interaction answered an input with.
    void follow(const NimInteraction::Reply &reply);

    NimInteraction m_interaction;
    NimCells m_cells;
    int m_capacity = 0; // the tallest stack the table is laid out for

    QVector<QVector<NimStoneItem *>> m_stones; // [heap][slot]
    nimtable::TableItem *m_table = nullptr;
    nimtable::BannerItem *m_banner = nullptr;

    MoveAnimation *m_animation = nullptr;
    std::optional<Flight> m_flight;
    std::optional<pb::nim::NimMove> m_hint;
    std::optional<pb::nim::NimMove> m_computerMove;
};
