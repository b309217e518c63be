#include "solverservice.h"

#include <QFile>
#include <QMetaObject>
#include <QStandardPaths>
#include <QThread>

#include <mutex>
#include <optional>
#include <vector>

// Shared by the GUI thread and the worker: the worker keeps it alive after the
// service has forgotten a stopped or superseded request.
struct SolverService::Request {
    std::stop_source stop;
    pb::Progress progress;
    // SolveGoal::Improve: the newest solution not yet reported. The worker may
    // find many in a burst; keeping only the newest bounds both memory and the
    // rate at which the GUI redraws its solution list.
    std::mutex mutex;
    std::optional<pb::SolveResult> improvement;
};

// The worker's way back to the service. The destructor sets `service` to
// null under the mutex, so a worker finishing after it (a stuck one) never
// posts to a service that is gone.
struct SolverService::Link {
    std::mutex mutex;
    SolverService *service = nullptr;
};

namespace {

// Pools whose worker was stuck when their service went: kept reachable until
// the process exits (their thread still runs), never destroyed, since that
// would wait for the thread.
std::vector<QThreadPool *> *abandonedPools()
{
    static auto *pools = new std::vector<QThreadPool *>;
    return pools;
}

} // namespace

SolverService::SolverService(QObject *parent)
    : QObject(parent)
    , m_pool(new QThreadPool)
    , m_link(std::make_shared<Link>())
{
    m_link->service = this;
    qRegisterMetaType<pb::SolveResult>();
    // One solver at a time: a superseded request finishes (quickly, it was told
    // to stop) before the next one starts, so results arrive in request order.
    m_pool->setMaxThreadCount(1);
    // Below normal where the platform honours it. Not IdlePriority: on Linux
    // that is SCHED_IDLE, which starves the solver whenever anything else runs.
    m_pool->setThreadPriority(QThread::LowestPriority);
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
    // Queued requests have all been stopped; no need to start them at all.
    m_pool->clear();
    if (m_pool->waitForDone(kStuckWorkerMillis)) {
        delete m_pool;
    } else {
        static std::mutex mutex;
        const std::lock_guard lock(mutex);
        abandonedPools()->push_back(m_pool);
    }
}

quint64 SolverService::solve(const pb::Puzzle &position, const pb::SolveOptions &options)
{
    if (!position.canAnswer(options))
        return 0;
    if (m_request)
        m_request->stop.request_stop(); // superseded: no finished() for it
    const quint64 id = m_nextId++;
    m_current = id;
    m_request = std::make_shared<Request>();
    m_elapsed.start();
    m_progressTimer.start();

    // The worker gets its own copy: the caller's position keeps changing.
    std::shared_ptr<const pb::Puzzle> copy = position.clone();
    pb::SolveOptions withCache = options;
    if (withCache.cacheDirectory.empty())
        withCache.cacheDirectory = QFile::encodeName(tableCacheDirectory()).toStdString();
    if (withCache.goal == pb::SolveGoal::Improve) {
        // Called on the worker: it only leaves the solution for the GUI thread,
        // which picks it up with the progress (reportImprovement).
        withCache.onImproved = [request = m_request](const pb::SolveResult &better) {
            const std::lock_guard lock(request->mutex);
            request->improvement = better;
        };
    }
    m_pool->start([link = m_link, id, copy, options = std::move(withCache), request = m_request] {
        const pb::SolveResult result = copy->solve(options, request->stop.get_token(), request->progress);
        // A call still queued when the service is destroyed is discarded with it.
        const std::lock_guard lock(link->mutex);
        if (SolverService *service = link->service) {
            QMetaObject::invokeMethod(service, [service, id, result] { service->deliver(id, result); },
                                      Qt::QueuedConnection);
        }
    });
    emit started(id);
    return id;
}

void SolverService::stop()
{
    if (!m_request)
        return;
    m_request->stop.request_stop();
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

void SolverService::deliver(quint64 id, const pb::SolveResult &result)
{
    if (id != m_current)
        return; // stopped or superseded meanwhile
    reportImprovement();
    if (id != m_current)
        return;
    forget();
    emit finished(id, result);
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
