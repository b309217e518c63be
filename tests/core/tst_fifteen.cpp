// Rules, parity and the .fif file of the Game of Fifteen.

#include "core/common/registry.h"
#include "core/fifteen/fifteenfile.h"
#include "core/fifteen/fifteenpuzzle.h"
#include "testmain.h"

#include <QTest>

#include <set>

namespace tst_fifteen {

using namespace pb;
using namespace pb::fifteen;


namespace {

FifteenBoard parseOk(std::string_view text)
{
    auto parsed = parseFifteenFile(text);
    if (const auto *error = std::get_if<ParseError>(&parsed))
        qFatal("unexpected parse error %s", error->toString().c_str());
    return std::get<FifteenBoard>(parsed);
}

FifteenBoard board(int dim, const std::vector<int> &tiles)
{
    return FifteenBoard(dim, tiles);
}

} // namespace

class TestFifteen : public QObject {
    Q_OBJECT

private slots:
    void classicLayout_data()
    {
        QTest::addColumn<int>("dim");
        QTest::addColumn<QString>("rendered");
        // The original exercise's init(): d*d-1 down to 1, blank last; 1 and 2 swapped when
        // d*d is even.
        QTest::newRow("3x3") << 3 << QStringLiteral("  8  7  6\n  5  4  3\n  2  1  _\n");
        QTest::newRow("4x4") << 4 << QStringLiteral(" 15 14 13 12\n 11 10  9  8\n  7  6  5  4\n  3  1  2  _\n");
    }
    void classicLayout()
    {
        QFETCH(int, dim);
        QFETCH(QString, rendered);
        const FifteenPuzzle puzzle(FifteenBoard::classicStart(dim));
        QCOMPARE(QString::fromStdString(puzzle.render()), rendered);
        QVERIFY(puzzle.board().isSolvable());
        QVERIFY(!puzzle.isSolved());
    }

    void classicLayoutIsSolvableAtEverySize()
    {
        for (int dim = kMinDim; dim <= kMaxDim; ++dim) {
            const FifteenBoard start = FifteenBoard::classicStart(dim);
            QVERIFY2(start.isSolvable(), qPrintable(QString::number(dim)));
            QCOMPARE(start.blank(), dim * dim - 1);
        }
    }

    void parity_data()
    {
        QTest::addColumn<int>("dim");
        QTest::addColumn<std::vector<int>>("tiles");
        QTest::addColumn<bool>("solvable");
        QTest::newRow("3x3 goal") << 3 << std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8, 0} << true;
        QTest::newRow("3x3 two tiles swapped") << 3 << std::vector<int>{2, 1, 3, 4, 5, 6, 7, 8, 0} << false;
        QTest::newRow("3x3 one slide") << 3 << std::vector<int>{1, 2, 3, 4, 5, 6, 7, 0, 8} << true;
        QTest::newRow("3x3 blank moved by a swap") << 3 << std::vector<int>{1, 2, 3, 4, 5, 6, 0, 7, 8} << true;
        QTest::newRow("3x3 seed without the swap") << 3 << std::vector<int>{8, 7, 6, 5, 4, 3, 2, 1, 0} << true;
        QTest::newRow("4x4 goal") << 4 << std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0} << true;
        QTest::newRow("4x4 14-15 (Sam Loyd)") << 4 << std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0} << false;
        QTest::newRow("4x4 one slide up") << 4 << std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0, 13, 14, 15, 12} << true;
        // Blank one row up with the tiles in order: the even width makes it unsolvable.
        QTest::newRow("4x4 blank a row up, tiles in order") << 4 << std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0, 12, 13, 14, 15} << false;
        QTest::newRow("4x4 seed without the swap") << 4 << std::vector<int>{15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0} << false;
        QTest::newRow("4x4 seed") << 4 << std::vector<int>{15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 1, 2, 0} << true;
    }
    void parity()
    {
        QFETCH(int, dim);
        QFETCH(std::vector<int>, tiles);
        QFETCH(bool, solvable);
        const FifteenBoard b = board(dim, tiles);
        QCOMPARE(b.isSolvable(), solvable);
        QCOMPARE(b.unsolvableReason().has_value(), !solvable);
        if (!solvable) {
            const std::string reason = b.unsolvableReason()->toString();
            QVERIFY2(reason.find("cannot be solved") != std::string::npos, reason.c_str());
            // Unsolvable is reported at once, before any search.
            Progress progress;
            const SolveResult result = FifteenPuzzle(b).solve({}, {}, progress);
            QCOMPARE(result.status, SolveStatus::Unsolvable);
            QCOMPARE(result.reason.toString(), reason);
            QCOMPARE(result.nodes, std::uint64_t(0));
        }
    }

    void randomShuffleIsSolvableAndUniform()
    {
        // Every draw solvable and not the goal; the blank spread evenly over
        // the cells; few repeats among 181,440 possible boards; and a fixed
        // seed gives a fixed board.
        std::array<int, 9> blankCount{};
        std::set<std::vector<int>> seen;
        constexpr int kDraws = 9000;
        for (int i = 0; i < kDraws; ++i) {
            const FifteenBoard b = FifteenBoard::randomSolvable(3, std::uint64_t(i));
            QVERIFY(b.isSolvable());
            QVERIFY(!b.isGoal());
            ++blankCount[std::size_t(b.blank())];
            std::vector<int> tiles;
            for (int cell = 0; cell < 9; ++cell)
                tiles.push_back(b.tileAt(cell));
            seen.insert(tiles);
        }
        for (const int count : blankCount)
            QVERIFY2(count > 850 && count < 1150, qPrintable(QString::number(count)));
        QVERIFY(seen.size() > 8700); // birthday collisions in 181,440: about 220
        QVERIFY(FifteenBoard::randomSolvable(9, 42) == FifteenBoard::randomSolvable(9, 42));
        for (int dim = kMinDim; dim <= kMaxDim; ++dim)
            QVERIFY(FifteenBoard::randomSolvable(dim, 7).isSolvable());
    }

    void moves()
    {
        FifteenPuzzle puzzle(FifteenBoard::goal(4));
        QVERIFY(puzzle.isSolved());
        QCOMPARE(puzzle.legalMoves(), (std::vector<std::string>{"12", "15"}));
        QVERIFY(!puzzle.apply("12"));
        QVERIFY(!puzzle.isSolved());
        QCOMPARE(puzzle.board().blank(), 11);
        QCOMPARE(puzzle.legalMoves(), (std::vector<std::string>{"8", "11", "12"}));
        QVERIFY(!puzzle.apply("12"));
        QVERIFY(puzzle.isSolved());

        const auto refusal = [&](std::string_view move) {
            FifteenPuzzle copy = puzzle;
            const auto why = copy.apply(move);
            return why ? why->toString() : std::string();
        };
        QCOMPARE(refusal("1"), std::string("Tile 1 is not next to the blank, so it cannot slide"));
        QCOMPARE(refusal("16"), std::string("There is no tile 16 on this board: the tiles are 1 to 15"));
        QCOMPARE(refusal("0"), std::string("There is no tile 0 on this board: the tiles are 1 to 15"));
        QCOMPARE(refusal("up"), std::string("'up' is not a move: write the number of the tile that slides into the blank, 1 to 15"));
        QCOMPARE(refusal(""), std::string("'' is not a move: write the number of the tile that slides into the blank, 1 to 15"));
        QCOMPARE(refusal("-3"), std::string("'-3' is not a move: write the number of the tile that slides into the blank, 1 to 15"));
        QCOMPARE(refusal("123"), std::string("'123' is not a move: write the number of the tile that slides into the blank, 1 to 15"));
        QVERIFY(puzzle.isSolved()); // refusals changed nothing
    }

    // A board set up by hand: any swap of two cells is allowed, and the rules
    // refuse the unsolvable half with a reason that says why and how to fix it.
    void swappingTwoTilesFlipsSolvability()
    {
        for (int dim : {3, 4, 5}) {
            const FifteenBoard start = FifteenBoard::classicStart(dim);
            for (int a = 0; a < start.cellCount(); ++a) {
                for (int b = a + 1; b < start.cellCount(); ++b) {
                    FifteenBoard swapped = start;
                    swapped.swapCells(a, b);
                    QCOMPARE(swapped.tileAt(a), start.tileAt(b));
                    QCOMPARE(swapped.tileAt(b), start.tileAt(a));
                    QCOMPARE(swapped.cellOf(0), swapped.blank());
                    QCOMPARE(swapped.tileAt(swapped.blank()), 0);
                    if (start.tileAt(a) == 0 || start.tileAt(b) == 0)
                        continue;
                    // Two tiles: the blank stays, the permutation's parity flips.
                    QVERIFY(!swapped.isSolvable());
                    const std::optional<Message> reason = swapped.unsolvableReason();
                    QVERIFY(reason);
                    const std::string text = reason->toString();
                    QVERIFY2(text.find("cannot be solved") != std::string::npos, text.c_str());
                    QVERIFY2(text.find("odd number of swaps") != std::string::npos, text.c_str());
                    QVERIFY2(text.find("Swapping any two tiles would make it solvable") != std::string::npos, text.c_str());
                    // And it is true: swapping any other two tiles back makes it solvable.
                    const int c = (b + 1) % start.cellCount() == swapped.blank() ? (b + 2) % start.cellCount()
                                                                                  : (b + 1) % start.cellCount();
                    if (c != a && swapped.tileAt(c) != 0) {
                        FifteenBoard fixed = swapped;
                        fixed.swapCells(a, c);
                        QVERIFY(fixed.isSolvable());
                        QVERIFY(!fixed.unsolvableReason());
                    }
                }
            }
        }
        // The blank moved one step (swapped with a neighbour) changes its
        // distance's parity but also the permutation's: still solvable.
        FifteenBoard slid = FifteenBoard::goal(4);
        slid.swapCells(15, 14);
        QCOMPARE(slid.blank(), 14);
        QVERIFY(slid.isSolvable());
        // The blank swapped two steps away (with a tile not its neighbour):
        // one transposition, an even distance: unsolvable, the other reason.
        FifteenBoard far = FifteenBoard::goal(4);
        far.swapCells(15, 13);
        QVERIFY(!far.isSolvable());
        QVERIFY(far.unsolvableReason()->toString().find("odd number of swaps") != std::string::npos);
        FifteenBoard evenSwaps = FifteenBoard::goal(4);
        evenSwaps.swapCells(15, 14); // the blank one step away
        evenSwaps.swapCells(0, 1);   // and two tiles swapped
        QVERIFY(!evenSwaps.isSolvable());
        const std::string even = evenSwaps.unsolvableReason()->toString();
        QVERIFY2(even.find("even number of swaps") != std::string::npos, even.c_str());
        QVERIFY2(even.find("odd number of steps") != std::string::npos, even.c_str());
    }

    void summaryAndEquality()
    {
        FifteenPuzzle a(FifteenBoard::goal(3));
        QCOMPARE(a.summary().toString(), std::string("3 × 3, every tile home"));
        a.apply("8");
        QCOMPARE(a.summary().toString(), std::string("3 × 3, 1 tile out of place"));
        a.apply("5");
        QCOMPARE(a.summary().toString(), std::string("3 × 3, 2 tiles out of place"));
        const auto b = a.clone();
        QVERIFY(a.equals(*b));
        QVERIFY(!a.equals(FifteenPuzzle(FifteenBoard::goal(3))));
        QVERIFY(!a.equals(FifteenPuzzle(FifteenBoard::goal(4))));
    }

    void fileRoundTrip()
    {
        for (int dim = kMinDim; dim <= kMaxDim; ++dim) {
            const FifteenBoard b = FifteenBoard::randomSolvable(dim, std::uint64_t(dim));
            const std::string text = writeFifteenFile(b);
            QVERIFY(parseOk(text) == b);
            // The registry picks the family by the extension, and by content otherwise.
            auto viaRegistry = parseBoard(text, "fif");
            QVERIFY(std::holds_alternative<PuzzlePtr>(viaRegistry));
            QVERIFY(std::get<PuzzlePtr>(viaRegistry)->equals(FifteenPuzzle(b)));
        }
        QCOMPARE(writeFifteenFile(FifteenBoard::classicStart(3)), std::string("3\n8 7 6\n5 4 3\n2 1 _\n"));
        QCOMPARE(FifteenPuzzle(FifteenBoard::classicStart(4)).save(),
                 std::string("4\n15 14 13 12\n11 10  9  8\n 7  6  5  4\n 3  1  2  _\n"));
    }

    void fileAcceptsVariants()
    {
        const FifteenBoard seed = FifteenBoard::classicStart(3);
        QVERIFY(parseOk("3\n8 7 6\n5 4 3\n2 1 0\n") == seed);
        QVERIFY(parseOk("3\r\n8 7 6\r\n5 4 3\r\n2 1 _") == seed);
        QVERIFY(parseOk("# a comment\n\n  3  \n\t8\t7 6\n# between rows\n5 4 3\n\n2 1 _\n\n") == seed);
        // The registry drops a byte order mark before the parser sees the file.
        const auto withBom = parseBoard("\xEF\xBB\xBF# a comment\n\n  3  \n\t8\t7 6\n# between rows\n5 4 3\n\n2 1 _\n\n", "fif");
        QVERIFY(std::holds_alternative<PuzzlePtr>(withBom));
        QVERIFY(std::get<PuzzlePtr>(withBom)->equals(FifteenPuzzle(seed)));
        QVERIFY(parseOk("3\n08 07 06\n5 4 3\n2 1 00\n") == seed);
    }

    void fileErrors_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("error");
        QTest::newRow("empty") << "" << "1:1: The file is empty: the first line must be the board's size, 3 to 9";
        QTest::newRow("only comments") << "# nothing\n\n" << "1:1: The file is empty: the first line must be the board's size, 3 to 9";
        QTest::newRow("size not a number") << "four\n" << "1:1: 'four' is not a size: the first line must be the board's size, 3 to 9";
        QTest::newRow("size too small") << "2\n1 2\n3 _\n" << "1:1: Size 2 is not supported: the first line must be the board's size, 3 to 9";
        QTest::newRow("size too large") << "  10\n" << "1:3: Size 10 is not supported: the first line must be the board's size, 3 to 9";
        QTest::newRow("long size quoted by characters") << QString(20, QChar(0xE9)) + "\n"
                                                        << "1:1: '" + QString(16, QChar(0xE9)) + "...' is not a size: the first line must be the board's size, 3 to 9";
        QTest::newRow("size negative") << "-3\n" << "1:1: '-3' is not a size: the first line must be the board's size, 3 to 9";
        QTest::newRow("more after size") << "3 3\n" << "1:3: Unexpected '3' after the size: the rows of tiles start on the next line";
        QTest::newRow("non-number tile") << "3\n8 7 6\n5 x 3\n2 1 _\n" << "3:3: 'x' is not a tile: write the numbers 1 to 8 and 0 or _ for the blank";
        QTest::newRow("non-number after unicode") << "3\n8 7 6\n5 4 3\n2 é _\n" << "4:3: 'é' is not a tile: write the numbers 1 to 8 and 0 or _ for the blank";
        QTest::newRow("column counts characters") << "3\n8 7 6\nééé 4 3\n2 1 _\n" << "3:1: 'ééé' is not a tile: write the numbers 1 to 8 and 0 or _ for the blank";
        QTest::newRow("tile out of range") << "3\n8 7 6\n5 4 9\n2 1 _\n" << "3:5: There is no tile 9 on a 3 × 3 board: the tiles are 1 to 8";
        QTest::newRow("tile far out of range") << "3\n8 7 6\n5 4 99999\n2 1 _\n" << "3:5: '99999' is not a tile: write the numbers 1 to 8 and 0 or _ for the blank";
        QTest::newRow("repeated tile") << "3\n8 7 6\n5 4 3\n2 7 _\n" << "4:3: Tile 7 appears twice (first at line 2, column 3) and tile 1 is missing";
        QTest::newRow("repeated tile, the largest missing") << "3\n_ 7 6\n5 4 3\n2 1 1\n" << "4:5: Tile 1 appears twice (first at line 4, column 3) and tile 8 is missing";
        QTest::newRow("15 twice, no blank") << "4\n15 14 13 12\n11 10 9 8\n7 6 5 4\n3 1 2 15\n"
                                           << "5:7: Tile 15 appears twice (first at line 2, column 1) and the board has no blank: write 0 or _ in the empty cell";
        QTest::newRow("two blanks") << "3\n8 7 6\n5 _ 3\n2 1 0\n" << "4:5: A second blank: the board has exactly one (the first is at line 3, column 3)";
        QTest::newRow("no blank") << "3\n8 7 6\n5 4 3\n2 1 1\n" << "4:5: Tile 1 appears twice (first at line 4, column 3) and the board has no blank: write 0 or _ in the empty cell";
        QTest::newRow("row too short") << "3\n8 7 6\n5 4\n3 2 1 _\n" << "3:4: Too few numbers in row 2: a board of size 3 has 3 in each row, this one 2";
        QTest::newRow("row too long") << "3\n8 7 6\n5 4 3 2\n1 _\n" << "3:7: Too many numbers in row 2: a board of size 3 has 3 in each row";
        QTest::newRow("row too long after unicode") << "3\n\xC3\xA9 \xC3\xA9 \xC3\xA9 4\n" << "2:7: Too many numbers in row 1: a board of size 3 has 3 in each row";
        QTest::newRow("too few rows") << "3\n8 7 6\n5 4 3\n" << "4:1: Too few rows: a board of size 3 has 3 rows of tiles, this one 2";
        QTest::newRow("too many rows") << "3\n8 7 6\n5 4 3\n2 1 _\n\n9 9 9\n" << "6:1: Too many rows: a board of size 3 has 3 rows of tiles";
    }
    void fileErrors()
    {
        QFETCH(QString, text);
        QFETCH(QString, error);
        const QByteArray bytes = text.toUtf8();
        const auto parsed = parseFifteenFile(std::string_view(bytes.constData(), std::size_t(bytes.size())));
        QVERIFY(std::holds_alternative<ParseError>(parsed));
        QCOMPARE(QString::fromStdString(std::get<ParseError>(parsed).toString()), error);
    }
};

PUZZLEBOX_TEST_GUILESS_MAIN(TestFifteen)
} // namespace tst_fifteen
#include "tst_fifteen.moc"
