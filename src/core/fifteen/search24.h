#pragma once

#include "../search/progress.h"
#include "pattern24.h"

#include <array>
#include <cstdint>
#include <optional>
#include <stop_token>
#include <vector>

namespace pb::fifteen {

struct Search24Limits {
    // f = g + weight * h with weight = weightNumerator / weightDenominator:
    // no solution found is longer than weight times the shortest.
    int weightNumerator = 5;
    int weightDenominator = 4;
    // The search ends after this many expansions with the shortest solution
    // found by then (none, when it found none).
    std::uint64_t maxExpansions = ~std::uint64_t(0);
    // What the open and closed lists may hold, in bytes.
    std::size_t memoryBytes = std::size_t(256) << 20;
};

struct Search24Result {
    // The cells the blank visits; nullopt when stopped, out of memory or out
    // of expansions before any solution.
    std::optional<std::vector<int>> cells;
    bool outOfMemory = false;
};

// A short 5 x 5 solution by anytime weighted A* with `tables`: duplicates
// detected, a position reopened when reached by a shorter way, ties broken
// towards the deeper position; after the first solution the search goes on,
// pruning whatever cannot beat the best, within limits.maxExpansions. Stop is
// noticed within about a thousand expansions. `tiles` must not be the goal.
Search24Result solveWeighted5(const std::array<std::uint8_t, Pattern24::kCells> &tiles, const Pattern24 &tables,
                              const Search24Limits &limits, std::stop_token stop, Progress &progress);

// The solver's 5 x 5 search: the number of expansions a weighted A* needs
// varies wildly with the weight from board to board, so a few weights are
// tried in turn, lightest first, each within a share of expansions, and the
// first that finds a solution gives it (the search then goes on for a shorter
// one within that share). The last weight has no cap but the memory.
Search24Result solveNearOptimal5(const std::array<std::uint8_t, Pattern24::kCells> &tiles, const Pattern24 &tables,
                                 std::size_t memoryBytes, std::stop_token stop, Progress &progress);

} // namespace pb::fifteen
