#pragma once

#include <QObject>

class BoardView;
class GameSession;
class WindowMode;

// The board takes the keys whenever a game is put on it: a new game (the menu,
// Ctrl+N, a family's New dialog), an opened or pasted one, a game ID, Undo or
// Redo across games, Restart, and the game back after the designer. Whatever
// had the focus before (the Pace slider after a click in the panel) would
// otherwise take the arrow keys meant for a tile or the cursor.
class BoardFocus : public QObject {
    Q_OBJECT

public:
    BoardFocus(GameSession &session, const WindowMode &mode, BoardView *view, QObject *parent = nullptr);

private:
    void takeKeys();

    BoardView *m_view;
};
