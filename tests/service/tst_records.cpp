// The player's records and the game's clock, with no window: what counts as
// played and solved (once per game, whatever Undo and Redo do), help that
// Undo cannot take back, records kept across a restart, a damaged file set
// aside, and a clock that only runs while the game is in progress and not
// paused.

#include "core/common/savedgame.h"
#include "service/gamesession.h"
#include "service/playclock.h"
#include "service/records.h"
#include "testmain.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

namespace tst_records {

namespace {

// Two slides from solved: 7 then 8 move left.
const char *const kTwoFromSolved = "3\n1 2 3\n4 5 6\n0 7 8\n";
const char *const kOtherBoard = "3\n1 2 3\n4 5 6\n7 0 8\n";

pb::PuzzlePtr fifteen(const char *text)
{
    auto parsed = pb::parseBoard(text, "fif");
    if (auto *error = std::get_if<pb::ParseError>(&parsed))
        qFatal("test board does not parse: %s", error->toString().c_str());
    return std::move(std::get<pb::PuzzlePtr>(parsed));
}

QStringList solution(const pb::Puzzle &position)
{
    pb::Progress progress;
    QStringList moves;
    for (const std::string &move : position.solve(pb::SolveOptions{}, std::stop_token{}, progress).moves)
        moves << QString::fromStdString(move);
    return moves;
}

// A clock a test moves by hand.
struct FakeTime {
    qint64 now = 1000;
    PlayClock::TimeSource source()
    {
        return [this] { return now; };
    }
};

} // namespace

class TestRecords : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();

    void clockFormats_data();
    void clockFormats();
    void clockCountsOnlyWhileRunningAndNotPaused();
    void sessionClockRunsFromFirstMoveToGoal();
    void timeGoesWithTheGameAndBack();

    void playedAndSolvedOncePerGame();
    void helpIsKeptThroughUndo();
    void theComputersOpeningIsNoMove();
    void bestsAreKeptAndBettered();
    void recordsSurviveARestart();
    void damagedFileIsSetAside_data();
    void damagedFileIsSetAside();
    void specialFilesAreRefusedAtOnce_data();
    void specialFilesAreRefusedAtOnce();
    void aNewerFormatIsLeftAlone();
    void resetForgetsEverything();

private:
    QTemporaryDir m_dir;
};

void TestRecords::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QStandardPaths::setTestModeEnabled(true);
}

void TestRecords::clockFormats_data()
{
    QTest::addColumn<qint64>("millis");
    QTest::addColumn<QString>("text");
    QTest::newRow("nothing") << qint64(0) << QStringLiteral("0:00");
    QTest::newRow("under a second") << qint64(999) << QStringLiteral("0:00");
    QTest::newRow("a minute 24") << qint64(84'500) << QStringLiteral("1:24");
    QTest::newRow("just under an hour") << qint64(3'599'999) << QStringLiteral("59:59");
    QTest::newRow("an hour") << qint64(3'600'000) << QStringLiteral("1:00:00");
    QTest::newRow("past a day") << qint64(90'061'000) << QStringLiteral("25:01:01");
}

void TestRecords::clockFormats()
{
    QFETCH(qint64, millis);
    QFETCH(QString, text);
    QCOMPARE(PlayClock::text(millis), text);
}

void TestRecords::clockCountsOnlyWhileRunningAndNotPaused()
{
    FakeTime time;
    PlayClock clock;
    clock.setTimeSource(time.source());
    time.now += 5000;
    QCOMPARE(clock.elapsedMillis(), qint64(0)); // not running yet
    clock.setRunning(true);
    time.now += 3000;
    QCOMPARE(clock.elapsedMillis(), qint64(3000));
    clock.setPaused(true);
    QVERIFY(!clock.isTicking());
    time.now += 60'000;
    QCOMPARE(clock.elapsedMillis(), qint64(3000));
    clock.setPaused(false);
    time.now += 1500;
    QCOMPARE(clock.elapsedMillis(), qint64(4500));
    clock.setRunning(false);
    time.now += 1500;
    QCOMPARE(clock.elapsedMillis(), qint64(4500));
    // A game switched to brings its own time; paused stays the window's.
    clock.setPaused(true);
    clock.reset(10'000);
    clock.setRunning(true);
    time.now += 2000;
    QCOMPARE(clock.elapsedMillis(), qint64(10'000));
    QVERIFY(clock.isPaused());
}

void TestRecords::sessionClockRunsFromFirstMoveToGoal()
{
    FakeTime time;
    GameSession session;
    session.clock().setTimeSource(time.source());
    session.newGame(fifteen(kTwoFromSolved));
    const QStringList moves = solution(session.position());
    QCOMPARE(moves.size(), 2);
    time.now += 30'000; // looking at the board before the first move
    QCOMPARE(session.playMillis(), qint64(0));
    QVERIFY(session.play(moves[0].toStdString()));
    QVERIFY(session.clock().isTicking());
    time.now += 20'000;
    session.clock().setPaused(true); // minimised
    time.now += 600'000;
    session.clock().setPaused(false);
    time.now += 4'000;
    QVERIFY(session.play(moves[1].toStdString()));
    QVERIFY(session.position().isSolved());
    QCOMPARE(session.playMillis(), qint64(24'000));
    time.now += 10'000; // stopped at the goal
    QCOMPARE(session.playMillis(), qint64(24'000));
    QCOMPARE(session.game().playMillis, qint64(24'000));
    // Undo takes the end back: the game is in progress again.
    session.undo();
    time.now += 1'000;
    QCOMPARE(session.playMillis(), qint64(25'000));
}

void TestRecords::timeGoesWithTheGameAndBack()
{
    FakeTime time;
    GameSession session;
    session.clock().setTimeSource(time.source());
    session.newGame(fifteen(kTwoFromSolved));
    QVERIFY(session.play(solution(session.position())[0].toStdString()));
    time.now += 84'000;
    session.newGame(fifteen(kOtherBoard));
    QCOMPARE(session.playMillis(), qint64(0));
    time.now += 5'000;
    QCOMPARE(session.playMillis(), qint64(0)); // not begun
    // Undo New Game brings back the game with its time, and its clock runs on.
    session.undo();
    QCOMPARE(session.playMillis(), qint64(84'000));
    time.now += 1'000;
    QCOMPARE(session.playMillis(), qint64(85'000));
    // Through a saved file and back.
    const pb::SavedGame saved = session.game();
    QCOMPARE(saved.playMillis, qint64(85'000));
    auto reread = pb::parseSavedGame(pb::writeSavedGame(saved));
    QVERIFY(std::holds_alternative<pb::SavedGame>(reread));
    GameSession other;
    other.clock().setTimeSource(time.source());
    other.openGame(std::move(std::get<pb::SavedGame>(reread)));
    QCOMPARE(other.playMillis(), qint64(85'000));
    QVERIFY(other.clock().isRunning());
}

void TestRecords::playedAndSolvedOncePerGame()
{
    GameSession session;
    PlayerRecords records;
    connect(&session, &GameSession::firstMovePlayed, &records, [&] { records.notePlayed(session.startPosition()); });
    QList<PlayerRecords::Solve> solves;
    connect(&session, &GameSession::goalReached, &records, [&](bool firstTime) {
        solves << records.noteSolved(session.startPosition(), session.moveCount(), session.playMillis(), session.helped(), firstTime);
    });
    QSignalSpy reached(&session, &GameSession::goalReached);
    session.newGame(fifteen(kTwoFromSolved));
    const QStringList moves = solution(session.position());
    QVERIFY(session.play(moves[0].toStdString()));
    session.undo();
    QVERIFY(session.play(moves[0].toStdString())); // the same game: not played twice
    QVERIFY(session.play(moves[1].toStdString()));
    QCOMPARE(reached.count(), 1);
    QCOMPARE(reached.at(0).at(0).toBool(), true);
    session.undo();
    session.redo(); // the goal again, but not a second solve
    QCOMPARE(reached.count(), 2);
    QCOMPARE(reached.at(1).at(0).toBool(), false);
    session.restart();
    QVERIFY(session.play(moves[0].toStdString()));
    QVERIFY(session.play(moves[1].toStdString()));
    QCOMPARE(reached.count(), 3);
    QCOMPARE(reached.at(2).at(0).toBool(), false);

    const BoardRecord *record = records.find(session.startPosition());
    QVERIFY(record);
    QCOMPARE(record->played, 1);
    QCOMPARE(record->solvedAlone, 1);
    QCOMPARE(record->solvedWithHelp, 0);
    QCOMPARE(record->fewestMoves, 2);
    QCOMPARE(record->family, QStringLiteral("fifteen"));
    QCOMPARE(record->size, QStringLiteral("3x3"));
    QVERIFY(solves.at(0).isNewRecord());
    QVERIFY(!solves.at(1).fewerMoves);

    // A saved game counted as solved counts nothing when opened again.
    const pb::SavedGame saved = session.game();
    QVERIFY(saved.counted == pb::SavedGame::Counted::Solved);
    session.openGame(saved);
    session.undo();
    session.redo();
    QCOMPARE(records.find(session.startPosition())->played, 1);
    QCOMPARE(records.find(session.startPosition())->solvedAlone, 1);

    // A new game on the same board is another game played.
    session.newGame(fifteen(kTwoFromSolved));
    QVERIFY(session.play(moves[0].toStdString()));
    QCOMPARE(records.find(session.startPosition())->played, 2);
    // Undo New Game and back: neither game counts again.
    session.undo();
    session.undo();
    session.redo();
    session.redo();
    QCOMPARE(records.find(session.startPosition())->played, 2);
    QCOMPARE(records.records().size(), 1);
}

void TestRecords::helpIsKeptThroughUndo()
{
    GameSession session;
    PlayerRecords records;
    connect(&session, &GameSession::firstMovePlayed, &records, [&] { records.notePlayed(session.startPosition()); });
    connect(&session, &GameSession::goalReached, &records, [&](bool firstTime) {
        records.noteSolved(session.startPosition(), session.moveCount(), session.playMillis(), session.helped(), firstTime);
    });
    session.newGame(fifteen(kTwoFromSolved));
    const QStringList moves = solution(session.position());
    QVERIFY(session.play(moves[0].toStdString()));
    // The solver's moves shown: Undo does not launder the game.
    QVERIFY(session.setSolution({moves[1]}, true));
    QVERIFY(session.helped());
    session.undo();
    session.clearSolution();
    QVERIFY(session.helped());
    QVERIFY(session.play(moves[0].toStdString()));
    QVERIFY(session.play(moves[1].toStdString()));
    const BoardRecord *record = records.find(session.startPosition());
    QCOMPARE(record->solvedAlone, 0);
    QCOMPARE(record->solvedWithHelp, 1);
    QCOMPARE(record->fewestMoves, -1);
    QCOMPARE(record->bestMillis, qint64(-1));
    // Kept in the saved game.
    QVERIFY(session.game().helped);

    // A hint shown marks it too; a new game starts without help.
    session.newGame(fifteen(kTwoFromSolved));
    QVERIFY(!session.helped());
    QSignalSpy changed(&session, &GameSession::historyChanged);
    session.markHelped();
    QVERIFY(session.helped());
    QCOMPARE(changed.count(), 1); // so the autosave keeps it
}

// Against the computer, the game is played from the person's first move; the
// computer's opening starts neither the count nor the clock.
void TestRecords::theComputersOpeningIsNoMove()
{
    FakeTime time;
    GameSession session;
    session.clock().setTimeSource(time.source());
    QSignalSpy played(&session, &GameSession::firstMovePlayed);
    auto board = pb::parseBoard("5 4 3 computer\n", "nim");
    QVERIFY(std::holds_alternative<pb::PuzzlePtr>(board));
    session.newGame(std::move(std::get<pb::PuzzlePtr>(board)));
    const std::optional<std::string> opening = session.position().opponentMove();
    QVERIFY(opening);
    QVERIFY(session.play(*opening));
    QCOMPARE(played.count(), 0);
    QVERIFY(!session.clock().isRunning());
    QVERIFY(session.game().counted == pb::SavedGame::Counted::Nothing);
    QVERIFY(session.play(session.position().legalMoves().front()));
    QCOMPARE(played.count(), 1);
    QVERIFY(session.clock().isRunning());
}

void TestRecords::bestsAreKeptAndBettered()
{
    PlayerRecords records;
    const pb::PuzzlePtr start = fifteen(kTwoFromSolved);
    const QDateTime monday(QDate(2026, 11, 23), QTime(10, 0), Qt::UTC);
    const QDateTime tuesday = monday.addDays(1);
    records.notePlayed(*start, monday);
    PlayerRecords::Solve first = records.noteSolved(*start, 10, 90'000, false, true, monday);
    QVERIFY(first.fewerMoves && first.fasterTime);
    records.notePlayed(*start, tuesday);
    // Fewer moves but slower: a record for the moves only.
    PlayerRecords::Solve second = records.noteSolved(*start, 8, 95'000, false, true, tuesday);
    QVERIFY(second.fewerMoves && !second.fasterTime && second.isNewRecord());
    records.notePlayed(*start, tuesday);
    PlayerRecords::Solve third = records.noteSolved(*start, 9, 91'000, false, true, tuesday);
    QVERIFY(!third.isNewRecord());
    // With help: counted, never a best.
    records.notePlayed(*start, tuesday);
    PlayerRecords::Solve helped = records.noteSolved(*start, 2, 1'000, true, true, tuesday);
    QVERIFY(!helped.isNewRecord());
    const BoardRecord *record = records.find(*start);
    QCOMPARE(record->played, 4);
    QCOMPARE(record->solvedAlone, 3);
    QCOMPARE(record->solvedWithHelp, 1);
    QCOMPARE(record->fewestMoves, 8);
    QCOMPARE(record->bestMillis, qint64(90'000));
    QCOMPARE(record->recordSet, tuesday);
    QCOMPARE(record->lastPlayed, tuesday);
}

void TestRecords::recordsSurviveARestart()
{
    const QString path = m_dir.filePath(QStringLiteral("survive/records.json"));
    const pb::PuzzlePtr start = fifteen(kTwoFromSolved);
    const pb::PuzzlePtr other = fifteen(kOtherBoard);
    const QDateTime when(QDate(2026, 11, 24), QTime(15, 30), Qt::UTC);
    {
        PlayerRecords records;
        QCOMPARE(records.open(path), QString()); // no file yet: nothing to say
        records.notePlayed(*start, when);
        records.noteSolved(*start, 13, 84'000, false, true, when);
        records.notePlayed(*other, when);
        QVERIFY(QFile::exists(path));
    }
    PlayerRecords again;
    QSignalSpy changed(&again, &PlayerRecords::changed);
    QCOMPARE(again.open(path), QString());
    QCOMPARE(changed.count(), 1);
    QCOMPARE(again.records().size(), 2);
    const BoardRecord *record = again.find(*start);
    QVERIFY(record);
    QCOMPARE(record->played, 1);
    QCOMPARE(record->solvedAlone, 1);
    QCOMPARE(record->fewestMoves, 13);
    QCOMPARE(record->bestMillis, qint64(84'000));
    QCOMPARE(record->recordSet, when);
    QCOMPARE(record->lastPlayed, when);
    QCOMPARE(record->size, QStringLiteral("3x3"));
    const BoardRecord *unsolved = again.find(*other);
    QVERIFY(unsolved);
    QCOMPARE(unsolved->played, 1);
    QCOMPARE(unsolved->fewestMoves, -1);
    QVERIFY(!unsolved->recordSet.isValid());
    // The app's own place for them.
    QVERIFY(PlayerRecords::defaultPath().endsWith(QStringLiteral("/records.json")));
}

void TestRecords::damagedFileIsSetAside_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::newRow("not JSON") << QByteArray("{\"format\": 1, \"boards\": [");
    QTest::newRow("binary") << QByteArray("\x00\x01\x02garbage", 10);
    QTest::newRow("no boards") << QByteArray("{\"format\": 1}");
    QTest::newRow("an older format") << QByteArray("{\"format\": 0, \"boards\": []}");
    QTest::newRow("a count that is text")
        << QByteArray(R"({"format": 1, "boards": [{"family": "fifteen", "start": "3\n", "played": "two"}]})");
    QTest::newRow("a negative count")
        << QByteArray(R"({"format": 1, "boards": [{"family": "fifteen", "start": "3\n", "played": -3}]})");
    QTest::newRow("no start")
        << QByteArray(R"({"format": 1, "boards": [{"family": "fifteen", "played": 1}]})");
    // Numbers no count can be, checked before they are cast.
    QTest::newRow("a huge count")
        << QByteArray(R"({"format": 1, "boards": [{"family": "fifteen", "start": "3\n", "played": 1e300}]})");
    QTest::newRow("a huge best time")
        << QByteArray(R"({"format": 1, "boards": [{"family": "fifteen", "start": "3\n", "bestMillis": 1e300}]})");
    QTest::newRow("a hugely negative best")
        << QByteArray(R"({"format": 1, "boards": [{"family": "fifteen", "start": "3\n", "fewestMoves": -1e300}]})");
    QTest::newRow("a count past what a double holds")
        << QByteArray(R"({"format": 1, "boards": [{"family": "fifteen", "start": "3\n", "played": 1e400}]})");
    QTest::newRow("a best time past 2^53")
        << QByteArray(R"({"format": 1, "boards": [{"family": "fifteen", "start": "3\n", "bestMillis": 9007199254740994}]})");
    QTest::newRow("a count that is not whole")
        << QByteArray(R"({"format": 1, "boards": [{"family": "fifteen", "start": "3\n", "played": 2.5}]})");
}

void TestRecords::damagedFileIsSetAside()
{
    QFETCH(QByteArray, bytes);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("records.json"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
    }
    PlayerRecords records;
    const QString message = records.open(path);
    QVERIFY2(message.contains(QStringLiteral("could not be read")), qPrintable(message));
    QVERIFY(records.records().isEmpty());
    QVERIFY(!QFile::exists(path));
    const QStringList aside = QDir(dir.path()).entryList({QStringLiteral("records.json.damaged-*")});
    QCOMPARE(aside.size(), 1);
    QVERIFY2(message.contains(aside.constFirst()), qPrintable(message));
    QFile kept(dir.filePath(aside.constFirst()));
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), bytes);
    // Fresh records start and are kept.
    records.notePlayed(*fifteen(kTwoFromSolved));
    PlayerRecords again;
    QCOMPARE(again.open(path), QString());
    QCOMPARE(again.records().size(), 1);
}

// Issue 40: a named pipe in the records' place held the start for ever (no
// window), and a link to /dev/zero took memory without bound. Both are
// refused before a byte is read, and set aside like any damaged file.
void TestRecords::specialFilesAreRefusedAtOnce_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("named pipe") << QStringLiteral("pipe");
    QTest::newRow("link to /dev/zero") << QStringLiteral("zero");
    QTest::newRow("folder") << QStringLiteral("folder");
}

void TestRecords::specialFilesAreRefusedAtOnce()
{
    QFETCH(QString, kind);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("records.json"));
    const QByteArray name = QFile::encodeName(path);
    if (kind == QLatin1String("pipe"))
        QCOMPARE(::mkfifo(name.constData(), 0600), 0);
    else if (kind == QLatin1String("zero"))
        QVERIFY(QFile::link(QStringLiteral("/dev/zero"), path));
    else
        QVERIFY(QDir().mkpath(path));

    PlayerRecords records;
    const QString message = records.open(path);
    QVERIFY2(message.contains(QStringLiteral("could not be read")), qPrintable(message));
    QVERIFY(records.records().isEmpty());
    QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("records.json.damaged-*")}, QDir::AllEntries | QDir::System).size(), 1);
    // Fresh records are kept in a file of their own.
    records.notePlayed(*fifteen(kTwoFromSolved));
    QVERIFY(QFileInfo(path).isFile());
}

// An older Puzzlebox run once must not take the records away from the newer
// one: it neither moves the file nor writes over it, and says so once.
void TestRecords::aNewerFormatIsLeftAlone()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("records.json"));
    const QByteArray newer(R"({"format": 2, "players": {"Ada": []}})");
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(newer);
    }
    PlayerRecords records;
    QSignalSpy failed(&records, &PlayerRecords::saveFailed);
    const QString message = records.open(path);
    QVERIFY2(message.contains(QStringLiteral("newer Puzzlebox")), qPrintable(message));
    QVERIFY(records.records().isEmpty());
    // This run's games count in memory, and only there.
    records.notePlayed(*fifteen(kTwoFromSolved));
    records.noteSolved(*fifteen(kTwoFromSolved), 2, 5'000, false, true);
    QCOMPARE(records.records().size(), 1);
    QCOMPARE(failed.count(), 0);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("records.json")});
    QFile kept(path);
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), newer);
}

void TestRecords::resetForgetsEverything()
{
    const QString path = m_dir.filePath(QStringLiteral("reset/records.json"));
    PlayerRecords records;
    records.open(path);
    records.notePlayed(*fifteen(kTwoFromSolved));
    QSignalSpy changed(&records, &PlayerRecords::changed);
    records.reset();
    QCOMPARE(changed.count(), 1);
    QVERIFY(records.records().isEmpty());
    PlayerRecords again;
    QCOMPARE(again.open(path), QString());
    QVERIFY(again.records().isEmpty());
}

PUZZLEBOX_TEST_GUILESS_MAIN(TestRecords)
} // namespace tst_records
#include "tst_records.moc"
