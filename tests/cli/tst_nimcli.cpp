// puzzlebox-cli nim against the original exercise's sample session, line for line, and
// puzzlebox-cli solve on .nim files.

#include "core/nim/nimfile.h"
#include "testmain.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "clirun.h"

namespace tst_nimcli {

namespace {

const QString kPrompt = QStringLiteral("Enter the letter of the heap and number of stones to remove: ");
const QString kAgain = QStringLiteral("Do you want to play again? (y/n) ");

// The original exercise's sample run, with the person's answers after the prompts as a
// terminal shows them, and a blank line before each player's turn, before the
// scoreboard and before the play-again prompt, as the original exercise's rules say.
const char *const kSampleSession = R"(Welcome to the Ancient Game of Nim
Player 1 is you (the human)
Player 2 is me (the computer)
Player 1 goes first this time!

Player 1
Heaps:
A: 5
B: 4
C: 3
Enter the letter of the heap and number of stones to remove: c2

Player 2
Heaps:
A: 5
B: 4
C: 1
COMPUTER moves a1

Player 1
Heaps:
A: 4
B: 4
C: 1
Enter the letter of the heap and number of stones to remove: B2

Player 2
Heaps:
A: 4
B: 2
C: 1
COMPUTER moves a1

Player 1
Heaps:
A: 3
B: 2
C: 1
Enter the letter of the heap and number of stones to remove: D4
Illegal move! Try again.

Player 1
Heaps:
A: 3
B: 2
C: 1
Enter the letter of the heap and number of stones to remove: c2
Illegal move! Try again.

Player 1
Heaps:
A: 3
B: 2
C: 1
Enter the letter of the heap and number of stones to remove: c1

Player 2
Heaps:
A: 3
B: 2
C: 0
COMPUTER moves a1

Player 1
Heaps:
A: 2
B: 2
C: 0
Enter the letter of the heap and number of stones to remove: b1

Player 2
Heaps:
A: 2
B: 1
C: 0
COMPUTER moves a1

Player 1
Heaps:
A: 1
B: 1
C: 0
Enter the letter of the heap and number of stones to remove: b1

Player 2
Heaps:
A: 1
B: 0
C: 0
COMPUTER moves a1
Player 2 wins!

* * * * *
Current Score:
Player 1 (Human): 0
Player 2 (Computer): 1

Do you want to play again? (y/n) Y
Player 1 goes first this time!

Player 1
Heaps:
A: 5
B: 4
C: 3
Enter the letter of the heap and number of stones to remove: a5

Player 2
Heaps:
A: 0
B: 4
C: 3
COMPUTER moves b1

Player 1
Heaps:
A: 0
B: 3
C: 3
Enter the letter of the heap and number of stones to remove: b3

Player 2
Heaps:
A: 0
B: 0
C: 3
COMPUTER moves c3
Player 2 wins!

* * * * *
Current Score:
Player 1 (Human): 0
Player 2 (Computer): 2

Do you want to play again? (y/n) p
Bad input! Try again.

Do you want to play again? (y/n) n
)";

// The person's answers in a transcript: what follows each prompt.
QByteArray answersIn(const QString &transcript)
{
    QByteArray answers;
    for (const QString &line : transcript.split(QLatin1Char('\n'))) {
        for (const QString &prompt : {kPrompt, kAgain}) {
            if (line.startsWith(prompt))
                answers += line.mid(prompt.size()).toUtf8() + '\n';
        }
    }
    return answers;
}

void compareLines(const QString &actual, const QString &expected)
{
    const QStringList actualLines = actual.split(QLatin1Char('\n'));
    const QStringList expectedLines = expected.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < std::min(actualLines.size(), expectedLines.size()); ++i)
        QVERIFY2(actualLines.at(i) == expectedLines.at(i),
                 qPrintable(QStringLiteral("line %1: \"%2\" instead of \"%3\"")
                                .arg(i + 1).arg(actualLines.at(i), expectedLines.at(i))));
    QCOMPARE(actualLines.size(), expectedLines.size());
}

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &text)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (file.open(QIODevice::WriteOnly))
        file.write(text);
    return path;
}

} // namespace

class TestNimCli : public QObject {
    Q_OBJECT

private slots:
    void sampleSessionLineForLine()
    {
        const QString session = QString::fromUtf8(kSampleSession);
        const QByteArray answers = answersIn(session);
        QCOMPARE(answers, QByteArray("c2\nB2\nD4\nc2\nc1\nb1\nb1\nY\na5\nb3\np\nn\n"));
        const CliRun run = runCli({QStringLiteral("nim")}, answers);
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.err, QString());
        compareLines(run.out, session);
    }

    // The loser starts the next game: after the person wins, the computer
    // opens with the original exercise's winning move.
    void loserStartsTheNextGame()
    {
        const CliRun run = runCli({QStringLiteral("nim")}, "c2\nc1\nb1\nb1\nb1\nb1\ny\nn\n");
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(QStringLiteral("Player 1 wins!\n\n* * * * *\nCurrent Score:\n"
                                                 "Player 1 (Human): 1\nPlayer 2 (Computer): 0\n")),
                 qPrintable(run.out));
        QVERIFY(run.out.contains(QStringLiteral("(y/n) y\nPlayer 2 goes first this time!\n\nPlayer 2\n"
                                                "Heaps:\nA: 5\nB: 4\nC: 3\nCOMPUTER moves c2\n")));
    }

    void illegalAnswers_data()
    {
        QTest::addColumn<QByteArray>("answer");
        QTest::newRow("empty") << QByteArray("");
        QTest::newRow("letter only") << QByteArray("a");
        QTest::newRow("zero") << QByteArray("a0");
        QTest::newRow("negative") << QByteArray("a-1");
        QTest::newRow("too many") << QByteArray("c4");
        QTest::newRow("no heap d") << QByteArray("d1");
        QTest::newRow("words") << QByteArray("take two");
        QTest::newRow("trailing junk") << QByteArray("a1x");
    }

    void illegalAnswers()
    {
        QFETCH(QByteArray, answer);
        const CliRun run = runCli({QStringLiteral("nim")}, answer + "\n");
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(kPrompt + QString::fromUtf8(answer) + QStringLiteral("\nIllegal move! Try again.\n\nPlayer 1\n")),
                 qPrintable(run.out));
    }

    // A line longer than any answer is refused with the reason, then as any
    // illegal answer; the game goes on with the next line.
    void tooLongLineIsRefused()
    {
        const CliRun run = runCli({QStringLiteral("nim")}, QByteArray(100'000, 'c') + "\nc2\n");
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(kPrompt + QLatin1Char('\n') + kLineTooLong
                                  + QStringLiteral("\nIllegal move! Try again.\n\nPlayer 1\nHeaps:\nA: 5\nB: 4\nC: 3\n")
                                  + kPrompt + QStringLiteral("c2\n\nPlayer 2\n")),
                 qPrintable(run.out.left(2000)));
    }

    void spacesAndCaseAreForgiven()
    {
        const CliRun run = runCli({QStringLiteral("nim")}, " C 2 \n");
        QVERIFY2(run.out.contains(QStringLiteral("\nPlayer 2\nHeaps:\nA: 5\nB: 4\nC: 1\nCOMPUTER moves a1\n")),
                 qPrintable(run.out));
    }

    // The input may end anywhere: the program stops at once, ends its last
    // line and succeeds.
    void endOfInput_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("lastLine");
        QTest::newRow("no input") << QByteArray() << kPrompt;
        QTest::newRow("mid game") << QByteArray("c2\n") << kPrompt;
        QTest::newRow("no final newline") << QByteArray("c2") << kPrompt;
        QTest::newRow("play again") << QByteArray("c2\nB2\nc1\nb1\nb1\n") << kAgain;
    }

    void endOfInput()
    {
        QFETCH(QByteArray, input);
        QFETCH(QString, lastLine);
        const CliRun run = runCli({QStringLiteral("nim")}, input);
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.endsWith(QLatin1Char('\n')));
        QCOMPARE(run.out.split(QLatin1Char('\n')).at(run.out.count(QLatin1Char('\n')) - 1), lastLine);
    }

    // The game's value for the person, who moves first in a .nim file, and the
    // line: the winning one, or the longest the computer's perfect play allows
    // (one stone a move; in misère play one move of the computer takes two).
    void solveJsonGivesTheValueAndTheLine_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QStringList>("moves");
        QTest::newRow("seed") << QByteArray("5 4 3\n") << QStringLiteral("win")
                              << QStringList{"C2", "A1", "C1", "A1", "B1", "A1", "B1", "A1", "B1", "A1", "B1"};
        QTest::newRow("lost") << QByteArray("1 1\n") << QStringLiteral("loss") << QStringList{"A1", "B1"};
        QTest::newRow("misere") << QByteArray("1 1 misere\n") << QStringLiteral("win") << QStringList{"A1", "B1"};
        QTest::newRow("0 4 3 7") << QByteArray("0 4 3 7\n") << QStringLiteral("loss")
                                 << QStringList{"C1", "D1", "C1", "D1", "C1", "D1", "B1", "D1",
                                                "B1", "D1", "B1", "D1", "B1", "D1"};
        QTest::newRow("0 4 3 7 misere") << QByteArray("0 4 3 7 misere\n") << QStringLiteral("loss")
                                        << QStringList{"C1", "D1", "C1", "D1", "C1", "D1", "B1", "D1",
                                                       "B1", "D1", "B1", "D2", "B1"};
        QTest::newRow("0 4 3 6") << QByteArray("0 4 3 6\n") << QStringLiteral("win")
                                 << QStringList{"C1", "B1", "D5", "B1", "D1", "B1", "C1", "B1", "C1"};
    }

    void solveJsonGivesTheValueAndTheLine()
    {
        QFETCH(QByteArray, file);
        QFETCH(QString, value);
        QFETCH(QStringList, moves);
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("game.nim"), file);
        const CliRun run = runCli({QStringLiteral("solve"), path, QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject json = QJsonDocument::fromJson(run.out.toUtf8()).object();
        QCOMPARE(json.value(QStringLiteral("puzzle")).toString(), QStringLiteral("nim"));
        // Solved either way: a lost game is as solved as a won one.
        QCOMPARE(json.value(QStringLiteral("status")).toString(), QStringLiteral("solved"));
        QCOMPARE(json.value(QStringLiteral("value")).toString(), value);
        QVERIFY(!json.value(QStringLiteral("optimal")).toBool());
        QStringList line;
        for (const QJsonValue &move : json.value(QStringLiteral("moves")).toArray())
            line << move.toString();
        QCOMPARE(line, moves);

        // Replayed by the rules, the line is legal, the computer's moves in it
        // are its own, and the person wins exactly when the value says so.
        auto parsed = pb::nim::parseNimFile(file.toStdString());
        auto game = std::get<pb::nim::NimPuzzle>(parsed);
        for (const QString &move : std::as_const(line)) {
            if (game.toMove() == pb::nim::Player::Computer)
                QCOMPARE(QString::fromStdString(*game.opponentMove()), move);
            QVERIFY2(!game.apply(move.toStdString()), qPrintable(move));
        }
        QVERIFY(game.isOver());
        QCOMPARE(game.isSolved(), value == QLatin1String("win"));
    }

    void solvePlainSaysTheValueAndShowsTheHeaps_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<QString>("out");
        QTest::newRow("won") << QByteArray("2\n")
                             << QStringLiteral("You win with perfect play: take 2 stones from heap A.\n\n"
                                               "A2\n\n0:\nA: 2  oo\nThe human moves next.\n\n1: A2\nA: 0\nThe human wins.\n");
        QTest::newRow("lost") << QByteArray("1 misere\n")
                              << QStringLiteral("The computer wins against any play; this line makes it take longest.\n\n"
                                                "A1\n\n0:\nMisere play: whoever takes the last stone loses.\nA: 1  o\n"
                                                "The human moves next.\n\n1: A1\n"
                                                "Misere play: whoever takes the last stone loses.\nA: 0\nThe computer wins.\n");
    }

    void solvePlainSaysTheValueAndShowsTheHeaps()
    {
        QFETCH(QByteArray, file);
        QFETCH(QString, out);
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("tiny.nim"), file);
        const CliRun run = runCli({QStringLiteral("solve"), path});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, out);
    }

    void solveHelpSaysAGameIsSolvedEitherWay()
    {
        const CliRun run = runCli({QStringLiteral("solve"), QStringLiteral("--help")});
        QCOMPARE(run.exitCode, 0);
        // Qt wraps the options' help: compare the words, not the lines.
        const QString help = run.out.simplified();
        QVERIFY2(help.contains(QLatin1String("value, win or loss for the player to move")), qPrintable(help));
        QVERIFY2(help.contains(QLatin1String("status is solved either way")), qPrintable(help));
    }

    void badFileIsLocated()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("bad.nim"), "# heaps\n5 x 3\n");
        const CliRun run = runCli({QStringLiteral("solve"), path});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.out, QString());
        QCOMPARE(run.err, path + QStringLiteral(":2:3: 'x' is not a heap size: write whole numbers from 0 to 20, then optionally 'misere'\n"));
    }
};

PUZZLEBOX_TEST_GUILESS_MAIN(TestNimCli)
} // namespace tst_nimcli
#include "tst_nimcli.moc"
