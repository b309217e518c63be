// The Fifteen solvers against brute force: every 3 x 3 distance against a
// breadth-first search written here, 4 x 4 positions near the goal against a
// breadth-first search from the goal, a few of Korf's instances against their
// published optima, large-board solutions replayed.

#include "core/common/tablefile.h"
#include "core/fifteen/eighttable.h"
#include "core/fifteen/fifteenpuzzle.h"
#include "core/fifteen/fifteensolver.h"
#include "core/fifteen/largesolver.h"
#include "core/fifteen/patterndatabase.h"
#include "../sanitizer.h"
#include "testmain.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <deque>
#include <fstream>
#include <map>
#include <random>
#include <thread>

#include <sys/stat.h>
#include <unordered_map>

namespace tst_fifteensolver {

using namespace pb;
using namespace pb::fifteen;

namespace {

// A board as a string of tile numbers, one char each.
using Key = std::string;

Key keyOf(const FifteenBoard &board)
{
    Key key;
    for (int cell = 0; cell < board.cellCount(); ++cell)
        key += char(board.tileAt(cell));
    return key;
}

FifteenBoard boardOf(int dim, const Key &key)
{
    std::vector<int> tiles;
    for (const char ch : key)
        tiles.push_back(int(ch));
    return FifteenBoard(dim, tiles);
}

// Breadth-first search from the goal to `maxDepth`: the exact distance of
// every board that close.
std::unordered_map<Key, int> distancesFromGoal(int dim, int maxDepth)
{
    std::unordered_map<Key, int> distance;
    std::deque<Key> queue{keyOf(FifteenBoard::goal(dim))};
    distance[queue.front()] = 0;
    while (!queue.empty()) {
        const Key key = queue.front();
        queue.pop_front();
        const int d = distance[key];
        if (d == maxDepth)
            continue;
        const FifteenBoard board = boardOf(dim, key);
        for (const int tile : board.movableTiles()) {
            FifteenBoard next = board;
            next.slide(tile);
            if (distance.emplace(keyOf(next), d + 1).second)
                queue.push_back(keyOf(next));
        }
    }
    return distance;
}

// Plays `moves` through the rules; the board after them, or nullopt when one is refused.
std::optional<FifteenPuzzle> replay(const FifteenBoard &start, const std::vector<std::string> &moves)
{
    FifteenPuzzle puzzle(start);
    for (const std::string &move : moves) {
        if (puzzle.apply(move))
            return std::nullopt;
    }
    return puzzle;
}

std::array<std::uint8_t, 16> tilesOf(const FifteenBoard &board)
{
    std::array<std::uint8_t, 16> tiles{};
    for (int cell = 0; cell < 16; ++cell)
        tiles[std::size_t(cell)] = std::uint8_t(board.tileAt(cell));
    return tiles;
}

// Five groups of three tiles: built in milliseconds, enough to test the
// machinery the standard 6-6-3 databases share with them.
PatternDatabases::Partition smallPartition()
{
    return {{1, 2, 5}, {3, 4, 8}, {6, 7, 11}, {9, 10, 13}, {12, 14, 15}};
}

// The shape of the 7-7-1 (PatternDatabases::largePartition(), too large to
// build here) in small: the top and bottom rows' tiles in groups, and tile 8
// alone, whose table is its Manhattan distance.
PatternDatabases::Partition loneTilePartition()
{
    return {{1, 2, 3, 4}, {9, 10, 11, 12}, {5, 6, 7}, {13, 14, 15}, {8}};
}

// StandardPacked: the 6-6-3 packed as the 7-7-1 is, two entries a byte.
enum Tables { Small, LoneTile, Standard, StandardPacked };

} // namespace

class TestFifteenSolver : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        m_near4 = distancesFromGoal(4, 16);
        QVERIFY(m_near4.size() > 50000);
    }

    // All 181,440 solvable 3 x 3 boards: the table's distance equals the
    // breadth-first distance; then for every distance (0 to 31) some boards
    // are solved through the Puzzle interface, optimally, and replayed.
    void eightAgainstBreadthFirst()
    {
        // One thread and no shared table: nothing for ThreadSanitizer to check
        // in a minute of its time (the plain and AddressSanitizer runs check the answers).
        if constexpr (kThreadSanitizer)
            QSKIP("one thread: nothing for ThreadSanitizer to check");
        const auto all = distancesFromGoal(3, 1000);
        QCOMPARE(all.size(), std::size_t(181440));
        std::map<int, int> solvedPerDistance;
        int maxDistance = 0;
        for (const auto &[key, distance] : all) {
            EightTable::Tiles tiles{};
            for (int cell = 0; cell < 9; ++cell)
                tiles[std::size_t(cell)] = std::uint8_t(key[std::size_t(cell)]);
            QCOMPARE(EightTable::instance().distance(tiles), distance);
            maxDistance = std::max(maxDistance, distance);
            if (solvedPerDistance[distance] >= 20)
                continue;
            ++solvedPerDistance[distance];
            const FifteenBoard board = boardOf(3, key);
            Progress progress;
            const SolveResult result = FifteenPuzzle(board).solve({}, {}, progress);
            QCOMPARE(result.status, SolveStatus::Solved);
            QVERIFY(result.optimal);
            QCOMPARE(int(result.moves.size()), distance);
            const auto end = replay(board, result.moves);
            QVERIFY(end && end->isSolved());
        }
        QCOMPARE(maxDistance, 31);
        QCOMPARE(int(solvedPerDistance.size()), 32);
        // An unsolvable 3 x 3 has no distance.
        QCOMPARE(EightTable::instance().distance({2, 1, 3, 4, 5, 6, 7, 8, 0}), -1);
    }

    // Every 4 x 4 board up to 16 moves from the goal that a spread sample picks:
    // the Puzzle's answer (the Manhattan IDA* handles these without databases)
    // is optimal, and so is IDA* with the small databases and with the
    // standard 6-6-3 ones the app uses.
    void fourNearGoalIsOptimal_data() { partitions(); }
    void fourNearGoalIsOptimal()
    {
        QFETCH(Tables, tables);
        const PatternDatabases &databases = databasesFor(tables);
        int checked = 0;
        int index = 0;
        // Under a sanitizer a sample of the searches reads the tables the
        // threads built as well as all would.
        const int every = kSanitized ? 97 * 8 : 97;
        for (const auto &[key, distance] : m_near4) {
            if (index++ % every != 0)
                continue;
            const FifteenBoard board = boardOf(4, key);
            const auto tiles = tilesOf(board);
            QVERIFY(databases.heuristic(tiles) <= distance);

            const auto withDatabases = solveOptimal4(tiles, &databases, ~std::uint64_t(0), {}, m_progress);
            QVERIFY(withDatabases);
            QCOMPARE(int(withDatabases->size()), distance);

            const SolveResult result = FifteenPuzzle(board).solve({}, {}, m_progress);
            QCOMPARE(result.status, SolveStatus::Solved);
            QVERIFY(result.optimal);
            QCOMPARE(int(result.moves.size()), distance);
            const auto end = replay(board, result.moves);
            QVERIFY(end && end->isSolved());
            ++checked;
        }
        QVERIFY(checked > 500 / (every / 97));
    }

    // The databases are a lower bound everywhere near the goal, also through
    // the reflected lookup (the board mirrored in the main diagonal has the
    // same distance).
    void databasesAreAdmissible_data() { partitions(); }
    void databasesAreAdmissible()
    {
        QFETCH(Tables, tables);
        const PatternDatabases &databases = databasesFor(tables);
        int tighterThanManhattan = 0;
        for (const auto &[key, distance] : m_near4) {
            const FifteenBoard board = boardOf(4, key);
            const int h = databases.heuristic(tilesOf(board));
            QVERIFY(h <= distance);
            tighterThanManhattan += h > board.manhattan();
        }
        QVERIFY(tighterThanManhattan > 0);
    }

    // The solver checks its memory budget against buildBytes() before it
    // builds: the bound must hold for what the build really held.
    void buildStaysWithinItsMemoryBound_data() { partitions(); }
    void buildStaysWithinItsMemoryBound()
    {
        QFETCH(Tables, tables);
        const PatternDatabases &databases = databasesFor(tables);
        const auto partition = partitionOf(tables);
        qInfo("build peak %zu KiB, bound %zu KiB", databases.buildPeakBytes() >> 10,
              PatternDatabases::buildBytes(partition, buildThreads(tables)) >> 10);
        QVERIFY(databases.buildPeakBytes() > PatternDatabases::tableBytes(partition));
        QVERIFY(databases.buildPeakBytes() <= PatternDatabases::buildBytes(partition, buildThreads(tables)));
    }

    void databaseFileIsCheckedAndRebuilt()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::filesystem::path file = std::filesystem::path(dir.path().toStdString()) / "cache" / "small.pdb";
        const auto partition = smallPartition();

        // Missing: not loaded, not built unless allowed.
        QVERIFY(!PatternDatabases::load(file, partition));
        QVERIFY(!loadOrBuildDatabases(file, partition, 0, {}, m_progress));
        const auto built = loadOrBuildDatabases(file, partition, 1, {}, m_progress);
        QVERIFY(built);
        QCOMPARE(built->verdict(), PatternDatabases::Verdict::Intact);
        QVERIFY(std::filesystem::exists(file));
        const auto size = std::filesystem::file_size(file);

        const auto loaded = PatternDatabases::load(file, partition);
        QVERIFY(loaded);
        QTRY_COMPARE(loaded->verdict(), PatternDatabases::Verdict::Intact);
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            const auto probe = tilesOf(FifteenBoard::randomSolvable(4, seed));
            QCOMPARE(loaded->heuristic(probe), built->heuristic(probe));
        }
        // Another partition does not take this file for its own.
        QVERIFY(!PatternDatabases::load(file, {{1, 2, 5}, {3, 4, 8}, {6, 7, 11}, {9, 10, 13}, {12, 15, 14}}));

        // One flipped byte in the middle of a table: the header is sound, so
        // the tables load, but the check behind them finds the damage and
        // removes the file; the next load or solve builds them anew.
        {
            std::fstream out(file, std::ios::in | std::ios::out | std::ios::binary);
            out.seekp(std::streamoff(size / 2));
            const char byte = char(out.peek());
            out.put(char(byte ^ 0x10));
        }
        const auto damaged = PatternDatabases::load(file, partition);
        QVERIFY(damaged);
        QTRY_COMPARE(damaged->verdict(), PatternDatabases::Verdict::Damaged);
        QVERIFY(!std::filesystem::exists(file));
        QVERIFY(loadOrBuildDatabases(file, partition, 1, {}, m_progress));
        const auto rebuilt = PatternDatabases::load(file, partition);
        QVERIFY(rebuilt);
        QTRY_COMPARE(rebuilt->verdict(), PatternDatabases::Verdict::Intact);

        // Cut short, and with junk after the end: refused at once.
        std::filesystem::resize_file(file, size - 3);
        QVERIFY(!PatternDatabases::load(file, partition));
        QVERIFY(loadOrBuildDatabases(file, partition, 1, {}, m_progress));
        std::filesystem::resize_file(file, size + 1);
        QVERIFY(!PatternDatabases::load(file, partition));
    }

    // The 7-7-1 is too large to build here: what it shares with the others
    // is tested on the lone-tile partition; its name and file here.
    void largePartitionIsNamed()
    {
        const auto large = PatternDatabases::largePartition();
        std::vector<int> tiles;
        for (const auto &group : large)
            tiles.insert(tiles.end(), group.begin(), group.end());
        std::sort(tiles.begin(), tiles.end());
        QCOMPARE(tiles.size(), std::size_t(15));
        for (int tile = 1; tile <= 15; ++tile)
            QCOMPARE(tiles[std::size_t(tile - 1)], tile);
        QCOMPARE(PatternDatabases::name(large), std::string("7-7-1"));
        QVERIFY(PatternDatabases::packs(large) && !PatternDatabases::packs(PatternDatabases::standardPartition()));
        QCOMPARE(PatternDatabases::tableBytes(large), (std::size_t(1) << 28) + 8);
        QCOMPARE(databaseFile("cache"), std::filesystem::path("cache/fifteen-6-6-3.pdb"));
        QCOMPARE(databaseFile("cache", large), std::filesystem::path("cache/fifteen-7-7-1.pdb"));

        // The app only reads it: a folder without it, or with a file of
        // another size under its name, has none (and the solver goes on
        // with the 6-6-3).
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::filesystem::path folder(dir.path().toStdString());
        QVERIFY(!largeDatabases(folder, {}));
        std::ofstream(databaseFile(folder, large)) << "not a table";
        QVERIFY(!largeDatabases(folder, {}));
        QVERIFY(std::filesystem::exists(databaseFile(folder, large)));
    }

    // A group of one tile (the 7-7-1's tile 8) holds its Manhattan distance.
    void loneTileTableIsItsDistance()
    {
        const auto table = databasesFor(LoneTile).table(4);
        QCOMPARE(table.size(), std::size_t(16));
        for (int cell = 0; cell < 16; ++cell)
            QCOMPARE(int(table[std::size_t(cell)]), std::abs(cell / 4 - 1) + std::abs(cell % 4 - 3));
    }

    // Packed two entries a byte, the 6-6-3 tables give every bound they gave
    // before, near the goal and far from it, in half the memory.
    void packedTablesGiveTheSameBounds()
    {
        const PatternDatabases &bytes = databasesFor(Standard);
        const PatternDatabases &packed = databasesFor(StandardPacked);
        QVERIFY(!bytes.packed() && packed.packed());
        QCOMPARE(packed.bytes(), bytes.bytes() / 2);
        QVERIFY(!packed.packedCopy());
        int index = 0;
        for (const auto &[key, distance] : m_near4) {
            if (index++ % 7 == 0) {
                const auto tiles = tilesOf(boardOf(4, key));
                QCOMPARE(packed.heuristic(tiles), bytes.heuristic(tiles));
            }
        }
        for (std::uint64_t seed = 1; seed <= 2000; ++seed) {
            const auto tiles = tilesOf(FifteenBoard::randomSolvable(4, seed));
            QCOMPARE(packed.heuristic(tiles), bytes.heuristic(tiles));
        }
    }

    // Tables of 64 MiB and more are copied out of their file at load, the
    // checksum read on the way.
    void copiedTablesAreChecked()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::filesystem::path file = std::filesystem::path(dir.path().toStdString()) / "copied.tab";
        std::vector<std::uint8_t> payload(3 * (std::size_t(1) << 20) + 5);
        for (std::size_t i = 0; i < payload.size(); ++i)
            payload[i] = std::uint8_t(i * 37 + (i >> 11));
        const TableFileKind kind{"PBTESTCP", 1, "copied"};
        const std::span<const std::uint8_t> part(payload);
        QVERIFY(writeTableFile(file, kind, std::span(&part, 1)));
        std::vector<std::uint8_t> copy(payload.size());
        {
            const auto mapped = MappedTableFile::open(file, kind, payload.size());
            QVERIFY(mapped);
            QVERIFY(mapped->copyChecked(copy));
            QVERIFY(copy == payload);
            std::stop_source stop;
            stop.request_stop();
            QVERIFY(!mapped->copyChecked(copy, stop.get_token()));
        }
        {
            std::fstream out(file, std::ios::in | std::ios::out | std::ios::binary);
            out.seekp(-2, std::ios::end);
            const char byte = char(out.peek());
            out.put(char(byte ^ 1));
        }
        const auto damaged = MappedTableFile::open(file, kind, payload.size());
        QVERIFY(damaged);
        QVERIFY(!damaged->copyChecked(copy));
    }

    // What a killed or failed writer leaves, and what is not a file at all.
    void cacheFolderIsKeptClean()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::filesystem::path folder(dir.path().toStdString());
        const std::filesystem::path file = folder / "small.pdb";
        const auto partition = smallPartition();

        // A named pipe under the table's name: refused without waiting for a
        // writer, and replaced by the tables.
        QCOMPARE(::mkfifo(file.c_str(), 0600), 0);
        QVERIFY(!PatternDatabases::load(file, partition));
        QVERIFY(loadOrBuildDatabases(file, partition, 1, {}, m_progress));
        QVERIFY(std::filesystem::is_regular_file(file));

        // A temporary nobody has written for an hour goes; a fresh one (a
        // writer at work in another process) stays.
        const auto stale = folder / "small.pdb.tmp123";
        const auto fresh = folder / "small.pdb.tmp456";
        std::ofstream(stale) << "half a table";
        std::ofstream(fresh) << "a table being written";
        std::filesystem::last_write_time(stale, std::filesystem::file_time_type::clock::now() - std::chrono::hours(1));
        QVERIFY(PatternDatabases::load(file, partition));
        QVERIFY(!std::filesystem::exists(stale));
        QVERIFY(std::filesystem::exists(fresh));
    }

    // Stop comes while the tables are still being built, on both threads;
    // nothing is kept of them.
    void tableBuildStops()
    {
        Progress progress;
        std::stop_source stop;
        std::jthread stopper([&] {
            while (progress.nodes.load() == 0)
                std::this_thread::yield();
            stop.request_stop();
        });
        QVERIFY(!PatternDatabases::build(PatternDatabases::standardPartition(), stop.get_token(), progress, 2));
        QCOMPARE(progress.memoryBytes.load(), std::uint64_t(0));
    }

    // The shortest of R. E. Korf's hundred instances ("Depth-first
    // iterative-deepening", AIJ 27, 1985; bench/korf100.h has them all), as
    // printed there (blank home top left, tile t's home cell t), turned half
    // a turn and renamed 16 - t, which keeps their distance: both searches
    // find a solution of the published optimal length.
    void korfInstancesAreOptimal_data()
    {
        QTest::addColumn<std::vector<int>>("printed");
        QTest::addColumn<int>("optimal");
        QTest::addColumn<Tables>("tables");
        const std::vector<int> korf16{1, 3, 2, 5, 10, 9, 15, 6, 8, 14, 13, 11, 12, 4, 7, 0};
        const std::vector<int> korf55{13, 8, 14, 3, 9, 1, 0, 7, 15, 5, 4, 10, 12, 2, 6, 11};
        QTest::newRow("Korf 16") << korf16 << 42 << Standard;
        QTest::newRow("Korf 55") << korf55 << 41 << Standard;
        QTest::newRow("Korf 16, lone tile") << korf16 << 42 << LoneTile;
        QTest::newRow("Korf 55, lone tile") << korf55 << 41 << LoneTile;
        QTest::newRow("Korf 16, packed") << korf16 << 42 << StandardPacked;
        QTest::newRow("Korf 55, packed") << korf55 << 41 << StandardPacked;
        if (kSanitized)
            return;
        QTest::newRow("Korf 79") << std::vector<int>{0, 1, 9, 7, 11, 13, 5, 3, 14, 12, 4, 2, 8, 6, 10, 15} << 42 << Standard;
        QTest::newRow("Korf 85") << std::vector<int>{4, 7, 13, 10, 1, 2, 9, 6, 12, 8, 14, 5, 3, 0, 11, 15} << 44 << Standard;
    }
    void korfInstancesAreOptimal()
    {
        QFETCH(std::vector<int>, printed);
        QFETCH(int, optimal);
        QFETCH(Tables, tables);
        std::vector<int> ours(16);
        for (int cell = 0; cell < 16; ++cell)
            ours[std::size_t(15 - cell)] = printed[std::size_t(cell)] == 0 ? 0 : 16 - printed[std::size_t(cell)];
        const FifteenBoard board(4, ours);
        const PatternDatabases &databases = databasesFor(tables);
        QVERIFY(databases.heuristic(tilesOf(board)) <= optimal);
        for (const Optimal4Search search : {Optimal4Search::Incremental, Optimal4Search::FullLookup}) {
            const auto cells = solveOptimal4(tilesOf(board), &databases, ~std::uint64_t(0), {}, m_progress, search);
            QVERIFY(cells);
            QCOMPARE(int(cells->size()), optimal);
            const auto end = replay(board, tileMoves(board, *cells));
            QVERIFY(end && end->isSolved());
        }
    }

    void stopsWhenAsked()
    {
        std::stop_source stop;
        stop.request_stop();
        const FifteenBoard hard = FifteenBoard::randomSolvable(4, 11);
        QVERIFY(!solveOptimal4(tilesOf(hard), nullptr, ~std::uint64_t(0), stop.get_token(), m_progress));
        for (const Optimal4Search search : {Optimal4Search::Incremental, Optimal4Search::FullLookup}) {
            QVERIFY(!solveOptimal4(tilesOf(hard), &databasesFor(Standard), ~std::uint64_t(0), stop.get_token(), m_progress, search));
            QVERIFY(!solveOptimal4(tilesOf(hard), &databasesFor(Standard), 1, {}, m_progress, search));
        }
        QCOMPARE(FifteenPuzzle(FifteenBoard::randomSolvable(9, 1)).solve({}, stop.get_token(), m_progress).status,
                 SolveStatus::Stopped);
        QCOMPARE(FifteenPuzzle(hard).solve({}, stop.get_token(), m_progress).status, SolveStatus::Stopped);
    }

    void largeBoardsAreSolved_data()
    {
        QTest::addColumn<int>("dim");
        for (int dim = 5; dim <= kMaxDim; ++dim)
            QTest::addRow("%dx%d", dim, dim) << dim;
    }
    void largeBoardsAreSolved()
    {
        QFETCH(int, dim);
        // From 6 x 6 each board is a whole beam search (a second or two of
        // processor time, ten times that under a sanitizer); tst_fifteenbig
        // replays the beam's lines on more boards. Under a sanitizer one board
        // each, and none on 9 x 9: its default solve took over a third of
        // this test's time there, and runs the code 8 x 8's does (the stages,
        // then the beam over what they leave, on two threads), only wider.
        // The 9 x 9 solve itself still runs under AddressSanitizer in
        // tst_cli_fifteen (two boards, through the sanitized CLI).
        const std::uint64_t boards = dim == 5 ? 4 : !kSanitized ? 2 : dim < kMaxDim ? 1 : 0;
        for (std::uint64_t seed = 1; seed <= boards; ++seed) {
            const FifteenBoard board = FifteenBoard::randomSolvable(dim, seed);
            const SolveResult result = FifteenPuzzle(board).solve({}, {}, m_progress);
            QCOMPARE(result.status, SolveStatus::Solved);
            QVERIFY(!result.optimal);
            QVERIFY(int(result.moves.size()) >= board.manhattan());
            const auto end = replay(board, result.moves);
            QVERIFY(end && end->isSolved());
        }
        // The original exercise's layout too, and the tuning extremes of the reduction.
        const FifteenBoard seed = FifteenBoard::classicStart(dim);
        for (const LargeSolverTuning tuning : {defaultTuning(dim), LargeSolverTuning{2, 4, 1000}, LargeSolverTuning{9, 12, 50}}) {
            const auto cells = solveLarge(seed, nullptr, {}, m_progress, tuning);
            QVERIFY(cells);
            const auto end = replay(seed, tileMoves(seed, *cells));
            QVERIFY(end && end->isSolved());
        }
    }

private:
    static void partitions()
    {
        QTest::addColumn<Tables>("tables");
        QTest::newRow("small 3-3-3-3-3") << Small;
        QTest::newRow("lone tile 4-4-3-3-1") << LoneTile;
        QTest::newRow("standard 6-6-3") << Standard;
    }

    static PatternDatabases::Partition partitionOf(Tables tables)
    {
        switch (tables) {
        case Small:
            return smallPartition();
        case LoneTile:
            return loneTilePartition();
        case Standard:
        case StandardPacked:
            break;
        }
        return PatternDatabases::standardPartition();
    }

    // The standard tables are built as the solver builds them, on two
    // threads; the others on one, so that both ways are tested.
    static int buildThreads(Tables tables) { return tables == Standard ? 2 : 1; }

    // Each partition's tables, built once (the standard ones take seconds).
    const PatternDatabases &databasesFor(Tables tables)
    {
        std::shared_ptr<const PatternDatabases> &slot = m_tables[std::size_t(tables)];
        if (!slot && tables == StandardPacked)
            slot = databasesFor(Standard).packedCopy();
        else if (!slot)
            slot = PatternDatabases::build(partitionOf(tables), {}, m_progress, buildThreads(tables));
        Q_ASSERT(slot);
        return *slot;
    }

    std::unordered_map<Key, int> m_near4;
    std::array<std::shared_ptr<const PatternDatabases>, 4> m_tables;
    Progress m_progress;
};

PUZZLEBOX_TEST_GUILESS_MAIN(TestFifteenSolver)
} // namespace tst_fifteensolver
#include "tst_fifteensolver.moc"
