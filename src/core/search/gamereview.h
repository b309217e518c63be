#pragma once

#include "assessment.h"
#include "progress.h"

#include <optional>
#include <stop_token>
#include <string>
#include <vector>

namespace pb {

class GameRecord;

// One move of a reviewed game, with what the coach made of it.
struct ReviewedMove {
    std::string move;
    // Played on the computer's turn (Puzzle::opponentMove() of the position
    // before it), in a game against the computer.
    bool byOpponent = false;
    // The family's single moves it made (Puzzle::stepsIn()).
    int steps = 1;
    MoveJudgement judgement;
};

// A game played, reviewed move by move: the coach's verdict on every position
// from the start on, each move's judgement, and what they add up to. A plain
// value: the window's Game ▸ Review steps through it, puzzlebox-cli review
// prints it.
struct GameReview {
    // verdicts[0] is the start's, verdicts[i + 1] the one after moves[i].
    // A review stopped early holds the positions assessed before the stop,
    // and the moves between them.
    std::vector<Assessment> verdicts;
    std::vector<ReviewedMove> moves;
    // Every position of the line was assessed (not stopped).
    bool complete = false;

    // The first move that lost the goal, an index into moves; none when the
    // goal was never lost (or was out of reach from the start).
    std::optional<std::size_t> lostAt;
    // The person's moves that cost extra (cost > 0), indices into moves, and
    // what they cost together.
    std::vector<std::size_t> costly;
    int extraMoves = 0;
    // The person's single moves played (the computer's not counted), and the
    // fewest that reach the goal from the start, when the start's distance
    // is exact.
    int movesPlayed = 0;
    std::optional<int> fewestFromStart;
};

// Reviews the line of `game` (GameRecord::line(): from its start, the moves
// since the last restart) with each position's Puzzle::assess(). Runs for as
// long as the assessments do; returns soon after `stop` is requested, with the
// positions assessed so far. `progress` counts every assessment's nodes.
GameReview reviewGame(const GameRecord &game, const AssessOptions &options, std::stop_token stop,
                      Progress &progress);

} // namespace pb
