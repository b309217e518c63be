#pragma once

#include <QObject>
#include <QTimer>

class GameSession;

// The computer's side of a game against it (pb::Capability::Opponent): when
// the position says it is the computer's turn (Puzzle::opponentMove), it
// plays its move through the session after a pause long enough to see the
// person's move land. Every change of the position plans afresh: an answer
// planned for a position that is gone (undone, a new game, a solution's
// step) is never played.
class ComputerOpponent : public QObject {
    Q_OBJECT

public:
    explicit ComputerOpponent(GameSession &session, QObject *parent = nullptr);

    void setPauseMillis(int millis) { m_timer.setInterval(millis); }
    int pauseMillis() const { return m_timer.interval(); }
    // Holds the answer back (the window quitting, a board being edited);
    // resuming plans it afresh.
    void setHeld(bool held);
    // An answer is planned and waits for its pause to end.
    bool isThinking() const { return m_timer.isActive(); }

signals:
    // The session refused the computer's move (a family's bug): its reason.
    void refused(const QString &reason);

private:
    void plan();
    void answer();

    GameSession &m_session;
    QTimer m_timer;
    bool m_held = false;
};
