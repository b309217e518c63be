#pragma once

#include <bit>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace pb::pegs {

// The set of holes is a bit set. For boards of up to 128 holes, widen PegBits
// (to unsigned __int128, say), raise kMaxHoles, and give the three functions
// below their 128-bit bodies: the rest of the code counts, scans and hashes
// hole sets only through them. Memory per position doubles in the tables.
using PegBits = std::uint64_t;
inline constexpr int kMaxHoles = 64;
// Rows a board spans, and cells a row spans, holes or not (so at most
// 64 x 64 cells). A file or game ID of a few holes could otherwise span
// millions of empty cells, and everything that walks the grid (drawing,
// writing, the designer) would take minutes; 64 holes in one row or one
// column is the widest board with any use.
inline constexpr int kMaxExtent = 64;

inline constexpr PegBits bit(int hole) { return PegBits(1) << hole; }
// How many holes of `set` are taken.
inline constexpr int pegCount(PegBits set) { return std::popcount(set); }
// The lowest-numbered hole in `set` (which must not be empty).
inline constexpr int lowestHole(PegBits set) { return std::countr_zero(set); }
// 64 bits that depend on every hole of `set`, for hashing.
inline constexpr std::uint64_t hashBits(PegBits set) { return set; }

// Square lattice: jumps along rows and columns. Triangle lattice: rows are
// stored left-aligned (row r of a triangle has r + 1 cells), and jumps go along
// rows and the two diagonals (r±1, c) and (r±1, c±1) — never "vertically",
// which in this layout would be (r±2, c±1).
enum class Lattice { Square, Triangle };

struct Cell {
    int row = 0;
    int col = 0;
    bool operator==(const Cell &) const = default;
};

struct Jump {
    int from = 0;
    int over = 0;
    int to = 0;
    bool operator==(const Jump &) const = default;
};

// The shape of a board: which cells are holes, how they are numbered (reading
// order: row by row, left to right, holes only) and every jump the shape allows.
class PegGeometry {
public:
    // `holeMask[r][c]` true where the cell is a hole. Rows may differ in length.
    // Throws std::invalid_argument for more than kMaxHoles holes or more than
    // kMaxExtent rows or cells in a row (the readers refuse such boards first,
    // so only a programming error gets here).
    PegGeometry(Lattice lattice, const std::vector<std::vector<bool>> &holeMask);

    static std::shared_ptr<const PegGeometry> triangle(int side);
    static std::shared_ptr<const PegGeometry> rectangle(int rows, int cols);
    // The 33-hole cross and the 37-hole French board, both 7 x 7 across.
    static std::shared_ptr<const PegGeometry> english();
    static std::shared_ptr<const PegGeometry> european();
    // Wiegleb's 45-hole board: the English cross with arms three holes long,
    // 9 x 9 across.
    static std::shared_ptr<const PegGeometry> wiegleb();
    // The 41-hole diamond: every hole within 4 steps (rows plus columns) of
    // the centre, rows of 1, 3, 5, 7, 9, 7, 5, 3 and 1 holes.
    static std::shared_ptr<const PegGeometry> diamond();

    Lattice lattice() const { return m_lattice; }
    int rows() const { return m_rows; }
    int cols() const { return m_cols; } // the longest row
    int holeCount() const { return int(m_holes.size()); }
    PegBits allHoles() const;

    // -1 where (row, col) is outside the board or not a hole.
    int holeAt(int row, int col) const;
    Cell cellOf(int hole) const { return m_holes[std::size_t(hole)]; }
    const std::vector<Cell> &holes() const { return m_holes; }

    // In a fixed order: by `from`, then by direction.
    const std::vector<Jump> &jumps() const { return m_jumps; }
    // Jumps that start at `hole`.
    std::vector<Jump> jumpsFrom(int hole) const;
    // The jump from `from` landing on `to`, or nullptr.
    const Jump *findJump(int from, int to) const;

    // True when the shape is exactly the side-n triangle (rows 1..n long).
    bool isTriangle() const;
    bool operator==(const PegGeometry &other) const;

private:
    Lattice m_lattice;
    int m_rows = 0;
    int m_cols = 0;
    std::vector<std::vector<int>> m_index; // [row][col] -> hole or -1
    std::vector<Cell> m_holes;
    std::vector<Jump> m_jumps;
};

} // namespace pb::pegs
