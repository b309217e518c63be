#pragma once

#include "../common/generator.h"

namespace pb::fifteen {

// 3 x 3: a position whose fewest slides are exactly N (1..31), drawn
// uniformly from the table of all positions. 4 x 4: exactly N (1..50), the
// position N slides from the goal on an optimal solution of a random walk
// or a random board. 5 x 5 and larger: N random slides from the goal (none
// undoing the one before), the fewest not known. Default 4 x 4.
Generated generateFifteen(const GenerateRequest &request, std::stop_token stop);

// The largest N generateFifteen() takes for a `dim` x `dim` board.
int largestGeneratedMoves(int dim);
// Whether generateFifteen()'s N is the made board's fewest slides (3 x 3 and
// 4 x 4), rather than the random slides that made it.
bool generatesFewestSlides(int dim);

} // namespace pb::fifteen
