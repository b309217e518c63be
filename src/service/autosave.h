#pragma once

#include <QObject>
#include <QString>
#include <QTimer>

class GameSession;

// Keeps the game in progress on disk (GameFiles::autosavePath()) so that
// nothing is lost when the app is closed or killed: after every change of the
// session (coalesced, so a jump through a solution is one write), and when
// told to. Does nothing until resume() was called, so tests that never call it
// leave the file alone.
class Autosave : public QObject {
    Q_OBJECT

public:
    explicit Autosave(GameSession &session, QObject *parent = nullptr);
    // Writes a pending change.
    ~Autosave() override;

    // Opens the game kept from last time, then keeps the session's game from
    // now on. False when there was none, or when it was damaged: then it is
    // moved aside (*message says where and why) and the session is untouched.
    bool resume(QString *message);
    // Writes the game now; on failure returns the message, else an empty string.
    QString writeNow();

signals:
    // Writing after a change failed.
    void failed(const QString &message);

private:
    GameSession &m_session;
    QTimer m_pending;
    bool m_active = false;
};
