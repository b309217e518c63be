#pragma once

#include "../core/common/savedgame.h"
#include "../service/gamesession.h"
#include "../service/nativepath.h"
#include "../service/solverservice.h"
#include "solvepresenter.h"

#include <QMainWindow>
#include <QPointer>
#include <QTimer>

#include <memory>
#include <optional>

namespace Ui {
class MainWindow;
}
class BoardScene;
class BoardView;
class QAction;
class QDockWidget;
class QLabel;
class Autosave;
class Celebration;
class PlayerRecords;
class RecentFiles;
class SolutionDock;
class SolutionPlayer;
class WindowTitle;

// Owns the actions and menus and wires a click to a move: scene ->
// moveRequested -> GameSession validates and records the turn -> movesPlayed
// -> the scene animates. The session owns the game (history, undo, restart,
// the solution); the window only shows it. Solving goes through
// SolverService; a solution is stepped through with ordinary turns.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Starts a game on `start`; Undo brings back the game it replaces.
    void newGame(std::unique_ptr<pb::Puzzle> start) { m_session.newGame(std::move(start)); }
    // Opens a saved game (its history included, so Undo works) or a board file.
    // On failure returns the message ("FILE:LINE:COL: reason") and the current
    // game stays as it was; on success an empty string, and Undo brings back
    // the game it replaced. A file whose name is not UTF-8 opens too (by its
    // bytes) but stays out of Open Recent, which keeps names as text.
    QString loadFile(const NativePath &path);
    // File ▸ Open's own way: asks first while a board is being edited, then
    // opens `path`, telling the person in a message box when it is refused.
    void openFile(const NativePath &path);
    // Game ▸ Save As: a saved game (.pbgame), or only the current position when
    // `path` ends in a board file's suffix. While editing, the board being
    // edited as a board file (refused with the reason while it cannot be
    // played). Returns the message on failure.
    QString saveFile(const QString &path) const;
    // Restores the game kept from the last session, then keeps the game in
    // progress on disk (GameFiles::autosavePath()) after every change and on
    // quit. Returns false, with a message in the status bar when the kept game
    // is damaged, and leaves the game started before as it is. Opens the
    // player's records too (PlayerRecords::defaultPath()); until then they
    // are kept in memory only.
    bool resumeLastGame();
    // Game ▸ Export Board as Image: PNG, or SVG by the suffix.
    QString exportBoard(const QString &path) const;

    GameSession &session() { return m_session; }
    SolverService &solver() { return m_solver; }
    PlayerRecords &records() { return *m_records; }
    // The celebration playing on the board after a solve, if any.
    Celebration *celebration() const;
    QAction *undoAction() const { return m_undoAction; }
    QAction *redoAction() const { return m_redoAction; }
    BoardScene *scene() const { return m_scene; }
    BoardView *boardView() const;
    SolutionDock *solutionDock() const { return m_solutionDock; }
    // The move a first Hint shows on the board, which a second one plays.
    QString hintShown() const { return m_hintShown; }
    // Milliseconds one move's animation takes; 0 switches animation off.
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
    void setUpActions();
    void setUpStatusBar();
    void playRequestedMove(const QString &move) { playRequestedMoves({move}); }
    void playRequestedMoves(const QStringList &moves);
    void scheduleOpponentMove();
    void playOpponentMove();
    void onMovesPlayed(const QStringList &moves, bool forward);
    void onPositionReset();
    void onGameStarted();
    // Ends what belonged to the game on screen: editing, a search, playing.
    void leaveGame();
    void showPosition();
    void updateStatus();
    // The board as text for a screen reader: where the keyboard focus is, the
    // summary and the position (a scene's items are not accessible objects).
    void updateBoardDescription();
    void updateActions();
    void updateSolutionPlayer();
    // The presenter's report in the panel, with a larger budget offered when
    // the solver gave up.
    void showSolverReport();
    // The board comes first: beside it, the panel takes at most a third of
    // the window's width (or its own minimum, in a very small window).
    void keepBoardFirst();
    // Twice the budget of Preferences, within its range; none at its top.
    static std::optional<int> largerMemoryBudgetMiB();

    // Starts a search from the current position, with the budget of Preferences.
    void startSolver(pb::SolveOptions options, SolvePresenter::Purpose purpose = SolvePresenter::Purpose::Answer);
    void startSolver(pb::SolveGoal goal);
    // Lets the person click the cell the solution must finish in; the search
    // for `goal` starts from the click (BoardScene::cellPicked).
    void pickTargetCell(pb::SolveGoal goal);

    // Hint: shows the next move of a solution (finding one first if need
    // be) on the board and in words; pressed again, plays it.
    void hint();
    void showHintMove(const QString &move, bool closest);
    void clearHint();
    // The Play action and the animation pace follow the solution player.
    void showPlaying(bool playing);

    // Edit ▸ Edit Board: on, or "Done" (off) which plays the edited position.
    void setEditing(bool editing);
    // Leaves the editor without playing what was edited.
    void endEditing();
    // Edit ▸ Cancel Editing (Esc): the game on screen stays as it was; a
    // board that was changed is only dropped after asking.
    void cancelEditing();
    // True when nothing edited would be lost, or the person agreed to lose it.
    bool mayDropEditedBoard();
    // Asked by everything that replaces the game on screen (New, Open, Open
    // Recent, Paste Board, a dropped file) before it does: true, the editor
    // closed, when nothing edited is lost or the person agreed to lose it.
    bool mayReplaceGame();
    // Shows the scene's editing tools beside the board, if it has any.
    void showEditTools();
    bool isEditing() const;
    void updateEditedSummary();
    void nameEditAction();
    // The View menu's entries of the family on screen, new for a new scene.
    void showFamilyViewOptions();
    // The empty solution panel's word for the family on screen: how to play
    // it, and where Solve, Hint and Rules are.
    void showIntroduction();
    // Every text the window sets, again in the language just chosen.
    void retranslate();

    void openDialog();
    void exportBoardDialog();
    void exportMovesDialog();
    void copyBoard();
    // Edit ▸ Paste Board: a board in any board file format from the
    // clipboard, as a new game; refused with its line and column, changing nothing.
    void pasteBoard();
    void showPreferences();
    void saveAsDialog();
    void showStatistics();

    // The game's clock in the status bar, redrawn each second while it runs.
    void updateClock();
    // The clock stops while the player cannot play: the window minimised or
    // hidden, a modal dialog open, another program in front, or the board
    // being edited.
    void updateClockPause();
    // A turn reached the goal: the records, a message, the celebration.
    void onGoalReached(bool firstTime);
    void endCelebration() const;
    // Save As while editing: the edited board as its family's board file.
    void saveEditedBoardDialog();

    std::unique_ptr<Ui::MainWindow> m_ui;
    GameSession m_session;
    SolverService m_solver;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_cancelEditAction = nullptr;
    // The scene's editing tools while editing, if it offers any.
    QDockWidget *m_editToolsDock = nullptr;
    BoardScene *m_scene = nullptr;
    // The scene's last status message, so its withdrawal takes down only that.
    QString m_sceneMessage;
    // What the cell being picked on the board is for (pickTargetCell).
    pb::SolveGoal m_pickedCellGoal = pb::SolveGoal::Solve;
    SolutionDock *m_solutionDock = nullptr;
    SolvePresenter *m_solve = nullptr;
    RecentFiles *m_recentFiles = nullptr;
    WindowTitle *m_title = nullptr;
    SolutionPlayer *m_player = nullptr;
    // The position the scene shows, so an animation knows where a move starts.
    std::unique_ptr<pb::Puzzle> m_shown;
    bool m_animate = true;
    int m_animationMillis = 220;

    QTimer m_opponentTimer;
    Autosave *m_autosave = nullptr;

    // The move a hint shows, waiting for a second Hint; and its status text.
    QString m_hintShown;
    QString m_hintMessage;

    // The View menu's entries of the family on screen (FamilyUi::viewOptions),
    // shown above the separator m_familyViewEnd.
    QList<QAction *> m_familyViewEntries;
    QAction *m_familyViewEnd = nullptr;

    QLabel *m_positionLabel = nullptr;
    QLabel *m_movesLabel = nullptr;
    QLabel *m_solverLabel = nullptr;
    QLabel *m_clockLabel = nullptr;
    QTimer m_clockTimer;

    PlayerRecords *m_records = nullptr;
    QPointer<Celebration> m_celebration;
};
