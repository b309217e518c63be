#pragma once

#include "../../core/search/solveanswer.h"

#include <QKeySequence>
#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

class GameSession;
struct BoardChange;
class SolverService;
struct FamilyUi;

// Runs the window's searches and turns their answers into what the window
// shows: a short line in the status bar, and in the panel the solution and
// its caption or, in full, the answer that has no solution to show. Every word about
// a family's pieces comes from the family (pb::FamilyTerms, FamilyUi::texts),
// so this class speaks for none.
class SolvePresenter : public QObject {
    Q_OBJECT

public:
    SolvePresenter(GameSession &session, SolverService &solver, QObject *parent = nullptr);

    // A text the presenter shows, made again when the person picks another
    // language: it calls tr() and formats its numbers each time.
    using Text = std::function<QString()>;

    // What a search is for: an answer to show, or a hint to play.
    enum class Purpose { Answer, Hint };
    // Starts a search from the session's position; a running one is left alone.
    void start(pb::SolveOptions options, Purpose purpose = Purpose::Answer);
    // Stops a running search; `why`, when given, goes to the status bar.
    void stop(const Text &why = {});
    bool isRunning() const;
    // The position changes several times for one gesture of the player's
    // (a jump to a step of the solution) until setInGesture(false).
    void setInGesture(bool inGesture);

    // What the panel says of the solution kept: how the search that found it
    // described it, or for one it did not find (opened, or brought back with
    // its game) a caption made from the solution itself. Set aside, the
    // search's words no longer speak of the game ("take 1 stone from heap
    // A"): the solution is described by itself.
    QString caption() const;
    void resetCaption();

    // What the panel says of the latest search, in full: that it runs and how
    // far it got, or its answer when the caption does not say it (no solution
    // and why, the search gave up and why, the cells or the count found).
    // Empty once the position it spoke of has changed.
    QString report() const { return m_report; }
    // The latest search gave up at the memory budget: a larger one may answer.
    bool gaveUp() const { return m_gaveUp; }
    // The memory budget the latest search had (a retried one's own, not
    // Preferences'): what a further retry grows from.
    std::size_t memoryBudgetBytes() const { return m_options.memoryBudgetBytes; }
    // Runs the search that gave up again, with `memoryBudgetBytes` for it
    // alone: the next search asked for brings its own budget.
    void retry(std::size_t memoryBudgetBytes);
    // A hint's words in the panel, until clearHint() or the position changes.
    void showHint(const Text &text);
    // The window's own word on this position in the panel ("Solved in 13
    // moves and 1:24."), until the position changes: the status bar's
    // message is gone at the next menu a person hovers over.
    void showNote(const Text &text) { setReport(text); }
    void clearHint();
    // The report is a hint's words.
    bool reportsHint() const { return m_reportIsHint; }
    // The status bar's short form of the latest search: what it does while it
    // runs, then its answer; empty once cleared.
    QString status() const { return m_status; }
    void clearStatus() { setStatus({}); }
    // The key that stops a search, named in the report while one runs.
    void setStopKey(const QKeySequence &key) { m_stopKey = key; }
    // The caption, the report and the status, again in the language just chosen.
    void retranslate();

signals:
    // A sentence for the status bar; 0: until replaced.
    void message(const QString &text, int timeoutMillis);
    // SolveGoal::FinishCells: the cells to mark on the board.
    void finishCellsFound(const QList<int> &cells);
    // Purpose::Hint found `move`, the first of a solution (stored in the
    // session unless one is set aside) or, when `closest`, of the line that
    // comes closest in a position that cannot reach the goal.
    void hintFound(const QString &move, bool closest);
    // A solution or a closest line was stored for Purpose::Answer: show the panel.
    void solutionFound();
    // The caption changed while the solution did not (a search for a shorter
    // one ended).
    void captionChanged();
    // The search started or ended: what the window's actions allow changes.
    void runningChanged();
    // report() changed.
    void reportChanged();
    // status() changed.
    void statusChanged(const QString &status);
    // A search ended with something to read in the panel (report() or a new
    // caption): the window shows the panel.
    void answered();

private:
    void onBoardChanged(const BoardChange &change);
    void onProgress(quint64 id, quint64 nodes, qint64 elapsedMillis, bool buildingTables);
    void onFinished(quint64 id, const pb::SolveResult &result);
    void onImproved(quint64 id, const pb::SolveResult &result);
    void presentSolve(const pb::SolveAnswer &answer, const Text &stats);
    // `found`: what the search learnt before it gave up, in the family's words.
    void presentGaveUp(const pb::SolveAnswer &answer, const Text &stats, const pb::Message &found);
    void presentStopped(const pb::SolveAnswer &answer, const Text &stats);
    void presentImprove(const Text &stats);
    // Hands the answer to the session, which keeps it (and its line, as the
    // solution) for Purpose::Answer; a hint's line is kept to show its first
    // move. True when a line was kept.
    bool keep(const pb::SolveAnswer &answer);
    // The caption of a line a search found before it gave up.
    void captionLineNotProved(int moves);
    // The label's text while searching.
    QString runningText(const pb::SolveOptions &options) const;
    const FamilyUi &familyUi() const;
    QString solutionCaption(int moves, bool optimal, std::optional<int> lowerBound = std::nullopt) const;
    // "13 moves", "31 jumps": a count of moves in the family's words.
    QString moveCount(int moves) const;
    // SolveGoal::FewestMoves: "18 moves", each one piece's steps in a row,
    // whatever the family calls its single steps.
    QString chainCount(int moves) const;
    // The caption of the solution kept when no search described it.
    QString captionFromSolution() const;
    void setCaption(const Text &text);
    // A newer answer replaces the caption an earlier one gave the solution.
    void forgetEarlierAnswer();
    // `hint`: the words of a hint (showHint()), which clearHint() takes away.
    void setReport(const Text &text, bool gaveUp = false, bool hint = false);
    void setStatus(const Text &text);
    void clearReport() { setReport({}); }
    // "Press Esc to stop." after the text of a running search.
    QString withStopKey(const QString &text) const;

    GameSession &m_session;
    SolverService &m_solver;
    Text m_makeStatus;
    QString m_status;
    // The status says who wins from the position it was found for ("You can
    // win"): no longer true once a move is made.
    bool m_statusIsVerdict = false;
    quint64 m_id = 0;
    pb::SolveGoal m_goal = pb::SolveGoal::Solve;
    Purpose m_purpose = Purpose::Answer;
    // The latest search's request, for retry().
    pb::SolveOptions m_options;
    Text m_makeCaption;
    QString m_caption;
    Text m_makeReport;
    QString m_report;
    // The report is a hint's: clearHint() takes it away.
    bool m_reportIsHint = false;
    bool m_gaveUp = false;
    bool m_inGesture = false;
    // The search was stopped by a change of the position in the gesture
    // under way: the rest of its changes leave the word on it in place.
    bool m_stopSaidThisGesture = false;
    QKeySequence m_stopKey;
    // SolveGoal::Improve: the length of the whole solution shown (the steps
    // played included) when it started, and the best since.
    int m_improveFrom = 0;
    int m_improveBest = 0;
};
