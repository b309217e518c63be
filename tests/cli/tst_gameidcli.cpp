// Game IDs at the prompt: puzzlebox-cli generate --id prints the ID with its
// recipe, solve ID solves the position it names, and a bad ID is refused
// naming the character, with exit 1 and nothing on standard output.

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "clirun.h"
#include "core/common/gameid.h"
#include "core/common/registry.h"
#include "testmain.h"
#include "testpaths.h"

namespace tst_gameidcli {

class TestGameIdCli : public QObject {
    Q_OBJECT

private slots:
    void generatePrintsTheId_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("id");
        QTest::newRow("roller") << QStringList{"rollerboard", "--size", "4x4", "--moves", "5", "--seed", "42"}
                                << "rollerboard:0001_0000_1000_1001#4x4.moves5.42";
        QTest::newRow("nim") << QStringList{"nim", "--size", "4", "--losing", "--misere", "--seed", "9"}
                             << "nim:8-7-4-11.misere#4.medium.9.losing.misere";
        QTest::newRow("fifteen by suffix") << QStringList{"fif", "--size", "3", "--difficulty", "hard", "--seed", "7"}
                                           << "fifteen:5-6-4-8-7-3-1-2-0#3.hard.7";
    }

    // The same ID as the core's pins, so the CLI and the window share them.
    void generatePrintsTheId()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, id);
        const CliRun run = runCli(QStringList{QStringLiteral("generate")} + arguments + QStringList{QStringLiteral("--id")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, id + QLatin1Char('\n'));
    }

    // Without --seed the seed drawn is in the ID, so the ID alone gives the
    // board again: the board file generate prints with that seed.
    void drawnSeedIsInTheId()
    {
        const CliRun drawn = runCli({QStringLiteral("generate"), QStringLiteral("rbd"), QStringLiteral("--id")});
        QCOMPARE(drawn.exitCode, 0);
        const QString id = drawn.out.trimmed();
        const QString seed = id.section(QLatin1Char('.'), -1);
        QVERIFY2(drawn.err.contains(QStringLiteral("seed ") + seed), qPrintable(drawn.err));
        const CliRun board = runCli({QStringLiteral("generate"), QStringLiteral("rbd"), QStringLiteral("--seed"), seed});
        const auto parsed = pb::parseBoard(board.out.toStdString(), "rbd");
        QVERIFY(std::holds_alternative<pb::PuzzlePtr>(parsed));
        QCOMPARE(QString::fromStdString(pb::gameIdOf(*std::get<pb::PuzzlePtr>(parsed))), id.section(QLatin1Char('#'), 0, 0));
    }

    void solveTakesAnId_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("firstMove");
        QTest::newRow("fifteen one slide") << "fifteen:1-2-3-4-5-6-7-0-8" << "8";
        QTest::newRow("roller with recipe") << "rollerboard:0001_0000_1000_1001#4x4.moves5.42" << "";
        QTest::newRow("pegs") << "pegs:t_o_oo_o.o_4o_5o" << "";
        QTest::newRow("nim") << "nim:5-4-3" << "";
    }

    void solveTakesAnId()
    {
        QFETCH(QString, id);
        QFETCH(QString, firstMove);
        const CliRun run = runCli({QStringLiteral("solve"), QStringLiteral("--json"), id});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(QStringLiteral("\"status\":\"solved\"")), qPrintable(run.out + run.err));
        if (!firstMove.isEmpty())
            QVERIFY2(run.out.contains(QStringLiteral("\"moves\":[\"%1\"]").arg(firstMove)), qPrintable(run.out));
        // The moves solve the position the ID names.
        const auto read = pb::readGameId(id.toStdString());
        QVERIFY(std::holds_alternative<pb::ReadGameId>(read));
        const QString family = QString::fromUtf8(std::get<pb::ReadGameId>(read).position->family().data());
        QVERIFY2(run.out.contains(QStringLiteral("\"puzzle\":\"%1\"").arg(family)), qPrintable(run.out));
    }

    void solveRefusesABadId_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("says");
        QTest::newRow("duplicate tile") << "fifteen:1-2-3-4-5-6-7-8-8" << "The game ID is not valid at character 25, '8': Tile 8 is on the board twice.";
        QTest::newRow("cut short") << "nim:5-4-" << "The game ID ends too early, after character 8: A number comes here.";
    }

    void solveRefusesABadId()
    {
        QFETCH(QString, id);
        QFETCH(QString, says);
        const CliRun run = runCli({QStringLiteral("solve"), id});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.out, QString());
        QVERIFY2(run.err.contains(says), qPrintable(run.err));
    }

    // A file of that name is a file, whatever it looks like.
    void aFileWinsOverAnId()
    {
        QTemporaryDir folder;
        QFile file(folder.filePath(QStringLiteral("nim:1")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("7\n");
        file.close();
        const auto solveIn = [&folder](ChildProcess &process) {
            process.setWorkingDirectory(folder.path());
            process.start(QStringLiteral(PUZZLEBOX_CLI), {QStringLiteral("solve"), QStringLiteral("--json"), QStringLiteral("nim:1")});
        };
        const CliRun run = runCliStartedBy(solveIn, {}, {});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(QStringLiteral("\"moves\":[\"A7\"]")), qPrintable(run.out + run.err));
    }
};

PUZZLEBOX_TEST_GUILESS_MAIN(TestGameIdCli)
} // namespace tst_gameidcli
#include "tst_gameidcli.moc"
