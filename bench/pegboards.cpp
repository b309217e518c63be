// Solves every single-vacancy start of every board the New Peg Solitaire
// dialog offers (triangles of side 4 to 8, rectangles up to 8 x 8, the English,
// European, Wiegleb and diamond boards) with solvePegs at its default options
// (default memory budget, one peg anywhere), one start per class of mirror
// images (a start's images have the same answer), and prints one row per start:
// answer, wall time, nodes, and the tables' memory at the end. R x C and C x R
// are the same board turned, so only R <= C is run. Every solution is replayed.
//
// Usage: pegboards [--repeat N] [board filter[:hole]]
//   e.g. pegboards 8x8, pegboards diamond, pegboards --repeat 15 wiegleb:22
// The summary gives the median and the maximum time over the rows, and over
// every start of every board offered (each row counted once per start it
// stands for, both orientations of a rectangle). With --repeat every start is
// solved N times in this process: a row shows the median time (and the
// fastest), and whether every run gave the same line and node count.

#include "core/pegs/pegpuzzle.h"
#include "core/pegs/pegsearch_p.h"
#include "core/pegs/pegsolver.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

using namespace pb;
using namespace pb::pegs;

namespace {

struct Board {
    std::string name;
    std::shared_ptr<const PegGeometry> geometry;
    int orientations = 1; // how many boards of the dialog this one stands for
};

std::vector<Board> offeredBoards()
{
    std::vector<Board> boards;
    for (int side = 4; side <= 8; ++side)
        boards.push_back({"triangle " + std::to_string(side), PegGeometry::triangle(side), 1});
    for (int rows = 1; rows <= 8; ++rows) {
        for (int cols = rows; cols <= 8; ++cols)
            boards.push_back({std::to_string(rows) + "x" + std::to_string(cols), PegGeometry::rectangle(rows, cols),
                              rows == cols ? 1 : 2});
    }
    boards.push_back({"english", PegGeometry::english(), 1});
    boards.push_back({"european", PegGeometry::european(), 1});
    boards.push_back({"wiegleb", PegGeometry::wiegleb(), 1});
    boards.push_back({"diamond", PegGeometry::diamond(), 1});
    return boards;
}

// The line really leaves one peg.
bool replays(const std::shared_ptr<const PegGeometry> &geometry, PegBits pegs,
             const std::vector<std::string> &moves)
{
    PegPuzzle puzzle(geometry, pegs);
    for (const std::string &move : moves) {
        if (puzzle.apply(move))
            return false;
    }
    return puzzle.pegCount() == 1;
}

struct Row {
    double seconds;
    int weight;
};

struct Timed {
    SolveResult result;
    double seconds = 0;
    double fastest = 0;
    bool repeatable = true; // every run: the same status, line and node count
};

// `repeat` solves of one start; the median time, and the first run's answer.
Timed solveRepeatedly(const PegGeometry &geometry, PegBits start, int repeat, std::size_t &memory)
{
    Timed timed;
    std::vector<double> times;
    for (int run = 0; run < repeat; ++run) {
        Progress progress;
        const auto began = std::chrono::steady_clock::now();
        SolveResult result = solvePegs(geometry, start, {}, std::stop_token(), progress);
        times.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count());
        memory = progress.memoryBytes.load();
        if (run == 0)
            timed.result = std::move(result);
        else if (result.status != timed.result.status || result.moves != timed.result.moves
                 || result.nodes != timed.result.nodes)
            timed.repeatable = false;
    }
    std::sort(times.begin(), times.end());
    timed.seconds = times[times.size() / 2];
    timed.fastest = times.front();
    return timed;
}

double weightedMedian(std::vector<Row> rows)
{
    std::sort(rows.begin(), rows.end(), [](const Row &a, const Row &b) { return a.seconds < b.seconds; });
    long total = 0;
    for (const Row &row : rows)
        total += row.weight;
    long seen = 0;
    for (const Row &row : rows) {
        seen += row.weight;
        if (2 * seen >= total)
            return row.seconds;
    }
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    int repeat = 1;
    if (argc > 2 && std::strcmp(argv[1], "--repeat") == 0) {
        repeat = std::max(1, std::atoi(argv[2]));
        argc -= 2;
        argv += 2;
    }
    std::string filter = argc > 1 ? argv[1] : "";
    int onlyHole = -1;
    if (const auto colon = filter.find(':'); colon != std::string::npos) {
        onlyHole = std::atoi(filter.c_str() + colon + 1);
        filter.resize(colon);
    }
    std::vector<Row> distinct;
    std::vector<Row> everyStart;
    int unanswered = 0;
    int wrong = 0;
    int unrepeatable = 0;
    std::printf("%-12s %5s %-10s %9s %12s %10s%s\n", "board", "hole", "answer", "seconds", "nodes", "memory",
                repeat > 1 ? "   fastest  same" : "");
    for (const Board &board : offeredBoards()) {
        if (board.name.find(filter) == std::string::npos)
            continue;
        const PegGeometry &geometry = *board.geometry;
        const detail::Symmetries symmetries(geometry, 0);
        std::vector<bool> done(std::size_t(geometry.holeCount()), false);
        for (int hole = 0; hole < geometry.holeCount(); ++hole) {
            if (done[std::size_t(hole)])
                continue;
            int images = 0;
            for (PegBits orbit = symmetries.orbit(bit(hole)); orbit; orbit &= orbit - 1, ++images)
                done[std::size_t(lowestHole(orbit))] = true;
            if (onlyHole >= 0 && hole != onlyHole)
                continue;
            const PegBits start = geometry.allHoles() & ~bit(hole);
            std::size_t memory = 0;
            const Timed timed = solveRepeatedly(geometry, start, repeat, memory);
            const SolveResult &result = timed.result;
            const bool checked = result.status != SolveStatus::Solved || replays(board.geometry, start, result.moves);
            wrong += !checked;
            unrepeatable += !timed.repeatable;
            unanswered += result.status != SolveStatus::Solved && result.status != SolveStatus::Unsolvable;
            std::printf("%-12s %5d %-10s %9.3f %12llu %10s", board.name.c_str(), hole, statusName(result.status),
                        timed.seconds, static_cast<unsigned long long>(result.nodes),
                        detail::formatBytes(memory).c_str());
            if (repeat > 1)
                std::printf(" %9.3f  %s", timed.fastest, timed.repeatable ? "yes" : "NO");
            std::printf("%s\n", checked ? "" : "  REPLAY FAILED");
            std::fflush(stdout);
            distinct.push_back({timed.seconds, 1});
            everyStart.push_back({timed.seconds, images * board.orientations});
        }
    }
    double longest = 0;
    for (const Row &row : distinct)
        longest = std::max(longest, row.seconds);
    long starts = 0;
    for (const Row &row : everyStart)
        starts += row.weight;
    std::printf("\n%zu distinct starts (%ld starts offered): median %.3f s (every start: %.3f s), max %.3f s; "
                "%d without an answer, %d failed replays, %d answers that changed between runs\n",
                distinct.size(), starts, weightedMedian(distinct), weightedMedian(everyStart), longest, unanswered,
                wrong, unrepeatable);
    return unanswered || wrong ? 1 : 0;
}
