#pragma once

#include "../search/progress.h"
#include "../search/solveresult.h"
#include "peggeometry.h"

#include <cstdint>
#include <stop_token>
#include <vector>

namespace pb::pegs {

// The parity invariants of a board: masks M such that every jump changes an even
// number of holes of M, so the parity of the pegs on M never changes. On the
// square lattice these are Conway's position classes (the "rule of three"); the
// basis is computed from the jumps themselves, so odd shapes from files get
// theirs too. Two positions with different parities on some M can never turn
// into each other.
std::vector<PegBits> parityInvariants(const PegGeometry &geometry);
bool sameParityClass(const std::vector<PegBits> &invariants, PegBits a, PegBits b);

// The holes a single peg might finish in from `pegs` by the class argument alone.
PegBits classFinishCandidates(const PegGeometry &geometry, PegBits pegs);

struct FinishHoles {
    // Solved: `holes` is exactly the set of holes where the last peg can end.
    // Stopped or LimitReached: `holes` were each reached, `undecided` were
    // neither reached nor excluded; nothing else can be a finishing hole.
    SolveStatus status = SolveStatus::Stopped;
    PegBits holes = 0;
    PegBits undecided = 0;
    // The holes excluded before any search by the class argument.
    PegBits classExcluded = 0;
    std::uint64_t nodes = 0;
    std::int64_t millis = 0;
    Message reason; // why the search gave up, for LimitReached
};

// Which holes the last peg can finish in from `pegs`. One search serves every
// hole: it stops as soon as each candidate left by the class argument is
// reached, and a position fully explored is never explored again (its
// remaining candidates cannot be reached from it). On boards of more than 32
// holes two such searches, in two jump orders, run on two threads of their
// own, each with half of options.memoryBudgetBytes; this call returns when
// both have ended.
FinishHoles finishHoles(const PegGeometry &geometry, PegBits pegs, const SolveOptions &options,
                        std::stop_token stop, Progress &progress);

struct VacancyClassification {
    // Solved: every start is classified. finishes[v] is the set of finishing
    // holes of the start with only hole v empty (exact where decided[v]).
    SolveStatus status = SolveStatus::Stopped;
    std::vector<PegBits> finishes;
    PegBits decided = 0;
    std::uint64_t nodes = 0;
    std::int64_t millis = 0;
    Message reason;
};

// Classifies every single-vacancy start of the board with all its finishing
// holes. Only one start per class of mirror images is searched, and a start
// searched earlier answers for the later ones by duality: playing a game
// backwards on the complement, "hole v empty ends in hole h" holds exactly when
// "hole h empty ends in hole v" does.
VacancyClassification classifySingleVacancies(const PegGeometry &geometry, const SolveOptions &options,
                                              std::stop_token stop, Progress &progress);

struct SolutionCount {
    // Solved: `solutions` is exact. LimitReached: the memory budget ran out or
    // the count exceeds 64 bits.
    SolveStatus status = SolveStatus::Stopped;
    std::uint64_t solutions = 0;
    std::uint64_t nodes = 0; // distinct positions counted
    std::int64_t millis = 0;
    Message reason;
};

// The number of distinct sequences of jumps from `pegs` to one peg (in
// options.targetCell when set). Counts are memoized per position up to the
// board's symmetries, so this is exact and fast on boards of up to about 20
// holes; larger boards may hit the memory budget.
SolutionCount countSolutions(const PegGeometry &geometry, PegBits pegs, const SolveOptions &options,
                             std::stop_token stop, Progress &progress);

} // namespace pb::pegs
