#pragma once

namespace pb {

// The cores this process may run on (its affinity mask, as `taskset` sets
// it), at least 1: what a search that splits its work can count on.
int usableCores();

} // namespace pb
