#pragma once

#include <QObject>

#include <functional>

class GameSession;
class QAction;
class QPushButton;
class QWidget;
class SolutionDock;
class WindowMode;

// At the end of a game (won, or no move left) the panel offers what comes
// next, below its word on the result: Play Again (Game ▸ Restart) and New
// Game (Game ▸ New for the family on screen). A won board takes no move
// (GameSession::isWon()), so these, with Undo, are the ways on.
class GameOverOffer : public QObject {
    Q_OBJECT

public:
    // `newGame` gives the New entry of the family on screen, which changes with the game.
    GameOverOffer(SolutionDock *dock, GameSession &session, const WindowMode &mode, QAction *restart,
                  std::function<QAction *()> newGame);

    QWidget *row() const { return m_row; }
    QPushButton *playAgainButton() const { return m_playAgain; }
    QPushButton *newGameButton() const { return m_newGame; }
    void retranslate();

private:
    void update();

    GameSession &m_session;
    const WindowMode &m_mode;
    QAction *m_restart;
    std::function<QAction *()> m_newGameAction;
    QWidget *m_row;
    QPushButton *m_playAgain;
    QPushButton *m_newGame;
};
