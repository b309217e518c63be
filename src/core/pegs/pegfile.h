#pragma once

#include "../common/parseerror.h"
#include "pegpuzzle.h"

#include <string>
#include <string_view>

namespace pb::pegs {

// The .peg board file:
//   # comment lines anywhere
//   triangle            <- the lattice ("triangle"; "square" for other boards)
//   1                   <- one text row per board row: 1/o peg, 0/. empty hole,
//   1 1                    - no hole; whitespace between cells is ignored
//   1 0 1
// The original exercise's bare form is accepted too: 15 values 0/1 separated by whitespace,
// holes 0..14 of the 15-hole triangle in order.
Parsed<PegPuzzle> parsePegFile(std::string_view text);
std::string writePegFile(const PegPuzzle &puzzle);

} // namespace pb::pegs
