#include "rollersolver.h"

#include "../common/tablefile.h"

#include <algorithm>
#include <array>
#include <bit>
#include <chrono>
#include <mutex>
#include <string>

namespace pb::roller {

namespace {

// Progress is shared with the watching thread; it is touched (and the stop
// token polled) once per batch so the inner loop stays free of atomics.
constexpr std::size_t kNodeBatch = 4096;

constexpr int kMaxCells = kMaxSide * kMaxSide;

// C(n, k) for n <= 36, k <= 6: the largest, C(36, 6) = 1,947,792, fits 32 bits.
constexpr auto kBinomial = [] {
    std::array<std::array<std::uint32_t, kMaxSide + 1>, kMaxCells + 1> table{};
    for (int n = 0; n <= kMaxCells; ++n) {
        table[n][0] = 1;
        for (int k = 1; k <= kMaxSide && k <= n; ++k)
            table[n][k] = table[n - 1][k - 1] + (k < n ? table[n - 1][k] : 0);
    }
    return table;
}();

// Sizes with more boards than this take tens of milliseconds or more to build
// (6 x 6 about 370 ms, 5 x 6 about 110 ms, 6 x 5 and 4 x 6 about 25 ms) and get a
// file in the cache directory; the smaller ones build in under 10 ms.
constexpr std::size_t kCachedStates = 100'000;

// Version 2: the table file shared with Fifteen's; the layout is the height
// and width, a byte each.
TableFileKind fileKind(const std::string &layout)
{
    return {"PBROLDST", 2, layout};
}

std::string layoutOf(int height, int width)
{
    return {char(height), char(width)};
}

struct Slot {
    std::mutex mutex;
    std::unique_ptr<DistanceTable> table;
};

Slot &slotFor(int height, int width)
{
    static std::array<Slot, kMaxSide * kMaxSide> slots;
    return slots[std::size_t((height - 1) * kMaxSide + (width - 1))];
}

// The table of the slot, built if needed. Sets `overBudget` (and builds
// nothing) when building would need more than `budgetBytes`.
const DistanceTable *tableFor(int height, int width, std::stop_token stop, Progress &progress,
                              const std::filesystem::path &cacheDirectory, std::size_t budgetBytes,
                              bool &overBudget)
{
    overBudget = false;
    Slot &slot = slotFor(height, width);
    const std::lock_guard lock(slot.mutex);
    if (!slot.table) {
        if (DistanceTable::buildBytes(height, width) > budgetBytes) {
            overBudget = true;
            return nullptr;
        }
        slot.table = loadOrBuildDistanceTable(cacheDirectory, height, width, std::move(stop), progress);
    }
    return slot.table.get();
}

} // namespace

DistanceTable::DistanceTable(int height, int width)
    : m_height(height)
    , m_width(width)
    , m_distance(kBinomial[std::size_t(height * width)][std::size_t(width)], kUnreachable)
    , m_rolls(allRolls(height, width))
{
}

std::size_t DistanceTable::buildBytes(int height, int width)
{
    const std::size_t states = kBinomial[std::size_t(height * width)][std::size_t(width)];
    return states * (sizeof(std::uint8_t) + sizeof(RollerBits));
}

std::unique_ptr<DistanceTable> DistanceTable::build(int height, int width, std::stop_token stop,
                                                    Progress &progress)
{
    std::unique_ptr<DistanceTable> table(new DistanceTable(height, width));
    auto &distance = table->m_distance;
    progress.memoryBytes.store(buildBytes(height, width), std::memory_order_relaxed);

    // Every board enters the queue once, so a queue as long as the table never
    // overflows; the search proceeds layer by layer, so a board's distance is
    // the layer it was found in. Mapped, not allocated: it starts (and a
    // stopped build lets go of it) without clearing or freeing 16 MB.
    ZeroedArray<RollerBits> queue(distance.size());
    const RollerBits goal = lowBits(width);
    distance[table->rank(goal)] = 0;
    queue[0] = goal;
    std::size_t head = 0;
    std::size_t tail = 1;
    std::size_t layerEnd = 1;
    std::uint8_t layer = 0;
    while (head < tail) {
        if (head % kNodeBatch == 0 && head > 0) {
            progress.addNodes(kNodeBatch);
            if (stop.stop_requested())
                return nullptr;
        }
        if (head == layerEnd) {
            ++layer;
            layerEnd = tail;
        }
        const RollerBits cells = queue[head++];
        for (const Roll &roll : table->m_rolls) {
            const RollerBits child = applyRoll(cells, height, width, roll);
            // Rolling an empty (or full) line changes nothing.
            if (child == cells)
                continue;
            std::uint8_t &seen = distance[table->rank(child)];
            if (seen == kUnreachable) {
                seen = std::uint8_t(layer + 1);
                queue[tail++] = child;
            }
        }
    }
    progress.addNodes(head % kNodeBatch);
    table->m_reachable = tail;
    table->m_maxDistance = layer;
    table->m_expanded = head;
    return table;
}

bool DistanceTable::worthCaching(int height, int width)
{
    return kBinomial[std::size_t(height * width)][std::size_t(width)] > kCachedStates;
}

std::filesystem::path DistanceTable::cacheFile(const std::filesystem::path &cacheDirectory,
                                               int height, int width)
{
    return cacheDirectory / ("roller-" + std::to_string(height) + "x" + std::to_string(width) + ".dist");
}

bool DistanceTable::save(const std::filesystem::path &path) const
{
    const std::span<const std::uint8_t> payload(m_distance);
    return writeTableFile(path, fileKind(layoutOf(m_height, m_width)), std::span(&payload, 1));
}

std::unique_ptr<DistanceTable> DistanceTable::load(const std::filesystem::path &path, int height,
                                                   int width)
{
    std::unique_ptr<DistanceTable> table(new DistanceTable(height, width));
    auto &distance = table->m_distance;
    // Small enough (1.9 MB for 6 x 6) to copy whole, checked as it is copied:
    // a file cut short meanwhile reads as zeros (MappedTableFile::lost()),
    // which the checksum refuses.
    const auto file = MappedTableFile::open(path, fileKind(layoutOf(height, width)), distance.size());
    if (!file || !file->copyChecked(distance))
        return nullptr;
    // What build() counted, recounted: every reachable board was expanded once.
    for (const std::uint8_t value : distance) {
        if (value != kUnreachable) {
            ++table->m_reachable;
            table->m_maxDistance = std::max(table->m_maxDistance, int(value));
        }
    }
    table->m_expanded = table->m_reachable;
    return table;
}

std::uint32_t DistanceTable::rank(RollerBits cells) const
{
    std::uint32_t rank = 0;
    for (std::size_t k = 1; cells != 0; ++k, cells &= cells - 1)
        rank += kBinomial[std::size_t(std::countr_zero(cells))][k];
    return rank;
}

RollerBits DistanceTable::unrank(std::uint32_t rank) const
{
    // The inverse of rank(): the highest cell first, each the largest c with
    // C(c, k) <= what is left of the rank.
    RollerBits cells = 0;
    int cell = m_height * m_width;
    for (int k = m_width; k >= 1; --k) {
        do
            --cell;
        while (kBinomial[std::size_t(cell)][std::size_t(k)] > rank);
        rank -= kBinomial[std::size_t(cell)][std::size_t(k)];
        cells |= RollerBits(1) << cell;
    }
    return cells;
}

std::size_t DistanceTable::countAt(int distance) const
{
    return std::size_t(std::count(m_distance.begin(), m_distance.end(), std::uint8_t(distance)));
}

RollerBits DistanceTable::boardAt(int distance, std::size_t index) const
{
    for (std::size_t rank = 0; rank < m_distance.size(); ++rank) {
        if (m_distance[rank] == distance && index-- == 0)
            return unrank(std::uint32_t(rank));
    }
    return 0; // unreachable: index < countAt(distance)
}

int DistanceTable::distance(RollerBits cells) const
{
    const std::uint8_t value = m_distance[rank(cells)];
    return value == kUnreachable ? -1 : value;
}

std::optional<Roll> DistanceTable::bestRoll(RollerBits cells) const
{
    const int here = distance(cells);
    if (here <= 0)
        return std::nullopt;
    for (const Roll &roll : m_rolls) {
        if (distance(applyRoll(cells, m_height, m_width, roll)) == here - 1)
            return roll;
    }
    return std::nullopt; // unreachable: a board at distance d has a neighbour at d - 1
}

std::unique_ptr<DistanceTable> loadOrBuildDistanceTable(const std::filesystem::path &cacheDirectory,
                                                        int height, int width,
                                                        std::stop_token stop, Progress &progress)
{
    if (cacheDirectory.empty() || !DistanceTable::worthCaching(height, width))
        return DistanceTable::build(height, width, std::move(stop), progress);
    const std::filesystem::path file = DistanceTable::cacheFile(cacheDirectory, height, width);
    if (auto loaded = DistanceTable::load(file, height, width)) {
        progress.memoryBytes.store(loaded->bytes(), std::memory_order_relaxed);
        return loaded;
    }
    auto built = DistanceTable::build(height, width, std::move(stop), progress);
    // A missing, damaged or foreign file is replaced; one that cannot be
    // written only costs the next process a build.
    if (built)
        built->save(file);
    return built;
}

const DistanceTable *sharedDistanceTable(int height, int width, std::stop_token stop,
                                         Progress &progress,
                                         const std::filesystem::path &cacheDirectory)
{
    bool overBudget = false;
    return tableFor(height, width, std::move(stop), progress, cacheDirectory, std::size_t(-1),
                    overBudget);
}

SolveResult solveRoller(const RollerPuzzle &puzzle, const SolveOptions &options,
                        std::stop_token stop, Progress &progress)
{
    const auto started = std::chrono::steady_clock::now();
    const std::uint64_t nodesBefore = progress.nodes.load(std::memory_order_relaxed);
    SolveResult result;
    const auto finish = [&](SolveStatus status) {
        result.status = status;
        result.nodes = progress.nodes.load(std::memory_order_relaxed) - nodesBefore;
        result.millis = std::chrono::duration_cast<std::chrono::milliseconds>(
                            std::chrono::steady_clock::now() - started)
                            .count();
        return result;
    };

    bool overBudget = false;
    const DistanceTable *table = tableFor(puzzle.height(), puzzle.width(), stop, progress,
                                          options.cacheDirectory, options.memoryBudgetBytes,
                                          overBudget);
    if (overBudget) {
        result.reason = message("roller",
                                PB_TRANSLATE_NOOP("roller", "Solving a %1 × %2 board needs %3 MiB for its table of distances, more than the memory budget of %4 MiB"),
                                {std::to_string(puzzle.height()), std::to_string(puzzle.width()),
                                 mebibytes(DistanceTable::buildBytes(puzzle.height(), puzzle.width())),
                                 mebibytes(options.memoryBudgetBytes)});
        return finish(SolveStatus::LimitReached);
    }
    if (!table)
        return finish(SolveStatus::Stopped);

    if (table->distance(puzzle.cells()) < 0) {
        result.reason = message("roller",
                                PB_TRANSLATE_NOOP("roller", "No sequence of rolls leads to the solved board: a search of every board reachable from it never meets this one"));
        return finish(SolveStatus::Unsolvable);
    }
    RollerBits cells = puzzle.cells();
    while (const std::optional<Roll> roll = table->bestRoll(cells)) {
        result.moves.push_back(rollToString(*roll));
        cells = applyRoll(cells, puzzle.height(), puzzle.width(), *roll);
        progress.addNodes(1);
    }
    result.optimal = true;
    return finish(SolveStatus::Solved);
}

} // namespace pb::roller
