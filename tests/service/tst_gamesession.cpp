#include "core/pegs/pegpuzzle.h"
#include "service/gamesession.h"

#include <QSignalSpy>
#include <QTest>

#include <vector>

namespace {

QStringList legalMoves(const pb::Puzzle &position)
{
    QStringList moves;
    for (const std::string &move : position.legalMoves())
        moves << QString::fromStdString(move);
    return moves;
}

std::unique_ptr<pb::Puzzle> seed()
{
    return std::make_unique<pb::pegs::PegPuzzle>(pb::pegs::PegPuzzle::seedTriangle());
}

std::unique_ptr<pb::Puzzle> after(const QStringList &moves)
{
    auto position = seed();
    for (const QString &move : moves) {
        if (position->apply(move.toStdString()))
            return nullptr;
    }
    return position;
}

} // namespace

class TestGameSession : public QObject {
    Q_OBJECT

private slots:
    void init();

    void withoutGameRefusesMoves();
    void newGameStartsOver();
    void playsLegalMove();
    void refusesIllegalMove_data();
    void refusesIllegalMove();
    void refusesMoveFromEmptyHole();
    void takesBack();
    void takeBackWithoutMovesDoesNothing();
    void replaysWholeLine();

    void solutionStepFollowsTheLine();
    void solutionAnchoredAtCurrentMove();
    void solutionAnchoredEarlierOnTheLine();
    void offLineMoveClearsSolution();
    void takingBackPastAnchorClearsSolution();
    void clearSolution();
    void newGameClearsSolution();

private:
    // Three moves from the seed: a line a, b and an alternative first move c.
    QString m_a;
    QString m_b;
    QString m_c;
};

void TestGameSession::init()
{
    const auto start = seed();
    const QStringList first = legalMoves(*start);
    QVERIFY2(first.size() >= 2, "the seed triangle has two opening moves");
    m_a = first.at(0);
    m_c = first.at(1);
    const auto next = after({m_a});
    QVERIFY(next);
    const QStringList second = legalMoves(*next);
    QVERIFY(!second.isEmpty());
    m_b = second.at(0);
}

void TestGameSession::withoutGameRefusesMoves()
{
    GameSession session;
    QVERIFY(!session.hasGame());
    QSignalSpy played(&session, &GameSession::movePlayed);
    QString error;
    QVERIFY(!session.playMove(m_a, &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(session.takeBack(), QString());
    QCOMPARE(played.count(), 0);
}

void TestGameSession::newGameStartsOver()
{
    GameSession session;
    QSignalSpy started(&session, &GameSession::gameStarted);
    session.newGame(seed());
    QCOMPARE(started.count(), 1);
    QVERIFY(session.hasGame());
    QVERIFY(session.position().equals(*seed()));
    QVERIFY(session.startPosition().equals(*seed()));

    QVERIFY(session.playMove(m_a));
    session.newGame(seed());
    QCOMPARE(started.count(), 2);
    QCOMPARE(session.moveCount(), 0);
    QVERIFY(session.position().equals(*seed()));
}

void TestGameSession::playsLegalMove()
{
    GameSession session;
    session.newGame(seed());
    QSignalSpy played(&session, &GameSession::movePlayed);
    // The position must already have changed when the signal arrives.
    bool positionChangedFirst = false;
    connect(&session, &GameSession::movePlayed, this, [&] {
        positionChangedFirst = session.position().equals(*after({m_a}));
    });

    QString error;
    QVERIFY(session.playMove(m_a, &error));
    QVERIFY(error.isEmpty());
    QCOMPARE(session.moves(), QStringList{m_a});
    QCOMPARE(session.moveCount(), 1);
    QVERIFY(session.position().equals(*after({m_a})));
    QVERIFY(session.startPosition().equals(*seed()));
    QCOMPARE(played.count(), 1);
    QCOMPARE(played.at(0).at(0).toString(), m_a);
    QCOMPARE(played.at(0).at(1).toBool(), true);
    QVERIFY(positionChangedFirst);
}

void TestGameSession::refusesIllegalMove_data()
{
    QTest::addColumn<QString>("move");
    QTest::newRow("empty") << QString();
    QTest::newRow("words") << QStringLiteral("jump over there");
    QTest::newRow("no such hole") << QStringLiteral("99-97");
    QTest::newRow("negative") << QStringLiteral("-1-3");
    QTest::newRow("same hole") << QStringLiteral("4-4");
}

void TestGameSession::refusesIllegalMove()
{
    QFETCH(QString, move);
    GameSession session;
    session.newGame(seed());
    QSignalSpy played(&session, &GameSession::movePlayed);
    QString error;
    QVERIFY(!session.playMove(move, &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(session.moveCount(), 0);
    QVERIFY(session.position().equals(*seed()));
    QCOMPARE(played.count(), 0);
}

void TestGameSession::refusesMoveFromEmptyHole()
{
    GameSession session;
    session.newGame(seed());
    QVERIFY(session.playMove(m_a));
    // The hole m_a jumped from is empty now.
    QString error;
    QVERIFY(!session.playMove(m_a, &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(session.moves(), QStringList{m_a});
    QVERIFY(session.position().equals(*after({m_a})));
}

void TestGameSession::takesBack()
{
    GameSession session;
    session.newGame(seed());
    QVERIFY(session.playMove(m_a));
    QVERIFY(session.playMove(m_b));
    QSignalSpy played(&session, &GameSession::movePlayed);

    QCOMPARE(session.takeBack(), m_b);
    QCOMPARE(session.moves(), QStringList{m_a});
    QVERIFY(session.position().equals(*after({m_a})));
    QCOMPARE(played.count(), 1);
    QCOMPARE(played.at(0).at(0).toString(), m_b);
    QCOMPARE(played.at(0).at(1).toBool(), false);

    QCOMPARE(session.takeBack(), m_a);
    QVERIFY(session.position().equals(*seed()));
}

void TestGameSession::takeBackWithoutMovesDoesNothing()
{
    GameSession session;
    session.newGame(seed());
    QSignalSpy played(&session, &GameSession::movePlayed);
    QCOMPARE(session.takeBack(), QString());
    QCOMPARE(played.count(), 0);
    QVERIFY(session.position().equals(*seed()));
}

void TestGameSession::replaysWholeLine()
{
    GameSession session;
    session.newGame(seed());
    // Play a whole game, always the first legal move, then take it all back.
    std::vector<std::unique_ptr<pb::Puzzle>> positions;
    positions.push_back(session.position().clone());
    for (QStringList moves = legalMoves(session.position()); !moves.isEmpty();
         moves = legalMoves(session.position())) {
        QVERIFY(session.playMove(moves.constFirst()));
        positions.push_back(session.position().clone());
    }
    QVERIFY(session.moveCount() > 2);
    for (std::size_t i = positions.size() - 1; i > 0; --i) {
        QVERIFY(session.position().equals(*positions[i]));
        QVERIFY(!session.takeBack().isEmpty());
    }
    QVERIFY(session.position().equals(*seed()));
    QCOMPARE(session.moveCount(), 0);
}

void TestGameSession::solutionStepFollowsTheLine()
{
    GameSession session;
    session.newGame(seed());
    QSignalSpy changed(&session, &GameSession::solutionChanged);
    session.setSolution({m_a, m_b}, true);
    QCOMPARE(changed.count(), 1);
    QVERIFY(session.hasSolution());
    QVERIFY(session.solutionIsOptimal());
    QCOMPARE(session.solution(), (QStringList{m_a, m_b}));
    QCOMPARE(session.solutionStep(), 0);
    QCOMPARE(session.nextSolutionMove(), m_a);

    QVERIFY(session.playMove(session.nextSolutionMove()));
    QCOMPARE(session.solutionStep(), 1);
    QCOMPARE(session.nextSolutionMove(), m_b);
    QVERIFY(session.playMove(session.nextSolutionMove()));
    QCOMPARE(session.solutionStep(), 2);
    QCOMPARE(session.nextSolutionMove(), QString());

    // Stepping back along the solution keeps it, down to its start.
    session.takeBack();
    QCOMPARE(session.solutionStep(), 1);
    session.takeBack();
    QCOMPARE(session.solutionStep(), 0);
    QVERIFY(session.hasSolution());
    QCOMPARE(session.nextSolutionMove(), m_a);
    QCOMPARE(changed.count(), 1);
}

void TestGameSession::solutionAnchoredAtCurrentMove()
{
    GameSession session;
    session.newGame(seed());
    QVERIFY(session.playMove(m_a));
    session.setSolution({m_b}, false);
    QVERIFY(!session.solutionIsOptimal());
    QCOMPARE(session.solutionStep(), 0);
    QCOMPARE(session.nextSolutionMove(), m_b);
    QVERIFY(session.playMove(m_b));
    QCOMPARE(session.solutionStep(), 1);
    QCOMPARE(session.nextSolutionMove(), QString());
}

void TestGameSession::solutionAnchoredEarlierOnTheLine()
{
    GameSession session;
    session.newGame(seed());
    QVERIFY(session.playMove(m_a));
    QVERIFY(session.playMove(m_b));
    QSignalSpy changed(&session, &GameSession::solutionChanged);
    // The line after the anchor must follow the solution: refused, unchanged.
    QVERIFY(!session.setSolution({m_c}, true, 1));
    QVERIFY(!session.setSolution({m_b}, true, 3));
    QVERIFY(!session.setSolution({}, true, 0));
    QVERIFY(!session.hasSolution());
    QCOMPARE(changed.count(), 0);

    QVERIFY(session.setSolution({m_b, QStringLiteral("x")}, true, 1));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(session.solutionAnchor(), 1);
    QCOMPARE(session.solutionStep(), 1);
    QVERIFY(session.solutionIsOptimal());
    QCOMPARE(session.nextSolutionMove(), QStringLiteral("x"));
    session.takeBack();
    QCOMPARE(session.solutionStep(), 0);
    session.takeBack(); // past the anchor
    QVERIFY(!session.hasSolution());
}

void TestGameSession::offLineMoveClearsSolution()
{
    GameSession session;
    session.newGame(seed());
    session.setSolution({m_a, m_b}, true);
    QStringList signalOrder;
    connect(&session, &GameSession::movePlayed, this, [&] { signalOrder << QStringLiteral("move"); });
    connect(&session, &GameSession::solutionChanged, this, [&] {
        QVERIFY(!session.hasSolution());
        signalOrder << QStringLiteral("solution");
    });

    QVERIFY(session.playMove(m_c));
    QVERIFY(!session.hasSolution());
    QCOMPARE(session.solution(), QStringList());
    QCOMPARE(session.solutionStep(), 0);
    QCOMPARE(session.nextSolutionMove(), QString());
    QCOMPARE(signalOrder, (QStringList{QStringLiteral("move"), QStringLiteral("solution")}));

    // Coming back to the anchor does not bring a dropped solution back.
    session.takeBack();
    QVERIFY(!session.hasSolution());
}

void TestGameSession::takingBackPastAnchorClearsSolution()
{
    GameSession session;
    session.newGame(seed());
    QVERIFY(session.playMove(m_a));
    session.setSolution({m_b}, true);
    QSignalSpy changed(&session, &GameSession::solutionChanged);
    QCOMPARE(session.takeBack(), m_a);
    QVERIFY(!session.hasSolution());
    QCOMPARE(changed.count(), 1);
    QCOMPARE(session.nextSolutionMove(), QString());
}

void TestGameSession::clearSolution()
{
    GameSession session;
    session.newGame(seed());
    QSignalSpy changed(&session, &GameSession::solutionChanged);
    session.clearSolution();
    QCOMPARE(changed.count(), 0);
    session.setSolution({m_a}, true);
    session.clearSolution();
    QVERIFY(!session.hasSolution());
    QCOMPARE(changed.count(), 2);
}

void TestGameSession::newGameClearsSolution()
{
    GameSession session;
    session.newGame(seed());
    QVERIFY(session.playMove(m_a));
    session.setSolution({m_b}, true);
    session.newGame(seed());
    QVERIFY(!session.hasSolution());
    QCOMPARE(session.solutionStep(), 0);
    QCOMPARE(session.moves(), QStringList());
}

QTEST_GUILESS_MAIN(TestGameSession)
#include "tst_gamesession.moc"
