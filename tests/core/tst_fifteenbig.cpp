// Fifteen from 6 x 6 up (issue 44): the lower bound of conflictbound.h never
// above a proved shortest solution (every 3 x 3 distance from the table, Korf's
// hundred 4 x 4 optima, boards of 4 x 4 up a few moves from the goal by IDA*
// written here), its last-moves rule case by case; the beam
// search's and solveBig()'s lines replayed and never shorter than the bound;
// Stop and a small memory budget.

#include "core/fifteen/beamsearch.h"
#include "core/fifteen/bigsolver.h"
#include "core/fifteen/conflictbound.h"
#include "core/fifteen/eighttable.h"
#include "core/fifteen/fifteenpuzzle.h"
#include "core/fifteen/fifteensolver.h"
#include "testmain.h"
#include "../watchdog.h"
#include "../../bench/korf100.h"

#include <QTest>

#include <algorithm>
#include <array>
#include <limits>
#include <numeric>
#include <random>
#include <thread>

namespace tst_fifteenbig {

using namespace pb;
using namespace pb::fifteen;

namespace {

// Whether the blank can visit `cells` in turn, one slide each.
bool legal(FifteenBoard board, const std::vector<int> &cells)
{
    for (const int cell : cells) {
        if (board.tileAt(cell) == 0 || !board.canSlide(board.tileAt(cell)))
            return false;
        board.moveBlankTo(cell);
    }
    return true;
}

bool solves(FifteenBoard board, const std::vector<int> &cells)
{
    if (!legal(board, cells))
        return false;
    for (const int cell : cells)
        board.moveBlankTo(cell);
    return board.isGoal();
}

// The goal after `moves` random slides that never undo the one before.
FifteenBoard scrambled(int dim, int moves, std::uint64_t seed)
{
    std::mt19937_64 random(seed);
    FifteenBoard board(dim);
    int last = -1;
    for (int i = 0; i < moves; ++i) {
        std::vector<int> tiles = board.movableTiles();
        std::erase(tiles, last);
        last = tiles[random() % tiles.size()];
        board.slide(last);
    }
    return board;
}

// The fewest moves, by IDA* on the Manhattan distance (admissible without
// doubt); for boards a few dozen moves from the goal.
class Shortest {
public:
    explicit Shortest(FifteenBoard board)
        : m_board(board)
    {
    }

    int length()
    {
        for (int limit = m_board.manhattan();; limit += 2) {
            if (search(0, limit, -1))
                return limit;
        }
    }

private:
    bool search(int moves, int limit, int previous)
    {
        const int distance = m_board.manhattan();
        if (distance == 0)
            return true;
        if (moves + distance > limit)
            return false;
        for (const int tile : m_board.movableTiles()) {
            if (tile == previous)
                continue;
            const int blank = m_board.blank();
            m_board.slide(tile);
            const bool found = search(moves + 1, limit, tile);
            m_board.moveBlankTo(blank);
            if (found)
                return true;
        }
        return false;
    }

    FifteenBoard m_board;
};

} // namespace

class TestFifteenBig : public QObject {
    Q_OBJECT

private slots:
    void boundNeverAboveTheShortestOnThreeByThree()
    {
        // Every solvable 3 x 3 board, against its distance in the table.
        const EightTable &table = EightTable::instance();
        std::array<int, 9> order{};
        std::iota(order.begin(), order.end(), 0);
        int boards = 0;
        int detours = 0;
        do {
            const FifteenBoard board(3, std::vector<int>(order.begin(), order.end()));
            if (board.unsolvableReason())
                continue;
            EightTable::Tiles tiles{};
            for (int cell = 0; cell < 9; ++cell)
                tiles[std::size_t(cell)] = std::uint8_t(order[std::size_t(cell)]);
            const int shortest = table.distance(tiles);
            const int bound = conflictBound(board);
            if (bound > shortest || bound % 2 != shortest % 2 || bound < board.manhattan()) {
                QStringList cells;
                for (const int tile : order)
                    cells << QString::number(tile);
                QFAIL(qPrintable(QStringLiteral("%1: bound %2, shortest %3").arg(cells.join(u' ')).arg(bound).arg(shortest)));
            }
            ++boards;
            detours += pb::fifteen::lastMoveDetour(tiles.data(), 3) > 0;
        } while (std::next_permutation(order.begin(), order.end()));
        QCOMPARE(boards, 181440);
        QVERIFY(detours > 0);
    }

    void boundNeverAboveKorfsOptima()
    {
        for (const auto &instance : bench::kKorf100) {
            const FifteenBoard board = bench::toOurs(instance);
            const int bound = conflictBound(board);
            QVERIFY2(bound <= instance.optimal, qPrintable(QStringLiteral("bound %1, shortest %2").arg(bound).arg(instance.optimal)));
            QCOMPARE(bound % 2, instance.optimal % 2);
        }
    }

    void lastMoveDetour_data()
    {
        // 4 x 4 boards, reading order, 0 the blank: tile 15's home is left of
        // the blank's home corner, tile 12's above it.
        QTest::addColumn<QList<int>>("tiles");
        QTest::addColumn<int>("detour");
        QTest::addRow("goal") << QList<int>{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0} << 0;
        QTest::addRow("both far") << QList<int>{15, 12, 3, 4, 5, 6, 7, 8, 9, 10, 11, 2, 13, 14, 1, 0} << 2;
        QTest::addRow("15 in its home column")
            << QList<int>{1, 12, 15, 4, 5, 6, 7, 8, 9, 10, 11, 2, 13, 14, 3, 0} << 0;
        QTest::addRow("12 in its home row")
            << QList<int>{15, 2, 3, 4, 5, 6, 7, 8, 12, 10, 11, 9, 13, 14, 1, 0} << 0;
        QTest::addRow("15 in the corner's column")
            << QList<int>{1, 12, 3, 15, 5, 6, 7, 8, 9, 10, 11, 2, 13, 14, 4, 0} << 0;
        QTest::addRow("12 in the corner's row")
            << QList<int>{15, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 12, 14, 1, 0} << 0;
        QTest::addRow("one column and one row short of them")
            << QList<int>{1, 2, 3, 4, 5, 15, 12, 8, 9, 10, 11, 7, 13, 14, 6, 0} << 2;
    }
    void lastMoveDetour()
    {
        QFETCH(QList<int>, tiles);
        QFETCH(int, detour);
        std::vector<std::uint8_t> cells(tiles.begin(), tiles.end());
        QCOMPARE(pb::fifteen::lastMoveDetour(cells.data(), 4), detour);
    }

    void boundNeverAboveTheShortestNearTheGoal_data()
    {
        QTest::addColumn<int>("dim");
        QTest::addColumn<int>("moves");
        for (const int dim : {4, 6, 7, 9}) {
            for (const int moves : {12, 24, 36})
                QTest::addRow("%dx%d, %d moves", dim, dim, moves) << dim << moves;
        }
    }
    void boundNeverAboveTheShortestNearTheGoal()
    {
        QFETCH(int, dim);
        QFETCH(int, moves);
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            const FifteenBoard board = scrambled(dim, moves, seed);
            const int shortest = Shortest(board).length();
            const int bound = conflictBound(board);
            QVERIFY2(bound <= shortest, qPrintable(QStringLiteral("bound %1, shortest %2").arg(bound).arg(shortest)));
            QCOMPARE(bound % 2, shortest % 2);
        }
    }

    void conflictsOfOneLine_data()
    {
        QTest::addColumn<QList<int>>("positions");
        QTest::addColumn<int>("exits");
        const int off = kOffLine;
        QTest::addRow("in order") << QList<int>{0, 1, 2, 3} << 0;
        QTest::addRow("one pair reversed") << QList<int>{1, 0, 2, 3} << 1;
        QTest::addRow("reversed") << QList<int>{3, 2, 1, 0} << 3;
        QTest::addRow("strangers ignored") << QList<int>{2, off, 0, off, 1} << 1;
        QTest::addRow("longest run kept") << QList<int>{4, 0, 1, 2, 3} << 1;
    }
    void conflictsOfOneLine()
    {
        QFETCH(QList<int>, positions);
        QFETCH(int, exits);
        std::vector<std::uint8_t> line;
        for (const int position : positions)
            line.push_back(std::uint8_t(position));
        QCOMPARE(lineExits(line.data(), int(line.size())), exits);
    }

    // Every line of up to nine cells, with tiles of the line in every order
    // and strangers between: the exits are the tiles less the longest
    // increasing run, found here the slow way (each tile's longest run ending
    // at it).
    void conflictsOfEveryLineAgreeWithTheLongestRun()
    {
        std::mt19937 random(44);
        for (int round = 0; round < 20000; ++round) {
            const int count = 1 + int(random() % kMaxDim);
            std::vector<std::uint8_t> line(std::size_t(count), kOffLine);
            std::vector<std::uint8_t> positions(static_cast<std::size_t>(count));
            std::iota(positions.begin(), positions.end(), std::uint8_t(0));
            std::shuffle(positions.begin(), positions.end(), random);
            for (int i = 0; i < count; ++i) {
                if (random() % 4 != 0)
                    line[std::size_t(i)] = positions[std::size_t(i)];
            }
            std::vector<int> longestEndingAt(line.size(), 0);
            int longest = 0;
            int inLine = 0;
            for (std::size_t i = 0; i < line.size(); ++i) {
                if (line[i] == kOffLine)
                    continue;
                ++inLine;
                longestEndingAt[i] = 1;
                for (std::size_t j = 0; j < i; ++j) {
                    if (line[j] != kOffLine && line[j] < line[i])
                        longestEndingAt[i] = std::max(longestEndingAt[i], longestEndingAt[j] + 1);
                }
                longest = std::max(longest, longestEndingAt[i]);
            }
            QCOMPARE(lineExits(line.data(), count), inLine - longest);
        }
    }

    void beamLinesReachTheGoal_data()
    {
        QTest::addColumn<int>("dim");
        for (int dim = 6; dim <= kMaxDim; ++dim)
            QTest::addRow("%dx%d", dim, dim) << dim;
    }
    void beamLinesReachTheGoal()
    {
        QFETCH(int, dim);
        for (std::uint64_t seed = 1; seed <= 2; ++seed) {
            const FifteenBoard board = FifteenBoard::randomSolvable(dim, seed);
            Progress progress;
            // Narrow beams and little polishing: the lines, not their length.
            const auto cells = solveBig(board, nullptr, std::size_t(64) << 20, {}, progress, BigSolverTuning{100, 20'000});
            QVERIFY(cells);
            QVERIFY(solves(board, *cells));
            QVERIFY(int(cells->size()) >= conflictBound(board));
            QCOMPARE(int(cells->size()) % 2, conflictBound(board) % 2);
            QVERIFY(progress.nodes.load() > 0);
        }
    }

    // A stage brings its rows and columns home, one of each or `lines` at
    // once, and never moves the blank into those solved before.
    void stageBeamsSolveTheirLinesAndLeaveTheSolvedAlone_data()
    {
        QTest::addColumn<int>("seed");
        QTest::addColumn<int>("lines");
        QTest::addColumn<QList<int>>("firstLines");
        QTest::newRow("a row and a column a stage") << 11 << 1 << QList<int>{0, 1, 2};
        QTest::newRow("two rows and columns a stage") << 12 << 2 << QList<int>{0, 2};
    }

    void stageBeamsSolveTheirLinesAndLeaveTheSolvedAlone()
    {
        QFETCH(int, seed);
        QFETCH(int, lines);
        QFETCH(QList<int>, firstLines);
        FifteenBoard reached = FifteenBoard::randomSolvable(8, std::uint64_t(seed));
        for (const int first : firstLines) {
            Progress progress;
            const FifteenBoard before = reached;
            const auto end = solveByBeam(reached, BeamOptions{.width = 300, .memoryBudgetBytes = std::size_t(64) << 20,
                                                              .firstLine = first, .firstLinesOnly = true, .lines = lines},
                                         {}, progress);
            QVERIFY(end);
            QVERIFY(end->reachedGoal);
            QVERIFY(legal(reached, end->cells));
            for (const int cell : end->cells) {
                QVERIFY(cell / 8 >= first && cell % 8 >= first);
                reached.moveBlankTo(cell);
            }
            for (int cell = 0; cell < 64; ++cell) {
                const int nearer = std::min(cell / 8, cell % 8);
                if (nearer < first)
                    QCOMPARE(reached.tileAt(cell), before.tileAt(cell));
                else if (nearer < first + lines)
                    QCOMPARE(reached.tileAt(cell), cell + 1);
            }
        }
    }

    // Each stage plan after the first stage adds a line and the shortest is
    // kept: a second plan never gives a longer line. A plan asking for more
    // rows and columns than the stages have left still ends in the goal.
    void stagePlansKeepTheShortestLine()
    {
        const FifteenBoard board = FifteenBoard::randomSolvable(9, 7);
        std::size_t previous = std::numeric_limits<std::size_t>::max();
        for (const auto &plans : std::vector<std::vector<std::vector<int>>>{{{1, 1}}, {{1, 1}, {2}}, {{1, 1}, {2}, {7}}}) {
            Progress progress;
            const BigSolverTuning tuning{.beamWidth = 300,
                                         .polishNodes = 0,
                                         .stageWidth = 300,
                                         .wholeBoardSize = 6,
                                         .stagePlans = plans,
                                         .threads = 1};
            const auto cells = solveBig(board, nullptr, std::size_t(64) << 20, {}, progress, tuning);
            QVERIFY(cells);
            QVERIFY(solves(board, *cells));
            QVERIFY(cells->size() <= previous);
            previous = cells->size();
        }
    }

    void stagedLinesReachTheGoal_data()
    {
        QTest::addColumn<int>("dim");
        QTest::addColumn<int>("wholeBoardSize");
        QTest::addRow("8x8, stages down to 6x6") << 8 << 6;
        QTest::addRow("9x9, stages down to 5x5") << 9 << 5;
        QTest::addRow("9x9, stages to the end") << 9 << 0;
    }
    void stagedLinesReachTheGoal()
    {
        QFETCH(int, dim);
        QFETCH(int, wholeBoardSize);
        const FifteenBoard board = FifteenBoard::randomSolvable(dim, 4);
        Progress progress;
        const BigSolverTuning tuning{
            .beamWidth = 100, .polishNodes = 20'000, .stageWidth = 100, .wholeBoardSize = wholeBoardSize};
        const auto cells = solveBig(board, nullptr, std::size_t(64) << 20, {}, progress, tuning);
        QVERIFY(cells);
        QVERIFY(solves(board, *cells));
        QVERIFY(int(cells->size()) >= conflictBound(board));
        QCOMPARE(int(cells->size()) % 2, conflictBound(board) % 2);
    }

    // Two threads score each layer's children, in two halves: the line must
    // be the one a single thread finds, stages and the whole-board beam alike
    // (wide enough that the layers are split).
    void twoThreadsFindTheSameLine_data()
    {
        QTest::addColumn<int>("dim");
        QTest::addRow("7x7, the whole board") << 7;
        QTest::addRow("8x8, stages") << 8;
    }
    void twoThreadsFindTheSameLine()
    {
        QFETCH(int, dim);
        const FifteenBoard board = FifteenBoard::randomSolvable(dim, 5);
        std::vector<std::vector<int>> lines;
        for (const int threads : {1, 2}) {
            Progress progress;
            BigSolverTuning tuning = defaultBigTuning(dim);
            tuning.beamWidth = 1500;
            tuning.stageWidth = tuning.stageWidth > 0 ? 1500 : 0;
            // Polished too: in two halves, the second on the other thread.
            tuning.polishNodes = 300'000;
            tuning.answerWithin = {};
            tuning.threads = threads;
            const auto cells = solveBig(board, nullptr, std::size_t(64) << 20, {}, progress, tuning);
            QVERIFY(cells);
            QVERIFY(solves(board, *cells));
            lines.push_back(*cells);
        }
        QCOMPARE(lines[1], lines[0]);
    }

    // The polishing stops at answerWithin, keeping the line it has: a node
    // budget it would take hours to spend still gives an answer, a line that
    // solves the board. Only a polishing that ignored the time would meet the
    // watchdog.
    void polishingStopsInTime()
    {
        const FifteenBoard board = FifteenBoard::randomSolvable(7, 8);
        const Watchdog watchdog(std::chrono::seconds(120));
        BigSolverTuning tuning = defaultBigTuning(7);
        tuning.beamWidth = 500;
        tuning.polishNodes = std::uint64_t(1) << 50;
        tuning.answerWithin = std::chrono::milliseconds(300);
        Progress progress;
        const auto cells = solveBig(board, nullptr, std::size_t(64) << 20, watchdog.token(), progress, tuning);
        QVERIFY(!watchdog.barked());
        QVERIFY(cells);
        QVERIFY(solves(board, *cells));
    }

    // The mirror in the main diagonal keeps the goal the goal, is its own
    // inverse, and keeps the distance from the goal, so a line of either
    // board serves the other.
    void mirroringInTheDiagonalKeepsTheGoal()
    {
        for (const int dim : {3, 4, 6, 9}) {
            QVERIFY(FifteenBoard::goal(dim).mirroredInDiagonal().isGoal());
            const FifteenBoard board = FifteenBoard::randomSolvable(dim, 4);
            const FifteenBoard mirror = board.mirroredInDiagonal();
            QVERIFY(mirror.mirroredInDiagonal() == board);
            QCOMPARE(mirror.manhattan(), board.manhattan());
            QCOMPARE(mirror.blank(), FifteenBoard::diagonalMirror(board.blank(), dim));
        }
    }

    // Each variant adds a line (moves tried the other way round, the board
    // turned over its diagonal), and the shortest is kept: more variants never
    // give a longer line, and every line kept solves the board itself.
    void variantsKeepTheShortestLine()
    {
        const FifteenBoard board = FifteenBoard::randomSolvable(8, 6);
        std::size_t previous = std::numeric_limits<std::size_t>::max();
        for (int variants = 1; variants <= 4; ++variants) {
            Progress progress;
            const BigSolverTuning tuning{.beamWidth = 300,
                                         .polishNodes = 0,
                                         .stageWidth = 300,
                                         .wholeBoardSize = 6,
                                         .threads = 1,
                                         .variants = variants};
            const auto cells = solveBig(board, nullptr, std::size_t(64) << 20, {}, progress, tuning);
            QVERIFY(cells);
            QVERIFY(solves(board, *cells));
            QVERIFY(cells->size() <= previous);
            previous = cells->size();
        }
    }

    void answerCarriesTheBound()
    {
        // A 6 x 6 board near the goal: the app's answer, with its bound, against
        // the shortest.
        const FifteenBoard board = scrambled(6, 30, 7);
        Progress progress;
        const SolveResult result = FifteenPuzzle(board).solve({}, {}, progress);
        QCOMPARE(result.status, SolveStatus::Solved);
        QVERIFY(result.lowerBound);
        QCOMPARE(*result.lowerBound, conflictBound(board));
        const int shortest = Shortest(board).length();
        QVERIFY(*result.lowerBound <= shortest);
        QVERIFY(shortest <= int(result.moves.size()));
        QCOMPARE(result.optimal, *result.lowerBound == int(result.moves.size()));
    }

    void stopEndsTheBeam()
    {
        const FifteenBoard board = FifteenBoard::randomSolvable(9, 3);
        Progress progress;
        std::stop_source stopped;
        stopped.request_stop();
        QVERIFY(!solveByBeam(board, BeamOptions{1000, std::size_t(64) << 20}, stopped.get_token(), progress));
        QVERIFY(!solveBig(board, nullptr, std::size_t(64) << 20, stopped.get_token(), progress, defaultBigTuning(9)));

        // Stopped while it searches: the answer is Stopped, never Unsolvable.
        std::stop_source stop;
        std::jthread stopper([&] {
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
            stop.request_stop();
        });
        const SolveResult result = FifteenPuzzle(board).solve({}, stop.get_token(), progress);
        QCOMPARE(result.status, SolveStatus::Stopped);
        QVERIFY(result.moves.empty());
    }

    void smallBudgetStillAnswers_data()
    {
        QTest::addColumn<int>("budgetKiB");
        QTest::addRow("none") << 0;
        QTest::addRow("256 KiB") << 256;
        QTest::addRow("4 MiB") << 4096;
    }
    void smallBudgetStillAnswers()
    {
        QFETCH(int, budgetKiB);
        const FifteenBoard board = FifteenBoard::randomSolvable(7, 5);
        const std::size_t budget = std::size_t(budgetKiB) << 10;
        Progress progress;
        // The beam stops where its next layer would pass the budget, with the
        // line to the best board it reached.
        const auto end = solveByBeam(board, BeamOptions{2000, budget}, {}, progress);
        QVERIFY(end);
        QVERIFY(legal(board, end->cells));
        QCOMPARE(end->reachedGoal, solves(board, end->cells));
        if (budget < beamBytes(7, 2000, 0))
            QVERIFY(end->cells.empty());

        SolveOptions options;
        options.memoryBudgetBytes = budget;
        const SolveResult result = FifteenPuzzle(board).solve(options, {}, progress);
        QCOMPARE(result.status, SolveStatus::Solved);
        QVERIFY(result.lowerBound);
        FifteenPuzzle puzzle(board);
        for (const std::string &move : result.moves)
            QVERIFY(!puzzle.apply(move));
        QVERIFY(puzzle.isSolved());
    }
};

PUZZLEBOX_TEST_GUILESS_MAIN(TestFifteenBig)
} // namespace tst_fifteenbig
#include "tst_fifteenbig.moc"
