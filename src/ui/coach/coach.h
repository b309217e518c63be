#pragma once

#include "../../core/common/puzzle.h"
#include "../../service/solverservice.h"
#include "coachoverlay.h"

#include <QObject>
#include <QPointer>
#include <QTimer>

#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

class Announcements;
class AppSettings;
class BoardPresenter;
class CoachDock;
class GameSession;
class QAction;
class QMainWindow;
class WindowMode;

// View ▸ Coach (Ctrl+K, off until turned on, remembered): after every change
// of the position the coach's panel says how far the goal is from the
// position on screen and what the last move did to it; a move that lost the
// goal is ringed on the board and marked in the panel's list of moves; and
// Show Why (Ctrl+Shift+H) draws on the board why the goal is out of reach.
//
// The verdicts come from the family's pb::Puzzle::assess(), run on a
// SolverService of the coach's own, so that it never stops a solve the
// player asked for; each change of the position supersedes the verdict
// still being worked out. A verdict is kept per position, so Undo and Redo
// answer at once and every move of the game can be judged; "Thinking…"
// shows only when an answer takes longer than a glance.
class Coach : public QObject {
    Q_OBJECT

public:
    Coach(QMainWindow *window, GameSession &session, BoardPresenter &board, WindowMode &mode,
          AppSettings &settings, Announcements &announcements);
    ~Coach() override;

    QAction *action() const { return m_action; }
    QAction *showWhyAction() const { return m_showWhy; }
    CoachDock *dock() const { return m_dock; }
    void retranslate();

    bool isOn() const;
    // The verdict on the position on screen, once known.
    const pb::Assessment *verdictNow() const;
    // What the last move of the game did, once both verdicts are known.
    std::optional<pb::MoveJudgement> lastMoveJudgement() const;
    bool isThinking() const;
    // What the coach draws on the board on screen.
    CoachOverlay *overlay() { return overlayOnBoard(); }

    // How long an answer may take before the panel says "Thinking…".
    static constexpr int kThinkingDelayMillis = 250;

signals:
    // A verdict the panel shows has arrived (tests wait for it).
    void verdictShown();

private:
    // The game's line: the position before each move and after the last.
    struct Line {
        std::vector<std::shared_ptr<const pb::Puzzle>> positions;
        std::vector<std::string> moves;
    };
    Line currentLine() const;
    static std::string keyOf(const pb::Puzzle &position);
    const pb::Assessment *known(const pb::Puzzle &position) const;
    void setOn(bool on);
    // Shows what is known of the position on screen and asks for the verdict
    // still missing, the position on screen first.
    void refresh();
    void askNext(const Line &line);
    void onAssessed(quint64 id, const pb::Assessment &assessment);
    void showVerdicts(const Line &line);
    void showWhy(bool on);
    void followScene();
    CoachOverlay *overlayOnBoard();

    QMainWindow *m_window;
    GameSession &m_session;
    BoardPresenter &m_board;
    WindowMode &m_mode;
    AppSettings &m_settings;
    Announcements &m_announcements;
    QAction *m_action;
    QAction *m_showWhy;
    CoachDock *m_dock;
    QPointer<CoachOverlay> m_overlay;
    SolverService m_service;
    QTimer m_thinking;
    quint64 m_request = 0;
    std::string m_requestKey;
    // Verdicts by position, for as long as the window lives; bounded.
    std::unordered_map<std::string, pb::Assessment> m_verdicts;
    // What the screen reader was last told, so a verdict is said once.
    std::string m_saidFor;
};
