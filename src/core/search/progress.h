#pragma once

#include <atomic>
#include <cstdint>

namespace pb {

// Written by a solver on its worker thread, read by whoever watches it (the
// service polls it a few times a second). Solvers add their node counts in
// batches so the shared cache line is touched rarely.
struct Progress {
    std::atomic<std::uint64_t> nodes{0};
    std::atomic<std::uint64_t> memoryBytes{0};

    void addNodes(std::uint64_t count) { nodes.fetch_add(count, std::memory_order_relaxed); }
};

} // namespace pb
