#include "pegproved.h"

#include "pegsearch_p.h"

#include <array>

namespace pb::pegs {

namespace {

struct Record {
    int emptyHole; // the start: every hole but this one (or an image) taken
    ProvedNoLine proof;
};

// The 41-hole diamond's two starts that Solve's searches cannot decide
// (issue 29): a corner empty, and hole 12 (three rows below the top) empty.
// bench/pegdiamond.cpp emptied the 2-peg level of each, keeping 165,575,617
// and 396,414,971 positions over all levels (docs/benchmarks.md).
constexpr std::array kDiamond{
    Record{0, {165575617, "bench/pegdiamond.cpp"}},
    Record{12, {396414971, "bench/pegdiamond.cpp"}},
};

} // namespace

std::optional<ProvedNoLine> provedNoLine(const PegGeometry &geometry, PegBits pegs)
{
    static const auto diamond = PegGeometry::diamond();
    if (!(geometry == *diamond) || pegCount(pegs) != geometry.holeCount() - 1)
        return std::nullopt;
    const PegBits empty = geometry.allHoles() & ~pegs;
    const detail::Symmetries symmetries(geometry, 0);
    for (const Record &record : kDiamond) {
        if (symmetries.orbit(bit(record.emptyHole)) & empty)
            return record.proof;
    }
    return std::nullopt;
}

} // namespace pb::pegs
