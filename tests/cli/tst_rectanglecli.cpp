// puzzlebox-cli rectangle reproduces the original exercise's Rectangle Puzzle program:
// its questions, then the history of moves as (r, c) (r, c) (r, c), replayed
// here by the rules, or that the instance is not solvable.

#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QTest>

#include "clirun.h"
#include "testmain.h"

#include <set>
#include <utility>

namespace tst_rectanglecli {

namespace {

const QString kRows = QStringLiteral("Enter the number of rows: ");
const QString kCols = QStringLiteral("Enter the number of columns: ");
const QString kEmpty = QStringLiteral("Enter the location of the initial unoccupied square (row col): ");

using Point = std::pair<int, int>;

// The moves printed after the questions, replayed by the exercise's rules on a
// rows x cols board that starts with `empty` unoccupied: each jumps a peg over
// the neighbouring peg into the empty hole beyond it, along a row or a column.
// Returns the pegs left, or -1 when a line is not such a move.
int pegsLeftAfter(const QStringList &moves, int rows, int cols, Point empty)
{
    std::set<Point> pegs;
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < cols; ++c)
            pegs.insert({r, c});
    }
    pegs.erase(empty);
    static const QRegularExpression move(QStringLiteral("^\\((\\d), (\\d)\\) \\((\\d), (\\d)\\) \\((\\d), (\\d)\\)$"));
    for (const QString &line : moves) {
        const QRegularExpressionMatch match = move.match(line);
        if (!match.hasMatch())
            return -1;
        const Point from{match.captured(1).toInt(), match.captured(2).toInt()};
        const Point over{match.captured(3).toInt(), match.captured(4).toInt()};
        const Point to{match.captured(5).toInt(), match.captured(6).toInt()};
        const bool straight = (from.first == to.first && std::abs(from.second - to.second) == 2)
            || (from.second == to.second && std::abs(from.first - to.first) == 2);
        const bool between = over.first * 2 == from.first + to.first && over.second * 2 == from.second + to.second;
        const bool onBoard = to.first >= 0 && to.first < rows && to.second >= 0 && to.second < cols;
        if (!straight || !between || !onBoard || !pegs.count(from) || !pegs.count(over) || pegs.count(to))
            return -1;
        pegs.erase(from);
        pegs.erase(over);
        pegs.insert(to);
    }
    return int(pegs.size());
}

} // namespace

class TestRectangleCli : public QObject {
    Q_OBJECT

private slots:
    // 3 x 4 with (0, 0) empty: the questions with the answers echoed, then a
    // history of 10 moves that leaves one peg.
    void solvesThreeByFour_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("point");
        QTest::newRow("row col") << QByteArray("3\n4\n0 0\n") << QStringLiteral("0 0");
        QTest::newRow("no final newline") << QByteArray("3\n4\n0 0") << QStringLiteral("0 0");
        QTest::newRow("as the exercise writes points") << QByteArray(" 3\n4 \n(0, 0)\n") << QStringLiteral("(0, 0)");
    }
    void solvesThreeByFour()
    {
        QFETCH(QByteArray, input);
        QFETCH(QString, point);
        const CliRun result = runCli({QStringLiteral("rectangle")}, input);
        QCOMPARE(result.err, QString());
        QCOMPARE(result.exitCode, 0);
        QVERIFY(result.out.endsWith(QLatin1Char('\n')));
        QStringList lines = result.out.chopped(1).split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 3 + 10);
        QCOMPARE(lines.at(0).simplified(), (kRows + QStringLiteral("3")).simplified());
        QCOMPARE(lines.at(1).simplified(), (kCols + QStringLiteral("4")).simplified());
        QCOMPARE(lines.at(2), kEmpty + point);
        QCOMPARE(pegsLeftAfter(lines.mid(3), 3, 4, {0, 0}), 1);
    }

    void notSolvable()
    {
        const CliRun result = runCli({QStringLiteral("rectangle")}, "3\n4\n1 1\n");
        QCOMPARE(result.exitCode, 0);
        QCOMPARE(result.out, kRows + QStringLiteral("3\n") + kCols + QStringLiteral("4\n") + kEmpty
                     + QStringLiteral("1 1\nThis instance of the Rectangle Puzzle is not solvable.\n"));
    }

    // The exercise's count of possible moves, 4(rows * cols - rows - cols).
    void verboseCountsThePossibleMoves_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("count");
        QTest::newRow("3 x 4") << QByteArray("3\n4\n1 1\n") << QStringLiteral("20 possible moves\n");
        QTest::newRow("5 x 5") << QByteArray("5\n5\n2 2\n") << QStringLiteral("60 possible moves\n");
        QTest::newRow("2 x 2") << QByteArray("2\n2\n0 0\n") << QStringLiteral("0 possible moves\n");
    }
    void verboseCountsThePossibleMoves()
    {
        QFETCH(QByteArray, input);
        QFETCH(QString, count);
        const CliRun result = runCli({QStringLiteral("rectangle"), QStringLiteral("--verbose")}, input);
        QCOMPARE(result.exitCode, 0);
        QVERIFY2(result.out.contains(QLatin1Char('\n') + count), qPrintable(result.out));
    }

    // Not a terminal: the first bad answer is located and ends the program.
    void badAnswers_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("error");
        QTest::newRow("not a number") << QByteArray("three\n")
                                      << QStringLiteral("stdin:1:1: 'three' is not a number: the board has 1 to 8 rows\n");
        QTest::newRow("too many columns") << QByteArray("3\n  9\n")
                                          << QStringLiteral("stdin:2:3: 9 columns is out of range: the board has 1 to 8 columns\n");
        QTest::newRow("no rows") << QByteArray("0\n")
                                 << QStringLiteral("stdin:1:1: 0 rows is out of range: the board has 1 to 8 rows\n");
        QTest::newRow("off the board") << QByteArray("3\n4\n0 4\n")
                                       << QStringLiteral("stdin:3:1: (0, 4) is off the board: rows 0 to 2, columns 0 to 3\n");
        QTest::newRow("not a point") << QByteArray("3\n4\n1\n")
                                     << QStringLiteral("stdin:3:1: '1' is not a point: write its row and column, such as 0 0\n");
        QTest::newRow("line too long") << QByteArray("3\n") + QByteArray(300, ' ') + "4\n"
                                       << QStringLiteral("stdin:2:257: ") + kLineTooLong + QLatin1Char('\n');
    }
    void badAnswers()
    {
        QFETCH(QByteArray, input);
        QFETCH(QString, error);
        const CliRun result = runCli({QStringLiteral("rectangle")}, input);
        QCOMPARE(result.exitCode, 1);
        QCOMPARE(result.err, error);
        QVERIFY(!result.out.contains(QStringLiteral("solvable")));
    }

    // Input without a line break is refused at the bound, not read to its
    // end: as any bad answer when standard input is not a terminal, it ends
    // the program at once.
    void endlessLineIsRefused()
    {
        const CliRun result = runCliOnEndlessLine({QStringLiteral("rectangle")});
        QCOMPARE(result.exitCode, 1);
        QCOMPARE(result.err, QStringLiteral("stdin:1:257: ") + kLineTooLong + QLatin1Char('\n'));
        QCOMPARE(result.out, kRows + QLatin1Char('\n'));
    }

    // The input may end at any question: the line is ended and the program succeeds.
    void endOfInput_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("out");
        QTest::newRow("no input") << QByteArray() << kRows + QLatin1Char('\n');
        QTest::newRow("after the rows") << QByteArray("3\n") << kRows + QStringLiteral("3\n") + kCols + QLatin1Char('\n');
    }
    void endOfInput()
    {
        QFETCH(QByteArray, input);
        QFETCH(QString, out);
        const CliRun result = runCli({QStringLiteral("rectangle")}, input);
        QCOMPARE(result.exitCode, 0);
        QCOMPARE(result.out, out);
        QCOMPARE(result.err, QString());
    }

    void usage()
    {
        const CliRun help = runCli({QStringLiteral("rectangle"), QStringLiteral("--help")}, QByteArray());
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.simplified().contains(QStringLiteral("(r, c) (r, c) (r, c)")));
        const CliRun extra = runCli({QStringLiteral("rectangle"), QStringLiteral("3")}, QByteArray());
        QCOMPARE(extra.exitCode, 2);
        QVERIFY(extra.err.contains(QStringLiteral("Usage: ")));
    }
};

PUZZLEBOX_TEST_GUILESS_MAIN(TestRectangleCli)
} // namespace tst_rectanglecli
#include "tst_rectanglecli.moc"
