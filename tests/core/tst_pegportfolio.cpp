// Solve's portfolio on boards over 32 holes (issue 44): two searches race on
// two threads, refereed by the positions each has searched, so one start gives
// one answer, line and node count on every run whatever the machine's load.

#include "core/pegs/pegpuzzle.h"
#include "core/pegs/pegsolver.h"
#include "testmain.h"

#include <QTest>

#include <atomic>
#include <chrono>
#include <optional>
#include <stop_token>
#include <thread>

namespace tst_pegportfolio {

using namespace pb;
using namespace pb::pegs;

namespace {

SolveResult solve(const PegPuzzle &puzzle, const SolveOptions &options = {})
{
    Progress progress;
    return puzzle.solve(options, std::stop_token(), progress);
}

std::optional<PegPuzzle> replay(PegPuzzle puzzle, const std::vector<std::string> &moves)
{
    for (const std::string &move : moves) {
        if (puzzle.apply(move))
            return std::nullopt;
    }
    return puzzle;
}

std::shared_ptr<const PegGeometry> board(const QString &name)
{
    if (name == QLatin1String("wiegleb"))
        return PegGeometry::wiegleb();
    if (name == QLatin1String("european"))
        return PegGeometry::european();
    if (name == QLatin1String("english"))
        return PegGeometry::english();
    if (name == QLatin1String("diamond"))
        return PegGeometry::diamond();
    return PegGeometry::rectangle(6, 6);
}

// The diamond with hole 12 empty after its first jump, 2 over 6 into 12: it
// has no line (pegproved.h), and no search here ends on it in a test's time.
PegPuzzle diamondWithoutLine()
{
    const auto geometry = PegGeometry::diamond();
    return PegPuzzle(geometry, geometry->allHoles() & ~bit(2) & ~bit(6));
}

// The starts both tests solve; `slower` adds the two whose beam needs a width
// of 128 or 256 (Wiegleb hole 1, diamond hole 1), solved once only, as the
// sanitizer builds run every solve many times slower.
void addStarts(bool slower)
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("empty");
    QTest::addColumn<bool>("toOwnHole");
    QTest::addColumn<qulonglong>("position"); // other than a start: its pegs
    QTest::newRow("wiegleb, centre") << QStringLiteral("wiegleb") << 22 << false << 0ULL;
    QTest::newRow("wiegleb, centre to centre") << QStringLiteral("wiegleb") << 22 << true << 0ULL;
    QTest::newRow("english, centre") << QStringLiteral("english") << 16 << true << 0ULL;
    QTest::newRow("european, hole 11") << QStringLiteral("european") << 11 << false << 0ULL;
    QTest::newRow("6x6, hole 7") << QStringLiteral("6x6") << 7 << false << 0ULL;
    if (!slower)
        return;
    QTest::newRow("wiegleb, hole 1") << QStringLiteral("wiegleb") << 1 << false << 0ULL;
    QTest::newRow("diamond, hole 1") << QStringLiteral("diamond") << 1 << false << 0ULL;
}

// Keeps one core busy, so that the racers' speeds differ from a quiet run.
class Spinner {
public:
    Spinner()
        : m_thread([this] {
            std::uint64_t sum = 0;
            while (!m_done.load(std::memory_order_relaxed))
                sum += sum * 7 + 1;
            m_sink = sum;
        })
    {
    }
    ~Spinner()
    {
        m_done = true;
        m_thread.join();
    }

private:
    std::atomic<bool> m_done{false};
    std::uint64_t m_sink = 0;
    std::thread m_thread;
};

} // namespace

class TestPegPortfolio : public QObject {
    Q_OBJECT

private slots:
    void starts_data() { addStarts(true); }

    // Solve's line leaves one peg (in the emptied hole when asked).
    void starts()
    {
        QFETCH(QString, name);
        QFETCH(int, empty);
        QFETCH(bool, toOwnHole);
        const auto geometry = board(name);
        const PegPuzzle start(geometry, geometry->allHoles() & ~bit(empty));
        SolveOptions options;
        if (toOwnHole)
            options.targetCell = empty;
        const SolveResult result = solve(start, options);
        QCOMPARE(result.status, SolveStatus::Solved);
        const auto end = replay(start, result.moves);
        QVERIFY(end);
        QCOMPARE(end->pegCount(), 1);
        if (toOwnHole)
            QCOMPARE(end->pegs(), bit(empty));
    }

    void sameAnswerEveryRun_data()
    {
        addStarts(false);
        // Proved by the exact search, which wins the race here: no line.
        QTest::newRow("wiegleb, 2,602 positions to no line")
            << QStringLiteral("wiegleb") << -1 << false << 0x104587951045ULL;
        QTest::newRow("wiegleb, 13,996 positions to no line")
            << QStringLiteral("wiegleb") << -1 << false << 0x70da670c04ULL;
    }

    // Two quiet runs and one with a core kept busy give the same answer, line
    // and node count.
    void sameAnswerEveryRun()
    {
        QFETCH(QString, name);
        QFETCH(int, empty);
        QFETCH(bool, toOwnHole);
        QFETCH(qulonglong, position);
        const auto geometry = board(name);
        const PegBits pegs = position ? PegBits(position) : geometry->allHoles() & ~bit(empty);
        const PegPuzzle start(geometry, pegs);
        SolveOptions options;
        if (toOwnHole)
            options.targetCell = empty;
        const SolveResult first = solve(start, options);
        const SolveResult second = solve(start, options);
        const SolveResult loaded = [&] {
            const Spinner spinner;
            return solve(start, options);
        }();
        for (const SolveResult *again : {&second, &loaded}) {
            QCOMPARE(again->status, first.status);
            QCOMPARE(again->nodes, first.nodes);
            QVERIFY(again->moves == first.moves);
            QCOMPARE(again->reason.toString(), first.reason.toString());
        }
    }

    // Stopped in the middle of both searches, Solve returns at once and says
    // "stopped", never "impossible".
    void stopMidSearch()
    {
        const PegPuzzle start = diamondWithoutLine();
        std::stop_source stop;
        Progress progress;
        std::atomic<std::int64_t> stoppedAt{0};
        std::thread watcher([&] {
            while (progress.nodes.load() < 20000)
                std::this_thread::yield();
            stoppedAt = std::chrono::steady_clock::now().time_since_epoch().count();
            stop.request_stop();
        });
        const SolveResult result = start.solve({}, stop.get_token(), progress);
        const auto returned = std::chrono::steady_clock::now().time_since_epoch();
        watcher.join();
        QCOMPARE(result.status, SolveStatus::Stopped);
        QVERIFY(result.moves.empty());
        const auto late = returned - std::chrono::steady_clock::duration(stoppedAt.load());
        QVERIFY2(late < std::chrono::seconds(2), "Stop took more than 2 s to end the solve");
    }

    void tinyBudget_data()
    {
        QTest::addColumn<bool>("hasLine");
        QTest::addColumn<int>("budget");
        for (const int budget : {0, 256, 4096, 65536}) {
            QTest::addRow("wiegleb centre, %d bytes", budget) << true << budget;
            QTest::addRow("diamond without a line, %d bytes", budget) << false << budget;
        }
    }

    // However small the budget: a line that replays, or "gave up" — never a
    // proof that does not hold.
    void tinyBudget()
    {
        QFETCH(bool, hasLine);
        QFETCH(int, budget);
        const auto wiegleb = PegGeometry::wiegleb();
        const PegPuzzle start = hasLine ? PegPuzzle(wiegleb, wiegleb->allHoles() & ~bit(22)) : diamondWithoutLine();
        SolveOptions options;
        options.memoryBudgetBytes = std::size_t(budget);
        options.bestEffort = false;
        const SolveResult result = solve(start, options);
        QVERIFY2(result.status == SolveStatus::Solved || result.status == SolveStatus::LimitReached,
                 statusName(result.status));
        if (result.status == SolveStatus::Solved) {
            const auto end = replay(start, result.moves);
            QVERIFY(end);
            QCOMPARE(end->pegCount(), 1);
        } else {
            QVERIFY(!result.reason.isEmpty());
        }
    }
};

PUZZLEBOX_TEST_GUILESS_MAIN(TestPegPortfolio)
} // namespace tst_pegportfolio
#include "tst_pegportfolio.moc"
