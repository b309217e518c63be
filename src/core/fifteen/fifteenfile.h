#pragma once

#include "../common/parseerror.h"
#include "fifteenboard.h"

#include <string>
#include <string_view>

namespace pb::fifteen {

// The .fif board file:
//   4                  <- the size d, from 3 to 9
//   15 14 13 12        <- d rows of d numbers separated by spaces: the tiles
//   11 10  9  8           1 .. d*d-1 once each and one blank, written 0 or _
//    7  6  5  4
//    3  1  2  _
// Lines starting with '#' and empty lines are skipped. The position does not
// have to be solvable: the solver says why when it is not.
Parsed<FifteenBoard> parseFifteenFile(std::string_view text);
std::string writeFifteenFile(const FifteenBoard &board);

} // namespace pb::fifteen
