// Times the generators behind puzzlebox-cli generate (pb::FamilyInfo::generate):
// wall time per generated board, median and slowest over a number of seeds,
// for each family and the sizes and N the issue names.
//
// - Roller-Board: the first request of a size (it builds the size's table of
//   distances, as a fresh puzzlebox-cli run does) and the later ones.
// - Fifteen 3 x 3: likewise (the first builds the table of all positions).
// - Fifteen 4 x 4: exactly N for N = 10, 20, ..., 50, each over the seeds;
//   with the pattern databases in CACHE_DIR (built there first if missing).
// - Peg solitaire: the largest N and hard, on boards of up to 49 holes.
//
// Usage: generatorbench [seeds] [CACHE_DIR]   (default 21 seeds, no cache:
// the 4 x 4 databases are then built in memory first, which is timed apart)

#include "core/common/registry.h"
#include "core/fifteen/fifteensolver.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using namespace pb;

namespace {

using Clock = std::chrono::steady_clock;

double millisSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

double timeOne(const FamilyInfo &family, const GenerateRequest &request)
{
    const auto start = Clock::now();
    const Generated generated = family.generate(request, std::stop_token());
    const double millis = millisSince(start);
    if (!generated.puzzle) {
        std::fprintf(stderr, "no board: %s\n", generated.reason.toString().c_str());
        std::exit(1);
    }
    return millis;
}

struct Figures {
    double median = 0;
    double slowest = 0;
};

Figures overSeeds(const FamilyInfo &family, GenerateRequest request, int seeds)
{
    std::vector<double> times;
    for (int seed = 0; seed < seeds; ++seed) {
        request.seed = std::uint64_t(seed) + 1000;
        times.push_back(timeOne(family, request));
    }
    std::sort(times.begin(), times.end());
    return {times[times.size() / 2], times.back()};
}

GenerateRequest request(int rows, int columns, int moves, std::string shape = {})
{
    GenerateRequest request;
    request.rows = rows;
    request.columns = columns;
    request.shape = std::move(shape);
    if (moves > 0)
        request.moves = moves;
    else
        request.difficulty = Difficulty::Hard;
    return request;
}

void row(const char *what, const Figures &figures)
{
    std::printf("| %s | %.2f ms | %.2f ms |\n", what, figures.median, figures.slowest);
}

} // namespace

int main(int argc, char **argv)
{
    const int seeds = argc > 1 ? std::max(1, std::atoi(argv[1])) : 21;
    const std::string cache = argc > 2 ? argv[2] : "";
    const FamilyInfo &roller = *familyById("rollerboard");
    const FamilyInfo &fifteen = *familyById("fifteen");
    const FamilyInfo &pegs = *familyById("pegs");

    std::printf("seeds per row: %d\n\n| request | median | slowest |\n|---|---:|---:|\n", seeds);
    for (const auto &[height, width] : {std::pair{4, 4}, {5, 5}, {6, 6}}) {
        GenerateRequest first = request(height, width, height == 6 ? 14 : 8);
        const std::string name = std::to_string(height) + "x" + std::to_string(width);
        std::printf("| Roller %s, first (table build) | %.2f ms | |\n", name.c_str(), timeOne(roller, first));
        row(("Roller " + name + ", largest N").c_str(), overSeeds(roller, first, seeds));
        row(("Roller " + name + ", hard").c_str(), overSeeds(roller, request(height, width, 0), seeds));
    }
    std::printf("| Fifteen 3x3, first (table build) | %.2f ms | |\n", timeOne(fifteen, request(3, 0, 31)));
    row("Fifteen 3x3, N = 31", overSeeds(fifteen, request(3, 0, 31), seeds));
    row("Fifteen 3x3, N = 5", overSeeds(fifteen, request(3, 0, 5), seeds));

    {
        Progress progress;
        const auto start = Clock::now();
        fifteen::standardDatabases(cache, 2, std::stop_token(), progress);
        std::printf("| Fifteen 4x4 databases, %s | %.0f ms | |\n", cache.empty() ? "built in memory" : "loaded or built",
                    millisSince(start));
    }
    for (int moves = 10; moves <= 50; moves += 10) {
        GenerateRequest exact = request(4, 0, moves);
        exact.cacheDirectory = cache;
        row(("Fifteen 4x4, N = " + std::to_string(moves)).c_str(), overSeeds(fifteen, exact, seeds));
    }
    row("Pegs triangle 5, N = 13", overSeeds(pegs, request(5, 0, 13), seeds));
    row("Pegs triangle 8, N = 34", overSeeds(pegs, request(8, 0, 34), seeds));
    row("Pegs English 33, N = 31", overSeeds(pegs, request(0, 0, 31, "english"), seeds));
    row("Pegs English 33, hard", overSeeds(pegs, request(0, 0, 0, "english"), seeds));
    row("Pegs European 37, N = 35", overSeeds(pegs, request(0, 0, 35, "european"), seeds));
    row("Pegs 7x7 (49), N = 47", overSeeds(pegs, request(7, 7, 47), seeds));
    row("Pegs 7x7 (49), hard", overSeeds(pegs, request(7, 7, 0), seeds));
    return 0;
}
