#pragma once

#include "peggeometry.h"

#include <cstdint>
#include <optional>

namespace pb::pegs {

// A start proved to leave one peg nowhere by a search far longer than Solve's
// budget allows: a bench program run once, its command and counts recorded in
// docs/benchmarks.md. Solve names it as the proof instead of answering
// `limit`.
struct ProvedNoLine {
    std::uint64_t positions = 0; // the positions that search kept, all levels
    const char *program = "";    // the bench program that searched
};

// The record for `pegs` on `geometry`, mirror images included, or nothing.
std::optional<ProvedNoLine> provedNoLine(const PegGeometry &geometry, PegBits pegs);

} // namespace pb::pegs
