#pragma once

#include <QString>
#include <QtGlobal>

#include <functional>

// The time a game has been played. It runs while the game is in progress
// (from its first move until it is over) and the player can play: the window
// pauses it while it is minimised, hidden, behind a modal dialog or while
// another program is in front. Time is read from a steady clock that a test
// may replace, so pausing is tested without waiting.
class PlayClock {
public:
    // Milliseconds on a steady clock; only differences are used.
    using TimeSource = std::function<qint64()>;

    PlayClock();

    void setTimeSource(TimeSource now);

    // Starts over from `elapsedMillis` (a game switched to), keeping whether
    // it is paused: that is the window's, not the game's.
    void reset(qint64 elapsedMillis);
    qint64 elapsedMillis() const;

    // The game is in progress: moved, not over.
    void setRunning(bool running);
    bool isRunning() const { return m_running; }
    // The player cannot play now.
    void setPaused(bool paused);
    bool isPaused() const { return m_paused; }
    bool isTicking() const { return m_running && !m_paused; }

    // "1:24", "12:05", past an hour "1:02:03".
    static QString text(qint64 millis);

private:
    // Adds the time since the clock last started ticking.
    void settle();

    TimeSource m_now;
    qint64 m_elapsed = 0;
    qint64 m_since = 0; // m_now() when it started ticking
    bool m_running = false;
    bool m_paused = false;
};
