// puzzlebox-cli review: a saved game gone over move by move with the coach
// (pb::reviewGame): how far the goal was after each move, the move that lost
// it, the moves that cost extra, and the player's count against the fewest.

#include "clicommand.h"
#include "core/common/gamerecord.h"
#include "core/common/registry.h"
#include "core/search/gamereview.h"
#include "service/gamefiles.h"
#include "service/solverservice.h"

#include <QCommandLineParser>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <stop_token>

// Named, so that its helpers do not meet the other commands' in a unity batch.
namespace reviewcommand {
namespace {

const char *const kReviewExitStatusHelp =
    "Exit status:\n"
    "  0  the game was reviewed and every verdict is known\n"
    "  1  the game file cannot be read or parsed (FILE:LINE:COL: reason on stderr)\n"
    "  2  bad usage: unknown option, missing FILE\n"
    "  3  reviewed, but the verdict on some position is not known (its search gave up)";

QString text(const pb::Message &message)
{
    return fromStd(message.toString());
}

QString moveCount(const pb::Puzzle &position, int moves)
{
    return text(pb::moveCountText(position, moves));
}

// How far the goal is, in a few words: "12 jumps left", "out of reach", or
// the bounds a position too large for an exact answer has.
QString distanceText(const pb::Puzzle &position, const pb::Assessment &verdict)
{
    if (position.isSolved())
        return QStringLiteral("solved");
    switch (verdict.reach) {
    case pb::Reach::Unreachable:
        return QStringLiteral("out of reach");
    case pb::Reach::Unknown:
        return QStringLiteral("not known");
    case pb::Reach::Reachable:
        break;
    }
    if (verdict.distance)
        return moveCount(position, *verdict.distance) + QStringLiteral(" left");
    QStringList parts;
    if (verdict.lowerBound)
        parts << QStringLiteral("at least %1").arg(moveCount(position, *verdict.lowerBound));
    if (verdict.bestFound)
        parts << QStringLiteral("a line of %1 found").arg(moveCount(position, *verdict.bestFound));
    return parts.isEmpty() ? QStringLiteral("in reach") : parts.join(QStringLiteral(", "));
}

QString judgementText(const pb::MoveJudgement &judgement)
{
    QString word = QLatin1String(pb::judgementName(judgement.kind));
    if (!judgement.cost)
        return word;
    return word + (*judgement.cost == 0 ? QStringLiteral(" (best)") : QStringLiteral(" (cost %1)").arg(*judgement.cost));
}

// The lines of the moves: number, move (and whose, in a game against the
// computer), judgement, distance left; under a move that lost the goal, why.
QString movesText(const pb::GameRecord &game, const pb::GameReview &review)
{
    const bool twoPlayers = game.start().supports(pb::Capability::Opponent);
    const auto moveColumn = [twoPlayers](const pb::ReviewedMove &played) {
        return fromStd(played.move) + (twoPlayers ? (played.byOpponent ? QStringLiteral(" (computer)") : QStringLiteral(" (you)")) : QString());
    };
    qsizetype moveWidth = 0;
    qsizetype judgementWidth = 0;
    for (const pb::ReviewedMove &played : review.moves) {
        moveWidth = std::max(moveWidth, moveColumn(played).size());
        judgementWidth = std::max(judgementWidth, judgementText(played.judgement).size());
    }
    const int numberWidth = int(QString::number(review.moves.size()).size());
    pb::PuzzlePtr position = game.start().clone();
    QString out;
    for (std::size_t i = 0; i < review.moves.size(); ++i) {
        const pb::ReviewedMove &played = review.moves[i];
        position->apply(played.move);
        const pb::Assessment &after = review.verdicts[i + 1];
        out += QStringLiteral("%1. %2  %3  %4\n")
                   .arg(qulonglong(i + 1), numberWidth)
                   .arg(moveColumn(played), -int(moveWidth))
                   .arg(judgementText(played.judgement), -int(judgementWidth))
                   .arg(distanceText(*position, after));
        if (played.judgement.kind == pb::MoveJudgement::Kind::Lost && !after.reason.isEmpty())
            out += QString(numberWidth + 2, QLatin1Char(' ')) + text(after.reason) + QLatin1Char('\n');
    }
    return out;
}

// What the moves add up to: where the goal was lost, what the costly moves
// cost, the player's count against the fewest.
QString summaryText(const pb::GameRecord &game, const pb::GameReview &review)
{
    const pb::Puzzle &start = game.start();
    QString out;
    if (review.lostAt)
        out += QStringLiteral("The goal was lost at move %1 (%2).\n")
                   .arg(qulonglong(*review.lostAt + 1))
                   .arg(fromStd(review.moves[*review.lostAt].move));
    else if (!review.verdicts.empty() && review.verdicts.front().reach == pb::Reach::Unreachable)
        out += QStringLiteral("The goal was out of reach from the start.\n");
    else if (review.complete)
        out += QStringLiteral("The goal was never lost.\n");
    QStringList costly;
    for (std::size_t index : review.costly)
        costly << QStringLiteral("%1 (%2, cost %3)").arg(index + 1).arg(fromStd(review.moves[index].move)).arg(*review.moves[index].judgement.cost);
    if (!costly.isEmpty())
        out += QStringLiteral("Moves that cost extra: %1; %2 in all.\n").arg(costly.join(QStringLiteral(", ")), moveCount(start, review.extraMoves));
    out += QStringLiteral("Played: %1").arg(moveCount(start, review.movesPlayed));
    if (review.fewestFromStart)
        out += QStringLiteral("; the fewest from the start: %1").arg(moveCount(start, *review.fewestFromStart));
    out += QStringLiteral(".\n");
    if (!review.complete)
        out += QStringLiteral("The review stopped before the end of the game.\n");
    return out;
}

void printText(const pb::GameRecord &game, const pb::GameReview &review)
{
    QString out;
    if (!review.verdicts.empty()) {
        const pb::Assessment &start = review.verdicts.front();
        out += QStringLiteral("Start: %1").arg(text(start.verdict));
        if (start.reach == pb::Reach::Unreachable && !start.reason.isEmpty())
            out += QLatin1Char(' ') + text(start.reason);
        out += QLatin1Char('\n');
    }
    print(stdout, out + movesText(game, review) + summaryText(game, review));
}

// A verdict's fields: reachable (null when not known), the distance or the
// bounds where known, the verdict and, out of reach, why.
void insertVerdict(QJsonObject &object, const pb::Assessment &verdict)
{
    object.insert(QStringLiteral("reachable"), verdict.reach == pb::Reach::Unknown ? QJsonValue(QJsonValue::Null)
                                                                                   : QJsonValue(verdict.reach == pb::Reach::Reachable));
    if (verdict.distance)
        object.insert(QStringLiteral("distance"), *verdict.distance);
    if (verdict.lowerBound)
        object.insert(QStringLiteral("lowerBound"), *verdict.lowerBound);
    if (verdict.bestFound)
        object.insert(QStringLiteral("bestFound"), *verdict.bestFound);
    object.insert(QStringLiteral("verdict"), text(verdict.verdict));
    if (!verdict.reason.isEmpty())
        object.insert(QStringLiteral("reason"), text(verdict.reason));
}

QJsonObject summaryJson(const pb::GameRecord &game, const pb::GameReview &review)
{
    QJsonArray costly;
    for (std::size_t index : review.costly)
        costly.append(qint64(index + 1));
    QJsonObject summary{
        {QStringLiteral("lostAt"), review.lostAt ? QJsonValue(qint64(*review.lostAt + 1)) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("costly"), costly},
        {QStringLiteral("extraMoves"), review.extraMoves},
        {QStringLiteral("movesPlayed"), review.movesPlayed},
        {QStringLiteral("solved"), review.complete && game.position().isSolved()},
    };
    if (review.fewestFromStart)
        summary.insert(QStringLiteral("fewestMoves"), *review.fewestFromStart);
    return summary;
}

void printJson(const pb::GameRecord &game, const pb::GameReview &review)
{
    const bool twoPlayers = game.start().supports(pb::Capability::Opponent);
    QJsonArray moves;
    for (std::size_t i = 0; i < review.moves.size(); ++i) {
        const pb::ReviewedMove &played = review.moves[i];
        QJsonObject move{{QStringLiteral("move"), fromStd(played.move)}};
        if (twoPlayers)
            move.insert(QStringLiteral("by"), played.byOpponent ? QStringLiteral("computer") : QStringLiteral("person"));
        insertVerdict(move, review.verdicts[i + 1]);
        move.insert(QStringLiteral("judgement"), QLatin1String(pb::judgementName(played.judgement.kind)));
        if (played.judgement.cost)
            move.insert(QStringLiteral("cost"), *played.judgement.cost);
        moves.append(move);
    }
    QJsonObject start;
    if (!review.verdicts.empty())
        insertVerdict(start, review.verdicts.front());
    const QJsonObject object{
        {QStringLiteral("puzzle"), fromStd(std::string(game.start().family()))},
        {QStringLiteral("start"), start},
        {QStringLiteral("moves"), moves},
        {QStringLiteral("complete"), review.complete},
        {QStringLiteral("summary"), summaryJson(game, review)},
    };
    print(stdout, QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact)) + QLatin1Char('\n'));
}

const QCommandLineOption &jsonOption()
{
    static const QCommandLineOption option{
        QStringLiteral("json"),
        QStringLiteral("Print one JSON object on one line: puzzle; start, the verdict on the start position; "
                       "moves, one object per move played, in order, each with move, by (\"person\" or "
                       "\"computer\", in a game against the computer only), reachable (true: the goal can "
                       "still be reached after the move; false: it cannot; null: not known, the search gave "
                       "up), distance (the fewest moves left, only where exact), lowerBound and bestFound "
                       "(where the distance is not exact: a proved bound and the best line found, where "
                       "known), verdict (in words), reason (why not, or why not known), judgement (kept, lost, "
                       "still-out, regained, unknown) and cost (the moves it cost beyond the fewest, only where "
                       "both distances are exact); complete (false when the review stopped); summary: lostAt "
                       "(the number of the first move that lost the goal, counting from 1, or null), costly "
                       "(the numbers of the person's moves that cost extra), extraMoves (their cost in all), "
                       "movesPlayed (the person's moves), fewestMoves (from the start, where exact) and solved.")};
    return option;
}

void describeReviewCommand(QCommandLineParser &parser)
{
    parser.setApplicationDescription(
        QStringLiteral("Reviews the game in GAME move by move with the coach, as Game > Review does: the "
                       "verdict on the start, then one line per move played (its number, the move, whether "
                       "it kept the goal in reach or lost it and what it cost, how far the goal is after it), "
                       "then where the goal was lost, the moves that cost extra and the moves played against "
                       "the fewest. The moves reviewed are those that lead to where the game stands, from its "
                       "start or its last restart; what Redo would play is left out. In a game against the "
                       "computer its replies are reviewed too, and marked as its own.\n\n")
        + QLatin1String(kReviewExitStatusHelp));
    parser.addPositionalArgument(QStringLiteral("review"), QStringLiteral("Review a saved game."), QStringLiteral("review"));
    parser.addPositionalArgument(QStringLiteral("GAME"), QStringLiteral("A saved game (.pbgame), or a board file (its start alone)."));
    parser.addOption(jsonOption());
}

int reviewCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    describeReviewCommand(parser);
    if (const std::optional<int> exitCode = parseCommandLine(parser, arguments))
        return *exitCode;
    // positionalArguments() starts with the command name itself.
    const QStringList positional = parser.positionalArguments();
    if (positional.size() < 2)
        return usageError(parser, QStringLiteral("review needs a GAME file."));
    if (positional.size() > 2)
        return usageError(parser, QStringLiteral("review takes one GAME file, not %1.").arg(positional.size() - 1));

    const GameFiles::LoadResult loaded = GameFiles::load(NativePath::argument(positional.at(1)));
    if (!loaded.game) {
        print(stderr, loaded.error + QLatin1Char('\n'));
        return ExitBadFile;
    }
    const pb::GameRecord &game = loaded.game->record;
    pb::AssessOptions options;
    options.cacheDirectory = QFile::encodeName(SolverService::tableCacheDirectory()).toStdString();
    // As solve: on the main thread, with a token nobody stops.
    pb::Progress progress;
    const pb::GameReview review = pb::reviewGame(game, options, std::stop_token(), progress);
    if (parser.isSet(jsonOption()))
        printJson(game, review);
    else
        printText(game, review);
    const bool allKnown = std::none_of(review.verdicts.begin(), review.verdicts.end(),
                                       [](const pb::Assessment &verdict) { return verdict.reach == pb::Reach::Unknown; });
    return allKnown ? ExitAnswered : ExitNoAnswer;
}

const CliCommandRegistration reviewRegistration({
    "review",
    "Review a saved game move by move: where the goal was lost, what each move cost.",
    reviewCommand,
});

} // namespace
} // namespace reviewcommand
