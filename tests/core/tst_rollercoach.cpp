// Roller-Board's coach (RollerPuzzle::assess()) against a breadth-first search
// written here: on every position of a few played games the exact rolls from
// solved; a roll away from the goal judged to cost two; every board of the
// sizes played reachable, as the coach's fact says; the cells of a roll.

#include "core/roller/rollerpuzzle.h"
#include "testmain.h"

#include <QTest>

#include <deque>
#include <random>
#include <unordered_map>

namespace tst_rollercoach {

using namespace pb;
using namespace pb::roller;

namespace {

// The fewest rolls from solved of every board of one size, by a search from
// the solved board over the rules' own moves (a roll's inverse is a roll).
std::unordered_map<RollerBits, int> distancesFromSolved(int height, int width)
{
    std::unordered_map<RollerBits, int> distance;
    const RollerPuzzle solved = RollerPuzzle::solvedBoard(height, width);
    std::deque<RollerPuzzle> queue{solved};
    distance[solved.cells()] = 0;
    while (!queue.empty()) {
        const RollerPuzzle board = queue.front();
        queue.pop_front();
        for (const std::string &move : board.legalMoves()) {
            RollerPuzzle next = board;
            next.apply(move);
            if (distance.emplace(next.cells(), distance[board.cells()] + 1).second)
                queue.push_back(next);
        }
    }
    return distance;
}

Assessment assessed(const RollerPuzzle &puzzle)
{
    Progress progress;
    return puzzle.assess(AssessOptions{}, {}, progress);
}

std::size_t boardsOf(int height, int width)
{
    std::size_t count = 1;
    for (int k = 0; k < width; ++k)
        count = count * std::size_t(height * width - k) / std::size_t(k + 1);
    return count;
}

} // namespace

class TestRollerCoach : public QObject {
    Q_OBJECT

private slots:
    void verdictAgreesWithFullSolve_data()
    {
        QTest::addColumn<int>("height");
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("seed");
        QTest::newRow("3x3") << 3 << 3 << 1;
        QTest::newRow("4x4") << 4 << 4 << 2;
        QTest::newRow("5x4") << 5 << 4 << 3;
        QTest::newRow("3x5") << 3 << 5 << 4;
    }

    // A game from a random board: a player's random rolls, then the solver's
    // line home, each position checked.
    void verdictAgreesWithFullSolve()
    {
        QFETCH(int, height);
        QFETCH(int, width);
        QFETCH(int, seed);
        const auto distance = distancesFromSolved(height, width);
        QCOMPARE(distance.size(), boardsOf(height, width));
        std::mt19937 random{std::uint32_t(seed)};
        RollerPuzzle puzzle = RollerPuzzle::randomBoard(height, width, random);
        for (int roll = 0; roll < 30 && !puzzle.isSolved(); ++roll) {
            const Assessment assessment = assessed(puzzle);
            QCOMPARE(assessment.reach, Reach::Reachable);
            QCOMPARE(assessment.distance, std::optional<int>(distance.at(puzzle.cells())));
            QCOMPARE(assessment.verdict.count, distance.at(puzzle.cells()));
            const std::vector<std::string> moves = puzzle.legalMoves();
            Progress progress;
            const std::string move = roll < 8 ? moves[random() % moves.size()]
                                              : puzzle.solve(SolveOptions{}, {}, progress).moves.front();
            RollerPuzzle next = puzzle;
            next.apply(move);
            const int cost = distance.at(next.cells()) + 1 - distance.at(puzzle.cells());
            QCOMPARE(judgeMove(assessment, assessed(next), 1).cost, std::optional<int>(cost));
            puzzle = next;
        }
        QVERIFY(puzzle.isSolved());
        QCOMPARE(assessed(puzzle).distance, std::optional<int>(0));
    }

    void rollAwayCostsTwo()
    {
        RollerPuzzle puzzle = RollerPuzzle::solvedBoard(4, 4);
        puzzle.apply("C1D");
        const Assessment here = assessed(puzzle);
        QCOMPARE(here.distance, std::optional<int>(1));
        RollerPuzzle away = puzzle;
        away.apply("C2D");
        const MoveJudgement judgement = judgeMove(here, assessed(away), 1);
        QCOMPARE(judgement.kind, MoveJudgement::Kind::Kept);
        QCOMPARE(judgement.cost, std::optional<int>(2));
        QCOMPARE(here.facts.size(), std::size_t(2));
        QCOMPARE(here.facts.front().count, 3);
    }

    void cellsOfARoll()
    {
        const RollerPuzzle puzzle = RollerPuzzle::solvedBoard(3, 4);
        QCOMPARE(puzzle.cellsOf("R1L"), (std::vector<int>{4, 5, 6, 7}));
        QCOMPARE(puzzle.cellsOf("C2U"), (std::vector<int>{2, 6, 10}));
        QVERIFY(puzzle.cellsOf("R3L").empty());
        QVERIFY(puzzle.cellsOf("nonsense").empty());
    }
};

PUZZLEBOX_TEST_GUILESS_MAIN(TestRollerCoach)
} // namespace tst_rollercoach
#include "tst_rollercoach.moc"
