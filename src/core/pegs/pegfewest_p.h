#pragma once

// Building blocks of the fewest-moves search (pegfewestmoves.cpp): one peg's
// hops, forwards and backwards, and the table of the positions near the goal.
// Private to src/core/pegs.

#include "../search/progress.h"
#include "pegsearch_p.h"

#include <cstdint>
#include <optional>
#include <stop_token>
#include <vector>

namespace pb::pegs::detail {

// One hop of a moving peg, from the hole it is in: legal when the holes of
// `need` hold pegs and those of `land` are empty; `flip` plays it.
struct Hop {
    PegBits need;
    PegBits land;
    PegBits flip;
    int to;
};
// By the hole the peg hops from.
using HopTable = std::vector<std::vector<Hop>>;

// Every jump as a hop of the jumping peg.
HopTable forwardHops(const PegGeometry &geometry);
// Every jump played backwards: the peg in its landing hole hops back over the
// empty hole it jumped, which gets its peg again. A chain played backwards is
// the same peg hopping back hole by hole, so chains backwards are chains of
// these hops.
HopTable backwardHops(const PegGeometry &geometry);

// The table of the fewest-moves search stores one byte per canonical
// position: a lower bound of the moves it still needs, or (see Endgame) the
// exact count.
using FewestTable = HashTableBase<std::uint8_t>;

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
    bool unwind(PegBits pegs, int hole, std::vector<PegBits> &next);

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
