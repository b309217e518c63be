#pragma once

#include "../search/assessment.h"
#include "peggeometry.h"
#include "pegproved.h"

#include <cstdint>
#include <optional>
#include <stop_token>
#include <string>

namespace pb::pegs {

// The holes of `holes` for a message: "4, 9, 13".
std::string holeList(PegBits holes);

// The pictures the pegs coach draws to show why one peg can no longer be left
// (pb::ProofDrawing), each built from the core's own proof.

// Position classes, when the class argument leaves no hole for a last peg
// (classFinishCandidates() is empty) and two of its invariant masks A and B,
// each holding an even number of pegs, cover the board: Conway's three
// colours. groups: 1 on A only, 2 on B only, 3 on both (A, B and A xor B are
// invariants, so every jump touches one hole of each colour and changes each
// colour's count by one). `now`: the colours holding an odd number of pegs,
// 0 or 3, which stays 0 or 3; `goal`: 1, what one last peg makes it. Nothing
// when no such pair exists (the reason alone then says it).
std::optional<ProofDrawing> positionClassProof(const PegGeometry &geometry, PegBits pegs);

// A pagoda function that keeps a last peg out of every hole in `candidates`
// (the holes the class argument leaves), or nothing when no single pagoda
// found covers them all. labels: the weights; goalCells: the candidates; now:
// the pegs' weight; goal: the least weight of a candidate, which is more.
// Tries no further pagoda once `stop` is requested.
std::optional<ProofDrawing> pagodaProof(const PegGeometry &geometry, PegBits pegs, PegBits candidates,
                                        const std::stop_token &stop);

// An exhaustive search of `positions` found no line; `command` repeats it.
ProofDrawing searchProof(std::uint64_t positions, std::string command);

// A start recorded in pegproved.h: the bench search that proved it, with the
// command that repeats it for `emptyHole`.
ProofDrawing recordProof(const ProvedNoLine &record, int emptyHole);

} // namespace pb::pegs
