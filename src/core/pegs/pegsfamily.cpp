#include "../common/registry.h"
#include "pegfile.h"

namespace pb {

namespace {

Parsed<PuzzlePtr> parsePegs(std::string_view text)
{
    auto parsed = pegs::parsePegFile(text);
    if (auto *error = std::get_if<ParseError>(&parsed))
        return std::move(*error);
    return std::make_unique<pegs::PegPuzzle>(std::move(std::get<pegs::PegPuzzle>(parsed)));
}

} // namespace

PB_FAMILY(pegs)
{
    static const FamilyInfo info{
        pegs::PegPuzzle::kFamily,
        "peg",
        PB_TRANSLATE_NOOP("Family", "Peg solitaire"),
        parsePegs,
        "triangle\n1\n1 1\n1 0 1\n1 1 1 1\n1 1 1 1 1\n",
        FamilyTerms{
            "pegs",
            PB_TRANSLATE_N_NOOP("pegs", "The last peg can finish in %n hole(s): %1."),
            PB_TRANSLATE_NOOP("pegs", "No hole: from this position no line of jumps leaves a single peg."),
            PB_TRANSLATE_NOOP("pegs", "The search gave up; the last peg can finish in %1, and the other holes are undecided."),
            "finishHoles",
            PB_TRANSLATE_N_NOOP("pegs", "%n distinct solution(s) from this position."),
            PB_TRANSLATE_NOOP("pegs", "No line of jumps from this position leaves a single peg."),
            PB_TRANSLATE_NOOP("pegs", "Fewest pegs that can be left: %1"),
            "pegsLeft",
            PB_TRANSLATE_N_NOOP("pegs", "%n jump(s)"),
            true,
        },
        PB_TRANSLATE_NOOP("Family", "Jump pegs over one another until a single one is left, on the triangle, a rectangle, the English or European board, or a board you draw."),
    };
    return info;
}

} // namespace pb
