// puzzlebox-cli fifteen reproduces the original exercise's Game of Fifteen: its start
// layout and drawing, "Tile to move: ", "Illegal move.", 0 to quit and "ftw!";
// its god mode's slides are read back from the drawings and replayed by the rules.

#include "core/fifteen/eighttable.h"
#include "core/fifteen/fifteenboard.h"
#include "testmain.h"
#include "testpaths.h"

#include <QProcess>
#include <QScopeGuard>
#include <QTest>

#include "clirun.h"

namespace tst_fifteengamecli {

using pb::fifteen::FifteenBoard;

namespace {

// Tables a solver keeps go to the build tree, not the home directory.
CliRun run(const QStringList &arguments, const QByteArray &input)
{
    return runCli(arguments, input, QStringLiteral(PUZZLEBOX_TEST_CACHES "/tst_fifteengamecli"));
}

const QString kPrompt = QStringLiteral("Tile to move: ");

const char *const kStart3 = "  8  7  6\n\n  5  4  3\n\n  2  1  _\n\n";

// The boards drawn in `text`, a drawing being `dim` rows of "%3i" tiles ("  _"
// the blank); prompts and messages between them are skipped.
std::vector<FifteenBoard> boardsDrawn(const QString &text, int dim)
{
    std::vector<FifteenBoard> boards;
    std::vector<int> tiles;
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        if (line.isEmpty() || line.startsWith(kPrompt) || line == QLatin1String("ftw!")
            || line == QLatin1String("Illegal move."))
            continue;
        for (const QString &tile : line.split(QLatin1Char(' '), Qt::SkipEmptyParts))
            tiles.push_back(tile == QLatin1String("_") ? 0 : tile.toInt());
        if (int(tiles.size()) == dim * dim) {
            boards.emplace_back(dim, tiles);
            tiles.clear();
        }
    }
    return boards;
}

} // namespace

class TestFifteenGameCli : public QObject {
    Q_OBJECT

private slots:
    // The exercise's start layout and drawing, byte for byte, then 0 quits.
    void drawsTheStart_data()
    {
        QTest::addColumn<int>("dim");
        QTest::addColumn<QString>("start");
        QTest::newRow("3") << 3 << QString::fromLatin1(kStart3);
        // d * d even: 1 and 2 swapped.
        QTest::newRow("4") << 4 << QStringLiteral(" 15 14 13 12\n\n 11 10  9  8\n\n  7  6  5  4\n\n  3  1  2  _\n\n");
    }
    void drawsTheStart()
    {
        QFETCH(int, dim);
        QFETCH(QString, start);
        const CliRun result = run({QStringLiteral("fifteen"), QString::number(dim)}, "0\n");
        QCOMPARE(result.err, QString());
        QCOMPARE(result.exitCode, 0);
        // Not a terminal: no escape codes, and the answer is echoed.
        QCOMPARE(result.out, start + kPrompt + QStringLiteral("0\n"));
    }

    void slidesAndRefuses()
    {
        const CliRun result = run({QStringLiteral("fifteen"), QStringLiteral("3")}, "7\nten\n3\n0\n");
        QCOMPARE(result.exitCode, 0);
        const QString start = QString::fromLatin1(kStart3);
        QCOMPARE(result.out, start + kPrompt + QStringLiteral("7\nIllegal move.\n") + start + kPrompt
                     + QStringLiteral("ten\nIllegal move.\n") + start + kPrompt + QStringLiteral("3\n")
                     + QStringLiteral("  8  7  6\n\n  5  4  _\n\n  2  1  3\n\n") + kPrompt + QStringLiteral("0\n"));
    }

    // A line longer than any answer is refused with the reason, then as any
    // answer that is no tile; the game goes on with the next line.
    void tooLongLineIsRefused()
    {
        const CliRun result = run({QStringLiteral("fifteen"), QStringLiteral("3")}, QByteArray(100'000, '3') + "\n0\n");
        QCOMPARE(result.exitCode, 0);
        const QString start = QString::fromLatin1(kStart3);
        QCOMPARE(result.out, start + kPrompt + QLatin1Char('\n') + kLineTooLong + QStringLiteral("\nIllegal move.\n")
                     + start + kPrompt + QStringLiteral("0\n"));
    }

    // God mode from where the board stands: every board drawn is one slide
    // from the one before, the last is the goal, then "ftw!", in the fewest
    // slides. (3 x 3 only: larger boards build the 4 x 4 tables on first use.)
    void godModeReachesTheGoal_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::newRow("3 x 3 from the start") << QByteArray("GOD\n");
        QTest::newRow("3 x 3 after a slide, no final newline") << QByteArray("1\nGOD");
    }
    void godModeReachesTheGoal()
    {
        QFETCH(QByteArray, input);
        const int dim = 3;
        const CliRun result = run({QStringLiteral("fifteen"), QString::number(dim)}, input);
        QCOMPARE(result.err, QString());
        QCOMPARE(result.exitCode, 0);
        QVERIFY(result.out.endsWith(QStringLiteral("\nftw!\n")));
        const qsizetype god = result.out.indexOf(kPrompt + QStringLiteral("GOD\n"));
        QVERIFY(god > 0);
        const std::vector<FifteenBoard> before = boardsDrawn(result.out.left(god), dim);
        const std::vector<FifteenBoard> after = boardsDrawn(result.out.mid(god), dim);
        QVERIFY(!before.empty() && !after.empty());
        FifteenBoard board = before.back();
        const FifteenBoard standing = board;
        for (const FifteenBoard &next : after) {
            bool oneSlide = false;
            for (const int tile : board.movableTiles()) {
                FifteenBoard slid = board;
                slid.slide(tile);
                oneSlide = oneSlide || slid == next;
            }
            QVERIFY(oneSlide);
            board = next;
        }
        QVERIFY(board.isGoal());
        pb::fifteen::EightTable::Tiles tiles{};
        for (int cell = 0; cell < 9; ++cell)
            tiles[std::size_t(cell)] = std::uint8_t(standing.tileAt(cell));
        QCOMPARE(int(after.size()), pb::fifteen::EightTable::instance().distance(tiles));
    }

    // The input may end at the prompt: its line is ended and the game succeeds.
    void endOfInput_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::newRow("no input") << QByteArray();
        QTest::newRow("a slide, no final newline") << QByteArray("1");
    }
    void endOfInput()
    {
        QFETCH(QByteArray, input);
        const CliRun result = run({QStringLiteral("fifteen"), QStringLiteral("3")}, input);
        QCOMPARE(result.exitCode, 0);
        QVERIFY(result.out.endsWith(QStringLiteral("\n\n") + kPrompt + QLatin1Char('\n')));
        QCOMPARE(result.out.count(kPrompt), input.isEmpty() ? 1 : 2);
        QCOMPARE(result.err, QString());
    }

    void badSizeIsUsage_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("10") << QStringList{QStringLiteral("fifteen"), QStringLiteral("10")};
        QTest::newRow("2") << QStringList{QStringLiteral("fifteen"), QStringLiteral("2")};
        QTest::newRow("word") << QStringList{QStringLiteral("fifteen"), QStringLiteral("four")};
        QTest::newRow("none") << QStringList{QStringLiteral("fifteen")};
    }
    void badSizeIsUsage()
    {
        QFETCH(QStringList, arguments);
        const CliRun result = run(arguments, QByteArray());
        QCOMPARE(result.exitCode, 2);
        QCOMPARE(result.out, QString());
        QVERIFY2(result.err.contains(QStringLiteral("Usage: ")) && result.err.contains(QStringLiteral("fifteen d")),
                 qPrintable(result.err));
    }
};

PUZZLEBOX_TEST_GUILESS_MAIN(TestFifteenGameCli)
} // namespace tst_fifteengamecli
#include "tst_fifteengamecli.moc"
