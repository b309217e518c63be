#include "fifteensolver.h"

#include "eighttable.h"
#include "fifteenpuzzle.h"
#include "improver.h"
#include "bigsolver.h"
#include "conflictbound.h"
#include "largesolver.h"
#include "search24.h"

#include <chrono>
#include <limits>
#include <mutex>

namespace pb::fifteen {

namespace {

// Enough for IDA* on the Manhattan distance to finish a 4 x 4 position a couple
// of dozen moves from the goal in a few milliseconds, without the databases.
constexpr std::uint64_t kQuickNodeLimit = 50'000;

std::array<std::uint8_t, 16> tilesOf4(const FifteenBoard &board)
{
    std::array<std::uint8_t, 16> tiles{};
    for (int cell = 0; cell < 16; ++cell)
        tiles[std::size_t(cell)] = std::uint8_t(board.tileAt(cell));
    return tiles;
}

// The cells the blank visits along `moves`; nullopt when they are not a
// solution of `board`.
std::optional<std::vector<int>> blankPath(FifteenBoard board, const std::vector<std::string> &moves)
{
    std::vector<int> cells;
    cells.reserve(moves.size());
    for (const std::string &move : moves) {
        const std::optional<int> tile = parseMove(move);
        if (!tile || *tile < 1 || *tile >= board.cellCount() || !board.canSlide(*tile))
            return std::nullopt;
        cells.push_back(board.cellOf(*tile));
        board.slide(*tile);
    }
    if (!board.isGoal())
        return std::nullopt;
    return cells;
}

// A first solution past 5 x 5 by solveBig(), on 5 x 5 (without its tables) by
// the reduction.
std::optional<std::vector<int>> solveFirst(const FifteenBoard &board, const PatternDatabases *databases,
                                           std::size_t memoryBudgetBytes, std::stop_token stop, Progress &progress)
{
    if (board.dim() >= 6)
        return solveBig(board, databases, memoryBudgetBytes, std::move(stop), progress, defaultBigTuning(board.dim()));
    return solveLarge(board, databases, std::move(stop), progress, defaultTuning(board.dim()));
}

// SolveGoal::Improve on a large board: from the known solution (or a first one,
// which counts as the first improvement) until stopped.
std::optional<std::vector<int>> improveLarge(const FifteenBoard &board, const SolveOptions &options,
                                             const PatternDatabases *databases, std::stop_token stop,
                                             Progress &progress, std::chrono::steady_clock::time_point started)
{
    const auto report = [&](const std::vector<int> &cells) {
        if (!options.onImproved)
            return;
        SolveResult better;
        better.status = SolveStatus::Solved;
        better.moves = tileMoves(board, cells);
        better.nodes = progress.nodes.load(std::memory_order_relaxed);
        better.millis = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - started).count();
        options.onImproved(better);
    };
    std::optional<std::vector<int>> known = blankPath(board, options.knownSolution);
    if (!known) {
        known = solveFirst(board, databases, options.memoryBudgetBytes, stop, progress);
        if (!known)
            return std::nullopt;
        report(*known);
    }
    SolutionImprover improver(board, std::move(*known), databases);
    return improver.run({}, report, std::move(stop), progress);
}

// Why a search whose table file was cut short under it (MappedTableFile::lost())
// answers nothing: some of the table read as zeros. Nothing is known of the
// board either way.
Message lostTableReason(const std::filesystem::path &file)
{
    return message("fifteen",
                   PB_TRANSLATE_NOOP("fifteen", "The solver's table file %1 could no longer be read while the search read it (cut short by another program, or a disk error), so the search ended without an answer; solving again reads the table anew or builds it"),
                   {file.string()});
}

// A 5 x 5 solution by solveNearOptimal5(); no cells when the tables cannot be
// had within the budget (or without a cache directory to keep them in), when
// the search runs out of memory, or when stopped.
Search24Result solveFive(const FifteenBoard &board, const SolveOptions &options, std::stop_token stop,
                         Progress &progress)
{
    if (options.memoryBudgetBytes < Pattern24::tableBytes() + kSingleSearch5Bytes)
        return {};
    const bool mayBuild = !options.cacheDirectory.empty()
        && options.memoryBudgetBytes >= Pattern24::buildBytes(1);
    const auto tables = standardPattern24(options.cacheDirectory,
                                          mayBuild ? Pattern24::buildThreads(options.memoryBudgetBytes) : 0, stop, progress);
    if (!tables)
        return {};
    std::array<std::uint8_t, Pattern24::kCells> tiles{};
    for (int cell = 0; cell < Pattern24::kCells; ++cell)
        tiles[std::size_t(cell)] = std::uint8_t(board.tileAt(cell));
    progress.memoryBytes.store(tables->bytes(), std::memory_order_relaxed);
    Search24Result found = solveNearOptimal5(tiles, *tables, options.memoryBudgetBytes - tables->bytes(), stop, progress);
    progress.memoryBytes.store(0, std::memory_order_relaxed);
    return found;
}

} // namespace

std::filesystem::path databaseFile(const std::filesystem::path &cacheDirectory,
                                   const PatternDatabases::Partition &partition)
{
    return cacheDirectory / ("fifteen-" + PatternDatabases::name(partition) + ".pdb");
}

std::shared_ptr<const PatternDatabases> loadOrBuildDatabases(const std::filesystem::path &file,
                                                             const PatternDatabases::Partition &partition,
                                                             int buildThreads, std::stop_token stop,
                                                             Progress &progress)
{
    if (!file.empty()) {
        if (auto loaded = PatternDatabases::load(file, partition, stop))
            return loaded;
    }
    if (buildThreads == 0)
        return nullptr;
    progress.stage.store(ProgressStage::BuildingTables, std::memory_order_relaxed);
    auto built = PatternDatabases::build(partition, std::move(stop), progress, buildThreads);
    progress.stage.store(ProgressStage::Searching, std::memory_order_relaxed);
    if (!built)
        return nullptr;
    // A cache that cannot be written only costs the next run the build again.
    if (!file.empty())
        built->save(file);
    return built;
}

std::shared_ptr<const PatternDatabases> standardDatabases(const std::filesystem::path &cacheDirectory,
                                                          int buildThreads, std::stop_token stop,
                                                          Progress &progress)
{
    static std::mutex mutex;
    static std::shared_ptr<const PatternDatabases> databases;
    const std::lock_guard lock(mutex);
    // Tables whose file turned out damaged are dropped: their file is gone, so
    // they are built anew (or the solve goes without them). So are tables
    // whose file was cut short under them.
    if (databases && (databases->verdict() == PatternDatabases::Verdict::Damaged || databases->lost()))
        databases.reset();
    if (!databases) {
        databases = loadOrBuildDatabases(cacheDirectory.empty() ? std::filesystem::path() : databaseFile(cacheDirectory),
                                         PatternDatabases::standardPartition(), buildThreads, std::move(stop), progress);
    }
    return databases;
}

std::shared_ptr<const PatternDatabases> largeDatabases(const std::filesystem::path &cacheDirectory,
                                                       std::stop_token stop)
{
    static std::mutex mutex;
    static std::shared_ptr<const PatternDatabases> databases;
    const std::lock_guard lock(mutex);
    if (!databases && !cacheDirectory.empty())
        databases = PatternDatabases::load(databaseFile(cacheDirectory, PatternDatabases::largePartition()),
                                           PatternDatabases::largePartition(), std::move(stop));
    return databases;
}

std::vector<std::string> tileMoves(FifteenBoard board, const std::vector<int> &blankCells)
{
    std::vector<std::string> moves;
    moves.reserve(blankCells.size());
    for (const int cell : blankCells) {
        moves.push_back(std::to_string(board.tileAt(cell)));
        board.moveBlankTo(cell);
    }
    return moves;
}

namespace {

// What the memory budget allows of the pattern databases, the only large
// thing a search holds: to build them, or only to load them (from the cache or
// an earlier solve), or not to use them at all.
struct DatabaseBudget {
    bool mayUse;
    bool mayBuild;
    int buildThreads;
    bool mayUseLarge;
};

// What a 4 x 4 search holds beside its tables (its table of positions).
constexpr std::size_t kOptimal4SearchBytes = std::size_t(2) << 20;

DatabaseBudget databaseBudget(std::size_t memoryBudgetBytes)
{
    const auto partition = PatternDatabases::standardPartition();
    const bool mayBuild = memoryBudgetBytes >= PatternDatabases::buildBytes(partition, 1);
    return DatabaseBudget{memoryBudgetBytes >= PatternDatabases::tableBytes(partition), mayBuild,
                          mayBuild ? PatternDatabases::buildThreads(memoryBudgetBytes, partition) : 0,
                          memoryBudgetBytes >= PatternDatabases::tableBytes(PatternDatabases::largePartition())
                              + kOptimal4SearchBytes};
}

// Past 4 x 4: how the search ended and the blank's cells, shown to be the
// fewest only when the lower bound reaches their length; no cells when it
// was stopped.
struct PastFour {
    SolveStatus status;
    std::optional<std::vector<int>> cells;
    std::optional<int> lowerBound;
    Message reason = {};
};

PastFour solvePastFour(const FifteenBoard &board, const SolveOptions &options, const DatabaseBudget &budget,
                       std::stop_token stop, Progress &progress, std::chrono::steady_clock::time_point started)
{
    // 5 x 5: a weighted search over the board's own tables gives solutions
    // about 1.11 times the shortest, where the reduction below gives 1.4. As
    // for the 4 x 4 databases past 4 x 4, the tables are built only when they
    // can be kept on disk; without them (or when the search runs out of its
    // memory) the reduction answers.
    if (board.dim() == 5 && options.goal != SolveGoal::Improve) {
        Search24Result found = solveFive(board, options, stop, progress);
        if (found.tablesLost)
            return {SolveStatus::LimitReached, std::vector<int>(), std::nullopt, lostTableReason(pattern24File(options.cacheDirectory))};
        if (found.cells)
            return {SolveStatus::Solved, std::move(found.cells), found.lowerBound};
        if (stop.stop_requested())
            return {SolveStatus::Stopped, std::nullopt, std::nullopt};
    }

    // Past 4 x 4 the databases only finish the last corner, optimally, which
    // saves about 15 moves (5 x 5: 137 moves on average instead of 151). Worth
    // a one-time build when they can be kept on disk for every later run;
    // without a cache directory the last corner goes the 3 x 3 way instead.
    const bool mayBuild = !options.cacheDirectory.empty() && budget.mayBuild;
    const auto databases = budget.mayUse ? standardDatabases(options.cacheDirectory, mayBuild ? budget.buildThreads : 0, stop, progress)
                                         : nullptr;
    if (!databases && mayBuild)
        return {SolveStatus::Stopped, std::nullopt, std::nullopt};
    const std::size_t tableBytes = databases ? databases->bytes() : 0;
    const std::size_t searchBudget = options.memoryBudgetBytes > tableBytes ? options.memoryBudgetBytes - tableBytes : 0;
    PastFour past = options.goal == SolveGoal::Improve
        ? PastFour{SolveStatus::Stopped, improveLarge(board, options, databases.get(), stop, progress, started), std::nullopt}
        : PastFour{SolveStatus::Solved, solveFirst(board, databases.get(), searchBudget, stop, progress),
                   conflictBound(board)};
    // What it found is still a solution (the 4 x 4 search checks the goal
    // itself, or gives way to the 3 x 3 one), but as with every search whose
    // tables were lost, it is not the answer.
    if (databases && databases->lost())
        return {SolveStatus::LimitReached, std::vector<int>(), std::nullopt,
                lostTableReason(databaseFile(options.cacheDirectory, databases->partition()))};
    return past;
}

} // namespace

SolveResult solveFifteen(const FifteenBoard &board, const SolveOptions &options, std::stop_token stop,
                         Progress &progress)
{
    const auto started = std::chrono::steady_clock::now();
    SolveResult result;
    const auto finish = [&](SolveStatus status, std::optional<std::vector<int>> cells, bool optimal) {
        result.status = cells ? status : SolveStatus::Stopped;
        if (cells)
            result.moves = tileMoves(board, *cells);
        result.optimal = cells && optimal;
        result.nodes = progress.nodes.load(std::memory_order_relaxed);
        result.millis = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - started).count();
        return result;
    };

    if (const auto reason = board.unsolvableReason()) {
        result.reason = *reason;
        return finish(SolveStatus::Unsolvable, std::vector<int>(), false);
    }
    if (board.isGoal())
        return finish(SolveStatus::Solved, std::vector<int>(), true);

    if (board.dim() == 3) {
        EightTable::Tiles tiles{};
        for (int cell = 0; cell < 9; ++cell)
            tiles[std::size_t(cell)] = std::uint8_t(board.tileAt(cell));
        return finish(SolveStatus::Solved, EightTable::instance().solve(tiles), true);
    }

    const DatabaseBudget budget = databaseBudget(options.memoryBudgetBytes);
    if (board.dim() == 4) {
        const auto tiles = tilesOf4(board);
        if (auto quick = solveOptimal4(tiles, nullptr, kQuickNodeLimit, stop, progress))
            return finish(SolveStatus::Solved, std::move(quick), true);
        auto databases = budget.mayUseLarge ? largeDatabases(options.cacheDirectory, stop) : nullptr;
        if (!databases && budget.mayUse)
            databases = standardDatabases(options.cacheDirectory, budget.buildThreads, stop, progress);
        if (!databases && budget.mayBuild)
            return finish(SolveStatus::Stopped, std::nullopt, false);
        if (!databases) {
            result.reason = message("fifteen",
                                    PB_TRANSLATE_NOOP("fifteen", "Solving a 4 × 4 board needs %1 MiB for its pattern tables, more than the memory budget of %2 MiB"),
                                    {mebibytes(PatternDatabases::buildBytes(PatternDatabases::standardPartition(), 1)),
                                     mebibytes(options.memoryBudgetBytes)});
            return finish(SolveStatus::LimitReached, std::vector<int>(), false);
        }
        progress.memoryBytes.store(databases->bytes(), std::memory_order_relaxed);
        auto cells = solveOptimal4(tiles, databases.get(), std::numeric_limits<std::uint64_t>::max(), stop, progress);
        if (databases->lost()) {
            result.reason = lostTableReason(databaseFile(options.cacheDirectory, databases->partition()));
            return finish(SolveStatus::LimitReached, std::vector<int>(), false);
        }
        return finish(SolveStatus::Solved, std::move(cells), true);
    }
    PastFour past = solvePastFour(board, options, budget, stop, progress, started);
    result.reason = past.reason;
    if (past.cells && past.lowerBound) {
        result.lowerBound = std::min(*past.lowerBound, int(past.cells->size()));
        if (*result.lowerBound == int(past.cells->size()))
            return finish(past.status, std::move(past.cells), true);
    }
    return finish(past.status, std::move(past.cells), false);
}

} // namespace pb::fifteen
