#pragma once

#include <QObject>
#include <QTimer>

class GameSession;

// Steps along the session's solution with ordinary turns: forward plays its
// next move, back is Undo (within the game), and Play steps at a pace until
// the end. What the window shows follows from the session's signals.
class SolutionPlayer : public QObject {
    Q_OBJECT

public:
    explicit SolutionPlayer(GameSession &session, QObject *parent = nullptr);

    void stepForward();
    void stepBack();
    // Goes to the solution's position `step` (0: its start). A jump of more
    // than one step is framed by jumpStarted() and jumpFinished(), so that
    // the window redraws once instead of animating every move.
    void goToStep(int step);

    // Play: a step every paceMillis() until the end, or until set off.
    void setPlaying(bool playing);
    bool isPlaying() const { return m_timer.isActive(); }
    void setPaceMillis(int millis) { m_timer.setInterval(millis); }
    int paceMillis() const { return m_timer.interval(); }

signals:
    void playingChanged(bool playing);
    void jumpStarted();
    void jumpFinished();

private:
    GameSession &m_session;
    QTimer m_timer;
};
