#pragma once

#include "search24.h"

namespace pb::fifteen {

// The 5 x 5 solved backwards: solveWeighted5() looks for a way from the goal
// to the start, which reversed is a solution. The board is turned or
// mirrored so that the start's blank lies nearest the blank's home, the
// blank is walked home from there, and the tiles are renamed so that this
// walked start is the tables' goal: the goal, turned and renamed, is the
// position searched. The tables judge every position by its distance to the
// start, not to the goal, so the search takes a different course from the
// forward one over the same board, and on some boards a much shorter one.
// The line returned begins with the walk (some moves that a polish may
// take back). Its lowerBound is the search's less the walk's moves, also
// when the search gives no line.
Search24Result solveBackwards5(const std::array<std::uint8_t, Pattern24::kCells> &tiles, const Pattern24 &tables,
                               const Search24Limits &limits, std::stop_token stop, Progress &progress);

} // namespace pb::fifteen
