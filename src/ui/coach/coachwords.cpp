#include "coachwords.h"

#include "../../core/common/registry.h"
#include "../../service/translatedmessage.h"
#include "coachoverlay.h"

#include <set>

namespace {

QString movesText(const pb::Puzzle &position, int moves)
{
    return translated(pb::moveCountText(position, moves));
}

} // namespace

QString CoachWords::verdict(const pb::Assessment &assessment)
{
    if (!assessment.verdict.isEmpty())
        return translated(assessment.verdict);
    switch (assessment.reach) {
    case pb::Reach::Reachable: return tr("The goal is in reach.");
    case pb::Reach::Unreachable: return tr("The goal is out of reach.");
    case pb::Reach::Unknown: break;
    }
    return tr("Not known whether the goal is in reach.");
}

QStringList CoachWords::facts(const pb::Assessment &assessment)
{
    QStringList lines;
    for (const pb::Message &fact : assessment.facts)
        lines << translated(fact);
    const pb::ProofDrawing &proof = assessment.proof;
    if (assessment.reach == pb::Reach::Unreachable && proof.kind == pb::ProofDrawing::Kind::Search && !proof.command.empty())
        lines << tr("To repeat the search: %1").arg(QString::fromStdString(proof.command));
    return lines;
}

QString CoachWords::reason(const pb::Assessment &assessment)
{
    return assessment.reach == pb::Reach::Reachable ? QString() : translated(assessment.reason);
}

QString CoachWords::judgement(const pb::MoveJudgement &judgement, const pb::Puzzle &position)
{
    using Kind = pb::MoveJudgement::Kind;
    switch (judgement.kind) {
    case Kind::Lost: return tr("That move lost the goal: it cannot be reached any more.");
    case Kind::StillOut: return tr("The goal was already out of reach before that move.");
    case Kind::Regained: return tr("That move brought the goal back in reach.");
    case Kind::Unknown: return {};
    case Kind::Kept: break;
    }
    const std::optional<int> &cost = judgement.cost;
    if (!cost)
        return tr("That move kept the goal in reach.");
    if (*cost == 0)
        return tr("That move was one of the best: the goal is as near as it can be.");
    return tr("That move kept the goal in reach, but cost %1 more than the best move.")
        .arg(movesText(position, *cost));
}

QString CoachWords::mark(const pb::MoveJudgement &judgement)
{
    const std::optional<int> &cost = judgement.cost;
    using Kind = pb::MoveJudgement::Kind;
    switch (judgement.kind) {
    case Kind::Lost: return tr("lost the goal");
    case Kind::Regained: return tr("back in reach");
    case Kind::Kept:
        if (cost && *cost > 0)
            return tr("+%1").arg(*cost);
        if (cost)
            return tr("best");
        return {};
    case Kind::StillOut:
    case Kind::Unknown: break;
    }
    return {};
}

QStringList CoachWords::proof(const pb::ProofDrawing &proof)
{
    QStringList lines;
    for (const pb::Message &sentence : proof.sentences)
        lines << translated(sentence);
    // The colours in the order of the groups, which the sentences count in.
    std::set<int> groups(proof.groups.begin(), proof.groups.end());
    groups.erase(-1);
    if (groups.size() > 1) {
        QStringList names;
        for (int group : groups)
            names << CoachOverlay::groupName(group);
        lines << tr("The colours in that order: %1.").arg(names.join(QStringLiteral(", ")));
    }
    return lines;
}
