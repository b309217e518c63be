#pragma once

#include "../../core/common/savedgame.h"
#include "../../service/nativepath.h"

#include <QList>
#include <QObject>
#include <QString>

#include <memory>

class AppSettings;
class BoardEditing;
class BoardPresenter;
class ClockAndRecords;
class GameSession;
class QAction;
class QMainWindow;
class QMenu;
class QMimeData;
class RecentFiles;
class SolvePresenter;
class WindowMode;
class WindowTitle;

// Everything that brings a game in or writes one out: Game ▸ New (a menu entry
// per family, Ctrl+N for the family on screen), Open, Open Recent, a file
// dropped on the window, Edit ▸ Paste Board; Save As (the whole game, or the
// board being edited), Export Board as Image, Export Moves, Copy Board. A game
// brought in replaces the one on screen through the session, so Undo brings
// that one back; a file refused changes nothing and says why with its line
// and column. It makes these entries and the New and Open Recent submenus,
// which the window puts in the form's places (FormPlaces).
class FileActions : public QObject {
    Q_OBJECT

public:
    // What is written out besides the game: the board being designed (Save
    // As while editing), the board on screen and its celebration (Export
    // Board as Image), and the words of the last answer (Export Moves).
    struct Sources {
        const BoardEditing &editing;
        BoardPresenter &board;
        const ClockAndRecords &clock;
        const SolvePresenter &answer;
    };
    FileActions(QMainWindow *window, GameSession &session, WindowMode &mode, AppSettings &settings, const Sources &sources);

    // The Game and Edit menus' entries this makes, submenus included.
    QList<QAction *> entries() const;

    // Opens a saved game (its history included, so Undo works) or a board file.
    // On failure returns the message ("FILE:LINE:COL: reason") and the current
    // game stays as it was; on success an empty string. A file whose name is
    // not UTF-8 opens too (by its bytes) but stays out of Open Recent, which
    // keeps names as text. Once the file reads, a board being designed is
    // dropped only when the person agrees (then nothing is opened and the
    // result is empty too).
    QString loadFile(const NativePath &path);
    // loadFile(), telling the person in a message box when it is refused.
    void openFile(const NativePath &path);
    // A saved game (.pbgame), or only the current position when `path` ends
    // in a board file's suffix; while editing, the board being edited as a
    // board file. Returns the message on failure.
    QString saveFile(const QString &path) const;
    // PNG, or SVG by the suffix.
    QString exportBoard(const QString &path) const;
    // Game ▸ Save As for the game itself (never a board being edited): true
    // once it is written.
    bool saveGameAs();
    // Starts `game`, which no file holds (Paste Board, a game ID), as the
    // game on screen: Undo brings back the one it replaces.
    void openUnfiled(pb::SavedGame game, const pb::Message &startedBy);
    // A drag over the window carries one local file.
    static bool acceptsDrop(const QMimeData *data);
    // Opens the file dropped, once the drop has ended.
    void drop(const QMimeData *data);
    // The entries' words and the title, in the language just chosen.
    void retranslate();

private:
    void setUpActions();
    void nameActions();
    void showFamilyKey();
    void newGame(std::size_t family);
    void openDialog();
    // Game ▸ Save: the saved game opened or saved last, written in place;
    // Save As for anything else.
    void save();
    void saveAsDialog();
    // The game, or only its position when `path` ends in a board file's suffix.
    QString saveGame(const QString &path) const;
    void saveEditedBoardDialog();
    void exportBoardDialog();
    void exportMovesDialog();
    void copyBoard();
    void pasteBoard();
    void say(const QString &text, int timeoutMillis = 4000) const;

    QMainWindow *m_window;
    GameSession &m_session;
    WindowMode &m_mode;
    AppSettings &m_settings;
    const Sources m_sources;
    QMenu *m_newMenu;
    QMenu *m_recentMenu;
    QAction *m_open;
    QAction *m_save;
    QAction *m_saveAs;
    QAction *m_exportMoves;
    QAction *m_exportBoard;
    QAction *m_copyBoard;
    QAction *m_pasteBoard;
    RecentFiles *m_recentFiles;
    WindowTitle *m_title;
};
