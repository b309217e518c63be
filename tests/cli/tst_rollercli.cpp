// puzzlebox-cli rollerboard reproduces the original exercise's program output for output,
// and `solve --json` handles .rbd files; solutions are replayed with the core.

#include "core/roller/rollerfile.h"
#include "testmain.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "clirun.h"

namespace tst_rollercli {

using pb::roller::RollerPuzzle;

namespace {

QString example(const QString &name)
{
    return qEnvironmentVariable("PUZZLEBOX_SOURCE_DIR") + QStringLiteral("/tests/data/roller/") + name;
}

RollerPuzzle parse(const QByteArray &text)
{
    auto parsed = pb::roller::parseRollerFile(text.toStdString());
    return std::get<RollerPuzzle>(std::move(parsed));
}

} // namespace

class TestRollerCli : public QObject {
    Q_OBJECT

private slots:
    // Exactly "N moves" and nothing else, on every public example.
    void movesCount_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("out");
        const std::pair<const char *, int> examples[] = {
            {"3x3crn", 4}, {"4x4diag", 4}, {"4x4lr", 6}, {"5x4id", 7}, {"5x5ex", 9}, {"5x5lhs", 8},
            {"5x5m10", 10}, {"5x5plus", 9}, {"6x2m5", 5}, {"6x6m10", 10}, {"6x6m4", 4}, {"6x6m6", 6},
        };
        for (const auto &[name, moves] : examples)
            QTest::newRow(name) << QString::fromLatin1(name) + QStringLiteral(".rbd")
                                << QStringLiteral("%1 moves\n").arg(moves);
    }

    void movesCount()
    {
        QFETCH(QString, file);
        QFETCH(QString, out);
        const CliRun result = runCli({QStringLiteral("rollerboard"), example(file)});
        QCOMPARE(result.out, out);
        QCOMPARE(result.err, QString());
        QCOMPARE(result.exitCode, 0);
    }

    // The original exercise's -v example, board for board (the original exercise's listing has a typo in
    // board 2, "001" for "011": only one roll lies between boards 1 and 3).
    void verboseExerciseExample()
    {
        const CliRun result = runCli({QStringLiteral("rollerboard"), QStringLiteral("-v"), example(QStringLiteral("3x3crn.rbd"))});
        QCOMPARE(result.out, QStringLiteral("0:\n000\n001\n011\n\n"
                                            "1:\n000\n100\n011\n\n"
                                            "2:\n100\n000\n011\n\n"
                                            "3:\n110\n000\n001\n\n"
                                            "4:\n111\n000\n000\n\n"));
        QCOMPARE(result.err, QString());
        QCOMPARE(result.exitCode, 0);
    }

    // -v lists N + 1 boards, each one roll from the one before.
    void verboseBoardsAreOneRollApart()
    {
        const CliRun result = runCli({QStringLiteral("rollerboard"), QStringLiteral("--verbose"), example(QStringLiteral("5x5lhs.rbd"))});
        QCOMPARE(result.exitCode, 0);
        QVERIFY(result.out.endsWith(QStringLiteral("\n\n")));
        const QStringList blocks = result.out.trimmed().split(QStringLiteral("\n\n"));
        QCOMPARE(blocks.size(), 9);
        std::optional<RollerPuzzle> previous;
        for (int i = 0; i < blocks.size(); ++i) {
            QStringList lines = blocks[i].split(QLatin1Char('\n'));
            QCOMPARE(lines.takeFirst(), QStringLiteral("%1:").arg(i));
            const RollerPuzzle board = parse(QByteArray("5 5\n") + lines.join(QLatin1Char('\n')).toLatin1());
            if (previous) {
                bool oneRoll = false;
                for (const std::string &move : previous->legalMoves()) {
                    RollerPuzzle next = *previous;
                    next.apply(move);
                    oneRoll = oneRoll || next.equals(board);
                }
                QVERIFY2(oneRoll, qPrintable(blocks[i]));
            }
            previous = board;
        }
        QVERIFY(previous->isSolved());
    }

    void badFiles_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("error");
        QTest::newRow("stray character") << QByteArray("3 3\n000\n0a1\n011\n") << QStringLiteral("bad.rbd")
                                         << QStringLiteral(":3:2: Unexpected 'a': a row holds only the cells 0 and 1\n");
        QTest::newRow("wrong ones") << QByteArray("3 3\n100\n001\n011\n") << QStringLiteral("ones.rbd")
                                    << QStringLiteral(":4:3: The board has 4 ones; it needs 3, one for each cell of the top row\n");
        QTest::newRow("empty") << QByteArray() << QStringLiteral("empty.rbd") << QStringLiteral(":1:1: The file is empty: the first line must hold the height and then the width of the board, such as '5 4'\n");
        QTest::newRow("binary") << QByteArray("\x89PNG\r\n\x1a\n\0\0", 10) << QStringLiteral("image.rbd")
                                << QStringLiteral(":1:1: This is not a text file");
        QTest::newRow("another family") << QByteArray("triangle\n1\n1 1\n1 0 1\n1 1 1 1\n1 1 1 1 1\n")
                                        << QStringLiteral("pegs.peg") << QStringLiteral(": not a Roller-Board file\n");
    }

    // A bad file: the place and the reason on stderr, nothing on stdout,
    // EXIT_FAILURE.
    void badFiles()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, name);
        QFETCH(QString, error);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(name);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text);
        file.close();
        const CliRun result = runCli({QStringLiteral("rollerboard"), path});
        QCOMPARE(result.exitCode, EXIT_FAILURE);
        QCOMPARE(result.out, QString());
        QVERIFY2(result.err.startsWith(path + error), qPrintable(result.err));
    }

    void missingFile()
    {
        const CliRun result = runCli({QStringLiteral("rollerboard"), QStringLiteral("/nonexistent/board.rbd")});
        QCOMPARE(result.exitCode, EXIT_FAILURE);
        QCOMPARE(result.out, QString());
        QCOMPARE(result.err, QStringLiteral("/nonexistent/board.rbd: No such file\n"));
    }

    void usage()
    {
        QCOMPARE(runCli({QStringLiteral("rollerboard")}).exitCode, 2);
        QCOMPARE(runCli({QStringLiteral("rollerboard"), QStringLiteral("--frobnicate"), example(QStringLiteral("3x3crn.rbd"))}).exitCode, 2);
    }

    // The generic solver command, in the notation of the family.
    void solveJson()
    {
        const CliRun result = runCli({QStringLiteral("solve"), example(QStringLiteral("6x6m10.rbd")), QStringLiteral("--json")});
        QCOMPARE(result.exitCode, 0);
        const QJsonObject object = QJsonDocument::fromJson(result.out.toUtf8()).object();
        QCOMPARE(object.value(QStringLiteral("puzzle")).toString(), QStringLiteral("rollerboard"));
        QCOMPARE(object.value(QStringLiteral("status")).toString(), QStringLiteral("solved"));
        QCOMPARE(object.value(QStringLiteral("optimal")).toBool(), true);
        const QJsonArray moves = object.value(QStringLiteral("moves")).toArray();
        QCOMPARE(moves.size(), 10);
        QFile file(example(QStringLiteral("6x6m10.rbd")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        RollerPuzzle puzzle = parse(file.readAll());
        const QRegularExpression notation(QStringLiteral("^(R[0-5][LR]|C[0-5][UD])$"));
        for (const QJsonValue &move : moves) {
            QVERIFY2(notation.match(move.toString()).hasMatch(), qPrintable(move.toString()));
            QVERIFY(!puzzle.apply(move.toString().toStdString()));
        }
        QVERIFY(puzzle.isSolved());
    }

    void solvePlain()
    {
        const CliRun result = runCli({QStringLiteral("solve"), example(QStringLiteral("3x3crn.rbd"))});
        QCOMPARE(result.exitCode, 0);
        QVERIFY2(result.out.startsWith(QStringLiteral("R1R\nC0U\nC1D\nC2D\n\n0:\n000\n001\n011\n")), qPrintable(result.out));
    }

    // The plain moves are the board's labels plus a direction; --help says so,
    // in the words of the app's rules.
    void solveHelpExplainsTheRolls()
    {
        const CliRun result = runCli({QStringLiteral("solve"), QStringLiteral("--help")});
        QCOMPARE(result.exitCode, 0);
        QVERIFY2(result.out.contains(QStringLiteral(
                     "How moves are written:\n  Roller-Board: R2L rolls row 2 left and R2R right, C1U rolls column 1 up "
                     "and C1D down; rows count from 0 at the top and columns from 0 at the left, as the app labels them.\n")),
                 qPrintable(result.out));
    }
};

PUZZLEBOX_TEST_GUILESS_MAIN(TestRollerCli)
} // namespace tst_rollercli
#include "tst_rollercli.moc"
