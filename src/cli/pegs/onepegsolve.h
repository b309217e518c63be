#pragma once

#include "core/pegs/pegsolver.h"

#include <stop_token>

// What the original exercises' peg programs (triangle, rectangle) ask of the
// solver: a line to one peg anywhere, or a proof that there is none.
enum class OnePegAnswer { Solved, NotSolvable, NoAnswer };

struct OnePegLine {
    OnePegAnswer answer = OnePegAnswer::NoAnswer;
    pb::SolveResult result; // its moves when Solved, its reason when NoAnswer
};

inline OnePegLine solveToOnePeg(const pb::pegs::PegGeometry &geometry, pb::pegs::PegBits start)
{
    // A board with no peg has no peg to be left with.
    if (pb::pegs::pegCount(start) == 0)
        return {OnePegAnswer::NotSolvable, {}};
    pb::SolveOptions options;
    options.bestEffort = false;
    pb::Progress progress;
    OnePegLine line;
    line.result = pb::pegs::solvePegs(geometry, start, options, std::stop_token(), progress);
    line.answer = line.result.status == pb::SolveStatus::Solved ? OnePegAnswer::Solved
        : line.result.status == pb::SolveStatus::Unsolvable  ? OnePegAnswer::NotSolvable
                                                             : OnePegAnswer::NoAnswer;
    return line;
}
