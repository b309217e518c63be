#pragma once

#include "fifteenboard.h"

#include <cstdint>

namespace pb::fifteen {

// A lower bound for boards of any size: the Manhattan distance plus two moves
// for every tile that must leave its home row or column to let the others of
// that line pass (linear conflicts, Hansson, Mayer and Yung 1992). In a line,
// of the tiles whose home is in that line, all but the longest run already in
// their home order must step out of the line and back; a row's detours are
// vertical moves and a column's horizontal ones, which the Manhattan distance
// does not count and which no other line counts again, so the sum never
// exceeds the fewest moves. To that it adds lastMoveDetour(). It has the
// parity of every solution's length.
int conflictBound(const FifteenBoard &board);

// Two moves when neither tile that can make a solution's last slide lies near
// the corner that slide empties (Korf and Taylor's last-moves rule, 1996). The
// last slide moves the tile whose home is left of the blank's home corner out
// of that corner to the left, or the one whose home is above it upwards. So
// the one that makes it first reaches the corner's column (or row): when the
// left one lies two or more columns left of the corner and the upper one two
// or more rows above it, that tile goes one line past its home and back, two
// sideways moves (up and down for the upper one) that its Manhattan distance
// does not count. Nor do the linear conflicts: the only sideways moves they
// count are those of tiles lying in their home column (up and down moves:
// home row), which these two do not. Tiles in reading order on a dim x dim
// board, 0 the blank.
int lastMoveDetour(const std::uint8_t *tiles, int dim);
int lastMoveDetour(const FifteenBoard &board);

// Of the tiles in `line` (`count` cells; a tile's position along the line
// where it lies in its home line, otherwise kOffLine), how many must step out
// of the line: `count` less the longest increasing run.
constexpr std::uint8_t kOffLine = 0xFF;
int lineExits(const std::uint8_t *positionsAlongHomeLine, int count);

// One step of lineExits(): a tile joins the piles of patience sorting, kept
// as their tops' bits (positions are distinct and below 16), given as the bit
// of its position along its home line, or 0 for none (no branch: the beam
// search calls this for most moves it scores). The longest increasing run is
// the number of piles.
inline void addToPiles(std::uint32_t &tops, int &piles, std::uint32_t positionBit)
{
    const std::uint32_t above = tops & ~(positionBit - 1);
    piles += int(above == 0 && positionBit != 0);
    tops = (tops & ~(above & (~above + 1))) | positionBit;
}

// The linear conflict moves of row `row` (or column, when `column` is true) of
// tiles in reading order on a dim x dim board (0 is the blank).
int lineConflictMoves(const std::uint8_t *tiles, int dim, int line, bool column);

} // namespace pb::fifteen
