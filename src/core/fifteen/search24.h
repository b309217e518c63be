#pragma once

#include "../search/cores.h"
#include "../search/progress.h"
#include "pattern24.h"
#include "polish24.h"

#include <array>
#include <cstdint>
#include <optional>
#include <stop_token>
#include <vector>

namespace pb::fifteen {

struct Search24Limits {
    // f = g + weight * h with weight = weightNumerator / weightDenominator:
    // no solution found is longer than weight times the shortest.
    int weightNumerator = 3;
    int weightDenominator = 2;
    // While no solution is found, the weight rises to the next of these
    // (numerator, denominator) every `raiseEvery` expansions: a heavier weight
    // goes on from the open positions of the lighter one, so their work is
    // not lost.
    std::vector<std::array<int, 2>> raisedWeights;
    std::uint64_t raiseEvery = 150'000;
    // After this many expansions the search returns the shortest solution
    // found by then; it goes on past it only until it finds a first one.
    std::uint64_t maxExpansions = ~std::uint64_t(0);
    // What the open and closed lists may hold, in bytes.
    std::size_t memoryBytes = std::size_t(256) << 20;
};

struct Search24Result {
    // The cells the blank visits; nullopt when stopped, out of memory or out
    // of expansions before any solution, or when the tables were lost.
    std::optional<std::vector<int>> cells;
    bool outOfMemory = false;
    // The tables' file was cut short under the search (Pattern24::lost()):
    // it ended at its next check, and what it found is dropped (a table
    // entry read as zero made a goal of a position that is none).
    bool tablesLost = false;
    // The most the lists held, as counted at the checks (every 1024 expansions).
    std::size_t peakBytes = 0;
    // Proved: no solution has fewer moves. The larger of the start's
    // heuristic and the least g + h left open (a position on a shortest way,
    // reached the shortest way, is always among the open ones), and at most
    // the solution's length; equal to it when the search ran to its end.
    int lowerBound = 0;
    std::uint64_t expansions = 0;
    // The threads solveNearOptimal5() ran its searches on at once.
    int threads = 1;
};

// A short 5 x 5 solution by anytime weighted A* with `tables`: duplicates
// detected, a position reopened when reached by a shorter way, ties broken
// towards the deeper position; after the first solution the search goes on,
// pruning whatever cannot beat the best, within limits.maxExpansions. Stop, and
// tables lost, are noticed within about a thousand expansions. `tiles` must
// not be the goal.
Search24Result solveWeighted5(const std::array<std::uint8_t, Pattern24::kCells> &tiles, const Pattern24 &tables,
                              const Search24Limits &limits, std::stop_token stop, Progress &progress);

// One search of solveNearOptimal5(): from weight 3/2, rising to 8/5, 7/4, 2
// and 3 every 100,000 expansions while no solution is found (the number of
// expansions a weight needs varies wildly from board to board), and on for a
// shorter solution after the first within 400,000 expansions in all. Its
// lists stay under 96 MiB.
Search24Limits singleSearch5Limits(std::size_t memoryBytes);
// The two searches of solveNearOptimal5(), 1,000,000 expansions each: one from
// weight 5/4 (4/3, 3/2, 2, 3 every 200,000 expansions while no solution is
// found), and one from 11/10 (6/5, 5/4, 4/3, 3/2, 2, 3 every 200,000) meant
// to search backwards (solveBackwards5()). Neither is better on every board;
// on the fifty Korf-Felner instances the shorter answer of the two, polished,
// is 1.041 times the shortest on average and at most 1.096
// (docs/benchmarks.md). Each one's lists may reach about 300 MiB at the last
// growth of their index: below that they stop early with what they have (the
// backward one, from its light weight, sometimes before any solution: the
// other then answers).
std::array<Search24Limits, 2> pairedSearch5Limits(std::size_t memoryBytesEach);
constexpr std::size_t kSingleSearch5Bytes = std::size_t(96) << 20;
constexpr std::size_t kPairedSearch5Bytes = std::size_t(192) << 20;

// What solveNearOptimal5() does on two threads: a search each, then the
// polishing of its line.
struct NearOptimal5Plan {
    std::array<Search24Limits, 2> searches = pairedSearch5Limits(0);
    // Which of them search from the goal back to the board (solveBackwards5()).
    std::array<bool, 2> backwards{false, true};
    Polish24Limits polish;
    // The cores to run on; 0: usableCores().
    int cores = 0;
};

// The solver's 5 x 5 search: the two searches of `plan` when `memoryBytes`
// holds two of kPairedSearch5Bytes, otherwise singleSearch5Limits() on this
// thread; each line polished by polish5() with plan.polish (none when its
// maxNodes is 0). The two run side by side on two threads (this one and one
// more) when the process has two cores (plan.cores), otherwise one after the
// other on this thread; each with half of `memoryBytes` either way, so the
// lines are the same. When the first one's line is proved shortest, the
// second is ended (or not started). The shortest solution of the two (the
// first one's on a tie), and the larger of their proven bounds.
Search24Result solveNearOptimal5(const std::array<std::uint8_t, Pattern24::kCells> &tiles, const Pattern24 &tables,
                                 std::size_t memoryBytes, std::stop_token stop, Progress &progress,
                                 const NearOptimal5Plan &plan = {});

} // namespace pb::fifteen
