#pragma once

#include "../common/parseerror.h"
#include "rollerpuzzle.h"

#include <memory>
#include <string>
#include <string_view>

namespace pb::roller {

// The original exercise's .rbd file:
//   5 4        <- height (rows) then width (columns), each 1..6
//   0000       <- `height` rows of `width` cells, '0' or '1',
//   1100          with exactly `width` ones in all
//   1000
//   0100
//   0000
// Trailing whitespace on a line, a final newline and blank lines after the
// board are accepted (so are CRLF line ends, and a UTF-8 byte order mark,
// which pb::parseBoard() drops before this parser runs); anything else is
// refused with the line and column of the first fault.
Parsed<RollerPuzzle> parseRollerFile(std::string_view text);
std::string writeRollerFile(const RollerPuzzle &puzzle);
// parseRollerFile() for the family registry.
Parsed<std::unique_ptr<Puzzle>> parseRollerBoard(std::string_view text);

} // namespace pb::roller
