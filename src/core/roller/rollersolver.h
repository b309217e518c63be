#pragma once

#include "../search/progress.h"
#include "../search/solveresult.h"
#include "rollerpuzzle.h"

#include <cstdint>
#include <filesystem>
#include <memory>
#include <stop_token>
#include <vector>

namespace pb::roller {

// The fewest rolls from every board of one size to the solved board, found by
// one breadth-first search backwards from the solved board (a roll's inverse is
// a roll, so the distance there is the distance back). A board is indexed by
// its rank in the combinatorial number system: its `width` one-cells, sorted,
// as a `width`-subset of the height*width cells. That is a perfect hash onto
// 0..C(height*width, width)-1, so the "seen" set of the search is a plain byte
// array that doubles as the answer: 1.9 MB for 6 x 6, no collisions, no probing.
class DistanceTable {
public:
    static constexpr std::uint8_t kUnreachable = 0xFF;

    // The bytes build() needs at its peak: the table and the search's queue.
    static std::size_t buildBytes(int height, int width);
    // Null when `stop` was requested before the search finished.
    static std::unique_ptr<DistanceTable> build(int height, int width, std::stop_token stop,
                                                Progress &progress);
    // Whether the size is slow enough to build (tens of milliseconds and more)
    // that its table is worth a file in the cache directory.
    static bool worthCaching(int height, int width);
    // The table's file in `cacheDirectory`, one per size.
    static std::filesystem::path cacheFile(const std::filesystem::path &cacheDirectory, int height,
                                           int width);
    // Reads a file written by save(); null when it is missing, of another size
    // or version, truncated, too long or damaged (its checksum does not match).
    static std::unique_ptr<DistanceTable> load(const std::filesystem::path &path, int height,
                                               int width);
    // Writes to a temporary file first and renames it, so a crash or a second
    // process never leaves a half-written file under the real name.
    bool save(const std::filesystem::path &path) const;

    int height() const { return m_height; }
    int width() const { return m_width; }
    std::size_t states() const { return m_distance.size(); }
    std::size_t bytes() const { return m_distance.size(); }
    // Boards the search reached, and the largest distance among them.
    std::size_t reachable() const { return m_reachable; }
    int maxDistance() const { return m_maxDistance; }
    // Positions the search expanded.
    std::uint64_t expanded() const { return m_expanded; }

    // -1 when `cells` cannot reach the solved board.
    int distance(RollerBits cells) const;
    // How many boards lie exactly `distance` rolls from the solved board.
    std::size_t countAt(int distance) const;
    // The `index`th of those boards (0-based, in the table's order); index < countAt(distance).
    RollerBits boardAt(int distance, std::size_t index) const;
    // The first roll (in allRolls() order) that brings `cells` one step closer;
    // nullopt on the solved board or an unreachable one.
    std::optional<Roll> bestRoll(RollerBits cells) const;

private:
    DistanceTable(int height, int width);
    std::uint32_t rank(RollerBits cells) const;
    RollerBits unrank(std::uint32_t rank) const;

    int m_height;
    int m_width;
    std::vector<std::uint8_t> m_distance;
    std::vector<Roll> m_rolls;
    std::size_t m_reachable = 0;
    int m_maxDistance = 0;
    std::uint64_t m_expanded = 0;
};

// The table of one size from its file in `cacheDirectory` when the size is
// worth caching and the file is sound; otherwise built, and then written there
// for the next process. An empty `cacheDirectory` builds in memory only.
// Null when `stop` was requested during the build.
std::unique_ptr<DistanceTable> loadOrBuildDistanceTable(const std::filesystem::path &cacheDirectory,
                                                        int height, int width,
                                                        std::stop_token stop, Progress &progress);

// The table of one size, read or built (loadOrBuildDistanceTable) on first use
// and kept for the life of the program (they are immutable, so any thread may
// read them). A caller that finds another thread building the same size waits
// for it. Null when `stop` was requested during the build; a later call builds
// again.
const DistanceTable *sharedDistanceTable(int height, int width, std::stop_token stop,
                                         Progress &progress,
                                         const std::filesystem::path &cacheDirectory = {});

// A shortest sequence of rolls to the solved board, from the shared table of
// the board's size (read from options.cacheDirectory or built first if
// needed, within options.memoryBudgetBytes).
SolveResult solveRoller(const RollerPuzzle &puzzle, const SolveOptions &options,
                        std::stop_token stop, Progress &progress);

} // namespace pb::roller
