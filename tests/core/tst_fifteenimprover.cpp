// "Look for a shorter solution" on large Fifteen boards: every solution the
// improver reports replays to the goal through the rules and is strictly
// shorter than the one before; the improver stops when asked. Budgets are node
// counts, so the answers do not depend on the machine's speed.

#include "core/fifteen/bigsolver.h"
#include "core/fifteen/fifteenpuzzle.h"
#include "core/fifteen/fifteensolver.h"
#include "core/fifteen/improver.h"
#include "core/fifteen/largesolver.h"
#include "../sanitizer.h"
#include "../watchdog.h"
#include "testmain.h"

#include <QElapsedTimer>
#include <QTest>

#include <chrono>
#include <thread>

namespace tst_fifteenimprover {

using namespace pb;
using namespace pb::fifteen;

namespace {

// Plays `moves` through the rules; true when they are all legal and end at the goal.
bool solves(const FifteenBoard &start, const std::vector<std::string> &moves)
{
    FifteenPuzzle puzzle(start);
    for (const std::string &move : moves) {
        if (puzzle.apply(move))
            return false;
    }
    return puzzle.isSolved();
}

} // namespace

class TestFifteenImprover : public QObject {
    Q_OBJECT

private slots:
    void improvesWithinANodeBudget_data()
    {
        QTest::addColumn<int>("dim");
        QTest::addColumn<quint64>("seed");
        for (int dim : {6, 7}) {
            // One seed a size under a sanitizer: the search is on one thread
            // and the same code for every seed (see kSanitized).
            for (quint64 seed = 1; seed <= (kSanitized ? 1u : 3u); ++seed)
                QTest::addRow("%dx%d seed %llu", dim, dim, static_cast<unsigned long long>(seed)) << dim << seed;
        }
    }
    void improvesWithinANodeBudget()
    {
        QFETCH(int, dim);
        QFETCH(quint64, seed);
        const FifteenBoard board = FifteenBoard::randomSolvable(dim, seed);
        Progress progress;
        const auto first = solveLarge(board, nullptr, {}, progress, defaultTuning(dim));
        QVERIFY(first);
        QVERIFY(solves(board, tileMoves(board, *first)));

        std::vector<std::size_t> lengths{first->size()};
        bool allReplay = true;
        SolutionImprover improver(board, *first, nullptr);
        ImproveLimits limits;
        limits.maxNodes = 3'000'000;
        const std::vector<int> &best = improver.run(
            limits,
            [&](const std::vector<int> &cells) {
                allReplay = allReplay && solves(board, tileMoves(board, cells));
                lengths.push_back(cells.size());
            },
            {}, progress);
        QVERIFY(allReplay);
        QVERIFY2(lengths.size() > 1, "no shorter solution found");
        for (std::size_t i = 1; i < lengths.size(); ++i)
            QVERIFY(lengths[i] < lengths[i - 1]);
        QCOMPARE(best.size(), lengths.back());
        QVERIFY(solves(board, tileMoves(board, best)));
        // No solution beats the Manhattan distance.
        QVERIFY(int(best.size()) >= board.manhattan());
    }

    // Through the Puzzle interface, as the service runs it: from a known
    // solution until stopped (here: by the callback, after a few answers).
    void improveGoalStreamsShorterSolutions()
    {
        const FifteenBoard board = FifteenBoard::randomSolvable(6, 42);
        const FifteenPuzzle puzzle(board);
        QVERIFY(puzzle.supports(pb::Capability::ImproveSolution));
        Progress progress;
        const SolveResult answer = puzzle.solve({}, {}, progress);
        QCOMPARE(answer.status, SolveStatus::Solved);
        QVERIFY(!answer.optimal);
        // The known line is the reduction's (as an answer of an earlier
        // version would be): the app's own answer, 1.4 times the lower bound
        // on 6 x 6, leaves the improver little to find.
        SolveResult first;
        first.moves = tileMoves(board, *solveLarge(board, nullptr, {}, progress, defaultTuning(6)));

        std::stop_source stop;
        SolveOptions options;
        options.goal = SolveGoal::Improve;
        options.knownSolution = first.moves;
        std::vector<std::vector<std::string>> answers;
        options.onImproved = [&](const SolveResult &better) {
            answers.push_back(better.moves);
            if (answers.size() == 3)
                stop.request_stop();
        };
        const SolveResult result = puzzle.solve(options, stop.get_token(), progress);
        QCOMPARE(result.status, SolveStatus::Stopped);
        QCOMPARE(answers.size(), std::size_t(3));
        std::size_t previous = first.moves.size();
        for (const auto &moves : answers) {
            QVERIFY(moves.size() < previous);
            QVERIFY(solves(board, moves));
            previous = moves.size();
        }
        QCOMPARE(result.moves, answers.back());
    }

    // A known "solution" that is not one is ignored: the solver's own first
    // answer is the first one reported.
    void badKnownSolutionStartsAfresh()
    {
        const FifteenBoard board = FifteenBoard::randomSolvable(5, 7);
        std::stop_source stop;
        SolveOptions options;
        options.goal = SolveGoal::Improve;
        options.knownSolution = {"1", "2", "99"};
        std::vector<std::string> firstAnswer;
        options.onImproved = [&](const SolveResult &better) {
            firstAnswer = better.moves;
            stop.request_stop();
        };
        Progress progress;
        const SolveResult result = FifteenPuzzle(board).solve(options, stop.get_token(), progress);
        QCOMPARE(result.status, SolveStatus::Stopped);
        QVERIFY(!firstAnswer.empty());
        QVERIFY(solves(board, firstAnswer));
        QVERIFY(solves(board, result.moves));
    }

    // A line that comes back to a position it passed: a tile moved and moved
    // back where two lines meet, and a blank that circles a square of four
    // cells three times (once turns its three tiles round; three times puts
    // them back). Both loops go, and the line still solves the board; the
    // improver never keeps one (a player could not step through it: the
    // session finds its place on a line by the position).
    void loopsAreTakenOut()
    {
        const FifteenBoard board = FifteenBoard::randomSolvable(6, 3);
        Progress progress;
        const BigSolverTuning tuning{.beamWidth = 200, .polishNodes = 0};
        const std::vector<int> line = *solveBig(board, nullptr, std::size_t(64) << 20, {}, progress, tuning);
        QVERIFY(solves(board, tileMoves(board, line)));
        // Before the 10th move: to a neighbour and back, and three times round
        // a square (a blank at row r, column c visits (r, c±1), (r±1, c±1),
        // (r±1, c) and is back).
        FifteenBoard at = board;
        for (std::size_t i = 0; i < 10; ++i)
            at.moveBlankTo(line[i]);
        const int blank = at.blank();
        const int side = blank % 6 == 0 ? 1 : -1;
        const int down = blank / 6 == 0 ? 6 : -6;
        std::vector<int> looped(line.begin(), line.begin() + 10);
        looped.insert(looped.end(), {blank + side, blank});
        for (int round = 0; round < 3; ++round)
            looped.insert(looped.end(), {blank + side, blank + side + down, blank + down, blank});
        looped.insert(looped.end(), line.begin() + 10, line.end());
        QVERIFY(solves(board, tileMoves(board, looped)));
        QCOMPARE(withoutLoops(board, looped), line);

        SolutionImprover improver(board, looped, nullptr);
        QVERIFY(improver.best().size() <= line.size());
        QVERIFY(solves(board, tileMoves(board, improver.best())));
    }

    // A line shorter than the shortest window, or one whose every window is
    // as short as the distance between its ends, has nothing to polish: the
    // polishing ends instead of passing over it for ever.
    void aLineWithNothingToPolishEnds_data()
    {
        QTest::addColumn<int>("slides");
        QTest::newRow("none") << 0;
        QTest::newRow("3 slides") << 3;
        QTest::newRow("10 slides") << 10;
        QTest::newRow("15 slides, each tile once") << 15;
    }

    void aLineWithNothingToPolishEnds()
    {
        QFETCH(int, slides);
        // The blank walks up its column, along the top row and down the first
        // column: every tile moves once, so no line between two of its
        // positions is shorter.
        FifteenBoard walked = FifteenBoard::goal(6);
        std::vector<int> away;
        for (int i = 0; i < slides; ++i) {
            const int cell = i < 5 ? walked.blank() - 6 : i < 10 ? walked.blank() - 1 : walked.blank() + 6;
            away.push_back(walked.blank());
            walked.moveBlankTo(cell);
        }
        // Back the way it came solves the board walked to.
        const std::vector<int> line(away.rbegin(), away.rend());
        QVERIFY(solves(walked, tileMoves(walked, line)));
        const Watchdog watchdog(std::chrono::seconds(60));
        SolutionImprover improver(walked, line, nullptr);
        Progress progress;
        const std::vector<int> best = improver.run(ImproveLimits{.maxNodes = 1'000'000, .resolve = false}, {},
                                                   watchdog.token(), progress);
        QCOMPARE(best, line);
        Progress bigProgress;
        const auto answer
            = solveBig(walked, nullptr, std::size_t(64) << 20, watchdog.token(), bigProgress, defaultBigTuning(6));
        QVERIFY(!watchdog.barked());
        QVERIFY(answer);
        QCOMPARE(int(answer->size()), slides);
    }

    void onlyLargeBoardsOfferIt()
    {
        QVERIFY(!FifteenPuzzle(FifteenBoard::randomSolvable(3, 1)).supports(pb::Capability::ImproveSolution));
        QVERIFY(!FifteenPuzzle(FifteenBoard::randomSolvable(4, 1)).supports(pb::Capability::ImproveSolution));
        QVERIFY(FifteenPuzzle(FifteenBoard::randomSolvable(5, 1)).supports(pb::Capability::ImproveSolution));
        QVERIFY(!FifteenPuzzle(FifteenBoard::goal(9)).supports(pb::Capability::ImproveSolution));
    }

    // A stop from another thread ends the search promptly and keeps the best
    // solution found; the bound is generous for a shared machine (the bench
    // measures the real delay).
    void stopsWhenAsked()
    {
        const FifteenBoard board = FifteenBoard::randomSolvable(9, 5);
        Progress progress;
        const auto first = solveLarge(board, nullptr, {}, progress, defaultTuning(9));
        QVERIFY(first);
        SolutionImprover improver(board, *first, nullptr);
        std::stop_source stop;
        std::jthread stopper([&] {
            std::this_thread::sleep_for(std::chrono::milliseconds(300));
            stop.request_stop();
        });
        QElapsedTimer timer;
        timer.start();
        const std::vector<int> &best = improver.run({}, {}, stop.get_token(), progress);
        stopper.join();
        QVERIFY(timer.elapsed() < 5000);
        QVERIFY(best.size() <= first->size());
        QVERIFY(solves(board, tileMoves(board, best)));

        // Asked before it starts: the known solution as it was.
        std::stop_source already;
        already.request_stop();
        SolutionImprover idle(board, *first, nullptr);
        QCOMPARE(idle.run({}, {}, already.get_token(), progress), *first);
    }
};

PUZZLEBOX_TEST_GUILESS_MAIN(TestFifteenImprover)
} // namespace tst_fifteenimprover
#include "tst_fifteenimprover.moc"
