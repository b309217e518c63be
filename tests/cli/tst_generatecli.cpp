// puzzlebox-cli generate: what it prints is a board file that solve reads, with
// exactly the fewest moves asked for; the same seed prints the same board; an
// impossible request exits 2 with the reason and prints nothing on stdout.

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "clirun.h"
#include "testmain.h"
#include "testpaths.h"

namespace tst_generatecli {

namespace {

// A cache of its own that outlives the run: any 4 x 4 databases are built once.
CliRun run(const QStringList &arguments)
{
    return runCli(arguments, {}, QStringLiteral(PUZZLEBOX_TEST_CACHES "/tst_generatecli"));
}

} // namespace

class TestGenerateCli : public QObject {
    Q_OBJECT

private slots:
    void solveReadsIt_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("suffix");
        QTest::addColumn<int>("moves"); // -1: a game against the computer

        QTest::newRow("roller 6x6, 14") << QStringList{"rollerboard", "--size", "6x6", "--moves", "14"} << "rbd" << 14;
        QTest::newRow("roller by suffix, 3x5, 5") << QStringList{"rbd", "--size", "3x5", "--moves", "5"} << "rbd" << 5;
        QTest::newRow("fifteen 3x3, 31") << QStringList{"fifteen", "--size", "3", "--moves", "31"} << "fif" << 31;
        QTest::newRow("fifteen 4x4, 20") << QStringList{"fifteen", "--size", "4x4", "--moves", "20"} << "fif" << 20;
        QTest::newRow("pegs english, 25") << QStringList{"pegs", "--shape", "english", "--moves", "25"} << "peg" << 25;
        QTest::newRow("pegs triangle 6, 9") << QStringList{"pegs", "--size", "6", "--moves", "9"} << "peg" << 9;
        QTest::newRow("nim losing") << QStringList{"nim", "--size", "4", "--losing"} << "nim" << -1;
        QTest::newRow("nim misère losing") << QStringList{"nim", "--size", "3", "--losing", "--misere"} << "nim" << -1;
        QTest::newRow("nim misère, 1 heap") << QStringList{"nim", "--size", "1", "--losing", "--misere"} << "nim" << -1;
    }

    void solveReadsIt()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, suffix);
        QFETCH(int, moves);

        const QStringList command = QStringList{QStringLiteral("generate")} + arguments
            + QStringList{QStringLiteral("--seed"), QStringLiteral("42")};
        const CliRun generated = run(command);
        QCOMPARE(generated.exitCode, 0);
        QCOMPARE(generated.err, QString());
        QVERIFY(!generated.outBytes.isEmpty());

        QTemporaryDir dir;
        QFile file(dir.filePath(QStringLiteral("board.") + suffix));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(generated.outBytes);
        file.close();
        const CliRun solved = run({QStringLiteral("solve"), QStringLiteral("--json"), file.fileName()});
        QCOMPARE(solved.exitCode, 0);
        const QJsonObject answer = QJsonDocument::fromJson(solved.outBytes).object();
        QCOMPARE(answer.value(QStringLiteral("status")).toString(), QStringLiteral("solved"));
        if (moves >= 0)
            QCOMPARE(answer.value(QStringLiteral("moves")).toArray().size(), moves);
        else
            QCOMPARE(answer.value(QStringLiteral("value")).toString(), QStringLiteral("loss"));

        // The same seed, the same board.
        QCOMPARE(run(command).outBytes, generated.outBytes);
    }

    void randomSeedIsNamed()
    {
        const CliRun first = run({QStringLiteral("generate"), QStringLiteral("fifteen"), QStringLiteral("--size"),
                                  QStringLiteral("3"), QStringLiteral("--difficulty"), QStringLiteral("hard")});
        QCOMPARE(first.exitCode, 0);
        const QRegularExpressionMatch seed = QRegularExpression(QStringLiteral("^seed (\\d+)\\n$")).match(first.err);
        QVERIFY2(seed.hasMatch(), qPrintable(first.err));
        const CliRun again = run({QStringLiteral("generate"), QStringLiteral("fifteen"), QStringLiteral("--size"),
                                  QStringLiteral("3"), QStringLiteral("--difficulty"), QStringLiteral("hard"),
                                  QStringLiteral("--seed"), seed.captured(1)});
        QCOMPARE(again.outBytes, first.outBytes);
    }

    void refused_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("reason");

        QTest::newRow("beyond the largest distance")
            << QStringList{"rollerboard", "--size", "6x6", "--moves", "15"} << "the largest possible number is 14";
        QTest::newRow("size out of range") << QStringList{"rollerboard", "--size", "7x6"} << "1 to 6 rows";
        QTest::newRow("bad size") << QStringList{"fifteen", "--size", "big"} << "--size takes RxC or N";
        QTest::newRow("unknown family") << QStringList{"sudoku"} << "unknown family \"sudoku\"";
        QTest::newRow("fifteen 4x4, 51") << QStringList{"fifteen", "--moves", "51"} << "1 to 50 slides";
        QTest::newRow("bad difficulty") << QStringList{"pegs", "--difficulty", "extreme"} << "easy, medium or hard";
        QTest::newRow("nim moves") << QStringList{"nim", "--moves", "3"} << "not to a number of moves";
        QTest::newRow("winning and losing") << QStringList{"nim", "--winning", "--losing"} << "exclude each other";
        QTest::newRow("bad seed") << QStringList{"nim", "--seed", "-1"} << "--seed takes a number";
        QTest::newRow("moves and difficulty")
            << QStringList{"fifteen", "--moves", "20", "--difficulty", "hard"} << "--moves and --difficulty exclude each other";
        QTest::newRow("losing without an opponent") << QStringList{"rollerboard", "--losing"} << "--losing is for games against the computer";
        QTest::newRow("winning without an opponent") << QStringList{"pegs", "--winning"} << "--winning is for games against the computer";
        QTest::newRow("misère without an opponent") << QStringList{"fifteen", "--misere"} << "--misere is for games against the computer";
        QTest::newRow("shape without shapes") << QStringList{"rollerboard", "--shape", "english"} << "";
        QTest::newRow("no family") << QStringList{} << "generate takes one FAMILY";
    }

    void refused()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, reason);
        const CliRun result = run(QStringList{QStringLiteral("generate")} + arguments);
        QCOMPARE(result.exitCode, 2);
        QCOMPARE(result.outBytes, QByteArray());
        QVERIFY2(result.err.contains(reason), qPrintable(result.err));
    }
};

PUZZLEBOX_TEST_GUILESS_MAIN(TestGenerateCli)
} // namespace tst_generatecli
#include "tst_generatecli.moc"
