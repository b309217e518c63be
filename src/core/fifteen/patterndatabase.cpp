#include "patterndatabase.h"

#include "../common/tablefile.h"
#include "../search/tablebuild.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <cstdlib>
#include <string>
#include <thread>

namespace pb::fifteen {

namespace {

// The table build checks more often: early in a build nearly every expansion
// touches fresh pages of its marks, each a page fault, and under a sanitizer
// on a busy machine 4096 of them took 150 ms.
constexpr std::uint64_t kBuildStopCheckMask = 0x3FF;
// The first builds run groups side by side, one per core, up to this many.
constexpr int kBuildThreads = 2;
// The most the breadth-first lists of one table's build hold at once: for the
// six-tile groups of the standard partition the two widest levels together
// are 31 MiB of states (tst_fifteensolver checks the bound on every build).
constexpr std::size_t kLevelListBytes = std::size_t(40) << 20;
// Packing a 7-tile table goes through 268 M placements; 65,536 of them are
// a few milliseconds' work at most, even under a sanitizer.
constexpr std::uint32_t kPackStopCheckMask = 0xFFFF;

// Cells next to any cell of `mask` on the 4 x 4 board.
constexpr std::uint32_t spread(std::uint32_t mask)
{
    constexpr std::uint32_t notFirstColumn = 0xEEEE;
    constexpr std::uint32_t notLastColumn = 0x7777;
    return (((mask << 1) & notFirstColumn) | ((mask >> 1) & notLastColumn) | (mask << 4) | (mask >> 4)) & 0xFFFF;
}

// The cells the blank on `cell` reaches without moving a tile of `occupied`.
std::uint32_t regionOf(std::uint32_t cell, std::uint32_t occupied)
{
    return blankRegion(cell, occupied, [](std::uint32_t mask) { return spread(mask); });
}

// Touches every page of fresh zero-filled `memory`, checking `stop` between
// 2 MiB pieces. Left to the search, a 7-tile build's first thousand
// expansions reached hundreds of fresh large pages (each zeroed, and perhaps
// first made room for, by the system) and noticed Stop 0.4 to 35 s late;
// touched here, one piece at a time, Stop waits for one piece at most.
bool touchPages(std::span<std::uint8_t> memory, const std::stop_token &stop)
{
    constexpr std::size_t kPiece = std::size_t(2) << 20;
    constexpr std::size_t kPage = 4096;
    volatile std::uint8_t *bytes = memory.data();
    for (std::size_t piece = 0; piece < memory.size(); piece += kPiece) {
        if (stop.stop_requested())
            return false;
        for (std::size_t at = piece; at < std::min(memory.size(), piece + kPiece); at += kPage)
            bytes[at] = 0;
    }
    return true;
}

// One group's table, by a breadth-first search backwards from the goal over
// (cells of the group's tiles, blank cell), indexed as (placement << 4) | blank.
// Moving another tile costs nothing here, so all the cells the blank can reach
// without moving a group tile (its region) share a distance: the search goes
// from region to region, and only moves of the group's tiles cost a step.
//
// The levels are StateQueues, consumed from the front: they grow in blocks
// instead of doubling, and a block is freed as soon as it is expanded, so the
// lists hold about one level's worth of states rather than up to four.
// `table` comes zero-filled and receives the distances; the function returns
// the most its marks and lists held at once, or nullopt when stopped.
std::optional<std::size_t> buildTable(const std::vector<int> &group, std::span<std::uint8_t> table,
                                      std::stop_token stop, Progress &progress)
{
    const int k = int(group.size());
    const std::uint32_t placements = std::uint32_t(1) << (4 * k);
    // Per placement, one bit per blank cell for "settled" (the region has its
    // distance) and one for "queued" (in the next level's list), side by side
    // so a child costs one cache miss, not two.
    ZeroedArray<std::uint32_t> marks(placements);
    const auto settled = [&](std::uint32_t state) { return (marks[state >> 4] >> (state & 15)) & 1; };
    const auto seen = [&](std::uint32_t state) { return (marks[state >> 4] & (0x10001u << (state & 15))) != 0; };
    TableBuildAccount account(progress, marks.bytes().size());
    if (!touchPages({reinterpret_cast<std::uint8_t *>(marks.data()), marks.bytes().size()}, stop)
        || !touchPages(table, stop))
        return std::nullopt;

    std::uint32_t goal = 0;
    for (int i = 0; i < k; ++i)
        goal |= std::uint32_t(group[std::size_t(i)] - 1) << (4 * i);
    StateQueue level;
    level.push((goal << 4) | 15);
    StateQueue next;
    // A child's whole region is marked queued, not only the blank's cell, so
    // that the region reached through its other cells is not listed again.
    DeferredChildren<4 * 8> children;
    const auto list = [&](std::uint32_t child, std::uint32_t occupied) {
        if (!seen(child)) {
            marks[child >> 4] |= regionOf(child & 15, occupied) << 16;
            next.push(child);
        }
    };
    std::uint64_t expanded = 0;
    for (std::uint8_t depth = 0; !level.empty(); ++depth) {
        while (!level.empty()) {
            // The marks are far too large for the cache and the list is in no
            // useful order: ask for the state's line well before it is needed.
            if (const std::uint32_t *ahead = level.peek(16))
                __builtin_prefetch(&marks[*ahead >> 4]);
            const std::uint32_t state = level.pop();
            if (settled(state))
                continue;
            const std::uint32_t placement = state >> 4;
            std::uint32_t occupied = 0;
            for (int s = 0; s < k; ++s)
                occupied |= 1u << ((placement >> (4 * s)) & 15);
            const std::uint32_t region = regionOf(state & 15, occupied);
            // Levels come in order of distance, so the placement's first
            // settled region is its nearest.
            if ((marks[placement] & 0xFFFF) == 0)
                table[placement] = depth;
            marks[placement] |= region;
            // A group tile next to the region slides into any region cell
            // beside it.
            children.beginExpansion(list);
            for (int s = 0; s < k; ++s) {
                const std::uint32_t cell = (placement >> (4 * s)) & 15;
                for (std::uint32_t into = spread(1u << cell) & region; into; into &= into - 1) {
                    const std::uint32_t to = std::uint32_t(__builtin_ctz(into));
                    const std::uint32_t child = ((placement + ((to - cell) << (4 * s))) << 4) | cell;
                    children.add(child, occupied ^ (1u << cell) ^ (1u << to));
                    __builtin_prefetch(&marks[child >> 4]);
                }
            }
            if ((++expanded & kBuildStopCheckMask) == 0
                && !account.batch(kBuildStopCheckMask + 1, level.size() + next.size(), stop))
                return std::nullopt;
        }
        children.drain(list);
        level.swap(next);
    }
    return account.peakBytes();
}

// From this size on, load() copies the tables into large pages rather than
// search them where the file is mapped: in 4 KiB pages, random lookups in
// hundreds of MiB miss the processor's address cache as well as its data
// cache. Mapped, the 7-7-1 tables (then unpacked, 512 MiB) took 0.57 times
// the 6-6-3's processor time for Korf's hundred; copied, 0.36. The 32 MiB of the 6-6-3 stay mapped, shared
// with other processes and ready at once.
constexpr std::size_t kCopyAtLoadBytes = std::size_t(64) << 20;

// What identifies a file's tables: the partition, group by group, and a
// mark when its entries are packed two to a byte.
std::string layoutOf(const PatternDatabases::Partition &partition)
{
    std::string layout(1, char(partition.size()));
    for (const auto &group : partition) {
        layout += char(group.size());
        for (const int tile : group)
            layout += char(tile);
    }
    if (PatternDatabases::packs(partition))
        layout += 'h';
    return layout;
}

std::size_t groupBytes(std::size_t tiles, bool packed)
{
    return (std::size_t(1) << (4 * tiles)) >> (packed ? 1 : 0);
}

std::size_t tablesBytes(const PatternDatabases::Partition &partition, bool packed)
{
    std::size_t total = 0;
    for (const auto &group : partition)
        total += groupBytes(group.size(), packed);
    return total;
}

// The tables of `partition`, one after the other from `bytes`.
template <typename Byte>
std::vector<std::span<Byte>> splitTables(Byte *bytes, const PatternDatabases::Partition &partition, bool packed)
{
    std::vector<std::span<Byte>> tables;
    for (const auto &group : partition) {
        const std::size_t size = groupBytes(group.size(), packed);
        tables.emplace_back(bytes, size);
        bytes += size;
    }
    return tables;
}

// Packs one group's table of bytes into `nibbles`, two entries a byte: each
// entry less the Manhattan distance of the group's tiles is even (a tile's
// every move changes its distance by one), and half of it is stored. False
// when stopped, or when an entry does not fit in 4 bits (none does for the
// partitions packs() accepts: in the 7-7-1 tables the difference is at most
// 14). Placements with two tiles on one cell are never looked up: 0.
bool packTable(const std::vector<int> &group, std::span<const std::uint8_t> bytes, std::span<std::uint8_t> nibbles,
               const std::stop_token &stop)
{
    const int k = int(group.size());
    for (std::uint32_t placement = 0; placement < bytes.size(); ++placement) {
        if ((placement & kPackStopCheckMask) == 0 && stop.stop_requested())
            return false;
        std::uint32_t occupied = 0;
        int manhattan = 0;
        for (int s = 0; s < k; ++s) {
            const int cell = int(placement >> (4 * s)) & 15;
            const int home = group[std::size_t(s)] - 1;
            occupied |= 1u << cell;
            manhattan += std::abs(cell / 4 - home / 4) + std::abs(cell % 4 - home % 4);
        }
        if (std::popcount(occupied) != k)
            continue;
        const int excess = bytes[placement] - manhattan;
        if (excess < 0 || excess > 30 || excess % 2 != 0)
            return false;
        nibbles[placement >> 1] |= std::uint8_t((excess / 2) << (4 * (placement & 1)));
    }
    return true;
}

// buildTable() into a byte table of its own, then packed into `nibbles`.
std::optional<std::size_t> buildPacked(const std::vector<int> &group, std::span<std::uint8_t> nibbles,
                                       std::stop_token stop, Progress &progress)
{
    ZeroedArray<std::uint8_t> bytes(groupBytes(group.size(), false));
    progress.memoryBytes.fetch_add(bytes.size(), std::memory_order_relaxed);
    const auto peak = buildTable(group, {bytes.data(), bytes.size()}, stop, progress);
    const bool packed = peak && packTable(group, bytes.bytes(), nibbles, stop);
    progress.memoryBytes.fetch_sub(bytes.size(), std::memory_order_relaxed);
    if (!packed)
        return std::nullopt;
    return *peak + bytes.size();
}

// Version 2: mapped at load; the tables start on a 64-byte boundary.
constexpr TableFileKind kFileKind{"PBFIFPDB", 2, {}};

TableFileKind fileKind(const std::string &layout)
{
    TableFileKind kind = kFileKind;
    kind.layout = layout;
    return kind;
}

} // namespace

PatternDatabases::Partition PatternDatabases::standardPartition()
{
    return {{1, 5, 6, 9, 10, 13}, {7, 8, 11, 12, 14, 15}, {2, 3, 4}};
}

PatternDatabases::Partition PatternDatabases::largePartition()
{
    return {{1, 2, 3, 4, 5, 6, 7}, {9, 10, 11, 12, 13, 14, 15}, {8}};
}

std::string PatternDatabases::name(const Partition &partition)
{
    std::string name;
    for (const auto &group : partition) {
        if (!name.empty())
            name += '-';
        name += std::to_string(group.size());
    }
    return name;
}

std::shared_ptr<const PatternDatabases> PatternDatabases::build(const Partition &partition, std::stop_token stop,
                                                                Progress &progress, int threads)
{
    std::shared_ptr<PatternDatabases> result(new PatternDatabases);
    result->m_partition = partition;
    result->m_packed = packs(partition);
    result->m_owned = ZeroedArray<std::uint8_t>(tableBytes(partition));
    progress.memoryBytes.fetch_add(result->m_owned.size(), std::memory_order_relaxed);
    const auto tables = splitTables(result->m_owned.data(), partition, result->m_packed);
    result->m_tables.assign(tables.begin(), tables.end());

    // The groups are shared out among the threads in turn, largest first as
    // the partition lists them.
    const auto peaks = buildInParallel(partition.size(), threads, [&](std::size_t g) {
        return result->m_packed ? buildPacked(partition[g], tables[g], stop, progress)
                                : buildTable(partition[g], tables[g], stop, progress);
    });
    progress.memoryBytes.fetch_sub(result->m_owned.size(), std::memory_order_relaxed);
    if (!peaks)
        return nullptr;
    result->m_buildPeakBytes = result->m_owned.size() + *peaks;
    return result;
}

PatternDatabases::~PatternDatabases() = default;

std::shared_ptr<const PatternDatabases> PatternDatabases::packedCopy() const
{
    if (m_packed)
        return nullptr;
    std::shared_ptr<PatternDatabases> result(new PatternDatabases);
    result->m_partition = m_partition;
    result->m_packed = true;
    result->m_owned = ZeroedArray<std::uint8_t>(tablesBytes(m_partition, true));
    const auto tables = splitTables(result->m_owned.data(), m_partition, true);
    result->m_tables.assign(tables.begin(), tables.end());
    for (std::size_t g = 0; g < m_partition.size(); ++g) {
        if (!packTable(m_partition[g], m_tables[g], tables[g], {}))
            return nullptr;
    }
    return result;
}

bool PatternDatabases::packs(const Partition &partition)
{
    return std::any_of(partition.begin(), partition.end(), [](const auto &group) { return group.size() >= 7; });
}

std::size_t PatternDatabases::bytes() const
{
    return tablesBytes(m_partition, m_packed);
}

std::size_t PatternDatabases::tableBytes(const Partition &partition)
{
    return tablesBytes(partition, packs(partition));
}

int PatternDatabases::buildThreads(std::size_t memoryBudgetBytes, const Partition &partition)
{
    const int cores = int(std::max(1u, std::thread::hardware_concurrency()));
    for (int threads = std::min({kBuildThreads, cores, int(partition.size())}); threads > 1; --threads) {
        if (buildBytes(partition, threads) <= memoryBudgetBytes)
            return threads;
    }
    return 1;
}

std::size_t PatternDatabases::buildBytes(const Partition &partition, int threads)
{
    // Per thread: a group's marks and, when packed, its table of bytes.
    std::size_t marks = 0;
    for (const auto &group : partition) {
        const std::size_t bytes = groupBytes(group.size(), false);
        marks = std::max(marks, bytes * sizeof(std::uint32_t) + (packs(partition) ? bytes : 0));
    }
    return tableBytes(partition) + std::size_t(std::max(1, threads)) * (marks + kLevelListBytes);
}

bool PatternDatabases::save(const std::filesystem::path &path) const
{
    const std::string layout = layoutOf(m_partition);
    const std::span<const std::uint8_t> payload(m_tables.front().data(), bytes());
    return writeTableFile(path, fileKind(layout), std::span(&payload, 1));
}

std::shared_ptr<const PatternDatabases> PatternDatabases::load(const std::filesystem::path &path,
                                                               const Partition &partition, std::stop_token stop)
{
    const std::string layout = layoutOf(partition);
    auto file = MappedTableFile::open(path, fileKind(layout), tableBytes(partition));
    if (!file)
        return nullptr;
    std::shared_ptr<PatternDatabases> result(new PatternDatabases);
    result->m_partition = partition;
    result->m_packed = packs(partition);
    if (tableBytes(partition) >= kCopyAtLoadBytes) {
        result->m_owned = ZeroedArray<std::uint8_t>(tableBytes(partition));
        if (!file->copyChecked({result->m_owned.data(), result->m_owned.size()}, stop)) {
            if (!stop.stop_requested())
                file->removeIfUnchanged();
            return nullptr;
        }
        const auto tables = splitTables(result->m_owned.data(), partition, result->m_packed);
        result->m_tables.assign(tables.begin(), tables.end());
        return result;
    }
    const auto tables = splitTables(file->payload().data(), partition, result->m_packed);
    result->m_tables.assign(tables.begin(), tables.end());
    result->m_file = std::move(file);
    // The header and size are checked; the checksum behind the solver's back.
    result->m_file->verifyInBackground();
    return result;
}

} // namespace pb::fifteen
