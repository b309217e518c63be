#pragma once

#include "../core/common/savedgame.h"
#include "../service/gamesession.h"
#include "../service/solverservice.h"

#include <QMainWindow>
#include <QTimer>

#include <memory>
#include <optional>

namespace Ui {
class MainWindow;
}
class BoardScene;
class BoardView;
class QAction;
class QLabel;
class SolutionDock;

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
    void newGame(std::unique_ptr<pb::Puzzle> start);
    // Opens a saved game (its history included, so Undo works) or a board file.
    // On failure returns the message ("FILE:LINE:COL: reason") and the current
    // game stays as it was; on success an empty string, and Undo brings back
    // the game it replaced.
    QString loadFile(const QString &path);
    // Game ▸ Save As: a saved game (.pbgame), or only the current position when
    // `path` ends in a board file's suffix. Returns the message on failure.
    QString saveFile(const QString &path) const;
    // Restores the game kept from the last session, then keeps the game in
    // progress on disk (GameFiles::autosavePath()) after every change and on
    // quit. Returns false, with a message in the status bar when the kept game
    // is damaged, and leaves the game started before as it is.
    bool resumeLastGame();
    // Game ▸ Export Board as Image: PNG, or SVG by the suffix.
    QString exportBoard(const QString &path) const;

    GameSession &session() { return m_session; }
    SolverService &solver() { return m_solver; }
    QAction *undoAction() const { return m_undoAction; }
    QAction *redoAction() const { return m_redoAction; }
    BoardScene *scene() const { return m_scene; }
    BoardView *boardView() const;
    SolutionDock *solutionDock() const { return m_solutionDock; }
    // Milliseconds one move's animation takes; 0 switches animation off.
    void setAnimationMillis(int millis);
    // How long the computer waits before it answers a move (games against it).
    void setOpponentPauseMillis(int millis);
    // The start position, the moves played and the solution shown, as plain
    // text (Game ▸ Export Moves as Text).
    QString movesText() const;
    // Writes movesText() to `path`; on failure returns the message, else an
    // empty string.
    QString exportMoves(const QString &path) const;

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    enum class SolveIntent { Solve, Hint, FinishCells, CountSolutions, Improve };

    void setUpActions();
    void setUpStatusBar();
    void playRequestedMove(const QString &move);
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
    // What the solution panel says of a solution it did not just find (one
    // opened, or brought back with its game).
    QString defaultSolutionCaption() const;
    QString solutionCaption(int moves, bool optimal) const;

    // finishCell: peg solitaire's hole the last peg must end in.
    void startSolver(SolveIntent intent, std::optional<int> finishCell = std::nullopt);
    void presentSolutionCount(const pb::SolveResult &result, const QString &stats);
    void onSolverProgress(quint64 id, quint64 nodes, qint64 elapsedMillis, bool buildingTables);
    void onSolverFinished(quint64 id, const pb::SolveResult &result);
    // Solve ▸ Look for a Shorter Solution: each shorter way from the current
    // position replaces the rest of the solution shown; the moves of it
    // already played stay, so the solution cursor does not move.
    void onSolverImproved(quint64 id, const pb::SolveResult &result);
    void presentFinishCells(const pb::SolveResult &result, const QString &stats);
    // Stores a solution (or a best line), lists it, and plays its first move
    // when it was asked for as a hint.
    void presentSolution(const QStringList &moves, bool optimal, const QString &caption);
    void stopSolver(const QString &why);

    void hint();
    void stepForward();
    void stepBack();
    void goToStep(int step);
    void togglePlay(bool play);

    // Edit ▸ Edit Board: on, or "Done" (off) which plays the edited position.
    void setEditing(bool editing);
    // Leaves the editor without playing what was edited.
    void endEditing();
    bool isEditing() const;
    void updateEditedSummary();

    void openDialog();
    // Opens `path`, telling the person in a message box when it is refused.
    void openFile(const QString &path);
    void exportBoardDialog();
    void writeAutosave();
    void exportMovesDialog();
    void copyBoard();
    void showPreferences();
    void saveAsDialog();
    void addRecentFile(const QString &path);
    void rebuildRecentMenu();
    void showRules();
    void showAbout();

    std::unique_ptr<Ui::MainWindow> m_ui;
    GameSession m_session;
    SolverService m_solver;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    BoardScene *m_scene = nullptr;
    SolutionDock *m_solutionDock = nullptr;
    // What the solution panel says of the solution kept: how the search that
    // found it described it, until another game's solution replaces it.
    QString m_solutionCaption;
    // The position the scene shows, so an animation knows where a move starts.
    std::unique_ptr<pb::Puzzle> m_shown;
    bool m_animate = true;
    int m_animationMillis = 220;

    quint64 m_solveId = 0;
    SolveIntent m_solveIntent = SolveIntent::Solve;
    // SolveIntent::Improve: the length of the whole solution shown (the steps
    // played included) when it started, and the best since.
    int m_improveFrom = 0;
    int m_improveBest = 0;
    QTimer m_playTimer;
    QTimer m_opponentTimer;
    // Coalesces the changes of one event (a jump through a solution) into one write.
    QTimer m_autosaveTimer;
    bool m_autosave = false;

    QLabel *m_positionLabel = nullptr;
    QLabel *m_movesLabel = nullptr;
    QLabel *m_solverLabel = nullptr;
};
