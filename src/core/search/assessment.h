#pragma once

#include "../common/message.h"
#include "progress.h"
#include "solveresult.h"

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <stop_token>
#include <string>
#include <vector>

namespace pb {

class Puzzle;

// Whether the goal can still be reached from a position. Unknown: the
// assessment ran out of its budget or was stopped; it is never shown as
// Unreachable.
enum class Reach { Reachable, Unreachable, Unknown };

// The JSON spelling: "reachable", "unreachable", "unknown".
const char *reachName(Reach reach);

// Why the goal is out of reach, as a picture on the board: the numbers and
// colours a proof writes on the cells, with its sentences. Every number here
// is the one the core's own proof used (a test recomputes the proof from it).
struct ProofDrawing {
    enum class Kind {
        None,
        // Position classes (Conway's rule of three, pegs): the holes in
        // colour groups whose peg counts a jump changes all alike (each by
        // one); `now` how many colours hold an odd count, `goal` the number
        // the goal would make (pegcoachproof.h says it for its boards).
        PositionClass,
        // A pagoda function (pegs): labels are the weights, `now` the weight
        // of the pegs, `goal` the goal's weight, which is more.
        Pagoda,
        // Fifteen's parity: labels are each tile's inversions (or groups its
        // cycles), `now` the parity of inversions plus the blank's row.
        Parity,
        // An exhaustive search: `searched` positions, `command` repeats it.
        Search,
    };
    Kind kind = Kind::None;
    // Per cell, in the family's cell numbering (as SolveOptions::targetCell
    // and Puzzle::cellsOf()): the number written on it, or nothing.
    std::vector<std::optional<int>> labels;
    // Per cell: the colour group it is painted with (0, 1, ...), -1 none.
    std::vector<int> groups;
    // The cells the goal speaks of (the target hole, the blank's home).
    std::vector<int> goalCells;
    long long now = 0;
    long long goal = 0;
    // The proof in the player's words, in order: what is drawn, the count
    // now against the goal's, why no move changes it.
    std::vector<Message> sentences;
    std::uint64_t searched = 0;
    std::string command;

    bool isEmpty() const { return kind == Kind::None; }
};

// The coach's verdict on one position: how far the goal is and, when it is
// out of reach, why. Distances are in the family's unit (FamilyTerms::
// moveCount: jumps, slides, rolls, moves).
struct Assessment {
    Reach reach = Reach::Unknown;
    // Proved exact: the fewest moves to the goal.
    std::optional<int> distance;
    // When not exact: a proved bound no line goes below, and the length of
    // the best line found (an upper bound), each only when known.
    std::optional<int> lowerBound;
    std::optional<int> bestFound;
    // Every line from here to the goal is as long (each peg jump removes one
    // peg): the distance is exact, but no move can cost more than another.
    bool everyLineSameLength = false;
    // The position's own facts in the family's words, one per line (the
    // holes the last peg can finish in, the jumps left, the nim-sum).
    std::vector<Message> facts;
    // The verdict in one sentence, the first thing said.
    Message verdict;
    // Unreachable: why, in one sentence; Unknown: why it is not known.
    Message reason;
    // Unreachable: the proof to draw (Kind::None when there is no picture).
    ProofDrawing proof;
    std::uint64_t nodes = 0;
    std::int64_t millis = 0;
};

struct AssessOptions {
    // As SolveOptions: the budget of the searches behind the verdict, and
    // where slow tables are kept.
    std::size_t memoryBudgetBytes = std::size_t(256) << 20;
    std::filesystem::path cacheDirectory;
};

// The verdict in terms of a solve of the position: reachable when a line is
// found (exact when proved the fewest), unreachable with the solver's reason,
// unknown when the search gave up. Families without a coach of their own
// (Puzzle::assess()) answer with this.
Assessment assessBySolving(const Puzzle &position, const AssessOptions &options, std::stop_token stop,
                           Progress &progress);

// What one move did to the goal, judged from the verdicts before and after it.
struct MoveJudgement {
    enum class Kind {
        Kept,       // the goal was and is in reach
        Lost,       // the goal was in reach and is not any more
        StillOut,   // the goal was out of reach already
        Regained,   // it was out of reach and is in reach (only in games of two)
        Unknown,    // one of the verdicts is not known
    };
    Kind kind = Kind::Unknown;
    // Kept, both distances exact and lines not all as long: the moves it
    // cost beyond the fewest (0: a best move; 2: the goal is two moves
    // further than it had to be).
    std::optional<int> cost;
};

// `steps`: the family's moves the move made (Puzzle::stepsIn()).
MoveJudgement judgeMove(const Assessment &before, const Assessment &after, int steps);

// The JSON spelling of a judgement: "kept", "lost", "still-out",
// "regained", "unknown".
const char *judgementName(MoveJudgement::Kind kind);

} // namespace pb
