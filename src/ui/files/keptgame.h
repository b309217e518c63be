#pragma once

#include <QObject>
#include <QString>

class Autosave;
class FileActions;
class GameSession;
class QMainWindow;

// The game in progress kept on disk between runs (Autosave): resumed at the
// start, kept after every change, and kept on quit; and what the window does
// when keeping it fails.
//
// A start that resumes the kept game is marked until the window's first frame
// is on the screen. When the last start never got that far (a crash, a kill
// or a hang while resuming), the kept game may be what stops every start, so
// this start asks first whether to set it aside (kept as a dated copy, never
// deleted), as browsers do for a session that crashed them.
//
// Quitting while the game cannot be kept (a full disk, a read-only folder)
// asks before anything is dropped: Keep Trying (write again now; if it still
// fails the window stays open), Save As…, or Quit Anyway.
class KeptGame : public QObject {
    Q_OBJECT

public:
    KeptGame(QMainWindow *window, GameSession &session, FileActions &files);
    ~KeptGame() override;

    // Restores the game kept from the last run (asking first when the last
    // start did not finish), then keeps the game from now on. Returns whether
    // a game was restored; *message says what went wrong, if anything.
    bool resume(QString *message);
    // Keeps the game for the last time before the window closes: true when
    // it was kept, or when the player agreed to quit without it.
    bool mayQuit();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // Asks whether to set the kept game aside, as the last start did not
    // finish, and does so if the player agrees: returns what happened, or an
    // empty string when the game is to be restored once more.
    QString offerToSetAside();

    QMainWindow *m_window;
    FileActions &m_files;
    Autosave *m_autosave;
};
