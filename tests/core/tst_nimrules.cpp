// NimPuzzle: moves, turns, winners, the computer's move and the perfect line.

#include "core/nim/nimpuzzle.h"
#include "testmain.h"

#include <QTest>

namespace tst_nimrules {

using namespace pb;
using namespace pb::nim;

namespace {

NimPuzzle::Rules rules(bool misere, Player starts = Player::Human, Level level = Level::Perfect)
{
    NimPuzzle::Rules result;
    result.misere = misere;
    result.starts = starts;
    result.level = level;
    return result;
}

void play(NimPuzzle &puzzle, std::string_view move)
{
    const std::optional<Message> refusal = puzzle.apply(move);
    QVERIFY2(!refusal, refusal ? refusal->toString().c_str() : "");
}

} // namespace

class TestNimRules : public QObject {
    Q_OBJECT

private slots:
    void classicGame()
    {
        const NimPuzzle puzzle = NimPuzzle::classicGame();
        QCOMPARE(puzzle.heaps(), (std::vector<int>{5, 4, 3}));
        QCOMPARE(puzzle.toMove(), Player::Human);
        QVERIFY(!puzzle.isMisere());
        QVERIFY(!puzzle.isOver());
        QCOMPARE(puzzle.legalMoves().size(), std::size_t(12));
        QCOMPARE(puzzle.legalMoves().front(), std::string("A1"));
        QCOMPARE(puzzle.summary().toString(), std::string("12 stones left, your turn"));
        QVERIFY(!puzzle.opponentMove());
    }

    void movesAlternateAndValidate_data()
    {
        QTest::addColumn<QString>("move");
        QTest::addColumn<QString>("reason");
        QTest::newRow("junk") << "take two" << "'take two' is not a move: write the heap letter and the number of stones to take, such as A3";
        QTest::newRow("no heap D") << "D1" << "There is no heap D: the heaps are A to C";
        QTest::newRow("zero") << "A0" << "A move takes at least one stone";
        QTest::newRow("too many") << "C4" << "Heap C has only 3 stones, so 4 cannot be taken";
    }

    void movesAlternateAndValidate()
    {
        QFETCH(QString, move);
        QFETCH(QString, reason);
        NimPuzzle puzzle = NimPuzzle::classicGame();
        const std::optional<Message> refusal = puzzle.apply(move.toStdString());
        QVERIFY(refusal);
        QCOMPARE(QString::fromStdString(refusal->toString()), reason);
        QVERIFY(puzzle.equals(NimPuzzle::classicGame()));
    }

    void emptyAndSingleStoneHeaps()
    {
        NimPuzzle puzzle({1, 0});
        QCOMPARE(puzzle.apply("B1")->toString(), std::string("Heap B is empty"));
        QCOMPARE(puzzle.apply("A2")->toString(), std::string("Heap A has only one stone"));
    }

    void computerAnswersOnItsTurn()
    {
        NimPuzzle puzzle = NimPuzzle::classicGame();
        play(puzzle, "c2"); // lower case, as the original exercise's players type it
        QCOMPARE(puzzle.heaps(), (std::vector<int>{5, 4, 1}));
        QCOMPARE(puzzle.toMove(), Player::Computer);
        QCOMPARE(puzzle.opponentMove(), std::optional<std::string>("A1"));
        QCOMPARE(puzzle.summary().toString(), std::string("10 stones left, the computer's turn"));
        play(puzzle, *puzzle.opponentMove());
        QCOMPARE(puzzle.toMove(), Player::Human);
        QVERIFY(!puzzle.opponentMove());
    }

    void computerMayStart()
    {
        const NimPuzzle puzzle = NimPuzzle::classicGame(rules(false, Player::Computer));
        QCOMPARE(puzzle.opponentMove(), std::optional<std::string>("C2"));
    }

    void winner_data()
    {
        QTest::addColumn<bool>("misere");
        QTest::addColumn<bool>("humanTakesLast");
        QTest::addColumn<bool>("humanWins");
        QTest::newRow("normal, human takes last") << false << true << true;
        QTest::newRow("normal, computer takes last") << false << false << false;
        QTest::newRow("misere, human takes last") << true << true << false;
        QTest::newRow("misere, computer takes last") << true << false << true;
    }

    void winner()
    {
        QFETCH(bool, misere);
        QFETCH(bool, humanTakesLast);
        QFETCH(bool, humanWins);
        // One stone: the person takes it. Two single stones: each side takes one.
        NimPuzzle puzzle(humanTakesLast ? std::vector<int>{1} : std::vector<int>{1, 1}, rules(misere));
        play(puzzle, "A1");
        if (!humanTakesLast)
            play(puzzle, "B1");
        QVERIFY(puzzle.isOver());
        QVERIFY(puzzle.legalMoves().empty());
        QVERIFY(!puzzle.opponentMove());
        QCOMPARE(puzzle.winner(), humanWins ? Player::Human : Player::Computer);
        QCOMPARE(puzzle.isSolved(), humanWins);
        QCOMPARE(puzzle.summary().toString(), std::string(humanWins ? "You win" : "The computer wins"));
    }

    void perfectLine_data()
    {
        QTest::addColumn<QList<int>>("heaps");
        QTest::addColumn<bool>("misere");
        QTest::addColumn<bool>("humanWins");
        QTest::newRow("seed") << QList<int>{5, 4, 3} << false << true;
        QTest::newRow("zero nim-sum") << QList<int>{5, 4, 1} << false << false;
        QTest::newRow("misere seed") << QList<int>{5, 4, 3} << true << true;
        QTest::newRow("misere ones") << QList<int>{1, 1, 1} << true << false;
        QTest::newRow("eight heaps") << QList<int>{12, 19, 18, 17, 16, 15, 14, 13} << false << false;
    }

    void perfectLine()
    {
        QFETCH(QList<int>, heaps);
        QFETCH(bool, misere);
        QFETCH(bool, humanWins);
        const NimPuzzle start(std::vector<int>(heaps.begin(), heaps.end()), rules(misere));
        Progress progress;
        const SolveResult result = start.solve({}, {}, progress);
        QCOMPARE(result.status, SolveStatus::Solved);
        QVERIFY(!result.moves.empty());
        NimPuzzle position = start;
        for (const std::string &move : result.moves) {
            // The perfect computer plays the line's moves on its turns.
            if (position.toMove() == Player::Computer)
                QCOMPARE(position.opponentMove(), std::optional<std::string>(move));
            play(position, move);
        }
        QVERIFY(position.isOver());
        QCOMPARE(position.isSolved(), humanWins);
        QCOMPARE(isWinning(start.heaps(), misere), humanWins);
    }

    void fallibleComputerIsRepeatable()
    {
        NimPuzzle::Rules fallible = rules(false, Player::Computer, Level::Fallible);
        fallible.seed = 42;
        const NimPuzzle a({7, 5, 3, 1}, fallible);
        const NimPuzzle b({7, 5, 3, 1}, fallible);
        QCOMPARE(a.opponentMove(), b.opponentMove());
        QVERIFY(a.equals(b));
        fallible.seed = 43;
        QVERIFY(!a.equals(NimPuzzle({7, 5, 3, 1}, fallible)));
    }

    void cloneEqualsAndClamps()
    {
        const NimPuzzle big(std::vector<int>(10, 25));
        QCOMPARE(big.heaps(), std::vector<int>(8, 20));
        const auto copy = big.clone();
        QVERIFY(copy->equals(big));
        QVERIFY(!NimPuzzle::classicGame().equals(NimPuzzle::classicGame(rules(true))));
    }

    void render()
    {
        QCOMPARE(NimPuzzle({2, 0, 1}, rules(true)).render(),
                 std::string("Misere play: whoever takes the last stone loses.\n"
                             "A: 2  oo\n"
                             "B: 0\n"
                             "C: 1  o\n"
                             "The human moves next.\n"));
    }
};

PUZZLEBOX_TEST_GUILESS_MAIN(TestNimRules)
} // namespace tst_nimrules
#include "tst_nimrules.moc"
