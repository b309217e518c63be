#include "pegfewest_p.h"

namespace pb::pegs::detail {

namespace {

// Progress and the stop token are touched once per batch of positions.
constexpr std::uint64_t kNodeBatch = 1024;

} // namespace

HopTable forwardHops(const PegGeometry &geometry)
{
    HopTable hops(std::size_t(geometry.holeCount()));
    for (const Jump &jump : geometry.jumps()) {
        const PegBits flip = bit(jump.from) | bit(jump.over) | bit(jump.to);
        hops[std::size_t(jump.from)].push_back(Hop{bit(jump.from) | bit(jump.over), bit(jump.to), flip, jump.to});
    }
    return hops;
}

HopTable backwardHops(const PegGeometry &geometry)
{
    HopTable hops(std::size_t(geometry.holeCount()));
    for (const Jump &jump : geometry.jumps()) {
        const PegBits flip = bit(jump.from) | bit(jump.over) | bit(jump.to);
        hops[std::size_t(jump.to)].push_back(Hop{bit(jump.to), bit(jump.from) | bit(jump.over), flip, jump.from});
    }
    return hops;
}

Endgame::Endgame(const PegGeometry &geometry, std::optional<PegBits> target, int startPegs,
                 const Symmetries &symmetries, FewestTable &table, std::stop_token stop, Progress &progress)
    : m_hops(backwardHops(geometry))
    , m_symmetries(symmetries)
    , m_table(table)
    , m_stop(std::move(stop))
    , m_progress(progress)
    , m_startPegs(startPegs)
{
    PegBits goals = target.value_or(geometry.allHoles());
    for (; goals; goals &= goals - 1) {
        const PegBits key = m_symmetries.canonical(goals & -goals);
        const std::size_t before = m_table.size();
        std::uint8_t *count = m_table.insert(key);
        if (!count) {
            m_full = true;
            return;
        }
        if (m_table.size() > before) {
            *count = 0;
            m_layer.push_back(key);
        }
    }
}

Endgame::Growth Endgame::grow()
{
    if (m_full)
        return Growth::TableFull;
    std::vector<PegBits> next;
    Growth growth = Growth::Grown;
    for (const PegBits pegs : m_layer) {
        ++m_nodes;
        if (++m_unreported == kNodeBatch) {
            m_progress.addNodes(m_unreported);
            m_unreported = 0;
            m_progress.memoryBytes.store(m_table.bytes(), std::memory_order_relaxed);
            if (m_stop.stop_requested()) {
                growth = Growth::Stopped;
                break;
            }
        }
        if (pegCount(pegs) >= m_startPegs)
            continue;
        bool room = true;
        for (PegBits movers = pegs; movers && room; movers &= movers - 1)
            room = unwind(pegs, lowestHole(movers), next);
        if (!room) {
            m_full = true;
            growth = Growth::TableFull;
            break;
        }
    }
    m_progress.addNodes(m_unreported);
    m_unreported = 0;
    m_progress.memoryBytes.store(m_table.bytes(), std::memory_order_relaxed);
    if (growth == Growth::Grown) {
        m_layer = std::move(next);
        ++m_depth;
    }
    return growth;
}

// Every chain that ends with the peg in `hole`, played backwards from `pegs`:
// each position it passes is one move from `pegs`, and those not in the table
// yet are one move further from the goal than `pegs`. False when the table is
// full.
bool Endgame::unwind(PegBits pegs, int hole, std::vector<PegBits> &next)
{
    for (const Hop &hop : m_hops[std::size_t(hole)]) {
        if ((pegs & hop.need) != hop.need || (pegs & hop.land))
            continue;
        const PegBits earlier = pegs ^ hop.flip;
        const PegBits key = m_symmetries.canonical(earlier);
        const std::size_t before = m_table.size();
        std::uint8_t *count = m_table.insert(key);
        if (!count)
            return false;
        if (m_table.size() > before) {
            *count = std::uint8_t(m_depth + 1);
            next.push_back(key);
        }
        if (pegCount(earlier) < m_startPegs && !unwind(earlier, hop.to, next))
            return false;
    }
    return true;
}

} // namespace pb::pegs::detail
