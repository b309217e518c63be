#pragma once

#include "peggeometry.h"

#include <optional>
#include <vector>

namespace pb::pegs {

// A pagoda function (resource count): a weight per hole such that
// w(from) + w(over) >= w(to) for every jump, so the total weight of the pegs
// never grows. A position whose weight is below the target's can never reach it.
using PagodaWeights = std::vector<int>;

int pagodaValue(const PagodaWeights &weights, PegBits pegs);

// A pagoda function that proves `target` unreachable from `pegs`, or nothing.
// Found by linear programming (maximise w(target) - w(pegs) over the pagoda
// functions with weights in [-1, 1]) and then checked exactly in integers, so
// a returned pagoda is a proof whatever the rounding of the search.
std::optional<PagodaWeights> findPagoda(const PegGeometry &geometry, PegBits pegs, PegBits target);

} // namespace pb::pegs
