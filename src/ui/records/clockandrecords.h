#pragma once

#include <QObject>
#include <QPointer>
#include <QTimer>

#include "../board/celebration.h"

struct BoardChange;
class BoardPresenter;
class ClockLabel;
class GameSession;
class PlayerRecords;
class QAction;
class QLabel;
class QMainWindow;
class SolvePresenter;
class WindowMode;

// The game's clock in the status bar and the player's records: the clock runs
// while the player can play (not while the window is minimised or hidden, a
// dialog is open, another program is in front, nor in a mode other than
// Playing: a board being edited, a pause);
// a turn that reaches the goal is noted in the records and said in the status
// bar and the panel ("Solved in 13 moves and 1:24. New record!"), with a short
// celebration on the board; a game against the computer that it wins is
// noted as lost. Game ▸ Statistics shows the records.
class ClockAndRecords : public QObject {
    Q_OBJECT

public:
    ClockAndRecords(QMainWindow *window, GameSession &session, BoardPresenter &board, const WindowMode &mode,
                    SolvePresenter &presenter, QAction *statisticsAction);

    PlayerRecords &records() const { return *m_records; }
    QLabel *clockLabel() const;
    // The celebration playing on the board after a solve, if any.
    Celebration *celebration() const { return m_celebration; }
    void endCelebration() const;
    // Pauses or resumes the clock after whatever may have changed whether the
    // player can play (the window's events call it).
    void updatePause();
    // Redraws the clock, and wakes up for the next whole second while it runs.
    void updateClock();

private:
    void onGoalReached(bool firstTime);
    void followLosses(const BoardChange &change);
    void showStatistics();

    QMainWindow *m_window;
    GameSession &m_session;
    BoardPresenter &m_board;
    const WindowMode &m_mode;
    SolvePresenter &m_presenter;
    PlayerRecords *m_records;
    ClockLabel *m_clockLabel;
    QTimer m_clockTimer;
    QPointer<Celebration> m_celebration;
    // The board shows a game the computer has won.
    bool m_lostShown = false;
};
