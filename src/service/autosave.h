#pragma once

#include <QObject>
#include <QString>
#include <QTimer>

#include <optional>

class GameSession;

// Keeps the game in progress on disk (GameFiles::autosavePath()) so that
// nothing is lost when the app is closed or killed: after every change of the
// session (coalesced, so a jump through a solution is one write), and when
// told to. Does nothing until resume() was called, so tests that never call it
// leave the file alone.
//
// The file is what Open reads (BoardFiles::kMaxFileBytes at most): a history
// too long for it is kept without its oldest turns, the start moved forward,
// with a message once. The games Undo New Game and Redo go to (the nearest
// kMaxKeptGames of them, within the same limit) are kept beside it, in
// otherGamesPath(), tied to the game they were kept with: so a restart still
// goes back to them, and the game file itself stays as older versions read it.
class Autosave : public QObject {
    Q_OBJECT

public:
    explicit Autosave(GameSession &session, QObject *parent = nullptr);
    // Writes a pending change.
    ~Autosave() override;

    // Opens the game kept from last time, then keeps the session's game from
    // now on. False when there was none, or when it was damaged: then it is
    // moved aside (*message says where and why) and the session is untouched.
    // A start that resumes a game is marked until startFinished(), so that
    // the next start can tell when this one never got that far.
    bool resume(QString *message);
    // The window's first frame is on the screen: the game resumed did not
    // crash or hang the start.
    void startFinished();
    // The last start that resumed the kept game ended or hung before its
    // window was drawn: the game may be what stops every start.
    static bool lastStartUnfinished();
    // Moves the kept game (and the games kept with it) aside, as
    // AppFiles::setAside() does, so that this start begins afresh. Returns
    // the copy of the game, or an empty string when it could not be moved.
    static QString setAsideKeptGame();
    static QString resumingMarkerPath();
    // Writes the game now; on failure returns the message, else an empty string.
    QString writeNow();

    static QString otherGamesPath();
    // Games Undo New Game or Redo can go to after a restart, at most.
    static constexpr int kMaxKeptGames = 20;

signals:
    // Writing after a change failed, or could keep the game only without its
    // oldest turns: the message says which.
    void failed(const QString &message);

private:
    // The current game's file as written, shortened when too long.
    QByteArray currentText();
    void resumeOtherGames(const QByteArray &currentText);
    static bool stillOnDisk(const QByteArray &current, const std::optional<QByteArray> &others);

    GameSession &m_session;
    QTimer m_pending;
    bool m_active = false;
    // This start marked that it resumes the kept game (resumingMarkerPath()).
    bool m_marked = false;
    // The message about the shortened history is given once per run.
    bool m_toldShortened = false;
    // What the files hold as far as this run knows (no text: no file), so
    // that a game resumed unchanged is not written again before the first
    // frame, each write waiting for the disk.
    std::optional<QByteArray> m_keptText;
    std::optional<QByteArray> m_keptOthersText;
};
