// The Roller-Board solver: the original exercise's examples, optimality proved by brute
// force on every board of small sizes, every board of every size 2..6
// solvable, and the stop and memory limits.

#include "core/roller/rollerfile.h"
#include "core/roller/rollersolver.h"

#include <QDir>
#include <QFile>
#include <QTest>

#include <deque>
#include <random>
#include <map>

using namespace pb;
using namespace pb::roller;

namespace {

RollerPuzzle load(const QString &name)
{
    QFile file(qEnvironmentVariable("PUZZLEBOX_SOURCE_DIR") + QStringLiteral("/tests/data/roller/") + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file.fileName()));
    auto parsed = parseRollerFile(file.readAll().toStdString());
    return std::get<RollerPuzzle>(std::move(parsed));
}

SolveResult solve(const RollerPuzzle &puzzle, SolveOptions options = {})
{
    Progress progress;
    return puzzle.solve(options, std::stop_token(), progress);
}

// Plays `moves` through apply(), as the window and the CLI do; false when one is refused.
bool replaysToSolved(RollerPuzzle puzzle, const std::vector<std::string> &moves)
{
    for (const std::string &move : moves) {
        if (puzzle.apply(move))
            return false;
    }
    return puzzle.isSolved();
}

// The brute force: a breadth-first search over boards as strings of '0'/'1',
// rolled by index arithmetic of its own, so it shares nothing with the solver
// but the rules.
std::map<std::string, int> bruteForceDistances(int height, int width)
{
    const auto roll = [&](const std::string &cells, bool row, int line, int step) {
        std::string out = cells;
        const int length = row ? width : height;
        for (int i = 0; i < length; ++i) {
            const int from = (i + step + length) % length;
            const auto index = [&](int k) { return std::size_t(row ? line * width + k : k * width + line); };
            out[index(i)] = cells[index(from)];
        }
        return out;
    };
    const std::string goal = std::string(std::size_t(width), '1') + std::string(std::size_t((height - 1) * width), '0');
    std::map<std::string, int> distance{{goal, 0}};
    std::deque<std::string> queue{goal};
    while (!queue.empty()) {
        const std::string cells = queue.front();
        queue.pop_front();
        for (const bool row : {true, false}) {
            for (int line = 0; line < (row ? height : width); ++line) {
                for (const int step : {1, -1}) {
                    const std::string next = roll(cells, row, line, step);
                    if (distance.emplace(next, distance[cells] + 1).second)
                        queue.push_back(next);
                }
            }
        }
    }
    return distance;
}

RollerPuzzle fromString(int height, int width, const std::string &cells)
{
    RollerBits bits = 0;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        if (cells[i] == '1')
            bits |= RollerBits(1) << i;
    }
    return RollerPuzzle(height, width, bits);
}

} // namespace

class TestRollerSolver : public QObject {
    Q_OBJECT

private slots:
    // The seed: 4x4diag.rbd "4 moves", 5x5lhs.rbd "8 moves", and -v 3x3crn.rbd
    // shows boards 0 to 4.
    void exerciseExamples_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("rolls");
        QTest::newRow("3x3crn") << QStringLiteral("3x3crn.rbd") << 4;
        QTest::newRow("4x4diag") << QStringLiteral("4x4diag.rbd") << 4;
        QTest::newRow("5x5lhs") << QStringLiteral("5x5lhs.rbd") << 8;
    }

    void exerciseExamples()
    {
        QFETCH(QString, file);
        QFETCH(int, rolls);
        const RollerPuzzle puzzle = load(file);
        const SolveResult result = solve(puzzle);
        QCOMPARE(result.status, SolveStatus::Solved);
        QVERIFY(result.optimal);
        QCOMPARE(int(result.moves.size()), rolls);
        QVERIFY(replaysToSolved(puzzle, result.moves));
    }

    // The other public examples. Where a name gives the depth ("m10") it agrees;
    // the rest are the solver's own figures, optimal by the same search that
    // optimalOnEveryBoard checks by brute force.
    void publicExamples_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("rolls");
        QTest::newRow("4x4lr") << QStringLiteral("4x4lr.rbd") << 6;
        QTest::newRow("5x4id") << QStringLiteral("5x4id.rbd") << 7;
        QTest::newRow("5x5ex") << QStringLiteral("5x5ex.rbd") << 9;
        QTest::newRow("5x5m10") << QStringLiteral("5x5m10.rbd") << 10;
        QTest::newRow("5x5plus") << QStringLiteral("5x5plus.rbd") << 9;
        QTest::newRow("6x2m5") << QStringLiteral("6x2m5.rbd") << 5;
        QTest::newRow("6x6m10") << QStringLiteral("6x6m10.rbd") << 10;
        QTest::newRow("6x6m4") << QStringLiteral("6x6m4.rbd") << 4;
        QTest::newRow("6x6m6") << QStringLiteral("6x6m6.rbd") << 6;
    }

    void publicExamples()
    {
        QFETCH(QString, file);
        QFETCH(int, rolls);
        const RollerPuzzle puzzle = load(file);
        const SolveResult result = solve(puzzle);
        QCOMPARE(result.status, SolveStatus::Solved);
        QCOMPARE(int(result.moves.size()), rolls);
        QVERIFY(replaysToSolved(puzzle, result.moves));
    }

    void solvedBoardNeedsNoRoll()
    {
        const SolveResult result = solve(RollerPuzzle::solvedBoard(4, 3));
        QCOMPARE(result.status, SolveStatus::Solved);
        QVERIFY(result.moves.empty());
        QVERIFY(result.optimal);
    }

    // Every board of these sizes: the solver's length equals the brute-force
    // distance, and its rolls really solve the board.
    void optimalOnEveryBoard_data()
    {
        QTest::addColumn<int>("height");
        QTest::addColumn<int>("width");
        for (const auto &[height, width] : {std::pair{2, 2}, {2, 5}, {3, 3}, {4, 3}, {3, 4}, {4, 4}, {6, 2}})
            QTest::addRow("%dx%d", height, width) << height << width;
    }

    void optimalOnEveryBoard()
    {
        QFETCH(int, height);
        QFETCH(int, width);
        const std::map<std::string, int> distance = bruteForceDistances(height, width);
        // Every W-subset of the cells is a board; the brute force must reach them all.
        std::string cells = std::string(std::size_t(height * width - width), '0') + std::string(std::size_t(width), '1');
        int boards = 0;
        do {
            const auto found = distance.find(cells);
            QVERIFY2(found != distance.end(), cells.c_str());
            const RollerPuzzle puzzle = fromString(height, width, cells);
            const SolveResult result = solve(puzzle);
            QCOMPARE(result.status, SolveStatus::Solved);
            QVERIFY(result.optimal);
            QCOMPARE(int(result.moves.size()), found->second);
            QVERIFY(replaysToSolved(puzzle, result.moves));
            ++boards;
        } while (std::next_permutation(cells.begin(), cells.end()));
        QCOMPARE(std::size_t(boards), distance.size());
    }

    // Runs before everyBoardIsReachable (Qt Test keeps the declaration order),
    // so no table of 5 x 6 exists yet and one would have to be built.
    void memoryBudget()
    {
        SolveOptions options;
        options.memoryBudgetBytes = std::size_t(1) << 20;
        std::mt19937 random(3);
        const SolveResult result = solve(RollerPuzzle::randomBoard(5, 6, random), options);
        QCOMPARE(result.status, SolveStatus::LimitReached);
        QCOMPARE(result.reason.toString(),
                 std::string("Solving a 5 x 6 board needs 6 MB for its table of distances, more than the memory budget of 1 MB"));
    }

    // Every board of every size the game offers can be solved, so a random
    // board is always a fair game.
    void everyBoardIsReachable()
    {
        for (int height = 2; height <= kMaxSide; ++height) {
            for (int width = 2; width <= kMaxSide; ++width) {
                Progress progress;
                const DistanceTable *table = sharedDistanceTable(height, width, std::stop_token(), progress);
                QVERIFY(table);
                QCOMPARE(table->reachable(), table->states());
                QVERIFY(table->maxDistance() > 0);
            }
        }
        Progress progress;
        const DistanceTable *table = sharedDistanceTable(6, 6, std::stop_token(), progress);
        QCOMPARE(table->states(), std::size_t(1947792)); // C(36, 6)
    }

    void stopsWhenAsked()
    {
        std::stop_source source;
        source.request_stop();
        Progress progress;
        QVERIFY(!DistanceTable::build(6, 5, source.get_token(), progress));
    }

    void oneByOneAndLines()
    {
        QCOMPARE(solve(RollerPuzzle::solvedBoard(1, 1)).moves.size(), std::size_t(0));
        // A single column with its one in the middle: two rolls either way.
        const SolveResult result = solve(RollerPuzzle(5, 1, 0b00100));
        QCOMPARE(result.moves.size(), std::size_t(2));
    }
};

QTEST_GUILESS_MAIN(TestRollerSolver)
#include "tst_rollersolver.moc"
