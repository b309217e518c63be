// Times the peg solver against the original exercise's plain recursive backtracking on the
// 15 single-vacancy starts of the 15-hole triangle, in the same run.
//
// Usage: pegbench [repetitions]   (default 51; the median is reported)

#include "core/pegs/pegpuzzle.h"
#include "core/pegs/pegsolver.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace {

constexpr int kHoles = 15;
constexpr int kMoves = 36;

// The original exercise's baseline, kept as the assignment describes it: int board[15], the
// 36-move table, try every legal move, recurse, undo; no memo.
const int kMoveTable[kMoves][3] = {
    {3, 4, 5},   {5, 4, 3},   {6, 7, 8},   {8, 7, 6},   {7, 8, 9},    {9, 8, 7},
    {10, 11, 12}, {12, 11, 10}, {11, 12, 13}, {13, 12, 11}, {12, 13, 14}, {14, 13, 12},
    {0, 1, 3},   {3, 1, 0},   {1, 3, 6},   {6, 3, 1},   {3, 6, 10},   {10, 6, 3},
    {2, 4, 7},   {7, 4, 2},   {4, 7, 11},  {11, 7, 4},  {5, 8, 12},   {12, 8, 5},
    {0, 2, 5},   {5, 2, 0},   {2, 5, 9},   {9, 5, 2},   {5, 9, 14},   {14, 9, 5},
    {1, 4, 8},   {8, 4, 1},   {4, 8, 13},  {13, 8, 4},  {3, 7, 12},   {12, 7, 3},
};

int npegs(const int board[])
{
    int count = 0;
    for (int i = 0; i < kHoles; ++i)
        count += board[i];
    return count;
}

bool validMove(const int board[], const int move[])
{
    return board[move[0]] == 1 && board[move[1]] == 1 && board[move[2]] == 0;
}

void makeMove(int board[], const int move[])
{
    board[move[0]] = 0;
    board[move[1]] = 0;
    board[move[2]] = 1;
}

void unmakeMove(int board[], const int move[])
{
    board[move[0]] = 1;
    board[move[1]] = 1;
    board[move[2]] = 0;
}

bool baselineSolve(int board[], long &nodes)
{
    ++nodes;
    if (npegs(board) == 1)
        return true;
    for (const auto &move : kMoveTable) {
        if (!validMove(board, move))
            continue;
        makeMove(board, move);
        const bool solved = baselineSolve(board, nodes);
        unmakeMove(board, move);
        if (solved)
            return true;
    }
    return false;
}

struct Round {
    double micros = 0;
    int solved = 0;
    long nodes = 0;
};

Round runBaseline()
{
    Round round;
    const auto start = std::chrono::steady_clock::now();
    for (int vacancy = 0; vacancy < kHoles; ++vacancy) {
        int board[kHoles];
        std::fill(board, board + kHoles, 1);
        board[vacancy] = 0;
        round.solved += baselineSolve(board, round.nodes);
    }
    round.micros = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count();
    return round;
}

Round runSolver(const pb::pegs::PegGeometry &geometry)
{
    Round round;
    const auto start = std::chrono::steady_clock::now();
    for (int vacancy = 0; vacancy < kHoles; ++vacancy) {
        pb::Progress progress;
        const pb::SolveResult result = pb::pegs::solvePegs(
            geometry, geometry.allHoles() & ~pb::pegs::bit(vacancy), {}, std::stop_token(), progress);
        round.solved += result.status == pb::SolveStatus::Solved;
        round.nodes += long(result.nodes);
    }
    round.micros = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count();
    return round;
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const std::size_t mid = values.size() / 2;
    return values.size() % 2 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
}

} // namespace

int main(int argc, char **argv)
{
    const int repetitions = argc > 1 ? std::max(1, std::atoi(argv[1])) : 51;
    const auto geometry = pb::pegs::PegGeometry::triangle(5);

    std::vector<double> ours;
    std::vector<double> baseline;
    Round lastOurs;
    Round lastBaseline;
    // Interleaved, so both see the same machine load over the run.
    for (int i = 0; i < repetitions; ++i) {
        lastOurs = runSolver(*geometry);
        lastBaseline = runBaseline();
        ours.push_back(lastOurs.micros);
        baseline.push_back(lastBaseline.micros);
    }
    if (lastOurs.solved != lastBaseline.solved) {
        std::fprintf(stderr, "disagreement: solver solved %d starts, baseline %d\n", lastOurs.solved,
                     lastBaseline.solved);
        return 1;
    }

    const double oursMedian = median(ours);
    const double baselineMedian = median(baseline);
    std::printf("15-hole triangle, all 15 single-vacancy starts, %d repetitions (median of each)\n",
                repetitions);
    std::printf("  solvePegs (bitboard DFS + failure table): %10.1f us  %8ld nodes  %d/15 solved\n",
                oursMedian, lastOurs.nodes, lastOurs.solved);
    std::printf("  seed baseline (int[15], no memo):         %10.1f us  %8ld nodes  %d/15 solved\n",
                baselineMedian, lastBaseline.nodes, lastBaseline.solved);
    std::printf("  speed-up: %.1fx\n", baselineMedian / oursMedian);
    return 0;
}
