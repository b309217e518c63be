// Roller-Board rules: the roll notation, what each roll does to the cells
// (checked against a plain string model of the grid) and apply()'s refusals.

#include "core/roller/rollerpuzzle.h"
#include "testmain.h"

#include <QTest>

#include <algorithm>
#include <bit>
#include <random>

namespace tst_rollerrules {

using namespace pb::roller;

namespace {

// The board as the rows of render(), joined.
std::string rows(const RollerPuzzle &puzzle)
{
    std::string text = puzzle.render();
    std::erase(text, '\n');
    return text;
}

RollerPuzzle fromRows(int height, int width, std::string_view cells)
{
    RollerBits bits = 0;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        if (cells[i] == '1')
            bits |= RollerBits(1) << i;
    }
    return RollerPuzzle(height, width, bits);
}

} // namespace

class TestRollerRules : public QObject {
    Q_OBJECT

private slots:
    void notationRoundTrips()
    {
        for (const Roll &roll : allRolls(6, 6)) {
            const std::string text = rollToString(roll);
            QCOMPARE(parseRoll(text), std::optional(roll));
        }
        QCOMPARE(rollToString({Direction::Left, 0}), std::string("R0L"));
        QCOMPARE(rollToString({Direction::Right, 5}), std::string("R5R"));
        QCOMPARE(rollToString({Direction::Up, 2}), std::string("C2U"));
        QCOMPARE(rollToString({Direction::Down, 3}), std::string("C3D"));
    }

    void notationRejects_data()
    {
        QTest::addColumn<QString>("text");
        for (const char *text : {"", "R", "R0", "RL", "R-1L", "R+1L", "R0U", "C0L", "C0R", "X0L",
                                 "r0l", "R0LL", " R0L", "R0L ", "R99999999999L"})
            QTest::newRow(*text ? text : "empty") << QString::fromLatin1(text);
    }

    void notationRejects()
    {
        QFETCH(QString, text);
        QVERIFY(!parseRoll(text.toStdString()));
    }

    void rollsWrapAround()
    {
        // 3 x 3, rows top to bottom: 100 / 010 / 001.
        const RollerPuzzle start = fromRows(3, 3, "100010001");
        const auto after = [&](const char *move) {
            RollerPuzzle puzzle = start;
            const auto refusal = puzzle.apply(move);
            Q_ASSERT(!refusal);
            return rows(puzzle);
        };
        QCOMPARE(after("R0L"), std::string("001010001")); // the 1 leaves left, comes back right
        QCOMPARE(after("R0R"), std::string("010010001"));
        QCOMPARE(after("R2R"), std::string("100010100"));
        QCOMPARE(after("C0U"), std::string("000010101")); // top cell wraps to the bottom
        QCOMPARE(after("C0D"), std::string("000110001"));
        QCOMPARE(after("C2D"), std::string("101010000"));
        QCOMPARE(after("C2U"), std::string("100011000"));
    }

    // Every roll of every size against a naive model on a string of cells.
    void rollsMatchAStringModel()
    {
        std::mt19937 random(7);
        for (int height = 1; height <= kMaxSide; ++height) {
            for (int width = 1; width <= kMaxSide; ++width) {
                const RollerPuzzle start = RollerPuzzle::randomBoard(height, width, random);
                for (const Roll &roll : allRolls(height, width)) {
                    std::string expected = rows(start);
                    const std::string before = expected;
                    const auto at = [&](int row, int col) -> char & {
                        return expected[std::size_t(row * width + col)];
                    };
                    const int length = roll.isRow() ? width : height;
                    for (int i = 0; i < length; ++i) {
                        const int from = roll.direction == Direction::Left || roll.direction == Direction::Up
                            ? (i + 1) % length
                            : (i + length - 1) % length;
                        const char cell = roll.isRow()
                            ? before[std::size_t(roll.line * width + from)]
                            : before[std::size_t(from * width + roll.line)];
                        (roll.isRow() ? at(roll.line, i) : at(i, roll.line)) = cell;
                    }
                    RollerPuzzle puzzle = start;
                    QVERIFY(!puzzle.apply(rollToString(roll)));
                    QCOMPARE(rows(puzzle), expected);
                    // And back.
                    QVERIFY(!puzzle.apply(rollToString(roll.inverse())));
                    QVERIFY(puzzle.equals(start));
                }
            }
        }
    }

    void legalMovesListsEveryRoll()
    {
        const RollerPuzzle puzzle = RollerPuzzle::classicExample();
        const std::vector<std::string> moves = puzzle.legalMoves();
        QCOMPARE(moves.size(), std::size_t(2 * (5 + 4)));
        QCOMPARE(moves.front(), std::string("R0L"));
        QCOMPARE(moves.back(), std::string("C3D"));
    }

    void applyRefuses_data()
    {
        QTest::addColumn<QString>("move");
        QTest::addColumn<QString>("reason");
        QTest::newRow("junk") << QStringLiteral("jump") << QStringLiteral("'jump' is not a roll");
        QTest::newRow("row too far") << QStringLiteral("R5L") << QStringLiteral("There is no row 5 on this board: the rows are numbered 0 to 4");
        QTest::newRow("column too far") << QStringLiteral("C4U") << QStringLiteral("There is no column 4 on this board: the columns are numbered 0 to 3");
        QTest::newRow("control bytes") << QStringLiteral("R\x01L") << QStringLiteral("'R\\x01L' is not a roll");
    }

    void applyRefuses()
    {
        QFETCH(QString, move);
        QFETCH(QString, reason);
        RollerPuzzle puzzle = RollerPuzzle::classicExample();
        const auto refusal = puzzle.apply(move.toStdString());
        QVERIFY(refusal);
        QVERIFY2(QString::fromStdString(refusal->toString()).startsWith(reason),
                 refusal->toString().c_str());
        QVERIFY(puzzle.equals(RollerPuzzle::classicExample()));
    }

    void solvedAndSummary()
    {
        RollerPuzzle puzzle = RollerPuzzle::classicExample();
        QVERIFY(!puzzle.isSolved());
        QCOMPARE(puzzle.summary().toString(), std::string("0 of 4 ones on the top row"));
        QVERIFY(RollerPuzzle::solvedBoard(5, 4).isSolved());
        QCOMPARE(RollerPuzzle::solvedBoard(5, 4).summary().toString(),
                 std::string("4 of 4 ones on the top row"));
        QCOMPARE(puzzle.render(), std::string("0000\n1100\n1000\n0100\n0000\n"));
        QCOMPARE(puzzle.family(), std::string_view("rollerboard"));
        QVERIFY(puzzle.equals(*puzzle.clone()));
        // The same cells on a board one row shorter: another position.
        QVERIFY(!puzzle.equals(RollerPuzzle(4, 4, puzzle.cells())));
    }

    // A board set up by hand is a Roller-Board when it holds as many ones as
    // it is wide, wherever they are; the reason says how many it has and needs.
    void boardProblemCountsTheOnes_data()
    {
        QTest::addColumn<int>("height");
        QTest::addColumn<int>("width");
        QTest::addColumn<QString>("cells");
        QTest::addColumn<QString>("problem");
        QTest::newRow("classic") << 5 << 4 << QStringLiteral("00001100100001000000") << QString();
        QTest::newRow("solved") << 3 << 3 << QStringLiteral("111000000") << QString();
        QTest::newRow("all in one column") << 4 << 4 << QStringLiteral("0001000100010001") << QString();
        QTest::newRow("one short") << 5 << 4 << QStringLiteral("00001100100000000000")
                                   << QStringLiteral("The board has 3 ones; it needs 4, one for each cell of the top row");
        QTest::newRow("one too many") << 5 << 4 << QStringLiteral("10001100100001000000")
                                      << QStringLiteral("The board has 5 ones; it needs 4, one for each cell of the top row");
        QTest::newRow("a single one") << 2 << 3 << QStringLiteral("000100")
                                      << QStringLiteral("The board has 1 one; it needs 3, one for each cell of the top row");
        QTest::newRow("empty") << 6 << 6 << QString(36, QLatin1Char('0'))
                               << QStringLiteral("The board has 0 ones; it needs 6, one for each cell of the top row");
        QTest::newRow("full") << 2 << 2 << QStringLiteral("1111")
                              << QStringLiteral("The board has 4 ones; it needs 2, one for each cell of the top row");
    }
    void boardProblemCountsTheOnes()
    {
        QFETCH(int, height);
        QFETCH(int, width);
        QFETCH(QString, cells);
        QFETCH(QString, problem);
        QCOMPARE(cells.size(), height * width);
        RollerBits bits = 0;
        for (int i = 0; i < cells.size(); ++i) {
            if (cells[i] == QLatin1Char('1'))
                bits |= RollerBits(1) << i;
        }
        const std::optional<pb::Message> found = boardProblem(height, width, bits);
        QCOMPARE(found ? QString::fromStdString(found->toString()) : QString(), problem);
        if (!found) {
            // Accepted: it is a board the rules play.
            const RollerPuzzle puzzle(height, width, bits);
            QCOMPARE(puzzle.cells(), bits);
        } else {
            // The count picks the plural form in a translation.
            QCOMPARE(found->count, std::popcount(bits));
        }
    }

    void generatorsMakeFairGames()
    {
        std::mt19937 random(11);
        for (int height = 2; height <= kMaxSide; ++height) {
            for (int width = 2; width <= kMaxSide; ++width) {
                for (int depth : {1, 2, 5}) {
                    const RollerPuzzle scrambled = RollerPuzzle::scrambled(height, width, depth, random);
                    QCOMPARE(scrambled.height(), height);
                    QCOMPARE(scrambled.width(), width);
                    QVERIFY(!scrambled.isSolved());
                }
                const RollerPuzzle board = RollerPuzzle::randomBoard(height, width, random);
                QVERIFY(!board.isSolved());
                QCOMPARE(std::popcount(board.cells()), width);
            }
        }
    }

    void rollsBetweenNamesTheRoll()
    {
        const RollerPuzzle board = RollerPuzzle::classicExample();
        for (const Roll &roll : allRolls(board.height(), board.width())) {
            const RollerBits rolled = applyRoll(board.cells(), board.height(), board.width(), roll);
            const std::vector<Roll> found = rollsBetween(board.cells(), rolled, board.height(), board.width());
            if (rolled != board.cells())
                QVERIFY2(found == std::vector<Roll>{roll}, rollToString(roll).c_str());
            else
                QVERIFY2(std::find(found.begin(), found.end(), roll) != found.end(), rollToString(roll).c_str());
        }
        // Rows 01 / 10: either way round is the same roll of a line two cells long.
        const RollerPuzzle two = fromRows(2, 2, "0110");
        QVERIFY((rollsBetween(two.cells(), fromRows(2, 2, "1010").cells(), 2, 2)
                 == std::vector<Roll>{{Direction::Left, 0}, {Direction::Right, 0}}));
        // The same board: every roll of a line whose tiles are all alike (none here).
        QVERIFY(rollsBetween(two.cells(), two.cells(), 2, 2).empty());
        QVERIFY(rollsBetween(two.cells(), fromRows(2, 2, "1001").cells(), 2, 2).empty());
    }
};

PUZZLEBOX_TEST_GUILESS_MAIN(TestRollerRules)
} // namespace tst_rollerrules
#include "tst_rollerrules.moc"
