#pragma once

// Building blocks shared by the peg searches (pegsolver.cpp, pegclassify.cpp):
// compiled jumps, the tables of positions already dealt with, and the board's
// symmetries. Private to src/core/pegs.

#include "pegclassify.h"
#include "peggeometry.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

namespace pb::pegs::detail {

struct CompiledJump {
    PegBits need; // from and over must hold pegs
    PegBits land; // to must be empty
    PegBits flip; // what the jump toggles
    int index;    // into PegGeometry::jumps()
};

std::vector<CompiledJump> compileJumps(const PegGeometry &geometry);
// The same jumps, those landing nearest the middle of the board first. Which
// order finds the lines of a given start sooner varies from start to start
// (on the European board by up to 4x either way).
std::vector<CompiledJump> centreFirst(const PegGeometry &geometry, std::vector<CompiledJump> jumps);

// Calls `visit(jump)` for every jump legal in `pegs`. Testing every jump with a
// branch mispredicts on most of them; folding the tests of 64 jumps into a mask
// first lets the loop visit only the legal ones. `visit` returns false to stop.
template<class Visit>
bool forEachLegal(const std::vector<CompiledJump> &jumps, PegBits pegs, Visit &&visit)
{
    for (std::size_t base = 0; base < jumps.size(); base += 64) {
        const std::size_t end = std::min(jumps.size(), base + 64);
        std::uint64_t legal = 0;
        for (std::size_t i = base; i < end; ++i) {
            const CompiledJump &jump = jumps[i];
            legal |= std::uint64_t(((pegs & jump.need) == jump.need) & ((pegs & jump.land) == 0))
                     << (i - base);
        }
        for (; legal; legal &= legal - 1) {
            if (!visit(jumps[base + std::size_t(std::countr_zero(legal))]))
                return false;
        }
    }
    return true;
}

// Up to this many holes a set of positions can be a bitset indexed by the pegs
// themselves: exact, no hashing, and at most 512 MiB of address space, of which
// only the pages the search touches ever become memory.
inline constexpr int kMaxBitsetHoles = 32;
// Boards above this many holes get a portfolio: two searches of the same
// question on the two cores (pegsolver.cpp), each with half the memory budget
// and its own table, raced by a RaceClock. Which search answers sooner varies
// from start to start by orders of magnitude either way. Smaller boards are
// done in milliseconds, less than a thread costs to start.
inline constexpr int kPortfolioHoles = kMaxBitsetHoles;

// Referees a race of two searches by the positions each has expanded, not by
// the wall clock: the answer is the one given after fewer positions (the
// first racer's on a tie), so the line and the node count Solve reports are
// the same on every run, whatever the load of the machine. A racer that has
// gone past the count at which the other answered cannot win any more and
// stops at its next poll.
class RaceClock {
public:
    static constexpr std::uint64_t kNever = ~std::uint64_t(0);

    // Racer `self` (0 or 1) answered after `nodes` positions.
    void answered(int self, std::uint64_t nodes) { m_answeredAt[self].store(nodes, std::memory_order_release); }
    // Whether racer `self`, at `nodes`, is past the other's answer.
    bool outrun(int self, std::uint64_t nodes) const
    {
        return nodes > m_answeredAt[1 - self].load(std::memory_order_acquire);
    }

private:
    std::atomic<std::uint64_t> m_answeredAt[2] = {kNever, kNever};
};

// One racer's place in a race: its clock and number, and the positions it
// expanded before this search began (the beam's, before the exact search
// that follows it). No clock: a search on its own.
struct RaceLane {
    RaceClock *clock = nullptr;
    int self = 0;
    std::uint64_t before = 0;

    bool outrun(std::uint64_t nodes) const { return clock && clock->outrun(self, before + nodes); }
};

class BitsetTable {
public:
    static std::size_t bytesFor(int holes) { return wordsFor(holes) * sizeof(PegBits); }

    // calloc rather than a vector: the kernel hands out zero pages lazily, so
    // a 28-hole board that is solved after a few thousand positions costs a few
    // pages, not 32 MiB of zeroing. Null when even the address space is refused.
    explicit BitsetTable(int holes)
        : m_words(static_cast<PegBits *>(std::calloc(wordsFor(holes), sizeof(PegBits))))
        , m_bytes(bytesFor(holes))
    {
    }
    bool allocated() const { return m_words != nullptr; }

    bool contains(PegBits pegs) const { return (m_words.get()[pegs >> 6] >> (pegs & 63)) & 1; }
    void prefetch(PegBits pegs) const { __builtin_prefetch(&m_words.get()[pegs >> 6]); }
    bool insert(PegBits pegs)
    {
        m_words.get()[pegs >> 6] |= PegBits(1) << (pegs & 63);
        return true;
    }
    std::size_t bytes() const { return m_bytes; }

private:
    static std::size_t wordsFor(int holes) { return (std::size_t(1) << holes) / 64 + 1; }

    struct Free {
        void operator()(PegBits *words) const { std::free(words); }
    };
    std::unique_ptr<PegBits, Free> m_words;
    std::size_t m_bytes;
};

// Open addressing with linear probing, keys only, or keys with a value each
// (the solution counter). 0 marks a free slot: a stored position always has a
// peg. The table doubles while the budget allows — counting the old and the new
// array, which both live during the move — and once it cannot, insert() reports
// failure so the search can give up honestly.
template<class Value>
class HashTableBase {
public:
    explicit HashTableBase(std::size_t budgetBytes)
        : m_budget(budgetBytes)
    {
        std::size_t slotCount = 1 << 12;
        while (slotCount > 1 && slotCount * kSlotBytes > m_budget)
            slotCount /= 2;
        if (slotCount * kSlotBytes <= m_budget)
            resize(slotCount);
    }

    // The slot holding `pegs`, or nullptr.
    const Value *find(PegBits pegs) const
    {
        if (m_keys.empty())
            return nullptr;
        for (std::size_t i = slotOf(pegs);; i = (i + 1) & m_mask) {
            if (m_keys[i] == pegs)
                return &m_values[i];
            if (m_keys[i] == 0)
                return nullptr;
        }
    }
    bool contains(PegBits pegs) const { return find(pegs) != nullptr; }
    // Starts loading the slot where a probe for `pegs` begins.
    void prefetch(PegBits pegs) const
    {
        if (!m_keys.empty())
            __builtin_prefetch(&m_keys[slotOf(pegs)]);
    }

    // The value slot of `pegs`, added with Value{} when new; nullptr when the
    // budget is spent.
    Value *insert(PegBits pegs)
    {
        // Kept at most 3/4 full so probes stay short and always find a free slot.
        if ((m_size + 1) * 4 > m_keys.size() * 3) {
            if (m_keys.empty() || 3 * m_keys.size() * kSlotBytes > m_budget)
                return nullptr;
            resize(m_keys.size() * 2);
        }
        std::size_t i = slotOf(pegs);
        while (m_keys[i] != 0 && m_keys[i] != pegs)
            i = (i + 1) & m_mask;
        if (m_keys[i] == 0) {
            m_keys[i] = pegs;
            ++m_size;
        }
        return &m_values[i];
    }

    std::size_t size() const { return m_size; }
    std::size_t bytes() const { return m_keys.size() * kSlotBytes; }

private:
    static constexpr std::size_t kSlotBytes = sizeof(PegBits) + sizeof(Value);

    std::size_t slotOf(PegBits pegs) const
    {
        // Fibonacci hashing: the high bits of the product mix every peg.
        return std::size_t((hashBits(pegs) * 0x9E3779B97F4A7C15ull) >> m_shift) & m_mask;
    }

    void resize(std::size_t slotCount)
    {
        std::vector<PegBits> oldKeys = std::move(m_keys);
        std::vector<Value> oldValues = std::move(m_values);
        m_keys.assign(slotCount, 0);
        m_values.assign(slotCount, Value{});
        m_mask = slotCount - 1;
        m_shift = 64 - std::countr_zero(std::max<std::size_t>(slotCount, 2));
        m_size = 0;
        for (std::size_t i = 0; i < oldKeys.size(); ++i) {
            if (oldKeys[i] != 0)
                *insert(oldKeys[i]) = oldValues[i];
        }
    }

    std::size_t m_budget;
    std::vector<PegBits> m_keys;
    std::vector<Value> m_values;
    std::size_t m_mask = 0;
    int m_shift = 63;
    std::size_t m_size = 0;
};

struct NoValue {};

// A set of positions. NoValue is an empty type, so the value array costs nothing
// but the pointer.
class HashTable : public HashTableBase<NoValue> {
public:
    using HashTableBase::HashTableBase;
    bool insert(PegBits pegs) { return HashTableBase::insert(pegs) != nullptr; }
};

// The board's symmetries: the lattice rotations and reflections that map its
// holes onto themselves and keep `fixedSet` in place as a set (a finish hole, or
// the starting position of a search whose answer is a set of holes). A position
// behaves exactly as its mirror images do, so tables store one canonical image
// per class: up to 6 (triangle) or 8 (square) times fewer positions.
class Symmetries {
public:
    Symmetries(const PegGeometry &geometry, PegBits fixedSet);

    PegBits canonical(PegBits pegs) const
    {
        PegBits best = pegs;
        for (std::size_t t = 0; t < m_tables.size(); ++t)
            best = std::min(best, map(t, pegs));
        return best;
    }

    // The non-identity symmetries kept, as images of a position.
    std::size_t count() const { return m_tables.size(); }
    PegBits map(std::size_t t, PegBits pegs) const
    {
        const PegBits *table = m_tables[t].data();
        PegBits image = 0;
        for (int chunk = 0; chunk < m_chunks; ++chunk)
            image |= table[chunk * 256 + int((pegs >> (8 * chunk)) & 0xff)];
        return image;
    }
    // `pegs` together with all its images.
    PegBits orbit(PegBits pegs) const
    {
        PegBits all = pegs;
        for (std::size_t t = 0; t < m_tables.size(); ++t)
            all |= map(t, pegs);
        return all;
    }

private:
    int m_chunks = 0;
    std::vector<std::vector<PegBits>> m_tables;
};

// Pagoda functions (see pegpagoda.h) that a search learns as it goes, kept per
// target hole as byte-wise lookup tables: the value of a position costs one
// load per 8 holes. A position is cut when, for every hole still wanted, some
// pagoda's value is below that hole's: no line of play can reach any of them,
// so the cut is a proof, never a guess. Pagodas come from findPagoda's linear
// program run on positions the search has just failed to finish; the LP is
// slow (up to a few milliseconds on 37 holes, thousands of nodes' worth), so
// the search calls learn() sparingly and the pagodas found there then cut the
// same dead ends wherever else they turn up.
class PagodaPruner {
public:
    PagodaPruner(const PegGeometry &geometry, const Symmetries &symmetries);

    // True when every hole of `wanted` is out of reach from `pegs` by some
    // pagoda. A pagoda that cuts moves one place to the front of its list.
    bool refutes(PegBits pegs, PegBits wanted)
    {
        for (; wanted; wanted &= wanted - 1) {
            if (!refutesHole(pegs, lowestHole(wanted)))
                return false;
        }
        return true;
    }
    // Runs the LP for each hole of `wanted` that no pagoda cuts yet from `pegs`;
    // adds what it finds, with its images under the symmetries. True when a
    // pagoda was added.
    bool learn(PegBits pegs, PegBits wanted);
    std::size_t count() const;

    // Pagodas kept per hole: beyond this, evaluating them costs more than the
    // search they save.
    static constexpr std::size_t kMaxPerHole = 48;

private:
    struct Pagoda {
        std::vector<std::int32_t> table; // [chunk * 256 + byte]
        std::int32_t threshold;          // the value of the target hole
    };

    std::int32_t value(const Pagoda &pagoda, PegBits pegs) const
    {
        std::int32_t total = 0;
        for (int chunk = 0; chunk < m_chunks; ++chunk)
            total += pagoda.table[std::size_t(chunk * 256) + std::size_t((pegs >> (8 * chunk)) & 0xff)];
        return total;
    }
    bool refutesHole(PegBits pegs, int hole)
    {
        auto &list = m_byHole[std::size_t(hole)];
        for (std::size_t i = 0; i < list.size(); ++i) {
            if (value(list[i], pegs) < list[i].threshold) {
                if (i > 0)
                    std::swap(list[i], list[i - 1]);
                return true;
            }
        }
        return false;
    }
    void add(int hole, const std::vector<int> &weights);

    const PegGeometry &m_geometry;
    const Symmetries &m_symmetries;
    int m_chunks;
    std::vector<std::vector<Pagoda>> m_byHole;
    std::vector<std::vector<std::vector<int>>> m_weights; // for duplicates
};

// When a search starts learning pagodas (pegclassify.cpp, pegsolver.cpp). The
// defaults keep the LP out of every search that is cheap anyway (the
// triangles', the small rectangles') and hold its share of a long search to a
// quarter of the time. Tuned on the European and English boards: learning
// after 2^18 rather than 2^20 nodes, and from one failed position in 16 rather
// than 256, roughly halved their CPU time.
struct PagodaLearning {
    std::uint64_t afterNodes = std::uint64_t(1) << 18;
    int maxWanted = 4;          // a cut needs a pagoda for every wanted hole
    double timeShare = 0.25;    // LP time / search time (Solve: in positions); negative: no limit
    unsigned sampleEvery = 16;  // one failed position in this many is offered
};

// finishHoles with the learning policy spelled out, for tests; `pagodas`
// receives the number of pagodas learned.
FinishHoles finishHolesLearning(const PegGeometry &geometry, PegBits pegs, const SolveOptions &options,
                                const PagodaLearning &learning, std::stop_token stop, Progress &progress,
                                std::size_t *pagodas = nullptr);
// solvePegs with the learning policy spelled out, for tests.
SolveResult solvePegsLearning(const PegGeometry &geometry, PegBits pegs, const SolveOptions &options,
                              const PagodaLearning &learning, std::stop_token stop, Progress &progress);

std::string formatBytes(std::size_t bytes);

} // namespace pb::pegs::detail
