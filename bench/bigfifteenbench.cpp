// Fifteen boards from 6 x 6 to 9 x 9 (issue 44): the app's solver for them
// (solveBig(): on 8 x 8 and 9 x 9 beam stages a row and a column at a time,
// 9 x 9 also two at a time after the first, then a beam search, reduction
// where one stalls, polishing) against the
// reduction alone (what the app used before), on the same uniformly random
// solvable boards (FifteenBoard::randomSolvable, the seeds of fifteenbench),
// board by board in turn, each line replayed. Lengths are compared with the
// proved lower bound conflictBound() (Manhattan distance, linear conflicts
// and the last moves) that the app shows.
//
//   bigfifteenbench [--count N] [--sizes 6,7,8,9] [--width W] [--polish P]
//                   [--stage-width W] [--whole-board-size S] [--stage-weight K]
//                   [--threads T] [--variants V] [--stage-plans P] [--answer-within MS]
//                   [--print-boards]
//   bigfifteenbench --bound-quality N
//
// --width, --polish, --stage-width, --whole-board-size, --stage-weight,
// --threads, --variants, --stage-plans (BigSolverTuning::stagePlans: plans
// separated by "/", each the rows and columns per stage separated by ",",
// "1,1/2" for 9 x 9's; "1": one plan, a row and a column a stage) and
// --answer-within (0: polish to the node budget, whatever the time) override
// the per-size tuning (defaultBigTuning()).
// --print-boards writes each board (size, then the tiles in reading order,
// 0 the blank) for running other solvers on the same boards.
// --bound-quality: how far the bound falls short of proved shortest
// solutions: every 3 x 3 position (EightTable), Korf's hundred 4 x 4
// instances (their published optima), and N boards each of 6 x 6 and 9 x 9
// 40 and 60 random moves from the goal, solved by IDA* on the bound here.
//
// No pattern databases: the reduction finishes its last corner 3 x 3, as the
// app does without a cache folder.

#include "core/fifteen/bigsolver.h"
#include "core/fifteen/conflictbound.h"
#include "core/fifteen/eighttable.h"
#include "core/fifteen/largesolver.h"
#include "core/search/solveresult.h"
#include "fifteenreplay.h"
#include "korf100.h"
#include "processclock.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <random>
#include <string>
#include <vector>

using namespace pb;
using namespace pb::fifteen;

namespace {

struct Totals {
    double length = 0;
    double ratio = 0;
    // The ratio to the bound without its last moves (lastMoveDetour()), the
    // bound before they were counted.
    double ratioWithoutLastMoves = 0;
    double worstRatio = 0;
    double wall = 0;
    double worstWall = 0;
    double cpu = 0;
    double worstCpu = 0;

    void add(std::size_t moves, int bound, int lastMoves, double wallMillis, double cpuMillis)
    {
        length += double(moves);
        ratio += double(moves) / bound;
        ratioWithoutLastMoves += double(moves) / (bound - lastMoves);
        worstRatio = std::max(worstRatio, double(moves) / bound);
        wall += wallMillis;
        worstWall = std::max(worstWall, wallMillis);
        cpu += cpuMillis;
        worstCpu = std::max(worstCpu, cpuMillis);
    }

    void print(const char *name, int count) const
    {
        std::printf("  %-10s mean length %7.1f, mean length / bound %.3f (worst %.3f; %.3f without the last moves),"
                    " wall mean %7.1f ms (max %7.1f), CPU mean %7.1f ms (max %7.1f)\n",
                    name, length / count, ratio / count, worstRatio, ratioWithoutLastMoves / count, wall / count,
                    worstWall, cpu / count, worstCpu);
    }
};

struct Timed {
    std::size_t length = 0;
    double wallMillis = 0;
};

template<typename Solve>
Timed timed(const FifteenBoard &board, Totals &totals, int bound, int lastMoves, Solve solve)
{
    Progress progress;
    const auto start = bench::Clock::now();
    const std::clock_t cpuStart = std::clock();
    const std::optional<std::vector<int>> cells = solve(progress);
    const double wall = bench::millisSince(start);
    const double cpu = bench::cpuMillisSince(cpuStart);
    if (!cells || !bench::solves(board, *cells)) {
        std::printf("%dx%d board not solved\n", board.dim(), board.dim());
        std::exit(1);
    }
    totals.add(cells->size(), bound, lastMoves, wall, cpu);
    return Timed{cells->size(), wall};
}

// The fewest moves by IDA* on conflictBound(), for boards near the goal.
class Shortest {
public:
    explicit Shortest(FifteenBoard board)
        : m_board(board)
    {
    }

    int length()
    {
        for (int limit = conflictBound(m_board);; limit += 2) {
            if (search(0, limit, -1))
                return limit;
        }
    }

private:
    bool search(int moves, int limit, int previous)
    {
        const int bound = conflictBound(m_board);
        if (bound == 0)
            return true;
        if (moves + bound > limit)
            return false;
        for (const int tile : m_board.movableTiles()) {
            if (tile == previous)
                continue;
            const int blank = m_board.blank();
            m_board.slide(tile);
            const bool found = search(moves + 1, limit, tile);
            m_board.moveBlankTo(blank);
            if (found)
                return true;
        }
        return false;
    }

    FifteenBoard m_board;
};

FifteenBoard scrambled(int dim, int moves, std::uint64_t seed)
{
    std::mt19937_64 random(seed);
    FifteenBoard board(dim);
    int last = -1;
    for (int i = 0; i < moves; ++i) {
        std::vector<int> tiles = board.movableTiles();
        std::erase(tiles, last);
        last = tiles[random() % tiles.size()];
        board.slide(last);
    }
    return board;
}

void benchBoundQuality(int count)
{
    // Each mean twice: the bound, and the bound without its last moves.
    double ratio = 0;
    double withoutLastMoves = 0;
    int positions = 0;
    const EightTable &table = EightTable::instance();
    for (int distance = 1; table.countAt(distance) > 0; ++distance) {
        for (std::size_t index = 0; index < table.countAt(distance); ++index) {
            const EightTable::Tiles tiles = table.positionAt(distance, index);
            const std::vector<int> cells(tiles.begin(), tiles.end());
            const FifteenBoard board(3, cells);
            ratio += double(conflictBound(board)) / distance;
            withoutLastMoves += double(conflictBound(board) - lastMoveDetour(board)) / distance;
            ++positions;
        }
    }
    std::printf("3x3: all %d positions but the goal: mean bound / shortest %.3f (%.3f without the last moves)\n",
                positions, ratio / positions, withoutLastMoves / positions);
    ratio = 0;
    withoutLastMoves = 0;
    double manhattan = 0;
    for (const bench::Korf100Instance &instance : bench::kKorf100) {
        const FifteenBoard board = bench::toOurs(instance);
        ratio += double(conflictBound(board)) / instance.optimal / 100;
        withoutLastMoves += double(conflictBound(board) - lastMoveDetour(board)) / instance.optimal / 100;
        manhattan += double(board.manhattan()) / instance.optimal / 100;
    }
    std::printf("4x4: Korf's 100: mean bound / shortest %.3f (%.3f without the last moves, Manhattan alone %.3f)\n",
                ratio, withoutLastMoves, manhattan);
    for (const int dim : {6, 9}) {
        for (const int moves : {40, 60}) {
            double sum = 0;
            double shortestSum = 0;
            for (int i = 0; i < count; ++i) {
                const FifteenBoard board = scrambled(dim, moves, std::uint64_t(i + 1));
                const int shortest = Shortest(board).length();
                sum += shortest == 0 ? 1.0 : double(conflictBound(board)) / shortest;
                shortestSum += shortest;
            }
            std::printf("%dx%d, %d random moves: %d boards, mean shortest %.1f, mean bound / shortest %.3f\n", dim, dim,
                        moves, count, shortestSum / count, sum / count);
            std::fflush(stdout);
        }
    }
}

void benchSize(int dim, int count, const BigSolverTuning &tuning, bool printBoards)
{
    const std::size_t budget = SolveOptions().memoryBudgetBytes;
    Totals big;
    Totals reduction;
    double bounds = 0;
    int lastMoveBounds = 0;
    for (int i = 0; i < count; ++i) {
        const FifteenBoard board = FifteenBoard::randomSolvable(dim, 1000 * std::uint64_t(dim) + std::uint64_t(i));
        const int bound = conflictBound(board);
        const int lastMoves = lastMoveDetour(board);
        bounds += bound;
        lastMoveBounds += lastMoves > 0;
        if (printBoards) {
            std::printf("board %d", dim);
            for (int cell = 0; cell < board.cellCount(); ++cell)
                std::printf(" %d", board.tileAt(cell));
            std::printf("\n");
        }
        const Timed ours = timed(board, big, bound, lastMoves, [&](Progress &progress) {
            return solveBig(board, nullptr, budget, {}, progress, tuning);
        });
        const Timed before = timed(board, reduction, bound, lastMoves, [&](Progress &progress) {
            return solveLarge(board, nullptr, {}, progress, defaultTuning(dim));
        });
        std::printf("%dx%d #%d: bound %d (Manhattan %d, last moves %d), beam %zu, reduction %zu, beam wall %.0f ms\n",
                    dim, dim, i, bound, board.manhattan(), lastMoves, ours.length, before.length, ours.wallMillis);
        std::fflush(stdout);
    }
    std::printf("%dx%d: %d boards, width %zu, stage width %zu down to %d x %d, polish %llu nodes until %lld ms, mean "
                "bound %.1f (%d with the last moves)\n",
                dim, dim, count, tuning.beamWidth, tuning.stageWidth, tuning.wholeBoardSize, tuning.wholeBoardSize,
                static_cast<unsigned long long>(tuning.polishNodes),
                static_cast<long long>(tuning.answerWithin.count()), bounds / count, lastMoveBounds);
    big.print("beam", count);
    reduction.print("reduction", count);
    std::fflush(stdout);
}

} // namespace

int main(int argc, char *argv[])
{
    int count = 20;
    std::vector<int> sizes{6, 7, 8, 9};
    std::optional<std::size_t> width;
    std::optional<std::uint64_t> polish;
    std::optional<std::size_t> stageWidth;
    std::optional<int> wholeBoardSize;
    std::optional<int> stageWeight;
    std::optional<int> threads;
    std::optional<int> variants;
    std::optional<long> answerWithin;
    std::optional<std::vector<std::vector<int>>> stagePlans;
    bool printBoards = false;
    for (int i = 1; i < argc; ++i) {
        const std::string option = argv[i];
        if (option == "--print-boards") {
            printBoards = true;
            continue;
        }
        if (i + 1 >= argc) {
            std::fprintf(stderr, "%s needs a value\n", option.c_str());
            return 2;
        }
        const char *value = argv[++i];
        if (option == "--bound-quality") {
            benchBoundQuality(std::atoi(value));
            return 0;
        } else if (option == "--count") {
            count = std::atoi(value);
        } else if (option == "--sizes") {
            sizes.clear();
            for (const char *p = value; *p; ++p) {
                if (*p >= '6' && *p <= '9')
                    sizes.push_back(*p - '0');
            }
        } else if (option == "--width") {
            width = std::size_t(std::atol(value));
        } else if (option == "--polish") {
            polish = std::uint64_t(std::atoll(value));
        } else if (option == "--stage-width") {
            stageWidth = std::size_t(std::atol(value));
        } else if (option == "--whole-board-size") {
            wholeBoardSize = std::atoi(value);
        } else if (option == "--stage-weight") {
            stageWeight = std::atoi(value);
        } else if (option == "--threads") {
            threads = std::atoi(value);
        } else if (option == "--variants") {
            variants = std::atoi(value);
        } else if (option == "--stage-plans") {
            stagePlans.emplace(1);
            for (const char *p = value; *p; ++p) {
                if (*p == '/')
                    stagePlans->emplace_back();
                else if (*p >= '1' && *p <= '9')
                    stagePlans->back().push_back(*p - '0');
            }
        } else if (option == "--answer-within") {
            answerWithin = std::atol(value);
        } else {
            std::fprintf(stderr, "unknown option %s\n", option.c_str());
            return 2;
        }
    }
    for (const int dim : sizes) {
        BigSolverTuning tuning = defaultBigTuning(dim);
        tuning.beamWidth = width.value_or(tuning.beamWidth);
        tuning.polishNodes = polish.value_or(tuning.polishNodes);
        tuning.stageWidth = stageWidth.value_or(tuning.stageWidth);
        tuning.wholeBoardSize = wholeBoardSize.value_or(tuning.wholeBoardSize);
        tuning.stageWeight = stageWeight.value_or(tuning.stageWeight);
        tuning.threads = threads.value_or(tuning.threads);
        tuning.variants = variants.value_or(tuning.variants);
        tuning.stagePlans = stagePlans.value_or(tuning.stagePlans);
        if (answerWithin)
            tuning.answerWithin = std::chrono::milliseconds(*answerWithin);
        benchSize(dim, count, tuning, printBoards);
    }
    std::printf("peak RSS %.1f MiB\n", double(bench::peakRssKb()) / 1024);
    return 0;
}
