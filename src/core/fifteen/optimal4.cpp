#include "patterndatabase.h"

#include "gridneighbours.h"

#include <algorithm>
#include <limits>

namespace pb::fifteen {

namespace {

// Often enough that Stop takes effect within a few milliseconds even in a
// sanitizer build, where one step of the search takes microseconds.
constexpr std::uint64_t kStopCheckMask = 0xFFF;
constexpr auto kNeighbours = gridNeighbours<4>();

bool isGoal4(const std::array<std::uint8_t, 16> &tiles)
{
    for (int cell = 0; cell < 15; ++cell) {
        if (tiles[std::size_t(cell)] != cell + 1)
            return false;
    }
    return true;
}

constexpr int transposed(int cell)
{
    return (cell % 4) * 4 + cell / 4;
}

// The tile whose home is the reflection of `tile`'s home.
constexpr int transposedTile(int tile)
{
    return transposed(tile - 1) + 1;
}

// How far `tile`'s home is from `cell`.
constexpr int distance(int tile, int cell)
{
    const int home = tile - 1;
    return (home / 4 > cell / 4 ? home / 4 - cell / 4 : cell / 4 - home / 4)
        + (home % 4 > cell % 4 ? home % 4 - cell % 4 : cell % 4 - home % 4);
}

// The board's Manhattan distance (the blank's cell holds 0).
int manhattan(const std::array<std::uint8_t, 16> &tiles)
{
    int sum = 0;
    for (int cell = 0; cell < 16; ++cell) {
        if (tiles[std::size_t(cell)] != 0)
            sum += distance(tiles[std::size_t(cell)], cell);
    }
    return sum;
}

// A table's index for one tile moved from `from` to `to`: its 4 bits go up or
// down by the difference (negative differences wrap round, and so cancel).
constexpr std::uint32_t indexStep(int from, int to, int shift)
{
    return std::uint32_t(to - from) << shift;
}

} // namespace

// The search state shared by heuristic() and the IDA*: the board, and each
// group's table index for the board and for its reflection, kept up to date
// one move at a time.
class PdbSearch {
public:
    PdbSearch(const PatternDatabases &databases, const std::array<std::uint8_t, 16> &tiles)
        : m_db(databases)
    {
        m_groupOf.fill(-1);
        const auto &partition = databases.partition();
        for (std::size_t g = 0; g < partition.size(); ++g) {
            for (std::size_t s = 0; s < partition[g].size(); ++s) {
                const int tile = partition[g][s];
                m_groupOf[std::size_t(tile)] = std::int8_t(g);
                m_shift[std::size_t(tile)] = std::uint8_t(4 * s);
            }
        }
        m_index.assign(partition.size(), 0);
        m_reflectedIndex.assign(partition.size(), 0);
        // Packed entries leave out the Manhattan distance, the same for the
        // board and its reflection.
        if (databases.packed())
            m_manhattan = manhattan(tiles);
        for (int cell = 0; cell < 16; ++cell) {
            const int tile = tiles[std::size_t(cell)];
            if (tile == 0)
                continue;
            m_index[std::size_t(m_groupOf[std::size_t(tile)])] += std::uint32_t(cell) << m_shift[std::size_t(tile)];
            const int mirror = transposedTile(tile);
            m_reflectedIndex[std::size_t(m_groupOf[std::size_t(mirror)])] += std::uint32_t(transposed(cell)) << m_shift[std::size_t(mirror)];
        }
    }

    int value() const
    {
        int direct = 0;
        int reflected = 0;
        for (std::size_t g = 0; g < m_index.size(); ++g) {
            direct += m_db.entry(g, m_index[g]);
            reflected += m_db.entry(g, m_reflectedIndex[g]);
        }
        return m_manhattan + std::max(direct, reflected);
    }

    void move(int tile, int from, int to)
    {
        if (m_db.packed())
            m_manhattan += distance(tile, to) - distance(tile, from);
        m_index[std::size_t(m_groupOf[std::size_t(tile)])] += std::uint32_t(to - from) << m_shift[std::size_t(tile)];
        const int mirror = transposedTile(tile);
        m_reflectedIndex[std::size_t(m_groupOf[std::size_t(mirror)])] += std::uint32_t(transposed(to) - transposed(from)) << m_shift[std::size_t(mirror)];
    }

private:
    const PatternDatabases &m_db;
    std::array<std::int8_t, 16> m_groupOf{};
    std::array<std::uint8_t, 16> m_shift{};
    std::vector<std::uint32_t> m_index;
    std::vector<std::uint32_t> m_reflectedIndex;
    int m_manhattan = 0;
};

int PatternDatabases::heuristic(const std::array<std::uint8_t, 16> &tiles) const
{
    return PdbSearch(*this, tiles).value();
}

namespace {

class ManhattanSearch {
public:
    explicit ManhattanSearch(const std::array<std::uint8_t, 16> &tiles)
        : m_sum(manhattan(tiles))
    {
    }
    int value() const { return m_sum; }
    void move(int tile, int from, int to) { m_sum += distance(tile, to) - distance(tile, from); }

private:
    int m_sum = 0;
};

template<class Heuristic>
class Ida {
public:
    // `databases`: the tables `heuristic` reads, if any, whose loss ends the search.
    Ida(const std::array<std::uint8_t, 16> &tiles, Heuristic heuristic, const PatternDatabases *databases,
        std::uint64_t nodeLimit, std::stop_token stop, Progress &progress)
        : m_tiles(tiles)
        , m_h(std::move(heuristic))
        , m_databases(databases)
        , m_nodeLimit(nodeLimit)
        , m_stop(std::move(stop))
        , m_progress(progress)
    {
        for (int cell = 0; cell < 16; ++cell) {
            if (m_tiles[std::size_t(cell)] == 0)
                m_blank = cell;
        }
    }

    std::optional<std::vector<int>> run()
    {
        int bound = m_h.value();
        for (;;) {
            const int next = search(0, bound, -1);
            if (next == kFound)
                break;
            if (next == kAborted) {
                m_progress.addNodes(m_nodes & kStopCheckMask);
                return std::nullopt;
            }
            bound = next;
        }
        m_progress.addNodes(m_nodes & kStopCheckMask);
        return m_path;
    }

private:
    static constexpr int kFound = -1;
    static constexpr int kAborted = -2;

    // Depth-first to f <= bound; returns kFound, kAborted, or the smallest f
    // seen beyond the bound (the next bound).
    int search(int g, int bound, int previous)
    {
        const int h = m_h.value();
        if (g + h > bound)
            return g + h;
        if (h == 0 && isGoal())
            return kFound;
        if ((++m_nodes & kStopCheckMask) == 0) {
            m_progress.addNodes(kStopCheckMask + 1);
            if (m_stop.stop_requested() || m_nodes >= m_nodeLimit || (m_databases && m_databases->lost()))
                return kAborted;
        }
        int least = std::numeric_limits<int>::max();
        const int blank = m_blank;
        for (const int cell : kNeighbours[std::size_t(blank)]) {
            if (cell < 0)
                break;
            if (cell == previous)
                continue; // undoing the last move never helps
            const int tile = m_tiles[std::size_t(cell)];
            m_h.move(tile, cell, blank);
            m_tiles[std::size_t(blank)] = std::uint8_t(tile);
            m_tiles[std::size_t(cell)] = 0;
            m_blank = cell;
            m_path.push_back(cell);
            const int result = search(g + 1, bound, blank);
            if (result == kFound || result == kAborted)
                return result;
            m_path.pop_back();
            m_blank = blank;
            m_tiles[std::size_t(cell)] = std::uint8_t(tile);
            m_tiles[std::size_t(blank)] = 0;
            m_h.move(tile, blank, cell);
            least = std::min(least, result);
        }
        return least;
    }

    bool isGoal() const { return isGoal4(m_tiles); }

    std::array<std::uint8_t, 16> m_tiles;
    int m_blank = 15;
    Heuristic m_h;
    const PatternDatabases *m_databases;
    std::uint64_t m_nodeLimit;
    std::stop_token m_stop;
    Progress &m_progress;
    std::uint64_t m_nodes = 0;
    std::vector<int> m_path;
};

// IDA* over the databases that reads two table entries per node instead of
// one per group and reflection: a move changes one tile's cell, so only the
// entry of that tile's group and, in the reflected lookup, of its mirror
// tile's group change; the other groups' values are carried down. A node's
// children are looked up (their table lines asked for at once, as the tables
// are far larger than the cache) before any is entered, a child over the
// bound is counted out without a call, and the others are entered the most
// promising first.
//
// A small table of positions already searched (64 Ki entries, 1 MiB) keeps,
// for a position and the cell the blank came from, the least f - g found
// beyond the bound below it: a lower bound on its distance by any way that
// does not begin by undoing the move that led there (the only ways searched
// from it). A later visit by the same move is cut short when that bound puts
// it beyond the current bound: a position met again by another way in the
// same iteration, or one the last iteration showed to be further than the
// tables say. On Korf's hundred instances it spares 34 % of the expansions.
//
// With Packed tables (patterndatabase.h) the entries leave out the Manhattan
// distance: the sums carry the board's, which a move changes by one, the same
// for the board and its reflection.
template <bool Packed>
class IncrementalIda {
public:
    IncrementalIda(const PatternDatabases &databases, const std::array<std::uint8_t, 16> &tiles,
                   std::uint64_t nodeLimit, std::stop_token stop, Progress &progress)
        : m_tiles(tiles)
        , m_databases(databases)
        , m_nodeLimit(nodeLimit)
        , m_stop(std::move(stop))
        , m_progress(progress)
    {
        const auto &partition = databases.partition();
        for (std::size_t g = 0; g < partition.size(); ++g) {
            m_tables[g] = databases.table(g).data();
            for (std::size_t s = 0; s < partition[g].size(); ++s) {
                const int tile = partition[g][s];
                m_group[std::size_t(tile)] = std::uint8_t(g);
                m_shift[std::size_t(tile)] = std::uint8_t(4 * s);
            }
        }
        for (int cell = 0; cell < 16; ++cell) {
            const int tile = m_tiles[std::size_t(cell)];
            if (tile == 0) {
                m_blank = cell;
                continue;
            }
            const int mirror = transposedTile(tile);
            m_index[m_group[std::size_t(tile)]] += std::uint32_t(cell) << m_shift[std::size_t(tile)];
            m_mirrorIndex[m_group[std::size_t(mirror)]] += std::uint32_t(transposed(cell)) << m_shift[std::size_t(mirror)];
        }
        for (int cell = 0; cell < 16; ++cell)
            m_key |= std::uint64_t(m_tiles[std::size_t(cell)]) << (4 * cell);
        m_seen.resize(std::size_t(1) << kSeenBits);
        for (std::size_t g = 0; g < partition.size(); ++g) {
            m_h[g] = std::uint8_t(entry(g, m_index[g]));
            m_mirrorH[g] = std::uint8_t(entry(g, m_mirrorIndex[g]));
            m_sum += m_h[g];
            m_mirrorSum += m_mirrorH[g];
        }
        if constexpr (Packed) {
            m_sum += manhattan(tiles);
            m_mirrorSum += manhattan(tiles);
        }
    }

    std::optional<std::vector<int>> run()
    {
        int bound = std::max(m_sum, m_mirrorSum);
        int next = bound;
        while (bound < kMaxDepth && (next = search(0, bound, -1)) >= 0)
            bound = next;
        m_progress.addNodes(m_nodes & kStopCheckMask);
        if (next != kFound)
            return std::nullopt;
        return std::vector<int>(m_path.begin(), m_path.begin() + m_depth);
    }

private:
    static constexpr int kFound = -1;
    static constexpr int kAborted = -2;
    // No 4 x 4 position is more than 80 moves from the goal.
    static constexpr int kMaxDepth = 96;
    static constexpr std::size_t kMaxGroups = 15;

    // One way for the blank to go: the cell it moves to, the tile that
    // slides, and the tables' indexes and entries after the slide.
    struct Child {
        int cell;
        int tile;
        int step; // the change of the Manhattan distance when Packed, else 0
        std::uint32_t index;
        std::uint32_t mirrorIndex;
        std::uint8_t h;
        std::uint8_t mirrorH;
        int sum;
        int mirrorSum;
        int f;
    };

    int entry(std::size_t group, std::uint32_t index) const
    {
        if constexpr (Packed)
            return PatternDatabases::packedEntry(m_tables[group], index);
        else
            return m_tables[group][index];
    }
    const std::uint8_t *lineOf(std::size_t group, std::uint32_t index) const
    {
        return m_tables[group] + (Packed ? index >> 1 : index);
    }

    // Depth-first to f <= bound from a node whose f is within it; returns
    // kFound, kAborted, or the smallest f seen beyond the bound (or a lower
    // bound on it beyond the bound: see bound()).
    int search(int g, int bound, int previous)
    {
        if (m_sum == 0 && m_mirrorSum == 0 && isGoal())
            return kFound;
        Seen &seen = m_seen[slotOf(m_key, previous)];
        const auto from = std::uint8_t(previous + 1);
        if (seen.key == m_key && seen.from == from && g + seen.distance > bound)
            return g + seen.distance;
        if ((++m_nodes & kStopCheckMask) == 0) {
            m_progress.addNodes(kStopCheckMask + 1);
            if (m_stop.stop_requested() || m_nodes >= m_nodeLimit || m_databases.lost())
                return kAborted;
        }
        const int least = expand(g, bound, previous);
        if (least >= 0)
            seen = {m_key, from, std::uint8_t(std::min(least - g, 255))};
        return least;
    }

    static std::size_t slotOf(std::uint64_t key, int previous)
    {
        return std::size_t(((key + std::uint64_t(previous)) * 0x9E3779B97F4A7C15ull) >> (64 - kSeenBits));
    }

    // The board's key after `tile` slides from `cell` into the blank.
    std::uint64_t keyAfter(int tile, int cell) const
    {
        return m_key + (std::uint64_t(tile) << (4 * m_blank)) - (std::uint64_t(tile) << (4 * cell));
    }

    // search() past the checks: the children in turn; the same answers.
    int expand(int g, int bound, int previous)
    {
        std::array<Child, 4> children;
        int count = 0;
        for (const int cell : kNeighbours[std::size_t(m_blank)]) {
            if (cell < 0)
                break;
            if (cell == previous)
                continue; // undoing the last move never helps
            const int tile = m_tiles[std::size_t(cell)];
            const int mirror = transposedTile(tile);
            Child &child = children[std::size_t(count++)];
            child.cell = cell;
            child.tile = tile;
            child.step = Packed ? distance(tile, m_blank) - distance(tile, cell) : 0;
            child.index = m_index[m_group[std::size_t(tile)]] + indexStep(cell, m_blank, m_shift[std::size_t(tile)]);
            child.mirrorIndex = m_mirrorIndex[m_group[std::size_t(mirror)]]
                + indexStep(transposed(cell), transposed(m_blank), m_shift[std::size_t(mirror)]);
            __builtin_prefetch(lineOf(m_group[std::size_t(tile)], child.index));
            __builtin_prefetch(lineOf(m_group[std::size_t(mirror)], child.mirrorIndex));
            __builtin_prefetch(&m_seen[slotOf(keyAfter(tile, cell), m_blank)]);
        }
        int least = std::numeric_limits<int>::max();
        int within = 0;
        for (int c = 0; c < count; ++c) {
            Child &child = children[std::size_t(c)];
            child.f = this->bound(child, g + 1, bound);
            if (child.f > bound) {
                least = std::min(least, child.f);
                continue;
            }
            // The most promising first, so that the last iteration meets the
            // goal sooner.
            int at = within++;
            const Child moved = child;
            for (; at > 0 && children[std::size_t(at - 1)].f > moved.f; --at)
                children[std::size_t(at)] = children[std::size_t(at - 1)];
            children[std::size_t(at)] = moved;
        }
        for (int c = 0; c < within; ++c) {
            const int result = enter(children[std::size_t(c)], g, bound);
            if (result == kFound || result == kAborted)
                return result;
            least = std::min(least, result);
        }
        return least;
    }

    // The child's f, from the direct lookup alone when that is over the
    // bound, as it is for most children. It may then be below the child's
    // true f, which could only make the next bound lower, never skip a
    // solution; it does not, as both sums have the parity of the Manhattan
    // distance.
    int bound(Child &child, int g, int bound) const
    {
        const std::size_t group = m_group[std::size_t(child.tile)];
        child.h = std::uint8_t(entry(group, child.index));
        child.sum = m_sum + child.step - m_h[group] + child.h;
        if (g + child.sum > bound)
            return g + child.sum;
        const std::size_t mirrorGroup = m_group[std::size_t(transposedTile(child.tile))];
        child.mirrorH = std::uint8_t(entry(mirrorGroup, child.mirrorIndex));
        child.mirrorSum = m_mirrorSum + child.step - m_mirrorH[mirrorGroup] + child.mirrorH;
        return g + std::max(child.sum, child.mirrorSum);
    }

    // Makes the move to `child`, searches on from there and takes the move
    // back (unless the goal was found).
    int enter(const Child &child, int g, int bound)
    {
        const std::size_t group = m_group[std::size_t(child.tile)];
        const std::size_t mirrorGroup = m_group[std::size_t(transposedTile(child.tile))];
        const int blank = m_blank;
        const std::uint32_t index = m_index[group];
        const std::uint32_t mirrorIndex = m_mirrorIndex[mirrorGroup];
        const std::uint8_t h = m_h[group];
        const std::uint8_t mirrorH = m_mirrorH[mirrorGroup];
        const int sum = m_sum;
        const int mirrorSum = m_mirrorSum;
        m_h[group] = child.h;
        m_mirrorH[mirrorGroup] = child.mirrorH;
        m_index[group] = child.index;
        m_mirrorIndex[mirrorGroup] = child.mirrorIndex;
        m_sum = child.sum;
        m_mirrorSum = child.mirrorSum;
        m_tiles[std::size_t(blank)] = std::uint8_t(child.tile);
        m_tiles[std::size_t(child.cell)] = 0;
        const std::uint64_t key = m_key;
        m_key = keyAfter(child.tile, child.cell);
        m_blank = child.cell;
        m_path[std::size_t(m_depth++)] = std::int8_t(child.cell);

        const int result = search(g + 1, bound, blank);
        if (result == kFound)
            return result;

        --m_depth;
        m_key = key;
        m_blank = blank;
        m_tiles[std::size_t(child.cell)] = std::uint8_t(child.tile);
        m_tiles[std::size_t(blank)] = 0;
        m_sum = sum;
        m_mirrorSum = mirrorSum;
        m_h[group] = h;
        m_mirrorH[mirrorGroup] = mirrorH;
        m_index[group] = index;
        m_mirrorIndex[mirrorGroup] = mirrorIndex;
        return result;
    }

    bool isGoal() const { return isGoal4(m_tiles); }

    std::array<const std::uint8_t *, kMaxGroups> m_tables{};
    // Per tile: its group and its 4 bits' place in that group's index.
    std::array<std::uint8_t, 16> m_group{};
    std::array<std::uint8_t, 16> m_shift{};
    // Per group: the index and entry for the board and for its reflection,
    // and their sums over the groups.
    std::array<std::uint32_t, kMaxGroups> m_index{};
    std::array<std::uint32_t, kMaxGroups> m_mirrorIndex{};
    std::array<std::uint8_t, kMaxGroups> m_h{};
    std::array<std::uint8_t, kMaxGroups> m_mirrorH{};
    int m_sum = 0;
    int m_mirrorSum = 0;
    std::array<std::uint8_t, 16> m_tiles;
    int m_blank = 15;
    // The board, 4 bits a cell, and the positions searched (see above);
    // `from` is the blank's previous cell plus one, 0 at the start.
    struct Seen {
        std::uint64_t key = 0;
        std::uint8_t from = 0;
        std::uint8_t distance = 0;
    };
    static constexpr int kSeenBits = 16;
    std::uint64_t m_key = 0;
    std::vector<Seen> m_seen;
    std::array<std::int8_t, kMaxDepth> m_path{};
    int m_depth = 0;
    const PatternDatabases &m_databases;
    std::uint64_t m_nodeLimit;
    std::stop_token m_stop;
    Progress &m_progress;
    std::uint64_t m_nodes = 0;
};
} // namespace

std::optional<std::vector<int>> solveOptimal4(const std::array<std::uint8_t, 16> &tiles,
                                              const PatternDatabases *databases,
                                              std::uint64_t nodeLimit, std::stop_token stop,
                                              Progress &progress, Optimal4Search search)
{
    if (!databases)
        return Ida<ManhattanSearch>(tiles, ManhattanSearch(tiles), nullptr, nodeLimit, std::move(stop), progress).run();
    if (search == Optimal4Search::FullLookup)
        return Ida<PdbSearch>(tiles, PdbSearch(*databases, tiles), databases, nodeLimit, std::move(stop), progress).run();
    if (databases->packed())
        return IncrementalIda<true>(*databases, tiles, nodeLimit, std::move(stop), progress).run();
    return IncrementalIda<false>(*databases, tiles, nodeLimit, std::move(stop), progress).run();
}

} // namespace pb::fifteen
