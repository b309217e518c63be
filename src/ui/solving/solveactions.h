#pragma once

#include "../../core/search/solveresult.h"
#include "solvepresenter.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

class AppSettings;
class BoardPresenter;
class BoardScene;
class GameSession;
class QAction;
class QDialog;
class QMainWindow;
class QStatusBar;
class QWidget;
class SolutionPlayer;
class WindowMode;

// The Solve menu: Solve and the other questions a family can answer (the
// cells a solution can end in, the fewest moves, to a cell picked on the
// board, a count of solutions, a shorter solution), Stop, and Hint, which
// shows the next move of a solution on the board before a second Hint plays it
// (and, for a family that explains its hints, why, in a window of its own).
// It makes these entries for the form's places (FormPlaces).
class SolveActions : public QObject {
    Q_OBJECT

public:
    SolveActions(QMainWindow *window, GameSession &session, SolvePresenter &presenter, BoardPresenter &board,
                 const WindowMode &mode, const AppSettings &settings);

    // The Solve menu's entries (and the tool bar's) this makes.
    QList<QAction *> entries() const;
    QAction *hintAction() const { return m_hint; }
    // The move a first Hint shows on the board, which a second one plays.
    QString hintShown() const { return QString::fromStdString(m_hintShown); }
    // Takes a hint's mark away: anything else the person does ends it.
    void clearHint();
    // Opens the family's word on why the hint shown is the move to play
    // (Capability::ExplainedHints), beside the window: play goes on.
    void explainHint();
    void updateActions();
    // The Solve menu's entries in the words of the family being played.
    void nameActions();
    // The actions' names and a hint shown, in the language just chosen.
    void retranslate();
    // Stop (Esc) also ends the solution's playback, which the panel owns.
    void alsoStop(SolutionPlayer *player);

signals:
    // A hint marks the next move of the solution kept, or of a line that
    // comes closest: the panel may list it now.
    void hintShowing();

private:
    // Starts a search from the current position, with the budget of Preferences.
    void startSolver(pb::SolveOptions options, SolvePresenter::Purpose purpose = SolvePresenter::Purpose::Answer);
    void ask(pb::SolveGoal goal);
    // Lets the person click the cell the solution must finish in; the search
    // for `goal` starts from the click (BoardScene::cellPicked).
    void pickTargetCell(pb::SolveGoal goal);
    void hint();
    void showHintMove(const QString &move, bool closest);
    // Marks the cells an answer speaks of (SolveGoal::FinishCells, or the
    // cell a search was asked to end in) until the position changes.
    void markCells(const QList<int> &cells);
    void play(const std::string &move);
    void followScene(BoardScene *scene);
    // The Solve menu's goal entries with their keys, icons, triggers and
    // gates, from the goal table (solvegoalactions.h).
    void makeGoalActions();

    QMainWindow *m_window;
    GameSession &m_session;
    SolvePresenter &m_presenter;
    BoardPresenter &m_board;
    const AppSettings &m_settings;
    QStatusBar *m_statusBar;
    QAction *m_hint;
    QAction *m_stop;
    SolutionPlayer *m_player = nullptr;
    // The entries of goalActions(), in its order.
    QList<QAction *> m_goalActions;
    // What the cell being picked on the board is for (pickTargetCell).
    pb::SolveGoal m_pickedCellGoal = pb::SolveGoal::Solve;
    // The move a hint shows, waiting for a second Hint; and its status text.
    std::string m_hintShown;
    QString m_hintMessage;
    // The hint shown is the first move of the line that comes closest.
    bool m_hintIsClosest = false;
    QList<int> m_markedCells;
    // The explanation of the hint shown, while its window is open.
    QPointer<QDialog> m_explanation;
};
