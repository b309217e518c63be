#include "patterndatabase.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <deque>
#include <fstream>
#include <limits>
#include <random>
#include <string>
#include <string_view>

namespace pb::fifteen {

namespace {

constexpr std::uint8_t kUnknown = 0xFF;
constexpr char kMagic[8] = {'P', 'B', 'F', 'I', 'F', 'P', 'D', 'B'};
constexpr std::uint32_t kVersion = 1;
// Often enough that Stop takes effect within a few milliseconds even in a
// sanitizer build, where one expansion of the table build takes microseconds.
constexpr std::uint64_t kStopCheckMask = 0xFFF;
// The most the breadth-first lists of one table's build hold at once: for the
// six-tile groups of the standard partition the two widest levels together
// are 31 MiB of states (tst_fifteensolver checks the bound on every build).
constexpr std::size_t kLevelListBytes = std::size_t(40) << 20;

// Neighbour cells of each cell of the 4 x 4 board, -1 padded.
constexpr std::array<std::array<int, 4>, 16> kNeighbours = [] {
    std::array<std::array<int, 4>, 16> result{};
    for (int cell = 0; cell < 16; ++cell) {
        int n = 0;
        auto &list = result[std::size_t(cell)];
        list.fill(-1);
        if (cell >= 4)
            list[std::size_t(n++)] = cell - 4;
        if (cell < 12)
            list[std::size_t(n++)] = cell + 4;
        if (cell % 4 > 0)
            list[std::size_t(n++)] = cell - 1;
        if (cell % 4 < 3)
            list[std::size_t(n++)] = cell + 1;
    }
    return result;
}();

constexpr int transposed(int cell)
{
    return (cell % 4) * 4 + cell / 4;
}

// The tile whose home is the reflection of `tile`'s home.
constexpr int transposedTile(int tile)
{
    return transposed(tile - 1) + 1;
}

// FNV-1a, 64 bits: enough to tell a damaged file from a good one.
std::uint64_t fnv1a(std::uint64_t hash, const std::uint8_t *data, std::size_t size)
{
    for (std::size_t i = 0; i < size; ++i) {
        hash ^= data[i];
        hash *= 0x100000001B3ULL;
    }
    return hash;
}

// Cells next to any cell of `mask` on the 4 x 4 board.
constexpr std::uint32_t spread(std::uint32_t mask)
{
    constexpr std::uint32_t notFirstColumn = 0xEEEE;
    constexpr std::uint32_t notLastColumn = 0x7777;
    return (((mask << 1) & notFirstColumn) | ((mask >> 1) & notLastColumn) | (mask << 4) | (mask >> 4)) & 0xFFFF;
}

// One group's table, by a breadth-first search backwards from the goal over
// (cells of the group's tiles, blank cell), indexed as (placement << 4) | blank.
// Moving another tile costs nothing here, so all the cells the blank can reach
// without moving a group tile (its region) share a distance: the search goes
// from region to region, and only moves of the group's tiles cost a step.
//
// The levels are deques, consumed from the front: they grow in small blocks
// instead of doubling, and a block is freed as soon as it is expanded, so the
// lists hold about one level's worth of states rather than up to four.
// `peakBytes` receives the most the build held at once.
std::optional<std::vector<std::uint8_t>> buildTable(const std::vector<int> &group, std::stop_token stop,
                                                    Progress &progress, std::size_t &peakBytes)
{
    const int k = int(group.size());
    const std::uint32_t placements = std::uint32_t(1) << (4 * k);
    std::vector<std::uint8_t> table(placements, kUnknown);
    // Per placement, one bit per blank cell for "settled" (the region has its
    // distance) and one for "queued" (in the next level's list), side by side
    // so a child costs one cache miss, not two.
    std::vector<std::uint32_t> marks(placements, 0);
    const auto settled = [&](std::uint32_t state) { return (marks[state >> 4] >> (state & 15)) & 1; };
    const auto seen = [&](std::uint32_t state) { return (marks[state >> 4] & (0x10001u << (state & 15))) != 0; };
    const std::size_t fixedBytes = table.size() + marks.size() * sizeof(std::uint32_t);
    progress.memoryBytes.fetch_add(fixedBytes, std::memory_order_relaxed);
    std::size_t listBytes = 0; // as last told to `progress`

    std::uint32_t goal = 0;
    for (int i = 0; i < k; ++i)
        goal |= std::uint32_t(group[std::size_t(i)] - 1) << (4 * i);
    std::deque<std::uint32_t> level{(goal << 4) | 15};
    std::deque<std::uint32_t> next;
    std::uint64_t expanded = 0;
    peakBytes = fixedBytes;
    const auto release = [&] {
        progress.memoryBytes.fetch_sub(fixedBytes - table.size() + listBytes, std::memory_order_relaxed);
    };
    for (std::uint8_t depth = 0; !level.empty(); ++depth) {
        while (!level.empty()) {
            // The marks are far too large for the cache and the list is in no
            // useful order: ask for the state's line well before it is needed.
            if (level.size() > 16)
                __builtin_prefetch(&marks[level[16] >> 4]);
            const std::uint32_t state = level.front();
            level.pop_front();
            if (settled(state))
                continue;
            const std::uint32_t placement = state >> 4;
            std::uint32_t occupied = 0;
            for (int s = 0; s < k; ++s)
                occupied |= 1u << ((placement >> (4 * s)) & 15);
            std::uint32_t region = 1u << (state & 15);
            for (std::uint32_t grown = region;; region = grown) {
                grown = (region | spread(region)) & ~occupied;
                if (grown == region)
                    break;
            }
            marks[placement] |= region;
            if (table[placement] == kUnknown)
                table[placement] = depth;
            // A group tile next to the region slides into any region cell
            // beside it. The children are gathered first so that their marks
            // can all be fetched at once.
            std::array<std::uint32_t, 4 * 8> children;
            std::size_t count = 0;
            for (int s = 0; s < k; ++s) {
                const std::uint32_t cell = (placement >> (4 * s)) & 15;
                for (std::uint32_t into = spread(1u << cell) & region; into; into &= into - 1) {
                    const std::uint32_t to = std::uint32_t(__builtin_ctz(into));
                    children[count] = ((placement + ((to - cell) << (4 * s))) << 4) | cell;
                    __builtin_prefetch(&marks[children[count] >> 4]);
                    ++count;
                }
            }
            for (std::size_t c = 0; c < count; ++c) {
                const std::uint32_t child = children[c];
                if (!seen(child)) {
                    marks[child >> 4] |= 0x10000u << (child & 15);
                    next.push_back(child);
                }
            }
            if ((++expanded & kStopCheckMask) == 0) {
                const std::size_t nowListBytes = (level.size() + next.size()) * sizeof(std::uint32_t);
                progress.memoryBytes.fetch_add(nowListBytes - listBytes, std::memory_order_relaxed);
                listBytes = nowListBytes;
                peakBytes = std::max(peakBytes, fixedBytes + listBytes);
                progress.addNodes(kStopCheckMask + 1);
                if (stop.stop_requested()) {
                    release();
                    return std::nullopt;
                }
            }
        }
        level.swap(next);
    }
    release();
    return table;
}

} // namespace

PatternDatabases::Partition PatternDatabases::standardPartition()
{
    return {{1, 5, 6, 9, 10, 13}, {7, 8, 11, 12, 14, 15}, {2, 3, 4}};
}

std::optional<PatternDatabases> PatternDatabases::build(const Partition &partition, std::stop_token stop,
                                                        Progress &progress)
{
    PatternDatabases result;
    result.m_partition = partition;
    std::size_t kept = 0; // the tables of the groups built so far
    for (const std::vector<int> &group : partition) {
        std::size_t peak = 0;
        auto table = buildTable(group, stop, progress, peak);
        if (!table)
            return std::nullopt;
        result.m_buildPeakBytes = std::max(result.m_buildPeakBytes, kept + peak);
        kept += table->size();
        result.m_tables.push_back(std::move(*table));
    }
    return result;
}

std::size_t PatternDatabases::bytes() const
{
    std::size_t total = 0;
    for (const auto &table : m_tables)
        total += table.size();
    return total;
}

std::size_t PatternDatabases::tableBytes(const Partition &partition)
{
    std::size_t total = 0;
    for (const auto &group : partition)
        total += std::size_t(1) << (4 * group.size());
    return total;
}

std::size_t PatternDatabases::buildBytes(const Partition &partition)
{
    std::size_t marks = 0;
    for (const auto &group : partition)
        marks = std::max(marks, (std::size_t(1) << (4 * group.size())) * sizeof(std::uint32_t));
    return tableBytes(partition) + marks + kLevelListBytes;
}

std::uint64_t PatternDatabases::checksum() const
{
    std::uint64_t hash = 0xCBF29CE484222325ULL;
    for (const auto &table : m_tables)
        hash = fnv1a(hash, table.data(), table.size());
    return hash;
}

// The file: magic, version, the partition (group count, then each group's size
// and tiles, one byte each), the tables, and the checksum of the tables.
bool PatternDatabases::save(const std::filesystem::path &path) const
{
    std::error_code error;
    std::filesystem::create_directories(path.parent_path(), error);
    // A name of its own, so that two processes building at once never write
    // into the same temporary file.
    std::filesystem::path temporary = path;
    temporary += ".tmp" + std::to_string(std::random_device()());
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        if (!out)
            return false;
        out.write(kMagic, sizeof kMagic);
        out.write(reinterpret_cast<const char *>(&kVersion), sizeof kVersion);
        out.put(char(m_partition.size()));
        for (const auto &group : m_partition) {
            out.put(char(group.size()));
            for (const int tile : group)
                out.put(char(tile));
        }
        for (const auto &table : m_tables)
            out.write(reinterpret_cast<const char *>(table.data()), std::streamsize(table.size()));
        const std::uint64_t sum = checksum();
        out.write(reinterpret_cast<const char *>(&sum), sizeof sum);
        if (!out.flush())
            return false;
    }
    std::filesystem::rename(temporary, path, error);
    if (error) {
        std::filesystem::remove(temporary, error);
        return false;
    }
    return true;
}

std::optional<PatternDatabases> PatternDatabases::load(const std::filesystem::path &path,
                                                       const Partition &partition)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return std::nullopt;
    char magic[sizeof kMagic];
    std::uint32_t version = 0;
    if (!in.read(magic, sizeof magic) || std::memcmp(magic, kMagic, sizeof kMagic) != 0
        || !in.read(reinterpret_cast<char *>(&version), sizeof version) || version != kVersion)
        return std::nullopt;
    if (in.get() != int(partition.size()))
        return std::nullopt;
    for (const auto &group : partition) {
        if (in.get() != int(group.size()))
            return std::nullopt;
        for (const int tile : group) {
            if (in.get() != tile)
                return std::nullopt;
        }
    }
    PatternDatabases result;
    result.m_partition = partition;
    for (const auto &group : partition) {
        std::vector<std::uint8_t> table(std::size_t(1) << (4 * group.size()));
        if (!in.read(reinterpret_cast<char *>(table.data()), std::streamsize(table.size())))
            return std::nullopt;
        result.m_tables.push_back(std::move(table));
    }
    std::uint64_t sum = 0;
    if (!in.read(reinterpret_cast<char *>(&sum), sizeof sum) || sum != result.checksum()
        || in.peek() != std::char_traits<char>::eof())
        return std::nullopt;
    return result;
}

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
            direct += m_db.m_tables[g][m_index[g]];
            reflected += m_db.m_tables[g][m_reflectedIndex[g]];
        }
        return std::max(direct, reflected);
    }

    void move(int tile, int from, int to)
    {
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
};

int PatternDatabases::heuristic(const std::array<std::uint8_t, 16> &tiles) const
{
    return PdbSearch(*this, tiles).value();
}

namespace {

class ManhattanSearch {
public:
    explicit ManhattanSearch(const std::array<std::uint8_t, 16> &tiles)
    {
        for (int cell = 0; cell < 16; ++cell) {
            if (tiles[std::size_t(cell)] != 0)
                m_sum += distance(tiles[std::size_t(cell)], cell);
        }
    }
    int value() const { return m_sum; }
    void move(int tile, int from, int to) { m_sum += distance(tile, to) - distance(tile, from); }

private:
    static int distance(int tile, int cell)
    {
        const int home = tile - 1;
        return std::abs(home / 4 - cell / 4) + std::abs(home % 4 - cell % 4);
    }
    int m_sum = 0;
};

template<class Heuristic>
class Ida {
public:
    Ida(const std::array<std::uint8_t, 16> &tiles, Heuristic heuristic, std::uint64_t nodeLimit,
        std::stop_token stop, Progress &progress)
        : m_tiles(tiles)
        , m_h(std::move(heuristic))
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
            if (m_stop.stop_requested() || m_nodes >= m_nodeLimit)
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

    bool isGoal() const
    {
        for (int cell = 0; cell < 15; ++cell) {
            if (m_tiles[std::size_t(cell)] != cell + 1)
                return false;
        }
        return true;
    }

    std::array<std::uint8_t, 16> m_tiles;
    int m_blank = 15;
    Heuristic m_h;
    std::uint64_t m_nodeLimit;
    std::stop_token m_stop;
    Progress &m_progress;
    std::uint64_t m_nodes = 0;
    std::vector<int> m_path;
};

} // namespace

std::optional<std::vector<int>> solveOptimal4(const std::array<std::uint8_t, 16> &tiles,
                                              const PatternDatabases *databases,
                                              std::uint64_t nodeLimit, std::stop_token stop,
                                              Progress &progress)
{
    if (databases)
        return Ida<PdbSearch>(tiles, PdbSearch(*databases, tiles), nodeLimit, std::move(stop), progress).run();
    return Ida<ManhattanSearch>(tiles, ManhattanSearch(tiles), nodeLimit, std::move(stop), progress).run();
}

} // namespace pb::fifteen
