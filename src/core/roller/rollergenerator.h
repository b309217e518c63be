#pragma once

#include "../common/generator.h"

namespace pb::roller {

// A board whose fewest rolls are exactly the number asked for (or one drawn
// from the difficulty's range of the size's largest distance), drawn
// uniformly from every board at that distance in the size's table of
// distances. Default size 4 x 4; one number is a square.
Generated generateRoller(const GenerateRequest &request, std::stop_token stop);

} // namespace pb::roller
