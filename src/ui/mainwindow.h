#pragma once

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
class QUndoStack;
class SolutionDock;

// Owns the actions and menus and wires a click to a move: scene ->
// moveRequested -> GameSession validates -> an undo command that stores the
// move -> the scene animates. Solving goes through SolverService; a solution is
// stepped through with ordinary undoable moves.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Replaces the game; the undo history and any solution are dropped.
    void newGame(std::unique_ptr<pb::Puzzle> start);
    // Opens a board file. On failure returns the message ("FILE:LINE:COL: reason")
    // and the current game stays as it was; on success an empty string.
    QString loadFile(const QString &path);

    GameSession &session() { return m_session; }
    SolverService &solver() { return m_solver; }
    QUndoStack *undoStack() const { return m_undoStack; }
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

private:
    enum class SolveIntent { Solve, Hint, FinishCells, CountSolutions };

    void setUpActions();
    void setUpStatusBar();
    void playRequestedMove(const QString &move);
    void scheduleOpponentMove();
    void playOpponentMove();
    void onMovePlayed(const QString &move, bool forward);
    void showPosition();
    void updateStatus();
    void updateActions();
    void updateSolutionPlayer();

    // finishCell: peg solitaire's hole the last peg must end in.
    void startSolver(SolveIntent intent, std::optional<int> finishCell = std::nullopt);
    void presentSolutionCount(const pb::SolveResult &result, const QString &stats);
    void onSolverProgress(quint64 id, quint64 nodes, qint64 elapsedMillis);
    void onSolverFinished(quint64 id, const pb::SolveResult &result);
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
    QUndoStack *m_undoStack = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    BoardScene *m_scene = nullptr;
    SolutionDock *m_solutionDock = nullptr;
    // The position the scene shows, so an animation knows where a move starts.
    std::unique_ptr<pb::Puzzle> m_shown;
    bool m_animate = true;
    int m_animationMillis = 220;

    quint64 m_solveId = 0;
    SolveIntent m_solveIntent = SolveIntent::Solve;
    QTimer m_playTimer;
    QTimer m_opponentTimer;

    QLabel *m_positionLabel = nullptr;
    QLabel *m_movesLabel = nullptr;
    QLabel *m_solverLabel = nullptr;
};
