// puzzlebox-cli triangle reproduces the original exercise's triangle_game: the boards
// of a solution from one peg back to the board read, drawn as its
// triangle_print draws them; the boards are read back and replayed by the rules.

#include "core/pegs/pegpuzzle.h"
#include "testmain.h"

#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QTest>

#include "clirun.h"

namespace tst_trianglecli {

using pb::pegs::PegBits;

namespace {

// The original exercise's test input: every hole filled but hole 4.
const QByteArray kTestInput = "1 1 1 1 0 1 1 1 1 1 1 1 1 1 1\n";

// triangle_print's drawing of that board, trailing spaces included.
const char *const kTestInputDrawing =
    "                 __     \n"
    "                | 0|    \n"
    "                |__|    \n"
    "             __      __     \n"
    "            | 1|    | 2|    \n"
    "            |__|    |__|    \n"
    "         __              __     \n"
    "        | 3|      4     | 5|    \n"
    "        |__|            |__|    \n"
    "     __      __      __      __     \n"
    "    | 6|    | 7|    | 8|    | 9|    \n"
    "    |__|    |__|    |__|    |__|    \n"
    " __      __      __      __      __     \n"
    "|10|    |11|    |12|    |13|    |14|    \n"
    "|__|    |__|    |__|    |__|    |__|    \n";

const char *const kLastPegOn12 =
    "                        \n"
    "                  0     \n"
    "                        \n"
    "                            \n"
    "              1       2     \n"
    "                            \n"
    "                                \n"
    "          3       4       5     \n"
    "                                \n"
    "                                    \n"
    "      6       7       8       9     \n"
    "                                    \n"
    "                 __                     \n"
    " 10      11     |12|     13      14     \n"
    "                |__|                    \n";

// The holes a drawing shows boxed.
PegBits pegsDrawn(const QString &drawing)
{
    PegBits pegs = 0;
    static const QRegularExpression boxed(QStringLiteral("\\|\\s?(\\d+)\\|"));
    for (const QRegularExpressionMatch &match : boxed.globalMatch(drawing))
        pegs |= pb::pegs::bit(match.captured(1).toInt());
    return pegs;
}

} // namespace

class TestTriangleCli : public QObject {
    Q_OBJECT

private slots:
    // The original exercise's test: 14 boards, from the one peg on hole 12 back to
    // the board read, each one jump from the next.
    void solvesTheTestInput_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::newRow("one line") << kTestInput;
        QTest::newRow("no final newline") << kTestInput.chopped(1);
        QTest::newRow("a value a line") << QByteArray(kTestInput).replace(' ', '\n');
        // Spaces up to the longest line an answer may have.
        QTest::newRow("longest line") << kTestInput.chopped(1).leftJustified(256, ' ') + "\n";
    }
    void solvesTheTestInput()
    {
        QFETCH(QByteArray, input);
        const CliRun result = runCli({QStringLiteral("triangle")}, input);
        QCOMPARE(result.err, QString());
        QCOMPARE(result.exitCode, 0);
        QVERIFY(result.out.endsWith(QLatin1Char('\n')));
        const QStringList boards = result.out.chopped(1).split(QStringLiteral("\n\n"));
        QCOMPARE(boards.size(), 14);
        QCOMPARE(boards.constFirst() + QLatin1Char('\n'), QString::fromLatin1(kLastPegOn12));
        QCOMPARE(boards.constLast() + QLatin1Char('\n'), QString::fromLatin1(kTestInputDrawing));

        const auto geometry = pb::pegs::PegGeometry::triangle(5);
        for (qsizetype i = 0; i + 1 < boards.size(); ++i) {
            const PegBits before = pegsDrawn(boards.at(i + 1));
            const PegBits after = pegsDrawn(boards.at(i));
            QCOMPARE(pb::pegs::pegCount(after), i + 1);
            bool oneJump = false;
            for (const pb::pegs::Jump &jump : geometry->jumps())
                oneJump = oneJump || (pb::pegs::isLegal(jump, before) && pb::pegs::applyJump(jump, before) == after);
            QVERIFY2(oneJump, qPrintable(QStringLiteral("board %1 is not one jump from board %2").arg(i + 1).arg(i + 2)));
        }
    }

    // One peg is already solved: the board itself is the whole solution.
    void onePegIsItsOwnSolution()
    {
        const CliRun result = runCli({QStringLiteral("triangle")}, "0 0 0 0 0 0 0 0 0 0 0 0 1 0 0");
        QCOMPARE(result.exitCode, 0);
        QCOMPARE(result.out, QString::fromLatin1(kLastPegOn12));
    }

    void unsolvable_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::newRow("two corners") << QByteArray("1 0 0 0 0 0 0 0 0 0 0 0 0 0 1\n");
        QTest::newRow("empty board") << QByteArray("0 0 0 0 0 0 0 0 0 0 0 0 0 0 0\n");
        QTest::newRow("full board, no final newline") << QByteArray("1 1 1 1 1 1 1 1 1 1 1 1 1 1 1");
    }
    void unsolvable()
    {
        QFETCH(QByteArray, input);
        const CliRun result = runCli({QStringLiteral("triangle")}, input);
        QCOMPARE(result.exitCode, 0);
        QCOMPARE(result.out, QStringLiteral("This board cannot be solved.\n"));
        QCOMPARE(result.err, QString());
    }

    void malformed_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("error");
        QTest::newRow("not 0 or 1") << QByteArray("1 1\n1 2 1\n")
                                    << QStringLiteral("stdin:2:3: '2' is not 0 (empty) or 1 (peg) for hole 3\n");
        QTest::newRow("too few") << QByteArray("1 1 1\n1 1")
                                 << QStringLiteral("stdin:2:4: the board ends after 5 values: it needs 15, one 0 or 1 for each hole\n");
        QTest::newRow("too many") << QByteArray("1 1 1 1 0 1 1 1 1 1 1 1 1 1 1\n\n 1\n")
                                  << QStringLiteral("stdin:3:2: '1' is one value too many: the board has 15 holes\n");
        QTest::newRow("line too long") << QByteArray("1 1 1\n") + QByteArray(100'000, '1') + "\n"
                                       << QStringLiteral("stdin:2:257: ") + kLineTooLong + QLatin1Char('\n');
    }
    void malformed()
    {
        QFETCH(QByteArray, input);
        QFETCH(QString, error);
        const CliRun result = runCli({QStringLiteral("triangle")}, input);
        QCOMPARE(result.exitCode, 1);
        QCOMPARE(result.err, error);
        QCOMPARE(result.out, QString());
    }

    // Input without a line break is refused at the bound, not read to its
    // end: the program ends at once.
    void endlessLineIsRefused()
    {
        const CliRun result = runCliOnEndlessLine({QStringLiteral("triangle")});
        QCOMPARE(result.exitCode, 1);
        QCOMPARE(result.err, QStringLiteral("stdin:1:257: ") + kLineTooLong + QLatin1Char('\n'));
        QCOMPARE(result.out, QString());
    }

    // No board at all is the end of input, not an error.
    void emptyInputEndsCleanly()
    {
        const CliRun result = runCli({QStringLiteral("triangle")}, QByteArray());
        QCOMPARE(result.exitCode, 0);
        QCOMPARE(result.out, QString());
        QCOMPARE(result.err, QString());
    }

    void usage()
    {
        const CliRun help = runCli({QStringLiteral("triangle"), QStringLiteral("--help")}, QByteArray());
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.simplified().contains(QStringLiteral("15 values 0 (empty) or 1 (peg)")));
        const CliRun extra = runCli({QStringLiteral("triangle"), QStringLiteral("board.txt")}, QByteArray());
        QCOMPARE(extra.exitCode, 2);
        QVERIFY(extra.err.contains(QStringLiteral("Usage: ")));
    }
};

PUZZLEBOX_TEST_GUILESS_MAIN(TestTriangleCli)
} // namespace tst_trianglecli
#include "tst_trianglecli.moc"
