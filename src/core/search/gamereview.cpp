#include "gamereview.h"

#include "../common/gamerecord.h"
#include "../common/puzzle.h"

namespace pb {

namespace {

// The totals of a review from its moves: the first loss, the person's costs
// and count, and the start's distance.
void summarize(GameReview &review)
{
    for (std::size_t i = 0; i < review.moves.size(); ++i) {
        const ReviewedMove &played = review.moves[i];
        if (!review.lostAt && played.judgement.kind == MoveJudgement::Kind::Lost)
            review.lostAt = i;
        if (played.byOpponent)
            continue;
        review.movesPlayed += played.steps;
        if (played.judgement.cost.value_or(0) > 0) {
            review.costly.push_back(i);
            review.extraMoves += *played.judgement.cost;
        }
    }
    if (!review.verdicts.empty())
        review.fewestFromStart = review.verdicts.front().distance;
}

} // namespace

GameReview reviewGame(const GameRecord &game, const AssessOptions &options, std::stop_token stop,
                      Progress &progress)
{
    GameReview review;
    PuzzlePtr position = game.start().clone();
    // A verdict that was being made when the stop came may only say that it
    // was stopped, so it is left out rather than shown as the position's.
    const auto assess = [&](const Puzzle &puzzle) {
        Assessment verdict = puzzle.assess(options, stop, progress);
        if (stop.stop_requested())
            return false;
        review.verdicts.push_back(std::move(verdict));
        return true;
    };
    review.complete = assess(*position);
    for (const std::string &move : game.line()) {
        if (!review.complete)
            break;
        ReviewedMove played{move, position->opponentMove().has_value(), position->stepsIn(move), {}};
        // The record's line replays by construction (GameRecord checks every move).
        position->apply(move);
        review.complete = assess(*position);
        if (!review.complete)
            break;
        const std::size_t after = review.verdicts.size() - 1;
        played.judgement = judgeMove(review.verdicts[after - 1], review.verdicts[after], played.steps);
        review.moves.push_back(std::move(played));
    }
    summarize(review);
    return review;
}

} // namespace pb
