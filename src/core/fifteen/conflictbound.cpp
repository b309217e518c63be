#include "conflictbound.h"

#include <algorithm>
#include <array>

namespace pb::fifteen {

int lineExits(const std::uint8_t *positionsAlongHomeLine, int count)
{
    static_assert(kMaxDim <= 16);
    std::uint32_t tops = 0;
    int piles = 0;
    int inLine = 0;
    for (int i = 0; i < count; ++i) {
        const std::uint8_t position = positionsAlongHomeLine[i];
        if (position == kOffLine)
            continue;
        ++inLine;
        addToPiles(tops, piles, std::uint32_t(1) << position);
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

int lastMoveDetour(const std::uint8_t *tiles, int dim)
{
    const int cells = dim * dim;
    // The tiles whose homes are left of and above the blank's home corner.
    const int leftTile = cells - 1;
    const int aboveTile = cells - dim;
    int leftColumn = 0;
    int aboveRow = 0;
    for (int cell = 0; cell < cells; ++cell) {
        if (tiles[cell] == leftTile)
            leftColumn = cell % dim;
        else if (tiles[cell] == aboveTile)
            aboveRow = cell / dim;
    }
    return leftColumn <= dim - 3 && aboveRow <= dim - 3 ? 2 : 0;
}

namespace {

std::array<std::uint8_t, kMaxCells> tilesOf(const FifteenBoard &board)
{
    std::array<std::uint8_t, kMaxCells> tiles{};
    for (int cell = 0; cell < board.cellCount(); ++cell)
        tiles[std::size_t(cell)] = std::uint8_t(board.tileAt(cell));
    return tiles;
}

} // namespace

int lastMoveDetour(const FifteenBoard &board)
{
    return lastMoveDetour(tilesOf(board).data(), board.dim());
}

int conflictBound(const FifteenBoard &board)
{
    const int dim = board.dim();
    const auto tiles = tilesOf(board);
    int bound = board.manhattan();
    for (int line = 0; line < dim; ++line)
        bound += lineConflictMoves(tiles.data(), dim, line, false) + lineConflictMoves(tiles.data(), dim, line, true);
    return bound + lastMoveDetour(tiles.data(), dim);
}

} // namespace pb::fifteen
