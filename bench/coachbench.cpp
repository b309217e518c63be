// Times the coach (Puzzle::assess()) on every position of played games, per
// board: the median and the worst, against issue 43's targets (100 ms on the
// usual boards, 1 s on the large peg boards and 5 x 5 Fifteen).
//
// The games are made here, the same on every run for a seed: from the board's
// start (the New dialog's for pegs, and one European start that can be
// solved; a random one of the seed for Fifteen and Roller-Board; random heaps
// for Nim), the solver's line, with the seed's detours. Game 0 of a board follows the line as it is; in the others, before
// each move of the line, one time in six a random legal move is played first:
// where a move takes it back (Fifteen, Roller-Board) it is played next and the
// line goes on; where none does (a peg jump) the game goes on with random
// moves until none is left. In Nim the person plays the winning move two
// times in three, else a random one, and the computer answers as it plays.
// Each game's moves are summed up in a fingerprint, so runs can be seen to
// time the same games (the peg solver's line on boards over 32 holes comes
// from two racing searches and might differ).
//
// Every position is timed `rounds` times (one assess() each, on a fresh copy,
// one thread); its time is the median of those. The generation is not timed:
// the solves it runs also build the tables (Fifteen's, Roller-Board's) that a
// session builds once, before the coach's first answer.
//
// Usage: coachbench [--rounds N] [--cap SECONDS] [--only NAME] [--cache DIR]
//   N rounds (default 3); an assessment stopped after SECONDS (default 10),
//   as the next move would stop it, and counted as stopped; only the boards
//   whose name holds NAME; the tables kept in DIR as the app keeps them
//   (default: built in memory).

#include "core/common/registry.h"
#include "core/fifteen/fifteenboard.h"
#include "core/fifteen/fifteenpuzzle.h"
#include "core/nim/nimpuzzle.h"
#include "core/pegs/peggeometry.h"
#include "core/pegs/pegpuzzle.h"
#include "core/roller/rollerpuzzle.h"
#include "processclock.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <map>
#include <mutex>
#include <random>
#include <stop_token>
#include <string>
#include <thread>
#include <vector>

namespace {

using pb::PuzzlePtr;

struct BoardCase {
    const char *name;
    std::function<PuzzlePtr(std::uint64_t seed)> start;
    int games;
    // The moves of a game reviewed at most (5 x 5 Fifteen's lines are long,
    // and each of its positions is slow to assess).
    std::size_t maxMoves;
    double targetMillis;
};

PuzzlePtr pegStart(const std::shared_ptr<const pb::pegs::PegGeometry> &geometry, int row, int col)
{
    return std::make_unique<pb::pegs::PegPuzzle>(geometry, geometry->allHoles() & ~pb::pegs::bit(geometry->holeAt(row, col)));
}

std::vector<BoardCase> boardCases()
{
    using pb::pegs::PegGeometry;
    const auto fifteen = [](int dim) {
        return [dim](std::uint64_t seed) { return PuzzlePtr(std::make_unique<pb::fifteen::FifteenPuzzle>(pb::fifteen::FifteenBoard::randomSolvable(dim, seed))); };
    };
    const auto roller = [](int side) {
        return [side](std::uint64_t seed) {
            std::mt19937 random(std::uint32_t(seed + 1));
            return PuzzlePtr(std::make_unique<pb::roller::RollerPuzzle>(pb::roller::RollerPuzzle::randomBoard(side, side, random)));
        };
    };
    const auto nim = [](std::uint64_t seed) {
        std::mt19937 random(std::uint32_t(seed + 1));
        std::vector<int> heaps(5);
        for (int &heap : heaps)
            heap = 1 + int(random() % 12);
        return PuzzlePtr(std::make_unique<pb::nim::NimPuzzle>(heaps));
    };
    // The New dialog's empty hole: the triangle's hole 4, the crosses'
    // centre, the diamond's two below its top (PegBuiltInBoards).
    return {
        {"15-hole triangle", [](std::uint64_t) { return pegStart(PegGeometry::triangle(5), 2, 1); }, 6, 100, 100},
        {"English cross", [](std::uint64_t) { return pegStart(PegGeometry::english(), 3, 3); }, 6, 100, 100},
        {"Fifteen 3x3", fifteen(3), 6, 100, 100},
        {"Fifteen 4x4", fifteen(4), 4, 100, 100},
        {"Roller-Board 4x4", roller(4), 6, 100, 100},
        {"Roller-Board 5x5", roller(5), 6, 100, 100},
        {"Roller-Board 6x6", roller(6), 6, 100, 100},
        {"Nim, 5 heaps", nim, 6, 100, 100},
        {"European", [](std::uint64_t) { return pegStart(PegGeometry::european(), 3, 3); }, 4, 100, 1000},
        // The centre start cannot leave one peg (the class argument says so
        // at once); one hole above it can, found in seconds.
        {"European, (2,3) empty", [](std::uint64_t) { return pegStart(PegGeometry::european(), 2, 3); }, 4, 100, 1000},
        {"Wiegleb", [](std::uint64_t) { return pegStart(PegGeometry::wiegleb(), 4, 4); }, 4, 100, 1000},
        {"Diamond", [](std::uint64_t) { return pegStart(PegGeometry::diamond(), 2, 4); }, 4, 100, 1000},
        {"Fifteen 5x5", fifteen(5), 2, 30, 1000},
    };
}

// Where the solvers keep their tables (--cache).
std::filesystem::path g_cache;

std::vector<std::string> solverLine(const pb::Puzzle &position)
{
    // Games of a board that share their start share its line: solved once.
    static std::map<std::string, std::vector<std::string>> lines;
    const std::string key = std::string(position.family()) + '\n' + position.save();
    if (const auto known = lines.find(key); known != lines.end())
        return known->second;
    pb::Progress progress;
    pb::SolveOptions options;
    options.cacheDirectory = g_cache;
    const pb::SolveResult result = position.solve(options, std::stop_token(), progress);
    return lines[key] = result.status == pb::SolveStatus::Solved ? result.moves : result.bestLine;
}

std::string randomMove(const pb::Puzzle &position, std::mt19937_64 &random)
{
    const std::vector<std::string> moves = position.legalMoves();
    return moves[random() % moves.size()];
}

// The legal move from `from` that leads to `to`, if there is one.
std::optional<std::string> moveBetween(const pb::Puzzle &from, const pb::Puzzle &to)
{
    for (const std::string &move : from.legalMoves()) {
        PuzzlePtr next = from.clone();
        next->apply(move);
        if (next->equals(to))
            return move;
    }
    return std::nullopt;
}

struct Game {
    PuzzlePtr start;
    std::vector<std::string> line;
};

// A game against the computer: the person's winning move two times in
// three, else a random one; the computer's answers as it plays them.
void playAgainstTheComputer(Game &game, std::mt19937_64 &random, std::size_t maxMoves)
{
    PuzzlePtr position = game.start->clone();
    while (game.line.size() < maxMoves && !position->legalMoves().empty()) {
        std::string move;
        if (const std::optional<std::string> reply = position->opponentMove())
            move = *reply;
        else if (random() % 3 == 0)
            move = randomMove(*position, random);
        else
            move = solverLine(*position).front();
        position->apply(move);
        game.line.push_back(move);
    }
}

// The solver's line with detours, one time in six before a move (none for
// game 0), as the file's header says.
void playTheLine(Game &game, std::mt19937_64 &random, std::size_t maxMoves, bool detours)
{
    PuzzlePtr position = game.start->clone();
    const auto play = [&](const std::string &move) {
        position->apply(move);
        game.line.push_back(move);
    };
    for (const std::string &next : solverLine(*game.start)) {
        if (game.line.size() >= maxMoves)
            return;
        if (detours && random() % 6 == 0) {
            const PuzzlePtr before = position->clone();
            play(randomMove(*position, random));
            if (const std::optional<std::string> back = moveBetween(*position, *before)) {
                play(*back);
            } else {
                while (game.line.size() < maxMoves && !position->legalMoves().empty())
                    play(randomMove(*position, random));
                return;
            }
        }
        play(next);
    }
}

Game makeGame(const BoardCase &board, int index)
{
    Game game{board.start(std::uint64_t(index)), {}};
    std::mt19937_64 random(std::uint64_t(index) * 7919 + 17);
    if (game.start->supports(pb::Capability::Opponent))
        playAgainstTheComputer(game, random, board.maxMoves);
    else
        playTheLine(game, random, board.maxMoves, index > 0);
    return game;
}

// FNV-1a of the start and the moves.
std::uint64_t fingerprint(const Game &game)
{
    std::uint64_t hash = 1469598103934665603ull;
    const auto add = [&hash](const std::string &text) {
        for (unsigned char ch : text + '\n')
            hash = (hash ^ ch) * 1099511628211ull;
    };
    add(game.start->save());
    for (const std::string &move : game.line)
        add(move);
    return hash;
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const std::size_t mid = values.size() / 2;
    return values.size() % 2 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
}

// Stops an assessment that runs past the cap, as the next move stops it in
// the window, so that one slow position cannot hold up the whole run. One
// thread for the whole run, so that no thread starts inside the clock.
class Watchdog {
public:
    explicit Watchdog(double capMillis)
        : m_cap(std::chrono::duration_cast<bench::Clock::duration>(std::chrono::duration<double, std::milli>(capMillis)))
        , m_thread([this](std::stop_token quit) { watch(quit); })
    {
    }
    std::stop_token arm()
    {
        const std::lock_guard lock(m_mutex);
        m_source = std::stop_source();
        m_deadline = bench::Clock::now() + m_cap;
        m_armed = true;
        m_wake.notify_all();
        return m_source.get_token();
    }
    // Whether the cap was reached.
    bool disarm()
    {
        const std::lock_guard lock(m_mutex);
        m_armed = false;
        m_wake.notify_all();
        return m_source.stop_requested();
    }

private:
    void watch(std::stop_token quit)
    {
        std::unique_lock lock(m_mutex);
        while (!quit.stop_requested()) {
            if (!m_armed) {
                m_wake.wait(lock, quit, [this] { return m_armed; });
            } else if (!m_wake.wait_until(lock, quit, m_deadline, [this] { return !m_armed; }) && m_armed) {
                m_source.request_stop();
                m_armed = false;
            }
        }
    }

    bench::Clock::duration m_cap;
    std::mutex m_mutex;
    std::condition_variable_any m_wake;
    std::stop_source m_source;
    bench::Clock::time_point m_deadline;
    bool m_armed = false;
    std::jthread m_thread;
};

struct Timed {
    double millis = 0;
    pb::Reach reach = pb::Reach::Unknown;
    bool exact = false;
    bool capped = false;
};

Timed timeAssessment(const pb::Puzzle &position, int rounds, Watchdog &watchdog)
{
    std::vector<double> times;
    Timed timed;
    pb::AssessOptions options;
    options.cacheDirectory = g_cache;
    for (int round = 0; round < rounds; ++round) {
        const PuzzlePtr copy = position.clone();
        pb::Progress progress;
        const std::stop_token stop = watchdog.arm();
        const bench::Clock::time_point start = bench::Clock::now();
        const pb::Assessment verdict = copy->assess(options, stop, progress);
        times.push_back(bench::millisSince(start));
        timed.capped = watchdog.disarm();
        timed.reach = verdict.reach;
        timed.exact = verdict.distance.has_value();
        // A capped position takes the cap every round: once says so.
        if (timed.capped)
            break;
    }
    timed.millis = median(times);
    return timed;
}

void benchBoard(const BoardCase &board, int rounds, Watchdog &watchdog)
{
    std::vector<double> times;
    int counts[3] = {0, 0, 0};
    int exact = 0;
    int overTarget = 0;
    int capped = 0;
    std::string where;
    double worst = -1;
    std::uint64_t prints = 0;
    for (int index = 0; index < board.games; ++index) {
        const Game game = makeGame(board, index);
        prints ^= fingerprint(game) * std::uint64_t(index + 1);
        PuzzlePtr position = game.start->clone();
        for (std::size_t move = 0; move <= game.line.size(); ++move) {
            if (move > 0)
                position->apply(game.line[move - 1]);
            const Timed timed = timeAssessment(*position, rounds, watchdog);
            times.push_back(timed.millis);
            ++counts[int(timed.reach)];
            exact += timed.exact;
            overTarget += timed.millis > board.targetMillis;
            capped += timed.capped;
            if (timed.millis > worst) {
                worst = timed.millis;
                where = "game " + std::to_string(index) + ", move " + std::to_string(move);
            }
        }
    }
    std::printf("| %-21s | %2d | %4zu | %9.2f | %9.2f (%s) | %d/%d/%d | %4d | %5.0f | %d | %d | %016llx |\n",
                board.name, board.games, times.size(), median(times), worst, where.c_str(), counts[0], counts[1],
                counts[2], exact, board.targetMillis, overTarget, capped, static_cast<unsigned long long>(prints));
    std::fflush(stdout);
}

} // namespace

int main(int argc, char **argv)
{
    int rounds = 3;
    double capMillis = 10'000;
    std::string only;
    for (int i = 1; i < argc; i += 2) {
        const std::string option = argv[i];
        const char *value = i + 1 < argc ? argv[i + 1] : nullptr;
        if (option == "--rounds" && value) {
            rounds = std::max(1, std::atoi(value));
        } else if (option == "--cap" && value) {
            capMillis = std::max(1.0, std::atof(value) * 1000);
        } else if (option == "--only" && value) {
            only = value;
        } else if (option == "--cache" && value) {
            g_cache = value;
        } else {
            std::fprintf(stderr, "usage: coachbench [--rounds N] [--cap SECONDS] [--only NAME] [--cache DIR]\n");
            return 2;
        }
    }
    Watchdog watchdog(capMillis);
    std::printf("assess() per position, each the median of %d rounds, stopped at %.0f s; times in ms\n", rounds,
                capMillis / 1000);
    std::printf("| board | games | positions | median | worst (where) | reachable/unreachable/unknown | exact "
                "| target | over target | stopped | games' fingerprint |\n");
    std::printf("|---|---:|---:|---:|---|---|---:|---:|---:|---:|---|\n");
    for (const BoardCase &board : boardCases()) {
        if (only.empty() || std::string(board.name).find(only) != std::string::npos)
            benchBoard(board, rounds, watchdog);
    }
    return 0;
}
