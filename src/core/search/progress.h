#pragma once

#include <atomic>
#include <cstdint>

namespace pb {

// What a solver is doing, for the person watching: searching, or preparing
// tables it keeps for every later solve (Fifteen's first solve spends
// seconds on them, which would otherwise look like a slow search).
enum class ProgressStage : std::uint8_t { Searching, BuildingTables };

// Written by a solver on its worker thread, read by whoever watches it (the
// service polls it a few times a second). Solvers add their node counts in
// batches so the shared cache line is touched rarely.
struct Progress {
    std::atomic<std::uint64_t> nodes{0};
    std::atomic<std::uint64_t> memoryBytes{0};
    std::atomic<ProgressStage> stage{ProgressStage::Searching};

    void addNodes(std::uint64_t count) { nodes.fetch_add(count, std::memory_order_relaxed); }
};

} // namespace pb
