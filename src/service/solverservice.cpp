#include "solverservice.h"

#include "../core/common/solvegoals.h"

#include <QFile>
#include <QMetaObject>
#include <QStandardPaths>
#include <QThread>

#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <optional>
#include <vector>

// Shared by the GUI thread and the worker: the worker keeps it alive after the
// service has forgotten a stopped or superseded request.
struct SolverService::Request {
    std::stop_source stop;
    bool assessing = false; // an assess() request: stop() reports nothing
    pb::Progress progress;
    // SolveGoal::Improve: the newest solution not yet reported. The worker may
    // find many in a burst; keeping only the newest bounds both memory and the
    // rate at which the GUI redraws its solution list.
    std::mutex mutex;
    std::optional<pb::SolveResult> improvement;
};

// The worker's way back to the service: results wait here until the GUI
// thread collects them. The destructor sets `service` to null under the
// mutex, so a worker finishing after it (a stuck one) never posts to a
// service that is gone.
struct SolverService::Link {
    std::mutex mutex;
    SolverService *service = nullptr;
    std::vector<std::pair<quint64, Answer>> results;
};

// One thread that runs the queued solves in order: a superseded request
// finishes (quickly, it was told to stop) before the next one starts, so
// results arrive in request order.
struct SolverService::Worker {
    std::mutex mutex;
    std::condition_variable changed;
    std::deque<std::function<void()>> jobs;
    bool busy = false;
    bool quitting = false;
    QThread *thread = nullptr;

    void run()
    {
        std::unique_lock lock(mutex);
        for (;;) {
            changed.wait(lock, [this] { return quitting || !jobs.empty(); });
            if (jobs.empty())
                return;
            std::function<void()> job = std::move(jobs.front());
            jobs.pop_front();
            busy = true;
            lock.unlock();
            job();
            job = nullptr; // frees its copy of the position before taking the lock
            lock.lock();
            busy = false;
            changed.notify_all();
        }
    }
};

namespace {

// Threads whose solver was stuck when their service went: kept reachable
// until the process exits (they still run), never destroyed, since that
// would wait for them.
void abandon(QThread *thread)
{
    static std::mutex mutex;
    static auto *threads = new std::vector<QThread *>;
    const std::lock_guard lock(mutex);
    threads->push_back(thread);
}

} // namespace

SolverService::SolverService(QObject *parent)
    : QObject(parent)
    , m_link(std::make_shared<Link>())
{
    m_link->service = this;
    qRegisterMetaType<pb::SolveResult>();
    qRegisterMetaType<pb::Assessment>();
    m_progressTimer.setInterval(250);
    connect(&m_progressTimer, &QTimer::timeout, this, &SolverService::reportProgress);
}

SolverService::~SolverService()
{
    {
        const std::lock_guard lock(m_link->mutex);
        m_link->service = nullptr;
    }
    if (m_request)
        m_request->stop.request_stop();
    if (!m_worker)
        return;
    bool idle;
    {
        std::unique_lock lock(m_worker->mutex);
        // Queued requests have all been stopped; no need to start them at all.
        m_worker->jobs.clear();
        m_worker->quitting = true;
        m_worker->changed.notify_all();
        idle = m_worker->changed.wait_for(lock, std::chrono::milliseconds(kStuckWorkerMillis),
                                          [this] { return !m_worker->busy; });
    }
    if (idle) {
        m_worker->thread->wait();
        delete m_worker->thread;
    } else {
        abandon(m_worker->thread);
    }
}

quint64 SolverService::solve(const pb::Puzzle &position, const pb::SolveOptions &options)
{
    if (!position.canAnswer(options))
        return 0;
    pb::SolveOptions withCache = options;
    if (withCache.cacheDirectory.empty())
        withCache.cacheDirectory = QFile::encodeName(tableCacheDirectory()).toStdString();
    const bool improves = pb::goalInfo(withCache.goal).improves;
    return enqueue(position, false, [options = std::move(withCache), improves](const pb::Puzzle &copy, Request &request) {
        pb::SolveOptions own = options;
        if (improves) {
            // Called on the worker: it only leaves the solution for the GUI
            // thread, which picks it up with the progress (reportImprovement).
            own.onImproved = [&request](const pb::SolveResult &better) {
                const std::lock_guard lock(request.mutex);
                request.improvement = better;
            };
        }
        return Answer(copy.solve(own, request.stop.get_token(), request.progress));
    });
}

quint64 SolverService::assess(const pb::Puzzle &position, const pb::AssessOptions &options)
{
    pb::AssessOptions withCache = options;
    if (withCache.cacheDirectory.empty())
        withCache.cacheDirectory = QFile::encodeName(tableCacheDirectory()).toStdString();
    return enqueue(position, true, [options = std::move(withCache)](const pb::Puzzle &copy, Request &request) {
        return Answer(copy.assess(options, request.stop.get_token(), request.progress));
    });
}

quint64 SolverService::enqueue(const pb::Puzzle &position, bool assessing,
                               std::function<Answer(const pb::Puzzle &, Request &)> run)
{
    if (m_request)
        m_request->stop.request_stop(); // superseded: no answer for it
    const quint64 id = m_nextId++;
    m_current = id;
    m_request = std::make_shared<Request>();
    m_request->assessing = assessing;
    m_elapsed.start();
    m_progressTimer.start();

    // The worker gets its own copy: the caller's position keeps changing.
    std::shared_ptr<const pb::Puzzle> copy = position.clone();
    auto job = [link = m_link, id, copy, run = std::move(run), request = m_request] {
        Answer answer = run(*copy, *request);
        const std::lock_guard lock(link->mutex);
        if (SolverService *service = link->service) {
            link->results.emplace_back(id, std::move(answer));
            // By name: the call carries no data of ours across threads. A
            // call still queued when the service is destroyed goes with it.
            QMetaObject::invokeMethod(service, "collectResults", Qt::QueuedConnection);
        }
    };
    if (!m_worker) {
        m_worker = std::make_shared<Worker>();
        m_worker->thread = QThread::create([worker = m_worker] { worker->run(); });
        // Below normal where the platform honours it. Not IdlePriority: on
        // Linux that is SCHED_IDLE, which starves the solver whenever
        // anything else runs.
        m_worker->thread->start(QThread::LowestPriority);
    }
    {
        const std::lock_guard lock(m_worker->mutex);
        m_worker->jobs.push_back(std::move(job));
    }
    m_worker->changed.notify_all();
    emit started(id);
    return id;
}

void SolverService::stop()
{
    if (!m_request)
        return;
    m_request->stop.request_stop();
    if (m_request->assessing) {
        forget();
        return;
    }
    const quint64 id = m_current;
    // Found before the stop: a valid solution, worth keeping.
    reportImprovement();
    if (id != m_current)
        return; // a slot of improved() stopped or replaced the request already
    pb::SolveResult result;
    result.status = pb::SolveStatus::Stopped;
    result.nodes = m_request->progress.nodes.load(std::memory_order_relaxed);
    result.millis = m_elapsed.elapsed();
    forget();
    emit finished(id, result);
}

qint64 SolverService::elapsedMillis() const
{
    return isRunning() ? m_elapsed.elapsed() : 0;
}

void SolverService::setProgressInterval(int millis)
{
    m_progressTimer.setInterval(millis);
}

void SolverService::collectResults()
{
    std::vector<std::pair<quint64, Answer>> results;
    {
        const std::lock_guard lock(m_link->mutex);
        results.swap(m_link->results);
    }
    for (const auto &[id, answer] : results)
        deliver(id, answer);
}

void SolverService::deliver(quint64 id, const Answer &answer)
{
    if (id != m_current)
        return; // stopped or superseded meanwhile
    reportImprovement();
    if (id != m_current)
        return;
    forget();
    if (const auto *assessment = std::get_if<pb::Assessment>(&answer))
        emit assessed(id, *assessment);
    else
        emit finished(id, std::get<pb::SolveResult>(answer));
}

// The timer runs only while there is a current request (forget() stops it).
void SolverService::reportProgress()
{
    const quint64 id = m_current;
    reportImprovement();
    if (id != m_current)
        return;
    emit progress(m_current, m_request->progress.nodes.load(std::memory_order_relaxed), m_elapsed.elapsed(),
                  m_request->progress.stage.load(std::memory_order_relaxed) == pb::ProgressStage::BuildingTables);
}

void SolverService::reportImprovement()
{
    std::optional<pb::SolveResult> better;
    {
        const std::lock_guard lock(m_request->mutex);
        better.swap(m_request->improvement);
    }
    if (better)
        emit improved(m_current, *better);
}

void SolverService::forget()
{
    m_progressTimer.stop();
    m_current = 0;
    m_request.reset();
}

QString SolverService::tableCacheDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) + QStringLiteral("/puzzlebox");
}
