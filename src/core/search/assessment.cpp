#include "assessment.h"

#include "../common/puzzle.h"

namespace pb {

const char *reachName(Reach reach)
{
    switch (reach) {
    case Reach::Reachable: return "reachable";
    case Reach::Unreachable: return "unreachable";
    case Reach::Unknown: break;
    }
    return "unknown";
}

const char *judgementName(MoveJudgement::Kind kind)
{
    switch (kind) {
    case MoveJudgement::Kind::Kept: return "kept";
    case MoveJudgement::Kind::Lost: return "lost";
    case MoveJudgement::Kind::StillOut: return "still-out";
    case MoveJudgement::Kind::Regained: return "regained";
    case MoveJudgement::Kind::Unknown: break;
    }
    return "unknown";
}

Assessment assessBySolving(const Puzzle &position, const AssessOptions &options, std::stop_token stop,
                           Progress &progress)
{
    Assessment assessment;
    if (position.isSolved()) {
        assessment.reach = Reach::Reachable;
        assessment.distance = 0;
        assessment.verdict = message("Coach", PB_TRANSLATE_NOOP("Coach", "Solved."));
        return assessment;
    }
    SolveOptions solve;
    solve.bestEffort = false;
    solve.memoryBudgetBytes = options.memoryBudgetBytes;
    solve.cacheDirectory = options.cacheDirectory;
    const SolveResult result = position.solve(solve, std::move(stop), progress);
    assessment.nodes = result.nodes;
    assessment.millis = result.millis;
    switch (result.status) {
    case SolveStatus::Solved: {
        assessment.reach = Reach::Reachable;
        const int length = int(result.moves.size());
        if (result.optimal) {
            assessment.distance = length;
            assessment.verdict = countMessage("Coach", PB_TRANSLATE_N_NOOP("Coach", "The goal is %n move(s) away, the fewest."), length);
        } else {
            assessment.bestFound = length;
            assessment.lowerBound = result.lowerBound;
            assessment.verdict = countMessage("Coach", PB_TRANSLATE_N_NOOP("Coach", "The goal is in reach: a line of %n move(s) found."), length);
        }
        break;
    }
    case SolveStatus::Unsolvable:
        assessment.reach = Reach::Unreachable;
        assessment.reason = result.reason;
        assessment.verdict = message("Coach", PB_TRANSLATE_NOOP("Coach", "The goal is out of reach."));
        break;
    case SolveStatus::Stopped:
    case SolveStatus::LimitReached:
        assessment.reach = Reach::Unknown;
        assessment.reason = result.reason;
        assessment.verdict = message("Coach", PB_TRANSLATE_NOOP("Coach", "Not known: the search gave up."));
        if (!result.moves.empty()) {
            assessment.reach = Reach::Reachable;
            assessment.bestFound = int(result.moves.size());
            assessment.verdict = countMessage("Coach", PB_TRANSLATE_N_NOOP("Coach", "The goal is in reach: a line of %n move(s) found."), int(result.moves.size()));
        }
        break;
    }
    return assessment;
}

MoveJudgement judgeMove(const Assessment &before, const Assessment &after, int steps)
{
    MoveJudgement judgement;
    if (before.reach == Reach::Unknown || after.reach == Reach::Unknown)
        return judgement;
    if (before.reach == Reach::Unreachable) {
        judgement.kind = after.reach == Reach::Unreachable ? MoveJudgement::Kind::StillOut : MoveJudgement::Kind::Regained;
        return judgement;
    }
    if (after.reach == Reach::Unreachable) {
        judgement.kind = MoveJudgement::Kind::Lost;
        return judgement;
    }
    judgement.kind = MoveJudgement::Kind::Kept;
    // A move can bring the goal at most `steps` nearer; what it falls short
    // of that is its cost.
    if (before.distance && after.distance && !before.everyLineSameLength)
        judgement.cost = *after.distance + steps - *before.distance;
    return judgement;
}

} // namespace pb
