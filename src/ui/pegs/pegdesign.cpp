#include "pegdesign.h"

#include <algorithm>
#include <climits>
#include <map>

using pb::pegs::bit;
using pb::pegs::Lattice;
using pb::pegs::PegBits;
using pb::pegs::PegGeometry;
using pb::pegs::PegPuzzle;

PegDesign::PegDesign(const PegPuzzle &start)
    : m_lattice(start.geometry().lattice())
{
    const PegGeometry &geometry = start.geometry();
    m_rows = std::max(1, geometry.rows());
    m_cols = m_lattice == Lattice::Triangle ? m_rows : std::max(1, geometry.cols());
    m_largestExtent = std::max({kLargestExtent, m_rows, m_cols});
    for (int row = 0; row < m_rows; ++row) {
        for (int col = 0; col < cols(); ++col) {
            if (!inCanvas(row, col))
                continue;
            const int hole = geometry.holeAt(row, col);
            at(row, col) = hole < 0 ? Cell::None : start.hasPeg(hole) ? Cell::Peg : Cell::Empty;
        }
    }
}

int PegDesign::cols() const
{
    return m_lattice == Lattice::Triangle ? m_rows : m_cols;
}

namespace {

bool inCanvasOf(Lattice lattice, int rows, int cols, int row, int col)
{
    if (row < 0 || row >= rows || col < 0)
        return false;
    return lattice == Lattice::Triangle ? col <= row : col < cols;
}

} // namespace

bool PegDesign::inCanvas(int row, int col) const
{
    return inCanvasOf(m_lattice, m_rows, m_cols, row, col);
}

PegDesign::Cell PegDesign::cell(int row, int col) const
{
    if (!inCanvas(row, col) || row >= int(m_cells.size()) || col >= int(m_cells[std::size_t(row)].size()))
        return Cell::None;
    const Cell here = m_cells[std::size_t(row)][std::size_t(col)];
    return here == Cell::Unset ? Cell::None : here;
}

PegDesign::Cell &PegDesign::at(int row, int col)
{
    if (row >= int(m_cells.size()))
        m_cells.resize(std::size_t(row) + 1);
    auto &line = m_cells[std::size_t(row)];
    if (col >= int(line.size()))
        line.resize(std::size_t(col) + 1, Cell::Unset);
    return line[std::size_t(col)];
}

int PegDesign::holeCount() const
{
    int holes = 0;
    for (int row = 0; row < m_rows; ++row) {
        for (int col = 0; col < cols(); ++col) {
            const Cell here = cell(row, col);
            holes += here == Cell::Empty || here == Cell::Peg;
        }
    }
    return holes;
}

int PegDesign::pegCount() const
{
    int pegs = 0;
    for (int row = 0; row < m_rows; ++row) {
        for (int col = 0; col < cols(); ++col)
            pegs += cell(row, col) == Cell::Peg;
    }
    return pegs;
}

void PegDesign::admitNewCells(Lattice lattice, int rows, int cols)
{
    // The holes that stay in the canvas come first; those that come (back)
    // into it take what room is left.
    int holes = 0;
    for (int row = 0; row < m_rows; ++row) {
        for (int col = 0; inCanvas(row, col); ++col) {
            const Cell here = cell(row, col);
            holes += inCanvasOf(lattice, rows, cols, row, col) && (here == Cell::Empty || here == Cell::Peg);
        }
    }
    // They come a line at a time, whole or without holes, so the board never
    // ends in a ragged line where the room ran out: a row new to the canvas
    // is a line, and the cells that widen the rows it had are a line per column.
    std::map<int, std::vector<std::pair<int, int>>> columns;
    std::map<int, std::vector<std::pair<int, int>>> newRows;
    for (int row = 0; row < m_rows; ++row) {
        for (int col = 0; inCanvas(row, col); ++col) {
            if (inCanvasOf(lattice, rows, cols, row, col))
                continue;
            if (inCanvasOf(lattice, rows, cols, row, 0))
                columns[col].emplace_back(row, col);
            else
                newRows[row].emplace_back(row, col);
        }
    }
    for (const auto *lines : {&columns, &newRows}) {
        for (const auto &[index, line] : *lines)
            holes += admitLine(line, pb::pegs::kMaxHoles - holes);
    }
}

int PegDesign::admitLine(const std::vector<std::pair<int, int>> &line, int room)
{
    int holes = 0;
    for (const auto &[row, col] : line) {
        const Cell here = at(row, col);
        holes += here == Cell::Unset || here == Cell::Empty || here == Cell::Peg;
    }
    const bool fits = holes <= room;
    for (const auto &[row, col] : line) {
        Cell &here = at(row, col);
        if (!fits)
            here = Cell::None;
        else if (here == Cell::Unset)
            here = Cell::Peg;
    }
    return fits ? holes : 0;
}

void PegDesign::setLattice(Lattice lattice)
{
    if (lattice == m_lattice)
        return;
    const Lattice before = m_lattice;
    const int rows = m_rows, cols = m_cols;
    if (lattice == Lattice::Triangle)
        m_rows = std::max(m_rows, m_cols);
    else
        m_cols = m_rows;
    m_lattice = lattice;
    admitNewCells(before, rows, cols);
}

void PegDesign::setSize(int rows, int cols)
{
    const int rowsBefore = m_rows, colsBefore = m_cols;
    m_rows = std::clamp(rows, 1, m_largestExtent);
    if (m_lattice == Lattice::Square)
        m_cols = std::clamp(cols, 1, m_largestExtent);
    admitNewCells(m_lattice, rowsBefore, colsBefore);
}

bool PegDesign::toggleHole(int row, int col)
{
    if (!inCanvas(row, col))
        return false;
    Cell &here = at(row, col);
    if (here == Cell::Empty || here == Cell::Peg) {
        here = Cell::None;
        return true;
    }
    if (holeCount() >= pb::pegs::kMaxHoles)
        return false;
    here = Cell::Peg;
    return true;
}

bool PegDesign::togglePeg(int row, int col)
{
    const Cell now = cell(row, col);
    if (now != Cell::Empty && now != Cell::Peg)
        return false;
    at(row, col) = now == Cell::Peg ? Cell::Empty : Cell::Peg;
    return true;
}

std::shared_ptr<const PegGeometry> PegDesign::canvasGeometry() const
{
    std::vector<std::vector<bool>> mask;
    mask.resize(std::size_t(m_rows));
    for (int row = 0; row < m_rows; ++row) {
        for (int col = 0; inCanvas(row, col); ++col) {
            const Cell here = cell(row, col);
            mask[std::size_t(row)].push_back(here == Cell::Empty || here == Cell::Peg);
        }
    }
    return std::make_shared<const PegGeometry>(m_lattice, mask);
}

PegBits PegDesign::canvasPegs() const
{
    PegBits pegs = 0;
    int hole = 0;
    for (int row = 0; row < m_rows; ++row) {
        for (int col = 0; inCanvas(row, col); ++col) {
            const Cell here = cell(row, col);
            if (here == Cell::Peg)
                pegs |= bit(hole);
            hole += here == Cell::Empty || here == Cell::Peg;
        }
    }
    return pegs;
}

std::optional<PegPuzzle> PegDesign::board() const
{
    int top = INT_MAX, bottom = -1, left = INT_MAX, right = -1;
    for (int row = 0; row < m_rows; ++row) {
        for (int col = 0; inCanvas(row, col); ++col) {
            if (cell(row, col) == Cell::Empty || cell(row, col) == Cell::Peg) {
                top = std::min(top, row);
                bottom = std::max(bottom, row);
                left = std::min(left, col);
                right = std::max(right, col);
            }
        }
    }
    if (pegCount() == 0)
        return std::nullopt;
    // A square board loses its empty margins. A triangle's rows must keep their
    // lengths (row r has r + 1 cells), so it moves up and left along its
    // diagonal, which keeps every neighbour and every jump.
    const bool triangle = m_lattice == Lattice::Triangle;
    const int rowShift = triangle ? left : top;
    std::vector<std::vector<bool>> mask;
    PegBits pegs = 0;
    int hole = 0;
    for (int row = rowShift; row <= bottom; ++row) {
        mask.emplace_back();
        const int first = left;
        const int last = triangle ? row : right;
        for (int col = first; col <= last; ++col) {
            const Cell here = cell(row, col);
            const bool isHole = here == Cell::Empty || here == Cell::Peg;
            mask.back().push_back(isHole);
            if (here == Cell::Peg)
                pegs |= bit(hole);
            hole += isHole;
        }
    }
    return PegPuzzle(std::make_shared<const PegGeometry>(m_lattice, mask), pegs);
}
