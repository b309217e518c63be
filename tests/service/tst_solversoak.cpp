// A soak of the solver service: thousands of requests across every family,
// each on a position changed by a few random moves, stopped at once, stopped
// after a moment, superseded by the next, or left to finish. Among them Stop
// during the Fifteen 4 x 4 table build with an empty cache, and the two-thread
// peg portfolio. Checked: every request that is not superseded gets exactly
// one finished() and a superseded one none; a solution replays to the goal
// from the position its own request was made for (so no result of an earlier
// request slips through); no thread is left at the end; resident memory stays
// flat. Built into the ThreadSanitizer run of .ci/run too.
//
// PUZZLEBOX_SOAK_CYCLES sets the number of requests (default 2000).

#include "core/common/registry.h"
#include "service/solverservice.h"
#include "../sanitizer.h"
#include "testmain.h"

#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <map>

namespace tst_solversoak {

namespace {

struct Board {
    const char *text;
    const char *extension;
};

// Quick to solve, long to solve, or never done within a test: the mix makes
// every kind of ending happen.
constexpr Board kBoards[] = {
    {"1 1 1 1 0 1 1 1 1 1 1 1 1 1 1\n", "peg"},
    // The 41-hole diamond, hole 12 empty after its first jump (2 over 6 into
    // 12): 41 holes, so the portfolio races two
    // threads, and neither ends within a test.
    {"square\n- - - - 1 - - - -\n- - - 1 0 1 - - -\n- - 1 1 0 1 1 - -\n- 1 1 1 1 1 1 1 -\n1 1 1 1 1 1 1 1 1\n"
     "- 1 1 1 1 1 1 1 -\n- - 1 1 1 1 1 - -\n- - - 1 1 1 - - -\n- - - - 1 - - - -\n",
     "peg"},
    {"square\n- - 1 1 1 - -\n- - 1 1 1 - -\n1 1 1 1 1 1 1\n1 1 1 0 1 1 1\n1 1 1 1 1 1 1\n- - 1 1 1 - -\n"
     "- - 1 1 1 - -\n",
     "peg"},
    {"3 3\n101\n010\n000\n", "rbd"},
    {"6 6\n000000\n100001\n010010\n001100\n000000\n000000\n", "rbd"},
    {"3\n1 2 3\n4 0 5\n7 8 6\n", "fif"},
    {"4\n1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 0 15\n", "fif"},
    {"4\n0 12 9 13\n15 11 10 14\n3 7 2 5\n4 8 6 1\n", "fif"},
    {"3 4 5\n", "nim"},
    {"20 20 20 20 20 20 20 19\n", "nim"},
};

// The Fifteen 4 x 4 board whose solve, with an empty cache, starts by
// building the pattern tables.
constexpr std::size_t kTableBuildBoard = 7;

pb::PuzzlePtr parse(const Board &board)
{
    auto parsed = pb::parseBoard(board.text, board.extension);
    if (auto *error = std::get_if<pb::ParseError>(&parsed))
        qFatal("soak board does not parse: %s", error->toString().c_str());
    return std::move(std::get<pb::PuzzlePtr>(parsed));
}

int threadCount()
{
    return int(QDir(QStringLiteral("/proc/self/task")).entryList(QDir::Dirs | QDir::NoDotAndDotDot).count());
}

qint64 residentBytes()
{
    QFile statm(QStringLiteral("/proc/self/statm"));
    if (!statm.open(QIODevice::ReadOnly))
        return 0;
    return statm.readAll().split(' ').value(1).toLongLong() * 4096;
}


// What the test knows of one request.
struct Request {
    pb::PuzzlePtr position;
    bool superseded = false;
    int finished = 0;
};

} // namespace

class TestSolverSoak : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void startsAndStopsThousandsOfTimes();
};

void TestSolverSoak::initTestCase()
{
    // The service's own cache folder, a test one: tables built here are reused
    // by the later requests, as in the app.
    QStandardPaths::setTestModeEnabled(true);
}

void TestSolverSoak::startsAndStopsThousandsOfTimes()
{
    const int cycles = qEnvironmentVariableIsSet("PUZZLEBOX_SOAK_CYCLES")
        ? qEnvironmentVariableIntValue("PUZZLEBOX_SOAK_CYCLES")
        : 2000;
    QVERIFY(cycles >= 100);
    std::vector<pb::PuzzlePtr> boards;
    for (const Board &board : kBoards)
        boards.push_back(parse(board));
    QRandomGenerator random(20261124);
    const int threadsBefore = threadCount();

    std::map<quint64, Request> requests;
    quint64 current = 0;
    int solved = 0;
    int stopped = 0;
    int tableBuildsStopped = 0;
    qint64 residentAtWarm = 0;
    {
        SolverService service;
        connect(&service, &SolverService::finished, this, [&](quint64 id, const pb::SolveResult &result) {
            auto found = requests.find(id);
            QVERIFY2(found != requests.end(), "finished() for a request never made");
            Request &request = found->second;
            QVERIFY2(!request.superseded, qPrintable(QStringLiteral("finished() for superseded request %1").arg(id)));
            QCOMPARE(++request.finished, 1);
            QCOMPARE(id, current);
            if (result.status == pb::SolveStatus::Solved) {
                pb::PuzzlePtr replay = request.position->clone();
                for (const std::string &move : result.moves)
                    QVERIFY2(!replay->apply(move), move.c_str());
                // A game against the computer ends either way; the value is
                // the side's to move, so the person wins a won position on
                // their turn and a lost one on the computer's.
                const bool personMoves = !request.position->opponentMove();
                const bool won = !result.value || (*result.value == pb::GameValue::Win) == personMoves;
                QVERIFY(!result.value || replay->legalMoves().empty());
                QVERIFY2(replay->isSolved() == won, qPrintable(QStringLiteral("request %1's line does not solve its position:\n%2")
                                                           .arg(id)
                                                           .arg(QString::fromStdString(request.position->save()))));
                ++solved;
            } else if (result.status == pb::SolveStatus::Stopped) {
                ++stopped;
            }
            current = 0;
        });

        for (int cycle = 0; cycle < cycles; ++cycle) {
            if (cycle == cycles / 4)
                residentAtWarm = residentBytes();
            // Every 100th request builds the 4 x 4 tables from nothing and is
            // stopped while it does.
            const bool tableBuild = cycle % 100 == 50;
            const std::size_t which = tableBuild ? kTableBuildBoard : random.bounded(int(std::size(kBoards)));
            pb::PuzzlePtr position = boards[which]->clone();
            // A few random moves, so that no two requests need be alike.
            for (int step = random.bounded(4); step > 0 && !position->isSolved(); --step) {
                const std::vector<std::string> moves = position->legalMoves();
                if (moves.empty())
                    break;
                QVERIFY(!position->apply(moves[random.bounded(int(moves.size()))]));
            }
            QTemporaryDir emptyCache;
            pb::SolveOptions options;
            if (tableBuild) {
                QVERIFY(emptyCache.isValid());
                options.cacheDirectory = QFile::encodeName(emptyCache.path()).toStdString();
            }

            if (current != 0)
                requests[current].superseded = true;
            const quint64 id = service.solve(*position, options);
            QVERIFY(id != 0);
            requests[id].position = std::move(position);
            current = id;

            // What happens to it: stopped at once, stopped after a moment,
            // superseded by the next request, or left to finish.
            const int ending = tableBuild ? 1 : random.bounded(4);
            if (ending == 1)
                QTest::qWait(tableBuild ? 20 + random.bounded(200) : random.bounded(5));
            if (ending == 0 || ending == 1) {
                if (current == id) {
                    service.stop();
                    QCOMPARE(requests[id].finished, 1);
                    tableBuildsStopped += tableBuild;
                }
            } else if (ending == 3) {
                // Quick boards finish; the others are stopped after a while.
                if (!QTest::qWaitFor([&] { return current != id; }, 50)) {
                    service.stop();
                }
                QCOMPARE(requests[id].finished, 1);
            }
            if (QTest::currentTestFailed())
                return;
        }
        if (current != 0)
            service.stop();
        QVERIFY(!service.isRunning());
        // Late results of the superseded requests must not arrive either.
        QTest::qWait(200);
    }

    for (const auto &[id, request] : requests)
        QCOMPARE(request.finished, request.superseded ? 0 : 1);
    QVERIFY(solved > 0);
    QVERIFY(stopped > 0);
    QVERIFY(tableBuildsStopped > 0);
    // The service joined its worker, and the peg portfolio's helpers ended
    // with their searches.
    QTRY_COMPARE(threadCount(), threadsBefore);

    const qint64 growth = residentBytes() - residentAtWarm;
    const double perThousand = double(growth) / (cycles - cycles / 4) * 1000.0 / double(1 << 20);
    qInfo("%d requests: %d solved, %d stopped (%d during a table build); resident memory %+.1f MiB per 1,000 "
          "requests after the first quarter",
          cycles, solved, stopped, tableBuildsStopped, perThousand);
    if (kResidentMemoryMeans)
        QVERIFY2(perThousand < 8.0, qPrintable(QStringLiteral("resident memory grew %1 MiB per 1,000 requests").arg(perThousand)));
}

PUZZLEBOX_TEST_GUILESS_MAIN(TestSolverSoak)
} // namespace tst_solversoak
#include "tst_solversoak.moc"
