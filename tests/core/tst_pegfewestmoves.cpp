#include "core/pegs/pegfewest_p.h"
#include "core/pegs/pegfewestmoves.h"
#include "core/pegs/pegpuzzle.h"
#include "testmain.h"

#include <QTest>

#include "trianglejumps.h"

#include <array>
#include <bit>
#include <map>
#include <optional>
#include <thread>

namespace tst_pegfewestmoves {

using namespace pb;
using namespace pb::pegs;

namespace {

// Plays `chains` with the typed-in jumps, checking that each is one peg's
// jumps in a row; the pegs at the end, or nothing when a chain is not legal.
std::optional<std::uint32_t> replayChains(std::uint32_t pegs, const std::vector<std::string> &chains)
{
    for (const std::string &chain : chains) {
        std::vector<int> holes;
        for (std::size_t begin = 0; begin <= chain.size();) {
            const std::size_t dash = std::min(chain.find('-', begin), chain.size());
            holes.push_back(std::stoi(chain.substr(begin, dash - begin)));
            begin = dash + 1;
        }
        if (holes.size() < 2)
            return std::nullopt;
        for (std::size_t i = 0; i + 1 < holes.size(); ++i) {
            const auto jump = std::find_if(kTriangleMoves.begin(), kTriangleMoves.end(), [&](const Triple &m) {
                return m.from == holes[i] && m.to == holes[i + 1];
            });
            if (jump == kTriangleMoves.end() || !(pegs >> jump->from & 1) || !(pegs >> jump->over & 1)
                || (pegs >> jump->to & 1))
                return std::nullopt;
            pegs ^= (1u << jump->from) ^ (1u << jump->over) ^ (1u << jump->to);
        }
    }
    return pegs;
}

SolveResult fewestMoves(const PegPuzzle &start, SolveOptions options = {})
{
    options.goal = SolveGoal::FewestMoves;
    std::stop_source never;
    Progress progress;
    return start.solve(options, never.get_token(), progress);
}

} // namespace

class TestPegFewestMoves : public QObject {
    Q_OBJECT

private slots:
    // Every start of the 15-hole triangle, to one peg anywhere and to each
    // finishing hole: the count the breadth-first search finds, proved, and
    // a solution that replays chain by chain to it.
    void triangleAgreesWithBreadthFirst_data()
    {
        QTest::addColumn<int>("empty");
        for (int hole = 0; hole < kHoles; ++hole)
            QTest::addRow("hole %d empty", hole) << hole;
    }
    void triangleAgreesWithBreadthFirst()
    {
        QFETCH(int, empty);
        const std::uint32_t start = ((1u << kHoles) - 1) & ~(1u << empty);
        const std::array<int, kHoles> fewest = bruteFewestMoves(start);
        const PegPuzzle puzzle(PegGeometry::triangle(5), start);

        int anywhere = kUnreached;
        for (const int count : fewest) {
            if (count != kUnreached && (anywhere == kUnreached || count < anywhere))
                anywhere = count;
        }
        QVERIFY(anywhere != kUnreached);
        std::vector<std::optional<int>> targets{std::nullopt};
        for (int hole = 0; hole < kHoles; ++hole)
            targets.push_back(hole);
        for (const std::optional<int> &target : targets) {
            const int expected = target ? fewest[std::size_t(*target)] : anywhere;
            SolveOptions options;
            options.targetCell = target;
            const SolveResult result = fewestMoves(puzzle, options);
            const QByteArray where = target ? QByteArray("finishing in hole ") + QByteArray::number(*target)
                                            : QByteArray("finishing anywhere");
            if (expected == kUnreached) {
                QVERIFY2(result.status == SolveStatus::Unsolvable, where);
                continue;
            }
            QVERIFY2(result.status == SolveStatus::Solved, where);
            QVERIFY2(result.optimal, where);
            QVERIFY2(int(result.moves.size()) == expected,
                     where + ": " + QByteArray::number(qsizetype(result.moves.size())) + " moves, expected "
                         + QByteArray::number(expected));
            const std::optional<std::uint32_t> end = replayChains(start, result.moves);
            QVERIFY2(end && std::popcount(*end) == 1, where);
            if (target)
                QVERIFY2(*end == 1u << *target, where);

            // The position itself takes the chains, each as one move.
            PegPuzzle played = puzzle;
            for (const std::string &chain : result.moves)
                QVERIFY2(!played.apply(chain), chain.c_str());
            QVERIFY(played.isSolved());
        }
    }

    // The table of positions near the goal grows within half the memory
    // budget, so a small budget leaves it shallow and the depth-first search
    // does more of the proof; a large one lets it answer nearly everything.
    // Either way the count is the breadth-first one, and the line replays.
    void smallBudgetsAgreeWithBreadthFirst_data()
    {
        QTest::addColumn<int>("empty");
        QTest::addColumn<int>("target");
        QTest::addColumn<int>("budget");
        for (const int budget : {48 << 10, 96 << 10, 1 << 20}) {
            QTest::addRow("hole 0 to 12, %d KiB", budget >> 10) << 0 << 12 << budget;
            QTest::addRow("hole 0 to 0, %d KiB", budget >> 10) << 0 << 0 << budget;
            QTest::addRow("hole 3 anywhere, %d KiB", budget >> 10) << 3 << -1 << budget;
        }
    }
    void smallBudgetsAgreeWithBreadthFirst()
    {
        QFETCH(int, empty);
        QFETCH(int, target);
        QFETCH(int, budget);
        const std::uint32_t start = ((1u << kHoles) - 1) & ~(1u << empty);
        const std::array<int, kHoles> fewest = bruteFewestMoves(start);
        int expected = kUnreached;
        for (int hole = 0; hole < kHoles; ++hole) {
            if ((target < 0 || hole == target) && fewest[std::size_t(hole)] != kUnreached
                && (expected == kUnreached || fewest[std::size_t(hole)] < expected))
                expected = fewest[std::size_t(hole)];
        }
        QVERIFY(expected != kUnreached);
        SolveOptions options;
        options.memoryBudgetBytes = std::size_t(budget);
        if (target >= 0)
            options.targetCell = target;
        const PegPuzzle puzzle(PegGeometry::triangle(5), start);
        const SolveResult result = fewestMoves(puzzle, options);
        QCOMPARE(result.status, SolveStatus::Solved);
        QVERIFY(result.optimal);
        QCOMPARE(int(result.moves.size()), expected);
        const std::optional<std::uint32_t> end = replayChains(start, result.moves);
        QVERIFY(end && std::popcount(*end) == 1);
        if (target >= 0)
            QCOMPARE(*end, 1u << target);
    }

    // The search's table keeps a count with each position, in one word on
    // boards of up to 56 holes and in two on larger ones; both keep what they
    // were given through their doublings, and say when the budget is spent.
    void tableKeepsCounts_data()
    {
        QTest::addColumn<int>("holes");
        QTest::newRow("33 holes, one word a slot") << 33;
        QTest::newRow("64 holes, two words a slot") << 64;
    }
    void tableKeepsCounts()
    {
        QFETCH(int, holes);
        detail::FewestTable table(holes, std::size_t(1) << 20);
        // Positions spread over every hole, the highest included.
        const auto position = [&](int i) { return PegBits(i + 1) * 0x9E3779B97F4A7C15ull >> (64 - holes); };
        std::map<PegBits, int> expected;
        for (int i = 0; i < 20000; ++i) {
            const PegBits key = position(i);
            if (key == 0 || expected.count(key))
                continue;
            QCOMPARE(table.add(key, i % 200), detail::FewestTable::Added::New);
            expected[key] = i % 200;
        }
        QCOMPARE(table.size(), expected.size());
        for (const auto &[key, count] : expected) {
            QCOMPARE(table.find(key), count);
            QCOMPARE(table.add(key, 7), detail::FewestTable::Added::Present);
            QVERIFY(table.raise(key, 3));
            QCOMPARE(table.find(key), std::max(count, 3));
            QVERIFY(table.raise(key, 255));
            QCOMPARE(table.find(key), 255);
        }
        const PegBits absent = ~PegBits(0) >> (64 - holes) & ~PegBits(1);
        QCOMPARE(table.find(absent), expected.count(absent) ? 255 : -1);
        // A budget of a few slots fills.
        detail::FewestTable small(holes, 256);
        bool full = false;
        for (int i = 0; i < 1000 && !full; ++i)
            full = small.add(position(i) | 1, 1) == detail::FewestTable::Added::Full;
        QVERIFY(full);
        QVERIFY(small.bytes() <= 256);
    }

    void chainsJoinConsecutiveJumpsOfOnePeg()
    {
        QCOMPARE(joinChains({"5-12", "12-3", "3-10", "9-2", "0-5", "5-12"}),
                 (std::vector<std::string>{"5-12-3-10", "9-2", "0-5-12"}));
        QVERIFY(joinChains({}).empty());
    }

    // A chain is all or nothing: a hop the rules refuse leaves the position
    // as it was and says why.
    void illegalChainChangesNothing()
    {
        PegPuzzle puzzle = PegPuzzle::classicTriangle(); // hole 4 empty
        const PegBits before = puzzle.pegs();
        const std::optional<Message> refusal = puzzle.apply("11-4-13");
        QVERIFY(refusal);
        QCOMPARE(puzzle.pegs(), before);
        QVERIFY(refusal->toString().find("13") != std::string::npos);
        QVERIFY(puzzle.apply("11-4-"));
        QCOMPARE(puzzle.pegs(), before);
        QVERIFY(!puzzle.apply("11-4"));
    }

    void proofOnOtherBoards_data()
    {
        QTest::addColumn<int>("side");
        QTest::addColumn<int>("empty");
        QTest::addColumn<int>("moves");
        // OEIS A127500 (Bell, Solving Triangular Peg Solitaire, 2008): no
        // single-vacancy start of the side-4 triangle is solved in fewer than
        // 5 moves, none of the side-6 triangle in fewer than 9; these starts
        // reach that least count.
        QTest::newRow("side 4, hole 1 empty") << 4 << 1 << 5;
        QTest::newRow("side 6, hole 1 empty") << 6 << 1 << 9;
    }
    void proofOnOtherBoards()
    {
        QFETCH(int, side);
        QFETCH(int, empty);
        QFETCH(int, moves);
        auto geometry = PegGeometry::triangle(side);
        const PegPuzzle start(geometry, geometry->allHoles() & ~bit(empty));
        const SolveResult result = fewestMoves(start);
        QCOMPARE(result.status, SolveStatus::Solved);
        QVERIFY(result.optimal);
        QCOMPARE(int(result.moves.size()), moves);
        PegPuzzle played = start;
        for (const std::string &chain : result.moves)
            QVERIFY2(!played.apply(chain), chain.c_str());
        QVERIFY(played.isSolved());
    }

    void unsolvableStaysUnsolvable()
    {
        // The side-4 triangle with its middle hole empty cannot be finished;
        // the ordinary solver's proof is the answer.
        auto geometry = PegGeometry::triangle(4);
        const PegPuzzle start(geometry, geometry->allHoles() & ~bit(4));
        const SolveResult result = fewestMoves(start);
        QCOMPARE(result.status, SolveStatus::Unsolvable);
        QVERIFY(!result.reason.isEmpty());
        QVERIFY(!result.optimal);
    }

    void stopRequestedBeforeStart()
    {
        std::stop_source source;
        source.request_stop();
        Progress progress;
        SolveOptions options;
        options.goal = SolveGoal::FewestMoves;
        const SolveResult result = PegPuzzle::classicTriangle().solve(options, source.get_token(), progress);
        QCOMPARE(result.status, SolveStatus::Stopped);
        QVERIFY(result.moves.empty());
    }

    // Stopped in the middle of the proof on the English board (which takes
    // tens of seconds): the search notices, and says stopped, not solved.
    void stopDuringTheProof()
    {
        auto geometry = PegGeometry::english();
        const int centre = geometry->holeAt(3, 3);
        const PegPuzzle start(geometry, geometry->allHoles() & ~bit(centre));
        SolveOptions options;
        options.goal = SolveGoal::FewestMoves;
        options.targetCell = centre;
        std::stop_source source;
        Progress progress;
        // 200,000 positions in: a fraction of a second of the tens it needs.
        std::thread stopper([&] {
            while (progress.nodes.load() < 200000)
                std::this_thread::yield();
            source.request_stop();
        });
        const SolveResult result = start.solve(options, source.get_token(), progress);
        stopper.join();
        QCOMPARE(result.status, SolveStatus::Stopped);
        QVERIFY(result.moves.empty());
        QVERIFY(!result.optimal);
    }

    // A budget that the ordinary solver's bitset fits in but the fewest-moves
    // table does not: `limit`, never "impossible", and no count claimed.
    void memoryBudget_data()
    {
        QTest::addColumn<int>("budget");
        QTest::newRow("8 KiB") << (8 << 10);
        QTest::newRow("6 KiB") << (6 << 10);
    }
    void memoryBudget()
    {
        QFETCH(int, budget);
        SolveOptions options;
        options.memoryBudgetBytes = std::size_t(budget);
        const SolveResult result = fewestMoves(PegPuzzle::classicTriangle(), options);
        QCOMPARE(result.status, SolveStatus::LimitReached);
        QVERIFY(result.reason.toString().find("not proved the fewest") != std::string::npos);
        QVERIFY(!result.optimal);
        // The line it found is handed over, as long as the reason says, and it solves.
        QVERIFY(!result.moves.empty());
        const std::string count = "a line of " + std::to_string(result.moves.size()) + " moves";
        QVERIFY2(result.reason.toString().find(count) != std::string::npos, result.reason.toString().c_str());
        PegPuzzle replay = PegPuzzle::classicTriangle();
        for (const std::string &move : result.moves)
            QVERIFY(!replay.apply(move));
        QVERIFY(replay.isSolved());
    }
};

PUZZLEBOX_TEST_APPLESS_MAIN(TestPegFewestMoves)
} // namespace tst_pegfewestmoves
#include "tst_pegfewestmoves.moc"
