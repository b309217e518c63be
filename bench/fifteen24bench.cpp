// The 5 x 5 near-optimal solver against the published optimal lengths.
//
//   fifteen24bench [--cache DIR] [--first N] [--only N] [--random N] [--polish-nodes N] [--weight N/D] [--reduction]
//                  [--cores N] [--no-baseline]
//   fifteen24bench --build-only [--threads N]
//
// Builds the 5 x 5 pattern tables in memory (time, peak memory), or maps them
// from DIR when it holds them, then solves each instance twice: by the
// solver's search (solveNearOptimal5 with the app's default memory budget
// beside the tables: two searches, on two threads when the process may run
// on two cores, one forward and one backward, each line polished) and, as the
// baseline, by the solver before backwards24.h (two forward searches, each
// line polished). For each it prints the optimal length, ours, their ratio,
// the proven lower bound, the threads the searches ran on at once and the time
// (wall, and processor time of all threads); then the means, the largest
// ratios and the median and largest times.
// Every solution is replayed, and a bound above the optimum or above the
// shorter of the two lines fails the run.
// --first N: only the first N published instances. --only N (repeatable):
// only instance (or random board) N.
// --random N: N random boards (seeds 1 to N) instead, whose optimum is not
// known: the ratios are to the better bound the two solvers proved. --polish-nodes N: each line's
// polishing budget instead of the solver's. --weight: one weighted A* of that
// weight (400,000 expansions, one thread) as the baseline. --reduction: the
// reduction solver (largesolver.h, with the 4 x 4 databases) as well.
// --cores N: the solver's searches told they have N cores (NearOptimal5Plan::
// cores) instead of the cores the process may run on. --no-baseline: the
// solver alone (with --random, the ratios are then to its own bound).
// --build-only: build the tables in memory on N threads (2 by default, as
// the app's first build), print the time and stop.

#include "core/fifteen/fifteenboard.h"
#include "core/fifteen/largesolver.h"
#include "core/fifteen/pattern24.h"
#include "core/fifteen/search24.h"
#include "fifteenreplay.h"
#include "processclock.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <limits>
#include <numeric>
#include <optional>
#include <random>
#include <string>
#include <vector>

using namespace pb;
using namespace pb::fifteen;

namespace {

using bench::Clock;
using bench::cpuMillisSince;
using bench::solves;
using bench::millisSince;
using bench::peakRssKb;

// The fifty random 24-puzzle instances of R. E. Korf and A. Felner, "Disjoint
// pattern database heuristics", Artificial Intelligence 134 (2002) 9-22, with
// the optimal lengths they published (mean 100.78). The first ten are the ten
// of R. E. Korf and L. A. Taylor, "Finding optimal solutions to the
// twenty-four puzzle", AAAI-96, Table 1, in another order. In the papers'
// notation the blank's home is the top left corner and tile t's is cell t;
// listed here as printed (reading order, 0 the blank).
struct Instance {
    std::array<int, 25> cells;
    int optimal;
};

constexpr std::array<Instance, 50> kKorfFelner = {{
    {{14, 5, 9, 2, 18, 8, 23, 19, 12, 17, 15, 0, 10, 20, 4, 6, 11, 21, 1, 7, 24, 3, 16, 22, 13}, 95},
    {{16, 5, 1, 12, 6, 24, 17, 9, 2, 22, 4, 10, 13, 18, 19, 20, 0, 23, 7, 21, 15, 11, 8, 3, 14}, 96},
    {{6, 0, 24, 14, 8, 5, 21, 19, 9, 17, 16, 20, 10, 13, 2, 15, 11, 22, 1, 3, 7, 23, 4, 18, 12}, 97},
    {{18, 14, 0, 9, 8, 3, 7, 19, 2, 15, 5, 12, 1, 13, 24, 23, 4, 21, 10, 20, 16, 22, 11, 6, 17}, 98},
    {{17, 1, 20, 9, 16, 2, 22, 19, 14, 5, 15, 21, 0, 3, 24, 23, 18, 13, 12, 7, 10, 8, 6, 4, 11}, 100},
    {{2, 0, 10, 19, 1, 4, 16, 3, 15, 20, 22, 9, 6, 18, 5, 13, 12, 21, 8, 17, 23, 11, 24, 7, 14}, 101},
    {{21, 22, 15, 9, 24, 12, 16, 23, 2, 8, 5, 18, 17, 7, 10, 14, 13, 4, 0, 6, 20, 11, 3, 1, 19}, 104},
    {{7, 13, 11, 22, 12, 20, 1, 18, 21, 5, 0, 8, 14, 24, 19, 9, 4, 17, 16, 10, 23, 15, 3, 2, 6}, 108},
    {{3, 2, 17, 0, 14, 18, 22, 19, 15, 20, 9, 7, 10, 21, 16, 6, 24, 23, 8, 5, 1, 4, 11, 12, 13}, 113},
    {{23, 14, 0, 24, 17, 9, 20, 21, 2, 18, 10, 13, 22, 1, 3, 11, 4, 16, 6, 5, 7, 12, 8, 15, 19}, 114},
    {{15, 11, 8, 18, 14, 3, 19, 16, 20, 5, 24, 2, 17, 4, 22, 10, 1, 13, 9, 21, 23, 7, 6, 12, 0}, 106},
    {{12, 23, 9, 18, 24, 22, 4, 0, 16, 13, 20, 3, 15, 6, 17, 8, 7, 11, 19, 1, 10, 2, 14, 5, 21}, 109},
    {{21, 24, 8, 1, 19, 22, 12, 9, 7, 18, 4, 0, 23, 14, 10, 6, 3, 11, 16, 5, 15, 2, 20, 13, 17}, 101},
    {{24, 1, 17, 10, 15, 14, 3, 13, 8, 0, 22, 16, 20, 7, 21, 4, 12, 9, 2, 11, 5, 23, 6, 18, 19}, 111},
    {{24, 10, 15, 9, 16, 6, 3, 22, 17, 13, 19, 23, 21, 11, 18, 0, 1, 2, 7, 8, 20, 5, 12, 4, 14}, 103},
    {{18, 24, 17, 11, 12, 10, 19, 15, 6, 1, 5, 21, 22, 9, 7, 3, 2, 16, 14, 4, 20, 23, 0, 8, 13}, 96},
    {{23, 16, 13, 24, 5, 18, 22, 11, 17, 0, 6, 9, 20, 7, 3, 2, 10, 14, 12, 21, 1, 19, 15, 8, 4}, 109},
    {{0, 12, 24, 10, 13, 5, 2, 4, 19, 21, 23, 18, 8, 17, 9, 22, 16, 11, 6, 15, 7, 3, 14, 1, 20}, 110},
    {{16, 13, 6, 23, 9, 8, 3, 5, 24, 15, 22, 12, 21, 17, 1, 19, 10, 7, 11, 4, 18, 2, 14, 20, 0}, 106},
    {{4, 5, 1, 23, 21, 13, 2, 10, 18, 17, 15, 7, 0, 9, 3, 14, 11, 12, 19, 8, 6, 20, 24, 22, 16}, 92},
    {{24, 8, 14, 5, 16, 4, 13, 6, 22, 19, 1, 10, 9, 12, 3, 0, 18, 21, 20, 23, 15, 17, 11, 7, 2}, 103},
    {{7, 6, 3, 22, 15, 19, 21, 2, 13, 0, 8, 10, 9, 4, 18, 16, 11, 24, 5, 12, 17, 1, 23, 14, 20}, 95},
    {{24, 11, 18, 7, 3, 17, 5, 1, 23, 15, 21, 8, 2, 4, 19, 14, 0, 16, 22, 6, 9, 13, 20, 12, 10}, 104},
    {{14, 24, 18, 12, 22, 15, 5, 1, 23, 11, 6, 19, 10, 13, 7, 0, 3, 9, 4, 17, 2, 21, 16, 20, 8}, 107},
    {{3, 17, 9, 8, 24, 1, 11, 12, 14, 0, 5, 4, 22, 13, 16, 21, 15, 6, 7, 10, 20, 23, 2, 18, 19}, 81},
    {{22, 21, 15, 3, 14, 13, 9, 19, 24, 23, 16, 0, 7, 10, 18, 4, 11, 20, 8, 2, 1, 6, 5, 17, 12}, 105},
    {{9, 19, 8, 20, 2, 3, 14, 1, 24, 6, 13, 18, 7, 10, 17, 5, 22, 12, 21, 16, 15, 0, 23, 11, 4}, 99},
    {{17, 15, 7, 12, 8, 3, 4, 9, 21, 5, 16, 6, 19, 20, 1, 22, 24, 18, 11, 14, 23, 10, 2, 13, 0}, 98},
    {{10, 3, 6, 13, 1, 2, 20, 14, 18, 11, 15, 7, 5, 12, 9, 24, 17, 22, 4, 8, 21, 23, 19, 16, 0}, 88},
    {{8, 19, 7, 16, 12, 2, 13, 22, 14, 9, 11, 5, 6, 3, 18, 24, 0, 15, 10, 23, 1, 20, 4, 17, 21}, 92},
    {{19, 20, 12, 21, 7, 0, 16, 10, 5, 9, 14, 23, 3, 11, 4, 2, 6, 1, 8, 15, 17, 13, 22, 24, 18}, 99},
    {{1, 12, 18, 13, 17, 15, 3, 7, 20, 0, 19, 24, 6, 5, 21, 11, 2, 8, 9, 16, 22, 10, 4, 23, 14}, 97},
    {{11, 22, 6, 21, 8, 13, 20, 23, 0, 2, 15, 7, 12, 18, 16, 3, 1, 17, 5, 4, 9, 14, 24, 10, 19}, 106},
    {{5, 18, 3, 21, 22, 17, 13, 24, 0, 7, 15, 14, 11, 2, 9, 10, 1, 8, 6, 16, 19, 4, 20, 23, 12}, 102},
    {{2, 10, 24, 11, 22, 19, 0, 3, 8, 17, 15, 16, 6, 4, 23, 20, 18, 7, 9, 14, 13, 5, 12, 1, 21}, 98},
    {{2, 10, 1, 7, 16, 9, 0, 6, 12, 11, 3, 18, 22, 4, 13, 24, 20, 15, 8, 14, 21, 23, 17, 19, 5}, 90},
    {{23, 22, 5, 3, 9, 6, 18, 15, 10, 2, 21, 13, 19, 12, 20, 7, 0, 1, 16, 24, 17, 4, 14, 8, 11}, 100},
    {{10, 3, 24, 12, 0, 7, 8, 11, 14, 21, 22, 23, 2, 1, 9, 17, 18, 6, 20, 4, 13, 15, 5, 19, 16}, 96},
    {{16, 24, 3, 14, 5, 18, 7, 6, 4, 2, 0, 15, 8, 10, 20, 13, 19, 9, 21, 11, 17, 12, 22, 23, 1}, 104},
    {{2, 17, 4, 13, 7, 12, 10, 3, 0, 16, 21, 24, 8, 5, 18, 20, 15, 19, 14, 9, 22, 11, 6, 1, 23}, 82},
    {{13, 19, 9, 10, 14, 15, 23, 21, 24, 16, 12, 11, 0, 5, 22, 20, 4, 18, 3, 1, 6, 2, 7, 17, 8}, 106},
    {{16, 6, 20, 18, 23, 19, 7, 11, 13, 17, 12, 9, 1, 24, 3, 22, 2, 21, 10, 4, 8, 15, 14, 5, 0}, 108},
    {{7, 4, 19, 12, 16, 20, 15, 23, 8, 10, 1, 18, 2, 17, 14, 24, 9, 5, 0, 21, 6, 3, 11, 13, 22}, 104},
    {{8, 12, 18, 3, 2, 11, 10, 22, 24, 17, 1, 13, 23, 4, 20, 16, 6, 15, 9, 21, 19, 5, 14, 0, 7}, 93},
    {{9, 7, 16, 18, 12, 1, 23, 8, 22, 0, 6, 19, 4, 13, 2, 24, 11, 15, 21, 17, 20, 3, 10, 14, 5}, 101},
    {{1, 16, 10, 14, 17, 13, 0, 3, 5, 7, 4, 15, 19, 2, 21, 9, 23, 8, 12, 6, 11, 24, 22, 20, 18}, 100},
    {{21, 11, 10, 4, 16, 6, 13, 24, 7, 14, 1, 20, 9, 17, 0, 15, 2, 5, 8, 22, 3, 12, 18, 19, 23}, 92},
    {{2, 22, 21, 0, 23, 8, 14, 20, 12, 7, 16, 11, 3, 5, 1, 15, 4, 9, 24, 10, 13, 6, 19, 17, 18}, 107},
    {{2, 21, 3, 7, 0, 8, 5, 14, 18, 6, 12, 11, 23, 20, 10, 15, 17, 4, 9, 16, 13, 19, 24, 22, 1}, 100},
    {{23, 1, 12, 6, 16, 2, 20, 10, 21, 18, 14, 13, 17, 19, 22, 0, 15, 24, 3, 7, 4, 8, 5, 9, 11}, 113},
}};

// The board turned half a turn with tile t renamed 25 - t: the papers' goal
// (blank first) becomes ours (blank last), and a move stays a move, so the
// optimal length is unchanged.
FifteenBoard toOurs(const Instance &instance)
{
    std::vector<int> tiles(25);
    for (int cell = 0; cell < 25; ++cell) {
        const int tile = instance.cells[std::size_t(cell)];
        tiles[std::size_t(24 - cell)] = tile == 0 ? 0 : 25 - tile;
    }
    return FifteenBoard(5, tiles);
}

} // namespace

namespace {

// The solver before backwards24.h: both searches forward, one as
// pairedSearch5Limits()'s first, one from weight 3/2 (8/5, 7/4, 2, 3 every
// 250,000 expansions).
NearOptimal5Plan forwardPair()
{
    NearOptimal5Plan plan;
    plan.searches[1] = singleSearch5Limits(0);
    plan.searches[1].raiseEvery = 250'000;
    plan.searches[1].maxExpansions = 1'000'000;
    plan.backwards = {false, false};
    return plan;
}

// A random solvable board: a shuffle, with two tiles swapped when it cannot
// be solved.
FifteenBoard randomBoard(std::uint32_t seed)
{
    std::vector<int> tiles(25);
    std::iota(tiles.begin(), tiles.end(), 0);
    std::mt19937 random(seed);
    std::shuffle(tiles.begin(), tiles.end(), random);
    if (!FifteenBoard(5, tiles).isSolvable()) {
        const auto first = std::find_if(tiles.begin(), tiles.end(), [](int tile) { return tile != 0; });
        const auto second = std::find_if(first + 1, tiles.end(), [](int tile) { return tile != 0; });
        std::iter_swap(first, second);
    }
    return FifteenBoard(5, tiles);
}

struct Run {
    Search24Result found;
    double millis = 0;
    double cpuMillis = 0;
    std::uint64_t nodes = 0;
};

struct Totals {
    double ratio = 0;
    double maxRatio = 0;
    double boundRatio = 0; // ours / the proven bound: what the solver can claim
    double maxBoundRatio = 0;
    std::vector<double> millis;
    std::vector<double> cpuMillis;
    double peakMiB = 0;

    void add(const Run &run, int optimal)
    {
        const double length = double(run.found.cells->size());
        ratio += length / optimal;
        maxRatio = std::max(maxRatio, length / optimal);
        boundRatio += length / run.found.lowerBound;
        maxBoundRatio = std::max(maxBoundRatio, length / run.found.lowerBound);
        millis.push_back(run.millis);
        cpuMillis.push_back(run.cpuMillis);
        peakMiB = std::max(peakMiB, double(run.found.peakBytes) / (1 << 20));
    }
    void print(const char *name, std::size_t count) const
    {
        const auto median = [](std::vector<double> values) {
            std::sort(values.begin(), values.end());
            return values[values.size() / 2];
        };
        std::printf("%-8s mean ratio %.3f, max %.3f; ours / bound mean %.3f, max %.3f; wall median %.0f ms, max %.0f ms;"
                    " CPU median %.0f ms, max %.0f ms; lists at most %.1f MiB\n",
                    name, ratio / double(count), maxRatio, boundRatio / double(count), maxBoundRatio, median(millis),
                    *std::max_element(millis.begin(), millis.end()), median(cpuMillis),
                    *std::max_element(cpuMillis.begin(), cpuMillis.end()), peakMiB);
    }
};

template<typename Solve>
Run timed(Solve &&solve)
{
    Run run;
    Progress progress;
    const auto start = Clock::now();
    const std::clock_t cpuStart = std::clock();
    run.found = solve(progress);
    run.millis = millisSince(start);
    run.cpuMillis = cpuMillisSince(cpuStart);
    run.nodes = progress.nodes.load();
    return run;
}

// Replayed to the goal, and the bound never above the published optimum.
bool checked(const FifteenBoard &board, const Run &run, int optimal, std::size_t instance)
{
    if (!run.found.cells || !solves(board, *run.found.cells)) {
        std::printf("instance %zu: %s\n", instance, run.found.outOfMemory ? "out of memory" : "not solved");
        return false;
    }
    if (run.found.lowerBound > optimal) {
        std::printf("instance %zu: bound %d above the optimum %d\n", instance, run.found.lowerBound, optimal);
        return false;
    }
    return true;
}

} // namespace

int main(int argc, char *argv[])
{
    std::optional<Search24Limits> weighted;
    NearOptimal5Plan plan;
    NearOptimal5Plan previous = forwardPair();
    std::vector<std::size_t> only;
    std::size_t randomBoards = 0;
    std::string cache;
    bool reduction = false;
    bool buildOnly = false;
    bool baseline = true;
    std::size_t first = kKorfFelner.size();
    int threads = Pattern24::buildThreads(std::size_t(512) << 20);
    for (int i = 1; i < argc; ++i) {
        const std::string option = argv[i];
        if (option == "--weight" && i + 1 < argc) {
            weighted = singleSearch5Limits(std::size_t(256) << 20);
            weighted->raisedWeights.clear();
            if (std::sscanf(argv[++i], "%d/%d", &weighted->weightNumerator, &weighted->weightDenominator) != 2)
                return 2;
        } else if (option == "--polish-nodes" && i + 1 < argc) {
            plan.polish.maxNodes = std::uint64_t(std::atoll(argv[++i]));
        } else if (option == "--random" && i + 1 < argc) {
            randomBoards = std::size_t(std::atoll(argv[++i]));
        } else if (option == "--only" && i + 1 < argc) {
            only.push_back(std::size_t(std::atoll(argv[++i])));
        } else if (option == "--first" && i + 1 < argc) {
            first = std::min(kKorfFelner.size(), std::size_t(std::atoll(argv[++i])));
        } else if (option == "--cache" && i + 1 < argc) {
            cache = argv[++i];
        } else if (option == "--reduction") {
            reduction = true;
        } else if (option == "--build-only") {
            buildOnly = true;
        } else if (option == "--threads" && i + 1 < argc) {
            threads = std::atoi(argv[++i]);
        } else if (option == "--cores" && i + 1 < argc) {
            plan.cores = std::atoi(argv[++i]);
        } else if (option == "--no-baseline") {
            baseline = false;
        } else {
            std::fprintf(stderr, "unknown option %s\n", option.c_str());
            return 2;
        }
    }

    Progress progress;
    const auto buildStart = Clock::now();
    const std::clock_t buildCpuStart = std::clock();
    std::shared_ptr<const Pattern24> tables = cache.empty() ? nullptr : Pattern24::load(pattern24File(cache));
    const bool loaded = tables != nullptr;
    if (!tables)
        tables = Pattern24::build({}, progress, threads);
    std::printf("5x5 tables %s in %.0f ms (CPU %.0f ms, all threads), %.1f MiB, build peak %.1f MiB (counted), peak RSS %.1f MiB\n",
                loaded ? "mapped" : "built", millisSince(buildStart),
                cpuMillisSince(buildCpuStart), double(tables->bytes()) / (1 << 20),
                double(tables->buildPeakBytes()) / (1 << 20), double(peakRssKb()) / 1024);
    if (buildOnly)
        return 0;
    if (!cache.empty() && !loaded)
        tables->save(pattern24File(cache));

    std::shared_ptr<const PatternDatabases> databases;
    if (reduction)
        databases = PatternDatabases::build(PatternDatabases::standardPartition(), {}, progress, 2);

    // As solveFifteen() gives the search with the app's default budget.
    const std::size_t searchBytes = (std::size_t(512) << 20) - tables->bytes();
    Totals ours;
    Totals before;
    std::size_t solved = 0;
    std::size_t shorter = 0;
    std::size_t longer = 0;
    for (std::size_t i = 0; i < (randomBoards > 0 ? randomBoards : first); ++i) {
        if (!only.empty() && std::find(only.begin(), only.end(), i + 1) == only.end())
            continue;
        ++solved;
        const FifteenBoard board = randomBoards > 0 ? randomBoard(std::uint32_t(i + 1)) : toOurs(kKorfFelner[i]);
        std::array<std::uint8_t, 25> tiles{};
        for (int cell = 0; cell < 25; ++cell)
            tiles[std::size_t(cell)] = std::uint8_t(board.tileAt(cell));
        const Run now = timed([&](Progress &p) { return solveNearOptimal5(tiles, *tables, searchBytes, {}, p, plan); });
        // Without a baseline, ours stands in for it: its own figures again.
        const Run old = !baseline ? now : timed([&](Progress &p) {
            return weighted ? solveWeighted5(tiles, *tables, *weighted, {}, p)
                            : solveNearOptimal5(tiles, *tables, searchBytes, {}, p, previous);
        });
        const int published = randomBoards > 0 ? std::numeric_limits<int>::max() : kKorfFelner[i].optimal;
        if (!checked(board, now, published, i + 1) || !checked(board, old, published, i + 1))
            return 1;
        // Whatever the optimum, no proof may pass the shorter of the two lines.
        const int shorterLine = int(std::min(now.found.cells->size(), old.found.cells->size()));
        if (std::max(now.found.lowerBound, old.found.lowerBound) > shorterLine) {
            std::printf("instance %zu: a bound above a line of %d moves\n", i + 1, shorterLine);
            return 1;
        }
        // A random board's optimum is not known: the better proven bound stands in.
        const int optimal = randomBoards > 0 ? std::max(now.found.lowerBound, old.found.lowerBound) : published;
        ours.add(now, optimal);
        before.add(old, optimal);
        shorter += now.found.cells->size() < old.found.cells->size();
        longer += now.found.cells->size() > old.found.cells->size();
        const std::size_t length = now.found.cells->size();
        std::printf("%s %2zu: h %3d %s %3d | ours %3zu ratio %.3f bound %3d (at most %.3f) %d thread%s %5.0f ms CPU %5.0f ms"
                    " %8llu nodes",
                    randomBoards > 0 ? "board" : "instance", i + 1, tables->heuristic(tiles),
                    randomBoards > 0 ? "best bound" : "optimal", optimal, length, double(length) / optimal, now.found.lowerBound,
                    double(length) / now.found.lowerBound, now.found.threads, now.found.threads == 1 ? "" : "s",
                    now.millis, now.cpuMillis, static_cast<unsigned long long>(now.nodes));
        if (baseline) {
            std::printf(" | before %3zu ratio %.3f bound %3d %5.0f ms CPU %5.0f ms", old.found.cells->size(),
                        double(old.found.cells->size()) / optimal, old.found.lowerBound, old.millis, old.cpuMillis);
        }
        if (reduction) {
            Progress r;
            const auto large = solveLarge(board, databases.get(), {}, r, defaultTuning(5));
            std::printf(" | reduction %3zu ratio %.3f", large->size(), double(large->size()) / optimal);
        }
        std::printf("\n");
        std::fflush(stdout);
    }
    if (solved == 0)
        return 2;
    ours.print("ours", solved);
    if (baseline) {
        before.print("before", solved);
        std::printf("ours shorter on %zu, longer on %zu of %zu%s\n", shorter, longer, solved,
                    randomBoards > 0 ? " (ratios to the better proven bound)" : "");
    }
    std::printf("peak RSS %.1f MiB\n", double(peakRssKb()) / 1024);
    return 0;
}
