#include "peggeometry.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <stdexcept>

namespace pb::pegs {

namespace {

struct Direction {
    int dr;
    int dc;
};

// Jumps are generated from lattice directions rather than listed, so any shape
// read from a file gets exactly the jumps its holes allow.
constexpr std::array<Direction, 4> kSquareDirections{{{0, 1}, {0, -1}, {1, 0}, {-1, 0}}};
// In the left-aligned triangle layout the six neighbours of (r, c) are
// (r, c±1), (r±1, c) and (r+1, c+1), (r-1, c-1); (r+1, c-1) is not adjacent.
constexpr std::array<Direction, 6> kTriangleDirections{
    {{0, 1}, {0, -1}, {1, 0}, {-1, 0}, {1, 1}, {-1, -1}}};

} // namespace

PegGeometry::PegGeometry(Lattice lattice, const std::vector<std::vector<bool>> &holeMask)
    : m_lattice(lattice)
    , m_rows(int(holeMask.size()))
{
    if (holeMask.size() > std::size_t(kMaxExtent))
        throw std::invalid_argument("PegGeometry: more rows than kMaxExtent");
    m_index.resize(holeMask.size());
    for (std::size_t r = 0; r < holeMask.size(); ++r) {
        if (holeMask[r].size() > std::size_t(kMaxExtent))
            throw std::invalid_argument("PegGeometry: a row longer than kMaxExtent");
        m_cols = std::max(m_cols, int(holeMask[r].size()));
        m_index[r].assign(holeMask[r].size(), -1);
        for (std::size_t c = 0; c < holeMask[r].size(); ++c) {
            if (!holeMask[r][c])
                continue;
            if (m_holes.size() == std::size_t(kMaxHoles))
                throw std::invalid_argument("PegGeometry: more holes than PegBits can hold");
            m_index[r][c] = int(m_holes.size());
            m_holes.push_back(Cell{int(r), int(c)});
        }
    }

    auto addJumps = [this](const auto &directions) {
        for (int from = 0; from < holeCount(); ++from) {
            const Cell cell = m_holes[std::size_t(from)];
            for (const Direction d : directions) {
                const int over = holeAt(cell.row + d.dr, cell.col + d.dc);
                const int to = holeAt(cell.row + 2 * d.dr, cell.col + 2 * d.dc);
                if (over >= 0 && to >= 0)
                    m_jumps.push_back(Jump{from, over, to});
            }
        }
    };
    if (lattice == Lattice::Square)
        addJumps(kSquareDirections);
    else
        addJumps(kTriangleDirections);
}

std::shared_ptr<const PegGeometry> PegGeometry::triangle(int side)
{
    std::vector<std::vector<bool>> mask;
    for (int r = 0; r < side; ++r)
        mask.emplace_back(std::size_t(r + 1), true);
    return std::make_shared<const PegGeometry>(Lattice::Triangle, mask);
}

std::shared_ptr<const PegGeometry> PegGeometry::rectangle(int rows, int cols)
{
    const std::vector<std::vector<bool>> mask(std::size_t(std::max(rows, 0)),
                                              std::vector<bool>(std::size_t(std::max(cols, 0)), true));
    return std::make_shared<const PegGeometry>(Lattice::Square, mask);
}

std::shared_ptr<const PegGeometry> PegGeometry::english()
{
    std::vector<std::vector<bool>> mask(7, std::vector<bool>(7, false));
    for (int r = 0; r < 7; ++r) {
        for (int c = 0; c < 7; ++c)
            mask[std::size_t(r)][std::size_t(c)] = (r >= 2 && r <= 4) || (c >= 2 && c <= 4);
    }
    return std::make_shared<const PegGeometry>(Lattice::Square, mask);
}

std::shared_ptr<const PegGeometry> PegGeometry::european()
{
    // The English cross plus the four inner corners (1,1), (1,5), (5,1), (5,5).
    std::vector<std::vector<bool>> mask(7, std::vector<bool>(7, false));
    for (int r = 0; r < 7; ++r) {
        for (int c = 0; c < 7; ++c) {
            const int dr = std::abs(r - 3), dc = std::abs(c - 3);
            mask[std::size_t(r)][std::size_t(c)] = dr <= 1 || dc <= 1 || (dr == 2 && dc == 2);
        }
    }
    return std::make_shared<const PegGeometry>(Lattice::Square, mask);
}

std::shared_ptr<const PegGeometry> PegGeometry::wiegleb()
{
    std::vector<std::vector<bool>> mask(9, std::vector<bool>(9, false));
    for (int r = 0; r < 9; ++r) {
        for (int c = 0; c < 9; ++c)
            mask[std::size_t(r)][std::size_t(c)] = (r >= 3 && r <= 5) || (c >= 3 && c <= 5);
    }
    return std::make_shared<const PegGeometry>(Lattice::Square, mask);
}

std::shared_ptr<const PegGeometry> PegGeometry::diamond()
{
    std::vector<std::vector<bool>> mask(9, std::vector<bool>(9, false));
    for (int r = 0; r < 9; ++r) {
        for (int c = 0; c < 9; ++c)
            mask[std::size_t(r)][std::size_t(c)] = std::abs(r - 4) + std::abs(c - 4) <= 4;
    }
    return std::make_shared<const PegGeometry>(Lattice::Square, mask);
}

PegBits PegGeometry::allHoles() const
{
    return holeCount() == kMaxHoles ? ~PegBits(0) : bit(holeCount()) - 1;
}

int PegGeometry::holeAt(int row, int col) const
{
    if (row < 0 || row >= m_rows || col < 0)
        return -1;
    const auto &line = m_index[std::size_t(row)];
    return col < int(line.size()) ? line[std::size_t(col)] : -1;
}

std::vector<Jump> PegGeometry::jumpsFrom(int hole) const
{
    std::vector<Jump> result;
    for (const Jump &jump : m_jumps) {
        if (jump.from == hole)
            result.push_back(jump);
    }
    return result;
}

const Jump *PegGeometry::findJump(int from, int to) const
{
    const auto it = std::find_if(m_jumps.begin(), m_jumps.end(),
                                 [&](const Jump &j) { return j.from == from && j.to == to; });
    return it == m_jumps.end() ? nullptr : &*it;
}

bool PegGeometry::isTriangle() const
{
    if (m_lattice != Lattice::Triangle || m_rows == 0 || holeCount() != m_rows * (m_rows + 1) / 2)
        return false;
    for (int r = 0; r < m_rows; ++r) {
        if (int(m_index[std::size_t(r)].size()) != r + 1)
            return false;
    }
    return true;
}

// The holes decide everything else (numbering, jumps), so trailing no-hole
// cells or rows that a file may or may not spell out do not make two boards
// different.
bool PegGeometry::operator==(const PegGeometry &other) const
{
    return m_lattice == other.m_lattice && m_holes == other.m_holes;
}

} // namespace pb::pegs
