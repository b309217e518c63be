#include "core/pegs/pegpuzzle.h"
#include "service/solverservice.h"
#include "testmain.h"

#include <QSignalSpy>
#include <QTest>

#include <atomic>
#include <chrono>
#include <thread>

namespace tst_solverservice {

namespace {

// What a FakePuzzle's solver did, watched by the test from the GUI thread.
struct Gate {
    std::atomic<bool> started{false};
    std::atomic<bool> returned{false};
    // While false, the solver ignores its stop token: it stands in for a solver
    // that is slow to notice, to show that stop() does not wait for it.
    std::atomic<bool> honourStop{true};
    // Mode::Improve: the burst of shorter solutions has been handed over.
    std::atomic<bool> improved{false};
};

// A test-only family whose solver either answers at once or spins, counting
// nodes, until it is told to stop.
class FakePuzzle final : public pb::Puzzle {
public:
    // Improve: hands five ever shorter solutions to options.onImproved at
    // once, then spins like Spin.
    // Spin: searches until stopped. BuildTables: the same, as if preparing
    // tables (pb::ProgressStage::BuildingTables) all the while.
    enum class Mode { Instant, Spin, BuildTables, Improve };

    explicit FakePuzzle(Mode mode, std::shared_ptr<Gate> gate = std::make_shared<Gate>())
        : m_mode(mode)
        , m_gate(std::move(gate))
    {
    }

    static constexpr const char *kInstantMove = "instant";

    std::string_view family() const override { return "fake"; }
    std::unique_ptr<Puzzle> clone() const override { return std::make_unique<FakePuzzle>(*this); }
    bool equals(const Puzzle &) const override { return false; }
    std::vector<std::string> legalMoves() const override { return {}; }
    std::optional<pb::Message> apply(std::string_view) override
    {
        return pb::message("Fake", "No moves here.");
    }
    bool isSolved() const override { return false; }
    std::string save() const override { return {}; }
    std::string render() const override { return {}; }
    pb::Message summary() const override { return {}; }
    // Improving is asked of it; counting never is.
    pb::Capabilities capabilities() const override { return pb::Capability::ImproveSolution; }

    pb::SolveResult solve(const pb::SolveOptions &options, std::stop_token stop,
                          pb::Progress &progress) const override
    {
        m_gate->started = true;
        pb::SolveResult result;
        if (m_mode == Mode::Improve) {
            for (std::size_t length = 5; length >= 1; --length) {
                result.status = pb::SolveStatus::Solved;
                result.moves.assign(length, kInstantMove);
                options.onImproved(result);
            }
            m_gate->improved = true;
        }
        if (m_mode == Mode::Instant) {
            result.status = pb::SolveStatus::Solved;
            result.moves = {kInstantMove};
            result.nodes = 1;
        } else {
            if (m_mode == Mode::BuildTables)
                progress.stage = pb::ProgressStage::BuildingTables;
            while (!(m_gate->honourStop && stop.stop_requested())) {
                progress.addNodes(100);
                // Paces the fake solver only; the test itself never sleeps.
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
            }
            result.status = pb::SolveStatus::Stopped;
        }
        m_gate->returned = true;
        return result;
    }

private:
    Mode m_mode;
    std::shared_ptr<Gate> m_gate;
};

pb::SolveResult resultAt(const QSignalSpy &finished, qsizetype index)
{
    return qvariant_cast<pb::SolveResult>(finished.at(index).at(1));
}

quint64 idAt(const QSignalSpy &spy, qsizetype index)
{
    return spy.at(index).at(0).toULongLong();
}

constexpr int kSolveTimeoutMillis = 60000;

} // namespace

class TestSolverService : public QObject {
    Q_OBJECT

private slots:
    void solvesClassicTriangle();
    void reportsProgress();
    void reportsTableBuilding();
    void stopReturnsAtOnce();
    void stopWhenIdleDoesNothing();
    void newSolveSupersedesRunningOne();
    void destructorStopsRunningSolver();
    void destructorDoesNotWaitForAStuckSolver();
    void improvementsAreCoalescedAndFlushedOnStop();
    void refusesWhatTheFamilyCannotAnswer();
};

void TestSolverService::solvesClassicTriangle()
{
    SolverService service;
    QSignalSpy started(&service, &SolverService::started);
    QSignalSpy finished(&service, &SolverService::finished);
    const auto seed = pb::pegs::PegPuzzle::classicTriangle();

    const quint64 id = service.solve(seed);
    QVERIFY(id != 0);
    QCOMPARE(started.count(), 1);
    QCOMPARE(idAt(started, 0), id);
    QVERIFY(service.isRunning());
    QCOMPARE(service.currentRequest(), id);

    QVERIFY(finished.wait(kSolveTimeoutMillis));
    QCOMPARE(finished.count(), 1);
    QCOMPARE(idAt(finished, 0), id);
    QVERIFY(!service.isRunning());
    const pb::SolveResult result = resultAt(finished, 0);
    QCOMPARE(result.status, pb::SolveStatus::Solved);
    QVERIFY(!result.moves.empty());
    auto position = seed.clone();
    for (const std::string &move : result.moves)
        QVERIFY2(!position->apply(move), move.c_str());
    QVERIFY(position->isSolved());
}

void TestSolverService::reportsProgress()
{
    SolverService service;
    service.setProgressInterval(10);
    QSignalSpy progress(&service, &SolverService::progress);
    FakePuzzle spinner(FakePuzzle::Mode::Spin);

    const quint64 id = service.solve(spinner);
    QTRY_VERIFY(progress.count() > 0 && progress.constLast().at(1).toULongLong() > 0);
    for (const QList<QVariant> &report : std::as_const(progress)) {
        QCOMPARE(report.at(0).toULongLong(), id);
        QVERIFY(report.at(2).toLongLong() >= 0);
        QVERIFY(!report.at(3).toBool());
    }
    QVERIFY(service.elapsedMillis() >= 0);
    service.stop();
    const qsizetype reports = progress.count();
    QCOMPARE(service.elapsedMillis(), qint64(0));
    // No progress for a request that is over; a later solve's progress would
    // carry its own id.
    QSignalSpy finished(&service, &SolverService::finished);
    service.solve(FakePuzzle(FakePuzzle::Mode::Instant));
    QVERIFY(finished.wait(kSolveTimeoutMillis));
    for (qsizetype i = reports; i < progress.count(); ++i)
        QVERIFY(idAt(progress, i) != id);
}

// A solver preparing its tables says so, so that the window can tell the
// person the wait is a one-time one.
void TestSolverService::reportsTableBuilding()
{
    SolverService service;
    service.setProgressInterval(10);
    QSignalSpy progress(&service, &SolverService::progress);
    service.solve(FakePuzzle(FakePuzzle::Mode::BuildTables));
    // The first report may come before the worker has started.
    QTRY_VERIFY(progress.count() > 0 && progress.constLast().at(3).toBool());
    service.stop();
}

void TestSolverService::stopReturnsAtOnce()
{
    SolverService service;
    QSignalSpy finished(&service, &SolverService::finished);
    auto gate = std::make_shared<Gate>();
    gate->honourStop = false;

    const quint64 id = service.solve(FakePuzzle(FakePuzzle::Mode::Spin, gate));
    QTRY_VERIFY(gate->started);
    service.stop();

    // Reported at once, while the solver is still running.
    QCOMPARE(finished.count(), 1);
    QVERIFY(!gate->returned);
    QCOMPARE(idAt(finished, 0), id);
    QCOMPARE(resultAt(finished, 0).status, pb::SolveStatus::Stopped);
    QVERIFY(!service.isRunning());
    QCOMPARE(service.currentRequest(), quint64(0));

    // The service runs one solver at a time and delivers results in request
    // order, so once the next request's result is in, the stopped one's late
    // result has been dropped, not merely delayed.
    gate->honourStop = true;
    const quint64 next = service.solve(FakePuzzle(FakePuzzle::Mode::Instant));
    QVERIFY(finished.wait(kSolveTimeoutMillis));
    QVERIFY(gate->returned);
    QCOMPARE(finished.count(), 2);
    QCOMPARE(idAt(finished, 1), next);
    QCOMPARE(resultAt(finished, 1).status, pb::SolveStatus::Solved);
}

void TestSolverService::stopWhenIdleDoesNothing()
{
    SolverService service;
    QSignalSpy finished(&service, &SolverService::finished);
    service.stop();
    QCOMPARE(finished.count(), 0);
    QVERIFY(!service.isRunning());
}

void TestSolverService::newSolveSupersedesRunningOne()
{
    SolverService service;
    QSignalSpy started(&service, &SolverService::started);
    QSignalSpy finished(&service, &SolverService::finished);
    auto gate = std::make_shared<Gate>();

    const quint64 first = service.solve(FakePuzzle(FakePuzzle::Mode::Spin, gate));
    QTRY_VERIFY(gate->started);
    const quint64 second = service.solve(FakePuzzle(FakePuzzle::Mode::Instant));
    QVERIFY(second != first);
    QCOMPARE(service.currentRequest(), second);
    QCOMPARE(finished.count(), 0); // the superseded request gets no finished()

    QVERIFY(finished.wait(kSolveTimeoutMillis));
    // The first solver was stopped and its result dropped (see stopReturnsAtOnce
    // for why this order makes the check complete).
    QVERIFY(gate->returned);
    QCOMPARE(finished.count(), 1);
    QCOMPARE(idAt(finished, 0), second);
    const pb::SolveResult result = resultAt(finished, 0);
    QCOMPARE(result.status, pb::SolveStatus::Solved);
    QCOMPARE(result.moves, std::vector<std::string>{FakePuzzle::kInstantMove});
    QCOMPARE(started.count(), 2);
}

void TestSolverService::destructorStopsRunningSolver()
{
    auto service = std::make_unique<SolverService>();
    QSignalSpy finished(service.get(), &SolverService::finished);
    auto gate = std::make_shared<Gate>();
    service->solve(FakePuzzle(FakePuzzle::Mode::Spin, gate));
    QTRY_VERIFY(gate->started);

    // Returns once the solver has stopped: nothing runs on after it.
    service.reset();
    QVERIFY(gate->returned);
    QCOMPARE(finished.count(), 0);
}

// A solver blocked where Stop cannot reach it (in the system, on a hung
// file): quitting must not hang on it. The service goes after a bounded wait,
// and the worker, when it finally returns, delivers nowhere.
void TestSolverService::destructorDoesNotWaitForAStuckSolver()
{
    auto service = std::make_unique<SolverService>();
    auto gate = std::make_shared<Gate>();
    gate->honourStop = false;
    service->solve(FakePuzzle(FakePuzzle::Mode::Spin, gate));
    QTRY_VERIFY(gate->started);

    QElapsedTimer timer;
    timer.start();
    service.reset();
    QVERIFY2(timer.elapsed() < SolverService::kStuckWorkerMillis + 2000, qPrintable(QString::number(timer.elapsed())));
    QVERIFY(!gate->returned);

    // Unstuck: it returns, posts nothing, and the process goes on.
    gate->honourStop = true;
    QTRY_VERIFY(gate->returned);
    QTest::qWait(50);
}

// SolveGoal::Improve: the service installs the callback; a burst of shorter
// solutions reaches the GUI thread as one improved() with the newest, and a
// pending one is delivered by stop() just before finished().
void TestSolverService::improvementsAreCoalescedAndFlushedOnStop()
{
    SolverService service;
    service.setProgressInterval(60000); // no report but the one stop() makes
    QStringList order;
    connect(&service, &SolverService::improved, &service, [&](quint64, const pb::SolveResult &result) {
        order << QStringLiteral("improved %1").arg(result.moves.size());
    });
    connect(&service, &SolverService::finished, &service, [&](quint64, const pb::SolveResult &result) {
        order << QStringLiteral("finished %1").arg(pb::statusName(result.status));
    });
    auto gate = std::make_shared<Gate>();
    pb::SolveOptions options;
    options.goal = pb::SolveGoal::Improve;
    service.solve(FakePuzzle(FakePuzzle::Mode::Improve, gate), options);
    QTRY_VERIFY(gate->improved);
    service.stop();
    QCOMPARE(order, (QStringList{QStringLiteral("improved 1"), QStringLiteral("finished stopped")}));
}

// The family's capabilities decide which questions are asked at all: one it
// cannot answer starts nothing and stops nothing.
void TestSolverService::refusesWhatTheFamilyCannotAnswer()
{
    SolverService service;
    QSignalSpy started(&service, &SolverService::started);
    QSignalSpy finished(&service, &SolverService::finished);
    pb::SolveOptions count;
    count.goal = pb::SolveGoal::CountSolutions;
    QCOMPARE(service.solve(FakePuzzle(FakePuzzle::Mode::Instant), count), quint64(0));
    pb::SolveOptions target;
    target.targetCell = 2;
    QCOMPARE(service.solve(FakePuzzle(FakePuzzle::Mode::Instant), target), quint64(0));
    QVERIFY(!service.isRunning());
    QVERIFY(!finished.wait(200));
    QCOMPARE(started.count(), 0);
}

PUZZLEBOX_TEST_GUILESS_MAIN(TestSolverService)
} // namespace tst_solverservice
#include "tst_solverservice.moc"
