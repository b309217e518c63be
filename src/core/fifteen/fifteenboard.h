#pragma once

#include "../common/message.h"

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace pb::fifteen {

// The original exercise's DIM_MIN and DIM_MAX.
constexpr int kMinDim = 3;
constexpr int kMaxDim = 9;
constexpr int kMaxCells = kMaxDim * kMaxDim;

// A d x d board: cells in reading order, each holding a tile number 1..d*d-1 or
// 0 for the blank. The goal is 1 ... d*d-1 in reading order with the blank last.
// A plain value type (a fixed array, no allocation) so solvers can copy it freely.
class FifteenBoard {
public:
    // The goal of size `dim`.
    explicit FifteenBoard(int dim = 4);
    // `tiles` in reading order; must be a permutation of 0..dim*dim-1 (checked
    // by the caller: the file parser or a solver).
    FifteenBoard(int dim, const std::vector<int> &tiles);

    static FifteenBoard goal(int dim) { return FifteenBoard(dim); }
    // The original exercise's start: d*d-1 down to 1, blank last, 1 and 2 swapped when d*d is
    // even (otherwise the layout would be unsolvable).
    static FifteenBoard classicStart(int dim);
    // A uniformly random solvable position other than the goal, drawn from `seed`.
    static FifteenBoard randomSolvable(int dim, std::uint64_t seed);

    int dim() const { return m_dim; }
    int cellCount() const { return m_dim * m_dim; }
    int tileAt(int cell) const { return m_cells[std::size_t(cell)]; }
    int tileAt(int row, int col) const { return tileAt(row * m_dim + col); }
    int blank() const { return m_blank; }
    int cellOf(int tile) const;
    // The cell a tile belongs in; the blank's home is the last cell.
    int homeOf(int tile) const { return tile == 0 ? cellCount() - 1 : tile - 1; }

    bool isGoal() const;
    // Tiles next to the blank: the ones that can slide, in increasing order.
    std::vector<int> movableTiles() const;
    bool canSlide(int tile) const;
    // Slides `tile` into the blank; the tile must be next to the blank.
    void slide(int tile);
    // Moves the blank to the neighbouring cell `cell` (the tile there slides).
    void moveBlankTo(int cell);
    // Exchanges what two cells hold, the blank included: a board set up by
    // hand, not a move. Swapping two tiles flips whether the board can be solved.
    void swapCells(int a, int b);

    // The board mirrored in its main diagonal: the tile on (r, c) goes to
    // (c, r) and takes the number of the tile whose home is the mirror of its
    // own. The goal mirrors onto the goal (the blank's home is on the
    // diagonal), so a line of the mirror, each cell mirrored back
    // (diagonalMirror()), solves the board: a second, equally good board for
    // a search whose lines depend on which way it meets ties.
    FifteenBoard mirroredInDiagonal() const;
    static int diagonalMirror(int cell, int dim) { return cell % dim * dim + cell / dim; }

    // Sum over the tiles of their row and column distances to their home: no
    // solution is shorter.
    int manhattan() const;
    int misplacedCount() const;

    // Whether the goal can be reached. Every slide swaps the blank with a tile
    // (one transposition) and moves the blank one step, so the parity of the
    // permutation always equals the parity of the blank's distance to its home
    // on a solvable board, and never does on the other half.
    bool isSolvable() const;
    // Why not, in words, for a board that is not solvable; nullopt otherwise.
    std::optional<Message> unsolvableReason() const;

    bool operator==(const FifteenBoard &other) const = default;

private:
    // Parity of the permutation the tiles (blank included) form relative to the goal.
    bool permutationIsOdd() const;

    int m_dim;
    int m_blank;
    std::array<std::uint8_t, kMaxCells> m_cells{};
};

} // namespace pb::fifteen
