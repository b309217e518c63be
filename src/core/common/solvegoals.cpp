#include "solvegoals.h"

#include <array>
#include <cassert>
#include <stdexcept>

namespace pb {

namespace {

constexpr std::array kCellTerms{
    GoalTerm{&FamilyTerms::cellsFound, "cellsFound"},
    GoalTerm{&FamilyTerms::noCell, "noCell"},
    GoalTerm{&FamilyTerms::cellsReached, "cellsReached"},
    GoalTerm{&FamilyTerms::cellsJsonKey, "cellsJsonKey"},
};

constexpr std::array kCountTerms{
    GoalTerm{&FamilyTerms::solutionsCounted, "solutionsCounted"},
    GoalTerm{&FamilyTerms::noSolutions, "noSolutions"},
};

std::optional<std::string> cellsForCli(const Puzzle &position, const SolveResult &result)
{
    return finishCellsAnswer(position, result).toString() + "\n";
}

std::optional<std::string> countForCli(const Puzzle &, const SolveResult &result)
{
    if (result.solutionCount)
        return "Solutions: " + std::to_string(*result.solutionCount) + "\n";
    const std::string reason = result.reason.toString();
    return (reason.empty() ? std::string("The count stopped before it finished.") : reason) + "\n";
}

// Only a proved count is told; a line not proved the fewest reads as Solve's.
std::optional<std::string> fewestForCli(const Puzzle &, const SolveResult &result)
{
    if (!result.optimal)
        return std::nullopt;
    const std::size_t count = result.moves.size();
    return count == 1 ? std::string("1 move, the fewest possible.\n\n")
                      : std::to_string(count) + " moves, the fewest possible.\n\n";
}

// Constant, so that a FamilyRegistration running before main() finds it made.
constexpr std::array<GoalInfo, 5> kGoals{{
    {
        .goal = SolveGoal::Solve,
        .name = "solve",
        .takesTargetCell = true,
    },
    {
        .goal = SolveGoal::FinishCells,
        .name = "finish-cells",
        .needs = Capability::FinishCells,
        .terms = kCellTerms,
        .answer = finishCellsAnswer,
        .cliOption = "finish-cells",
        .cliHelp = "For puzzles with finishing cells (%1): print the cells the goal can be "
                   "reached in instead of a solution (JSON: %2).",
        .familyJsonKey = &FamilyTerms::cellsJsonKey,
        .cliAnswer = cellsForCli,
    },
    {
        .goal = SolveGoal::CountSolutions,
        .name = "count-solutions",
        .needs = Capability::CountSolutions,
        .takesTargetCell = true,
        .terms = kCountTerms,
        .answer = solutionCountAnswer,
        .cliOption = "count",
        .cliHelp = "For puzzles whose solutions can be counted (%1): print the number of "
                   "distinct solutions (in CELL with --finish) instead of one of them; for "
                   "small boards (JSON: %2).",
        .jsonKey = "solutions",
        .cliAnswer = countForCli,
    },
    {
        .goal = SolveGoal::Improve,
        .name = "improve",
        .needs = Capability::ImproveSolution,
        .improves = true,
    },
    {
        .goal = SolveGoal::FewestMoves,
        .name = "fewest-moves",
        .needs = Capability::FewestMoves,
        .takesTargetCell = true,
        .cliOption = "fewest-moves",
        .cliHelp = "For puzzles that count moves of several steps (%1): a solution in the fewest "
                   "moves, each move written as one piece's steps in a row (peg solitaire: a "
                   "chain of jumps by one peg, 5-17-29: the hole it starts from, then each hole "
                   "it lands in); optimal is true once that count is proved. Works with "
                   "--finish.",
        .cliAnswer = fewestForCli,
        .movesAreChains = true,
    },
}};

} // namespace

std::span<const GoalInfo> goalInfos()
{
    return kGoals;
}

const GoalInfo &goalInfo(SolveGoal goal)
{
    const GoalInfo &info = kGoals[std::size_t(goal)];
    assert(info.goal == goal);
    return info;
}

bool answers(const GoalInfo &goal, Capabilities can)
{
    return !goal.needs || can.has(*goal.needs);
}

bool Puzzle::canAnswer(const SolveOptions &options) const
{
    const Capabilities can = capabilities();
    if (options.targetCell && !can.has(Capability::FinishCells))
        return false;
    return answers(goalInfo(options.goal), can);
}

void checkFamilyGoals(const FamilyInfo &family)
{
    const Capabilities can = family.sampleBoard()->capabilities();
    for (const GoalInfo &goal : kGoals) {
        if (!goal.needs || !can.has(*goal.needs))
            continue;
        for (const GoalTerm &term : goal.terms) {
            if (!*(family.terms.*term.member))
                throw std::logic_error("family \"" + std::string(family.id) + "\" answers " + goal.name
                                       + " but leaves FamilyTerms::" + term.name + " empty");
        }
    }
}

} // namespace pb
