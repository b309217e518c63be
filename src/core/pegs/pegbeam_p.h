#pragma once

// The heuristic first search of the peg solver's portfolio (pegsolver.cpp).
// Private to src/core/pegs.

#include "../search/progress.h"
#include "pegsearch_p.h"

#include <cstdint>
#include <optional>
#include <stop_token>
#include <vector>

namespace pb::pegs::detail {

enum class BeamOutcome { Found, NotFound, Stopped };

struct BeamRun {
    BeamOutcome outcome = BeamOutcome::NotFound;
    std::vector<int> path; // Found: indices into PegGeometry::jumps()
    std::uint64_t nodes = 0;
};

// Beam search: level by level (each jump removes one peg), every position of
// the level is expanded, mirror images merged, and only the `width` most
// promising children are kept — compact groups of pegs (few peg–hole
// boundaries, no peg without a neighbour) come first. It looks for `pegs`
// pegs, in `hole` when set. Not exhaustive: NotFound proves nothing, so the
// caller falls back to an exact search. A line it finds is a sequence of
// legal jumps by construction; the solver still replays it.
// Widths are tried from 1 to `maxWidth`, each twice the last, so the beam is
// never much wider than the start needs; within `budgetBytes`; `stop` and
// `lane` (a race it may have lost) are polled every few hundred positions.
// Its ties are broken by position, so a run is the same every time.
BeamRun beamSearch(const PegGeometry &geometry, const std::vector<CompiledJump> &jumps, PegBits start, int pegs,
                   std::optional<PegBits> hole, std::size_t maxWidth, std::size_t budgetBytes,
                   std::stop_token stop, RaceLane lane, Progress &progress);

} // namespace pb::pegs::detail
