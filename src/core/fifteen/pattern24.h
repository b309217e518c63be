#pragma once

#include "../common/tablefile.h"
#include "../search/progress.h"

#include <array>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <span>
#include <stop_token>

namespace pb::fifteen {

// Additive pattern databases for the 5 x 5 board (the 24-puzzle), the 5 x 5
// counterpart of PatternDatabases: the tiles are split into groups of five,
// five, five, five and four, and each group's table holds, for every placement
// of its tiles, the fewest moves of those tiles that bring them home whatever
// the other tiles do. The sum over the groups is a lower bound.
//
// The groups are the four corners' blocks and the cross in the middle. Three
// corner blocks are one shape turned a quarter turn at a time about the
// centre: turning the board turns one block's problem into the next one's, so
// they are looked up in one table, as Korf and Felner did with their 6-6-6-6
// tables (the shared table ignores where the blank ends, which a turn moves).
// The fourth corner's block holds the blank's home and so only four
// tiles; it and the cross have tables of their own: three tables to build
// for five groups.
//
// A table is indexed by the cells of its tiles as digits in base 25 (25^5
// bytes, 9.3 MiB, for five tiles): a child's index is one addition away from
// its parent's. The three tables take 19 MiB.
class Pattern24 {
public:
    static constexpr int kCells = 25;
    static constexpr int kGroups = 5;
    static constexpr int kTables = 3;
    using Group = std::array<int, 5>; // tile numbers; 0 pads the group of four
    // In slot order: slot s of a turned group holds the tile whose home is the
    // turned home of its table group's slot s.
    static const std::array<Group, kGroups> &partition();
    // What tile `tile` (of group `group`, slot `slot`) on `cell` adds to its
    // group's index: the cell, turned back to the table's shape, as digit
    // `slot`.
    static std::uint32_t digit(int group, int slot, int cell);
    // The table group `group` is looked up in: inline, as every lookup of the
    // searches asks it.
    static int tableOf(int group) { return kTableOfGroup[std::size_t(group)]; }

    // What a tile's cell adds to its group's index (digit()), for the board
    // itself and for its reflection in the main diagonal (where the tile is
    // the transposed tile's, on the transposed cell), cell by cell: what the
    // searches update on a move instead of recomputing the indices.
    struct TileSlot {
        int group = 0;
        std::array<std::uint32_t, kCells> digit{};
        int mirrorGroup = 0;
        std::array<std::uint32_t, kCells> mirrorDigit{};
    };
    // Indexed by tile (entry 0 unused).
    static const std::array<TileSlot, kCells> &tileSlots();

    // Breadth-first search backwards from the goal for each group, the groups
    // shared out among `threads` threads. Null when stopped.
    static std::shared_ptr<const Pattern24> build(std::stop_token stop, Progress &progress, int threads);
    // Maps a file written by save(); null when it is missing, of another
    // layout or version, or of the wrong size. The checksum is read on a thread
    // of its own meanwhile: see verdict().
    static std::shared_ptr<const Pattern24> load(const std::filesystem::path &path);
    bool save(const std::filesystem::path &path) const;
    ~Pattern24();

    // As PatternDatabases::Verdict: damaged tables may overestimate, and their
    // file has been removed.
    using Verdict = TableVerdict;
    Verdict verdict() const { return m_file ? m_file->verdict() : Verdict::Intact; }
    // The file was cut short under the mapped tables (MappedTableFile::lost()):
    // they read as zeros from then on.
    bool lost() const { return m_file && m_file->lost(); }

    static std::size_t tableBytes();
    // The most build() holds at once on `threads` threads (the tables, and per
    // thread one table's marks and breadth-first lists).
    static std::size_t buildBytes(int threads);
    // The most threads a build may use within `memoryBudgetBytes`, at least 1.
    static int buildThreads(std::size_t memoryBudgetBytes);
    std::size_t bytes() const { return tableBytes(); }
    // What build() held at its peak, as counted by the build; 0 when loaded.
    std::size_t buildPeakBytes() const { return m_buildPeakBytes; }

    // Moves of group `group`'s tiles needed from the placement `index` (the
    // sum of digit() over its tiles).
    int distance(int group, std::uint32_t index) const { return table(group)[index]; }
    void prefetch(int group, std::uint32_t index) const { __builtin_prefetch(&table(group)[index]); }

    // Lower bound for the position `tiles` (reading order, 0 the blank): the
    // larger of its own and its reflection's in the main diagonal.
    int heuristic(const std::array<std::uint8_t, kCells> &tiles) const;

private:
    // The three corner groups share table 0 (see the class comment).
    static constexpr std::array<int, kGroups> kTableOfGroup = {0, 0, 0, 1, 2};

    Pattern24() = default;
    const std::uint8_t *table(int group) const { return m_tables[std::size_t(tableOf(group))].data(); }

    std::array<std::span<const std::uint8_t>, kTables> m_tables;
    ZeroedArray<std::uint8_t> m_owned;
    std::unique_ptr<MappedTableFile> m_file;
    std::size_t m_buildPeakBytes = 0;
};

// Where the 5 x 5 tables live in a cache directory.
std::filesystem::path pattern24File(const std::filesystem::path &cacheDirectory);

// The process's 5 x 5 tables: mapped from the cache when there, otherwise
// built on `buildThreads` threads (none: not built) and written to the cache
// (when `cacheDirectory` is not empty); kept in memory once loaded or built.
// Null when not there and not to be built, or when stopped. Thread-safe.
std::shared_ptr<const Pattern24> standardPattern24(const std::filesystem::path &cacheDirectory, int buildThreads,
                                                   std::stop_token stop, Progress &progress);

} // namespace pb::fifteen
