#pragma once

#include <QObject>
#include <QString>

class FileActions;
class GameSession;
class QAction;
class QLabel;
class QMainWindow;
class WindowMode;

// Sharing a puzzle by its game ID (core/common/gameid.h): Game ▸ Copy Game ID
// puts the ID of the position on screen on the clipboard; Game ▸ Enter Game
// ID… (Ctrl+G) reads one and plays it as Paste Board does, so Undo brings back
// the game it replaced, and a bad ID is refused, naming the character, with
// the game unchanged. The status bar's position shows the ID in its tooltip.
// The recipe of a puzzle made in a New dialog or entered with an ID is the
// game's own (GameSession::recipe()), in the ID while its start is on screen.
class GameIdActions : public QObject {
    Q_OBJECT

public:
    // The window puts the two entries in the form's places (FormPlaces);
    // `positionLabel`, the status bar's position, gets the ID in its tooltip.
    GameIdActions(QMainWindow *window, GameSession &session, WindowMode &mode, FileActions &files, QLabel *positionLabel);

    // The ID of the position on screen, with its recipe when it is the start
    // of a game an ID with one started.
    QString currentId() const;
    // Plays the game `id` names, asking first while a board is edited; on
    // failure returns why and the game stays as it was.
    QString enterId(const QString &id);
    // enterId(), saying in a message box why an ID is refused.
    void enterAndTell(const QString &id);
    // Game ▸ Enter Game ID…: asks for an ID and enters it.
    void askForId();
    void retranslate();

    QAction *copyAction() const { return m_copy; }
    QAction *enterAction() const { return m_enter; }

private:
    void copyId();
    void updateActions();
    void showIdInTooltip();

    QMainWindow *m_window;
    GameSession &m_session;
    WindowMode &m_mode;
    FileActions &m_files;
    QLabel *m_positionLabel;
    QAction *m_copy;
    QAction *m_enter;
};
