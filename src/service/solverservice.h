#pragma once

#include "../core/common/puzzle.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <functional>
#include <memory>
#include <stop_token>
#include <variant>

Q_DECLARE_METATYPE(pb::SolveResult)
Q_DECLARE_METATYPE(pb::Assessment)

// Runs a family's solver on a worker thread. Each request gets an id; only the
// newest request's result is delivered, so a result for a position the user has
// left (a stale result) is dropped. Progress is polled from the solver's atomic
// counters and reported a few times a second. stop() returns at once: it tells
// the solver to stop, reports the request as stopped and forgets it.
//
// Every hand-over between the GUI thread and the worker (a job, a result)
// goes through a std::mutex of the service's own rather than QThreadPool's
// queue or a queued call's arguments: Debian's Qt is not built with
// ThreadSanitizer, so the locking inside Qt is invisible to it, and each
// hand-over through Qt would show up as a data race.
class SolverService : public QObject {
    Q_OBJECT

public:
    explicit SolverService(QObject *parent = nullptr);
    // Stops a running solver and joins the worker; solvers check their stop
    // token often, so this is quick. A worker that does not return within
    // kStuckWorkerMillis (blocked in the system, say on a hung file) is left
    // to run on, cut off from the service, so that quitting never waits
    // without bound. Emits nothing.
    ~SolverService() override;
    static constexpr int kStuckWorkerMillis = 1000;

    // Starts solving a private copy of `position`; a running request is stopped
    // and superseded: it gets no finished(), its late result is dropped. Emits
    // started() and returns the new request's id (never 0). A question the
    // position's family cannot answer (Puzzle::canAnswer) is refused: nothing
    // starts or stops, and the id is 0.
    //
    // With options.goal == pb::SolveGoal::Improve the service sets
    // options.onImproved itself and reports the solutions as improved().
    quint64 solve(const pb::Puzzle &position, const pb::SolveOptions &options = {});
    // Starts the coach's verdict on a private copy of `position`
    // (pb::Puzzle::assess()), superseding a running request as solve() does;
    // the answer comes as assessed(). Returns the request's id (never 0).
    quint64 assess(const pb::Puzzle &position, const pb::AssessOptions &options = {});
    // Tells the running solver to stop and, without waiting for it, emits
    // finished() with status Stopped and the nodes and time so far (for an
    // assessment, nothing: the coach asks again for the next position). Does
    // nothing when no request runs.
    void stop();

    bool isRunning() const { return m_current != 0; }
    quint64 currentRequest() const { return m_current; }
    qint64 elapsedMillis() const;

    // Interval of progress reports; 250 ms by default.
    void setProgressInterval(int millis);

    // Where solvers keep the tables that are slow to build (Fifteen's pattern
    // databases): one folder for the app and puzzlebox-cli alike, so that
    // neither builds what the other already has.
    static QString tableCacheDirectory();

signals:
    void started(quint64 id);
    // `buildingTables`: the solver is preparing tables it keeps for later
    // solves (pb::ProgressStage::BuildingTables), not yet searching.
    void progress(quint64 id, quint64 nodes, qint64 elapsedMillis, bool buildingTables);
    // SolveGoal::Improve: a strictly shorter solution than the last one
    // reported. At most one per progress interval (the newest; each is
    // shorter than all before it), and any pending one just before finished().
    void improved(quint64 id, const pb::SolveResult &result);
    // Exactly once per request, unless the request was superseded by a newer one
    // or the service was destroyed while it ran.
    void finished(quint64 id, const pb::SolveResult &result);
    // An assess() request's answer, exactly once unless superseded or stopped.
    void assessed(quint64 id, const pb::Assessment &assessment);

private slots:
    // Takes the results the worker has left in the link and delivers them.
    void collectResults();

private:
    struct Request;
    struct Link;
    using Answer = std::variant<pb::SolveResult, pb::Assessment>;
    struct Worker;
    // Hands `job` a private copy of the position on the worker as the
    // request `id`, which becomes the current one.
    quint64 enqueue(const pb::Puzzle &position, bool assessing,
                    std::function<Answer(const pb::Puzzle &, Request &)> job);
    void deliver(quint64 id, const Answer &answer);
    void reportProgress();
    // Emits improved() for the newest solution the worker has left, if any.
    void reportImprovement();
    // Drops the current request: from now on its result counts as stale.
    void forget();

    // Started with the first solve. Shared with its thread: a worker that is
    // stuck outlives the service.
    std::shared_ptr<Worker> m_worker;
    // Where a worker delivers its result; the destructor cuts it.
    std::shared_ptr<Link> m_link;
    QTimer m_progressTimer;
    QElapsedTimer m_elapsed;
    quint64 m_nextId = 1;
    quint64 m_current = 0;
    std::shared_ptr<Request> m_request;
};
