#pragma once

#include "../../core/common/puzzle.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

// The coach's verdicts and judgements in the player's language: the one
// rendering of a pb::Assessment and a pb::MoveJudgement that the coach's
// panel, its history, the review and the screen reader all read.
class CoachWords {
    Q_DECLARE_TR_FUNCTIONS(CoachWords)

public:
    // The verdict, then the position's facts, one per line (with a proof by
    // search, the command that repeats it).
    static QString verdict(const pb::Assessment &assessment);
    static QStringList facts(const pb::Assessment &assessment);
    // Why the goal is out of reach, or why it is not known; empty otherwise.
    static QString reason(const pb::Assessment &assessment);
    // What the last move did, in a sentence ("That jump lost the goal.");
    // `position` gives the family's words for a count of moves.
    static QString judgement(const pb::MoveJudgement &judgement, const pb::Puzzle &position);
    // The short mark a move gets in a list of moves: "lost the goal",
    // "+2", "best", or nothing when there is nothing to say.
    static QString mark(const pb::MoveJudgement &judgement);
    // The sentences of a proof drawn on the board, one per line.
    static QStringList proof(const pb::ProofDrawing &proof);
};
