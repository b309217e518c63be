// The Roller-Board solver: the original exercise's examples, optimality proved by brute
// force on every board of small sizes, every board of every size 2..6
// solvable, the stop and memory limits, and the file that keeps a large
// size's table between processes.

#include "core/roller/rollerfile.h"
#include "core/roller/rollersolver.h"
#include "testmain.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <deque>
#include <fstream>
#include <random>
#include <map>

namespace tst_rollersolver {

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

// Every board of the size, the `width`-subsets of its cells in increasing
// order (Gosper's hack), handed to `visit`.
template<class Visit>
void forEveryBoard(int height, int width, Visit visit)
{
    const RollerBits end = RollerBits(1) << (height * width);
    for (RollerBits cells = lowBits(width); cells < end;) {
        visit(cells);
        const RollerBits lowest = cells & -cells;
        const RollerBits ripple = cells + lowest;
        cells = (((ripple ^ cells) >> 2) / lowest) | ripple;
    }
}

// The distance of every board of the two tables is the same, and so is what
// they say about themselves.
bool sameTable(const DistanceTable &a, const DistanceTable &b)
{
    if (a.height() != b.height() || a.width() != b.width() || a.states() != b.states()
        || a.reachable() != b.reachable() || a.maxDistance() != b.maxDistance())
        return false;
    std::size_t boards = 0;
    bool same = true;
    forEveryBoard(a.height(), a.width(), [&](RollerBits cells) {
        ++boards;
        same = same && a.distance(cells) == b.distance(cells);
    });
    return same && boards == a.states();
}

std::filesystem::path pathOf(const QTemporaryDir &dir)
{
    return std::filesystem::path(QFile::encodeName(dir.path()).toStdString());
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

    // Written after the build, read back by the next process: equal on every
    // board, also for the sizes just over and far over the threshold.
    void cacheFileHoldsTheBuiltTable_data()
    {
        QTest::addColumn<int>("height");
        QTest::addColumn<int>("width");
        for (const auto &[height, width] : {std::pair{6, 6}, {6, 5}, {4, 6}})
            QTest::addRow("%dx%d", height, width) << height << width;
    }

    void cacheFileHoldsTheBuiltTable()
    {
        QFETCH(int, height);
        QFETCH(int, width);
        QVERIFY(DistanceTable::worthCaching(height, width));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::filesystem::path cache = pathOf(dir) / "cache";
        const std::filesystem::path file = DistanceTable::cacheFile(cache, height, width);
        Progress progress;
        QVERIFY(!DistanceTable::load(file, height, width));
        const auto built = loadOrBuildDistanceTable(cache, height, width, std::stop_token(), progress);
        QVERIFY(built);
        QVERIFY(std::filesystem::exists(file));
        // Nothing but the table's own file is left behind.
        QCOMPARE(std::distance(std::filesystem::directory_iterator(cache), {}), 1);
        const auto loaded = DistanceTable::load(file, height, width);
        QVERIFY(loaded);
        QVERIFY(sameTable(*built, *loaded));
        QCOMPARE(loaded->expanded(), built->expanded());
        // The file is not taken for another size's.
        if (height != width)
            QVERIFY(!DistanceTable::load(file, width, height));
        QVERIFY(!DistanceTable::load(file, height - 1, width));
    }

    // A small size builds faster than it reads, so it gets no file.
    void smallSizesAreNotCached()
    {
        QVERIFY(!DistanceTable::worthCaching(5, 5));
        QVERIFY(!DistanceTable::worthCaching(6, 4));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        Progress progress;
        QVERIFY(loadOrBuildDistanceTable(pathOf(dir), 5, 5, std::stop_token(), progress));
        QVERIFY(std::filesystem::is_empty(pathOf(dir)));
    }

    // Each kind of damage is noticed, the table is built instead, and the file
    // is sound again afterwards.
    void damagedCacheFileIsRebuilt_data()
    {
        QTest::addColumn<QString>("damage");
        for (const char *damage : {"truncated", "longer", "flipped byte", "flipped checksum",
                                   "wrong magic", "wrong version", "other size", "empty"})
            QTest::newRow(damage) << QString::fromLatin1(damage);
    }

    void damagedCacheFileIsRebuilt()
    {
        QFETCH(QString, damage);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::filesystem::path file = DistanceTable::cacheFile(pathOf(dir), 6, 5);
        Progress progress;
        const auto built = loadOrBuildDistanceTable(pathOf(dir), 6, 5, std::stop_token(), progress);
        QVERIFY(built);
        const auto size = std::filesystem::file_size(file);
        QVERIFY(DistanceTable::load(file, 6, 5));

        const auto flip = [&](std::uintmax_t at) {
            std::fstream out(file, std::ios::in | std::ios::out | std::ios::binary);
            out.seekg(std::streamoff(at));
            const char byte = char(out.get());
            out.seekp(std::streamoff(at));
            out.put(char(byte ^ 0x10));
        };
        if (damage == "truncated") {
            std::filesystem::resize_file(file, size - 3);
        } else if (damage == "longer") {
            std::filesystem::resize_file(file, size + 1);
        } else if (damage == "flipped byte") {
            flip(size / 2);
        } else if (damage == "flipped checksum") {
            flip(24); // after the magic, version, layout length and payload length
        } else if (damage == "wrong magic") {
            flip(0);
        } else if (damage == "wrong version") {
            flip(8);
        } else if (damage == "other size") {
            // A sound file of 5 x 6 under 6 x 5's name.
            QVERIFY(loadOrBuildDistanceTable(pathOf(dir), 5, 6, std::stop_token(), progress));
            std::filesystem::copy_file(DistanceTable::cacheFile(pathOf(dir), 5, 6), file,
                                       std::filesystem::copy_options::overwrite_existing);
        } else if (damage == "empty") {
            std::filesystem::resize_file(file, 0);
        }
        QVERIFY(!DistanceTable::load(file, 6, 5));

        const auto rebuilt = loadOrBuildDistanceTable(pathOf(dir), 6, 5, std::stop_token(), progress);
        QVERIFY(rebuilt);
        QVERIFY(sameTable(*built, *rebuilt));
        QCOMPARE(std::filesystem::file_size(file), size);
        const auto reread = DistanceTable::load(file, 6, 5);
        QVERIFY(reread);
        QVERIFY(sameTable(*built, *reread));
    }

    // Without a cache directory the table stays in memory: nothing appears in
    // the working directory (an empty path joined with a name would be
    // relative to it).
    void noCacheDirectoryWritesNoFile()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString before = QDir::currentPath();
        QVERIFY(QDir::setCurrent(dir.path()));
        Progress progress;
        const auto table = loadOrBuildDistanceTable({}, 6, 5, std::stop_token(), progress);
        QVERIFY(QDir::setCurrent(before));
        QVERIFY(table);
        QCOMPARE(table->reachable(), table->states());
        QVERIFY(std::filesystem::is_empty(pathOf(dir)));
    }

    // The solver reads its table through options.cacheDirectory. Runs before
    // everyBoardIsReachable (Qt Test keeps the declaration order), so no
    // shared 4 x 6 table exists yet.
    void solveUsesTheCacheDirectory()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        SolveOptions options;
        options.cacheDirectory = pathOf(dir);
        std::mt19937 random(5);
        const RollerPuzzle puzzle = RollerPuzzle::randomBoard(4, 6, random);
        const SolveResult result = solve(puzzle, options);
        QCOMPARE(result.status, SolveStatus::Solved);
        QVERIFY(replaysToSolved(puzzle, result.moves));
        const auto file = DistanceTable::cacheFile(pathOf(dir), 4, 6);
        const auto loaded = DistanceTable::load(file, 4, 6);
        QVERIFY(loaded);
        QCOMPARE(std::size_t(loaded->distance(puzzle.cells())), result.moves.size());
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
                 std::string("Solving a 5 × 6 board needs 6 MiB for its table of distances, more than the memory budget of 1 MiB"));
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

PUZZLEBOX_TEST_GUILESS_MAIN(TestRollerSolver)
} // namespace tst_rollersolver
#include "tst_rollersolver.moc"
