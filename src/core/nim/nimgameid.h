#pragma once

#include "../common/gameid.h"
#include "nimpuzzle.h"

namespace pb::nim {

// A Nim position's game ID body: the heaps from A on, separated by '-', then
// what differs from a perfect computer in normal play with the person to
// move, each after a '.': "misere", "computer" (to move), "fallible" (the
// computer makes mistakes), "seedN" (the mistakes' seed), in this order
// ("5-4-3", "7-0-2.misere.computer").
std::string gameIdBody(const NimPuzzle &puzzle);
std::unique_ptr<Puzzle> parseGameId(GameIdScanner &body);

} // namespace pb::nim
