#pragma once

#include <QList>
#include <QObject>
#include <QString>

class AppSettings;
class BoardPresenter;
class GameSession;
class QAction;
class SolutionDock;
class SolutionPlayer;
class SolvePresenter;
class QStatusBar;
class WindowMode;

// Feeds the solution panel (SolutionDock) from the session and the latest
// search: the solution kept and its caption, the step the position is on or
// that it was set aside, the search's report in full (with a larger budget
// for that search alone offered when it gave up), and, with nothing to show,
// a word on how to play.
// It owns the solution player and makes its entries (First, Back, Play,
// Forward, Last) for the form's places (FormPlaces).
class SolutionPanel : public QObject {
    Q_OBJECT

public:
    // The dock stands in the window the entries are made for.
    SolutionPanel(SolutionDock *dock, GameSession &session, SolvePresenter &presenter, BoardPresenter &board,
                  const WindowMode &mode, AppSettings &settings);

    QList<QAction *> entries() const { return {m_first, m_back, m_forward, m_last, m_playPause}; }
    SolutionPlayer *player() const { return m_player; }
    void updateActions();
    // The empty panel's word for the family on screen: how to play it, and
    // where Solve, Hint and Rules are, named from the window's entries themselves.
    void showIntroduction();
    // Every text the panel takes from here, again in the language just chosen.
    void retranslate();
    // A hint shows the solution's next move: the list may name it.
    void listHintedMove();
    // The presenter's report in the panel, with a larger budget offered when
    // the solver gave up, or why none is; none while a board is edited.
    void showReport();

signals:
    // The panel's button to Preferences, offered beside Try Again.
    void preferencesRequested();
    // The panel's button that asks why the hint shown is the move to play.
    void explanationRequested();

private:
    void showSolution();
    void showPlaying(bool playing);
    // Runs the search that gave up again with retryBudgetMiB().
    void retry();
    // What Try Again gives the search that gave up: twice the budget it had,
    // up to what the machine can give; 0 when it had that already.
    int retryBudgetMiB() const;
    void setUpPlayerActions();
    void nameActions();

    SolutionDock *m_dock;
    GameSession &m_session;
    SolvePresenter &m_presenter;
    BoardPresenter &m_board;
    const WindowMode &m_mode;
    AppSettings &m_settings;
    SolutionPlayer *m_player;
    QStatusBar *m_statusBar;
    QAction *m_first;
    QAction *m_back;
    QAction *m_forward;
    QAction *m_last;
    QAction *m_playPause;
};
