// Saved games: written and read back exactly, and every damaged file refused
// with its line and column.

#include "core/common/savedgame.h"
#include "core/pegs/pegpuzzle.h"

#include <QTest>

using pb::pegs::PegPuzzle;

namespace {

const std::vector<std::string> kSeedSolution{"11-4", "9-7", "1-8", "2-9", "6-1", "0-3", "13-11",
                                             "3-12", "11-13", "14-5", "5-12", "13-11", "10-12"};

const char *const kSeedBoard = "board\ntriangle\n1\n1 1\n1 0 1\n1 1 1 1\n1 1 1 1 1\n";

pb::SavedGame parsedOrFail(const std::string &text)
{
    auto parsed = pb::parseSavedGame(text);
    if (auto *error = std::get_if<pb::ParseError>(&parsed))
        qFatal("unexpected error %s", error->toString().c_str());
    return std::move(std::get<pb::SavedGame>(parsed));
}

} // namespace

class TestSavedGame : public QObject {
    Q_OBJECT

private slots:
    void roundTripKeepsEverything();
    void minimalGame();
    void commentsAndWindowsLineEnds();
    void damagedFilesAreRefused_data();
    void damagedFilesAreRefused();
};

void TestSavedGame::roundTripKeepsEverything()
{
    pb::SavedGame game;
    game.start = std::make_unique<PegPuzzle>(PegPuzzle::seedTriangle());
    game.moves = {"11-4", "9-7", "1-8"};
    game.redo = {"2-9", "6-1"};
    game.solution = kSeedSolution;
    game.solutionFrom = 0;
    game.solutionOptimal = true;

    const std::string text = pb::writeSavedGame(game);
    QVERIFY(text.starts_with("puzzlebox-game 1\n"));
    const pb::SavedGame read = parsedOrFail(text);
    QVERIFY(read.start->equals(*game.start));
    QCOMPARE(read.moves, game.moves);
    QCOMPARE(read.redo, game.redo);
    QCOMPARE(read.solution, game.solution);
    QCOMPARE(read.solutionFrom, 0);
    QVERIFY(read.solutionOptimal);
    QCOMPARE(pb::writeSavedGame(read), text);
}

void TestSavedGame::minimalGame()
{
    const pb::SavedGame game = parsedOrFail(std::string("puzzlebox-game 1\nfamily pegs\n") + kSeedBoard);
    QVERIFY(game.start->equals(PegPuzzle::seedTriangle()));
    QVERIFY(game.moves.empty());
    QVERIFY(game.redo.empty());
    QCOMPARE(game.solutionFrom, -1);
}

void TestSavedGame::commentsAndWindowsLineEnds()
{
    const pb::SavedGame game = parsedOrFail(
        "puzzlebox-game 1\r\n# saved on a Tuesday\r\nfamily pegs\r\nmoves  11-4\t9-7 \r\n"
        "board\r\ntriangle\r\n1\r\n1 1\r\n1 0 1\r\n1 1 1 1\r\n1 1 1 1 1\r\n");
    QCOMPARE(game.moves, (std::vector<std::string>{"11-4", "9-7"}));
}

void TestSavedGame::damagedFilesAreRefused_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");

    const QByteArray head("puzzlebox-game 1\nfamily pegs\n");
    const QByteArray board(kSeedBoard);
    QTest::newRow("empty") << QByteArray() << 1 << 1;
    QTest::newRow("a board file, not a game") << QByteArray("triangle\n1\n") << 1 << 1;
    QTest::newRow("no version") << QByteArray("puzzlebox-game\nfamily pegs\n") << 1 << 15;
    QTest::newRow("version not a number") << QByteArray("puzzlebox-game one\n") << 1 << 16;
    QTest::newRow("newer version") << QByteArray("puzzlebox-game 2\nfamily pegs\n") << 1 << 16;
    QTest::newRow("unknown family") << QByteArray("puzzlebox-game 1\nfamily hexagon\n") << 2 << 8;
    QTest::newRow("no family") << QByteArray("puzzlebox-game 1\nmoves\n") << 3 << 1;
    QTest::newRow("unknown entry") << head + "colour red\n" + board << 3 << 1;
    QTest::newRow("no board") << head + "moves 11-4\n" << 4 << 1;
    QTest::newRow("illegal move") << head + "moves 11-4 11-4\n" + board << 3 << 12;
    QTest::newRow("not a move") << head + "moves 11-4 jump\n" + board << 3 << 12;
    QTest::newRow("illegal redo") << head + "moves 11-4\nredo 11-4\n" + board << 4 << 6;
    QTest::newRow("bad board, line counted from the file's start")
        << head + "board\ntriangle\n1\n1 x\n" << 6 << 3;
    QTest::newRow("solution without its start") << head + "solution 11-4\n" + board << 3 << 1;
    QTest::newRow("solution starts after the last move")
        << head + "moves 11-4\nsolution 9-7\nsolution-from 2\n" + board << 5 << 1;
    QTest::newRow("solution that does not replay")
        << head + "solution 11-4 11-4\nsolution-from 0\n" + board << 3 << 15;
    QTest::newRow("moves leave the solution")
        << head + "moves 11-4 9-7\nsolution 11-4 2-7\nsolution-from 0\n" + board << 3 << 12;
    QTest::newRow("optimal neither yes nor no")
        << head + "optimal maybe\n" + board << 3 << 9;
    QTest::newRow("binary") << QByteArray("puzzlebox-game 1\nfam\0ily", 24) << 2 << 4;
}

void TestSavedGame::damagedFilesAreRefused()
{
    QFETCH(QByteArray, text);
    QFETCH(int, line);
    QFETCH(int, column);
    const auto parsed = pb::parseSavedGame(std::string_view(text.constData(), std::size_t(text.size())));
    const auto *error = std::get_if<pb::ParseError>(&parsed);
    QVERIFY(error);
    QVERIFY(!error->reason.isEmpty());
    QCOMPARE(error->line, line);
    QCOMPARE(error->column, column);
}

QTEST_GUILESS_MAIN(TestSavedGame)
#include "tst_savedgame.moc"
