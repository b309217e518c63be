#pragma once

#include "core/pegs/pegpuzzle.h"

#include <memory>
#include <optional>
#include <utility>
#include <vector>

// A peg board being designed (Edit ▸ Edit Board): a lattice and a canvas of
// cells, rows x columns on the square lattice or a triangle of `side` rows
// (row r has r + 1 cells) on the other, each cell a hole with a peg, an empty
// hole or no hole. Cells that leave the canvas as it shrinks are kept, so
// growing it again brings them back as they were; cells it has never held
// come in as holes with pegs, a whole new row or column at a time while the
// board has room for all of it, and without holes once it has not.
class PegDesign {
public:
    enum class Cell { Unset, None, Empty, Peg };
    // The largest canvas the designer offers (rows, columns or a side);
    // a board read from a file may be larger, and then its own size is the limit.
    static constexpr int kLargestExtent = 16;

    explicit PegDesign(const pb::pegs::PegPuzzle &start);

    pb::pegs::Lattice lattice() const { return m_lattice; }
    // On the triangle lattice both are the side.
    int rows() const { return m_rows; }
    int cols() const;
    int largestExtent() const { return m_largestExtent; }
    bool inCanvas(int row, int col) const;
    // None outside the canvas.
    Cell cell(int row, int col) const;
    int holeCount() const;
    int pegCount() const;

    // Keeps the cells that fit the new lattice's canvas: a triangle of the
    // square's larger side, or a square of the triangle's side.
    void setLattice(pb::pegs::Lattice lattice);
    // `cols` counts only on the square lattice. Clamped to 1..largestExtent().
    void setSize(int rows, int cols);
    // Drills a hole (with a peg) in a canvas cell without one, or fills it in
    // with its peg. False, changing nothing, when a hole would be one more than
    // pb::pegs::kMaxHoles or the cell is outside the canvas.
    bool toggleHole(int row, int col);
    // False, changing nothing, where there is no hole.
    bool togglePeg(int row, int col);

    // The holes where the canvas has them, numbered in reading order, and
    // their pegs: what the designer draws.
    std::shared_ptr<const pb::pegs::PegGeometry> canvasGeometry() const;
    pb::pegs::PegBits canvasPegs() const;
    // The board as a game, without the canvas's empty margins; none while it
    // has no peg.
    std::optional<pb::pegs::PegPuzzle> board() const;

    bool operator==(const PegDesign &other) const = default;

private:
    Cell &at(int row, int col);
    // After the canvas changed from `lattice`, `rows` x `cols`: cells new to
    // it get holes with pegs, and cells back in it their old state, while the
    // board has room for their holes; the rest come without.
    void admitNewCells(pb::pegs::Lattice lattice, int rows, int cols);
    // Gives the cells of `line` their holes (with pegs where new) when all of
    // them fit in `room` more holes, else none; returns the holes given.
    int admitLine(const std::vector<std::pair<int, int>> &line, int room);

    pb::pegs::Lattice m_lattice;
    int m_rows = 1;
    int m_cols = 1;
    int m_largestExtent = kLargestExtent;
    // Every cell ever in the canvas, [row][col]; grown on demand.
    std::vector<std::vector<Cell>> m_cells;
};
