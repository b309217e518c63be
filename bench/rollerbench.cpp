// Times the Roller-Board solver against the original exercise's algorithm on the same
// boards in the same run: the twelve public example boards of the exercise and
// the hardest 6 x 6 boards there are.
//
// - table: the core solver (src/core/roller/rollersolver.cpp): a one-time
//   breadth-first search per size from the solved board over bit-packed boards,
//   into a byte table indexed by the combinatorial rank of the board; then a
//   solve walks down the distances. Reported: the one-time build per size, and
//   the time of one solve with the table built.
// - hash BFS: what the issue names as the alternative: a breadth-first search
//   from the board per solve, over bit-packed boards, with a hash map of
//   parents, stopping at the solved board.
// - seed baseline: the original exercise's program as it describes it: a fixed array of
//   boards (char[6][6] and the parent's index), the front index f, every
//   child checked for a duplicate by a linear scan of the whole list. It gives
//   up ("No Solution?") when its list is full: kBaselineCapacity boards.
//
// Usage: rollerbench [repetitions]   (default 21: the table's figures are
// medians of that many runs; the slow solvers run once per board)

#include "core/roller/rollerfile.h"
#include "core/roller/rollersolver.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <unordered_map>
#include <vector>

using namespace pb::roller;

namespace {

using Clock = std::chrono::steady_clock;

double microsSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::micro>(Clock::now() - start).count();
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

// ---- The original exercise's baseline ---------------------------------------------------

constexpr int kSide = 6;
// Fixed, as the seed asks; large enough for the examples it can finish in
// seconds, and a cap on the quadratic duplicate check for those it cannot.
constexpr int kBaselineCapacity = 10000;

struct ClassicBoard {
    char cells[kSide][kSide];
    int parent;
};

ClassicBoard classicList[kBaselineCapacity];

void rollRow(char cells[kSide][kSide], int width, int row, bool left)
{
    if (left) {
        const char first = cells[row][0];
        std::memmove(&cells[row][0], &cells[row][1], std::size_t(width - 1));
        cells[row][width - 1] = first;
    } else {
        const char last = cells[row][width - 1];
        std::memmove(&cells[row][1], &cells[row][0], std::size_t(width - 1));
        cells[row][0] = last;
    }
}

void rollColumn(char cells[kSide][kSide], int height, int col, bool up)
{
    if (up) {
        const char first = cells[0][col];
        for (int row = 0; row < height - 1; ++row)
            cells[row][col] = cells[row + 1][col];
        cells[height - 1][col] = first;
    } else {
        const char last = cells[height - 1][col];
        for (int row = height - 1; row > 0; --row)
            cells[row][col] = cells[row - 1][col];
        cells[0][col] = last;
    }
}

bool sameBoard(const char a[kSide][kSide], const char b[kSide][kSide], int height, int width)
{
    for (int row = 0; row < height; ++row) {
        if (std::memcmp(a[row], b[row], std::size_t(width)) != 0)
            return false;
    }
    return true;
}

bool isFinal(const char cells[kSide][kSide], int height, int width)
{
    for (int row = 0; row < height; ++row) {
        for (int col = 0; col < width; ++col) {
            if (cells[row][col] != (row == 0 ? '1' : '0'))
                return false;
        }
    }
    return true;
}

struct BaselineRun {
    int moves = -1; // -1: gave up with a full list
    long boards = 0;
};

BaselineRun baselineSolve(const RollerPuzzle &puzzle)
{
    const int height = puzzle.height();
    const int width = puzzle.width();
    ClassicBoard &start = classicList[0];
    for (int row = 0; row < height; ++row) {
        for (int col = 0; col < width; ++col)
            start.cells[row][col] = puzzle.cell(row, col) ? '1' : '0';
    }
    start.parent = -1;
    const auto movesTo = [](int index) {
        int moves = 0;
        for (; classicList[index].parent >= 0; index = classicList[index].parent)
            ++moves;
        return moves;
    };
    if (isFinal(start.cells, height, width))
        return {0, 1};
    int size = 1;
    for (int front = 0; front < size; ++front) {
        for (int roll = 0; roll < 2 * (height + width); ++roll) {
            ClassicBoard child;
            std::memcpy(child.cells, classicList[front].cells, sizeof child.cells);
            child.parent = front;
            const int line = roll / 2;
            if (line < height)
                rollRow(child.cells, width, line, roll % 2 == 0);
            else
                rollColumn(child.cells, height, line - height, roll % 2 == 0);
            bool seen = false;
            for (int i = 0; i < size && !seen; ++i)
                seen = sameBoard(classicList[i].cells, child.cells, height, width);
            if (seen)
                continue;
            if (size == kBaselineCapacity)
                return {-1, size};
            classicList[size++] = child;
            if (isFinal(child.cells, height, width))
                return {movesTo(size - 1), size};
        }
    }
    return {-1, size};
}

// ---- Hash BFS per solve ------------------------------------------------------

int hashBfsSolve(const RollerPuzzle &puzzle, long &boards)
{
    const int height = puzzle.height();
    const int width = puzzle.width();
    const RollerBits goal = lowBits(width);
    const std::vector<Roll> rolls = allRolls(height, width);
    std::unordered_map<RollerBits, RollerBits> parent{{puzzle.cells(), puzzle.cells()}};
    std::vector<RollerBits> queue{puzzle.cells()};
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const RollerBits cells = queue[head];
        if (cells == goal) {
            int moves = 0;
            for (RollerBits at = goal; at != puzzle.cells(); at = parent[at])
                ++moves;
            boards = long(parent.size());
            return moves;
        }
        for (const Roll &roll : rolls) {
            const RollerBits child = applyRoll(cells, height, width, roll);
            if (parent.emplace(child, cells).second)
                queue.push_back(child);
        }
    }
    boards = long(parent.size());
    return -1;
}

// ---- Boards ------------------------------------------------------------------

struct Board {
    std::string name;
    RollerPuzzle puzzle;
};

std::vector<Board> boards()
{
    // The public examples of the exercise (tests/data/roller), inline so the
    // benchmark runs from anywhere.
    const std::pair<const char *, const char *> examples[] = {
        {"3x3crn", "3 3\n000\n001\n011\n"},
        {"4x4diag", "4 4\n1000\n0100\n0010\n0001\n"},
        {"4x4lr", "4 4\n0000\n1001\n1001\n0000\n"},
        {"5x4id", "5 4\n0000\n1100\n1000\n0100\n0000\n"},
        {"5x5ex", "5 5\n00000\n01010\n00100\n01010\n00000\n"},
        {"5x5lhs", "5 5\n10000\n10000\n10000\n10000\n10000\n"},
        {"5x5m10", "5 5\n00000\n00000\n11111\n00000\n00000\n"},
        {"5x5plus", "5 5\n00000\n00100\n01110\n00100\n00000\n"},
        {"6x2m5", "6 2\n00\n00\n10\n01\n00\n00\n"},
        {"6x6m10", "6 6\n000000\n100100\n100000\n000100\n100100\n000000\n"},
        {"6x6m4", "6 6\n101010\n000000\n000000\n000000\n010000\n000101\n"},
        {"6x6m6", "6 6\n101010\n000000\n000000\n000000\n100001\n000100\n"},
    };
    std::vector<Board> list;
    for (const auto &[name, text] : examples) {
        auto parsed = parseRollerFile(text);
        list.push_back({name, std::get<RollerPuzzle>(parsed)});
    }
    return list;
}

} // namespace

int main(int argc, char *argv[])
{
    const int repetitions = argc > 1 ? std::max(1, std::atoi(argv[1])) : 21;
    std::vector<Board> list = boards();

    // One-time preparation: every size of the examples, and 6 x 6, built cold.
    std::printf("Table build (one-time per size), median of %d:\n", repetitions);
    std::printf("%-6s %10s %10s %12s %8s\n", "size", "boards", "bytes", "build ms", "max");
    std::vector<std::pair<int, int>> sizes;
    for (const Board &board : list) {
        const std::pair size{board.puzzle.height(), board.puzzle.width()};
        if (std::find(sizes.begin(), sizes.end(), size) == sizes.end())
            sizes.push_back(size);
    }
    std::sort(sizes.begin(), sizes.end());
    for (const auto &[height, width] : sizes) {
        std::vector<double> times;
        std::unique_ptr<DistanceTable> table;
        for (int i = 0; i < std::max(1, repetitions / 4); ++i) {
            pb::Progress progress;
            const auto start = Clock::now();
            table = DistanceTable::build(height, width, std::stop_token(), progress);
            times.push_back(microsSince(start) / 1000);
        }
        std::printf("%dx%-4d %10zu %10zu %12.1f %8d\n", height, width, table->states(),
                    DistanceTable::buildBytes(height, width), median(times), table->maxDistance());
        // The hardest board of 6 x 6, to time the solvers at their worst too.
        if (height == 6 && width == 6) {
            RollerBits hardest = 0;
            std::string bits = std::string(30, '0') + std::string(6, '1');
            do {
                RollerBits cells = 0;
                for (std::size_t i = 0; i < bits.size(); ++i)
                    cells |= RollerBits(bits[i] == '1') << i;
                if (table->distance(cells) == table->maxDistance()) {
                    hardest = cells;
                    break;
                }
            } while (std::next_permutation(bits.begin(), bits.end()));
            list.push_back({"6x6max", RollerPuzzle(6, 6, hardest)});
        }
    }

    // Warm the shared tables, so the solves below time the lookups only.
    for (const auto &[height, width] : sizes) {
        pb::Progress progress;
        sharedDistanceTable(height, width, std::stop_token(), progress);
    }

    std::printf("\nSolve (us): table median of %d; hash BFS and baseline once (they are slow):\n", repetitions);
    std::printf("%-8s %5s %10s %10s %10s %9s %12s %12s\n", "board", "rolls", "table", "hash BFS",
                "boards", "baseline", "boards", "vs table");
    double tableTotal = 0;
    double hashTotal = 0;
    for (const Board &board : list) {
        std::vector<double> tableTimes;
        std::vector<double> hashTimes;
        int rolls = -1;
        int hashRolls = -1;
        long hashBoards = 0;
        for (int i = 0; i < repetitions; ++i) {
            pb::Progress progress;
            const auto start = Clock::now();
            const pb::SolveResult result = solveRoller(board.puzzle, {}, std::stop_token(), progress);
            tableTimes.push_back(microsSince(start));
            rolls = int(result.moves.size());
        }
        auto start = Clock::now();
        hashRolls = hashBfsSolve(board.puzzle, hashBoards);
        hashTimes.push_back(microsSince(start));
        start = Clock::now();
        const BaselineRun baseline = baselineSolve(board.puzzle);
        const double baselineMicros = microsSince(start);
        if (hashRolls != rolls || (baseline.moves >= 0 && baseline.moves != rolls)) {
            std::fprintf(stderr, "%s: the solvers disagree: %d, %d, %d\n", board.name.c_str(), rolls,
                         hashRolls, baseline.moves);
            return EXIT_FAILURE;
        }
        tableTotal += median(tableTimes);
        hashTotal += median(hashTimes);
        char baselineText[32];
        if (baseline.moves >= 0)
            std::snprintf(baselineText, sizeof baselineText, "%.0f", baselineMicros);
        else
            std::snprintf(baselineText, sizeof baselineText, ">%.0f*", baselineMicros);
        std::printf("%-8s %5d %10.2f %10.0f %10ld %9s %12ld %11.0fx\n", board.name.c_str(), rolls,
                    median(tableTimes), median(hashTimes), hashBoards, baselineText, baseline.boards,
                    baselineMicros / median(tableTimes));
    }
    std::printf("\nAll boards: table %.1f us, hash BFS %.0f us.\n", tableTotal, hashTotal);
    std::printf("* the baseline gave up: its list of %d boards was full (\"No Solution?\").\n",
                kBaselineCapacity);
    return EXIT_SUCCESS;
}
