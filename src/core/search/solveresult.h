#pragma once

#include "../common/message.h"

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace pb {

enum class SolveStatus {
    Solved,       // moves holds a solution
    Unsolvable,   // proved: no sequence of moves reaches the goal (reason says why)
    Stopped,      // the caller asked the solver to stop
    LimitReached, // the memory or node budget ran out: nothing was proved; moves may
                  // hold a line found on the way (FewestMoves: one not proved the fewest)
};

// The JSON and CLI spelling: "solved", "unsolvable", "stopped", "limit".
const char *statusName(SolveStatus status);

// A two-player game's value for the player to move, against perfect play.
enum class GameValue { Win, Loss };

// The JSON and CLI spelling: "win", "loss".
const char *valueName(GameValue value);

// What a solve is asked for. FinishCells: the cells a solution may end in
// (peg solitaire: the holes one last peg can finish in), in
// SolveResult::finishCells. CountSolutions: how many distinct solutions there
// are, in SolveResult::solutionCount. Which goals a family answers is its
// Capabilities (Puzzle::capabilities()); callers ask no other.
//
// Improve: "look for a shorter solution" (Capability::ImproveSolution).
// The solver starts from SolveOptions::knownSolution, keeps looking for
// strictly shorter solutions and hands each to SolveOptions::onImproved as it
// finds it, until stopped; then it returns status Stopped with the best moves.
// An anytime search is a goal of solve() rather than a call of its own so that
// it runs on the same worker with the same stop, progress and stale-result
// rules as every other search; only the stream of intermediate answers is new.
//
// FewestMoves (Capability::FewestMoves): a solution in the fewest moves where
// the family counts moves differently from its steps (peg solitaire: a chain of
// jumps by one peg is one move, written 5-17-29). `optimal` only when proved;
// a search that runs out of memory reports LimitReached.
enum class SolveGoal { Solve, FinishCells, CountSolutions, Improve, FewestMoves };

struct SolveResult;

struct SolveOptions {
    SolveGoal goal = SolveGoal::Solve;
    // The cell the goal must be reached in (Capability::FinishCells; peg
    // solitaire: the hole the last peg must finish in).
    std::optional<int> targetCell;
    // When the goal is proved unreachable, also find the closest reachable result
    // and a line that reaches it (SolveResult::shortfall and bestLine).
    bool bestEffort = true;
    // Upper bound for the solver's tables; at the limit it reports LimitReached.
    std::size_t memoryBudgetBytes = std::size_t(512) << 20;
    // Where solvers may keep tables that are slow to build (Fifteen's 4 x 4
    // pattern databases) between runs; empty: keep them in memory only.
    std::filesystem::path cacheDirectory;
    // SolveGoal::Improve: the solution to improve on, in the family's move
    // notation; when empty or not a solution, the solver's own first answer.
    std::vector<std::string> knownSolution;
    // SolveGoal::Improve: called on the solver's thread with each strictly
    // shorter solution found (status Solved, moves, nodes and millis so far).
    std::function<void(const SolveResult &)> onImproved;
};

struct SolveResult {
    SolveStatus status = SolveStatus::Stopped;
    std::vector<std::string> moves; // the solution, in the family's move notation
    bool optimal = false;           // moves is proven shortest
    Message reason;                 // why unsolvable / why the limit was hit
    std::uint64_t nodes = 0;        // positions expanded
    std::int64_t millis = 0;        // wall time of the search
    // Solved, not `optimal`: when the solver proved one, a number of moves no
    // solution goes below (Fifteen 5 x 5: its search's bound), so that the
    // person is told how far from the fewest the moves can be at most. At
    // most moves.size(); `optimal` when equal.
    std::optional<int> lowerBound;

    // Best-effort answer when the goal is unreachable (see SolveOptions::bestEffort):
    // how far the closest line stays from the goal, in the family's unit
    // (FamilyTerms::shortfall; peg solitaire: the pegs it leaves), and the line.
    std::optional<int> shortfall;
    std::vector<std::string> bestLine;

    // A game against the computer (Capability::Opponent): who wins from here
    // with perfect play, for the player to move. A win or a loss both solve
    // the game, so status stays Solved; moves, with the computer's replies in
    // it as it will play them, is then the winning line or, when lost, the
    // longest resistance: the line that makes the computer take longest.
    std::optional<GameValue> value;
    // The value in the family's words for the person ("You win with perfect
    // play: take 3 stones from heap D"), shown by the window and the CLI.
    Message valueAnswer;

    // SolveGoal::FinishCells, in increasing order. Solved: exactly the cells a
    // solution can end in (empty: there is no solution at all). Stopped or
    // LimitReached: the cells reached before the search gave up; any other
    // cell may or may not be one.
    std::vector<int> finishCells;

    // SolveGoal::CountSolutions, when Solved: the exact number of distinct
    // sequences of moves to the goal (zero: there is none).
    std::optional<std::uint64_t> solutionCount;
};

} // namespace pb
