// Saved games: written and read back exactly, and every damaged file refused
// with its line and column.

#include "core/common/savedgame.h"
#include "core/pegs/pegpuzzle.h"
#include "testmain.h"

#include <QTest>

namespace tst_savedgame {

using pb::pegs::PegPuzzle;

namespace {

const std::vector<std::string> kClassicSolution{"11-4", "9-7", "1-8", "2-9", "6-1", "0-3", "13-11",
                                             "3-12", "11-13", "14-5", "5-12", "13-11", "10-12"};

const char *const kClassicBoard = "board\ntriangle\n1\n1 1\n1 0 1\n1 1 1 1\n1 1 1 1 1\n";

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
    void restartKeepsTheRedoItReplaced();
    void minimalGame();
    void commentsAndWindowsLineEnds();
    void byteOrderMark();
    void version1StillReads();
    void version1SolutionOffTheLineIsSetAside();
    void computersAnswerJoinsTheTurn();
    void playTimeHelpAndCountRoundTrip();
    void aProvedBoundRoundTripsInVersion4();
    void whatWasShownAndWhereItCameFromRoundTripInVersion5();
    void version2ReadsWithoutTimeOrHelp_data();
    void version2ReadsWithoutTimeOrHelp();
    void damagedFilesAreRefused_data();
    void damagedFilesAreRefused();
};

namespace {

void play(pb::GameRecord &record, std::initializer_list<const char *> moves)
{
    for (const char *move : moves)
        QVERIFY2(!record.play({move}), move);
}

} // namespace

void TestSavedGame::roundTripKeepsEverything()
{
    pb::GameRecord record(std::make_unique<PegPuzzle>(PegPuzzle::classicTriangle()));
    play(record, {"11-4", "9-7", "1-8", "2-9", "6-1"});
    record.undo();
    record.undo();
    pb::SavedGame game{record, pb::SavedSolution{{"11-4"}, {kClassicSolution.begin() + 1, kClassicSolution.end()}, true, std::nullopt}};

    const std::string text = pb::writeSavedGame(game);
    QVERIFY(text.starts_with("puzzlebox-game 3\n"));
    QVERIFY2(text.find("turn 11-4\nturn 9-7\nturn 1-8\nturn 2-9\nturn 6-1\nplayed 3\n") != std::string::npos, text.c_str());
    const pb::SavedGame read = parsedOrFail(text);
    QVERIFY(read.record.start().equals(record.start()));
    QVERIFY(read.record.turns() == record.turns());
    QCOMPARE(read.record.played(), 3);
    QCOMPARE(read.record.line(), (std::vector<std::string>{"11-4", "9-7", "1-8"}));
    QVERIFY(read.solution == game.solution);
    QCOMPARE(pb::writeSavedGame(read), text);
}

void TestSavedGame::restartKeepsTheRedoItReplaced()
{
    pb::GameRecord record(std::make_unique<PegPuzzle>(PegPuzzle::classicTriangle()));
    play(record, {"11-4", "9-7", "1-8"});
    record.undo();
    record.restart();
    play(record, {"13-4"});
    record.undo();
    const std::string text = pb::writeSavedGame(pb::SavedGame{record, std::nullopt});
    QVERIFY2(text.find("turn 11-4\nturn 9-7\nrestart\n> turn 1-8\nturn 13-4\nplayed 3\n") != std::string::npos, text.c_str());
    pb::SavedGame read = parsedOrFail(text);
    QVERIFY(read.record.turns() == record.turns());
    QVERIFY(read.record.position().equals(PegPuzzle::classicTriangle()));
    // A turn was played after the restart, so undoing it keeps that branch
    // in Redo, the replaced turns still inside the restart.
    read.record.undo();
    QVERIFY(read.record.turnToRedo().kind == pb::Turn::Kind::Restart);
    QCOMPARE(read.record.turnToRedo().replacedRedo.front().moves, std::vector<std::string>{"1-8"});

    // With nothing after it, undoing the restart gives back the redo list it replaced.
    pb::SavedGame bare = parsedOrFail(std::string("puzzlebox-game 2\nfamily pegs\nturn 11-4\nturn 9-7\nrestart\n> turn 1-8\n")
                                      + kClassicBoard);
    bare.record.undo();
    QCOMPARE(bare.record.line(), (std::vector<std::string>{"11-4", "9-7"}));
    QCOMPARE(bare.record.turnToRedo().moves, std::vector<std::string>{"1-8"});
    QCOMPARE(bare.record.turns().size(), std::size_t(3));
}

void TestSavedGame::minimalGame()
{
    const pb::SavedGame game = parsedOrFail(std::string("puzzlebox-game 2\nfamily pegs\n") + kClassicBoard);
    QVERIFY(game.record.start().equals(PegPuzzle::classicTriangle()));
    QVERIFY(game.record.turns().empty());
    QVERIFY(!game.solution);
}

void TestSavedGame::commentsAndWindowsLineEnds()
{
    const pb::SavedGame game = parsedOrFail(
        "puzzlebox-game 2\r\n# saved on a Tuesday\r\nfamily pegs\r\nturn  11-4\t\r\nturn 9-7 \r\n"
        "board\r\ntriangle\r\n1\r\n1 1\r\n1 0 1\r\n1 1 1 1\r\n1 1 1 1 1\r\n");
    QCOMPARE(game.record.line(), (std::vector<std::string>{"11-4", "9-7"}));
}

void TestSavedGame::byteOrderMark()
{
    const std::string game = std::string("puzzlebox-game 2\nfamily pegs\nturn 11-4\n") + kClassicBoard;
    QVERIFY(pb::isSavedGameText("\xEF\xBB\xBF" + game));
    QCOMPARE(parsedOrFail("\xEF\xBB\xBF" + game).record.line(), std::vector<std::string>{"11-4"});
}

void TestSavedGame::version1StillReads()
{
    const pb::SavedGame game = parsedOrFail(std::string("puzzlebox-game 1\nfamily pegs\nmoves 11-4 9-7 1-8\nredo 2-9 6-1\n"
                                                        "solution ")
                                            + [] {
                                                  std::string moves;
                                                  for (const std::string &move : kClassicSolution)
                                                      moves += move + ' ';
                                                  return moves;
                                              }()
                                            + "\nsolution-from 0\noptimal yes\n" + kClassicBoard);
    // Each move of the flat lists is a turn of its own.
    QCOMPARE(game.record.turns().size(), std::size_t(5));
    QCOMPARE(game.record.played(), 3);
    QCOMPARE(game.record.line(), (std::vector<std::string>{"11-4", "9-7", "1-8"}));
    QCOMPARE(game.record.turnToRedo().moves, std::vector<std::string>{"2-9"});
    QVERIFY(game.solution);
    QVERIFY(game.solution->from.empty());
    QCOMPARE(game.solution->moves, kClassicSolution);
    QVERIFY(game.solution->optimal);
}

void TestSavedGame::version1SolutionOffTheLineIsSetAside()
{
    // Version 1 refused moves that left the solution; a solution is now kept
    // however far the game went from it.
    const pb::SavedGame game = parsedOrFail(std::string("puzzlebox-game 1\nfamily pegs\nmoves 11-4 9-7\n"
                                                        "solution 11-4 2-7\nsolution-from 0\n")
                                            + kClassicBoard);
    QVERIFY(game.solution);
    QCOMPARE(game.solution->moves, (std::vector<std::string>{"11-4", "2-7"}));
    QCOMPARE(game.record.line(), (std::vector<std::string>{"11-4", "9-7"}));
}

void TestSavedGame::computersAnswerJoinsTheTurn()
{
    // Nim, the computer to move first: its opening and each answer belong to
    // the turn before them, in version 1 files too.
    const std::string board = "board\n5 4 3 computer\n";
    const pb::SavedGame v1 = parsedOrFail("puzzlebox-game 1\nfamily nim\nmoves C2 A1 B1\n" + board);
    QCOMPARE(v1.record.turns().size(), std::size_t(2));
    QVERIFY(v1.record.turns()[0].kind == pb::Turn::Kind::Opening);
    QCOMPARE(v1.record.turns()[1].moves, (std::vector<std::string>{"A1", "B1"}));
    QVERIFY(!v1.record.canUndo() || v1.record.played() > 1);
    const pb::SavedGame v2 = parsedOrFail(pb::writeSavedGame(v1));
    QVERIFY(v2.record.turns() == v1.record.turns());
}

void TestSavedGame::playTimeHelpAndCountRoundTrip()
{
    pb::GameRecord record(std::make_unique<PegPuzzle>(PegPuzzle::classicTriangle()));
    play(record, {"11-4", "9-7"});
    pb::SavedGame game{record, std::nullopt, 84123, true, pb::SavedGame::Counted::Played};
    const std::string text = pb::writeSavedGame(game);
    QVERIFY2(text.find("time 84123\nhelp yes\ncounted played\nboard\n") != std::string::npos, text.c_str());
    const pb::SavedGame read = parsedOrFail(text);
    QCOMPARE(read.playMillis, std::int64_t(84123));
    QVERIFY(read.helped);
    QVERIFY(read.counted == pb::SavedGame::Counted::Played);
    QCOMPARE(pb::writeSavedGame(read), text);

    // More than a 32-bit count of milliseconds (25 days) still reads.
    game.playMillis = 3'000'000'000;
    game.helped = false;
    game.counted = pb::SavedGame::Counted::Solved;
    const pb::SavedGame long_ = parsedOrFail(pb::writeSavedGame(game));
    QCOMPARE(long_.playMillis, std::int64_t(3'000'000'000));
    QVERIFY(!long_.helped);
    QVERIFY(long_.counted == pb::SavedGame::Counted::Solved);

    // A game never played writes none of them.
    const std::string fresh = pb::writeSavedGame(pb::SavedGame{pb::GameRecord(record.start().clone()), std::nullopt});
    QVERIFY2(fresh.find("time") == std::string::npos && fresh.find("help") == std::string::npos
                 && fresh.find("counted") == std::string::npos,
             fresh.c_str());
}

// Fifteen 5 x 5's solver proves how far a solution can be from the fewest;
// the game keeps that with its solution, and only such a game needs version 4.
void TestSavedGame::aProvedBoundRoundTripsInVersion4()
{
    pb::GameRecord record(std::make_unique<PegPuzzle>(PegPuzzle::classicTriangle()));
    play(record, {"11-4"});
    pb::SavedGame game{record, pb::SavedSolution{{"11-4"}, {"9-7"}, false, 1}};
    const std::string text = pb::writeSavedGame(game);
    QVERIFY2(text.starts_with("puzzlebox-game 4\n"), text.c_str());
    QVERIFY2(text.find("optimal no\nlower-bound 1\n") != std::string::npos, text.c_str());
    const pb::SavedGame read = parsedOrFail(text);
    QVERIFY(read.solution == game.solution);
    QCOMPARE(pb::writeSavedGame(read), text);

    // Without a bound the file stays in version 3, which the versions
    // before read.
    game.solution->lowerBound.reset();
    QVERIFY(pb::writeSavedGame(game).starts_with("puzzlebox-game 3\n"));
}

// How much of a hinted solution the player has seen, how the start was made
// and the file the game came from are the game's own, so a restart and Undo
// across games keep them; only a game with one of them needs version 5.
void TestSavedGame::whatWasShownAndWhereItCameFromRoundTripInVersion5()
{
    pb::GameRecord record(std::make_unique<PegPuzzle>(PegPuzzle::classicTriangle()));
    play(record, {"11-4", "9-7"});
    record.undo();
    pb::SavedGame game{record, pb::SavedSolution{{"11-4"}, {"9-7", "1-8"}, false, std::nullopt, 1}};
    game.recipe.emplace();
    game.recipe->rows = 5;
    game.recipe->difficulty = pb::Difficulty::Hard;
    game.recipe->seed = 42;
    // A name's bytes need not be UTF-8, and may hold blanks and '%'.
    game.file = "/home/me/my games/50%\xff.pbgame";
    game.fileTurns = 2;
    const std::string text = pb::writeSavedGame(game);
    QVERIFY2(text.starts_with("puzzlebox-game 5\n"), text.c_str());
    QVERIFY2(text.find("optimal no\nshown 1\n") != std::string::npos, text.c_str());
    QVERIFY2(text.find("recipe 5.hard.42\nfile /home/me/my%20games/50%25%FF.pbgame\nfile-played 2\nboard\n")
                 != std::string::npos,
             text.c_str());
    const pb::SavedGame read = parsedOrFail(text);
    QVERIFY(read.solution == game.solution);
    QVERIFY(read.recipe);
    QCOMPARE(read.recipe->rows, 5);
    QVERIFY(read.recipe->difficulty == pb::Difficulty::Hard);
    QCOMPARE(read.recipe->seed, std::uint64_t(42));
    QCOMPARE(read.file, game.file);
    QCOMPARE(read.fileTurns, std::optional<int>(2));
    QCOMPARE(pb::writeSavedGame(read), text);

    // Without them the file stays in the version the versions before read.
    game.solution->shown.reset();
    game.recipe.reset();
    game.file.clear();
    game.fileTurns.reset();
    QVERIFY(pb::writeSavedGame(game).starts_with("puzzlebox-game 3\n"));
}

// A game saved before the clock and the records existed opens with no time
// and nothing counted: the records count it from its next move. It kept no
// word of help, but a solution it keeps is the solver's: with one it counts
// as helped, so stepping through it is never a record solved alone.
void TestSavedGame::version2ReadsWithoutTimeOrHelp_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("helped");
    const QByteArray board(kClassicBoard);
    QTest::newRow("v2 with a solution")
        << "puzzlebox-game 2\nfamily pegs\nturn 11-4\nsolution-start 11-4\nsolution 9-7\noptimal no\n" + board << true;
    QTest::newRow("v2 without") << "puzzlebox-game 2\nfamily pegs\nturn 11-4\n" + board << false;
    QTest::newRow("v1 with a solution")
        << "puzzlebox-game 1\nfamily pegs\nmoves 11-4\nsolution 9-7\nsolution-from 1\n" + board << true;
    QTest::newRow("v1 without") << "puzzlebox-game 1\nfamily pegs\nmoves 11-4\n" + board << false;
    // From version 3 on the file says so itself.
    QTest::newRow("v3 with a solution, no help")
        << "puzzlebox-game 3\nfamily pegs\nturn 11-4\nsolution-start 11-4\nsolution 9-7\noptimal no\n" + board << false;
}

void TestSavedGame::version2ReadsWithoutTimeOrHelp()
{
    QFETCH(QByteArray, text);
    QFETCH(bool, helped);
    const pb::SavedGame game = parsedOrFail(text.toStdString());
    QCOMPARE(game.record.played(), 1);
    QCOMPARE(game.playMillis, std::int64_t(0));
    QCOMPARE(game.helped, helped);
    QVERIFY(game.counted == pb::SavedGame::Counted::Nothing);
    // Written again, the help is kept in the file's own words.
    QCOMPARE(parsedOrFail(pb::writeSavedGame(game)).helped, helped);
}

void TestSavedGame::damagedFilesAreRefused_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");

    const QByteArray head("puzzlebox-game 1\nfamily pegs\n");
    const QByteArray head2("puzzlebox-game 2\nfamily pegs\n");
    const QByteArray board(kClassicBoard);
    QTest::newRow("empty") << QByteArray() << 1 << 1;
    QTest::newRow("a board file, not a game") << QByteArray("triangle\n1\n") << 1 << 1;
    QTest::newRow("no version") << QByteArray("puzzlebox-game\nfamily pegs\n") << 1 << 15;
    QTest::newRow("version not a number") << QByteArray("puzzlebox-game one\n") << 1 << 16;
    const QByteArray newer = QByteArray::number(pb::kSavedGameVersion + 1);
    QTest::newRow("newer version") << "puzzlebox-game " + newer + "\nfamily pegs\n" << 1 << 16;
    QTest::newRow("newer version after a byte order mark") << "\xEF\xBB\xBFpuzzlebox-game " + newer + "\n" << 1 << 16;
    QTest::newRow("no version after a byte order mark") << QByteArray("\xEF\xBB\xBFpuzzlebox-game\nfamily pegs\n") << 1 << 15;
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
    QTest::newRow("optimal neither yes nor no")
        << head + "optimal maybe\n" + board << 3 << 9;
    QTest::newRow("binary") << QByteArray("puzzlebox-game 1\nfam\0ily", 24) << 2 << 4;
    QTest::newRow("v2: version 1 entry") << head2 + "moves 11-4\n" + board << 3 << 1;
    QTest::newRow("v2: turn without moves") << head2 + "turn\n" + board << 3 << 5;
    QTest::newRow("v2: illegal move in a turn") << head2 + "turn 11-4\nturn 9-7 9-7\n" + board << 4 << 10;
    QTest::newRow("v2: illegal move after a restart")
        << head2 + "turn 11-4\nrestart\nturn 9-7\n" + board << 5 << 6;
    QTest::newRow("v2: replaced redo replays from before the restart")
        << head2 + "turn 11-4\nrestart\n> turn 11-4\n" + board << 5 << 8;
    QTest::newRow("v2: '>' under no restart") << head2 + "turn 11-4\n> turn 9-7\n" + board << 4 << 1;
    QTest::newRow("v2: '>' alone") << head2 + "restart\n>\n" + board << 4 << 2;
    QTest::newRow("v2: '>' before another entry") << head2 + "restart\n> played 1\n" + board << 4 << 3;
    QTest::newRow("v2: opening after a turn") << head2 + "turn 11-4\nopening 9-7\n" + board << 4 << 1;
    QTest::newRow("v2: more turns played than there are")
        << head2 + "turn 11-4\nplayed 2\n" + board << 4 << 1;
    QTest::newRow("v2: played not a number") << head2 + "played all\n" + board << 3 << 8;
    QTest::newRow("v2: solution without its start") << head2 + "solution 11-4\n" + board << 3 << 1;
    const QByteArray head3("puzzlebox-game 3\nfamily pegs\n");
    QTest::newRow("v2: no time yet") << head2 + "time 5000\n" + board << 3 << 1;
    QTest::newRow("v2: no help yet") << head2 + "help yes\n" + board << 3 << 1;
    QTest::newRow("v3: time not a number") << head3 + "time 1:24\n" + board << 3 << 6;
    QTest::newRow("v3: negative time") << head3 + "time -5\n" + board << 3 << 6;
    QTest::newRow("v3: time missing") << head3 + "time\n" + board << 3 << 5;
    QTest::newRow("v3: help neither yes nor no") << head3 + "help maybe\n" + board << 3 << 6;
    QTest::newRow("v3: counted something else") << head3 + "counted twice\n" + board << 3 << 9;
    const QByteArray head4("puzzlebox-game 4\nfamily pegs\n");
    const QByteArray solved4 = head4 + "turn 11-4\nsolution-start 11-4\nsolution 9-7\noptimal no\n";
    QTest::newRow("v3: no bound yet") << head3 + "lower-bound 2\n" + board << 3 << 1;
    QTest::newRow("v4: bound not a number") << solved4 + "lower-bound few\n" + board << 7 << 13;
    QTest::newRow("v4: bound above the solution's moves") << solved4 + "lower-bound 2\n" + board << 7 << 1;
    const QByteArray head5("puzzlebox-game 5\nfamily pegs\n");
    const QByteArray solved5 = head5 + "turn 11-4\nsolution-start 11-4\nsolution 9-7\noptimal no\n";
    QTest::newRow("v4: nothing shown yet") << solved4 + "shown 1\n" + board << 7 << 1;
    QTest::newRow("v4: no recipe yet") << head4 + "recipe 5.easy.1\n" + board << 3 << 1;
    QTest::newRow("v4: no file yet") << head4 + "file a.peg\n" + board << 3 << 1;
    QTest::newRow("v5: shown not a number") << solved5 + "shown one\n" + board << 7 << 7;
    QTest::newRow("v5: more shown than the solution has") << solved5 + "shown 2\n" + board << 7 << 1;
    QTest::newRow("v5: shown without a solution") << head5 + "shown 0\n" + board << 3 << 1;
    QTest::newRow("v5: recipe missing") << head5 + "recipe\n" + board << 3 << 7;
    QTest::newRow("v5: recipe's difficulty unknown") << head5 + "recipe 5.hardest.1\n" + board << 3 << 10;
    QTest::newRow("v5: file name of two words") << head5 + "file a b.peg\n" + board << 3 << 8;
    QTest::newRow("v5: '%' in a file name without its digits") << head5 + "file a%2.peg\n" + board << 3 << 7;
    QTest::newRow("v5: turns in a file without one") << head5 + "turn 11-4\nfile-played 1\n" + board << 4 << 1;
    QTest::newRow("v5: more turns in the file than the game has")
        << head5 + "turn 11-4\nfile a.pbgame\nfile-played 2\n" + board << 5 << 1;
    QTest::newRow("v2: solution start that does not replay")
        << head2 + "solution-start 11-4 11-4\nsolution 9-7\n" + board << 3 << 21;
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

PUZZLEBOX_TEST_GUILESS_MAIN(TestSavedGame)
} // namespace tst_savedgame
#include "tst_savedgame.moc"
