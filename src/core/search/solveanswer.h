#pragma once

#include "solveresult.h"

#include <optional>
#include <string>
#include <vector>

namespace pb {

// One search's answer, whole: the question asked and what the solver found
// (the verdict, the line, whether it is proved the shortest, the bounds, the
// line that comes closest, the statistics and the reason). It is the one
// value every front end renders: the window's panel, status bar and screen
// reader, and puzzlebox-cli's JSON and text.
struct SolveAnswer {
    SolveGoal goal = SolveGoal::Solve;
    // The cell the question named (Solve to a Chosen Cell).
    std::optional<int> targetCell;
    SolveResult result;

    // The line the answer lists: a solution, also one found before the
    // search gave up; or, when no line reaches the goal, the one that comes
    // closest. Empty when it has none, and for a search stopped before its
    // answer.
    const std::vector<std::string> &line() const
    {
        static const std::vector<std::string> none;
        switch (result.status) {
        case SolveStatus::Solved:
        case SolveStatus::LimitReached: return result.moves;
        case SolveStatus::Unsolvable: return result.bestLine;
        case SolveStatus::Stopped: break;
        }
        return none;
    }
    // The line comes closest to a goal no line reaches.
    bool lineComesClosest() const { return result.status == SolveStatus::Unsolvable && !result.bestLine.empty(); }
};

} // namespace pb
