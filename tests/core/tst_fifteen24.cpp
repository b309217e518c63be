// The 5 x 5 solver (pattern24.h, search24.h, polish24.h): its tables never overestimate and
// its solutions, replayed, are at most 1.3 times the shortest, which plain
// IDA* written here finds on scrambles short enough for a test, and the bound
// it proves is never above the shortest; Stop and the memory budget; a damaged or old-format table file is refused; every group
// lookup, turned or not, is at least its tiles' Manhattan distance.

#include "core/fifteen/backwards24.h"
#include "core/fifteen/fifteenpuzzle.h"
#include "core/fifteen/fifteensolver.h"
#include "core/fifteen/gridsymmetry.h"
#include "core/fifteen/pattern24.h"
#include "core/fifteen/polish24.h"
#include "core/fifteen/search24.h"
#include "testmain.h"
#include "testpaths.h"
#include "../sanitizer.h"

#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <random>
#include <thread>

namespace tst_fifteen24 {

using namespace pb;
using namespace pb::fifteen;

namespace {

using Tiles = std::array<std::uint8_t, 25>;

Tiles tilesOf(const FifteenBoard &board)
{
    Tiles tiles{};
    for (int cell = 0; cell < 25; ++cell)
        tiles[std::size_t(cell)] = std::uint8_t(board.tileAt(cell));
    return tiles;
}

// `moves` random slides from the goal, never straight back.
FifteenBoard scramble(int moves, std::uint32_t seed)
{
    std::mt19937 random(seed);
    FifteenBoard board = FifteenBoard::goal(5);
    int previous = 0;
    for (int i = 0; i < moves; ++i) {
        std::vector<int> tiles = board.movableTiles();
        std::erase(tiles, previous);
        previous = tiles[random() % tiles.size()];
        board.slide(previous);
    }
    return board;
}

// Plain IDA* on the Manhattan distance (kept up to date move by move): the
// length of a shortest solution.
class ShortestByIda {
public:
    explicit ShortestByIda(const FifteenBoard &board)
    {
        for (int cell = 0; cell < 25; ++cell)
            m_cells[std::size_t(cell)] = board.tileAt(cell);
        m_blank = board.blank();
        m_h = board.manhattan();
    }
    int length()
    {
        for (int bound = m_h;; bound += 2) {
            if (search(0, bound, -1))
                return bound;
        }
    }

private:
    static int distance(int tile, int cell)
    {
        const int home = tile - 1;
        return std::abs(home / 5 - cell / 5) + std::abs(home % 5 - cell % 5);
    }
    bool search(int depth, int bound, int previousBlank)
    {
        if (m_h == 0)
            return true;
        if (depth + m_h > bound)
            return false;
        const int blank = m_blank;
        constexpr int kSteps[4] = {-5, 5, -1, 1};
        for (const int step : kSteps) {
            const int from = blank + step;
            if (from < 0 || from >= 25 || from == previousBlank || (step == -1 && blank % 5 == 0)
                || (step == 1 && blank % 5 == 4))
                continue;
            const int tile = m_cells[std::size_t(from)];
            const int change = distance(tile, blank) - distance(tile, from);
            m_cells[std::size_t(blank)] = tile;
            m_cells[std::size_t(from)] = 0;
            m_blank = from;
            m_h += change;
            const bool found = search(depth + 1, bound, blank);
            m_h -= change;
            m_blank = blank;
            m_cells[std::size_t(from)] = tile;
            m_cells[std::size_t(blank)] = 0;
            if (found)
                return true;
        }
        return false;
    }

    std::array<int, 25> m_cells{};
    int m_blank = 0;
    int m_h = 0;
};

// Korf and Taylor's instance 8 of "Finding optimal solutions to the
// twenty-four puzzle" (AAAI-96), optimal length 97, turned half a turn and
// renamed (tile t as 25 - t) to put the blank's home last, as
// bench/fifteen24bench does.
FifteenBoard korfTaylor8()
{
    constexpr std::array<int, 25> printed = {6,  0,  24, 14, 8,  5,  21, 19, 9, 17, 16, 20, 10,
                                             13, 2,  15, 11, 22, 1,  3,  7,  23, 4, 18, 12};
    std::vector<int> tiles(25);
    for (int cell = 0; cell < 25; ++cell)
        tiles[std::size_t(24 - cell)] = printed[std::size_t(cell)] == 0 ? 0 : 25 - printed[std::size_t(cell)];
    return FifteenBoard(5, tiles);
}

// A random walk of `moves` slides from the goal, never straight back, and the
// way back along it (the cells the blank visits): a solution of the walk's
// end that keeps every detour the walk made.
std::pair<FifteenBoard, std::vector<int>> walkAndWayBack(int moves, std::uint32_t seed)
{
    std::mt19937 random(seed);
    FifteenBoard board = FifteenBoard::goal(5);
    std::vector<int> blanks;
    int previous = 0;
    for (int i = 0; i < moves; ++i) {
        std::vector<int> tiles = board.movableTiles();
        std::erase(tiles, previous);
        previous = tiles[random() % tiles.size()];
        blanks.push_back(board.blank());
        board.slide(previous);
    }
    return {board, std::vector<int>(blanks.rbegin(), blanks.rend())};
}

bool solves(FifteenBoard board, const std::vector<int> &cells)
{
    for (const int cell : cells) {
        if (std::abs(cell / 5 - board.blank() / 5) + std::abs(cell % 5 - board.blank() % 5) != 1)
            return false;
        board.moveBlankTo(cell);
    }
    return board.isGoal();
}

bool replays(FifteenBoard board, const std::vector<std::string> &moves)
{
    for (const std::string &move : moves) {
        const std::optional<int> tile = parseMove(move);
        if (!tile || !board.canSlide(*tile))
            return false;
        board.slide(*tile);
    }
    return board.isGoal();
}

} // namespace

class TestFifteen24 : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void buildStops();
    void groupsAtLeastTheirManhattanDistance();
    void solutionsNearShortest_data();
    void solutionsNearShortest();
    void publishedInstance();
    void backwardsSearch_data();
    void backwardsSearch();
    void backwardsBoundWithoutLine();
    void polishShortens_data();
    void polishShortens();
    void sameWorkAsBefore();
    void stoppedPolish();
    void stoppedSearch();
    void stoppedPairedSearch_data();
    void stoppedPairedSearch();
    void oneCoreSearchesInTurn();
    void provedFirstLineEndsSecond();
    void searchOutOfMemory();
    void smallBudgetFallsBack();
    void damagedFileRefused();
    void oldLayoutRefused();

private:
    std::filesystem::path m_cache;
    std::shared_ptr<const Pattern24> m_tables;
};

// The tables are built once per build folder (the first run takes seconds)
// and mapped by every later run, as the app does.
void TestFifteen24::initTestCase()
{
    m_cache = PUZZLEBOX_TEST_CACHES "/tst_fifteen24";
    Progress progress;
    m_tables = standardPattern24(m_cache, Pattern24::buildThreads(std::size_t(512) << 20), {}, progress);
    QVERIFY(m_tables);
    QVERIFY(std::filesystem::exists(pattern24File(m_cache)));
    if (m_tables->buildPeakBytes() > 0) {
        QVERIFY2(m_tables->buildPeakBytes() <= Pattern24::buildBytes(Pattern24::buildThreads(std::size_t(512) << 20)),
                 "the build held more than buildBytes() says");
    }
    QVERIFY(Pattern24::tableBytes() < std::size_t(100) << 20);
}

void TestFifteen24::buildStops()
{
    std::stop_source stop;
    Progress progress;
    std::jthread stopper([&] {
        while (progress.nodes.load() == 0)
            std::this_thread::yield();
        stop.request_stop();
    });
    QVERIFY(!Pattern24::build(stop.get_token(), progress, 1));
    QCOMPARE(progress.memoryBytes.load(), std::uint64_t(0));
}

// Every group's entry, looked up through its turn, is at least the Manhattan
// distance of its tiles and differs from it by an even number (each move of a
// group tile changes that distance by one): a wrong turn or slot would break
// one or the other within a few thousand positions. The groups take every
// tile once.
void TestFifteen24::groupsAtLeastTheirManhattanDistance()
{
    std::array<int, 25> groupOf{};
    groupOf.fill(-1);
    for (int g = 0; g < Pattern24::kGroups; ++g) {
        for (const int tile : Pattern24::partition()[std::size_t(g)]) {
            if (tile != 0) {
                QCOMPARE(groupOf[std::size_t(tile)], -1);
                groupOf[std::size_t(tile)] = g;
            }
        }
    }
    for (int tile = 1; tile < 25; ++tile)
        QVERIFY(groupOf[std::size_t(tile)] >= 0);

    std::mt19937 random(24);
    FifteenBoard board = FifteenBoard::goal(5);
    for (int step = 0; step < 20000; ++step) {
        const std::vector<int> movable = board.movableTiles();
        board.slide(movable[random() % movable.size()]);
        for (int g = 0; g < Pattern24::kGroups; ++g) {
            const auto &group = Pattern24::partition()[std::size_t(g)];
            std::uint32_t index = 0;
            int manhattan = 0;
            for (std::size_t s = 0; s < group.size() && group[s] != 0; ++s) {
                const int cell = board.cellOf(group[s]);
                const int home = group[s] - 1;
                index += Pattern24::digit(g, int(s), cell);
                manhattan += std::abs(home / 5 - cell / 5) + std::abs(home % 5 - cell % 5);
            }
            const int distance = m_tables->distance(g, index);
            if (distance < manhattan || (distance - manhattan) % 2 != 0)
                QFAIL(qPrintable(QStringLiteral("group %1 at step %2: %3 moves, Manhattan %4")
                                     .arg(g).arg(step).arg(distance).arg(manhattan)));
        }
    }
}

void TestFifteen24::solutionsNearShortest_data()
{
    QTest::addColumn<int>("moves");
    QTest::addColumn<int>("seed");
    for (int seed = 1; seed <= 6; ++seed)
        QTest::addRow("%d slides, seed %d", 20 + 2 * seed, seed) << 20 + 2 * seed << seed;
}

void TestFifteen24::solutionsNearShortest()
{
    QFETCH(int, moves);
    QFETCH(int, seed);
    const FifteenBoard board = scramble(moves, std::uint32_t(seed));
    QVERIFY(!board.isGoal());
    const int shortest = ShortestByIda(board).length();
    QVERIFY(m_tables->heuristic(tilesOf(board)) <= shortest);

    SolveOptions options;
    options.cacheDirectory = m_cache;
    Progress progress;
    const SolveResult result = solveFifteen(board, options, {}, progress);
    QCOMPARE(pb::statusName(result.status), "solved");
    QVERIFY(replays(board, result.moves));
    QVERIFY(result.lowerBound);
    qInfo("shortest %d, found %zu, proved at least %d", shortest, result.moves.size(), *result.lowerBound);
    QVERIFY(int(result.moves.size()) >= shortest);
    QVERIFY(10 * int(result.moves.size()) <= 13 * shortest);
    // The bound is a proof: never above the shortest, never below the
    // tables' own estimate, and "optimal" exactly when it reaches the length.
    QVERIFY(*result.lowerBound <= shortest);
    QVERIFY(*result.lowerBound >= m_tables->heuristic(tilesOf(board)));
    QCOMPARE(result.optimal, *result.lowerBound == int(result.moves.size()));
}

// The two searches side by side, with the share of the default budget the
// solver gives them: within it, and their bound below the published optimum.
void TestFifteen24::publishedInstance()
{
    const FifteenBoard board = korfTaylor8();
    QVERIFY(board.isSolvable());
    const Tiles tiles = tilesOf(board);
    QVERIFY(m_tables->heuristic(tiles) <= 97);
    QVERIFY(SolveOptions().memoryBudgetBytes - Pattern24::tableBytes() >= 2 * kPairedSearch5Bytes);
    // Under a sanitizer the single search (a fifth of the expansions): the
    // threads of the pair are checked by stoppedPairedSearch().
    const std::size_t budget = kSanitized ? 2 * kPairedSearch5Bytes - 1 : SolveOptions().memoryBudgetBytes - Pattern24::tableBytes();
    NearOptimal5Plan plan;
    if (kSanitized)
        plan.polish.maxNodes = 100'000;
    Progress progress;
    const Search24Result found = solveNearOptimal5(tiles, *m_tables, budget, {}, progress, plan);
    QVERIFY(found.cells);
    std::vector<std::string> moves = tileMoves(board, *found.cells);
    QVERIFY(replays(board, moves));
    qInfo("optimal 97, found %zu, proved at least %d, lists %.1f MiB", moves.size(), found.lowerBound,
          double(found.peakBytes) / (1 << 20));
    QVERIFY(moves.size() >= 97);
    QVERIFY(10 * moves.size() <= 13 * 97);
    QVERIFY(found.lowerBound >= m_tables->heuristic(tiles));
    QVERIFY(found.lowerBound <= 97);
    QVERIFY(found.peakBytes <= budget);
    QCOMPARE(progress.memoryBytes.load(), std::uint64_t(0));
}

// Searched backwards, from the goal to the board turned and renamed: the line
// (the blank's walk home included) replays to the goal, is never below the
// shortest and its bound never above it. The blanks end on ten different
// cells, so the board is turned each of the four ways that bring a blank
// nearer home (none, rows, columns, both mirrored) and walked 0-4 moves. A
// board a few slides from the goal is searched to the end, so its line is at
// most the shortest plus the walk there and back.
void TestFifteen24::backwardsSearch_data()
{
    QTest::addColumn<int>("moves");
    QTest::addColumn<int>("seed");
    for (const int moves : {1, 2, 3, 4, 5, 6})
        QTest::addRow("%d slides", moves) << moves << 11 * moves;
    for (int seed = 1; seed <= 8; ++seed)
        QTest::addRow("%d slides, seed %d", 18 + 2 * seed + seed % 2, seed) << 18 + 2 * seed + seed % 2 << seed;
}

void TestFifteen24::backwardsSearch()
{
    QFETCH(int, moves);
    QFETCH(int, seed);
    const FifteenBoard board = scramble(moves, std::uint32_t(seed));
    QVERIFY(!board.isGoal());
    const int shortest = ShortestByIda(board).length();
    Progress progress;
    const Search24Result found = solveBackwards5(tilesOf(board), *m_tables, singleSearch5Limits(std::size_t(64) << 20),
                                                 {}, progress);
    QVERIFY(found.cells);
    qInfo("blank on %d, shortest %d, found %zu, proved at least %d", board.cellOf(0), shortest, found.cells->size(),
          found.lowerBound);
    QVERIFY(solves(board, *found.cells));
    QVERIFY(int(found.cells->size()) >= shortest);
    QVERIFY(10 * int(found.cells->size()) <= 13 * shortest);
    QVERIFY(found.lowerBound <= shortest);
    if (moves <= 6) {
        const int blank = board.cellOf(0);
        const int walk = manhattan5(symmetric5(blank, symmetryToward5(blank, 24)), 24);
        QVERIFY(int(found.cells->size()) <= shortest + 2 * walk);
    }
    QCOMPARE(progress.memoryBytes.load(), std::uint64_t(0));
}

// Out of memory before any line, the backward search still takes its walk
// off the bound it proved: the position it searches can be up to twice the
// walk further from its goal than the board is from the real one. On this
// board (its blank in the middle, four moves from home whichever way the
// board is turned; 24 moves from the goal) plain A* proves 26 for the
// searched position before its first memory check, which without the walk
// taken off would claim more than the shortest.
void TestFifteen24::backwardsBoundWithoutLine()
{
    const FifteenBoard board = scramble(26, 295);
    QCOMPARE(board.cellOf(0), 12);
    const int shortest = ShortestByIda(board).length();
    QCOMPARE(shortest, 24);
    Search24Limits limits;
    limits.weightNumerator = 1;
    limits.weightDenominator = 1;
    limits.memoryBytes = 1;
    Progress progress;
    const Search24Result found = solveBackwards5(tilesOf(board), *m_tables, limits, {}, progress);
    QVERIFY(!found.cells);
    QVERIFY(found.outOfMemory);
    qInfo("proved at least %d", found.lowerBound);
    QVERIFY(found.lowerBound <= shortest);
    QCOMPARE(progress.memoryBytes.load(), std::uint64_t(0));
}

// Polishing a solution that wanders: what comes back still solves the board,
// is never longer and never below the shortest; a walk of 30 slides from the
// goal has detours that windows of 20 moves see.
void TestFifteen24::polishShortens_data()
{
    QTest::addColumn<int>("seed");
    for (int seed = 1; seed <= 3; ++seed)
        QTest::addRow("seed %d", seed) << seed;
}

void TestFifteen24::polishShortens()
{
    QFETCH(int, seed);
    auto [board, cells] = walkAndWayBack(30, std::uint32_t(seed));
    QVERIFY(solves(board, cells));
    const std::size_t before = cells.size();
    const int shortest = ShortestByIda(board).length();
    Polish24Limits limits;
    limits.maxNodes = 200'000;
    Progress progress;
    const std::uint64_t nodes = polish5(tilesOf(board), cells, *m_tables, limits, {}, progress);
    qInfo("shortest %d, walked back %zu, polished %zu, %llu nodes", shortest, before, cells.size(),
          static_cast<unsigned long long>(nodes));
    QVERIFY(solves(board, cells));
    QVERIFY(cells.size() <= before);
    QVERIFY(int(cells.size()) >= shortest);
    QVERIFY(nodes <= limits.maxNodes);
    QCOMPARE(progress.nodes.load(), nodes);
}

// The search's and the polish's speed-ups (the open list re-keyed without
// reading its nodes when the weight rises, the next node's data asked for
// early, the polish's children looked up all at once) change no step: the
// lines, bound and polish's node count are those the code before them gave,
// on a search that raises its weight every 3,000 expansions while it has no
// line and then looks for a shorter one, and on a polish that shortens a
// line from 60 to 44 moves and ends before its budget.
void TestFifteen24::sameWorkAsBefore()
{
    // FNV-1a over the cells: a line's fingerprint.
    const auto fingerprint = [](const std::vector<int> &cells) {
        std::uint32_t hash = 2166136261u;
        for (const int cell : cells)
            hash = (hash ^ std::uint32_t(cell)) * 16777619u;
        return hash;
    };
    const FifteenBoard board = korfTaylor8();
    Search24Limits limits;
    limits.weightNumerator = 11;
    limits.weightDenominator = 10;
    limits.raisedWeights = {{6, 5}, {5, 4}, {4, 3}, {3, 2}, {2, 1}, {3, 1}};
    limits.raiseEvery = 3'000;
    limits.maxExpansions = 40'000;
    limits.memoryBytes = std::size_t(64) << 20;
    Progress progress;
    const Search24Result found = solveWeighted5(tilesOf(board), *m_tables, limits, {}, progress);
    QVERIFY(found.cells);
    QVERIFY(solves(board, *found.cells));
    qInfo("searched: %zu moves, bound %d, line %08x", found.cells->size(), found.lowerBound,
          fingerprint(*found.cells));

    auto [walked, cells] = walkAndWayBack(60, 4);
    Polish24Limits polish;
    polish.maxNodes = 150'000;
    const std::uint64_t nodes = polish5(tilesOf(walked), cells, *m_tables, polish, {}, progress);
    QVERIFY(solves(walked, cells));
    qInfo("polished: %zu moves, %llu nodes, line %08x", cells.size(), static_cast<unsigned long long>(nodes),
          fingerprint(cells));
    QCOMPARE(found.cells->size(), std::size_t(105));
    QCOMPARE(found.lowerBound, 83);
    QCOMPARE(fingerprint(*found.cells), std::uint32_t(0xdbaae105));
    QCOMPARE(cells.size(), std::size_t(44));
    QCOMPARE(nodes, std::uint64_t(70030));
    QCOMPARE(fingerprint(cells), std::uint32_t(0x2c0eb9bb));
}

void TestFifteen24::stoppedPolish()
{
    auto [board, cells] = walkAndWayBack(30, 1);
    const std::vector<int> before = cells;
    std::stop_source stop;
    stop.request_stop();
    Progress progress;
    QCOMPARE(polish5(tilesOf(board), cells, *m_tables, {}, stop.get_token(), progress), std::uint64_t(0));
    QCOMPARE(cells, before);
}

void TestFifteen24::stoppedSearch()
{
    std::stop_source stop;
    stop.request_stop();
    Progress progress;
    const Search24Result found = solveNearOptimal5(tilesOf(korfTaylor8()), *m_tables, std::size_t(256) << 20,
                                                   stop.get_token(), progress);
    QVERIFY(!found.cells);
    QVERIFY(!found.outOfMemory);
    QCOMPARE(progress.memoryBytes.load(), std::uint64_t(0));

    SolveOptions options;
    options.cacheDirectory = m_cache;
    const SolveResult result = solveFifteen(korfTaylor8(), options, stop.get_token(), progress);
    QCOMPARE(pb::statusName(result.status), "stopped");
}

// Stopped while the searches run, side by side or (one core) in turn: both
// end, the second is not started after a stop, nothing to show and their
// memory given back.
void TestFifteen24::stoppedPairedSearch_data()
{
    QTest::addColumn<int>("cores");
    QTest::newRow("two cores") << 2;
    QTest::newRow("one core") << 1;
}

void TestFifteen24::stoppedPairedSearch()
{
    QFETCH(int, cores);
    NearOptimal5Plan plan;
    plan.cores = cores;
    std::stop_source stop;
    Progress progress;
    std::jthread stopper([&] {
        while (progress.nodes.load() < 4096)
            std::this_thread::yield();
        stop.request_stop();
    });
    const Search24Result found = solveNearOptimal5(tilesOf(korfTaylor8()), *m_tables, 2 * kPairedSearch5Bytes,
                                                   stop.get_token(), progress, plan);
    QVERIFY(!found.cells);
    QVERIFY(!found.outOfMemory);
    QCOMPARE(found.threads, cores);
    QCOMPARE(progress.memoryBytes.load(), std::uint64_t(0));
}

// The pair of searches cut short (a few tens of thousands of expansions each,
// the weights raised every 5,000 so that both find a line) for a test.
NearOptimal5Plan smallPlan(int cores)
{
    NearOptimal5Plan plan;
    for (Search24Limits &limits : plan.searches) {
        limits.raiseEvery = 5'000;
        limits.maxExpansions = 20'000;
    }
    plan.polish.maxNodes = 20'000;
    plan.cores = cores;
    return plan;
}

// Told it has one core, the solver runs the two searches one after the other
// on its own thread instead of side by side: the same lines and bound as on
// two cores (each search has half the memory either way), and the two
// searches' lists never held at once.
void TestFifteen24::oneCoreSearchesInTurn()
{
    QVERIFY(usableCores() >= 1);
    const FifteenBoard board = korfTaylor8();
    Progress progress;
    const Search24Result paired = solveNearOptimal5(tilesOf(board), *m_tables, 2 * kPairedSearch5Bytes, {}, progress,
                                                    smallPlan(2));
    const Search24Result inTurn = solveNearOptimal5(tilesOf(board), *m_tables, 2 * kPairedSearch5Bytes, {}, progress,
                                                    smallPlan(1));
    QCOMPARE(paired.threads, 2);
    QCOMPARE(inTurn.threads, 1);
    QVERIFY(paired.cells && inTurn.cells);
    QVERIFY(solves(board, *inTurn.cells));
    qInfo("optimal 97: %zu moves, proved at least %d; lists %.1f MiB in turn, %.1f MiB side by side",
          inTurn.cells->size(), inTurn.lowerBound, double(inTurn.peakBytes) / (1 << 20),
          double(paired.peakBytes) / (1 << 20));
    QCOMPARE(*inTurn.cells, *paired.cells);
    QCOMPARE(inTurn.lowerBound, paired.lowerBound);
    QCOMPARE(inTurn.expansions, paired.expansions);
    QVERIFY(int(inTurn.cells->size()) >= 97);
    QVERIFY(inTurn.lowerBound <= 97);
    QVERIFY(inTurn.peakBytes < paired.peakBytes);
    QCOMPARE(progress.memoryBytes.load(), std::uint64_t(0));
}

// A board the first search solves to the end (its line proved shortest): on
// one core the second search is not started, so the expansions are the
// first one's alone; on two the answer is the same line.
void TestFifteen24::provedFirstLineEndsSecond()
{
    const FifteenBoard board = scramble(14, 3);
    const int shortest = ShortestByIda(board).length();
    Progress progress;
    const NearOptimal5Plan plan = smallPlan(1);
    Search24Limits firstLimits = plan.searches[0];
    firstLimits.memoryBytes = kPairedSearch5Bytes;
    const Search24Result first = solveWeighted5(tilesOf(board), *m_tables, firstLimits, {}, progress);
    QVERIFY(first.cells);
    QCOMPARE(int(first.cells->size()), shortest);
    QCOMPARE(first.lowerBound, shortest);

    const Search24Result inTurn = solveNearOptimal5(tilesOf(board), *m_tables, 2 * kPairedSearch5Bytes, {}, progress,
                                                    plan);
    QVERIFY(inTurn.cells);
    QCOMPARE(*inTurn.cells, *first.cells);
    QCOMPARE(inTurn.expansions, first.expansions);
    const Search24Result paired = solveNearOptimal5(tilesOf(board), *m_tables, 2 * kPairedSearch5Bytes, {}, progress,
                                                    smallPlan(2));
    QVERIFY(paired.cells);
    QCOMPARE(*paired.cells, *first.cells);
    QCOMPARE(paired.lowerBound, shortest);
    QCOMPARE(progress.memoryBytes.load(), std::uint64_t(0));
}

// The search's own lists within their share: a board far from the goal does
// not fit in 2 MiB, and that is "out of memory", not "no solution".
void TestFifteen24::searchOutOfMemory()
{
    Search24Limits limits;
    limits.memoryBytes = std::size_t(2) << 20;
    Progress progress;
    const Search24Result found = solveWeighted5(tilesOf(korfTaylor8()), *m_tables, limits, {}, progress);
    QVERIFY(!found.cells);
    QVERIFY(found.outOfMemory);
    QCOMPARE(progress.memoryBytes.load(), std::uint64_t(0));
}

// Below what the tables and their search need, the reduction still solves
// the board.
void TestFifteen24::smallBudgetFallsBack()
{
    SolveOptions options;
    options.cacheDirectory = m_cache;
    options.memoryBudgetBytes = Pattern24::tableBytes();
    Progress progress;
    const FifteenBoard board = scramble(40, 7);
    const SolveResult result = solveFifteen(board, options, {}, progress);
    QCOMPARE(pb::statusName(result.status), "solved");
    QVERIFY(replays(board, result.moves));
}

void TestFifteen24::damagedFileRefused()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::filesystem::path file = pattern24File(dir.path().toStdString());
    QVERIFY(m_tables->save(file));
    QVERIFY(Pattern24::load(file));
    // Cut short: refused at once.
    std::filesystem::resize_file(file, std::filesystem::file_size(file) - 1);
    QVERIFY(!Pattern24::load(file));
    // Same size, one byte changed: mapped, then found damaged by its checksum.
    QVERIFY(m_tables->save(file));
    {
        std::fstream out(file, std::ios::in | std::ios::out | std::ios::binary);
        out.seekp(std::streamoff(std::filesystem::file_size(file) / 2));
        const char byte = char(out.peek());
        out.put(char(byte ^ 0x5A));
    }
    const auto damaged = Pattern24::load(file);
    QVERIFY(damaged);
    QTRY_VERIFY(damaged->verdict() != Pattern24::Verdict::Pending);
    QCOMPARE(int(damaged->verdict()), int(Pattern24::Verdict::Damaged));
    QVERIFY(!std::filesystem::exists(file));
}

// A file written before the turned table (version 1: one table per group of
// the compact-block partition) is not mapped, even when its payload happens
// to have the new length: the cache builds the tables anew instead.
void TestFifteen24::oldLayoutRefused()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::filesystem::path file = pattern24File(dir.path().toStdString());
    const std::string oldLayout = {1, 2, 3, 6, 7, 4, 5, 8, 9, 10, 11, 12, 16, 17, 21,
                                   13, 14, 15, 19, 20, 18, 22, 23, 24, 0};
    const std::vector<std::uint8_t> payload(Pattern24::tableBytes(), 1);
    const std::span<const std::uint8_t> part(payload);
    QVERIFY(writeTableFile(file, TableFileKind{"PBFIF24P", 1, oldLayout}, std::span(&part, 1)));
    QVERIFY(!Pattern24::load(file));
    QVERIFY(m_tables->save(file));
    QVERIFY(Pattern24::load(file));
}

PUZZLEBOX_TEST_GUILESS_MAIN(TestFifteen24)
} // namespace tst_fifteen24
#include "tst_fifteen24.moc"
