#pragma once

#include "../service/appsettings.h"
#include "../service/gamesession.h"
#include "../service/nativepath.h"
#include "../service/solverservice.h"

#include <QMainWindow>

#include <memory>

namespace Ui {
class MainWindow;
}
class BoardScene;
class BoardView;
class Celebration;
class PlayerRecords;
class QAction;
class SolutionDock;

// Composes the window from its features, each the owner of its actions (see
// Features in mainwindow.cpp): the board, files, history, the board editor,
// the Solve menu and the solution panel, the clock and records, settings,
// the pause, printing and game IDs, in one WindowMode (Playing, Editing or
// Paused) that turns their actions on and off by the gates they declared.
// The session owns the game and drives them all through its signals; the
// window keeps only what is the window's own: where the panels stand, its
// events, and quitting.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Starts a game on `start`; Undo brings back the game it replaces.
    void newGame(std::unique_ptr<pb::Puzzle> start) { m_session.newGame(std::move(start)); }
    // See FileActions.
    QString loadFile(const NativePath &path);
    // Plays the game a game ID names (as Game ▸ Enter Game ID does); on
    // failure returns why and the game stays as it was.
    QString enterGameId(const QString &id);
    // The same for what comes from outside the window (the command line,
    // later starts), saying why an ID or file is refused in the one box such
    // refusals share (RefusalBox): one refused while it is up joins its list.
    void openGameId(const QString &id);
    // File ▸ Open's way (asks first while a board is edited), saying why a
    // file is refused as openGameId() does.
    void openFile(const NativePath &path);
    QString saveFile(const QString &path) const;
    QString exportBoard(const QString &path) const;
    // Restores the game kept from the last session, then keeps the game in
    // progress on disk (GameFiles::autosavePath()) after every change and on
    // quit. Returns false, with a message in the status bar when the kept game
    // is damaged, and leaves the game started before as it is. Opens the
    // player's records too (PlayerRecords::defaultPath()); until then they
    // are kept in memory only.
    bool resumeLastGame();

    GameSession &session() { return m_session; }
    SolverService &solver() { return m_solver; }
    AppSettings &settings() { return m_settings; }
    PlayerRecords &records() const;
    Celebration *celebration() const;
    QAction *undoAction() const;
    QAction *redoAction() const;
    BoardScene *scene() const;
    BoardView *boardView() const;
    SolutionDock *solutionDock() const { return m_solutionDock; }
    // The move a first Hint shows on the board, which a second one plays.
    QString hintShown() const;
    // Milliseconds one move's animation takes in this window; 0 switches
    // animation off (Preferences sets the lasting value).
    void setAnimationMillis(int millis);
    // How long the computer waits before it answers a move (games against it).
    void setOpponentPauseMillis(int millis);

protected:
    bool event(QEvent *event) override;
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void composeFeatures();
    void setUpWindowActions();
    void setUpStatusBar();
    // The board comes first: beside it, the panels take at most a third of
    // the window's width (or their own minimum, in a very small window).
    void keepBoardFirst();
    // Every text the window sets, again in the language just chosen.
    void retranslate();

    // The features, made by composeFeatures(); the window owns them as their parent.
    struct Features;

    std::unique_ptr<Ui::MainWindow> m_ui;
    GameSession m_session;
    SolverService m_solver;
    AppSettings m_settings;
    SolutionDock *m_solutionDock = nullptr;
    std::unique_ptr<Features> m_f;
};
