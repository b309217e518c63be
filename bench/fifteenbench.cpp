// Benchmarks of the Fifteen solvers on random solvable boards from a fixed seed.
//
//   fifteenbench [--count N] [--sizes 4,5,...] [--group G] [--weight Q] [--budget E]
//   fifteenbench --improve-ms N [--count N] [--sizes 5,6,...]
//   fifteenbench --korf100 RUNS [--cache DIR] [--partition 7-7-1]
//
// --group, --weight and --budget override the solver's per-size tuning.
// --improve-ms: "look for a shorter solution" instead; each board's first
// solution (the baseline, from the same run) is improved for N ms of processor
// time, and the mean lengths before and after are compared.
//
// 4 x 4: builds the 6-6-3 pattern databases in memory (time, peak memory), then
// solves N boards optimally; the baseline is IDA* on the Manhattan distance on
// the first few of them, capped in nodes. 5 x 5 and up: the reduction solver
// against a tile-by-tile baseline (each tile brought home by an exact search,
// the last two of a line together: Parberry's method with optimal moves per
// tile), on the same boards, in the same run.
//
// --korf100: Korf's hundred 15-puzzle instances (korf100.h), RUNS times, each
// time with the IDA* of solveOptimal4() and with the search it replaced
// (Optimal4Search::FullLookup), in turn: every solution replayed and its
// length compared with the published optimum; the totals of each run and
// their medians. The 6-6-3 tables are mapped from DIR when they are there
// (and written there when built), otherwise built in memory; either way
// before the clocks start. --partition 7-7-1 adds the search over the 7-7-1
// tables, loaded or built (on one thread, 1.5 GiB, a minute or more) the
// same way, as the first of three in turn.

#include "core/fifteen/fifteensolver.h"
#include "core/fifteen/improver.h"
#include "core/fifteen/largesolver.h"
#include "korf100.h"
#include "fifteenreplay.h"
#include "processclock.h"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <string>
#include <thread>
#include <vector>

using namespace pb;
using namespace pb::fifteen;

namespace {

using bench::Clock;
using bench::cpuMillisSince;
using bench::solves;
using bench::millisSince;
using bench::peakRssKb;

std::array<std::uint8_t, 16> tilesOf(const FifteenBoard &board)
{
    std::array<std::uint8_t, 16> tiles{};
    for (int cell = 0; cell < 16; ++cell)
        tiles[std::size_t(cell)] = std::uint8_t(board.tileAt(cell));
    return tiles;
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values.empty() ? 0 : values[values.size() / 2];
}

void benchFour(int count)
{
    Progress progress;
    const auto buildStart = Clock::now();
    const std::clock_t buildCpuStart = std::clock();
    const auto databases = PatternDatabases::build(PatternDatabases::standardPartition(), {}, progress, 2);
    const double buildMillis = millisSince(buildStart);
    const double buildCpuMillis = cpuMillisSince(buildCpuStart);
    std::printf("4x4: 6-6-3 databases built in %.0f ms (%.0f ms CPU), %.1f MiB of tables, peak RSS %.1f MiB\n",
                buildMillis, buildCpuMillis, double(databases->bytes()) / (1 << 20), double(peakRssKb()) / 1024);

    std::vector<double> times;
    double cpuSum = 0;
    double maxCpu = 0;
    double lengthSum = 0;
    double nodeSum = 0;
    double maxMillis = 0;
    std::vector<FifteenBoard> boards;
    for (int i = 0; i < count; ++i) {
        const FifteenBoard board = FifteenBoard::randomSolvable(4, 1000 + std::uint64_t(i));
        boards.push_back(board);
        Progress p;
        const auto start = Clock::now();
        const std::clock_t cpuStart = std::clock();
        const auto cells = solveOptimal4(tilesOf(board), databases.get(), ~std::uint64_t(0), {}, p);
        const double millis = millisSince(start);
        const double cpu = cpuMillisSince(cpuStart);
        cpuSum += cpu;
        maxCpu = std::max(maxCpu, cpu);
        if (!cells || !solves(board, *cells)) {
            std::printf("4x4 board %d not solved\n", i);
            std::exit(1);
        }
        times.push_back(millis);
        maxMillis = std::max(maxMillis, millis);
        lengthSum += double(cells->size());
        nodeSum += double(p.nodes.load());
    }
    double total = 0;
    for (const double t : times)
        total += t;
    std::printf("4x4: %d boards, mean %.1f ms (CPU %.1f ms), median %.1f ms, max %.0f ms (CPU %.0f ms), mean length %.2f, mean nodes %.0f\n",
                count, total / count, cpuSum / count, median(times), maxMillis, maxCpu, lengthSum / count, nodeSum / count);

    // The baseline on the first boards: IDA* with the Manhattan distance.
    constexpr int kBaselineBoards = 5;
    constexpr std::uint64_t kBaselineNodes = 100'000'000;
    double pdbMillis = 0;
    double baseMillis = 0;
    int baseSolved = 0;
    for (int i = 0; i < kBaselineBoards && i < count; ++i) {
        Progress p;
        const auto start = Clock::now();
        const auto cells = solveOptimal4(tilesOf(boards[std::size_t(i)]), nullptr, kBaselineNodes, {}, p);
        const double millis = millisSince(start);
        if (cells) {
            ++baseSolved;
            baseMillis += millis;
            pdbMillis += times[std::size_t(i)];
        }
        std::printf("  baseline board %d: %s after %llu nodes, %.0f ms (databases: %.1f ms)\n", i,
                    cells ? "solved" : "gave up", static_cast<unsigned long long>(p.nodes.load()), millis,
                    times[std::size_t(i)]);
    }
    if (baseSolved > 0)
        std::printf("4x4 baseline (Manhattan IDA*): %d of %d solved within %llu nodes, %.1fx the time of the databases on those\n",
                    baseSolved, kBaselineBoards, static_cast<unsigned long long>(kBaselineNodes), baseMillis / pdbMillis);
}

struct Korf100Totals {
    double millis = 0;
    double cpuMillis = 0;
    std::uint64_t nodes = 0;
    double slowestCpuMillis = 0;
};

// All hundred instances with one search; exits when an answer is wrong.
Korf100Totals solveKorf100(const PatternDatabases &databases, Optimal4Search search)
{
    Korf100Totals totals;
    for (std::size_t i = 0; i < bench::kKorf100.size(); ++i) {
        const FifteenBoard board = bench::toOurs(bench::kKorf100[i]);
        Progress p;
        const auto start = Clock::now();
        const std::clock_t cpuStart = std::clock();
        const auto cells = solveOptimal4(tilesOf(board), &databases, ~std::uint64_t(0), {}, p, search);
        totals.millis += millisSince(start);
        const double cpu = cpuMillisSince(cpuStart);
        totals.cpuMillis += cpu;
        totals.slowestCpuMillis = std::max(totals.slowestCpuMillis, cpu);
        totals.nodes += p.nodes.load();
        if (!cells || !solves(board, *cells) || int(cells->size()) != bench::kKorf100[i].optimal) {
            std::printf("Korf instance %zu: %s (published optimum %d)\n", i + 1,
                        cells ? (solves(board, *cells) ? "wrong length" : "not a solution") : "not solved",
                        bench::kKorf100[i].optimal);
            std::exit(1);
        }
    }
    return totals;
}

// One contestant of --korf100: a search over a set of tables.
struct Korf100Search {
    const char *name;
    const PatternDatabases *databases;
    Optimal4Search search;
};

// The tables of `partition`, mapped from `cache` or built there (on one
// thread past six tiles, as a 7-tile build's marks take 1 GiB), timed.
std::shared_ptr<const PatternDatabases> korfTables(const PatternDatabases::Partition &partition,
                                                   const std::string &cache)
{
    Progress progress;
    const auto start = Clock::now();
    const std::clock_t cpuStart = std::clock();
    const int threads = PatternDatabases::tableBytes(partition) > (std::size_t(64) << 20) ? 1 : 2;
    const auto databases = loadOrBuildDatabases(cache.empty() ? std::filesystem::path() : databaseFile(cache, partition),
                                                partition, threads, {}, progress);
    std::printf("4x4: %s tables (%.0f MiB) ready in %.0f ms, %.0f ms CPU (%s), peak RSS %.1f MiB\n",
                PatternDatabases::name(partition).c_str(), double(databases->bytes()) / (1 << 20),
                millisSince(start), cpuMillisSince(cpuStart), cache.empty() ? "built in memory" : cache.c_str(),
                double(peakRssKb()) / 1024);
    std::fflush(stdout);
    return databases;
}

void benchKorf100(int runs, const std::string &cache, bool large)
{
    const auto standard = korfTables(PatternDatabases::standardPartition(), cache);
    const auto bigger = large ? korfTables(PatternDatabases::largePartition(), cache) : nullptr;
    std::vector<Korf100Search> searches;
    if (bigger)
        searches.push_back({"7-7-1 incremental", bigger.get(), Optimal4Search::Incremental});
    searches.push_back({"6-6-3 incremental", standard.get(), Optimal4Search::Incremental});
    searches.push_back({"6-6-3 full lookup", standard.get(), Optimal4Search::FullLookup});
    const std::size_t count = searches.size();
    std::vector<std::vector<double>> wall(count);
    std::vector<std::vector<double>> cpu(count);
    for (int run = 0; run < runs; ++run) {
        // In turn, so that no search always runs first on a warm cache.
        for (std::size_t k = 0; k < count; ++k) {
            const std::size_t which = (std::size_t(run) + k) % count;
            const Korf100Search &search = searches[which];
            const Korf100Totals totals = solveKorf100(*search.databases, search.search);
            wall[which].push_back(totals.millis);
            cpu[which].push_back(totals.cpuMillis);
            std::printf("run %d, %-20s: %8.1f ms wall, %8.1f ms CPU, %llu nodes, slowest %.1f ms CPU\n", run + 1,
                        search.name, totals.millis, totals.cpuMillis, static_cast<unsigned long long>(totals.nodes),
                        totals.slowestCpuMillis);
            std::fflush(stdout);
        }
    }
    for (std::size_t which = 0; which < count; ++which)
        std::printf("Korf 100, %-20s: median of %d runs %.1f ms wall, %.1f ms CPU\n", searches[which].name, runs,
                    median(wall[which]), median(cpu[which]));
    std::printf("all 100 at their published optimal length (mean 53.05); peak RSS %.1f MiB\n",
                double(peakRssKb()) / 1024);
}

struct LargeStats {
    double meanMillis = 0;
    double maxMillis = 0;
    double meanCpu = 0;
    double maxCpu = 0;
    double meanLength = 0;
    double meanRatio = 0;
};

LargeStats runLarge(int dim, int count, const PatternDatabases *databases, const LargeSolverTuning &tuning)
{
    LargeStats stats;
    for (int i = 0; i < count; ++i) {
        const FifteenBoard board = FifteenBoard::randomSolvable(dim, 1000 * std::uint64_t(dim) + std::uint64_t(i));
        Progress progress;
        const auto start = Clock::now();
        const std::clock_t cpuStart = std::clock();
        const auto cells = solveLarge(board, databases, {}, progress, tuning);
        const double millis = millisSince(start);
        const double cpu = cpuMillisSince(cpuStart);
        stats.meanCpu += cpu / count;
        stats.maxCpu = std::max(stats.maxCpu, cpu);
        if (!cells || !solves(board, *cells)) {
            std::printf("%dx%d board %d not solved\n", dim, dim, i);
            std::exit(1);
        }
        stats.meanMillis += millis / count;
        stats.maxMillis = std::max(stats.maxMillis, millis);
        stats.meanLength += double(cells->size()) / count;
        stats.meanRatio += double(cells->size()) / board.manhattan() / count;
    }
    return stats;
}

// Each board's first solution, then SolutionImprover for `millis` ms of
// processor time (a watchdog thread requests the stop; it sleeps, so the
// process's processor time is the improver's).
void benchImprove(int dim, int count, const PatternDatabases *databases, int millis)
{
    double firstSum = 0;
    double bestSum = 0;
    double ratioSum = 0;
    double improvements = 0;
    double maxStopMillis = 0;
    for (int i = 0; i < count; ++i) {
        const FifteenBoard board = FifteenBoard::randomSolvable(dim, 1000 * std::uint64_t(dim) + std::uint64_t(i));
        Progress progress;
        const auto first = solveLarge(board, databases, {}, progress, defaultTuning(dim));
        if (!first || !solves(board, *first)) {
            std::printf("%dx%d board %d not solved\n", dim, dim, i);
            std::exit(1);
        }
        SolutionImprover improver(board, *first, databases);
        std::stop_source stop;
        const std::clock_t cpuStart = std::clock();
        Clock::time_point stopAsked;
        std::jthread watchdog([&](std::stop_token done) {
            while (!done.stop_requested() && cpuMillisSince(cpuStart) < millis)
                std::this_thread::sleep_for(std::chrono::milliseconds(2));
            stopAsked = Clock::now();
            stop.request_stop();
        });
        int found = 0;
        const std::vector<int> best = improver.run({}, [&](const std::vector<int> &) { ++found; }, stop.get_token(), progress);
        const Clock::time_point returned = Clock::now();
        watchdog.join();
        maxStopMillis = std::max(maxStopMillis, std::chrono::duration<double, std::milli>(returned - stopAsked).count());
        if (!solves(board, best) || best.size() > first->size()) {
            std::printf("%dx%d board %d: improved solution is wrong\n", dim, dim, i);
            std::exit(1);
        }
        firstSum += double(first->size());
        bestSum += double(best.size());
        ratioSum += double(best.size()) / board.manhattan();
        improvements += found;
    }
    std::printf("%dx%d: %d boards, %d ms of improving: mean length %.1f -> %.1f (%.1f %% shorter), mean ratio to Manhattan %.2f,"
                " %.1f improvements per board, slowest stop %.1f ms\n",
                dim, dim, count, millis, firstSum / count, bestSum / count, 100.0 * (1 - bestSum / firstSum), ratioSum / count,
                improvements / count, maxStopMillis);
    std::fflush(stdout);
}

} // namespace

int main(int argc, char *argv[])
{
    int count = 50;
    std::vector<int> sizes{4, 5, 6, 7, 8, 9};
    // Overrides of the per-size defaults, for tuning experiments.
    std::optional<int> groupSize;
    std::optional<int> weightQuarters;
    std::optional<std::size_t> maxExpansions;
    std::optional<int> improveMillis;
    std::optional<int> korfRuns;
    std::string cache;
    bool large = false;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string option = argv[i];
        const char *value = argv[i + 1];
        if (option == "--count") {
            count = std::atoi(value);
        } else if (option == "--sizes") {
            sizes.clear();
            for (const char *p = value; *p; ++p) {
                if (*p >= '3' && *p <= '9')
                    sizes.push_back(*p - '0');
            }
        } else if (option == "--group") {
            groupSize = std::atoi(value);
        } else if (option == "--weight") {
            weightQuarters = std::atoi(value);
        } else if (option == "--budget") {
            maxExpansions = std::size_t(std::atol(value));
        } else if (option == "--improve-ms") {
            improveMillis = std::atoi(value);
        } else if (option == "--korf100") {
            korfRuns = std::max(1, std::atoi(value));
        } else if (option == "--cache") {
            cache = value;
        } else if (option == "--partition") {
            large = std::string(value) == PatternDatabases::name(PatternDatabases::largePartition());
        } else {
            std::fprintf(stderr, "unknown option %s\n", option.c_str());
            return 2;
        }
    }
    if (korfRuns) {
        benchKorf100(*korfRuns, cache, large);
        return 0;
    }
    if (std::find(sizes.begin(), sizes.end(), 4) != sizes.end() && !improveMillis)
        benchFour(count);

    // The large boards finish their last 4 x 4 with the databases when present,
    // as the app does once they exist.
    Progress progress;
    const auto databases = std::any_of(sizes.begin(), sizes.end(), [](int d) { return d > 4; })
        ? PatternDatabases::build(PatternDatabases::standardPartition(), {}, progress, 2)
        : nullptr;
    const LargeSolverTuning baseline{2, 4, 0};
    for (const int dim : sizes) {
        if (dim < 5)
            continue;
        if (improveMillis) {
            benchImprove(dim, count, databases.get(), *improveMillis);
            continue;
        }
        LargeSolverTuning tuning = defaultTuning(dim);
        tuning.groupSize = groupSize.value_or(tuning.groupSize);
        tuning.weightQuarters = weightQuarters.value_or(tuning.weightQuarters);
        tuning.maxExpansions = maxExpansions.value_or(tuning.maxExpansions);
        const LargeStats ours = runLarge(dim, count, databases.get(), tuning);
        const LargeStats base = runLarge(dim, count, databases.get(), baseline);
        std::printf("%dx%d: %d boards: mean %.1f ms (CPU %.1f), max %.1f ms (CPU %.1f), mean length %.1f, mean ratio to Manhattan %.2f"
                    " | tile-by-tile: mean %.1f ms (CPU %.1f), max %.1f ms, mean length %.1f, ratio %.2f | %.2fx shorter\n",
                    dim, dim, count, ours.meanMillis, ours.meanCpu, ours.maxMillis, ours.maxCpu, ours.meanLength, ours.meanRatio,
                    base.meanMillis, base.meanCpu, base.maxMillis, base.meanLength, base.meanRatio, base.meanLength / ours.meanLength);
        std::fflush(stdout);
    }
    std::printf("peak RSS %.1f MiB\n", double(peakRssKb()) / 1024);
    return 0;
}
