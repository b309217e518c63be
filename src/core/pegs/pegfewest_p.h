#pragma once

// Building blocks of the fewest-moves search (pegfewestmoves.cpp): one peg's
// hops, forwards and backwards, the search's table, and the positions near
// the goal found backwards (pegendgame.cpp). Private to src/core/pegs.

#include "../common/tablefile.h"
#include "../search/progress.h"
#include "pegsearch_p.h"

#include <array>
#include <cstdint>
#include <optional>
#include <stop_token>
#include <vector>

namespace pb::pegs::detail {

// A board has at most 7 symmetries besides the identity (the square's).
inline constexpr std::size_t kMaxImages = 7;

// A position's images under the symmetries kept (Symmetries), kept up to date
// hop by hop: a hop flips three holes, and in each image the images of those
// three, so a child's images cost an exclusive-or each where mapping the
// position afresh costs a lookup per 8 holes per image. Slots past the
// symmetries kept hold the position itself, so the canonical image is always
// the least of all slots and the position.
using Images = std::array<PegBits, kMaxImages>;

Images imagesOf(const Symmetries &symmetries, PegBits pegs);
inline PegBits canonicalOf(PegBits pegs, const Images &images)
{
    PegBits least = pegs;
    for (const PegBits image : images)
        least = std::min(least, image);
    return least;
}

// One hop of a moving peg, from the hole it is in: legal when the holes of
// `need` hold pegs and those of `land` are empty; `flip` plays it, and
// `flipImages` plays it on the images.
struct Hop {
    PegBits need;
    PegBits land;
    PegBits flip;
    int to;
    Images flipImages;

    Images play(const Images &images) const
    {
        Images next;
        for (std::size_t t = 0; t < kMaxImages; ++t)
            next[t] = images[t] ^ flipImages[t];
        return next;
    }
};
// By the hole the peg hops from.
using HopTable = std::vector<std::vector<Hop>>;

// Every jump as a hop of the jumping peg.
HopTable forwardHops(const PegGeometry &geometry, const Symmetries &symmetries);
// Every jump played backwards: the peg in its landing hole hops back over the
// empty hole it jumped, which gets its peg again. A chain played backwards is
// the same peg hopping back hole by hole, so chains backwards are chains of
// these hops.
HopTable backwardHops(const PegGeometry &geometry, const Symmetries &symmetries);

// The table of the fewest-moves search: a count of moves per canonical
// position, a lower bound of the moves it still needs or (see Endgame) the
// exact count. Open addressing with linear probing, kept at most 3/4 full,
// doubling while the budget allows (counting the old and the new array, which
// both live while it doubles). Nearly every probe misses the cache, so a slot
// is one word, the position with its count in the top byte, where a board of
// up to 56 holes leaves room; larger boards take two words a slot. The array
// is mapped zeroed, on large pages where the system offers them, since its
// probes also miss the TLB.
class FewestTable {
public:
    enum class Added { New, Present, Full };

    FewestTable(int holes, std::size_t budgetBytes);

    // The count stored for `key`, or -1.
    int find(PegBits key) const
    {
        if (m_words.size() == 0)
            return -1;
        for (std::size_t i = slotOf(key);; i = (i + 1) & m_mask) {
            const PegBits stored = keyAt(i);
            if (stored == key)
                return countAt(i);
            if (stored == 0)
                return -1;
        }
    }
    void prefetch(PegBits key) const
    {
        if (m_words.size() != 0)
            __builtin_prefetch(&m_words[slotOf(key) * m_stride]);
    }
    // Stores `count` for a `key` not in the table yet.
    Added add(PegBits key, int count);
    // Stores `count` for `key` unless a larger count is stored; false when the
    // budget is spent.
    bool raise(PegBits key, int count);

    std::size_t size() const { return m_size; }
    std::size_t bytes() const { return m_words.size() * sizeof(std::uint64_t); }

    template<class Visit>
    void forEachKey(Visit &&visit) const
    {
        for (std::size_t i = 0; i <= m_mask && m_words.size() != 0; ++i) {
            if (const PegBits key = keyAt(i))
                visit(key);
        }
    }

private:
    std::size_t slotOf(PegBits key) const
    {
        // Fibonacci hashing: the high bits of the product mix every peg.
        return std::size_t((hashBits(key) * 0x9E3779B97F4A7C15ull) >> m_shift) & m_mask;
    }
    PegBits keyAt(std::size_t i) const
    {
        return m_stride == 1 ? m_words[i] & kKeyMask : m_words[2 * i];
    }
    int countAt(std::size_t i) const { return m_stride == 1 ? int(m_words[i] >> 56) : int(m_words[2 * i + 1]); }
    void put(std::size_t i, PegBits key, int count);
    // The slot of `key`, free or not; max() when the table is full.
    std::size_t slotFor(PegBits key);
    bool resize(std::size_t slots);

    static constexpr PegBits kKeyMask = (PegBits(1) << 56) - 1;
    std::size_t m_budget;
    std::size_t m_stride; // words per slot
    ZeroedArray<std::uint64_t> m_words;
    std::size_t m_mask = 0;
    int m_shift = 63;
    std::size_t m_size = 0;
};

// A set of positions that may say "perhaps" of one not in it but never "no"
// of one in it: one bit per hash value, about 16 per position, so it stays
// in the cache where the table's slots do not. The search asks it first
// whether a position might be in the endgame table.
class PositionFilter {
public:
    PositionFilter() = default;
    explicit PositionFilter(std::size_t positions);

    void add(PegBits key) { m_words[indexOf(key) >> 6] |= std::uint64_t(1) << (indexOf(key) & 63); }
    bool mayContain(PegBits key) const
    {
        return m_words.empty() || ((m_words[indexOf(key) >> 6] >> (indexOf(key) & 63)) & 1);
    }
    void prefetch(PegBits key) const
    {
        if (!m_words.empty())
            __builtin_prefetch(&m_words[indexOf(key) >> 6]);
    }
    std::size_t bytes() const { return m_words.size() * sizeof(std::uint64_t); }

private:
    std::size_t indexOf(PegBits key) const
    {
        // Another multiplier than the table's, so the two hashes differ.
        return std::size_t((hashBits(key) * 0xC2B2AE3D27D4EB4Full) >> m_shift);
    }

    std::vector<std::uint64_t> m_words; // empty: says "perhaps" of everything
    int m_shift = 64;
};

// The positions that reach the goal (one peg; in `target` when set) within a
// few moves, found backwards from it breadth-first, move by move, each stored
// in the table with its exact count. Once depth() is d, every position that
// needs d moves or fewer is in the table, so one that is not needs d + 1 or
// more: the depth-first search from the start (pegfewestmoves.cpp) then need
// not go within d moves of the goal, where its tree is widest, and in each
// round looks the last d moves up instead. A meet in the middle whose
// backward half is kept whole.
//
// Grown before the search stores anything of its own: a position the search
// had stored would not be recognised as new here.
class Endgame {
public:
    enum class Growth { Grown, Stopped, TableFull };

    Endgame(const PegGeometry &geometry, std::optional<PegBits> target, int startPegs, const Symmetries &symmetries,
            FewestTable &table, std::stop_token stop, Progress &progress);

    // Adds the positions one move further from the goal. After TableFull the
    // table holds a part of the next layer, all with their exact count,
    // depth() + 1; depth() is unchanged.
    Growth grow();

    int depth() const { return m_depth; }
    // The positions found by the last grow(), and their memory.
    std::size_t layerSize() const { return m_layer.size(); }
    std::uint64_t nodes() const { return m_nodes; }

private:
    bool unwind(PegBits pegs, const Images &images, int hole, std::vector<PegBits> &next);

    const HopTable m_hops;
    const Symmetries &m_symmetries;
    FewestTable &m_table;
    std::stop_token m_stop;
    Progress &m_progress;
    // A position with more pegs than the start cannot come from it.
    const int m_startPegs;
    std::vector<PegBits> m_layer; // canonical, all exactly m_depth moves from the goal
    int m_depth = 0;
    std::uint64_t m_nodes = 0;
    std::uint64_t m_unreported = 0;
    bool m_full = false;
};

} // namespace pb::pegs::detail
