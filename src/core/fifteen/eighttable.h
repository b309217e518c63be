#pragma once

#include <array>
#include <cstdint>
#include <vector>

namespace pb::fifteen {

// The exact distance to the goal of every one of the 181,440 solvable 3 x 3
// positions, from one breadth-first search backwards from the goal (about
// 30 ms, 363 KB). With it, an optimal solution is a walk downhill: always move
// to a neighbour one step closer.
class EightTable {
public:
    using Tiles = std::array<std::uint8_t, 9>; // reading order, 0 for the blank

    // Built on first use; thread-safe.
    static const EightTable &instance();

    // Fewest moves to the goal; -1 for an unsolvable position.
    int distance(const Tiles &tiles) const;
    // How many positions lie exactly `distance` moves from the goal.
    std::size_t countAt(int distance) const;
    // The `index`th of them (0-based, in the table's order); index < countAt(distance).
    Tiles positionAt(int distance, std::size_t index) const;
    // The cells the blank visits on an optimal solution (empty when already
    // solved). `tiles` must be solvable.
    std::vector<int> solve(Tiles tiles) const;

private:
    EightTable();
    static std::uint32_t rank(const Tiles &tiles);
    static Tiles unrank(std::uint32_t rank);

    std::vector<std::uint8_t> m_distance; // by permutation rank; 0xFF: unreachable
};

} // namespace pb::fifteen
