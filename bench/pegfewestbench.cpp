// The fewest-moves search (a chain of jumps by one peg is one move) on the
// 15 single-vacancy starts of the 15-hole triangle and on the English board's
// centre game (hole 16 empty, the last peg in hole 16), each run once. Wall
// time and processor time (the process's, so the ordinary solver's two
// threads count both) are printed: on a shared machine the two differ.
//
// Usage: pegfewestbench [memory budget in MiB]   (default 1536)

#include "core/pegs/peggeometry.h"
#include "core/pegs/pegfewestmoves.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <stop_token>

namespace {

struct Run {
    pb::SolveResult result;
    double seconds = 0;
    double cpuSeconds = 0;
    std::uint64_t memoryBytes = 0;
};

Run solve(const pb::pegs::PegGeometry &geometry, int emptyHole, std::optional<int> target, std::size_t budget)
{
    pb::SolveOptions options;
    options.goal = pb::SolveGoal::FewestMoves;
    options.targetCell = target;
    options.memoryBudgetBytes = budget;
    pb::Progress progress;
    std::stop_source never;
    const auto started = std::chrono::steady_clock::now();
    const std::clock_t cpuStarted = std::clock();
    Run run;
    run.result = pb::pegs::solveFewestMoves(geometry, geometry.allHoles() & ~pb::pegs::bit(emptyHole), options,
                                            never.get_token(), progress);
    run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    run.cpuSeconds = double(std::clock() - cpuStarted) / CLOCKS_PER_SEC;
    run.memoryBytes = progress.memoryBytes.load();
    return run;
}

void print(const char *label, const Run &run)
{
    std::printf("%-28s %-10s %3zu moves  %-6s %9.3f s  %9.3f s cpu  %12llu nodes  %7.1f MiB\n", label,
                pb::statusName(run.result.status), run.result.moves.size(), run.result.optimal ? "proved" : "-",
                run.seconds, run.cpuSeconds, static_cast<unsigned long long>(run.result.nodes),
                double(run.memoryBytes) / (1 << 20));
}

} // namespace

int main(int argc, char **argv)
{
    const std::size_t budget = std::size_t(argc > 1 ? std::atoi(argv[1]) : 1536) << 20;

    const auto triangle = pb::pegs::PegGeometry::triangle(5);
    double total = 0;
    for (int hole = 0; hole < triangle->holeCount(); ++hole) {
        const Run run = solve(*triangle, hole, std::nullopt, budget);
        total += run.seconds;
        char label[64];
        std::snprintf(label, sizeof label, "triangle 5, hole %d empty", hole);
        print(label, run);
    }
    std::printf("triangle 5, all 15 starts: %.3f s\n\n", total);

    const auto english = pb::pegs::PegGeometry::english();
    const int centre = english->holeAt(3, 3);
    const Run run = solve(*english, centre, centre, budget);
    print("English, centre game", run);
    for (const std::string &move : run.result.moves)
        std::printf("%s ", move.c_str());
    std::printf("\n");
    if (!run.result.reason.isEmpty())
        std::printf("%s\n", run.result.reason.toString().c_str());
    return 0;
}
