#include "fifteenboard.h"

#include <algorithm>
#include <cstdlib>
#include <random>
#include <utility>

namespace pb::fifteen {

FifteenBoard::FifteenBoard(int dim)
    : m_dim(dim)
    , m_blank(dim * dim - 1)
{
    for (int cell = 0; cell + 1 < cellCount(); ++cell)
        m_cells[std::size_t(cell)] = std::uint8_t(cell + 1);
}

FifteenBoard::FifteenBoard(int dim, const std::vector<int> &tiles)
    : m_dim(dim)
    , m_blank(0)
{
    for (int cell = 0; cell < cellCount(); ++cell) {
        m_cells[std::size_t(cell)] = std::uint8_t(tiles[std::size_t(cell)]);
        if (tiles[std::size_t(cell)] == 0)
            m_blank = cell;
    }
}

FifteenBoard FifteenBoard::classicStart(int dim)
{
    std::vector<int> tiles(std::size_t(dim * dim));
    for (int cell = 0; cell < dim * dim; ++cell)
        tiles[std::size_t(cell)] = dim * dim - 1 - cell;
    if ((dim * dim) % 2 == 0)
        std::swap(tiles[std::size_t(dim * dim - 3)], tiles[std::size_t(dim * dim - 2)]);
    return FifteenBoard(dim, tiles);
}

FifteenBoard FifteenBoard::randomSolvable(int dim, std::uint64_t seed)
{
    std::mt19937_64 random(seed);
    const int cells = dim * dim;
    for (;;) {
        std::vector<int> tiles(static_cast<std::size_t>(cells));
        for (int i = 0; i < cells; ++i)
            tiles[std::size_t(i)] = i;
        // Fisher-Yates by hand: std::shuffle's algorithm is unspecified, and a
        // fixed seed must give the same boards with every standard library.
        for (int i = cells - 1; i > 0; --i) {
            const auto j = int(random() % std::uint64_t(i + 1));
            std::swap(tiles[std::size_t(i)], tiles[std::size_t(j)]);
        }
        FifteenBoard board(dim, tiles);
        if (!board.isSolvable()) {
            // Swapping the first two tiles (skipping the blank) pairs every
            // unsolvable board with exactly one solvable board, so folding the
            // unsolvable half onto the solvable half keeps the draw uniform.
            int first = board.m_blank == 0 ? 1 : 0;
            int second = first + 1 == board.m_blank ? first + 2 : first + 1;
            std::swap(board.m_cells[std::size_t(first)], board.m_cells[std::size_t(second)]);
        }
        if (!board.isGoal())
            return board;
    }
}

int FifteenBoard::cellOf(int tile) const
{
    for (int cell = 0; cell < cellCount(); ++cell) {
        if (m_cells[std::size_t(cell)] == tile)
            return cell;
    }
    return -1;
}

bool FifteenBoard::isGoal() const
{
    for (int cell = 0; cell + 1 < cellCount(); ++cell) {
        if (m_cells[std::size_t(cell)] != cell + 1)
            return false;
    }
    return true;
}

std::vector<int> FifteenBoard::movableTiles() const
{
    std::vector<int> tiles;
    const int row = m_blank / m_dim;
    const int col = m_blank % m_dim;
    if (row > 0)
        tiles.push_back(tileAt(m_blank - m_dim));
    if (row + 1 < m_dim)
        tiles.push_back(tileAt(m_blank + m_dim));
    if (col > 0)
        tiles.push_back(tileAt(m_blank - 1));
    if (col + 1 < m_dim)
        tiles.push_back(tileAt(m_blank + 1));
    std::sort(tiles.begin(), tiles.end());
    return tiles;
}

bool FifteenBoard::canSlide(int tile) const
{
    if (tile < 1 || tile >= cellCount())
        return false;
    const int cell = cellOf(tile);
    return std::abs(cell / m_dim - m_blank / m_dim) + std::abs(cell % m_dim - m_blank % m_dim) == 1;
}

void FifteenBoard::slide(int tile)
{
    moveBlankTo(cellOf(tile));
}

void FifteenBoard::moveBlankTo(int cell)
{
    m_cells[std::size_t(m_blank)] = m_cells[std::size_t(cell)];
    m_cells[std::size_t(cell)] = 0;
    m_blank = cell;
}

void FifteenBoard::swapCells(int a, int b)
{
    std::swap(m_cells[std::size_t(a)], m_cells[std::size_t(b)]);
    if (m_blank == a)
        m_blank = b;
    else if (m_blank == b)
        m_blank = a;
}

FifteenBoard FifteenBoard::mirroredInDiagonal() const
{
    std::vector<int> tiles(static_cast<std::size_t>(cellCount()));
    for (int cell = 0; cell < cellCount(); ++cell) {
        const int tile = tileAt(cell);
        tiles[std::size_t(diagonalMirror(cell, m_dim))] = tile == 0 ? 0 : diagonalMirror(tile - 1, m_dim) + 1;
    }
    return FifteenBoard(m_dim, tiles);
}

int FifteenBoard::manhattan() const
{
    int sum = 0;
    for (int cell = 0; cell < cellCount(); ++cell) {
        const int tile = m_cells[std::size_t(cell)];
        if (tile == 0)
            continue;
        const int home = tile - 1;
        sum += std::abs(cell / m_dim - home / m_dim) + std::abs(cell % m_dim - home % m_dim);
    }
    return sum;
}

int FifteenBoard::misplacedCount() const
{
    int count = 0;
    for (int cell = 0; cell + 1 < cellCount(); ++cell)
        count += m_cells[std::size_t(cell)] != cell + 1;
    return count;
}

bool FifteenBoard::permutationIsOdd() const
{
    // Count the cycles of cell -> home of the tile in it; a permutation of n
    // elements with c cycles has parity n - c.
    std::array<bool, kMaxCells> seen{};
    int cycles = 0;
    for (int cell = 0; cell < cellCount(); ++cell) {
        if (seen[std::size_t(cell)])
            continue;
        ++cycles;
        for (int at = cell; !seen[std::size_t(at)]; at = homeOf(m_cells[std::size_t(at)]))
            seen[std::size_t(at)] = true;
    }
    return (cellCount() - cycles) % 2 != 0;
}

bool FifteenBoard::isSolvable() const
{
    const int home = cellCount() - 1;
    const int blankDistance = std::abs(m_blank / m_dim - home / m_dim) + std::abs(m_blank % m_dim - home % m_dim);
    return permutationIsOdd() == (blankDistance % 2 != 0);
}

std::optional<Message> FifteenBoard::unsolvableReason() const
{
    if (isSolvable())
        return std::nullopt;
    // Two texts rather than "odd"/"even" arguments, so each reads naturally
    // once translated.
    if (permutationIsOdd()) {
        return message("fifteen",
                       PB_TRANSLATE_NOOP("fifteen", "This position cannot be solved: its tiles are an odd number of swaps away from the goal, while the blank is an even number of steps from its home in the bottom-right corner. Each slide changes both counts by one, so they never become even together, as the goal needs. Swapping any two tiles would make it solvable."));
    }
    return message("fifteen",
                   PB_TRANSLATE_NOOP("fifteen", "This position cannot be solved: its tiles are an even number of swaps away from the goal, while the blank is an odd number of steps from its home in the bottom-right corner. Each slide changes both counts by one, so they never become even together, as the goal needs. Swapping any two tiles would make it solvable."));
}

} // namespace pb::fifteen
