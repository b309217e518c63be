#include "core/pegs/pegclassify.h"
#include "core/pegs/pegpagoda.h"
#include "core/pegs/pegpuzzle.h"
#include "core/pegs/pegsearch_p.h"
#include "core/pegs/pegsolver.h"
#include "../sanitizer.h"
#include "testmain.h"

#include <QTest>

#include <bit>
#include <map>
#include <unordered_map>

namespace tst_pegclassify {

using namespace pb;
using namespace pb::pegs;

namespace {

struct Triple {
    int from, over, to;
};

// The jumps of a triangle or rectangle worked out from coordinates here, not
// taken from PegGeometry, so the reference below shares nothing with the code
// under test but the hole numbering (reading order).
std::vector<Triple> referenceJumps(bool triangle, int rows, int cols)
{
    std::map<std::pair<int, int>, int> number;
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < (triangle ? r + 1 : cols); ++c)
            number[{r, c}] = int(number.size());
    }
    const std::vector<std::pair<int, int>> directions =
        triangle ? std::vector<std::pair<int, int>>{{0, 1}, {0, -1}, {1, 0}, {-1, 0}, {1, 1}, {-1, -1}}
                 : std::vector<std::pair<int, int>>{{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
    std::vector<Triple> jumps;
    for (const auto &[cell, from] : number) {
        for (const auto &[dr, dc] : directions) {
            const auto over = number.find({cell.first + dr, cell.second + dc});
            const auto to = number.find({cell.first + 2 * dr, cell.second + 2 * dc});
            if (over != number.end() && to != number.end())
                jumps.push_back({from, over->second, to->second});
        }
    }
    return jumps;
}

// The English cross's jumps, from coordinates as above.
std::vector<Triple> referenceCrossJumps()
{
    std::map<std::pair<int, int>, int> number;
    for (int r = 0; r < 7; ++r) {
        for (int c = 0; c < 7; ++c) {
            if ((r >= 2 && r <= 4) || (c >= 2 && c <= 4))
                number[{r, c}] = int(number.size());
        }
    }
    std::vector<Triple> jumps;
    for (const auto &[cell, from] : number) {
        for (const auto &[dr, dc] : {std::pair{0, 1}, {0, -1}, {1, 0}, {-1, 0}}) {
            const auto over = number.find({cell.first + dr, cell.second + dc});
            const auto to = number.find({cell.first + 2 * dr, cell.second + 2 * dc});
            if (over != number.end() && to != number.end())
                jumps.push_back({from, over->second, to->second});
        }
    }
    return jumps;
}

// Every finishing hole by plain memoized recursion over all lines of play.
class BruteForce {
public:
    explicit BruteForce(std::vector<Triple> jumps)
        : m_jumps(std::move(jumps))
    {
    }

    PegBits finishes(PegBits pegs)
    {
        if (std::popcount(pegs) == 1)
            return pegs;
        if (const auto it = m_finishes.find(pegs); it != m_finishes.end())
            return it->second;
        PegBits all = 0;
        for (const Triple &j : m_jumps) {
            if ((pegs & bit(j.from)) && (pegs & bit(j.over)) && !(pegs & bit(j.to)))
                all |= finishes(pegs ^ bit(j.from) ^ bit(j.over) ^ bit(j.to));
        }
        m_finishes[pegs] = all;
        return all;
    }

    // Every line of play followed to its end, no memo at all.
    std::uint64_t countLines(PegBits pegs, std::optional<int> finish)
    {
        if (std::popcount(pegs) == 1)
            return !finish || pegs == bit(*finish) ? 1 : 0;
        std::uint64_t total = 0;
        for (const Triple &j : m_jumps) {
            if ((pegs & bit(j.from)) && (pegs & bit(j.over)) && !(pegs & bit(j.to)))
                total += countLines(pegs ^ bit(j.from) ^ bit(j.over) ^ bit(j.to), finish);
        }
        return total;
    }

private:
    std::vector<Triple> m_jumps;
    std::unordered_map<PegBits, PegBits> m_finishes;
};

struct Board {
    const char *name;
    bool triangle;
    int rows;
    int cols;
    std::shared_ptr<const PegGeometry> geometry() const
    {
        return triangle ? PegGeometry::triangle(rows) : PegGeometry::rectangle(rows, cols);
    }
};

const Board kBoards[] = {
    {"triangle 5", true, 5, 5},
    {"rectangle 4x4", false, 4, 4},
    {"rectangle 3x5", false, 3, 5},
};

std::optional<PegPuzzle> replay(PegPuzzle puzzle, const std::vector<std::string> &moves)
{
    for (const std::string &move : moves) {
        if (puzzle.apply(move))
            return std::nullopt;
    }
    return puzzle;
}

} // namespace

class TestPegClassify : public QObject {
    Q_OBJECT

private slots:
    void boards_data()
    {
        QTest::addColumn<int>("board");
        for (int i = 0; i < int(std::size(kBoards)); ++i)
            QTest::newRow(kBoards[i].name) << i;
    }

    // finishHoles from every single vacancy, and the whole-board
    // classification, against the brute force.
    void finishHolesAgreeWithBruteForce_data() { boards_data(); }
    void finishHolesAgreeWithBruteForce()
    {
        QFETCH(int, board);
        const Board &b = kBoards[board];
        const auto geometry = b.geometry();
        BruteForce brute(referenceJumps(b.triangle, b.rows, b.cols));
        Progress progress;
        const VacancyClassification all = classifySingleVacancies(*geometry, {}, std::stop_token(), progress);
        QCOMPARE(all.status, SolveStatus::Solved);
        QCOMPARE(all.decided, geometry->allHoles());
        for (int vacancy = 0; vacancy < geometry->holeCount(); ++vacancy) {
            const PegBits start = geometry->allHoles() & ~bit(vacancy);
            const PegBits expected = brute.finishes(start);
            const FinishHoles one = finishHoles(*geometry, start, {}, std::stop_token(), progress);
            QCOMPARE(one.status, SolveStatus::Solved);
            QCOMPARE(one.holes, expected);
            QCOMPARE(one.undecided, PegBits(0));
            QCOMPARE(one.classExcluded & expected, PegBits(0));
            QCOMPARE(all.finishes[std::size_t(vacancy)], expected);
        }
    }

    // Positions that are not single vacancies, some dead, some half played.
    void finishHolesOfPlayedPositions()
    {
        const auto geometry = PegGeometry::rectangle(4, 4);
        BruteForce brute(referenceJumps(false, 4, 4));
        Progress progress;
        for (const PegBits pegs : {PegBits(0xF0F0), PegBits(0x0660), PegBits(0xFFFF & ~0x0421),
                                   PegBits(0x1), PegBits(0x8001), PegBits(0)}) {
            const FinishHoles result = finishHoles(*geometry, pegs, {}, std::stop_token(), progress);
            QCOMPARE(result.status, SolveStatus::Solved);
            QCOMPARE(result.holes, pegs ? brute.finishes(pegs) : PegBits(0));
        }
    }

    // Every finish the classification claims is reached by a solution that
    // replays through the rules, and every class-allowed hole it denies has no
    // solution.
    void finishesReplay_data() { boards_data(); }
    void finishesReplay()
    {
        QFETCH(int, board);
        const auto geometry = kBoards[board].geometry();
        Progress progress;
        for (int vacancy = 0; vacancy < geometry->holeCount(); ++vacancy) {
            const PegPuzzle start(geometry, geometry->allHoles() & ~bit(vacancy));
            const FinishHoles finishes = finishHoles(*geometry, start.pegs(), {}, std::stop_token(), progress);
            for (int hole = 0; hole < geometry->holeCount(); ++hole) {
                SolveOptions options;
                options.targetCell = hole;
                options.bestEffort = false;
                const SolveResult result = start.solve(options, std::stop_token(), progress);
                if (finishes.holes & bit(hole)) {
                    QCOMPARE(result.status, SolveStatus::Solved);
                    const auto end = replay(start, result.moves);
                    QVERIFY(end);
                    QCOMPARE(end->pegs(), bit(hole));
                } else {
                    QCOMPARE(result.status, SolveStatus::Unsolvable);
                }
            }
        }
    }

    // Hole v empty ends in h exactly when hole h empty ends in v.
    void duality()
    {
        const auto geometry = PegGeometry::triangle(6);
        Progress progress;
        const VacancyClassification all = classifySingleVacancies(*geometry, {}, std::stop_token(), progress);
        QCOMPARE(all.status, SolveStatus::Solved);
        for (int v = 0; v < geometry->holeCount(); ++v) {
            for (int h = 0; h < geometry->holeCount(); ++h)
                QCOMPARE(bool(all.finishes[std::size_t(v)] & bit(h)), bool(all.finishes[std::size_t(h)] & bit(v)));
        }
    }

    void englishClasses()
    {
        // The rule of three: from the centre only the centre and the four holes
        // three steps away are allowed.
        const auto english = PegGeometry::english();
        const int centre = english->holeAt(3, 3);
        const PegBits candidates = classFinishCandidates(*english, english->allHoles() & ~bit(centre));
        PegBits expected = bit(centre);
        for (const auto &[r, c] : {std::pair{0, 3}, {6, 3}, {3, 0}, {3, 6}})
            expected |= bit(english->holeAt(r, c));
        QCOMPARE(candidates, expected);
        // Two independent colourings, two parities each.
        QCOMPARE(parityInvariants(*english).size(), std::size_t(4));
    }

    void invariantsSurviveEveryJump_data()
    {
        QTest::addColumn<int>("which");
        QTest::newRow("triangle 7") << 0;
        QTest::newRow("rectangle 5x6") << 1;
        QTest::newRow("european") << 2;
    }
    void invariantsSurviveEveryJump()
    {
        QFETCH(int, which);
        const auto geometry = which == 0 ? PegGeometry::triangle(7)
                                         : which == 1 ? PegGeometry::rectangle(5, 6) : PegGeometry::european();
        const auto invariants = parityInvariants(*geometry);
        QVERIFY(!invariants.empty());
        for (const Jump &jump : geometry->jumps()) {
            for (const PegBits mask : invariants)
                QCOMPARE(std::popcount((bit(jump.from) | bit(jump.over) | bit(jump.to)) & mask) % 2, 0);
        }
    }

    void europeanCentreIsImpossibleByClass()
    {
        const auto european = PegGeometry::european();
        QCOMPARE(european->holeCount(), 37);
        const int centre = european->holeAt(3, 3);
        QCOMPARE(classFinishCandidates(*european, european->allHoles() & ~bit(centre)), PegBits(0));
    }

    // 15-hole triangle: the published count for a corner vacancy is 29,760
    // lines to one peg; the other starts against a plain enumeration of lines.
    void countSolutions_data()
    {
        QTest::addColumn<int>("vacancy");
        QTest::addColumn<int>("finish");
        for (const int vacancy : {0, 1, 3, 4})
            QTest::addRow("hole %d, anywhere", vacancy) << vacancy << -1;
        QTest::newRow("hole 0 to hole 12") << 0 << 12;
        QTest::newRow("hole 3 to hole 8") << 3 << 8;
        QTest::newRow("hole 4 to hole 0 (none)") << 4 << 0;
    }
    void countSolutions()
    {
        QFETCH(int, vacancy);
        QFETCH(int, finish);
        const auto geometry = PegGeometry::triangle(5);
        SolveOptions options;
        std::optional<int> targetCell;
        if (finish >= 0)
            targetCell = options.targetCell = finish;
        Progress progress;
        const SolutionCount result =
            pb::pegs::countSolutions(*geometry, geometry->allHoles() & ~bit(vacancy), options,
                                     std::stop_token(), progress);
        QCOMPARE(result.status, SolveStatus::Solved);
        BruteForce brute(referenceJumps(true, 5, 5));
        QCOMPARE(result.solutions, brute.countLines(geometry->allHoles() & ~bit(vacancy), targetCell));
        if (vacancy == 0 && finish < 0)
            QCOMPARE(result.solutions, std::uint64_t(29760));
    }

    // Pagodas learned from the first failed position on (instead of after a
    // million nodes) cut much of the search; the answers must not change.
    void learnedPagodasKeepAnswersExact_data() { boards_data(); }
    void learnedPagodasKeepAnswersExact()
    {
        // Boards of 15 and 16 holes are searched on one thread:
        // ThreadSanitizer spent most of this test's time here checking no
        // thread against another. AddressSanitizer's run takes every
        // kSanitizedStride-th vacancy (the plain run checks them all).
        if constexpr (kThreadSanitizer)
            QSKIP("one thread: nothing for ThreadSanitizer to check");
        QFETCH(int, board);
        const Board &b = kBoards[board];
        const auto geometry = b.geometry();
        BruteForce brute(referenceJumps(b.triangle, b.rows, b.cols));
        detail::PagodaLearning eager;
        eager.afterNodes = 0;
        eager.maxWanted = geometry->holeCount();
        eager.timeShare = -1;
        eager.sampleEvery = 1;
        std::size_t learned = 0;
        Progress progress;
        for (int vacancy = 0; vacancy < geometry->holeCount(); vacancy += kSanitizedStride) {
            const PegBits start = geometry->allHoles() & ~bit(vacancy);
            std::size_t pagodas = 0;
            const FinishHoles result = detail::finishHolesLearning(*geometry, start, {}, eager, std::stop_token(),
                                                                   progress, &pagodas);
            QCOMPARE(result.status, SolveStatus::Solved);
            QCOMPARE(result.holes, brute.finishes(start));
            learned += pagodas;
        }
        QVERIFY(learned > 0);
    }

    // Above 32 holes two searches run in two jump orders on two threads and
    // share what they reach: half-played English positions against the brute
    // force, with and without eager pagoda learning.
    void portfolioAgreesWithBruteForce()
    {
        const auto english = PegGeometry::english();
        const auto jumps = referenceCrossJumps();
        BruteForce brute(jumps);
        detail::PagodaLearning eager;
        eager.afterNodes = 0;
        eager.maxWanted = english->holeCount();
        eager.timeShare = -1;
        eager.sampleEvery = 16; // the LP on 33 holes takes milliseconds
        std::uint32_t seed = 12345;
        int checked = 0;
        std::size_t learned = 0;
        for (int vacancy = 0; vacancy < english->holeCount(); vacancy += 5) {
            // A line of pseudo-random jumps down to 14 pegs.
            PegBits pegs = english->allHoles() & ~bit(vacancy);
            while (std::popcount(pegs) > 14) {
                std::vector<Triple> legal;
                for (const Triple &j : jumps) {
                    if ((pegs & bit(j.from)) && (pegs & bit(j.over)) && !(pegs & bit(j.to)))
                        legal.push_back(j);
                }
                if (legal.empty())
                    break;
                seed = seed * 1103515245u + 12345u;
                const Triple &j = legal[(seed >> 16) % legal.size()];
                pegs ^= bit(j.from) | bit(j.over) | bit(j.to);
            }
            const PegBits expected = brute.finishes(pegs);
            Progress progress;
            const FinishHoles plain = finishHoles(*english, pegs, {}, std::stop_token(), progress);
            QCOMPARE(plain.status, SolveStatus::Solved);
            QCOMPARE(plain.holes, expected);
            std::size_t pagodas = 0;
            const FinishHoles learning =
                detail::finishHolesLearning(*english, pegs, {}, eager, std::stop_token(), progress, &pagodas);
            learned += pagodas;
            QCOMPARE(learning.status, SolveStatus::Solved);
            QCOMPARE(learning.holes, expected);
            ++checked;
        }
        QVERIFY(checked >= 6);
        QVERIFY(learned > 0);
    }

    // The centre start of the European board: the class argument alone
    // excludes every hole, so the answer comes with no search at all.
    void europeanCentreNeedsNoSearch()
    {
        const auto european = PegGeometry::european();
        const PegBits start = european->allHoles() & ~bit(european->holeAt(3, 3));
        Progress progress;
        const FinishHoles result = finishHoles(*european, start, {}, std::stop_token(), progress);
        QCOMPARE(result.status, SolveStatus::Solved);
        QCOMPARE(result.holes, PegBits(0));
        QCOMPARE(result.classExcluded, european->allHoles());
        QCOMPARE(result.nodes, std::uint64_t(0));
    }

    void countSolutionsTinyBudget()
    {
        const auto geometry = PegGeometry::triangle(5);
        SolveOptions options;
        options.memoryBudgetBytes = 64;
        Progress progress;
        const SolutionCount result =
            pb::pegs::countSolutions(*geometry, geometry->allHoles() & ~bit(0), options, std::stop_token(), progress);
        QCOMPARE(result.status, SolveStatus::LimitReached);
        QVERIFY(!result.reason.isEmpty());
    }

    void stopRequested()
    {
        const auto geometry = PegGeometry::english();
        std::stop_source source;
        source.request_stop();
        Progress progress;
        const VacancyClassification all = classifySingleVacancies(*geometry, {}, source.get_token(), progress);
        QVERIFY(all.status == SolveStatus::Stopped || all.status == SolveStatus::Solved);
        QVERIFY(all.decided != geometry->allHoles());
    }

    void tinyBudgetNeverClaimsAnAnswer()
    {
        const auto geometry = PegGeometry::rectangle(5, 6); // 30 holes: bitset refused, hash table tiny
        SolveOptions options;
        options.memoryBudgetBytes = 256;
        Progress progress;
        const FinishHoles result =
            finishHoles(*geometry, geometry->allHoles() & ~bit(0), options, std::stop_token(), progress);
        QCOMPARE(result.status, SolveStatus::LimitReached);
        QVERIFY(!result.reason.isEmpty());
        QCOMPARE(result.holes & result.undecided, PegBits(0));
    }

    // A pagoda, when one is found, is checked here on its own terms.
    void pagodaIsAProof()
    {
        // 1 x 5: pegs on 0 and 1 can only end on 2.
        const auto line = PegGeometry::rectangle(1, 5);
        const auto pagoda = findPagoda(*line, bit(0) | bit(1), bit(4));
        QVERIFY(pagoda);
        for (const Jump &j : line->jumps())
            QVERIFY((*pagoda)[std::size_t(j.from)] + (*pagoda)[std::size_t(j.over)] >= (*pagoda)[std::size_t(j.to)]);
        QVERIFY(pagodaValue(*pagoda, bit(4)) > pagodaValue(*pagoda, bit(0) | bit(1)));
        // Reachable targets never get a "proof".
        QVERIFY(!findPagoda(*line, bit(0) | bit(1), bit(2)));
    }
};

PUZZLEBOX_TEST_GUILESS_MAIN(TestPegClassify)
} // namespace tst_pegclassify
#include "tst_pegclassify.moc"
