// Fifteen's coach (FifteenPuzzle::assess()) against full solves: on every
// position of a few played games, 3 x 3 against a breadth-first search of
// every board written here and 4 x 4 near the goal against one to a fixed
// depth; a slide away from the goal judged to cost two; the parity drawing's
// numbers recomputed and checked against the core's own solvability test on
// every 3 x 3 board and on random larger ones; the 5 x 5 bound and line.

#include "core/fifteen/conflictbound.h"
#include "core/fifteen/fifteencoach.h"
#include "core/fifteen/fifteenpuzzle.h"
#include "../sanitizer.h"
#include "testmain.h"

#include <QTest>

#include <algorithm>
#include <deque>
#include <numeric>
#include <random>
#include <string_view>
#include <unordered_map>

namespace tst_fifteencoach {

using namespace pb;
using namespace pb::fifteen;

namespace {

using Key = std::string;
// Deep enough for games of a dozen slides, small enough for a sanitized run.
constexpr int kFourDepth = 13;

Key keyOf(const FifteenBoard &board)
{
    Key key;
    for (int cell = 0; cell < board.cellCount(); ++cell)
        key += char(board.tileAt(cell));
    return key;
}

// Breadth-first search from the goal: the exact distance of every board
// within `maxDepth` slides.
std::unordered_map<Key, int> distancesFromGoal(int dim, int maxDepth)
{
    std::unordered_map<Key, int> distance;
    std::deque<FifteenBoard> queue{FifteenBoard::goal(dim)};
    distance[keyOf(queue.front())] = 0;
    while (!queue.empty()) {
        const FifteenBoard board = queue.front();
        queue.pop_front();
        const int d = distance[keyOf(board)];
        if (d == maxDepth)
            continue;
        for (const int tile : board.movableTiles()) {
            FifteenBoard next = board;
            next.slide(tile);
            if (distance.emplace(keyOf(next), d + 1).second)
                queue.push_back(next);
        }
    }
    return distance;
}

const std::unordered_map<Key, int> &distances(int dim)
{
    static const auto three = distancesFromGoal(3, 40);
    static const auto four = distancesFromGoal(4, kFourDepth);
    return dim == 3 ? three : four;
}

Assessment assessed(const FifteenPuzzle &puzzle)
{
    Progress progress;
    return puzzle.assess(AssessOptions{}, {}, progress);
}

// The positions of a game of `slides` slides from `start`, the start
// included: a player's wandering, drawn from `seed`, never undoing the slide
// just made.
std::vector<FifteenPuzzle> played(const FifteenBoard &start, int slides, std::uint64_t seed)
{
    std::mt19937_64 random(seed);
    std::vector<FifteenPuzzle> positions{FifteenPuzzle(start)};
    std::string last;
    for (int slide = 0; slide < slides; ++slide) {
        FifteenPuzzle next = positions.back();
        std::vector<std::string> moves = next.legalMoves();
        std::erase(moves, last);
        last = moves[std::size_t(random() % moves.size())];
        next.apply(last);
        positions.push_back(next);
    }
    return positions;
}

FifteenBoard swappedFirstTiles(FifteenBoard board)
{
    const int first = board.tileAt(0) == 0 ? 1 : 0;
    const int second = board.tileAt(first + 1) == 0 ? first + 2 : first + 1;
    board.swapCells(first, second);
    return board;
}

} // namespace

class TestFifteenCoach : public QObject {
    Q_OBJECT

private slots:
    void verdictAgreesWithFullSolve_data()
    {
        QTest::addColumn<FifteenBoard>("start");
        QTest::addColumn<int>("slides");
        QTest::addColumn<int>("seed");
        QTest::newRow("3x3 classic") << FifteenBoard::classicStart(3) << 40 << 1;
        QTest::newRow("3x3 random") << FifteenBoard::randomSolvable(3, 7) << 40 << 2;
        QTest::newRow("3x3 unsolvable") << swappedFirstTiles(FifteenBoard::goal(3)) << 12 << 3;
        // 4 x 4 within the breadth-first search's depth of the goal.
        QTest::newRow("4x4 near") << FifteenBoard::goal(4) << kFourDepth << 4;
        QTest::newRow("4x4 near again") << FifteenBoard::goal(4) << kFourDepth << 5;
        QTest::newRow("4x4 unsolvable") << swappedFirstTiles(FifteenBoard::goal(4)) << 8 << 6;
    }

    void verdictAgreesWithFullSolve()
    {
        QFETCH(FifteenBoard, start);
        QFETCH(int, slides);
        QFETCH(int, seed);
        const auto positions = played(start, slides, std::uint64_t(seed));
        for (const FifteenPuzzle &position : positions) {
            const Assessment assessment = assessed(position);
            const auto &table = distances(position.board().dim());
            const auto known = table.find(keyOf(position.board()));
            if (!position.board().isSolvable()) {
                QCOMPARE(assessment.reach, Reach::Unreachable);
                QVERIFY(known == table.end());
                QCOMPARE(assessment.proof.kind, ProofDrawing::Kind::Parity);
                QVERIFY(!assessment.reason.isEmpty());
                continue;
            }
            QVERIFY2(known != table.end(), position.render().c_str());
            QCOMPARE(assessment.reach, Reach::Reachable);
            QCOMPARE(assessment.distance, std::optional<int>(known->second));
            QCOMPARE(assessment.proof.kind, ProofDrawing::Kind::None);
        }
    }

    void slideAwayCostsTwo()
    {
        FifteenPuzzle before(FifteenBoard::goal(3));
        before.apply("8");
        before.apply("5");
        FifteenPuzzle away = before;
        away.apply("4"); // the blank wanders further from home
        FifteenPuzzle back = before;
        back.apply("5");
        const Assessment here = assessed(before);
        QCOMPARE(here.distance, std::optional<int>(2));
        const MoveJudgement wrong = judgeMove(here, assessed(away), 1);
        QCOMPARE(wrong.kind, MoveJudgement::Kind::Kept);
        QCOMPARE(wrong.cost, std::optional<int>(2));
        const MoveJudgement right = judgeMove(here, assessed(back), 1);
        QCOMPARE(right.cost, std::optional<int>(0));
    }

    void unsolvableStaysOutOfReach()
    {
        FifteenPuzzle out(swappedFirstTiles(FifteenBoard::goal(4)));
        const Assessment before = assessed(out);
        out.apply("15");
        QCOMPARE(judgeMove(before, assessed(out), 1).kind, MoveJudgement::Kind::StillOut);
    }

    // Every 3 x 3 board: the drawing's labels are each tile's smaller
    // successors (and on even widths the blank's row), they add up to `now`,
    // and its parity differs from the goal's exactly when the core says the
    // board cannot be solved.
    void parityDrawingIsTheCoresProof()
    {
        std::vector<int> tiles{0, 1, 2, 3, 4, 5, 6, 7, 8};
        int unsolvable = 0;
        do {
            const FifteenBoard board(3, tiles);
            checkParity(board);
            unsolvable += !board.isSolvable();
        } while (std::next_permutation(tiles.begin(), tiles.end()));
        QCOMPARE(unsolvable, 181440);
        std::mt19937_64 random(43);
        for (int dim = 4; dim <= 6; ++dim) {
            for (int i = 0; i < 200; ++i) {
                const FifteenBoard board = FifteenBoard::randomSolvable(dim, random());
                checkParity(board);
                checkParity(swappedFirstTiles(board));
            }
        }
    }

    void parityDrawingOnAssessment()
    {
        const FifteenBoard board = swappedFirstTiles(FifteenBoard::randomSolvable(4, 5));
        const Assessment assessment = assessed(FifteenPuzzle(board));
        QCOMPARE(assessment.proof.kind, ProofDrawing::Kind::Parity);
        QCOMPARE(assessment.proof.labels.size(), std::size_t(16));
        QCOMPARE(assessment.proof.goalCells, std::vector<int>{15});
        QCOMPARE(assessment.proof.goal, 4);
        QCOMPARE(assessment.proof.sentences.size(), std::size_t(4));
        QCOMPARE(assessment.proof.labels[std::size_t(board.blank())], std::optional<int>(board.blank() / 4 + 1));
    }

    // The coach's bound (conflictBound()) never exceeds the distance: every
    // 3 x 3 board, and 4 x 4 boards near the goal.
    void boundIsNeverAboveTheDistance()
    {
        for (const int dim : {3, 4}) {
            int tighter = 0;
            for (const auto &[key, distance] : distances(dim)) {
                std::vector<int> tiles(key.begin(), key.end());
                const FifteenBoard board(dim, tiles);
                const int bound = conflictBound(board);
                QVERIFY2(bound <= distance, FifteenPuzzle(board).render().c_str());
                QVERIFY(bound >= board.manhattan());
                QCOMPARE((bound - distance) % 2, 0);
                tighter += bound > board.manhattan();
            }
            QVERIFY(tighter > 1000);
        }
    }

    // Without tables in a cache: the linear conflict and the reduction's line.
    void largeBoardsGiveABoundAndALine()
    {
        for (const int dim : {5, 6}) {
            const FifteenBoard board = FifteenBoard::randomSolvable(dim, 11);
            const Assessment assessment = assessed(FifteenPuzzle(board));
            QCOMPARE(assessment.reach, Reach::Reachable);
            QVERIFY(!assessment.distance);
            QCOMPARE(assessment.lowerBound, std::optional<int>(conflictBound(board)));
            QVERIFY(assessment.bestFound);
            QVERIFY(*assessment.bestFound > *assessment.lowerBound);
            QCOMPARE((*assessment.bestFound - *assessment.lowerBound) % 2, 0);
            QCOMPARE(assessment.verdict.count, *assessment.lowerBound);
            QCOMPARE(assessment.verdict.args, std::vector<std::string>{std::to_string(*assessment.bestFound)});
        }
    }

    // The last slide's two moves are explained when, and only when, they are counted.
    void lastSlideIsExplainedWhenCounted_data()
    {
        QTest::addColumn<QList<int>>("tiles");
        QTest::addColumn<bool>("counted");
        QList<int> goal(25);
        std::iota(goal.begin(), goal.end(), 1);
        goal.back() = 0;
        QList<int> far = goal;
        std::swap(far[0], far[23]); // tile 24 to the first column
        std::swap(far[1], far[19]); // tile 20 to the first row
        QTest::addRow("both far") << far << true;
        QList<int> near = far;
        std::swap(near[0], near[3]); // tile 24 in its home column,
        std::swap(near[5], near[6]); // and the board solvable still
        QTest::addRow("one near") << near << false;
    }
    void lastSlideIsExplainedWhenCounted()
    {
        QFETCH(QList<int>, tiles);
        QFETCH(bool, counted);
        const FifteenBoard board(5, std::vector<int>(tiles.begin(), tiles.end()));
        const Assessment assessment = assessed(FifteenPuzzle(board));
        QCOMPARE(assessment.lowerBound, std::optional<int>(conflictBound(board)));
        const auto explained = std::find_if(assessment.facts.begin(), assessment.facts.end(), [](const Message &fact) {
            return std::string_view(fact.text).starts_with("Two more: the last slide");
        });
        QCOMPARE(explained != assessment.facts.end(), counted);
        if (counted)
            QCOMPARE(explained->args, (std::vector<std::string>{"24", "20"}));
    }

    // A search stopped before it ends still knows the board solvable by its
    // parity, but not how far the goal is (past 4 x 4, only the bound).
    void stoppedSearchKnowsOnlyThatTheBoardIsSolvable_data()
    {
        QTest::addColumn<int>("dim");
        QTest::newRow("4x4") << 4;
        QTest::newRow("5x5") << 5;
    }

    void stoppedSearchKnowsOnlyThatTheBoardIsSolvable()
    {
        QFETCH(int, dim);
        const FifteenBoard board = FifteenBoard::randomSolvable(dim, 17);
        std::stop_source stop;
        stop.request_stop();
        Progress progress;
        const Assessment assessment = FifteenPuzzle(board).assess(AssessOptions{}, stop.get_token(), progress);
        QCOMPARE(assessment.reach, Reach::Reachable);
        QVERIFY(!assessment.distance);
        // The reduction notices a stop only between its searches, so it may
        // still bring a line.
        if (dim == 5)
            QCOMPARE(assessment.lowerBound, std::optional<int>(conflictBound(board)));
    }

    // Every position on the optimal line behind a 4 x 4 verdict is known from
    // then on: answered exactly without a search (no node searched).
    void positionsOnAnOptimalLineAreRemembered()
    {
        const FifteenBoard start = played(FifteenBoard::goal(4), kFourDepth, 8).back().board();
        FifteenPuzzle position(start);
        const Assessment first = assessed(position);
        QVERIFY(first.distance);
        Progress progress;
        const std::vector<std::string> line = position.solve(SolveOptions{}, {}, progress).moves;
        QCOMPARE(int(line.size()), *first.distance);
        QVERIFY(first.nodes > 0);
        for (const std::string &move : line) {
            QVERIFY(!position.apply(move));
            Progress fresh;
            const Assessment remembered = position.assess(AssessOptions{}, {}, fresh);
            QCOMPARE(remembered.distance, std::optional<int>(distances(4).at(keyOf(position.board()))));
            QCOMPARE(remembered.nodes, std::uint64_t(0));
            QCOMPARE(fresh.nodes.load(), std::uint64_t(0));
        }
    }

    void cellsOfASlide()
    {
        FifteenPuzzle puzzle(FifteenBoard::goal(4));
        QCOMPARE(puzzle.cellsOf("12"), (std::vector<int>{11, 15}));
        QCOMPARE(puzzle.cellsOf("15"), (std::vector<int>{14, 15}));
        QVERIFY(puzzle.cellsOf("1").empty());
        QVERIFY(puzzle.cellsOf("x").empty());
    }

private:
    static void checkParity(const FifteenBoard &board)
    {
        const ProofDrawing drawing = parityDrawing(board);
        const int d = board.dim();
        long long sum = 0;
        for (int cell = 0; cell < board.cellCount(); ++cell) {
            const int tile = board.tileAt(cell);
            int expected = 0;
            for (int after = cell + 1; after < board.cellCount(); ++after)
                expected += board.tileAt(after) != 0 && board.tileAt(after) < tile;
            if (tile == 0)
                expected = cell / d + 1;
            const auto &label = drawing.labels[std::size_t(cell)];
            if (tile == 0 && d % 2 == 1) {
                QVERIFY(!label);
                continue;
            }
            QCOMPARE(label, std::optional<int>(expected));
            sum += *label;
        }
        QCOMPARE(drawing.now, sum);
        QCOMPARE(drawing.goal, d % 2 == 0 ? d : 0);
        QCOMPARE(drawing.now % 2 != drawing.goal % 2, !board.isSolvable());
    }
};

PUZZLEBOX_TEST_GUILESS_MAIN(TestFifteenCoach)
} // namespace tst_fifteencoach
#include "tst_fifteencoach.moc"
