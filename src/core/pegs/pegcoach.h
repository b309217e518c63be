#pragma once

#include "../search/assessment.h"
#include "../search/progress.h"

#include <chrono>
#include <stop_token>

namespace pb::pegs {

class PegPuzzle;

// How long the coach's searches may take on a board of `holes` holes before
// it says what it knows so far: the whole answer, from a move to the text,
// is to come within a tenth of a second on boards up to the English cross
// and within a second on the larger crosses and the diamond (issue 43).
struct CoachBudget {
    // Boards past the English cross: the solver's search for any line first,
    // whose beam finds one long before the finishing-hole search reaches a
    // hole there.
    std::chrono::milliseconds line;
    std::chrono::milliseconds finishSearch;
    // Pagoda proofs, one linear program per hole tried.
    std::chrono::milliseconds pagodas;
    // The fewest-moves count (chains of jumps), asked only on small boards.
    std::chrono::milliseconds fewestMoves;
};
CoachBudget coachBudget(int holes);

// The coach's verdict on a peg position (PegPuzzle::assess()); the goal is
// one peg anywhere. Reach: proved by a line found, or by a proof (the class
// argument, a pagoda, an exhaustive search, a recorded search), else
// Unknown. distance: the jumps left (every line to one peg has as many). The
// verdict names the holes a last peg can finish in (exact when the search
// ended in time, else those found so far); the facts give the jumps left, the
// holes not yet decided, and on small boards the fewest moves counting a
// chain of jumps by one peg as one. The proof drawing is pegcoachproof.h's.
Assessment assessPegs(const PegPuzzle &position, const AssessOptions &options, std::stop_token stop,
                      Progress &progress, const CoachBudget &budget);

} // namespace pb::pegs
