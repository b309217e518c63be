#include "core/pegs/pegbeam_p.h"
#include "core/pegs/pegclassify.h"
#include "core/pegs/pegpuzzle.h"
#include "core/pegs/pegsearch_p.h"
#include "core/pegs/pegsolver.h"
#include "../sanitizer.h"
#include "testmain.h"

#include <QTest>

#include "trianglejumps.h"

#include <bit>
#include <thread>
#include <optional>
#include <unordered_map>
#include <unordered_set>

namespace tst_pegsolver {

using namespace pb;
using namespace pb::pegs;


namespace {

std::vector<Triple> triplesOf(const PegGeometry &geometry)
{
    std::vector<Triple> moves;
    for (const Jump &j : geometry.jumps())
        moves.push_back({j.from, j.over, j.to});
    return moves;
}

// Plain recursive backtracking as in the seed, remembering only the positions
// already seen to fail (or their fewest pegs), so that the exhaustive checks
// below cost seconds, not a minute under the sanitizers: no cleverness that
// the solver under test shares.
bool bruteSolvable(PegBits pegs, const std::vector<Triple> &moves, std::optional<int> finish,
                   std::unordered_set<PegBits> &failed)
{
    if (std::popcount(pegs) == 1)
        return !finish || pegs == bit(*finish);
    if (failed.contains(pegs))
        return false;
    for (const Triple &m : moves) {
        if ((pegs & bit(m.from)) && (pegs & bit(m.over)) && !(pegs & bit(m.to))) {
            if (bruteSolvable(pegs ^ bit(m.from) ^ bit(m.over) ^ bit(m.to), moves, finish, failed))
                return true;
        }
    }
    failed.insert(pegs);
    return false;
}

bool bruteSolvable(PegBits pegs, const std::vector<Triple> &moves, std::optional<int> finish = {})
{
    std::unordered_set<PegBits> failed;
    return bruteSolvable(pegs, moves, finish, failed);
}

int bruteFewestPegs(PegBits pegs, const std::vector<Triple> &moves, std::unordered_map<PegBits, int> &known)
{
    if (const auto found = known.find(pegs); found != known.end())
        return found->second;
    int best = std::popcount(pegs);
    for (const Triple &m : moves) {
        if (best == 1)
            break;
        if ((pegs & bit(m.from)) && (pegs & bit(m.over)) && !(pegs & bit(m.to)))
            best = std::min(best, bruteFewestPegs(pegs ^ bit(m.from) ^ bit(m.over) ^ bit(m.to), moves, known));
    }
    known.emplace(pegs, best);
    return best;
}

int bruteFewestPegs(PegBits pegs, const std::vector<Triple> &moves)
{
    std::unordered_map<PegBits, int> known;
    return bruteFewestPegs(pegs, moves, known);
}

SolveResult solve(const PegPuzzle &puzzle, const SolveOptions &options = {})
{
    Progress progress;
    const SolveResult result = puzzle.solve(options, std::stop_token(), progress);
    // Batched reporting must still add up to the total by the end.
    if (progress.nodes.load() != result.nodes)
        qWarning("progress reported %llu nodes, result says %llu",
                 static_cast<unsigned long long>(progress.nodes.load()),
                 static_cast<unsigned long long>(result.nodes));
    return result;
}

// Plays `moves` through the rules (which refuse anything illegal) and returns
// the position reached, or nothing if a move was refused.
std::optional<PegPuzzle> replay(PegPuzzle puzzle, const std::vector<std::string> &moves)
{
    for (const std::string &move : moves) {
        if (const auto refusal = puzzle.apply(move)) {
            qWarning("move %s refused: %s", move.c_str(), refusal->toString().c_str());
            return std::nullopt;
        }
    }
    return puzzle;
}

PegPuzzle triangleWithout(std::initializer_list<int> holes, int side = 5)
{
    auto geometry = PegGeometry::triangle(side);
    PegBits pegs = geometry->allHoles();
    for (const int hole : holes)
        pegs &= ~bit(hole);
    return PegPuzzle(std::move(geometry), pegs);
}

} // namespace

class TestPegSolver : public QObject {
    Q_OBJECT

private slots:
    void classicStart()
    {
        const PegPuzzle start = PegPuzzle::classicTriangle();
        Progress progress;
        const SolveResult result = start.solve({}, std::stop_token(), progress);
        QCOMPARE(result.status, SolveStatus::Solved);
        QCOMPARE(result.moves.size(), std::size_t(13));
        // Every line to one peg has 13 jumps: a jump count is never "the fewest".
        QVERIFY(!result.optimal);
        QVERIFY(result.nodes > 0);
        QCOMPARE(progress.nodes.load(), result.nodes);
        QVERIFY(result.millis >= 0);
        const auto end = replay(start, result.moves);
        QVERIFY(end);
        QCOMPARE(end->pegCount(), 1);
        // The seed: "the final peg will always be in position 12".
        QCOMPARE(end->pegs(), bit(12));
    }

    void singleVacancy_data()
    {
        QTest::addColumn<int>("vacancy");
        for (int hole = 0; hole < 15; ++hole)
            QTest::addRow("hole %d", hole) << hole;
    }
    void singleVacancy()
    {
        QFETCH(int, vacancy);
        const PegPuzzle start = triangleWithout({vacancy});
        const bool expected = bruteSolvable(start.pegs(), kTriangleMoves);
        const SolveResult result = solve(start);
        QCOMPARE(result.status, expected ? SolveStatus::Solved : SolveStatus::Unsolvable);
        if (expected) {
            QCOMPARE(result.moves.size(), std::size_t(13));
            const auto end = replay(start, result.moves);
            QVERIFY(end);
            QVERIFY(end->isSolved());
        } else {
            QVERIFY(!result.reason.isEmpty());
        }
    }

    void finishInOwnHole_data() { singleVacancy_data(); }
    void finishInOwnHole()
    {
        QFETCH(int, vacancy);
        const PegPuzzle start = triangleWithout({vacancy});
        SolveOptions options;
        options.targetCell = vacancy;
        const bool expected = bruteSolvable(start.pegs(), kTriangleMoves, vacancy);
        const SolveResult result = solve(start, options);
        QCOMPARE(result.status, expected ? SolveStatus::Solved : SolveStatus::Unsolvable);
        if (expected) {
            const auto end = replay(start, result.moves);
            QVERIFY(end);
            QCOMPARE(end->pegs(), bit(vacancy));
        }
    }

    // Without bestEffort a target the class argument forbids is refused at
    // once, with that reason.
    void classArgument()
    {
        const auto english = PegGeometry::english();
        const PegPuzzle start(english, english->allHoles() & ~bit(english->holeAt(3, 3)));
        SolveOptions options;
        options.bestEffort = false;
        options.targetCell = english->holeAt(0, 2);
        const SolveResult result = solve(start, options);
        QCOMPARE(result.status, SolveStatus::Unsolvable);
        QCOMPARE(result.nodes, std::uint64_t(0));
        QVERIFY(result.reason.toString().find("position class") != std::string::npos);
        // A class-allowed hole three steps from the centre is reached.
        options.targetCell = english->holeAt(0, 3);
        const SolveResult reached = solve(start, options);
        QCOMPARE(reached.status, SolveStatus::Solved);
        const auto end = replay(start, reached.moves);
        QVERIFY(end);
        QCOMPARE(end->pegs(), bit(english->holeAt(0, 3)));
    }

    // With bestEffort too the class argument answers first; the search then
    // only looks for the closest line, which nothing closer can beat: one peg
    // in another hole when the class allows one, else two pegs. The European
    // board from its centre is the classic case (no hole at all; two pegs).
    void classArgumentWithClosestLine_data()
    {
        QTest::addColumn<QString>("board");
        QTest::addColumn<int>("targetCell"); // -1: anywhere
        QTest::addColumn<int>("closest");
        QTest::newRow("european centre") << QStringLiteral("european") << -1 << 2;
        QTest::newRow("english centre, corner hole") << QStringLiteral("english") << 0 << 1;
    }
    void classArgumentWithClosestLine()
    {
        QFETCH(QString, board);
        QFETCH(int, targetCell);
        QFETCH(int, closest);
        const auto geometry = board == QLatin1String("european") ? PegGeometry::european() : PegGeometry::english();
        const PegPuzzle start(geometry, geometry->allHoles() & ~bit(geometry->holeAt(3, 3)));
        SolveOptions options;
        if (targetCell >= 0)
            options.targetCell = targetCell;
        const SolveResult result = solve(start, options);
        QCOMPARE(result.status, SolveStatus::Unsolvable);
        QVERIFY(result.reason.toString().find("position class") != std::string::npos);
        QCOMPARE(result.shortfall, std::optional<int>(closest));
        const auto end = replay(start, result.bestLine);
        QVERIFY(end);
        QCOMPARE(end->pegCount(), closest);
        QVERIFY(end->legalMoves().empty());
        if (targetCell >= 0)
            QVERIFY(!(end->pegs() & bit(targetCell)));
    }

    void finishHoleClassic()
    {
        // The seed: ending in hole 4 "isn't possible", ending in 12 is.
        SolveOptions options;
        options.targetCell = 4;
        SolveResult result = solve(PegPuzzle::classicTriangle(), options);
        QCOMPARE(result.status, SolveStatus::Unsolvable);
        QVERIFY(result.reason.toString().find("hole 4") != std::string::npos);
        // The closest one can get is one peg somewhere else.
        QCOMPARE(result.shortfall, std::optional<int>(1));
        const auto end = replay(PegPuzzle::classicTriangle(), result.bestLine);
        QVERIFY(end);
        QCOMPARE(end->pegCount(), 1);

        options.targetCell = 12;
        result = solve(PegPuzzle::classicTriangle(), options);
        QCOMPARE(result.status, SolveStatus::Solved);
        QCOMPARE(replay(PegPuzzle::classicTriangle(), result.moves)->pegs(), bit(12));

        // A corner start can come back to its own corner.
        options.targetCell = 0;
        result = solve(triangleWithout({0}), options);
        QCOMPARE(result.status, SolveStatus::Solved);
        QCOMPARE(replay(triangleWithout({0}), result.moves)->pegs(), bit(0));
    }

    void finishHoleOffBoard_data()
    {
        QTest::addColumn<int>("hole");
        QTest::newRow("negative") << -1;
        QTest::newRow("one past") << 15;
        QTest::newRow("far") << 1000;
    }
    void finishHoleOffBoard()
    {
        QFETCH(int, hole);
        SolveOptions options;
        options.targetCell = hole;
        const SolveResult result = solve(PegPuzzle::classicTriangle(), options);
        QCOMPARE(result.status, SolveStatus::Unsolvable);
        QVERIFY(result.reason.toString().find("not on this board") != std::string::npos);
    }

    void bestEffort_data()
    {
        QTest::addColumn<PegBits>("pegs");
        QTest::addColumn<int>("fewest");
        // Every two-vacancy start that cannot be cleared to one peg, with the
        // fewest pegs found by exhaustive plain search.
        int rows = 0;
        for (int a = 0; a < 15; ++a) {
            for (int b = a + 1; b < 15; ++b) {
                const PegBits pegs = PegBits(0x7fff) & ~bit(a) & ~bit(b);
                if (bruteSolvable(pegs, kTriangleMoves))
                    continue;
                QTest::addRow("without %d and %d", a, b) << pegs << bruteFewestPegs(pegs, kTriangleMoves);
                ++rows;
            }
        }
        // Sparse positions with no or few moves.
        const PegBits sparse[] = {bit(0) | bit(14), bit(0) | bit(10) | bit(14), bit(3) | bit(4) | bit(12) | bit(13)};
        for (const PegBits pegs : sparse) {
            QTest::addRow("sparse %llx", static_cast<unsigned long long>(pegs))
                << pegs << bruteFewestPegs(pegs, kTriangleMoves);
        }
        QVERIFY(rows > 0);
    }
    void bestEffort()
    {
        QFETCH(PegBits, pegs);
        QFETCH(int, fewest);
        const PegPuzzle start(PegGeometry::triangle(5), pegs);
        QVERIFY(fewest > 1);
        SolveResult result = solve(start);
        QCOMPARE(result.status, SolveStatus::Unsolvable);
        // The class argument answers before any search where it applies; the
        // closest line is then looked for on its own.
        const bool byClass = classFinishCandidates(*PegGeometry::triangle(5), pegs) == 0;
        QVERIFY(result.reason.toString().find(byClass ? "position class" : "exhausted search") != std::string::npos);
        QCOMPARE(result.shortfall, std::optional<int>(fewest));
        const auto end = replay(start, result.bestLine);
        QVERIFY(end);
        QCOMPARE(end->pegCount(), fewest);
        QVERIFY(end->legalMoves().empty());

        SolveOptions options;
        options.bestEffort = false;
        result = solve(start, options);
        QCOMPARE(result.status, SolveStatus::Unsolvable);
        QVERIFY(!result.shortfall);
        QVERIFY(result.bestLine.empty());
    }

    void stopRequested()
    {
        std::stop_source source;
        source.request_stop();
        Progress progress;
        const SolveResult result = PegPuzzle::classicTriangle().solve({}, source.get_token(), progress);
        QCOMPARE(result.status, SolveStatus::Stopped);
        QVERIFY(result.moves.empty());
    }

    void tinyBudget_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<int>("side");
        QTest::addColumn<int>("budget");
        // Starts that are hard enough to need more than a few failed positions,
        // and that the class argument does not settle without any memory.
        QTest::addColumn<int>("empty");
        QTest::newRow("6x6 rectangle, 1 KiB") << 6 << 6 << 0 << 1024 << 0;
        QTest::newRow("side-7 triangle, 1 KiB") << 0 << 0 << 7 << 1024 << 1;
        QTest::newRow("side-7 triangle, no memory") << 0 << 0 << 7 << 0 << 1;
        // Too small for the exact bitset, so the hash table takes over and fills.
        QTest::newRow("15-hole triangle, 64 bytes") << 0 << 0 << 5 << 64 << 4;
    }
    void tinyBudget()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(int, side);
        QFETCH(int, budget);
        QFETCH(int, empty);
        auto geometry = side ? PegGeometry::triangle(side) : PegGeometry::rectangle(rows, cols);
        const PegPuzzle start(geometry, geometry->allHoles() & ~bit(empty));
        SolveOptions options;
        options.memoryBudgetBytes = std::size_t(budget);
        const SolveResult result = solve(start, options);
        QCOMPARE(result.status, SolveStatus::LimitReached);
        QVERIFY(!result.reason.isEmpty());
        QVERIFY(result.moves.empty());
        QVERIFY(!result.shortfall);
    }

    void hashTableAgreesWithBitset_data()
    {
        QTest::addColumn<int>("side");
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<int>("vacancy");
        QTest::addColumn<int>("budget");
        // Budgets just below each board's exact bitset, so the hash table is used,
        // on boards with both solvable and exhaustively refuted starts.
        for (int hole = 0; hole < 21; ++hole)
            QTest::addRow("side 6, hole %d", hole) << 6 << 0 << 0 << hole << (128 << 10);
        for (int hole = 0; hole < 18; ++hole)
            QTest::addRow("3x6, hole %d", hole) << 0 << 3 << 6 << hole << (32 << 10);
        // The hash table's budget counts the old and the new array while it
        // doubles, so a 3 x 7 search no longer fits under its 256 KiB bitset;
        // a 2 x 9 one does.
        for (int hole = 0; hole < 18; ++hole)
            QTest::addRow("2x9, hole %d", hole) << 0 << 2 << 9 << hole << (32 << 10);
    }
    void hashTableAgreesWithBitset()
    {
        QFETCH(int, side);
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(int, vacancy);
        QFETCH(int, budget);
        auto geometry = side ? PegGeometry::triangle(side) : PegGeometry::rectangle(rows, cols);
        const PegPuzzle start(geometry, geometry->allHoles() & ~bit(vacancy));
        const SolveResult exact = solve(start);
        SolveOptions options;
        options.memoryBudgetBytes = std::size_t(budget);
        const SolveResult hashed = solve(start, options);
        QVERIFY(exact.status == SolveStatus::Solved || exact.status == SolveStatus::Unsolvable);
        QCOMPARE(hashed.status, exact.status);
        QCOMPARE(hashed.shortfall, exact.shortfall);
        for (const auto *result : {&exact, &hashed}) {
            if (result->status == SolveStatus::Solved)
                QVERIFY(replay(start, result->moves)->isSolved());
            else
                QCOMPARE(replay(start, result->bestLine)->pegCount(), *result->shortfall);
        }
    }

    void onePeg()
    {
        const PegPuzzle start(PegGeometry::triangle(5), bit(7));
        SolveResult result = solve(start);
        QCOMPARE(result.status, SolveStatus::Solved);
        QVERIFY(result.moves.empty());
        QVERIFY(!result.optimal);

        SolveOptions options;
        options.targetCell = 7;
        QCOMPARE(solve(start, options).status, SolveStatus::Solved);
        options.targetCell = 8;
        result = solve(start, options);
        QCOMPARE(result.status, SolveStatus::Unsolvable);
        QCOMPARE(result.shortfall, std::optional<int>(1));
    }

    void zeroPegs()
    {
        const PegPuzzle start(PegGeometry::triangle(5), 0);
        const SolveResult result = solve(start);
        QCOMPARE(result.status, SolveStatus::Unsolvable);
        QVERIFY(!result.reason.isEmpty());
    }

    void rectangle_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<int>("vacancy");
        for (const auto &[r, c] : {std::pair{3, 4}, std::pair{4, 3}, std::pair{2, 5}, std::pair{3, 5}}) {
            for (int hole = 0; hole < r * c; ++hole)
                QTest::addRow("%dx%d without %d", r, c, hole) << r << c << hole;
        }
    }
    void rectangle()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(int, vacancy);
        auto geometry = PegGeometry::rectangle(rows, cols);
        const PegPuzzle start(geometry, geometry->allHoles() & ~bit(vacancy));
        const bool expected = bruteSolvable(start.pegs(), triplesOf(*geometry));
        const SolveResult result = solve(start);
        QCOMPARE(result.status, expected ? SolveStatus::Solved : SolveStatus::Unsolvable);
        if (expected) {
            QCOMPARE(int(result.moves.size()), rows * cols - 2);
            QVERIFY(replay(start, result.moves)->isSolved());
        } else {
            QCOMPARE(result.shortfall, std::optional<int>(bruteFewestPegs(start.pegs(), triplesOf(*geometry))));
            QCOMPARE(replay(start, result.bestLine)->pegCount(), *result.shortfall);
        }
    }

    // With pagodas learned from the first failed position on (by default only
    // after 2^18 nodes, which these boards never reach), every answer still
    // matches the brute force: a cut is a proof, and a search that cut leaves
    // the closest line to a search of its own. Every start of the 15-hole
    // triangle with one or two holes empty, to one peg anywhere and to each
    // hole.
    void eagerPagodasKeepTheAnswers()
    {
        // Boards of 15 holes are searched on one thread: ThreadSanitizer would
        // spend a minute and a half here checking no thread against another
        // (the plain and the AddressSanitizer runs check the answers).
        if constexpr (kThreadSanitizer)
            QSKIP("one thread: nothing for ThreadSanitizer to check");
        detail::PagodaLearning eager;
        eager.afterNodes = 0;
        eager.sampleEvery = 1;
        eager.timeShare = -1;
        eager.maxWanted = 15;
        const auto geometry = PegGeometry::triangle(5);
        int cases = 0;
        int checked = 0;
        for (int a = 0; a < 15; ++a) {
            for (int b = a; b < 15; ++b) {
                const PegBits pegs = PegBits(0x7fff) & ~bit(a) & ~bit(b);
                for (int finish = -1; finish < 15; finish += a == b ? 1 : 16) {
                    if (cases++ % kSanitizedStride != 0)
                        continue;
                    SolveOptions options;
                    if (finish >= 0)
                        options.targetCell = finish;
                    Progress progress;
                    const SolveResult result =
                        detail::solvePegsLearning(*geometry, pegs, options, eager, {}, progress);
                    const PegPuzzle start(geometry, pegs);
                    const bool solvable = bruteSolvable(pegs, kTriangleMoves,
                                                        finish >= 0 ? std::optional<int>(finish) : std::nullopt);
                    QCOMPARE(result.status, solvable ? SolveStatus::Solved : SolveStatus::Unsolvable);
                    if (solvable) {
                        const auto end = replay(start, result.moves);
                        QVERIFY(end && end->isSolved());
                        if (finish >= 0)
                            QCOMPARE(end->pegs(), bit(finish));
                    } else {
                        // Aimed at a hole, the closest is one peg elsewhere
                        // when that can be done at all.
                        const int fewest = bruteFewestPegs(pegs, kTriangleMoves);
                        QCOMPARE(result.shortfall, std::optional<int>(fewest));
                        const auto end = replay(start, result.bestLine);
                        QVERIFY(end && end->pegCount() == fewest && end->legalMoves().empty());
                    }
                    ++checked;
                }
            }
        }
        QCOMPARE(cases, 15 * 16 + 105);
        QCOMPARE(checked, (cases + kSanitizedStride - 1) / kSanitizedStride);
    }

    // Above 32 holes two searches race in two jump orders. Every start of the
    // 6 x 6 board (36 holes) against the classifier, a search of its own:
    // solvable exactly where it finds a finishing hole, and every answer,
    // solution or closest line, replays.
    void portfolioAgreesWithTheClassifier()
    {
        auto geometry = PegGeometry::rectangle(6, 6);
        Progress progress;
        const VacancyClassification classes = classifySingleVacancies(*geometry, {}, {}, progress);
        QCOMPARE(classes.status, SolveStatus::Solved);
        int solved = 0;
        for (int vacancy = 0; vacancy < geometry->holeCount(); vacancy += kSanitizedStride) {
            const PegPuzzle start(geometry, geometry->allHoles() & ~bit(vacancy));
            const SolveResult result = solve(start);
            const bool solvable = classes.finishes[std::size_t(vacancy)] != 0;
            QCOMPARE(result.status, solvable ? SolveStatus::Solved : SolveStatus::Unsolvable);
            if (solvable) {
                const auto end = replay(start, result.moves);
                QVERIFY(end && end->isSolved());
                ++solved;
            } else {
                QVERIFY(result.shortfall && *result.shortfall > 1);
                const auto end = replay(start, result.bestLine);
                QVERIFY(end && end->pegCount() == *result.shortfall && end->legalMoves().empty());
            }
        }
        QVERIFY(solved > 0);
    }

    void someRectangleIsSolvable()
    {
        // Guards the data-driven test above against a brute force that says no
        // to everything: the 3x4 board does have solvable starts.
        auto geometry = PegGeometry::rectangle(3, 4);
        int solvable = 0;
        for (int hole = 0; hole < 12; ++hole)
            solvable += bruteSolvable(geometry->allHoles() & ~bit(hole), triplesOf(*geometry));
        QVERIFY(solvable > 0);
    }

    void englishBoard()
    {
        // The classic 33-hole cross from the centre: a 64-bit-wide, hashed search.
        std::vector<std::vector<bool>> mask(7, std::vector<bool>(7, false));
        for (int r = 0; r < 7; ++r) {
            for (int c = 0; c < 7; ++c)
                mask[std::size_t(r)][std::size_t(c)] = (r >= 2 && r <= 4) || (c >= 2 && c <= 4);
        }
        auto geometry = std::make_shared<const PegGeometry>(Lattice::Square, mask);
        const int centre = geometry->holeAt(3, 3);
        const PegPuzzle start(geometry, geometry->allHoles() & ~bit(centre));
        SolveOptions options;
        options.targetCell = centre;
        const SolveResult result = solve(start, options);
        QCOMPARE(result.status, SolveStatus::Solved);
        QCOMPARE(result.moves.size(), std::size_t(31));
        QCOMPARE(replay(start, result.moves)->pegs(), bit(centre));
    }
    // Starts the exact searches alone gave up on (8 x 8 with hole 2, 10 or 19
    // empty: `limit` after 13 s) and the two boards added for the beam search,
    // each solved, replayed, and ending as asked.
    void largeBoards_data()
    {
        QTest::addColumn<QString>("board");
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("col");
        QTest::addColumn<bool>("toOwnHole"); // finish where the start is empty
        QTest::newRow("8x8, hole 2") << QStringLiteral("8x8") << 0 << 2 << false;
        QTest::newRow("8x8, hole 10") << QStringLiteral("8x8") << 1 << 2 << false;
        QTest::newRow("8x8, hole 19") << QStringLiteral("8x8") << 2 << 3 << false;
        QTest::newRow("wiegleb, centre") << QStringLiteral("wiegleb") << 4 << 4 << false;
        QTest::newRow("wiegleb, centre to centre") << QStringLiteral("wiegleb") << 4 << 4 << true;
        QTest::newRow("diamond, below the top") << QStringLiteral("diamond") << 1 << 3 << false;
    }
    void largeBoards()
    {
        QFETCH(QString, board);
        QFETCH(int, row);
        QFETCH(int, col);
        QFETCH(bool, toOwnHole);
        const auto geometry = board == QLatin1String("wiegleb") ? PegGeometry::wiegleb()
            : board == QLatin1String("diamond")                 ? PegGeometry::diamond()
                                                                : PegGeometry::rectangle(8, 8);
        const int hole = geometry->holeAt(row, col);
        QVERIFY(hole >= 0);
        const PegPuzzle start(geometry, geometry->allHoles() & ~bit(hole));
        SolveOptions options;
        if (toOwnHole)
            options.targetCell = hole;
        const SolveResult result = solve(start, options);
        QCOMPARE(result.status, SolveStatus::Solved);
        QCOMPARE(result.moves.size(), std::size_t(geometry->holeCount() - 2));
        const auto end = replay(start, result.moves);
        QVERIFY(end);
        QCOMPARE(end->pegCount(), 1);
        if (toOwnHole)
            QCOMPARE(end->pegs(), bit(hole));
    }

    void newBoardShapes()
    {
        const auto wiegleb = PegGeometry::wiegleb();
        QCOMPARE(wiegleb->holeCount(), 45);
        QCOMPARE(wiegleb->holeAt(0, 2), -1);
        QVERIFY(wiegleb->holeAt(0, 3) >= 0);
        QVERIFY(wiegleb->holeAt(4, 0) >= 0);
        const auto diamond = PegGeometry::diamond();
        QCOMPARE(diamond->holeCount(), 41);
        QCOMPARE(diamond->holeAt(0, 4), 0);
        QCOMPARE(diamond->holeAt(0, 3), -1);
        QCOMPARE(diamond->holeAt(4, 0), 16); // 1 + 3 + 5 + 7 holes above
        QCOMPARE(diamond->holeAt(8, 4), 40);
    }

    // The beam alone, where it finds nothing (the diamond from its top, whose
    // lines it misses at every width): Stop ends it, and what it held is
    // taken back from the memory shown.
    void beamStops()
    {
        const auto geometry = PegGeometry::diamond();
        const auto jumps = detail::compileJumps(*geometry);
        std::stop_source stop;
        Progress progress;
        std::thread watcher([&] {
            while (progress.nodes.load() < 20000)
                std::this_thread::yield();
            stop.request_stop();
        });
        const detail::BeamRun run = detail::beamSearch(*geometry, jumps, geometry->allHoles() & ~bit(0), 1,
                                                       std::nullopt, std::size_t(1) << 20, std::size_t(1) << 30,
                                                       stop.get_token(), {}, progress);
        watcher.join();
        QCOMPARE(run.outcome, detail::BeamOutcome::Stopped);
        QVERIFY(run.path.empty());
        QCOMPARE(progress.nodes.load(), run.nodes);
        QCOMPARE(progress.memoryBytes.load(), std::uint64_t(0));
    }

    // The portfolio with both threads at work (the diamond with hole 12
    // empty after its first jump, 2 over 6 into 12: neither the beam nor either exact search ends within a test),
    // then stopped: both threads end, and the answer is "stopped", never
    // "impossible". The ThreadSanitizer run of .ci/run watches the race.
    void portfolioStopsBothSearches()
    {
        const auto geometry = PegGeometry::diamond();
        const PegPuzzle start(geometry, geometry->allHoles() & ~bit(2) & ~bit(6));
        std::stop_source stop;
        Progress progress;
        std::thread watcher([&] {
            while (progress.nodes.load() < 1000000)
                std::this_thread::yield();
            stop.request_stop();
        });
        const SolveResult result = start.solve({}, stop.get_token(), progress);
        watcher.join();
        QCOMPARE(result.status, SolveStatus::Stopped);
        QVERIFY(result.nodes >= 1000000);
    }

    // Over its budget the beam answers nothing rather than stopping the solve.
    void beamWithinBudget()
    {
        const auto geometry = PegGeometry::rectangle(8, 8);
        const auto jumps = detail::compileJumps(*geometry);
        Progress progress;
        const detail::BeamRun run = detail::beamSearch(*geometry, jumps, geometry->allHoles() & ~bit(2), 1,
                                                       std::nullopt, std::size_t(1) << 16, 4096, {}, {}, progress);
        QCOMPARE(run.outcome, detail::BeamOutcome::NotFound);
        QCOMPARE(progress.memoryBytes.load(), std::uint64_t(0));
    }
};

PUZZLEBOX_TEST_GUILESS_MAIN(TestPegSolver)
} // namespace tst_pegsolver
#include "tst_pegsolver.moc"
