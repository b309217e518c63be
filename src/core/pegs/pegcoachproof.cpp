#include "pegcoachproof.h"

#include "pegclassify.h"
#include "pegpagoda.h"

#include <algorithm>
#include <array>
#include <climits>
#include <string>

namespace pb::pegs {

namespace {

// Past this many invariants only the basis and its pairs are tried: the
// classic boards have 2 (triangle) or 4 (square lattice).
constexpr std::size_t kEnumeratedInvariants = 10;

// The invariant masks holding an even number of `pegs`: the whole span of
// the basis on small bases, else the basis and the sums of its pairs.
std::vector<PegBits> evenInvariants(const std::vector<PegBits> &basis, PegBits pegs)
{
    std::vector<PegBits> span;
    if (basis.size() <= kEnumeratedInvariants) {
        for (std::size_t combination = 1; combination < (std::size_t(1) << basis.size()); ++combination) {
            PegBits mask = 0;
            for (std::size_t i = 0; i < basis.size(); ++i) {
                if (combination & (std::size_t(1) << i))
                    mask ^= basis[i];
            }
            span.push_back(mask);
        }
    } else {
        for (std::size_t i = 0; i < basis.size(); ++i) {
            span.push_back(basis[i]);
            for (std::size_t j = i + 1; j < basis.size(); ++j)
                span.push_back(basis[i] ^ basis[j]);
        }
    }
    std::erase_if(span, [pegs](PegBits mask) { return pegCount(pegs & mask) % 2 != 0; });
    return span;
}

} // namespace

std::string holeList(PegBits holes)
{
    std::string text;
    for (; holes; holes &= holes - 1) {
        if (!text.empty())
            text += ", ";
        text += std::to_string(lowestHole(holes));
    }
    return text;
}

std::optional<ProofDrawing> positionClassProof(const PegGeometry &geometry, PegBits pegs)
{
    const PegBits all = geometry.allHoles();
    const std::vector<PegBits> even = evenInvariants(parityInvariants(geometry), pegs);
    for (std::size_t i = 0; i < even.size(); ++i) {
        for (std::size_t j = i + 1; j < even.size(); ++j) {
            const PegBits a = even[i];
            const PegBits b = even[j];
            if ((a | b) != all)
                continue;
            ProofDrawing drawing;
            drawing.kind = ProofDrawing::Kind::PositionClass;
            drawing.groups.assign(std::size_t(geometry.holeCount()), 0);
            std::array<int, 3> counts{};
            for (int hole = 0; hole < geometry.holeCount(); ++hole) {
                const int group = ((a >> hole) & 1) + 2 * int((b >> hole) & 1);
                drawing.groups[std::size_t(hole)] = group;
                if (pegs & bit(hole))
                    ++counts[std::size_t(group - 1)];
            }
            const bool odd = counts[0] % 2 != 0;
            drawing.now = odd ? 3 : 0;
            drawing.goal = 1;
            const std::vector<std::string> shown{std::to_string(counts[0]), std::to_string(counts[1]),
                                                 std::to_string(counts[2])};
            drawing.sentences = {
                message("pegs", PB_TRANSLATE_NOOP("pegs", "The holes are coloured by position class (the rule of three): every jump touches one hole of each colour, so it changes the number of pegs on each colour by one.")),
                odd ? message("pegs", PB_TRANSLATE_NOOP("pegs", "So the three counts turn odd or even together. Now they are %1, %2 and %3 pegs: all odd."), shown)
                    : message("pegs", PB_TRANSLATE_NOOP("pegs", "So the three counts turn odd or even together. Now they are %1, %2 and %3 pegs: all even."), shown),
                message("pegs", PB_TRANSLATE_NOOP("pegs", "One last peg would need one colour with a peg and two without: one odd count and two even ones.")),
            };
            return drawing;
        }
    }
    return std::nullopt;
}

std::optional<ProofDrawing> pagodaProof(const PegGeometry &geometry, PegBits pegs, PegBits candidates,
                                        const std::stop_token &stop)
{
    for (PegBits tried = candidates; tried && !stop.stop_requested(); tried &= tried - 1) {
        const std::optional<PagodaWeights> weights = findPagoda(geometry, pegs, bit(lowestHole(tried)));
        if (!weights)
            continue;
        const int now = pagodaValue(*weights, pegs);
        int goal = INT_MAX;
        for (PegBits hole = candidates; hole; hole &= hole - 1)
            goal = std::min(goal, (*weights)[std::size_t(lowestHole(hole))]);
        if (goal <= now)
            continue;
        ProofDrawing drawing;
        drawing.kind = ProofDrawing::Kind::Pagoda;
        for (const int weight : *weights)
            drawing.labels.emplace_back(weight);
        for (PegBits hole = candidates; hole; hole &= hole - 1)
            drawing.goalCells.push_back(lowestHole(hole));
        drawing.now = now;
        drawing.goal = goal;
        drawing.sentences = {
            message("pegs", PB_TRANSLATE_NOOP("pegs", "The number on each hole is its weight; the pegs weigh the sum of the numbers under them.")),
            message("pegs", PB_TRANSLATE_NOOP("pegs", "A jump never raises the weight: the holes a peg jumps from and over weigh at least as much as the hole it lands in.")),
            message("pegs",
                    pegCount(candidates) == 1
                        ? PB_TRANSLATE_NOOP("pegs", "The pegs weigh %1 now; one last peg in hole %2 would weigh %3.")
                        : PB_TRANSLATE_NOOP("pegs", "The pegs weigh %1 now; one last peg in any of the holes %2 would weigh at least %3."),
                    {std::to_string(now), holeList(candidates), std::to_string(goal)}),
        };
        if (candidates != geometry.allHoles()) {
            drawing.sentences.push_back(message("pegs", PB_TRANSLATE_NOOP("pegs", "The position class (the rule of three) keeps a last peg out of every other hole.")));
        }
        return drawing;
    }
    return std::nullopt;
}

ProofDrawing searchProof(std::uint64_t positions, std::string command)
{
    ProofDrawing drawing;
    drawing.kind = ProofDrawing::Kind::Search;
    drawing.searched = positions;
    drawing.command = std::move(command);
    drawing.sentences = {
        countMessage("pegs", PB_TRANSLATE_N_NOOP("pegs", "A search of every line from here, %n position(s), found none that leaves one peg."), (long long)positions),
    };
    return drawing;
}

ProofDrawing recordProof(const ProvedNoLine &record, int emptyHole)
{
    ProofDrawing drawing;
    drawing.kind = ProofDrawing::Kind::Search;
    drawing.searched = record.positions;
    // The bench is built with -DPUZZLEBOX_BENCHMARKS=ON; its runs are in
    // docs/benchmarks.md.
    drawing.command = "build/bin/pegdiamond forward " + std::to_string(emptyHole);
    drawing.sentences = {
        countMessage("pegs", PB_TRANSLATE_N_NOOP("pegs", "A search of every line from this start, %n position(s), run once by the program %1, found none that leaves one peg."),
                     (long long)record.positions, {record.program}),
    };
    return drawing;
}

} // namespace pb::pegs
