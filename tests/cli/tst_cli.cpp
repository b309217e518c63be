// Runs the built puzzlebox-cli as a script would and checks what it prints and
// its exit code. Printed moves are replayed with the core's own rules, so the
// test trusts the solver no more than the CLI does.

#include "core/pegs/pegclassify.h"
#include "core/pegs/pegfile.h"
#include "testmain.h"
#include "testpaths.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include "clirun.h"

#include <cstdio>
#include <fstream>
#include <optional>
#include <variant>

namespace tst_cli {

using pb::pegs::PegPuzzle;

namespace {

// The original exercise's game: the 15-hole triangle with hole 4 empty, as a .peg file and in
// the original exercise's bare form.
constexpr const char *kClassicBoard = "triangle\n1\n1 1\n1 0 1\n1 1 1 1\n1 1 1 1 1\n";
constexpr const char *kClassicBare = "1 1 1 1 0 1 1 1 1 1 1 1 1 1 1\n";
// Pegs on the corners 0 and 14 only: no move at all.
constexpr const char *kTwoCorners = "triangle\n1\n0 0\n0 0 0\n0 0 0 0\n0 0 0 0 1\n";
// Pegs on 0, 1 and 14: one jump (0-3), then stuck with two pegs.
constexpr const char *kThreePegs = "triangle\n1\n1 0\n0 0 0\n0 0 0 0\n0 0 0 0 1\n";
// The 15-hole triangle with the corner hole 0 empty: 29,760 distinct solutions,
// the published count.
constexpr const char *kCornerStart = "triangle\n0\n1 1\n1 1 1\n1 1 1 1\n1 1 1 1 1\n";
// Pegs on 0 and 1 only: exactly one line (0-3), which leaves one peg.
constexpr const char *kOneJump = "triangle\n1\n1 0\n0 0 0\n0 0 0 0\n0 0 0 0 0\n";

// Stands for the board file's path in argument lists of data rows.
const QString kBoardArg = QStringLiteral("@board");
// pegsLeft column: the key must be absent / may be anything.
constexpr int kNoPegsLeft = -1;
constexpr int kAnyPegsLeft = -2;

const QRegularExpression kMovePattern(QStringLiteral("^\\d+-\\d+$"));

// The board in `text` after `moves`, played by the core's rules; nullopt when the
// board does not parse or a move is refused.
std::optional<PegPuzzle> replay(const char *text, const QStringList &moves)
{
    pb::Parsed<PegPuzzle> parsed = pb::pegs::parsePegFile(text);
    auto *puzzle = std::get_if<PegPuzzle>(&parsed);
    if (!puzzle)
        return std::nullopt;
    for (const QString &move : moves) {
        if (puzzle->apply(move.toStdString()))
            return std::nullopt;
    }
    return *puzzle;
}

QStringList toStringList(const QJsonValue &value)
{
    QStringList list;
    const QJsonArray array = value.toArray();
    for (const QJsonValue &item : array)
        list.append(item.toString());
    return list;
}

// What the CLI prints for a line of moves: the moves, a blank line (when there
// are moves), then each board under its "N: MOVE" header, separated by blank
// lines. Built from the core's render() so the test checks the layout, not the
// drawing.
QString expectedLine(const char *start, const QStringList &moves)
{
    const auto board = [](const PegPuzzle &position) {
        QString text = QString::fromStdString(position.render());
        if (!text.endsWith(QLatin1Char('\n')))
            text += QLatin1Char('\n');
        return text;
    };
    std::optional<PegPuzzle> position = replay(start, {});
    QString text = moves.isEmpty() ? QString() : moves.join(QLatin1Char('\n')) + QStringLiteral("\n\n");
    text += QStringLiteral("0:\n") + board(*position);
    for (qsizetype i = 0; i < moves.size(); ++i) {
        position->apply(moves.at(i).toStdString());
        text += QStringLiteral("\n%1: %2\n").arg(i + 1).arg(moves.at(i)) + board(*position);
    }
    return text;
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void solvesClassic_data();
    void solvesClassic();
    void solvesSavedGameFromWhereItStands();
    void json_data();
    void json();
    void plainUnsolvable_data();
    void plainUnsolvable();
    void parseErrors_data();
    void parseErrors();
    void unreadableFiles_data();
    void unreadableFiles();
    void fileNamesThatAreNotUtf8_data();
    void fileNamesThatAreNotUtf8();
    void usageErrors_data();
    void usageErrors();
    void help_data();
    void help();
    void unsupportedOptionsAreRefused_data();
    void unsupportedOptionsAreRefused();
    void finishHoles_data();
    void finishHoles();
    void count_data();
    void count();
    void countRefusals();
    void fewestMoves_data();
    void fewestMoves();

private:
    QString writeBoard(const QByteArray &text, const QString &extension = QStringLiteral("peg"));

    QTemporaryDir m_dir;
    int m_fileCount = 0;
};

void TestCli::initTestCase()
{
    QVERIFY2(m_dir.isValid(), qPrintable(m_dir.errorString()));
    QVERIFY2(QFileInfo(QStringLiteral(PUZZLEBOX_CLI)).isExecutable(), PUZZLEBOX_CLI);
}

QString TestCli::writeBoard(const QByteArray &text, const QString &extension)
{
    const QString path = m_dir.filePath(QStringLiteral("board%1.%2").arg(++m_fileCount).arg(extension));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

void TestCli::solvesClassic_data()
{
    QTest::addColumn<QByteArray>("board");
    QTest::addColumn<QStringList>("options");

    QTest::newRow("peg file") << QByteArray(kClassicBoard) << QStringList();
    QTest::newRow("bare form") << QByteArray(kClassicBare) << QStringList();
    QTest::newRow("finish 12") << QByteArray(kClassicBoard) << QStringList{QStringLiteral("--finish"), QStringLiteral("12")};
}

void TestCli::solvesClassic()
{
    QFETCH(QByteArray, board);
    QFETCH(QStringList, options);

    const CliRun result = runCli(QStringList{QStringLiteral("solve"), writeBoard(board)} + options);
    QVERIFY2(result.err.isEmpty(), qPrintable(result.err));
    QCOMPARE(result.exitCode, 0);

    const QStringList moves = result.out.section(QStringLiteral("\n\n"), 0, 0).split(QLatin1Char('\n'));
    QCOMPARE(moves.size(), 13);
    for (const QString &move : moves)
        QVERIFY2(kMovePattern.match(move).hasMatch(), qPrintable(move));

    const std::optional<PegPuzzle> end = replay(board.constData(), moves);
    QVERIFY(end);
    QCOMPARE(end->pegCount(), 1);
    QVERIFY(end->hasPeg(12));
    QCOMPARE(result.out, expectedLine(board.constData(), moves));
}

// A saved game is solved from its current position, as the app shows it: the
// line starts after the move already played.
void TestCli::solvesSavedGameFromWhereItStands()
{
    const QByteArray game = QByteArray("puzzlebox-game 3\nfamily pegs\nturn 11-4\nboard\n") + kClassicBoard;
    const CliRun result = runCli({QStringLiteral("solve"), writeBoard(game, QStringLiteral("pbgame"))});
    QVERIFY2(result.err.isEmpty(), qPrintable(result.err));
    QCOMPARE(result.exitCode, 0);

    const QStringList moves = result.out.section(QStringLiteral("\n\n"), 0, 0).split(QLatin1Char('\n'));
    QCOMPARE(moves.size(), 12);
    const std::optional<PegPuzzle> end = replay(kClassicBoard, QStringList{QStringLiteral("11-4")} + moves);
    QVERIFY(end);
    QCOMPARE(end->pegCount(), 1);

    // A damaged saved game is refused with its place, like a board file.
    const QString damaged = writeBoard("puzzlebox-game 3\nfamily pegs\nturn 4-11\nboard\n" + QByteArray(kClassicBoard),
                                       QStringLiteral("pbgame"));
    const CliRun refused = runCli({QStringLiteral("solve"), damaged});
    QCOMPARE(refused.exitCode, 1);
    QVERIFY2(refused.err.startsWith(damaged + QLatin1Char(':')), qPrintable(refused.err));
    QVERIFY(refused.out.isEmpty());
}

void TestCli::json_data()
{
    QTest::addColumn<QByteArray>("board");
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("status");
    QTest::addColumn<int>("pegsLeft");
    QTest::addColumn<QString>("reasonMentions"); // empty: not checked

    const QStringList json{QStringLiteral("--json")};
    QTest::newRow("seed") << QByteArray(kClassicBoard) << json << QStringLiteral("solved") << kNoPegsLeft << QString();
    QTest::newRow("bare seed") << QByteArray(kClassicBare) << json << QStringLiteral("solved") << kNoPegsLeft << QString();
    QTest::newRow("finish 12") << QByteArray(kClassicBoard) << json + QStringList{QStringLiteral("--finish=12")}
                               << QStringLiteral("solved") << kNoPegsLeft << QString();
    // The seed: "the final peg will always be in position 12".
    QTest::newRow("finish 4") << QByteArray(kClassicBoard) << json + QStringList{QStringLiteral("--finish"), QStringLiteral("4")}
                              << QStringLiteral("unsolvable") << kAnyPegsLeft << QStringLiteral("4");
    // The CLI only checks the sign of --finish; the solver knows the board.
    QTest::newRow("finish off the board") << QByteArray(kClassicBoard) << json + QStringList{QStringLiteral("--finish=99")}
                                          << QStringLiteral("unsolvable") << kNoPegsLeft << QStringLiteral("99");
    QTest::newRow("no move at all") << QByteArray(kTwoCorners) << json << QStringLiteral("unsolvable") << 2 << QString();
    QTest::newRow("stuck after one move") << QByteArray(kThreePegs) << json << QStringLiteral("unsolvable") << 2 << QString();
}

void TestCli::json()
{
    QFETCH(QByteArray, board);
    QFETCH(QStringList, options);
    QFETCH(QString, status);
    QFETCH(int, pegsLeft);
    QFETCH(QString, reasonMentions);

    const CliRun result = runCli(QStringList{QStringLiteral("solve"), writeBoard(board)} + options);
    QVERIFY2(result.err.isEmpty(), qPrintable(result.err));
    QCOMPARE(result.exitCode, 0);
    QVERIFY2(result.out.endsWith(QLatin1Char('\n')) && result.out.count(QLatin1Char('\n')) == 1,
             qPrintable(result.out));

    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(result.out.toUtf8(), &error);
    QVERIFY2(document.isObject(), qPrintable(error.errorString()));
    const QJsonObject object = document.object();
    QCOMPARE(object.value(QStringLiteral("puzzle")).toString(), QStringLiteral("pegs"));
    QCOMPARE(object.value(QStringLiteral("status")).toString(), status);
    QVERIFY(object.value(QStringLiteral("moves")).isArray());
    // A count of jumps is the same on every line to one peg: never claimed the fewest.
    QCOMPARE(object.value(QStringLiteral("optimal")), QJsonValue(false));
    QVERIFY(object.value(QStringLiteral("nodes")).isDouble());
    QVERIFY(object.value(QStringLiteral("nodes")).toDouble() >= 0);
    QVERIFY(object.value(QStringLiteral("millis")).isDouble());
    QVERIFY(object.value(QStringLiteral("millis")).toDouble() >= 0);
    if (object.contains(QStringLiteral("reason")))
        QVERIFY(object.value(QStringLiteral("reason")).isString());

    const QStringList moves = toStringList(object.value(QStringLiteral("moves")));
    for (const QString &move : moves)
        QVERIFY2(kMovePattern.match(move).hasMatch(), qPrintable(move));
    if (status == QLatin1String("solved")) {
        QCOMPARE(moves.size(), 13);
        const std::optional<PegPuzzle> end = replay(board.constData(), moves);
        QVERIFY(end);
        QCOMPARE(end->pegCount(), 1);
        QVERIFY(end->hasPeg(12));
    } else {
        QVERIFY(moves.isEmpty());
        const QString reason = object.value(QStringLiteral("reason")).toString();
        QVERIFY(!reason.isEmpty());
        QVERIFY2(reason.contains(reasonMentions), qPrintable(reason));
    }

    if (pegsLeft == kNoPegsLeft) {
        QVERIFY(!object.contains(QStringLiteral("pegsLeft")));
        QVERIFY(!object.contains(QStringLiteral("bestLine")));
    } else if (pegsLeft != kAnyPegsLeft) {
        QCOMPARE(object.value(QStringLiteral("pegsLeft")).toInt(-1), pegsLeft);
        QVERIFY(object.value(QStringLiteral("bestLine")).isArray());
        const std::optional<PegPuzzle> end =
            replay(board.constData(), toStringList(object.value(QStringLiteral("bestLine"))));
        QVERIFY(end);
        QCOMPARE(end->pegCount(), pegsLeft);
    }
}

void TestCli::plainUnsolvable_data()
{
    QTest::addColumn<QByteArray>("board");
    QTest::addColumn<QStringList>("bestLine");

    QTest::newRow("no move at all") << QByteArray(kTwoCorners) << QStringList();
    QTest::newRow("stuck after one move") << QByteArray(kThreePegs) << QStringList{QStringLiteral("0-3")};
}

void TestCli::plainUnsolvable()
{
    QFETCH(QByteArray, board);
    QFETCH(QStringList, bestLine);

    const CliRun result = runCli({QStringLiteral("solve"), writeBoard(board)});
    QVERIFY2(result.err.isEmpty(), qPrintable(result.err));
    QCOMPARE(result.exitCode, 0);
    const QString reason = result.out.section(QLatin1Char('\n'), 0, 0);
    QVERIFY(!reason.isEmpty());
    QCOMPARE(result.out.section(QLatin1Char('\n'), 1, 1), QStringLiteral("Fewest pegs that can be left: 2"));
    QCOMPARE(result.out.section(QLatin1Char('\n'), 2), expectedLine(board.constData(), bestLine));
}

void TestCli::parseErrors_data()
{
    QTest::addColumn<QByteArray>("board");
    QTest::addColumn<QString>("location");

    QTest::newRow("unknown character") << QByteArray("triangle\n1\n1 x\n1 0 1\n1 1 1 1\n1 1 1 1 1\n")
                                       << QStringLiteral("3:3");
    QTest::newRow("after a comment") << QByteArray("# last row is wrong\ntriangle\n1\n1 1\n1 0 1\n1 1 1 1\n1 1 1 1 ?\n")
                                     << QStringLiteral("7:9");
    QTest::newRow("zero byte") << QByteArray("triangle\n1\n1 \0\n", 15) << QStringLiteral("3:3");
    QTest::newRow("empty file") << QByteArray() << QStringLiteral("1:1");
}

void TestCli::parseErrors()
{
    QFETCH(QByteArray, board);
    QFETCH(QString, location);

    const QString path = writeBoard(board);
    for (const QStringList &options : {QStringList(), QStringList{QStringLiteral("--json")}}) {
        const CliRun result = runCli(QStringList{QStringLiteral("solve"), path} + options);
        QCOMPARE(result.exitCode, 1);
        QCOMPARE(result.out, QString());
        const QString prefix = path + QLatin1Char(':') + location + QStringLiteral(": ");
        QVERIFY2(result.err.startsWith(prefix), qPrintable(result.err));
        QVERIFY2(result.err.size() > prefix.size() + 1, qPrintable(result.err));
        QVERIFY2(result.err.endsWith(QLatin1Char('\n')) && result.err.count(QLatin1Char('\n')) == 1,
                 qPrintable(result.err));
    }
}

void TestCli::unreadableFiles_data()
{
    QTest::addColumn<bool>("exists");
    QTest::addColumn<QByteArray>("board");

    QTest::newRow("missing") << false << QByteArray();
    // One byte over the limit, of text that would parse as far as it goes.
    QTest::newRow("too large") << true << (QByteArray("triangle\n") + QByteArray((1 << 20) - 8, '#'));
}

void TestCli::unreadableFiles()
{
    QFETCH(bool, exists);
    QFETCH(QByteArray, board);

    const QString path = exists ? writeBoard(board) : m_dir.filePath(QStringLiteral("missing.peg"));
    const CliRun result = runCli({QStringLiteral("solve"), path});
    QCOMPARE(result.exitCode, 1);
    QCOMPARE(result.out, QString());
    QVERIFY2(result.err.startsWith(path + QLatin1Char(':')), qPrintable(result.err));
}

void TestCli::fileNamesThatAreNotUtf8_data()
{
    QTest::addColumn<QByteArray>("command");
    QTest::addColumn<QByteArray>("name");
    QTest::addColumn<QByteArray>("board");
    QTest::addColumn<QString>("expected");

    QTest::newRow("solve") << QByteArray("solve") << QByteArray("bad\xff\xfeutf8.peg") << QByteArray(kOneJump)
                           << QStringLiteral("0-3\n");
    QTest::newRow("solve, Latin-1 name") << QByteArray("solve") << QByteArray("tri\xe1ngulo.peg")
                                         << QByteArray(kOneJump) << QStringLiteral("0-3\n");
    QTest::newRow("rollerboard") << QByteArray("rollerboard") << QByteArray("bad\xff\xfeutf8.rbd")
                                 << QByteArray("3 3\n000\n001\n011\n") << QStringLiteral("4 moves\n");
}

// A name the system has but that is not UTF-8 opens by its bytes; Qt would
// decode it to U+FFFD and look for another file.
void TestCli::fileNamesThatAreNotUtf8()
{
    QFETCH(QByteArray, command);
    QFETCH(QByteArray, name);
    QFETCH(QByteArray, board);
    QFETCH(QString, expected);

    const QByteArray path = QFile::encodeName(m_dir.path()) + '/' + name;
    // QTemporaryDir cannot remove it: it lists the folder as text.
    const auto removeFile = qScopeGuard([&path] { std::remove(path.constData()); });
    {
        std::ofstream file(path.toStdString(), std::ios::binary);
        file << board.toStdString();
        QVERIFY(file.good());
    }
    const CliRun result = runCliWithBytes({command, path});
    QCOMPARE(result.err, QString());
    QCOMPARE(result.exitCode, 0);
    QVERIFY2(result.out.startsWith(expected), qPrintable(result.out));

    // A missing one is named in the message as well as text can.
    const QByteArray missing = QFile::encodeName(m_dir.path()) + "/missing\xff" + name;
    const CliRun refused = runCliWithBytes({command, missing});
    QCOMPARE(refused.exitCode, 1);
    QVERIFY2(refused.err.startsWith(QFile::decodeName(missing) + QStringLiteral(": ")), qPrintable(refused.err));
}

void TestCli::usageErrors_data()
{
    QTest::addColumn<QStringList>("arguments");

    const QString solve = QStringLiteral("solve");
    QTest::newRow("no command") << QStringList();
    QTest::newRow("unknown command") << QStringList{QStringLiteral("frobnicate"), kBoardArg};
    QTest::newRow("option before the command") << QStringList{QStringLiteral("--json"), solve, kBoardArg};
    QTest::newRow("missing FILE") << QStringList{solve};
    QTest::newRow("two files") << QStringList{solve, kBoardArg, kBoardArg};
    QTest::newRow("unknown option") << QStringList{solve, kBoardArg, QStringLiteral("--bogus")};
    QTest::newRow("--finish without a value") << QStringList{solve, kBoardArg, QStringLiteral("--finish")};
    QTest::newRow("--finish not a number") << QStringList{solve, kBoardArg, QStringLiteral("--finish"), QStringLiteral("four")};
    QTest::newRow("--finish negative") << QStringList{solve, kBoardArg, QStringLiteral("--finish=-1")};
    QTest::newRow("--fewest-moves with --count") << QStringList{solve, kBoardArg, QStringLiteral("--fewest-moves"), QStringLiteral("--count")};
    QTest::newRow("--fewest-moves with --finish-cells") << QStringList{solve, kBoardArg, QStringLiteral("--finish-cells"), QStringLiteral("--fewest-moves")};
}

void TestCli::usageErrors()
{
    QFETCH(QStringList, arguments);

    // A valid board, so the exit code can only come from the command line.
    arguments.replaceInStrings(QRegularExpression(QStringLiteral("^@board$")), writeBoard(kClassicBoard));
    const CliRun result = runCli(arguments);
    QCOMPARE(result.exitCode, 2);
    QCOMPARE(result.out, QString());
    QVERIFY2(result.err.contains(QLatin1String("Usage:")), qPrintable(result.err));
}

void TestCli::help_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QStringList>("expected");

    const QStringList solveHelp{QStringLiteral("solve FILE"), QStringLiteral("--json"),
                                QStringLiteral("--finish <CELL>"), QStringLiteral("--fewest-moves"),
                                QStringLiteral("Exit status")};
    QTest::newRow("--help") << QStringList{QStringLiteral("--help")}
                            << QStringList{QStringLiteral("COMMAND"), QStringLiteral("solve"), QStringLiteral("Exit status")};
    QTest::newRow("solve --help") << QStringList{QStringLiteral("solve"), QStringLiteral("--help")} << solveHelp;
    QTest::newRow("--help solve") << QStringList{QStringLiteral("--help"), QStringLiteral("solve")} << solveHelp;
    QTest::newRow("--version") << QStringList{QStringLiteral("--version")}
                               << QStringList{QStringLiteral("puzzlebox-cli "), QStringLiteral("License: GPL-3.0-or-later")};
    QTest::newRow("solve --version") << QStringList{QStringLiteral("solve"), QStringLiteral("--version")}
                                     << QStringList{QStringLiteral("License: GPL-3.0-or-later")};
}

void TestCli::help()
{
    QFETCH(QStringList, arguments);
    QFETCH(QStringList, expected);

    const CliRun result = runCli(arguments);
    QCOMPARE(result.exitCode, 0);
    QCOMPARE(result.err, QString());
    for (const QString &text : expected)
        QVERIFY2(result.out.contains(text), qPrintable(text + QStringLiteral(" not in:\n") + result.out));
}

void TestCli::finishHoles_data()
{
    QTest::addColumn<QByteArray>("board");
    QTest::newRow("seed") << QByteArray(kClassicBoard);
    QTest::newRow("corner start") << QByteArray(kCornerStart);
    QTest::newRow("no move at all") << QByteArray(kTwoCorners);
    QTest::newRow("one jump") << QByteArray(kOneJump);
}

void TestCli::finishHoles()
{
    QFETCH(QByteArray, board);
    // What the core says, so the test checks the CLI's report of it.
    pb::Parsed<PegPuzzle> parsed = pb::pegs::parsePegFile(board.constData());
    const auto *start = std::get_if<PegPuzzle>(&parsed);
    QVERIFY(start);
    pb::Progress progress;
    const pb::pegs::FinishHoles expected =
        pb::pegs::finishHoles(start->geometry(), start->pegs(), {}, std::stop_token(), progress);
    QCOMPARE(expected.status, pb::SolveStatus::Solved);
    QJsonArray expectedHoles;
    QStringList expectedNames;
    for (int hole = 0; hole < start->geometry().holeCount(); ++hole) {
        if (expected.holes & pb::pegs::bit(hole)) {
            expectedHoles.append(hole);
            expectedNames << QString::number(hole);
        }
    }

    const QString path = writeBoard(board);
    const CliRun json = runCli({QStringLiteral("solve"), path, QStringLiteral("--finish-cells"), QStringLiteral("--json")});
    QVERIFY2(json.err.isEmpty(), qPrintable(json.err));
    QCOMPARE(json.exitCode, 0);
    const QJsonObject object = QJsonDocument::fromJson(json.out.toUtf8()).object();
    QCOMPARE(object.value(QStringLiteral("status")).toString(), QStringLiteral("solved"));
    QCOMPARE(object.value(QStringLiteral("finishHoles")).toArray(), expectedHoles);

    const CliRun plain = runCli({QStringLiteral("solve"), path, QStringLiteral("--finish-cells")});
    QCOMPARE(plain.exitCode, 0);
    QCOMPARE(plain.out, expectedNames.isEmpty()
                 ? QStringLiteral("No hole: from this position no line of jumps leaves a single peg.\n")
                 : QStringLiteral("The last peg can finish in %1 hole%2: %3.\n")
                       .arg(expectedNames.size())
                       .arg(expectedNames.size() == 1 ? QString() : QStringLiteral("s"), expectedNames.join(QLatin1String(", "))));
}

void TestCli::count_data()
{
    QTest::addColumn<QByteArray>("board");
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<qint64>("solutions");

    QTest::newRow("corner start") << QByteArray(kCornerStart) << QStringList() << qint64(29760);
    QTest::newRow("one jump") << QByteArray(kOneJump) << QStringList() << qint64(1);
    QTest::newRow("one jump, elsewhere") << QByteArray(kOneJump) << QStringList{QStringLiteral("--finish=0")} << qint64(0);
    QTest::newRow("no move at all") << QByteArray(kTwoCorners) << QStringList() << qint64(0);
}

void TestCli::count()
{
    QFETCH(QByteArray, board);
    QFETCH(QStringList, options);
    QFETCH(qint64, solutions);

    const QString path = writeBoard(board);
    const QStringList arguments = QStringList{QStringLiteral("solve"), path, QStringLiteral("--count")} + options;
    const CliRun plain = runCli(arguments);
    QVERIFY2(plain.err.isEmpty(), qPrintable(plain.err));
    QCOMPARE(plain.exitCode, 0);
    QCOMPARE(plain.out, QStringLiteral("Solutions: %1\n").arg(solutions));

    const CliRun json = runCli(arguments + QStringList{QStringLiteral("--json")});
    QCOMPARE(json.exitCode, 0);
    const QJsonObject object = QJsonDocument::fromJson(json.out.toUtf8()).object();
    QCOMPARE(object.value(QStringLiteral("status")).toString(), QStringLiteral("solved"));
    QCOMPARE(object.value(QStringLiteral("solutions")).toInteger(-1), solutions);
}

void TestCli::countRefusals()
{
    const QString path = writeBoard(kClassicBoard);
    const CliRun both = runCli({QStringLiteral("solve"), path, QStringLiteral("--count"), QStringLiteral("--finish-cells")});
    QCOMPARE(both.exitCode, 2);
    QVERIFY(both.out.isEmpty());

}

void TestCli::unsupportedOptionsAreRefused_data()
{
    QTest::addColumn<QString>("board");
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("family");
    const QString source = qEnvironmentVariable("PUZZLEBOX_SOURCE_DIR");
    const QString roller = source + QStringLiteral("/tests/data/roller/3x3crn.rbd");
    const QString nim = writeBoard("5 4 3\n", QStringLiteral("nim"));
    const QString fifteen = writeBoard("3\n8 7 6\n5 4 3\n2 1 0\n", QStringLiteral("fif"));
    for (const auto &[path, family] : {std::pair{roller, QStringLiteral("Roller-Board")}, std::pair{nim, QStringLiteral("Nim")},
                                       std::pair{fifteen, QStringLiteral("Fifteen")}}) {
        for (const QString &option : {QStringLiteral("--count"), QStringLiteral("--finish-cells"), QStringLiteral("--finish"),
                                      QStringLiteral("--fewest-moves")}) {
            QTest::addRow("%s %s", qPrintable(family), qPrintable(option)) << path << option << family;
        }
    }
}

// An option the family cannot answer is refused, never silently ignored.
void TestCli::unsupportedOptionsAreRefused()
{
    QFETCH(QString, board);
    QFETCH(QString, option);
    QFETCH(QString, family);
    QStringList arguments{QStringLiteral("solve"), board, option};
    if (option == QLatin1String("--finish"))
        arguments << QStringLiteral("2");
    const CliRun refused = runCli(arguments);
    QCOMPARE(refused.exitCode, 2);
    QVERIFY(refused.out.isEmpty());
    QVERIFY2(refused.err.contains(QStringLiteral("%1 is not available for %2 boards.").arg(option, family)), qPrintable(refused.err));
}

void TestCli::fewestMoves_data()
{
    QTest::addColumn<QByteArray>("board");
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<int>("finish");
    QTest::newRow("seed") << QByteArray(kClassicBoard) << QStringList() << -1;
    QTest::newRow("seed, finish 12") << QByteArray(kClassicBoard) << QStringList{QStringLiteral("--finish=12")} << 12;
    QTest::newRow("corner start") << QByteArray(kCornerStart) << QStringList() << -1;
    QTest::newRow("one jump") << QByteArray(kOneJump) << QStringList() << -1;
}

// --fewest-moves: the count the core proves (checked against a breadth-first
// search in tst_pegfewestmoves), as chains that replay, optimal only then.
void TestCli::fewestMoves()
{
    QFETCH(QByteArray, board);
    QFETCH(QStringList, options);
    QFETCH(int, finish);
    pb::Parsed<PegPuzzle> parsed = pb::pegs::parsePegFile(board.constData());
    const auto *start = std::get_if<PegPuzzle>(&parsed);
    QVERIFY(start);
    pb::SolveOptions core;
    core.goal = pb::SolveGoal::FewestMoves;
    if (finish >= 0)
        core.targetCell = finish;
    pb::Progress progress;
    const pb::SolveResult expected = start->solve(core, std::stop_token(), progress);
    QCOMPARE(expected.status, pb::SolveStatus::Solved);
    QVERIFY(expected.optimal);

    const QString path = writeBoard(board);
    const CliRun json = runCli(QStringList{QStringLiteral("solve"), path, QStringLiteral("--fewest-moves"), QStringLiteral("--json")} + options);
    QVERIFY2(json.err.isEmpty(), qPrintable(json.err));
    QCOMPARE(json.exitCode, 0);
    const QJsonObject object = QJsonDocument::fromJson(json.out.toUtf8()).object();
    QCOMPARE(object.value(QStringLiteral("status")).toString(), QStringLiteral("solved"));
    QCOMPARE(object.value(QStringLiteral("optimal")), QJsonValue(true));
    const QStringList moves = toStringList(object.value(QStringLiteral("moves")));
    QCOMPARE(moves.size(), qsizetype(expected.moves.size()));
    // Each move a chain: the start hole, then every hole the peg lands in.
    const QRegularExpression chain(QStringLiteral("^\\d+(-\\d+)+$"));
    for (const QString &move : moves)
        QVERIFY2(chain.match(move).hasMatch(), qPrintable(move));
    const std::optional<PegPuzzle> end = replay(board.constData(), moves);
    QVERIFY(end);
    QCOMPARE(end->pegCount(), 1);
    if (finish >= 0)
        QVERIFY(end->hasPeg(finish));

    const CliRun plain = runCli(QStringList{QStringLiteral("solve"), path, QStringLiteral("--fewest-moves")} + options);
    QCOMPARE(plain.exitCode, 0);
    const QString count = moves.size() == 1 ? QStringLiteral("1 move") : QStringLiteral("%1 moves").arg(moves.size());
    QCOMPARE(plain.out, count + QStringLiteral(", the fewest possible.\n\n") + expectedLine(board.constData(), moves));
}

PUZZLEBOX_TEST_GUILESS_MAIN(TestCli)
} // namespace tst_cli
#include "tst_cli.moc"
