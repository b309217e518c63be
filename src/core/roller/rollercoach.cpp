// The coach's verdict on a Roller-Board (Puzzle::assess()): the exact rolls
// from solved, read from the size's table of distances (rollersolver.h), the
// same one Solve uses. Every board with `width` ones can be solved (the
// solver's tests check every size), so there is nothing to prove unreachable.

#include "rollerpuzzle.h"
#include "rollersolver.h"

namespace pb::roller {

Assessment RollerPuzzle::assess(const AssessOptions &options, std::stop_token stop, Progress &progress) const
{
    Assessment assessment;
    SolveOptions solve;
    solve.memoryBudgetBytes = options.memoryBudgetBytes;
    solve.cacheDirectory = options.cacheDirectory;
    const SolveResult result = solveRoller(*this, solve, std::move(stop), progress);
    assessment.nodes = result.nodes;
    assessment.millis = result.millis;
    const int home = onesHome();
    assessment.facts.push_back(countMessage("roller", PB_TRANSLATE_N_NOOP("roller", "%n of the %1 ones on the top row."), home,
                                            {std::to_string(m_width)}));
    assessment.facts.push_back(message("roller", PB_TRANSLATE_NOOP("roller", "Every board with one 1 for each cell of the top row can be solved.")));
    switch (result.status) {
    case SolveStatus::Solved: {
        const int rolls = int(result.moves.size());
        assessment.reach = Reach::Reachable;
        assessment.distance = rolls;
        assessment.verdict = rolls == 0
            ? message("roller", PB_TRANSLATE_NOOP("roller", "Solved."))
            : countMessage("roller", PB_TRANSLATE_N_NOOP("roller", "%n roll(s) from solved, the fewest."), rolls);
        break;
    }
    case SolveStatus::Unsolvable:
        assessment.reach = Reach::Unreachable;
        assessment.reason = result.reason;
        assessment.verdict = message("roller", PB_TRANSLATE_NOOP("roller", "This board cannot be solved."));
        break;
    case SolveStatus::Stopped:
    case SolveStatus::LimitReached:
        assessment.reason = result.reason;
        assessment.verdict = message("roller", PB_TRANSLATE_NOOP("roller", "Not known: the table of distances is not ready."));
        break;
    }
    return assessment;
}

std::vector<int> RollerPuzzle::cellsOf(std::string_view move) const
{
    const std::optional<Roll> roll = parseRoll(move);
    if (!roll || !fits(*roll))
        return {};
    std::vector<int> cells;
    const int length = roll->isRow() ? m_width : m_height;
    for (int along = 0; along < length; ++along)
        cells.push_back(roll->isRow() ? roll->line * m_width + along : along * m_width + roll->line);
    return cells;
}

} // namespace pb::roller
