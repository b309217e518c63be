// A game reviewed move by move (reviewGame): every verdict against a search of
// the test's own, each move judged on exactly the move that changed the goal,
// the computer's moves told apart, and a stopped review keeping only what it
// finished.

#include "core/common/gamerecord.h"
#include "core/fifteen/eighttable.h"
#include "core/fifteen/fifteenboard.h"
#include "core/fifteen/fifteenpuzzle.h"
#include "core/nim/nimpuzzle.h"
#include "core/pegs/pegpuzzle.h"
#include "core/search/gamereview.h"
#include "testmain.h"
#include "trianglejumps.h"

#include <QTest>

#include <stop_token>
#include <unordered_map>

namespace tst_gamereview {

namespace {

// Whether one peg can be left from `pegs` on the 15-hole triangle: a plain
// search over the exercise's jump table, remembering each position's answer.
bool oneLeftReachable(std::uint32_t pegs, std::unordered_map<std::uint32_t, bool> &known)
{
    if (std::popcount(pegs) == 1)
        return true;
    if (const auto found = known.find(pegs); found != known.end())
        return found->second;
    bool reachable = false;
    for (const Triple &m : kTriangleMoves) {
        if ((pegs >> m.from & 1) && (pegs >> m.over & 1) && !(pegs >> m.to & 1)
            && oneLeftReachable(pegs ^ (1u << m.from) ^ (1u << m.over) ^ (1u << m.to), known)) {
            reachable = true;
            break;
        }
    }
    known.emplace(pegs, reachable);
    return reachable;
}

pb::GameRecord recordOf(const pb::Puzzle &start, const std::vector<std::string> &line)
{
    pb::GameRecord record(start.clone());
    for (const std::string &move : line) {
        if (const std::optional<pb::Message> refusal = record.play({move}))
            qFatal("move %s refused: %s", move.c_str(), refusal->toString().c_str());
    }
    return record;
}

pb::GameReview review(const pb::GameRecord &record, std::stop_token stop = {})
{
    pb::Progress progress;
    return pb::reviewGame(record, {}, std::move(stop), progress);
}

pb::fifteen::EightTable::Tiles tilesOf(const pb::fifteen::FifteenBoard &board)
{
    pb::fifteen::EightTable::Tiles tiles{};
    for (int cell = 0; cell < 9; ++cell)
        tiles[std::size_t(cell)] = std::uint8_t(board.tileAt(cell));
    return tiles;
}

} // namespace

class TestGameReview : public QObject {
    Q_OBJECT

private slots:
    // 3 x 3 Fifteen: every distance is the table's, a slide away from the
    // goal costs two, and the costs add up to the player's slides beyond the
    // start's fewest.
    void fifteenDistancesAndCosts()
    {
        pb::fifteen::FifteenBoard board = pb::fifteen::FifteenBoard::goal(3);
        for (int tile : {8, 5, 4, 7, 5, 8})
            board.slide(tile);
        const pb::fifteen::FifteenPuzzle start(board);
        // The six slides back home (the fewest: no shorter way round on a
        // board whose shortest circuit is 12 slides), with one slide away and
        // back again after the second.
        const std::vector<std::string> line{"8", "5", "5", "5", "7", "4", "5", "8"};
        const pb::GameReview reviewed = review(recordOf(start, line));
        QVERIFY(reviewed.complete);
        QCOMPARE(reviewed.verdicts.size(), line.size() + 1);
        QCOMPARE(reviewed.moves.size(), line.size());
        std::vector<int> distances;
        for (std::size_t i = 0; i <= line.size(); ++i) {
            distances.push_back(pb::fifteen::EightTable::instance().distance(tilesOf(board)));
            if (i < line.size())
                board.slide(std::stoi(line[i]));
        }
        QCOMPARE(distances.back(), 0);
        int extra = 0;
        for (std::size_t i = 0; i < reviewed.verdicts.size(); ++i) {
            QCOMPARE(reviewed.verdicts[i].reach, pb::Reach::Reachable);
            QCOMPARE(reviewed.verdicts[i].distance, std::optional<int>(distances[i]));
        }
        for (std::size_t i = 0; i < line.size(); ++i) {
            const pb::ReviewedMove &played = reviewed.moves[i];
            QCOMPARE(played.move, line[i]);
            QVERIFY(!played.byOpponent);
            QCOMPARE(played.judgement.kind, pb::MoveJudgement::Kind::Kept);
            const int cost = distances[i + 1] + 1 - distances[i];
            QCOMPARE(played.judgement.cost, std::optional<int>(cost));
            extra += cost;
        }
        QCOMPARE(reviewed.extraMoves, extra);
        QCOMPARE(reviewed.extraMoves, 2);
        QCOMPARE(reviewed.costly, std::vector<std::size_t>{2});
        QCOMPARE(reviewed.movesPlayed, int(line.size()));
        QCOMPARE(reviewed.fewestFromStart, std::optional<int>(distances.front()));
        QCOMPARE(reviewed.movesPlayed - *reviewed.fewestFromStart, reviewed.extraMoves);
        QVERIFY(!reviewed.lostAt);
    }

    // The triangle: two jumps of the classic solution, then a jump from which
    // no line leaves one peg; the review loses the goal on exactly that jump,
    // and every verdict agrees with the test's own search.
    void triangleLosesTheGoalOnTheLosingJump()
    {
        const pb::pegs::PegPuzzle start = pb::pegs::PegPuzzle::classicTriangle();
        std::vector<std::string> line{"11-4", "9-7"};
        std::unordered_map<std::uint32_t, bool> known;
        pb::GameRecord record = recordOf(start, line);
        const auto pegsOf = [](const pb::Puzzle &position) {
            return std::uint32_t(static_cast<const pb::pegs::PegPuzzle &>(position).pegs());
        };
        // The first jump, in the rules' order, that the test's search says loses.
        for (const std::string &move : record.position().legalMoves()) {
            pb::PuzzlePtr after = record.position().clone();
            after->apply(move);
            if (!oneLeftReachable(pegsOf(*after), known)) {
                line.push_back(move);
                break;
            }
        }
        QCOMPARE(line.size(), std::size_t(3));
        record = recordOf(start, line);
        line.push_back(record.position().legalMoves().front());
        record = recordOf(start, line);

        const pb::GameReview reviewed = review(record);
        QVERIFY(reviewed.complete);
        pb::PuzzlePtr position = start.clone();
        for (std::size_t i = 0; i < reviewed.verdicts.size(); ++i) {
            const bool reachable = oneLeftReachable(pegsOf(*position), known);
            QCOMPARE(reviewed.verdicts[i].reach, reachable ? pb::Reach::Reachable : pb::Reach::Unreachable);
            // Every jump takes one peg: from a position that can be solved,
            // the goal is always the pegs less one away.
            if (reachable && reviewed.verdicts[i].distance)
                QCOMPARE(*reviewed.verdicts[i].distance,
                         static_cast<const pb::pegs::PegPuzzle &>(*position).pegCount() - 1);
            if (i < line.size())
                position->apply(line[i]);
        }
        QCOMPARE(reviewed.lostAt, std::optional<std::size_t>(2));
        QCOMPARE(reviewed.moves[0].judgement.kind, pb::MoveJudgement::Kind::Kept);
        QCOMPARE(reviewed.moves[1].judgement.kind, pb::MoveJudgement::Kind::Kept);
        QCOMPARE(reviewed.moves[2].judgement.kind, pb::MoveJudgement::Kind::Lost);
        QCOMPARE(reviewed.moves[3].judgement.kind, pb::MoveJudgement::Kind::StillOut);
        QCOMPARE(reviewed.movesPlayed, 4);
    }

    // Nim against the computer: its replies are in the line and judged too,
    // marked as its own, and the person's count leaves them out.
    void nimTellsTheComputersMoves()
    {
        const pb::nim::NimPuzzle start = pb::nim::NimPuzzle::classicGame();
        pb::GameRecord record(start.clone());
        std::vector<std::string> line;
        for (int round = 0; round < 2; ++round) {
            QVERIFY(!record.position().opponentMove());
            const std::string mine = record.position().legalMoves().front();
            std::vector<std::string> turn{mine};
            pb::PuzzlePtr after = record.position().clone();
            after->apply(mine);
            if (const std::optional<std::string> reply = after->opponentMove())
                turn.push_back(*reply);
            QVERIFY(!record.play(turn));
            line.insert(line.end(), turn.begin(), turn.end());
        }
        QCOMPARE(record.line(), line);
        QCOMPARE(line.size(), std::size_t(4));

        const pb::GameReview reviewed = review(record);
        QVERIFY(reviewed.complete);
        QCOMPARE(reviewed.moves.size(), std::size_t(4));
        for (std::size_t i = 0; i < 4; ++i) {
            QCOMPARE(reviewed.moves[i].move, line[i]);
            QCOMPARE(reviewed.moves[i].byOpponent, i % 2 == 1);
            QVERIFY(reviewed.moves[i].judgement.kind != pb::MoveJudgement::Kind::Unknown);
            QVERIFY(reviewed.verdicts[i + 1].reach != pb::Reach::Unknown);
        }
        QCOMPARE(reviewed.movesPlayed, 2);
        // Whoever's move lost the goal, the first loss is the first Lost.
        for (std::size_t i = 0; i < 4; ++i) {
            if (reviewed.moves[i].judgement.kind == pb::MoveJudgement::Kind::Lost) {
                QCOMPARE(reviewed.lostAt, std::optional<std::size_t>(i));
                break;
            }
        }
    }

    // A review stopped before it began holds no verdict and says it is not
    // complete; nothing it holds speaks of a position not assessed.
    void stoppedReviewKeepsOnlyWhatItFinished()
    {
        std::stop_source stop;
        stop.request_stop();
        const pb::GameReview reviewed = review(recordOf(pb::pegs::PegPuzzle::classicTriangle(), {"11-4", "9-7"}),
                                               stop.get_token());
        QVERIFY(!reviewed.complete);
        QVERIFY(reviewed.verdicts.empty());
        QVERIFY(reviewed.moves.empty());
        QVERIFY(!reviewed.fewestFromStart);
        QCOMPARE(reviewed.movesPlayed, 0);
    }
};

PUZZLEBOX_TEST_GUILESS_MAIN(TestGameReview)
} // namespace tst_gamereview
#include "tst_gamereview.moc"
