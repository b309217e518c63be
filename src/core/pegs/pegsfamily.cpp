#include "../common/registry.h"
#include "peggameid.h"
#include "pegfile.h"
#include "peggenerator.h"

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
        PB_TRANSLATE_NOOP("Family", "Jump pegs over one another until a single one is left, on the triangle, a rectangle, the English, European or Wiegleb board, the diamond, or a board you draw."),
        pegs::generatePegs,
        "Peg solitaire: --size N, a triangle of side N (3 to 10; default 5); --size RxC, a "
        "rectangle (1 to 8 each); or --shape english, european, wiegleb (45 holes), diamond (41 "
        "holes) or triangle (side 5). Every start "
        "is grown from one peg by reverse jumps, so it can be solved to one peg. --moves N: exactly "
        "N jumps (N + 1 pegs), from 1 to the holes less 2. Difficulties split that largest number L "
        "of jumps: easy 2L/7 to L/2, medium to 11L/14, hard the rest (English, 31: easy 8-15, "
        "medium 16-24, hard 25-31; triangle of side 5, 13: 3-6, 7-10, 11-13).",
        false,
        pegs::parseGameId,
    };
    return info;
}

} // namespace pb
