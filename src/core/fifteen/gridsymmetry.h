#pragma once

#include <cstdlib>
#include <utility>
#include <vector>

namespace pb::fifteen {

// The eight symmetries of the 5 x 5 square, as maps of cells: bit 0 swaps
// rows and columns, bit 1 turns the rows upside down, bit 2 the columns. A
// way between two positions maps to a way as long between their images.
inline int symmetric5(int cell, int symmetry)
{
    int r = cell / 5;
    int c = cell % 5;
    if (symmetry & 1)
        std::swap(r, c);
    if (symmetry & 2)
        r = 4 - r;
    if (symmetry & 4)
        c = 4 - c;
    return r * 5 + c;
}

// The inverse map of symmetric5(·, symmetry).
inline int unsymmetric5(int cell, int symmetry)
{
    for (int original = 0; original < 25; ++original) {
        if (symmetric5(original, symmetry) == cell)
            return original;
    }
    return -1;
}

inline int manhattan5(int a, int b)
{
    return std::abs(a / 5 - b / 5) + std::abs(a % 5 - b % 5);
}

// The symmetry that puts `cell` nearest to `target`.
inline int symmetryToward5(int cell, int target)
{
    int best = 0;
    for (int s = 1; s < 8; ++s) {
        if (manhattan5(symmetric5(cell, s), target) < manhattan5(symmetric5(cell, best), target))
            best = s;
    }
    return best;
}

// Walks the blank of `tiles`, on `blank`, to the last cell (right, then
// down), in place; returns the cells it visits.
template<typename Tiles>
std::vector<int> walkBlankHome5(Tiles &tiles, int blank)
{
    std::vector<int> visited;
    while (blank != 24) {
        const int next = blank % 5 < 4 ? blank + 1 : blank + 5;
        std::swap(tiles[std::size_t(blank)], tiles[std::size_t(next)]);
        visited.push_back(next);
        blank = next;
    }
    return visited;
}

} // namespace pb::fifteen
