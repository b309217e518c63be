#pragma once

#include "../common/parseerror.h"
#include "../common/puzzle.h"
#include "nimpuzzle.h"

#include <memory>
#include <string>
#include <string_view>

namespace pb::nim {

// The .nim board file: one line of heap sizes (0 to 20, at most 8 heaps,
// heap A first) separated by spaces, optionally followed by the word `misere`
// (or `misère`, any case) for misère play. Lines starting with '#' and blank
// lines are ignored. The person moves first against the perfect computer.
//   # the original exercise's game
//   5 4 3
Parsed<NimPuzzle> parseNimFile(std::string_view text);
std::string writeNimFile(const NimPuzzle &puzzle);

// parseNimFile() for the registry of families.
Parsed<std::unique_ptr<Puzzle>> parseNimBoard(std::string_view text);

} // namespace pb::nim
