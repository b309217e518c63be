// The session owns the whole game, with no window: turns, Undo and Redo,
// Restart as an undoable step, games replaced and brought back, the solution
// set aside and found again, and all of it through a saved file and back.

#include "core/common/savedgame.h"
#include "core/roller/rollerpuzzle.h"
#include "service/gamesession.h"
#include "testmain.h"

#include <QSignalSpy>
#include <QTest>

#include <algorithm>
#include <vector>

namespace tst_gamesession {


namespace {

const std::string kTriangle = "triangle\n1\n1 1\n1 0 1\n1 1 1 1\n1 1 1 1 1\n";

pb::PuzzlePtr board(const std::string &text, const std::string &extension)
{
    if (extension == "rbd")
        return std::make_unique<pb::roller::RollerPuzzle>(pb::roller::RollerPuzzle::classicExample());
    auto parsed = pb::parseBoard(text, extension);
    if (auto *error = std::get_if<pb::ParseError>(&parsed))
        qFatal("test board does not parse: %s", error->toString().c_str());
    return std::move(std::get<pb::PuzzlePtr>(parsed));
}

pb::PuzzlePtr triangle()
{
    return board(kTriangle, "peg");
}

bool computersTurn(const GameSession &session)
{
    return session.position().opponentMove().has_value();
}

// One turn as a player makes it: a move (the first legal one but `skip`),
// then the computer's answer where it has one, which joins the turn.
void playTurn(GameSession &session, int skip = 0)
{
    if (computersTurn(session))
        QVERIFY(session.play(*session.position().opponentMove()));
    const std::vector<std::string> moves = session.position().legalMoves();
    QVERIFY(int(moves.size()) > skip);
    QVERIFY(session.play(moves[std::size_t(skip)]));
    if (computersTurn(session))
        QVERIFY(session.play(*session.position().opponentMove()));
}

bool samePosition(const GameSession &session, const pb::Puzzle &expected)
{
    return session.position().equals(expected);
}

QStringList toStrings(const std::vector<std::string> &moves)
{
    QStringList list;
    for (const std::string &move : moves)
        list << QString::fromStdString(move);
    return list;
}

QStringList solve(const pb::Puzzle &position)
{
    pb::Progress progress;
    const pb::SolveResult result = position.solve(pb::SolveOptions{}, std::stop_token{}, progress);
    return toStrings(result.moves);
}

// Everything the player could get back: the game, its history and cursor,
// its solution and where the position is on it.
void verifySameGameState(const GameSession &a, const GameSession &b)
{
    QVERIFY(a.startPosition().equals(b.startPosition()));
    QVERIFY(a.position().equals(b.position()));
    QVERIFY(a.record().turns() == b.record().turns());
    QCOMPARE(a.record().played(), b.record().played());
    QCOMPARE(a.solution(), b.solution());
    QCOMPARE(a.solutionIsOptimal(), b.solutionIsOptimal());
    QCOMPARE(a.solutionStep(), b.solutionStep());
}

// The same, with Undo and Redo offering the same steps.
void verifySameGame(const GameSession &a, const GameSession &b)
{
    verifySameGameState(a, b);
    QCOMPARE(a.undoText(), b.undoText());
    QCOMPARE(a.redoText(), b.redoText());
}

} // namespace

class TestGameSession : public QObject {
    Q_OBJECT

private slots:
    void withoutGameRefusesMoves();
    void playsLegalMove();
    void refusesIllegalMove_data();
    void refusesIllegalMove();
    void gestureIsOneTurn();

    void undoAndRedo_data() { everyFamily(); }
    void undoAndRedo();
    void newMoveAfterUndoDropsRedo();
    void playingTheRedoMoveKeepsTheRestOfRedo();

    void restartIsUndoable_data() { everyFamily(); }
    void restartIsUndoable();
    void restartWithNothingUndoneIsRedone();

    void newGameIsUndoable_data() { everyFamily(); }
    void newGameIsUndoable();
    void openGameIsUndoable();
    void moveAfterUndoNewGameForgetsTheNewGame();
    void redoAfterUndoNewGameBringsTheNewGameFirst();
    void aMoveFromASolvedPositionIsNoNewSolve();
    void forgetOtherGames();

    void computersAnswerJoinsTheTurn();
    void computersOpeningStaysWhenUndone();
    void computerOpensAgainAfterRestart();
    void replayingAMoveAgainstTheComputerIsRedo();
    void computersAnswerKeepsTheNewerGames();

    void solutionStepFollowsTheLine_data() { everyFamily(); }
    void solutionStepFollowsTheLine();
    void solutionSetAsideAndBackOnUndo();
    void solutionBackByOtherMoves();
    void anAnswerIsSetAsideWithWhatItSpokeOf();
    void anAnswerWhoseLineDoesNotReplayIsRefused();
    void solutionSetAsideWhenUndonePastItsStart();
    void newSolveReplacesTheSolution();
    void solutionGoesAndComesWithItsGame();
    void replaceSolutionRest();
    void aProvedBoundStaysWithTheSolution();
    void setSolutionRefusesWhatDoesNotReplay();
    void aHintsSolutionIsShownAsFarAsSeen();
    void theFileHoldsTheTurnsItWasSavedWith_data() { everyFamily(); }
    void theFileHoldsTheTurnsItWasSavedWith();

    void saveAndLoadKeepEverything_data() { everyFamily(); }
    void saveAndLoadKeepEverything();
    void wholeGameWithoutAWindow();

private:
    static void everyFamily();
};

void TestGameSession::everyFamily()
{
    QTest::addColumn<std::string>("text");
    QTest::addColumn<std::string>("extension");
    QTest::newRow("pegs") << kTriangle << std::string("peg");
    QTest::newRow("rollerboard") << std::string() << std::string("rbd");
    QTest::newRow("nim") << std::string("5 4 3\n") << std::string("nim");
    QTest::newRow("nim, the computer first") << std::string("5 4 3 computer\n") << std::string("nim");
    QTest::newRow("fifteen") << std::string("3\n8 7 6\n5 4 3\n2 1 0\n") << std::string("fif");
}

void TestGameSession::withoutGameRefusesMoves()
{
    GameSession session;
    QVERIFY(!session.hasGame());
    QSignalSpy played(&session, &GameSession::boardChanged);
    QString error;
    QVERIFY(!session.play("11-4", &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!session.canUndo());
    QVERIFY(!session.canRedo());
    QVERIFY(!session.canRestart());
    session.undo();
    session.redo();
    QCOMPARE(played.count(), 0);
}

void TestGameSession::playsLegalMove()
{
    GameSession session;
    session.newGame(triangle());
    QSignalSpy played(&session, &GameSession::boardChanged);
    QSignalSpy history(&session, &GameSession::historyChanged);
    // The position must already have changed when the signal arrives.
    bool positionChangedFirst = false;
    connect(&session, &GameSession::boardChanged, this, [&] { positionChangedFirst = session.moveCount() == 1; });

    QString error;
    QVERIFY(session.play("11-4", &error));
    QVERIFY(error.isEmpty());
    QCOMPARE(session.moves(), QStringList{QStringLiteral("11-4")});
    QVERIFY(session.startPosition().equals(*triangle()));
    QCOMPARE(played.count(), 1);
    const auto change = played.at(0).at(0).value<BoardChange>();
    QCOMPARE(change.moves, std::vector<std::string>{"11-4"});
    QVERIFY(change.kind == BoardChange::Kind::Played);
    QVERIFY(change.forward());
    QCOMPARE(history.count(), 1);
    QVERIFY(positionChangedFirst);
    QCOMPARE(session.undoText(), QStringLiteral("Move 11-4"));
}

void TestGameSession::refusesIllegalMove_data()
{
    QTest::addColumn<QString>("move");
    QTest::newRow("empty") << QString();
    QTest::newRow("words") << QStringLiteral("jump over there");
    QTest::newRow("no such hole") << QStringLiteral("99-97");
    QTest::newRow("negative") << QStringLiteral("-1-3");
    QTest::newRow("same hole") << QStringLiteral("4-4");
    QTest::newRow("from the empty hole") << QStringLiteral("4-11");
}

void TestGameSession::refusesIllegalMove()
{
    QFETCH(QString, move);
    GameSession session;
    session.newGame(triangle());
    QVERIFY(session.play("11-4"));
    QSignalSpy played(&session, &GameSession::boardChanged);
    QSignalSpy history(&session, &GameSession::historyChanged);
    QString error;
    QVERIFY(!session.play(move.toStdString(), &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(session.moves(), QStringList{QStringLiteral("11-4")});
    QCOMPARE(int(session.record().turns().size()), 1);
    QCOMPARE(played.count(), 0);
    QCOMPARE(history.count(), 0);
}

void TestGameSession::gestureIsOneTurn()
{
    GameSession session;
    session.newGame(triangle());
    // All or nothing: a gesture with one refused move plays none of them.
    QVERIFY(!session.play(std::vector<std::string>{"11-4", "11-4"}));
    QCOMPARE(session.moveCount(), 0);
    QVERIFY(session.play(std::vector<std::string>{"11-4", "9-7"}));
    QCOMPARE(int(session.record().turns().size()), 1);
    QCOMPARE(session.undoText(), QStringLiteral("Moves 11-4, 9-7"));
    session.undo();
    QVERIFY(samePosition(session, *triangle()));
}

void TestGameSession::undoAndRedo()
{
    QFETCH(std::string, text);
    QFETCH(std::string, extension);
    GameSession session;
    session.newGame(board(text, extension));
    std::vector<pb::PuzzlePtr> positions;
    for (int turn = 0; turn < 3; ++turn) {
        playTurn(session);
        positions.push_back(session.position().clone());
    }
    // The first turn: after the computer's opening, where it has one.
    QCOMPARE(session.canUndo(), true);
    session.undo();
    QVERIFY(samePosition(session, *positions[1]));
    session.undo();
    QVERIFY(samePosition(session, *positions[0]));
    QVERIFY(session.canRedo());
    session.redo();
    QVERIFY(samePosition(session, *positions[1]));
    session.redo();
    QVERIFY(samePosition(session, *positions[2]));
    QVERIFY(!session.record().canRedo());
}

void TestGameSession::newMoveAfterUndoDropsRedo()
{
    GameSession session;
    session.newGame(triangle());
    QVERIFY(session.play("11-4"));
    QVERIFY(session.play("9-7"));
    session.undo();
    QVERIFY(session.canRedo());
    QCOMPARE(session.redoText(), QStringLiteral("Move 9-7"));
    QVERIFY(session.play("2-7"));
    QVERIFY(!session.canRedo());
    QCOMPARE(session.moves(), (QStringList{QStringLiteral("11-4"), QStringLiteral("2-7")}));
}

void TestGameSession::playingTheRedoMoveKeepsTheRestOfRedo()
{
    GameSession session;
    session.newGame(triangle());
    for (const char *move : {"11-4", "9-7", "1-8"})
        QVERIFY(session.play(std::string(move)));
    session.undo();
    session.undo();
    // Playing exactly what Redo would play is Redo: the rest stays.
    QVERIFY(session.play("9-7"));
    QVERIFY(session.canRedo());
    QCOMPARE(session.redoText(), QStringLiteral("Move 1-8"));
    QCOMPARE(int(session.record().turns().size()), 3);
}

void TestGameSession::restartIsUndoable()
{
    QFETCH(std::string, text);
    QFETCH(std::string, extension);
    GameSession session;
    session.newGame(board(text, extension));
    playTurn(session);
    playTurn(session);
    const auto afterTwo = session.position().clone();
    session.undo();
    const auto afterOne = session.position().clone();
    const QStringList lineAfterOne = session.moves();
    QVERIFY(session.canRedo());

    QSignalSpy changes(&session, &GameSession::boardChanged);
    // A restart and its undo jump with no move to show.
    const auto jumps = [&changes] {
        return std::count_if(changes.cbegin(), changes.cend(), [](const QList<QVariant> &arguments) {
            return arguments.at(0).value<BoardChange>().kind == BoardChange::Kind::Jumped;
        });
    };
    QVERIFY(session.canRestart());
    session.restart();
    QCOMPARE(jumps(), 1);
    QVERIFY(samePosition(session, *board(text, extension)));
    QCOMPARE(session.moveCount(), 0);
    // A computer that opens answers the restart, as a window would let it.
    if (computersTurn(session))
        QVERIFY(session.play(*session.position().opponentMove()));
    QVERIFY(!session.canRedo());
    QCOMPARE(session.undoText(), QStringLiteral("Restart"));

    // Undo gives the game back exactly as it was, its redo list included.
    session.undo();
    QCOMPARE(jumps(), 2);
    QVERIFY(samePosition(session, *afterOne));
    QCOMPARE(session.moves(), lineAfterOne);
    QVERIFY(session.canRedo());
    session.redo();
    QVERIFY(samePosition(session, *afterTwo));
}

void TestGameSession::restartWithNothingUndoneIsRedone()
{
    GameSession session;
    session.newGame(triangle());
    QVERIFY(session.play("11-4"));
    session.restart();
    QVERIFY(samePosition(session, *triangle()));
    session.undo();
    QCOMPARE(session.moves(), QStringList{QStringLiteral("11-4")});
    QCOMPARE(session.redoText(), QStringLiteral("Restart"));
    session.redo();
    QCOMPARE(session.moveCount(), 0);
    QVERIFY(!session.canRestart());
    // Undo goes back through the restart to the moves before it.
    session.undo();
    session.undo();
    QCOMPARE(session.moveCount(), 0);
    QVERIFY(!session.canUndo());
}

void TestGameSession::newGameIsUndoable()
{
    QFETCH(std::string, text);
    QFETCH(std::string, extension);
    GameSession session;
    session.newGame(board(text, extension));
    playTurn(session);
    playTurn(session);
    session.undo();
    session.setSolution(solve(session.position()), true);
    GameSession before;
    before.openGame(session.game());

    QSignalSpy started(&session, &GameSession::gameStarted);
    session.newGame(triangle());
    QCOMPARE(started.count(), 1);
    QCOMPARE(session.moveCount(), 0);
    QVERIFY(!session.hasSolution());
    QCOMPARE(session.undoText(), QStringLiteral("New Game"));

    session.undo();
    QCOMPARE(started.count(), 2);
    verifySameGameState(session, before);
    // Redo redoes the step Undo took back, the new game, before the old
    // game's own redo turn (which stays in its record).
    QVERIFY(session.record().canRedo());
    QCOMPARE(session.redoText(), QStringLiteral("New Game"));
    session.redo();
    QVERIFY(session.startPosition().equals(*triangle()));
    QCOMPARE(session.moveCount(), 0);
}

void TestGameSession::openGameIsUndoable()
{
    GameSession session;
    session.newGame(triangle());
    QVERIFY(session.play("11-4"));
    auto parsed = pb::parseSavedGame("puzzlebox-game 2\nfamily nim\nturn A1\nboard\n5 4 3\n");
    QVERIFY(std::holds_alternative<pb::SavedGame>(parsed));
    session.openGame(std::move(std::get<pb::SavedGame>(parsed)), pb::message("FileActions", "Open %1", {"heaps.pbgame"}));
    QCOMPARE(session.position().family(), std::string_view("nim"));
    session.undo(); // the turn A1
    // Undo and Redo say how the game they go across was started.
    QCOMPARE(session.undoText(), QStringLiteral("Open heaps.pbgame"));
    session.undo(); // the game opened
    QCOMPARE(session.position().family(), std::string_view("pegs"));
    QCOMPARE(session.moves(), QStringList{QStringLiteral("11-4")});
    QCOMPARE(session.redoText(), QStringLiteral("Open heaps.pbgame"));
    session.redo();
    QCOMPARE(session.position().family(), std::string_view("nim"));
    QVERIFY2(session.redoText().startsWith(QStringLiteral("Move A1")), qPrintable(session.redoText()));
}

void TestGameSession::moveAfterUndoNewGameForgetsTheNewGame()
{
    GameSession session;
    session.newGame(triangle());
    QVERIFY(session.play("11-4"));
    session.newGame(board("5 4 3\n", "nim"));
    session.undo();
    QCOMPARE(session.redoText(), QStringLiteral("New Game"));
    QVERIFY(session.play("9-7"));
    QVERIFY(!session.canRedo());
}

// The game replaced had turns undone (Redo's) when the new one started:
// after Undo New Game, Redo redoes the next step, the new game, not those.
void TestGameSession::redoAfterUndoNewGameBringsTheNewGameFirst()
{
    GameSession session;
    session.newGame(triangle());
    QVERIFY(session.play("11-4"));
    QVERIFY(session.play("2-7"));
    session.undo(); // 2-7, now Redo's
    session.newGame(board("5 4 3\n", "nim"));
    session.undo(); // the new game
    QCOMPARE(session.moves(), QStringList{QStringLiteral("11-4")});
    QCOMPARE(session.redoText(), QStringLiteral("New Game"));
    session.redo();
    QCOMPARE(session.position().family(), std::string_view("nim"));
    QVERIFY(!session.canRedo());

    // Turns undone after Undo New Game come back first, then the new game.
    session.undo();
    session.undo(); // 11-4
    QVERIFY(session.moves().isEmpty());
    QVERIFY(session.redoText() != QStringLiteral("New Game"));
    session.redo();
    QCOMPARE(session.moves(), QStringList{QStringLiteral("11-4")});
    QCOMPARE(session.redoText(), QStringLiteral("New Game"));
    // Replaying the turn undone before the new game started is a move of its own.
    QVERIFY(session.play("2-7"));
    QCOMPARE(session.moves(), (QStringList{QStringLiteral("11-4"), QStringLiteral("2-7")}));
    QVERIFY(!session.canRedo());
}

// Rolling the top row of a solved Roller-Board keeps it solved: that is not
// the goal reached again.
void TestGameSession::aMoveFromASolvedPositionIsNoNewSolve()
{
    GameSession session;
    auto parsed = pb::parseBoard("2 2\n01\n10\n", "rbd");
    QVERIFY(std::holds_alternative<pb::PuzzlePtr>(parsed));
    session.newGame(std::move(std::get<pb::PuzzlePtr>(parsed)));
    QSignalSpy reached(&session, &GameSession::goalReached);
    std::string solving;
    for (const std::string &move : session.position().legalMoves()) {
        auto next = session.position().clone();
        next->apply(move);
        if (next->isSolved())
            solving = move;
    }
    QVERIFY(!solving.empty());
    QVERIFY(session.play(solving));
    QCOMPARE(reached.count(), 1);
    QVERIFY(session.play("R0L"));
    QVERIFY(session.position().isSolved());
    QCOMPARE(reached.count(), 1);
}

void TestGameSession::forgetOtherGames()
{
    GameSession session;
    session.newGame(triangle());
    session.newGame(triangle());
    QVERIFY(session.canUndo());
    session.forgetOtherGames();
    QVERIFY(!session.canUndo());
    QCOMPARE(session.undoText(), QString());
}

void TestGameSession::computersAnswerJoinsTheTurn()
{
    GameSession session;
    session.newGame(board("5 4 3\n", "nim"));
    QVERIFY(session.play("C2"));
    QVERIFY(computersTurn(session));
    QCOMPARE(session.undoText(), QStringLiteral("Move C2"));
    QVERIFY(session.play(*session.position().opponentMove()));
    QCOMPARE(session.moveCount(), 2);
    QCOMPARE(int(session.record().turns().size()), 1);
    QVERIFY(session.undoText().startsWith(QStringLiteral("Move C2 and answer ")));
    session.undo();
    QCOMPARE(session.moveCount(), 0);
    QVERIFY(!computersTurn(session));
}

void TestGameSession::computersOpeningStaysWhenUndone()
{
    GameSession session;
    session.newGame(board("5 4 3 computer\n", "nim"));
    QVERIFY(computersTurn(session));
    QVERIFY(session.play(*session.position().opponentMove()));
    QVERIFY(session.record().turns().front().kind == pb::Turn::Kind::Opening);
    // Undo never lands where the computer would only move again.
    QVERIFY(!session.canUndo());
    playTurn(session);
    session.undo();
    QCOMPARE(session.moveCount(), 1);
    QVERIFY(!session.canUndo());
}

void TestGameSession::computerOpensAgainAfterRestart()
{
    GameSession session;
    session.newGame(board("5 4 3 computer\n", "nim"));
    playTurn(session); // the opening, a move and its answer
    session.restart();
    QVERIFY(computersTurn(session));
    QVERIFY(session.play(*session.position().opponentMove()));
    // The opening answers the restart: one Undo takes both back.
    QCOMPARE(session.undoText(), QStringLiteral("Restart"));
    session.undo();
    QCOMPARE(session.moveCount(), 3);
}

void TestGameSession::replayingAMoveAgainstTheComputerIsRedo()
{
    GameSession session;
    session.newGame(board("5 4 3\n", "nim"));
    playTurn(session);
    playTurn(session);
    const QString first = QString::fromStdString(session.record().turns().front().moves.front());
    session.undo();
    session.undo();
    // The same move again is Redo: its answer comes with it, the rest stays.
    QSignalSpy played(&session, &GameSession::boardChanged);
    QVERIFY(session.play(first.toStdString()));
    QCOMPARE(int(session.record().turns().size()), 2);
    QVERIFY(session.canRedo());
    QCOMPARE(session.moveCount(), 2);
    QCOMPARE(played.at(0).at(0).value<BoardChange>().moves.size(), std::size_t(2));
    QVERIFY(!computersTurn(session));
}

void TestGameSession::computersAnswerKeepsTheNewerGames()
{
    GameSession session;
    session.newGame(board("5 4 3\n", "nim"));
    QVERIFY(session.play("C2")); // the computer still has to answer
    session.newGame(triangle());
    session.undo(); // back to Nim, where it is the computer's turn
    QVERIFY(computersTurn(session));
    QVERIFY(session.play(*session.position().opponentMove()));
    // Its answer is not the person's choice: Redo still goes to the newer game.
    QCOMPARE(session.redoText(), QStringLiteral("New Game"));
}

void TestGameSession::solutionStepFollowsTheLine()
{
    QFETCH(std::string, text);
    QFETCH(std::string, extension);
    GameSession session;
    session.newGame(board(text, extension));
    if (computersTurn(session))
        playTurn(session);
    const QStringList solution = solve(session.position());
    QVERIFY(solution.size() >= 2);
    QSignalSpy changed(&session, &GameSession::solutionChanged);
    QVERIFY(session.setSolution(solution, true));
    QCOMPARE(changed.count(), 1);
    QVERIFY(session.hasSolution());
    QVERIFY(session.isOnSolution());
    QCOMPARE(session.solutionStep(), 0);
    QCOMPARE(session.nextSolutionMove(), solution.first());

    // Step through it as the window does; the computer's answers are steps too.
    while (!session.nextSolutionMove().isEmpty()) {
        const int step = session.solutionStep();
        QVERIFY(session.play(session.nextSolutionMove().toStdString()));
        QCOMPARE(session.solutionStep(), step + 1);
    }
    QCOMPARE(session.solutionStep(), int(solution.size()));
    QVERIFY(session.solutionEnd()->equals(session.position()));

    // Undo walks back along it, down to its start.
    while (session.solutionStep() > 0 && session.record().canUndo())
        session.undo();
    QCOMPARE(session.solutionStep(), 0);
    QVERIFY(session.hasSolution());
}

void TestGameSession::solutionSetAsideAndBackOnUndo()
{
    GameSession session;
    session.newGame(triangle());
    const QStringList solution = solve(session.position());
    QVERIFY(session.setSolution(solution, true));
    QVERIFY(session.play(session.nextSolutionMove().toStdString()));
    QVERIFY(session.play(session.nextSolutionMove().toStdString()));
    QCOMPARE(session.solutionStep(), 2);

    // One move off the line: the solution is set aside, not dropped.
    const std::vector<std::string> legal = session.position().legalMoves();
    const auto off = std::find_if(legal.begin(), legal.end(),
                                  [&](const std::string &move) { return QString::fromStdString(move) != solution.at(2); });
    QVERIFY(off != legal.end());
    QSignalSpy changed(&session, &GameSession::solutionChanged);
    QVERIFY(session.play(*off));
    QCOMPARE(changed.count(), 1);
    QVERIFY(session.hasSolution());
    QVERIFY(!session.isOnSolution());
    QCOMPARE(session.solutionStep(), -1);
    QCOMPARE(session.nextSolutionMove(), QString());
    QCOMPARE(session.solution(), solution);

    // Undo brings the position back onto it: shown again at the right step.
    session.undo();
    QCOMPARE(changed.count(), 2);
    QVERIFY(session.isOnSolution());
    QCOMPARE(session.solutionStep(), 2);
    QCOMPARE(session.nextSolutionMove(), solution.at(2));
}

void TestGameSession::solutionBackByOtherMoves()
{
    GameSession session;
    session.newGame(triangle());
    QVERIFY(session.play("11-4"));
    QVERIFY(session.setSolution(solve(session.position()), true));
    session.restart();
    QVERIFY(!session.isOnSolution());
    // Playing the same move again, not Undo, reaches the solution's start.
    QVERIFY(session.play("11-4"));
    QVERIFY(session.isOnSolution());
    QCOMPARE(session.solutionStep(), 0);
}

// An answer speaks of the game as it was asked: along the line it brought,
// or, without one, at the position it answered; set aside otherwise, it
// comes back with the position, and another game drops it.
void TestGameSession::anAnswerIsSetAsideWithWhatItSpokeOf()
{
    GameSession session;
    session.newGame(triangle());
    pb::Progress progress;
    pb::SolveAnswer solved{pb::SolveGoal::Solve, std::nullopt,
                           session.position().solve(pb::SolveOptions{}, std::stop_token{}, progress)};
    QSignalSpy changed(&session, &GameSession::answerChanged);
    QVERIFY(session.setAnswer(solved));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(session.solution(), toStrings(solved.result.moves));
    QVERIFY(session.answer());
    QCOMPARE(session.answer()->result.moves, solved.result.moves);

    // Along its line it still speaks; one move off, it is set aside.
    QVERIFY(session.play(session.nextSolutionMove().toStdString()));
    QVERIFY(session.answer());
    const std::vector<std::string> legal = session.position().legalMoves();
    const auto off = std::find_if(legal.begin(), legal.end(), [&](const std::string &move) {
        return QString::fromStdString(move) != session.nextSolutionMove();
    });
    QVERIFY(off != legal.end());
    QVERIFY(session.play(*off));
    QVERIFY(!session.answer());
    session.undo();
    QVERIFY(session.answer());

    // An answer with no line speaks of its position alone, and replaces the
    // one before; the solution stays.
    pb::SolveAnswer counted{pb::SolveGoal::CountSolutions, std::nullopt, {}};
    counted.result.status = pb::SolveStatus::Solved;
    counted.result.solutionCount = 3;
    QVERIFY(session.setAnswer(counted));
    QCOMPARE(session.answer()->goal, pb::SolveGoal::CountSolutions);
    QVERIFY(session.hasSolution());
    QVERIFY(session.play(session.nextSolutionMove().toStdString()));
    QVERIFY(!session.answer());
    session.undo();
    QVERIFY(session.answer());

    session.newGame(triangle());
    QVERIFY(!session.answer());
    session.undo(); // back to the game it was asked in: it was dropped with it
    QVERIFY(!session.answer());
}

// The line is replayed once, where it is kept: a move that does not replay
// refuses the whole answer and keeps the solution and answer of before.
void TestGameSession::anAnswerWhoseLineDoesNotReplayIsRefused()
{
    GameSession session;
    session.newGame(triangle());
    pb::Progress progress;
    const pb::SolveAnswer solved{pb::SolveGoal::Solve, std::nullopt,
                                 session.position().solve(pb::SolveOptions{}, std::stop_token{}, progress)};
    QVERIFY(session.setAnswer(solved));
    pb::SolveAnswer broken = solved;
    broken.result.moves.back() = "0-0";
    QSignalSpy changed(&session, &GameSession::answerChanged);
    QVERIFY(!session.setAnswer(broken));
    QCOMPARE(changed.count(), 0);
    QCOMPARE(session.solution(), toStrings(solved.result.moves));
    QCOMPARE(session.answer()->result.moves, solved.result.moves);
}

void TestGameSession::solutionSetAsideWhenUndonePastItsStart()
{
    GameSession session;
    session.newGame(triangle());
    QVERIFY(session.play("11-4"));
    QVERIFY(session.setSolution(solve(session.position()), false));
    session.undo();
    QVERIFY(session.hasSolution());
    QVERIFY(!session.isOnSolution());
    session.redo();
    QCOMPARE(session.solutionStep(), 0);
    QVERIFY(!session.solutionIsOptimal());
}

void TestGameSession::newSolveReplacesTheSolution()
{
    GameSession session;
    session.newGame(triangle());
    const QStringList first = solve(session.position());
    QVERIFY(session.setSolution(first, true));
    // The other opening jump leaves the solution.
    QVERIFY(session.play(first.constFirst() == QStringLiteral("11-4") ? "13-4" : "11-4"));
    QVERIFY(!session.isOnSolution());
    const QStringList second = solve(session.position());
    QVERIFY(session.setSolution(second, true));
    QCOMPARE(session.solution(), second);
    QCOMPARE(session.solutionStep(), 0);
    session.undo();
    QVERIFY(!session.isOnSolution());
}

void TestGameSession::solutionGoesAndComesWithItsGame()
{
    GameSession session;
    session.newGame(triangle());
    const QStringList solution = solve(session.position());
    QVERIFY(session.setSolution(solution, true));
    QVERIFY(session.play(session.nextSolutionMove().toStdString()));
    session.newGame(triangle());
    QVERIFY(!session.hasSolution());
    session.undo();
    QCOMPARE(session.solution(), solution);
    QCOMPARE(session.solutionStep(), 1);
}

void TestGameSession::replaceSolutionRest()
{
    GameSession session;
    session.newGame(triangle());
    const QStringList solution = solve(session.position());
    QVERIFY(session.setSolution(solution, true));
    QVERIFY(session.play(session.nextSolutionMove().toStdString()));
    QVERIFY(!session.replaceSolutionRest({QStringLiteral("11-4")})); // does not replay from here
    QCOMPARE(session.solution(), solution);
    QVERIFY(session.replaceSolutionRest(solution.sliced(1)));
    QCOMPARE(session.solution(), solution);
    QCOMPARE(session.solutionStep(), 1);
    QVERIFY(!session.solutionIsOptimal());
}

// What a solver proved of the solution's start (no line is shorter) is kept
// with the solution and the saved game, so a caption made again from the
// session says it too; a shorter way that reaches the bound is the fewest.
void TestGameSession::aProvedBoundStaysWithTheSolution()
{
    GameSession session;
    session.newGame(triangle());
    const QStringList solution = solve(session.position());
    const int moves = int(solution.size());
    QVERIFY(!session.setSolution(solution, false, moves + 1)); // a bound above the line is a solver's fault
    QVERIFY(!session.hasSolution());
    QVERIFY(session.setSolution(solution, false, moves - 2));
    QCOMPARE(session.solutionLowerBound(), std::optional<int>(moves - 2));
    const std::string saved = pb::writeSavedGame(session.game());
    QVERIFY2(saved.find("lower-bound " + std::to_string(moves - 2)) != std::string::npos, saved.c_str());

    QVERIFY(session.setSolution(solution, false, moves));
    QVERIFY(session.play(session.nextSolutionMove().toStdString()));
    QVERIFY(session.replaceSolutionRest(solution.sliced(1)));
    QVERIFY(session.solutionIsOptimal());
    QCOMPARE(session.solutionLowerBound(), std::nullopt);
    QVERIFY(session.setSolution(solution.sliced(1), true, moves - 3)); // from here, after the first move
    QCOMPARE(session.solutionLowerBound(), std::nullopt); // an optimal line needs none
}

void TestGameSession::setSolutionRefusesWhatDoesNotReplay()
{
    GameSession session;
    session.newGame(triangle());
    QSignalSpy changed(&session, &GameSession::solutionChanged);
    QVERIFY(!session.setSolution({QStringLiteral("11-4"), QStringLiteral("x")}, true));
    QVERIFY(!session.setSolution({}, true));
    QVERIFY(!session.hasSolution());
    QCOMPARE(changed.count(), 0);
    QVERIFY(session.setSolution({QStringLiteral("11-4")}, false));
    session.clearSolution();
    QVERIFY(!session.hasSolution());
    QCOMPARE(changed.count(), 2);
}

void TestGameSession::saveAndLoadKeepEverything()
{
    QFETCH(std::string, text);
    QFETCH(std::string, extension);
    GameSession session;
    session.newGame(board(text, extension));
    playTurn(session);
    playTurn(session);
    playTurn(session, 1);
    session.undo();
    session.restart();
    playTurn(session);
    session.undo();
    session.setSolution(solve(session.position()), true);
    playTurn(session, 1);
    if (session.isOnSolution())
        playTurn(session);

    const std::string written = pb::writeSavedGame(session.game());
    auto parsed = pb::parseSavedGame(written);
    if (auto *error = std::get_if<pb::ParseError>(&parsed))
        QFAIL(qPrintable(QString::fromStdString(error->toString() + "\n" + written)));
    GameSession loaded;
    loaded.openGame(std::move(std::get<pb::SavedGame>(parsed)));
    verifySameGame(loaded, session);

    // And they stay the same under the same Undo and Redo.
    while (session.canUndo()) {
        session.undo();
        loaded.undo();
        verifySameGame(loaded, session);
    }
    while (session.canRedo()) {
        session.redo();
        loaded.redo();
        verifySameGame(loaded, session);
    }
}

void TestGameSession::wholeGameWithoutAWindow()
{
    // A whole game of Nim against the computer, as a window would drive it.
    GameSession session;
    session.newGame(board("5 4 3\n", "nim"));
    int turns = 0;
    while (!session.position().legalMoves().empty()) {
        playTurn(session);
        ++turns;
    }
    QCOMPARE(int(session.record().turns().size()), turns);
    const QStringList finished = session.moves();
    session.restart();
    QCOMPARE(session.moveCount(), 0);
    playTurn(session);
    session.undo();
    session.undo(); // the restart
    QCOMPARE(session.moves(), finished);
    GameSession reopened;
    auto parsed = pb::parseSavedGame(pb::writeSavedGame(session.game()));
    QVERIFY(std::holds_alternative<pb::SavedGame>(parsed));
    reopened.openGame(std::move(std::get<pb::SavedGame>(parsed)));
    verifySameGame(reopened, session);
    reopened.redo(); // the restart
    QCOMPARE(reopened.moveCount(), 0);
    reopened.redo(); // a move and its answer
    QCOMPARE(reopened.moveCount(), 2);
}

// What the player has seen of a hint's solution is the game's: the hinted
// moves and every step reached, never less, across Undo and another game.
void TestGameSession::aHintsSolutionIsShownAsFarAsSeen()
{
    GameSession session;
    session.newGame(triangle());
    const QStringList solution{"11-4", "9-7", "1-8", "2-9", "6-1", "0-3", "13-11",
                               "3-12", "11-13", "14-5", "5-12", "13-11", "10-12"};
    QVERIFY(session.setSolution(solution, false, std::nullopt, 0));
    QCOMPARE(session.solutionShown(), std::optional<int>(0));
    session.showSolutionSteps(1);
    QCOMPARE(session.solutionShown(), std::optional<int>(1));
    QVERIFY(session.play("11-4"));
    QVERIFY(session.play("9-7"));
    QCOMPARE(session.solutionShown(), std::optional<int>(2));
    session.undo();
    session.undo();
    session.showSolutionSteps(1);
    QCOMPARE(session.solutionShown(), std::optional<int>(2));
    QCOMPARE(session.game().solution->shown, std::optional<int>(2));
    session.newGame(triangle());
    session.undo();
    QCOMPARE(session.solutionShown(), std::optional<int>(2));
    session.showSolutionSteps(std::nullopt);
    QCOMPARE(session.solutionShown(), std::nullopt);
}

// The game is as its file holds it exactly when the turns played are the
// file's: moves since are undone, and a turn played in place of one of the
// file's leaves it for good.
void TestGameSession::theFileHoldsTheTurnsItWasSavedWith()
{
    QFETCH(std::string, text);
    QFETCH(std::string, extension);
    GameSession session;
    session.newGame(board(text, extension));
    QVERIFY(!session.isAsInFile());
    playTurn(session);
    session.setFile("/games/kept.pbgame");
    QVERIFY(session.isAsInFile());
    QCOMPARE(session.game().file, std::string("/games/kept.pbgame"));
    playTurn(session);
    QVERIFY(!session.isAsInFile());
    session.undo();
    QVERIFY(session.isAsInFile());
    session.undo();
    QVERIFY(!session.isAsInFile());
    playTurn(session, 1);
    session.undo();
    QVERIFY(!session.isAsInFile());
    QCOMPARE(session.file(), QByteArray("/games/kept.pbgame"));
}

PUZZLEBOX_TEST_GUILESS_MAIN(TestGameSession)
} // namespace tst_gamesession
#include "tst_gamesession.moc"
