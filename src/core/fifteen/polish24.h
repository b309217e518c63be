#pragma once

#include "../search/progress.h"
#include "pattern24.h"

#include <array>
#include <cstdint>
#include <stop_token>
#include <vector>

namespace pb::fifteen {

struct Polish24Limits {
    // Nodes of all the windows' searches together: some 0.2 s. Chosen on the
    // fifty Korf-Felner instances (bench/fifteen24bench, docs/benchmarks.md):
    // twice as many took their mean ratio only from 1.049 to 1.048.
    std::uint64_t maxNodes = 3'000'000;
    // Window lengths: the first pass, the step from pass to pass and the last.
    int firstWindow = 20;
    int windowStep = 8;
    int lastWindow = 76;
    // A window's nodes in the first pass; doubled from pass to pass.
    std::uint64_t firstBudget = 50'000;
    // Windows start every `stride` moves.
    int stride = 2;
};

// Shortens a 5 x 5 solution (`cells`, the cells the blank visits from
// `tiles`) in place: for stretches of the solution, longer pass after pass,
// IDA* looks for a shorter way between the stretch's two positions and splices
// it in. The bound between two positions is the tables' (Pattern24) after
// renaming the tiles so that the stretch's end, turned or mirrored to put its
// blank nearest the blank's home and with the blank then walked home, is the
// goal, less the moves of that walk (the tables count on the blank ending
// home); or the Manhattan distance when larger: the Manhattan distance alone
// is too weak to shorten a weighted search's line (docs/benchmarks.md).
// Returns the nodes searched. Stop is noticed within a few
// thousand nodes, tables lost (Pattern24::lost()) between two windows; memory
// is the solution's and one window's stack.
std::uint64_t polish5(const std::array<std::uint8_t, Pattern24::kCells> &tiles, std::vector<int> &cells,
                      const Pattern24 &tables, const Polish24Limits &limits, std::stop_token stop, Progress &progress);

} // namespace pb::fifteen
