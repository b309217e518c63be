// What the session announces of each change of position (BoardChange): the
// moves and every position along them, so a view draws without applying a
// move itself; and the computer's answer, which the service layer plays after
// its pause (ComputerOpponent).

#include "core/common/registry.h"
#include "service/computeropponent.h"
#include "service/gamesession.h"
#include "testmain.h"

#include <QSignalSpy>
#include <QTest>

namespace tst_boardchange {

namespace {

pb::PuzzlePtr board(const std::string &text, const std::string &extension)
{
    auto parsed = pb::parseBoard(text, extension);
    if (auto *error = std::get_if<pb::ParseError>(&parsed))
        qFatal("test board does not parse: %s", error->toString().c_str());
    return std::move(std::get<pb::PuzzlePtr>(parsed));
}

pb::PuzzlePtr triangle()
{
    return board("triangle\n1\n1 1\n1 0 1\n1 1 1 1\n1 1 1 1 1\n", "peg");
}

BoardChange lastChange(const QSignalSpy &spy)
{
    return spy.constLast().at(0).value<BoardChange>();
}

// Each position of the line is the one before it with its move applied.
bool lineReplays(const BoardChange &change)
{
    if (change.line.size() != change.moves.size() + 1)
        return false;
    for (std::size_t i = 0; i < change.moves.size(); ++i) {
        pb::PuzzlePtr position = change.before(i).clone();
        if (position->apply(change.moves[i]) || !position->equals(change.after(i)))
            return false;
    }
    return true;
}

} // namespace

class TestBoardChange : public QObject {
    Q_OBJECT

private slots:
    void playedTurnCarriesItsLine();
    void undoAndRedoCarryTheTurnTheyMove();
    void restartAndNewGameJump();
    void gestureCarriesEveryPosition();
    void computerAnswersAfterItsPause();
    void answerPlannedForAPositionGoneIsDropped();
    void heldComputerDoesNotAnswer();
};

void TestBoardChange::playedTurnCarriesItsLine()
{
    GameSession session;
    session.newGame(triangle());
    const pb::PuzzlePtr start = session.position().clone();
    QSignalSpy changes(&session, &GameSession::boardChanged);
    QVERIFY(session.play("11-4"));
    QCOMPARE(changes.count(), 1);
    const BoardChange change = lastChange(changes);
    QVERIFY(change.kind == BoardChange::Kind::Played);
    QCOMPARE(change.moves, std::vector<std::string>{"11-4"});
    QVERIFY(change.before(0).equals(*start));
    QVERIFY(change.now().equals(session.position()));
    QVERIFY(lineReplays(change));
}

void TestBoardChange::undoAndRedoCarryTheTurnTheyMove()
{
    GameSession session;
    session.newGame(triangle());
    QVERIFY(session.play("11-4"));
    const pb::PuzzlePtr afterMove = session.position().clone();
    QSignalSpy changes(&session, &GameSession::boardChanged);

    session.undo();
    BoardChange change = lastChange(changes);
    QVERIFY(change.kind == BoardChange::Kind::Undone);
    QVERIFY(!change.forward());
    QCOMPARE(change.moves, std::vector<std::string>{"11-4"});
    // Taken back: the board goes from the line's end to its start.
    QVERIFY(change.after(0).equals(*afterMove));
    QVERIFY(change.now().equals(session.position()));
    QVERIFY(change.now().equals(*triangle()));
    QVERIFY(lineReplays(change));

    session.redo();
    change = lastChange(changes);
    QVERIFY(change.kind == BoardChange::Kind::Redone);
    QVERIFY(change.forward());
    QVERIFY(change.now().equals(*afterMove));
    QVERIFY(lineReplays(change));
}

void TestBoardChange::restartAndNewGameJump()
{
    GameSession session;
    QSignalSpy changes(&session, &GameSession::boardChanged);
    session.newGame(triangle());
    QVERIFY(lastChange(changes).kind == BoardChange::Kind::Replaced);
    QVERIFY(!lastChange(changes).hasMoves());
    QVERIFY(lastChange(changes).now().equals(*triangle()));

    QVERIFY(session.play("11-4"));
    session.restart();
    QVERIFY(lastChange(changes).kind == BoardChange::Kind::Jumped);
    QVERIFY(lastChange(changes).now().equals(*triangle()));
    session.undo();
    QVERIFY(lastChange(changes).kind == BoardChange::Kind::Jumped);
    QVERIFY(lastChange(changes).now().equals(session.position()));
    QCOMPARE(session.moveCount(), 1);

    // Undo New Game goes back to the game before: another game on the board.
    session.newGame(board("3 4 5\n", "nim"));
    QCOMPARE(lastChange(changes).now().family(), std::string_view("nim"));
    session.undo();
    QVERIFY(lastChange(changes).kind == BoardChange::Kind::Replaced);
    QVERIFY(lastChange(changes).now().equals(session.position()));
    QCOMPARE(session.moveCount(), 1);
}

void TestBoardChange::gestureCarriesEveryPosition()
{
    GameSession session;
    // Not solved, as a solved board takes no move.
    session.newGame(board("3\n1 2 3\n5 4 6\n8 7 0\n", "fif"));
    QSignalSpy changes(&session, &GameSession::boardChanged);
    // A line slide: two tiles in one turn.
    const std::vector<std::string> slide{"6", "3"};
    QVERIFY(session.play(slide));
    const BoardChange change = lastChange(changes);
    QCOMPARE(change.moves, slide);
    QCOMPARE(change.line.size(), std::size_t(3));
    QVERIFY(lineReplays(change));
    session.undo();
    QCOMPARE(lastChange(changes).moves, slide);
    QVERIFY(lineReplays(lastChange(changes)));
}

void TestBoardChange::computerAnswersAfterItsPause()
{
    GameSession session;
    ComputerOpponent computer(session);
    computer.setPauseMillis(50);
    session.newGame(board("5 4 3\n", "nim"));
    QVERIFY(!computer.isThinking());
    QSignalSpy changes(&session, &GameSession::boardChanged);
    QVERIFY(session.play("A1"));
    QVERIFY(computer.isThinking());
    QCOMPARE(session.moveCount(), 1);
    QTRY_COMPARE(session.moveCount(), 2);
    QCOMPARE(changes.count(), 2);
    QVERIFY(!computer.isThinking());
    // Its answer joins the person's turn: one Undo takes back both.
    session.undo();
    QCOMPARE(session.moveCount(), 0);
}

void TestBoardChange::answerPlannedForAPositionGoneIsDropped()
{
    GameSession session;
    ComputerOpponent computer(session);
    computer.setPauseMillis(100);
    session.newGame(board("5 4 3\n", "nim"));
    QVERIFY(session.play("A1"));
    session.undo();
    QVERIFY(!computer.isThinking());
    QTest::qWait(250);
    QCOMPARE(session.moveCount(), 0);
}

void TestBoardChange::heldComputerDoesNotAnswer()
{
    GameSession session;
    ComputerOpponent computer(session);
    computer.setPauseMillis(20);
    session.newGame(board("5 4 3 computer\n", "nim"));
    QVERIFY(computer.isThinking());
    computer.setHeld(true);
    QVERIFY(!computer.isThinking());
    QTest::qWait(100);
    QCOMPARE(session.moveCount(), 0);
    computer.setHeld(false);
    QTRY_COMPARE(session.moveCount(), 1);
}

PUZZLEBOX_TEST_GUILESS_MAIN(TestBoardChange)
} // namespace tst_boardchange
#include "tst_boardchange.moc"
