#include "pegfewest_p.h"

#include <limits>
#include <new>
#include <utility>

namespace pb::pegs::detail {

namespace {

// Progress and the stop token are touched once per batch of positions.
constexpr std::uint64_t kNodeBatch = 1024;

} // namespace

FewestTable::FewestTable(int holes, std::size_t budgetBytes)
    : m_budget(budgetBytes)
    , m_stride(holes <= 56 ? 1 : 2)
{
    std::size_t slots = 1 << 12;
    while (slots > 1 && slots * m_stride * sizeof(std::uint64_t) > m_budget)
        slots /= 2;
    if (slots * m_stride * sizeof(std::uint64_t) <= m_budget)
        resize(slots);
}

void FewestTable::put(std::size_t i, PegBits key, int count)
{
    if (m_stride == 1) {
        m_words[i] = key | (std::uint64_t(count) << 56);
    } else {
        m_words[2 * i] = key;
        m_words[2 * i + 1] = std::uint64_t(count);
    }
}

std::size_t FewestTable::slotFor(PegBits key)
{
    if ((m_size + 1) * 4 > (m_mask + 1) * 3 || m_words.size() == 0) {
        const std::size_t slots = m_words.size() / m_stride;
        if (slots == 0 || 3 * bytes() > m_budget || !resize(slots * 2))
            return std::numeric_limits<std::size_t>::max();
    }
    std::size_t i = slotOf(key);
    while (keyAt(i) != 0 && keyAt(i) != key)
        i = (i + 1) & m_mask;
    return i;
}

FewestTable::Added FewestTable::add(PegBits key, int count)
{
    const std::size_t i = slotFor(key);
    if (i == std::numeric_limits<std::size_t>::max())
        return Added::Full;
    if (keyAt(i) == key)
        return Added::Present;
    put(i, key, count);
    ++m_size;
    return Added::New;
}

bool FewestTable::raise(PegBits key, int count)
{
    const std::size_t i = slotFor(key);
    if (i == std::numeric_limits<std::size_t>::max())
        return false;
    if (keyAt(i) != key) {
        ++m_size;
        put(i, key, count);
    } else if (countAt(i) < count) {
        put(i, key, count);
    }
    return true;
}

bool FewestTable::resize(std::size_t slots)
{
    ZeroedArray<std::uint64_t> old;
    try {
        old = std::exchange(m_words, ZeroedArray<std::uint64_t>(slots * m_stride));
    } catch (const std::bad_alloc &) {
        return false;
    }
    const std::size_t oldSlots = old.size() / m_stride;
    m_mask = slots - 1;
    m_shift = 64 - std::countr_zero(std::max<std::size_t>(slots, 2));
    for (std::size_t j = 0; j < oldSlots; ++j) {
        const PegBits key = m_stride == 1 ? old[j] & kKeyMask : old[2 * j];
        if (key == 0)
            continue;
        std::size_t i = slotOf(key);
        while (keyAt(i) != 0)
            i = (i + 1) & m_mask;
        put(i, key, m_stride == 1 ? int(old[j] >> 56) : int(old[2 * j + 1]));
    }
    return true;
}

PositionFilter::PositionFilter(std::size_t positions)
{
    int bits = 12;
    while (bits < 40 && (std::size_t(1) << bits) < 16 * positions)
        ++bits;
    m_words.assign((std::size_t(1) << bits) / 64, 0);
    m_shift = 64 - bits;
}

Images imagesOf(const Symmetries &symmetries, PegBits pegs)
{
    Images images;
    images.fill(pegs);
    // More symmetries than slots would only lose some mirror images.
    for (std::size_t t = 0; t < std::min(symmetries.count(), kMaxImages); ++t)
        images[t] = symmetries.map(t, pegs);
    return images;
}

HopTable forwardHops(const PegGeometry &geometry, const Symmetries &symmetries)
{
    HopTable hops(std::size_t(geometry.holeCount()));
    for (const Jump &jump : geometry.jumps()) {
        const PegBits flip = bit(jump.from) | bit(jump.over) | bit(jump.to);
        hops[std::size_t(jump.from)].push_back(
            Hop{bit(jump.from) | bit(jump.over), bit(jump.to), flip, jump.to, imagesOf(symmetries, flip)});
    }
    return hops;
}

HopTable backwardHops(const PegGeometry &geometry, const Symmetries &symmetries)
{
    HopTable hops(std::size_t(geometry.holeCount()));
    for (const Jump &jump : geometry.jumps()) {
        const PegBits flip = bit(jump.from) | bit(jump.over) | bit(jump.to);
        hops[std::size_t(jump.to)].push_back(
            Hop{bit(jump.to), bit(jump.from) | bit(jump.over), flip, jump.from, imagesOf(symmetries, flip)});
    }
    return hops;
}

Endgame::Endgame(const PegGeometry &geometry, std::optional<PegBits> target, int startPegs,
                 const Symmetries &symmetries, FewestTable &table, std::stop_token stop, Progress &progress)
    : m_hops(backwardHops(geometry, symmetries))
    , m_symmetries(symmetries)
    , m_table(table)
    , m_stop(std::move(stop))
    , m_progress(progress)
    , m_startPegs(startPegs)
{
    PegBits goals = target.value_or(geometry.allHoles());
    for (; goals; goals &= goals - 1) {
        const PegBits key = m_symmetries.canonical(goals & -goals);
        const FewestTable::Added added = m_table.add(key, 0);
        if (added == FewestTable::Added::Full) {
            m_full = true;
            return;
        }
        if (added == FewestTable::Added::New)
            m_layer.push_back(key);
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
        const Images images = imagesOf(m_symmetries, pegs);
        for (PegBits movers = pegs; movers && room; movers &= movers - 1)
            room = unwind(pegs, images, lowestHole(movers), next);
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
bool Endgame::unwind(PegBits pegs, const Images &images, int hole, std::vector<PegBits> &next)
{
    for (const Hop &hop : m_hops[std::size_t(hole)]) {
        if ((pegs & hop.need) != hop.need || (pegs & hop.land))
            continue;
        const PegBits earlier = pegs ^ hop.flip;
        const Images earlierImages = hop.play(images);
        const PegBits key = canonicalOf(earlier, earlierImages);
        const FewestTable::Added added = m_table.add(key, m_depth + 1);
        if (added == FewestTable::Added::Full)
            return false;
        if (added == FewestTable::Added::New)
            next.push_back(key);
        if (pegCount(earlier) < m_startPegs && !unwind(earlier, earlierImages, hop.to, next))
            return false;
    }
    return true;
}

} // namespace pb::pegs::detail
