#pragma once

#include "../board/boardscene.h"

#include <QAccessible>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QStringList>

#include <optional>

class BoardPresenter;
class BoardView;
class GameSession;

// Tells a screen reader what happens on the board, which QAccessible reads
// as a table of cells (BoardAccessible): the cell the keys act on is the
// focus, whenever it moves and whenever the board takes the keyboard; a move
// played changes the words of the cells it touched (NameChanged for each)
// and the board's description, the position's summary ("13 pegs left").
// Qt 6.4 has no announcement event (QAccessibleAnnouncementEvent came with
// 6.8), so these events are how a move's result is heard.
class BoardAccessibility : public QObject {
    Q_OBJECT

public:
    BoardAccessibility(GameSession &session, BoardPresenter &board, BoardView *view, QObject *parent = nullptr);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void followScene(BoardScene *scene);
    // Compares the cells with what the screen reader last heard and sends
    // the differences.
    void refresh();
    void describePosition();
    void sendFocus();
    void announceFocus();
    void sendCellEvent(QAccessible::Event type, const BoardCell &cell);
    void sendSelectionChanged(const BoardCell &cell);

    GameSession &m_session;
    BoardView *m_view;
    QPointer<BoardScene> m_scene;
    // What the screen reader was last told, row by row.
    int m_rows = 0;
    int m_columns = 0;
    QStringList m_texts;
    QList<bool> m_selected;
    std::optional<BoardCell> m_focus;
    // The board took the keyboard, and its cell's focus is yet to be said.
    bool m_focusPending = false;
};
