#include "pattern24.h"

#include "../search/tablebuild.h"

#include <algorithm>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace pb::fifteen {

namespace {

constexpr int kCells = Pattern24::kCells;
constexpr std::uint32_t kAllCells = (1u << kCells) - 1;
// Stop is checked every 256 expansions: early in a build nearly every one
// touches fresh pages of its marks (see PatternDatabases), and the marks of
// a five-tile group take 8 bytes per placement, twice the 4 x 4 ones.
constexpr std::uint64_t kStopCheckMask = 0xFF;
constexpr int kMaxBuildThreads = 2;
// The most the breadth-first lists of one group's build hold at once: the
// widest two levels of a five-tile group together came to about 20 MiB of
// states (tst_fifteen24 checks the bound whenever it builds the tables).
constexpr std::size_t kLevelListBytes = std::size_t(32) << 20;

constexpr std::array<std::uint32_t, 6> kPower25 = {1, 25, 625, 15625, 390625, 9765625};

int groupSize(const Pattern24::Group &group)
{
    return group[4] == 0 ? 4 : 5;
}

std::size_t groupBytes(const Pattern24::Group &group)
{
    return kPower25[std::size_t(groupSize(group))];
}

// A quarter turn clockwise about the centre, `times` times.
constexpr int turned(int cell, int times)
{
    for (int t = 0; t < times; ++t)
        cell = (cell % 5) * 5 + 4 - cell / 5;
    return cell;
}

// The tables' groups, in the order they are built (largest first). The
// top left corner's block (tiles 1 2 3 6 7) serves three corners: turned a
// quarter turn it is the top right block {4 5 9 10 15} (tile 5 in slot 0),
// three quarters the bottom left {21 16 11 22 17}. The fourth corner's block
// would hold the blank's home: its four tiles {19 20 23 24} have a table of
// their own, as does the cross in the middle, {8 12 13 14 18}.
constexpr std::array<Pattern24::Group, Pattern24::kTables> kTableGroups = {{
    {1, 2, 3, 6, 7},
    {8, 12, 13, 14, 18},
    {19, 20, 23, 24, 0},
}};
// For each group of the partition, the quarter turns that take its table's
// group (Pattern24::tableOf()) to it.
constexpr std::array<int, Pattern24::kGroups> kTurns = {0, 1, 3, 0, 0};

// Cells next to any cell of `mask` on the 5 x 5 board.
constexpr std::uint32_t spread(std::uint32_t mask)
{
    constexpr std::uint32_t firstColumn = 0x108421;
    constexpr std::uint32_t lastColumn = firstColumn << 4;
    return (((mask << 1) & ~firstColumn) | ((mask >> 1) & ~lastColumn) | (mask << 5) | (mask >> 5)) & kAllCells;
}

// The cells the blank on `cell` reaches without moving a tile of `occupied`.
std::uint32_t regionOf(std::uint32_t cell, std::uint32_t occupied)
{
    return blankRegion(cell, occupied, [](std::uint32_t mask) { return spread(mask); });
}

constexpr int transposed(int cell)
{
    return (cell % 5) * 5 + cell / 5;
}

// One group's table, by a breadth-first search backwards from the goal over
// (placement of the group's tiles, blank cell), as PatternDatabases builds its
// tables: all the cells the blank reaches without moving a group tile (its
// region) share a distance, and only moves of group tiles cost a step. With
// `blankAnywhere` the search starts from the goal placement with the blank on
// every free cell, not only on its home: a table that serves turned groups
// must not count on where the blank ends, since a turn moves its home.
// A state is (placement << 5) | blank; the marks hold per placement one
// "settled" bit per blank cell (low half) and one "queued" bit (high half).
std::optional<std::size_t> buildTable(const Pattern24::Group &group, bool blankAnywhere, std::uint8_t *table,
                                      std::stop_token stop, Progress &progress)
{
    const int k = groupSize(group);
    ZeroedArray<std::uint64_t> marks(kPower25[std::size_t(k)]);
    TableBuildAccount account(progress, marks.bytes().size());

    std::uint32_t goal = 0;
    for (int s = 0; s < k; ++s)
        goal += std::uint32_t(group[std::size_t(s)] - 1) * kPower25[std::size_t(s)];
    std::uint32_t home = 0;
    for (int s = 0; s < k; ++s)
        home |= 1u << (group[std::size_t(s)] - 1);
    StateQueue level;
    for (std::uint32_t free = blankAnywhere ? kAllCells & ~home : 1u << (kCells - 1); free; free &= free - 1)
        level.push((goal << 5) | std::uint32_t(__builtin_ctz(free)));
    StateQueue next;
    // A child's whole region is marked queued, not only the blank's cell, so
    // that the region reached through its other cells is not listed again
    // (four in five listings were such repeats).
    DeferredChildren<5 * 4> children;
    const auto list = [&](std::uint32_t child, std::uint32_t occupied) {
        std::uint64_t &mark = marks[child >> 5];
        if ((mark & (std::uint64_t(0x100000001ULL) << (child & 31))) == 0) {
            mark |= std::uint64_t(regionOf(child & 31, occupied)) << 32;
            next.push(child);
        }
    };
    std::uint64_t expanded = 0;
    for (std::uint8_t depth = 0; !level.empty(); ++depth) {
        while (!level.empty()) {
            if (const std::uint32_t *ahead = level.peek(16))
                __builtin_prefetch(&marks[*ahead >> 5]);
            const std::uint32_t state = level.pop();
            const std::uint32_t placement = state >> 5;
            if ((marks[placement] >> (state & 31)) & 1)
                continue;
            std::array<std::uint32_t, 5> cells{};
            std::uint32_t occupied = 0;
            for (int s = 0, rest = int(placement); s < k; ++s, rest /= kCells) {
                cells[std::size_t(s)] = std::uint32_t(rest % kCells);
                occupied |= 1u << cells[std::size_t(s)];
            }
            const std::uint32_t region = regionOf(state & 31, occupied);
            // Levels come in order of distance: the first settled region of a
            // placement is its nearest.
            if ((marks[placement] & kAllCells) == 0)
                table[placement] = depth;
            marks[placement] |= region;
            children.beginExpansion(list);
            for (int s = 0; s < k; ++s) {
                const std::uint32_t cell = cells[std::size_t(s)];
                for (std::uint32_t into = spread(1u << cell) & region; into; into &= into - 1) {
                    const std::uint32_t to = std::uint32_t(__builtin_ctz(into));
                    const std::uint32_t child = placement + to * kPower25[std::size_t(s)] - cell * kPower25[std::size_t(s)];
                    children.add((child << 5) | cell, occupied ^ (1u << cell) ^ (1u << to));
                    __builtin_prefetch(&marks[child]);
                }
            }
            if ((++expanded & kStopCheckMask) == 0
                && !account.batch(kStopCheckMask + 1, level.size() + next.size(), stop))
                return std::nullopt;
        }
        children.drain(list);
        level.swap(next);
    }
    return account.peakBytes();
}

const Pattern24::Group &tableGroup(std::size_t table)
{
    return kTableGroups[table];
}

// What identifies a file's tables: the tiles of the groups they are built for.
std::string layout()
{
    std::string result;
    for (std::size_t t = 0; t < Pattern24::kTables; ++t) {
        for (const int tile : tableGroup(t))
            result += char(tile);
    }
    return result;
}

// Version 2: one table for the three corner blocks, built with the blank
// anywhere at the goal (version 1 had a table per group).
TableFileKind fileKind()
{
    static const std::string groups = layout();
    return TableFileKind{"PBFIF24P", 2, groups};
}

} // namespace

const std::array<Pattern24::Group, Pattern24::kGroups> &Pattern24::partition()
{
    static const std::array<Group, kGroups> groups = [] {
        std::array<Group, kGroups> result{};
        for (std::size_t g = 0; g < kGroups; ++g) {
            const Group &base = kTableGroups[std::size_t(tableOf(int(g)))];
            for (std::size_t s = 0; s < base.size(); ++s)
                result[g][s] = base[s] == 0 ? 0 : turned(base[s] - 1, kTurns[g]) + 1;
        }
        return result;
    }();
    return groups;
}

std::uint32_t Pattern24::digit(int group, int slot, int cell)
{
    const int turnsBack = (4 - kTurns[std::size_t(group)]) % 4;
    return std::uint32_t(turned(cell, turnsBack)) * kPower25[std::size_t(slot)];
}

const std::array<Pattern24::TileSlot, kCells> &Pattern24::tileSlots()
{
    static const std::array<TileSlot, kCells> slots = [] {
        std::array<TileSlot, kCells> result{};
        std::array<int, kCells> groupOf{};
        std::array<int, kCells> slotOf{};
        for (int g = 0; g < kGroups; ++g) {
            const Group &group = partition()[std::size_t(g)];
            for (std::size_t s = 0; s < group.size(); ++s) {
                if (group[s] != 0) {
                    groupOf[std::size_t(group[s])] = g;
                    slotOf[std::size_t(group[s])] = int(s);
                }
            }
        }
        for (int tile = 1; tile < kCells; ++tile) {
            const int mirror = transposed(tile - 1) + 1;
            TileSlot &slot = result[std::size_t(tile)];
            slot.group = groupOf[std::size_t(tile)];
            slot.mirrorGroup = groupOf[std::size_t(mirror)];
            for (int cell = 0; cell < kCells; ++cell) {
                slot.digit[std::size_t(cell)] = digit(slot.group, slotOf[std::size_t(tile)], cell);
                slot.mirrorDigit[std::size_t(cell)] = digit(slot.mirrorGroup, slotOf[std::size_t(mirror)], transposed(cell));
            }
        }
        return result;
    }();
    return slots;
}

std::size_t Pattern24::tableBytes()
{
    std::size_t total = 0;
    for (std::size_t t = 0; t < kTables; ++t)
        total += groupBytes(tableGroup(t));
    return total;
}

std::size_t Pattern24::buildBytes(int threads)
{
    // The tables go to the threads largest first, so a second thread holds
    // the group of four's marks at most.
    std::size_t marks = 0;
    for (std::size_t t = 0; t < std::size_t(std::clamp(threads, 1, kTables)); ++t)
        marks += groupBytes(tableGroup(t)) * sizeof(std::uint64_t) + kLevelListBytes;
    return tableBytes() + marks;
}

int Pattern24::buildThreads(std::size_t memoryBudgetBytes)
{
    const int cores = int(std::max(1u, std::thread::hardware_concurrency()));
    for (int threads = std::min(kMaxBuildThreads, cores); threads > 1; --threads) {
        if (buildBytes(threads) <= memoryBudgetBytes)
            return threads;
    }
    return 1;
}

std::shared_ptr<const Pattern24> Pattern24::build(std::stop_token stop, Progress &progress, int threads)
{
    std::shared_ptr<Pattern24> result(new Pattern24);
    result->m_owned = ZeroedArray<std::uint8_t>(tableBytes());
    progress.memoryBytes.fetch_add(result->m_owned.size(), std::memory_order_relaxed);
    std::array<std::uint8_t *, kTables> tables{};
    std::size_t offset = 0;
    for (std::size_t t = 0; t < kTables; ++t) {
        tables[t] = result->m_owned.data() + offset;
        result->m_tables[t] = {tables[t], groupBytes(tableGroup(t))};
        offset += groupBytes(tableGroup(t));
    }

    const auto peaks = buildInParallel(kTables, threads, [&](std::size_t t) {
        return buildTable(tableGroup(t), t == 0, tables[t], stop, progress);
    });
    progress.memoryBytes.fetch_sub(result->m_owned.size(), std::memory_order_relaxed);
    if (!peaks)
        return nullptr;
    result->m_buildPeakBytes = result->m_owned.size() + *peaks;
    return result;
}

Pattern24::~Pattern24() = default;

bool Pattern24::save(const std::filesystem::path &path) const
{
    const std::span<const std::uint8_t> payload(m_tables.front().data(), tableBytes());
    return writeTableFile(path, fileKind(), std::span(&payload, 1));
}

std::shared_ptr<const Pattern24> Pattern24::load(const std::filesystem::path &path)
{
    auto file = MappedTableFile::open(path, fileKind(), tableBytes());
    if (!file)
        return nullptr;
    std::shared_ptr<Pattern24> result(new Pattern24);
    std::size_t offset = 0;
    for (std::size_t t = 0; t < kTables; ++t) {
        result->m_tables[t] = file->payload().subspan(offset, groupBytes(tableGroup(t)));
        offset += groupBytes(tableGroup(t));
    }
    result->m_file = std::move(file);
    result->m_file->verifyInBackground();
    return result;
}

int Pattern24::heuristic(const std::array<std::uint8_t, kCells> &tiles) const
{
    std::array<int, kCells> cellOf{};
    for (int cell = 0; cell < kCells; ++cell)
        cellOf[tiles[std::size_t(cell)]] = cell;
    int own = 0;
    int reflected = 0;
    for (std::size_t g = 0; g < kGroups; ++g) {
        std::uint32_t index = 0;
        std::uint32_t reflectedIndex = 0;
        const Group &group = partition()[g];
        for (int s = 0; s < groupSize(group); ++s) {
            const int tile = group[std::size_t(s)];
            // The reflected board has tile transposed(tile - 1) + 1 where
            // this one has `tile`, on the transposed cell.
            const int mirror = transposed(tile - 1) + 1;
            index += digit(int(g), s, cellOf[std::size_t(tile)]);
            reflectedIndex += digit(int(g), s, transposed(cellOf[std::size_t(mirror)]));
        }
        own += distance(int(g), index);
        reflected += distance(int(g), reflectedIndex);
    }
    return std::max(own, reflected);
}

std::filesystem::path pattern24File(const std::filesystem::path &cacheDirectory)
{
    return cacheDirectory / "fifteen-5x5-5-5-5-5-4.pdb";
}

std::shared_ptr<const Pattern24> standardPattern24(const std::filesystem::path &cacheDirectory, int buildThreads,
                                                   std::stop_token stop, Progress &progress)
{
    static std::mutex mutex;
    static std::shared_ptr<const Pattern24> tables;
    const std::lock_guard lock(mutex);
    // Damaged or cut short: mapped anew from whatever file is there now, or built.
    if (tables && (tables->verdict() == Pattern24::Verdict::Damaged || tables->lost()))
        tables.reset();
    if (tables)
        return tables;
    const std::filesystem::path file = cacheDirectory.empty() ? std::filesystem::path() : pattern24File(cacheDirectory);
    if (!file.empty())
        tables = Pattern24::load(file);
    if (!tables && buildThreads > 0) {
        progress.stage.store(ProgressStage::BuildingTables, std::memory_order_relaxed);
        tables = Pattern24::build(std::move(stop), progress, buildThreads);
        progress.stage.store(ProgressStage::Searching, std::memory_order_relaxed);
        // A cache that cannot be written only costs the next run the build.
        if (tables && !file.empty())
            tables->save(file);
    }
    return tables;
}

} // namespace pb::fifteen
