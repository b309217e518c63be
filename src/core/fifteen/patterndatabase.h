#pragma once

#include "../common/tablefile.h"
#include "../search/progress.h"

#include <array>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <stop_token>
#include <vector>

namespace pb::fifteen {

// Additive pattern databases for the 4 x 4 board. The tiles are split into
// groups; each group's table holds, for every placement of its tiles, the
// fewest moves *of those tiles* that bring them home, whatever the other tiles
// do. No move counts in two tables, so the sum over the groups is still a lower
// bound, far tighter than the Manhattan distance.
//
// A table is indexed by the cells of its tiles, 4 bits each (16^k bytes for k
// tiles: 16 MiB for six), which wastes the entries with two tiles on one cell
// but makes the index of a child one addition away from its parent's.
// Partitions with a group of seven tiles are packed, two entries a byte: an
// entry holds half its excess over the group's Manhattan distance (see
// entry()), so the 7-7-1 takes 256 MiB rather than 512.
class PatternDatabases {
public:
    // Tile numbers 1..15, each once, in groups of at most seven (a group of k
    // tiles takes 16^k bytes).
    using Partition = std::vector<std::vector<int>>;

    // 6-6-3: {1 5 6 9 10 13} {7 8 11 12 14 15} {2 3 4}, 32 MiB, built in a few seconds.
    static Partition standardPartition();
    // 7-7-1: {1 2 3 4 5 6 7} {9 10 11 12 13 14 15} {8}, 256 MiB packed; its
    // build holds 1.5 GiB on one thread for one to two minutes of processor time.
    static Partition largePartition();
    // Whether the tables of `partition` are packed, two entries a byte.
    static bool packs(const Partition &partition);
    // The group sizes, "6-6-3": what names a partition's cache file.
    static std::string name(const Partition &partition);

    // Breadth-first search backwards from the goal for each group, the groups
    // shared out among `threads` threads. Null when stopped.
    static std::shared_ptr<const PatternDatabases> build(const Partition &partition, std::stop_token stop,
                                                         Progress &progress, int threads = 1);
    // Maps a file written by save(); null when it is missing, of another
    // partition or version, or of the wrong size. The checksum is checked on a
    // thread of its own meanwhile: see verdict(). Tables too large for the
    // processor's address cache to cover in small pages (the 7-7-1) are
    // instead copied into large pages, checksum checked on the way: null too
    // when that finds them damaged (the file is removed) or is stopped.
    static std::shared_ptr<const PatternDatabases> load(const std::filesystem::path &path,
                                                        const Partition &partition, std::stop_token stop = {});
    // Writes to a temporary file first and renames it, so a crash or a second
    // process never leaves a half-written file under the real name.
    bool save(const std::filesystem::path &path) const;
    ~PatternDatabases();

    // Tables built here are Intact; loaded ones are Pending until their
    // checksum has been read. Damaged tables may give too high a bound (a
    // solution found with them is still valid, but perhaps not the shortest),
    // and their file has been removed.
    using Verdict = TableVerdict;
    Verdict verdict() const { return m_file ? m_file->verdict() : Verdict::Intact; }
    // The file was cut short under the mapped tables (MappedTableFile::lost()):
    // they read as zeros from then on. Never for tables built or copied.
    bool lost() const { return m_file && m_file->lost(); }

    const Partition &partition() const { return m_partition; }
    std::size_t bytes() const;
    // The tables of `partition`, and a bound on the most memory build() holds
    // at once (the tables, one group's search marks and its breadth-first
    // lists), so a solver can check its memory budget before it starts.
    static std::size_t tableBytes(const Partition &partition);
    static std::size_t buildBytes(const Partition &partition, int threads);
    // The most threads a build may use within `memoryBudgetBytes` (each holds
    // its own marks and lists), at least 1.
    static int buildThreads(std::size_t memoryBudgetBytes, const Partition &partition);
    // What build() held at its peak, as counted by the build itself; 0 for
    // tables read by load().
    std::size_t buildPeakBytes() const { return m_buildPeakBytes; }

    // Lower bound for the 4 x 4 position `tiles` (reading order, 0 the blank),
    // the larger of the position's own and its reflection's in the main diagonal
    // (same distance, different tiles in each group, so often a higher bound).
    int heuristic(const std::array<std::uint8_t, 16> &tiles) const;

    // Group `group`'s table, indexed as described above: a byte an entry,
    // or when packed() two, the lower 4 bits for an even index.
    std::span<const std::uint8_t> table(std::size_t group) const { return m_tables[group]; }
    bool packed() const { return m_packed; }
    // The entry of placement `index`; when packed(), the group's Manhattan
    // distance is to be added (a search adds the board's once).
    int entry(std::size_t group, std::uint32_t index) const
    {
        return m_packed ? packedEntry(m_tables[group].data(), index) : m_tables[group][index];
    }
    // Entry `index` of a packed table: the stored half, doubled.
    static int packedEntry(const std::uint8_t *table, std::uint32_t index)
    {
        return 2 * ((table[index >> 1] >> (4 * (index & 1))) & 15);
    }
    // The same tables packed (null when these already are, or an entry does
    // not fit): how the packing is tested on tables small enough to build.
    std::shared_ptr<const PatternDatabases> packedCopy() const;

private:
    PatternDatabases() = default;

    Partition m_partition;
    bool m_packed = false;
    // One per group, in m_owned when built here, in m_file when loaded.
    std::vector<std::span<const std::uint8_t>> m_tables;
    ZeroedArray<std::uint8_t> m_owned;
    std::unique_ptr<MappedTableFile> m_file;
    std::size_t m_buildPeakBytes = 0;
};

// Which IDA* runs with the databases; both find a shortest solution, not
// always the same one. Incremental reads again only the entries the last move
// changed (two per node), enters the most promising child first and remembers
// positions already searched (optimal4.cpp); FullLookup, the search before
// it, reads every group's entry and its reflection's at every node, and is
// kept so that fifteenbench measures the two in the same run.
enum class Optimal4Search { Incremental, FullLookup };

// Optimal 4 x 4 solution by IDA* with the databases (or the Manhattan distance
// when `databases` is null), never undoing the previous move. Returns the cells
// the blank visits; nullopt when stopped or after `nodeLimit` expansions.
std::optional<std::vector<int>> solveOptimal4(const std::array<std::uint8_t, 16> &tiles,
                                              const PatternDatabases *databases,
                                              std::uint64_t nodeLimit, std::stop_token stop,
                                              Progress &progress,
                                              Optimal4Search search = Optimal4Search::Incremental);

} // namespace pb::fifteen
