#pragma once

#include "progress.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <stop_token>
#include <utility>
#include <vector>

namespace pb {

// The pieces the breadth-first builds of the solvers' tables share.

// A first-in first-out list of search states in blocks of 64 Ki states (a
// deque's blocks of 128 would mean hundreds of thousands of allocations, and
// as many frees when a stopped build lets go of its lists). A queue is only
// pushed to or only popped from in one level of a search; a block is freed
// as soon as it is consumed.
class StateQueue {
public:
    bool empty() const { return m_size == 0; }
    std::size_t size() const { return m_size; }
    void push(std::uint32_t state)
    {
        if (m_blocks.empty() || m_blocks.back().size() == kBlock) {
            m_blocks.emplace_back();
            m_blocks.back().reserve(kBlock);
        }
        m_blocks.back().push_back(state);
        ++m_size;
    }
    std::uint32_t pop()
    {
        const std::uint32_t state = m_blocks.front()[m_head++];
        --m_size;
        if (m_head == m_blocks.front().size()) {
            m_blocks.pop_front();
            m_head = 0;
        }
        return state;
    }
    // The state `ahead` places after the front one, or nullptr when that is
    // past the front block.
    const std::uint32_t *peek(std::size_t ahead) const
    {
        const auto &front = m_blocks.front();
        return m_head + ahead < front.size() ? &front[m_head + ahead] : nullptr;
    }
    void swap(StateQueue &other) noexcept
    {
        std::swap(m_blocks, other.m_blocks);
        std::swap(m_head, other.m_head);
        std::swap(m_size, other.m_size);
    }

private:
    static constexpr std::size_t kBlock = std::size_t(1) << 16;
    std::deque<std::vector<std::uint32_t>> m_blocks;
    std::size_t m_head = 0; // in the front block
    std::size_t m_size = 0;
};

// What a build holds beside its table (its marks, fixed, and its lists, which
// grow and shrink), told to `progress` batch by batch and taken back when the
// build ends, however it ends; and the most it held at once.
class TableBuildAccount {
public:
    TableBuildAccount(Progress &progress, std::size_t fixedBytes)
        : m_progress(progress)
        , m_fixedBytes(fixedBytes)
        , m_peakBytes(fixedBytes)
    {
        m_progress.memoryBytes.fetch_add(fixedBytes, std::memory_order_relaxed);
    }
    ~TableBuildAccount()
    {
        m_progress.memoryBytes.fetch_sub(m_fixedBytes + m_listBytes, std::memory_order_relaxed);
    }
    TableBuildAccount(const TableBuildAccount &) = delete;
    TableBuildAccount &operator=(const TableBuildAccount &) = delete;

    // After `expanded` more states, with `listed` states in the lists: false
    // when the build is to stop.
    bool batch(std::uint64_t expanded, std::size_t listed, const std::stop_token &stop)
    {
        const std::size_t listBytes = listed * sizeof(std::uint32_t);
        m_progress.memoryBytes.fetch_add(listBytes - m_listBytes, std::memory_order_relaxed);
        m_listBytes = listBytes;
        m_peakBytes = std::max(m_peakBytes, m_fixedBytes + m_listBytes);
        m_progress.addNodes(expanded);
        return !stop.stop_requested();
    }
    std::size_t peakBytes() const { return m_peakBytes; }

private:
    Progress &m_progress;
    std::size_t m_fixedBytes;
    std::size_t m_listBytes = 0; // as last told to m_progress
    std::size_t m_peakBytes;
};

// The cells the blank on `cell` reaches without moving a tile of `occupied`,
// on a board whose neighbouring cells `spread(mask)` gives (a bit per cell).
template <typename Spread>
std::uint32_t blankRegion(std::uint32_t cell, std::uint32_t occupied, Spread spread)
{
    std::uint32_t region = 1u << cell;
    for (std::uint32_t grown = region;; region = grown) {
        grown = (region | spread(region)) & ~occupied;
        if (grown == region)
            return region;
    }
}

// The children of a pattern-table build's expansions, listed a few
// expansions later, once the marks asked for (prefetched as each child is
// added) have arrived: the build waits on memory, and listing each child at
// once would wait out nearly every miss in turn. Each child comes with the
// cells its placement occupies, from which the build finds its blank's region.
template <std::size_t MaxChildren>
class DeferredChildren {
public:
    // Starts an expansion: lists the children of the expansion four back
    // with list(state, occupied); add() then fills its place.
    template <typename List>
    void beginExpansion(List &&list)
    {
        m_current = m_oldest;
        flush(m_batches[m_current], list);
        m_oldest = (m_oldest + 1) % kDepth;
    }
    void add(std::uint32_t state, std::uint32_t occupied)
    {
        Batch &batch = m_batches[m_current];
        batch.states[batch.count] = state;
        batch.occupied[batch.count] = occupied;
        ++batch.count;
    }
    // At the end of a level: lists every child still waiting, oldest first.
    template <typename List>
    void drain(List &&list)
    {
        for (std::size_t i = 0; i < kDepth; ++i)
            flush(m_batches[(m_oldest + i) % kDepth], list);
    }

private:
    static constexpr std::size_t kDepth = 4;
    struct Batch {
        std::array<std::uint32_t, MaxChildren> states;
        std::array<std::uint32_t, MaxChildren> occupied;
        std::size_t count = 0;
    };
    template <typename List>
    static void flush(Batch &batch, List &list)
    {
        for (std::size_t c = 0; c < batch.count; ++c)
            list(batch.states[c], batch.occupied[c]);
        batch.count = 0;
    }

    std::array<Batch, kDepth> m_batches{};
    std::size_t m_oldest = 0;
    std::size_t m_current = 0;
};

} // namespace pb
