// The 5 x 5 near-optimal solver against the published optimal lengths.
//
//   fifteen24bench [--weight N/D] [--raise N] [--expansions N] [--cache DIR] [--reduction]
//
// --weight runs one weighted A* of that weight instead of the solver's rising
// weights (solveNearOptimal5); --raise and --expansions override the
// solver's expansions per weight and in all.
//
// Builds the 5 x 5 pattern tables in memory (time, peak memory), or maps them
// from DIR when it holds them, then solves each instance by the weighted A*
// (search24.h) and prints the optimal length, ours, their ratio and the time;
// then the mean and the largest ratio. --reduction: the reduction solver
// (largesolver.h, with the 4 x 4 databases) on the same instances, for
// comparison.

#include "core/fifteen/fifteenboard.h"
#include "core/fifteen/largesolver.h"
#include "core/fifteen/pattern24.h"
#include "core/fifteen/search24.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fstream>
#include <string>
#include <vector>

using namespace pb;
using namespace pb::fifteen;

namespace {

using Clock = std::chrono::steady_clock;

// The ten random 24-puzzle instances of R. E. Korf and L. A. Taylor, "Finding
// optimal solutions to the twenty-four puzzle", AAAI-96, Table 1 (also the
// first ten of the fifty in R. E. Korf and A. Felner, "Disjoint pattern
// database heuristics", Artificial Intelligence 134 (2002) 9-22), with their
// optimal lengths. In the papers' notation the blank's home is the top left
// corner and tile t's is cell t; listed here as printed (reading order, 0 the
// blank).
struct Instance {
    std::array<int, 25> cells;
    int optimal;
};

constexpr std::array<Instance, 10> kKorfTaylor = {{
    {{17, 1, 20, 9, 16, 2, 22, 19, 14, 5, 15, 21, 0, 3, 24, 23, 18, 13, 12, 7, 10, 8, 6, 4, 11}, 100},
    {{14, 5, 9, 2, 18, 8, 23, 19, 12, 17, 15, 0, 10, 20, 4, 6, 11, 21, 1, 7, 24, 3, 16, 22, 13}, 95},
    {{7, 13, 11, 22, 12, 20, 1, 18, 21, 5, 0, 8, 14, 24, 19, 9, 4, 17, 16, 10, 23, 15, 3, 2, 6}, 108},
    {{18, 14, 0, 9, 8, 3, 7, 19, 2, 15, 5, 12, 1, 13, 24, 23, 4, 21, 10, 20, 16, 22, 11, 6, 17}, 98},
    {{2, 0, 10, 19, 1, 4, 16, 3, 15, 20, 22, 9, 6, 18, 5, 13, 12, 21, 8, 17, 23, 11, 24, 7, 14}, 101},
    {{16, 5, 1, 12, 6, 24, 17, 9, 2, 22, 4, 10, 13, 18, 19, 20, 0, 23, 7, 21, 15, 11, 8, 3, 14}, 96},
    {{21, 22, 15, 9, 24, 12, 16, 23, 2, 8, 5, 18, 17, 7, 10, 14, 13, 4, 0, 6, 20, 11, 3, 1, 19}, 104},
    {{6, 0, 24, 14, 8, 5, 21, 19, 9, 17, 16, 20, 10, 13, 2, 15, 11, 22, 1, 3, 7, 23, 4, 18, 12}, 97},
    {{3, 2, 17, 0, 14, 18, 22, 19, 15, 20, 9, 7, 10, 21, 16, 6, 24, 23, 8, 5, 1, 4, 11, 12, 13}, 113},
    {{23, 14, 0, 24, 17, 9, 20, 21, 2, 18, 10, 13, 22, 1, 3, 11, 4, 16, 6, 5, 7, 12, 8, 15, 19}, 114},
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

long peakRssKb()
{
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line)) {
        if (line.rfind("VmHWM:", 0) == 0)
            return std::atol(line.c_str() + 6);
    }
    return -1;
}

double millisSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

bool solves(FifteenBoard board, const std::vector<int> &cells)
{
    for (const int cell : cells) {
        if (board.tileAt(cell) == 0 || !board.canSlide(board.tileAt(cell)))
            return false;
        board.moveBlankTo(cell);
    }
    return board.isGoal();
}

} // namespace

int main(int argc, char *argv[])
{
    Search24Limits limits;
    std::string cache;
    bool reduction = false;
    bool portfolio = true;
    std::uint64_t raiseEvery = kNearOptimal5Raise;
    std::uint64_t expansions = kNearOptimal5Expansions;
    for (int i = 1; i < argc; ++i) {
        const std::string option = argv[i];
        if (option == "--weight" && i + 1 < argc) {
            portfolio = false;
            if (std::sscanf(argv[++i], "%d/%d", &limits.weightNumerator, &limits.weightDenominator) != 2)
                return 2;
        } else if (option == "--expansions" && i + 1 < argc) {
            expansions = std::uint64_t(std::atoll(argv[++i]));
            limits.maxExpansions = expansions;
        } else if (option == "--raise" && i + 1 < argc) {
            raiseEvery = std::uint64_t(std::atoll(argv[++i]));
        } else if (option == "--cache" && i + 1 < argc) {
            cache = argv[++i];
        } else if (option == "--reduction") {
            reduction = true;
        } else {
            std::fprintf(stderr, "unknown option %s\n", option.c_str());
            return 2;
        }
    }

    Progress progress;
    const auto buildStart = Clock::now();
    std::shared_ptr<const Pattern24> tables = cache.empty() ? nullptr : Pattern24::load(pattern24File(cache));
    const bool loaded = tables != nullptr;
    if (!tables)
        tables = Pattern24::build({}, progress, Pattern24::buildThreads(std::size_t(512) << 20));
    std::printf("5x5 tables %s in %.0f ms, %.1f MiB, build peak %.1f MiB (counted), peak RSS %.1f MiB\n",
                loaded ? "mapped" : "built", millisSince(buildStart), double(tables->bytes()) / (1 << 20),
                double(tables->buildPeakBytes()) / (1 << 20), double(peakRssKb()) / 1024);
    if (!cache.empty() && !loaded)
        tables->save(pattern24File(cache));

    std::shared_ptr<const PatternDatabases> databases;
    if (reduction)
        databases = PatternDatabases::build(PatternDatabases::standardPartition(), {}, progress, 2);

    if (!portfolio)
        std::printf("weight %d/%d, %llu expansions\n", limits.weightNumerator, limits.weightDenominator,
                static_cast<unsigned long long>(limits.maxExpansions));
    double ratioSum = 0;
    double maxRatio = 0;
    double maxMillis = 0;
    double maxCpuMillis = 0;
    for (std::size_t i = 0; i < kKorfTaylor.size(); ++i) {
        const FifteenBoard board = toOurs(kKorfTaylor[i]);
        std::array<std::uint8_t, 25> tiles{};
        for (int cell = 0; cell < 25; ++cell)
            tiles[std::size_t(cell)] = std::uint8_t(board.tileAt(cell));
        Progress p;
        const auto start = Clock::now();
        const std::clock_t cpuStart = std::clock();
        const Search24Result found = portfolio ? solveNearOptimal5(tiles, *tables, limits.memoryBytes, {}, p, raiseEvery, expansions)
                                               : solveWeighted5(tiles, *tables, limits, {}, p);
        const double millis = millisSince(start);
        const double cpuMillis = 1000.0 * double(std::clock() - cpuStart) / CLOCKS_PER_SEC;
        maxCpuMillis = std::max(maxCpuMillis, cpuMillis);
        if (!found.cells || !solves(board, *found.cells)) {
            std::printf("instance %zu: %s\n", i + 1, found.outOfMemory ? "out of memory" : "not solved");
            return 1;
        }
        const int optimal = kKorfTaylor[i].optimal;
        const double ratio = double(found.cells->size()) / optimal;
        ratioSum += ratio;
        maxRatio = std::max(maxRatio, ratio);
        maxMillis = std::max(maxMillis, millis);
        std::printf("instance %2zu: h %3d optimal %3d ours %3zu ratio %.3f  %6.0f ms (CPU %5.0f ms)  %8llu nodes  %5.1f MiB",
                    i + 1, tables->heuristic(tiles), optimal, found.cells->size(), ratio, millis, cpuMillis,
                    static_cast<unsigned long long>(p.nodes.load()), double(found.peakBytes) / (1 << 20));
        if (reduction) {
            Progress r;
            const auto large = solveLarge(board, databases.get(), {}, r, defaultTuning(5));
            std::printf("  | reduction %3zu ratio %.3f", large->size(), double(large->size()) / optimal);
        }
        std::printf("\n");
        std::fflush(stdout);
    }
    std::printf("mean ratio %.3f, max ratio %.3f, slowest %.0f ms (CPU %.0f ms), peak RSS %.1f MiB\n",
                ratioSum / kKorfTaylor.size(), maxRatio, maxMillis, maxCpuMillis, double(peakRssKb()) / 1024);
    return 0;
}
