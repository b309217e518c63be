#include "conflictbound.h"

#include <algorithm>
#include <array>

namespace pb::fifteen {

int lineExits(const std::uint8_t *positionsAlongHomeLine, int count)
{
    // Patience sorting, with the piles' tops as bits: positions are distinct
    // and below 16, so each tile replaces the least top above it or starts a
    // pile, and the piles are as many as the longest increasing run. The beam
    // search calls this for most moves it scores.
    static_assert(kMaxDim <= 16);
    std::uint32_t tops = 0;
    int inLine = 0;
    int piles = 0;
    for (int i = 0; i < count; ++i) {
        const std::uint8_t position = positionsAlongHomeLine[i];
        if (position == kOffLine)
            continue;
        ++inLine;
        const std::uint32_t above = tops & (~std::uint32_t(0) << position);
        piles += above == 0;
        tops = (tops & ~(above & (~above + 1))) | (std::uint32_t(1) << position);
    }
    return inLine - piles;
}

int lineConflictMoves(const std::uint8_t *tiles, int dim, int line, bool column)
{
    std::array<std::uint8_t, kMaxDim> positions{};
    for (int i = 0; i < dim; ++i) {
        const int cell = column ? i * dim + line : line * dim + i;
        const int tile = tiles[cell];
        positions[std::size_t(i)] = kOffLine;
        if (tile == 0)
            continue;
        const int home = tile - 1;
        if (column && home % dim == line)
            positions[std::size_t(i)] = std::uint8_t(home / dim);
        else if (!column && home / dim == line)
            positions[std::size_t(i)] = std::uint8_t(home % dim);
    }
    return 2 * lineExits(positions.data(), dim);
}

int conflictBound(const FifteenBoard &board)
{
    const int dim = board.dim();
    std::array<std::uint8_t, kMaxCells> tiles{};
    for (int cell = 0; cell < board.cellCount(); ++cell)
        tiles[std::size_t(cell)] = std::uint8_t(board.tileAt(cell));
    int bound = board.manhattan();
    for (int line = 0; line < dim; ++line)
        bound += lineConflictMoves(tiles.data(), dim, line, false) + lineConflictMoves(tiles.data(), dim, line, true);
    return bound;
}

} // namespace pb::fifteen
