// Solves every single-vacancy start of every board the New Peg Solitaire
// dialog offers (triangles of side 4 to 8, rectangles up to 8 x 8, the English,
// European, Wiegleb and diamond boards) with solvePegs at its default options
// (default memory budget, one peg anywhere), one start per class of mirror
// images (a start's images have the same answer), and prints one row per start:
// answer, wall time, nodes, and the tables' memory at the end. R x C and C x R
// are the same board turned, so only R <= C is run. Every solution is replayed.
//
// Usage: pegboards [board filter]   e.g. pegboards 8x8, pegboards diamond
// The summary gives the median and the maximum time over the rows, and over
// every start of every board offered (each row counted once per start it
// stands for, both orientations of a rectangle).

#include "core/pegs/pegpuzzle.h"
#include "core/pegs/pegsearch_p.h"
#include "core/pegs/pegsolver.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
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
    const char *filter = argc > 1 ? argv[1] : "";
    std::vector<Row> distinct;
    std::vector<Row> everyStart;
    int unanswered = 0;
    int wrong = 0;
    std::printf("%-12s %5s %-10s %9s %12s %10s\n", "board", "hole", "answer", "seconds", "nodes", "memory");
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
            const PegBits start = geometry.allHoles() & ~bit(hole);
            Progress progress;
            const auto began = std::chrono::steady_clock::now();
            const SolveResult result = solvePegs(geometry, start, {}, std::stop_token(), progress);
            const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
            const bool checked = result.status != SolveStatus::Solved || replays(board.geometry, start, result.moves);
            wrong += !checked;
            unanswered += result.status != SolveStatus::Solved && result.status != SolveStatus::Unsolvable;
            std::printf("%-12s %5d %-10s %9.3f %12llu %10s%s\n", board.name.c_str(), hole, statusName(result.status),
                        seconds, static_cast<unsigned long long>(result.nodes),
                        detail::formatBytes(progress.memoryBytes.load()).c_str(), checked ? "" : "  REPLAY FAILED");
            std::fflush(stdout);
            distinct.push_back({seconds, 1});
            everyStart.push_back({seconds, images * board.orientations});
        }
    }
    double longest = 0;
    for (const Row &row : distinct)
        longest = std::max(longest, row.seconds);
    long starts = 0;
    for (const Row &row : everyStart)
        starts += row.weight;
    std::printf("\n%zu distinct starts (%ld starts offered): median %.3f s (every start: %.3f s), max %.3f s; "
                "%d without an answer, %d failed replays\n",
                distinct.size(), starts, weightedMedian(distinct), weightedMedian(everyStart), longest, unanswered,
                wrong);
    return unanswered || wrong ? 1 : 0;
}
