#include "bigsolver.h"

#include "../search/cores.h"
#include "../search/sideworker.h"
#include "beamsearch.h"
#include "improver.h"
#include "largesolver.h"

#include <algorithm>
#include <array>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace pb::fifteen {

namespace {

// A beam narrower than this (all a small memory budget holds) finds lines no
// shorter than the reduction's: then the reduction answers alone.
constexpr std::size_t kLeastWidth = 16;
// Layers the beam may need on a dim x dim board: a generous multiple of the
// longest lines it finds (about 1.6 times the Manhattan distance).
std::size_t expectedDepth(int dim)
{
    return std::size_t(dim) * std::size_t(dim) * std::size_t(dim) * 2;
}

std::size_t widthWithin(std::size_t width, int dim, std::size_t memoryBudgetBytes)
{
    while (width >= kLeastWidth && beamBytes(dim, width, expectedDepth(dim)) > memoryBudgetBytes)
        width /= 2;
    return width;
}

int threadsOf(const BigSolverTuning &tuning)
{
    return std::min(2, tuning.threads > 0 ? tuning.threads : usableCores());
}

} // namespace

BigSolverTuning defaultBigTuning(int dim)
{
    constexpr std::array<std::size_t, 4> kWidths{16000, 10000, 7000, 10000};
    // 6 x 6 and 7 x 7 do best with the beam over the whole board.
    constexpr std::array<std::size_t, 4> kStageWidths{0, 0, 7000, 20000};
    // 9 x 9 gains more from width than from variants (at four times the
    // work: 1.509 against 1.547 times the bound before polishing); 8 x 8,
    // stuck near 1.51 from width 12,000 on, from variants.
    constexpr std::array<int, 4> kVariants{1, 1, 4, 1};
    constexpr std::array<std::uint64_t, 4> kPolishNodes{2'000'000, 2'000'000, 4'000'000, 16'000'000};
    const auto size = std::size_t(std::clamp(dim, 6, 9) - 6);
    return BigSolverTuning{.beamWidth = kWidths[size],
                           .polishNodes = kPolishNodes[size],
                           .stageWidth = kStageWidths[size],
                           .wholeBoardSize = 6,
                           .variants = kVariants[size],
                           // Three seconds a board, with room for the rest of
                           // the answer (replaying and showing the line).
                           .answerWithin = std::chrono::milliseconds(2800)};
}

namespace {

// One line to the goal: the stages, the beam over what they leave, and the
// reduction where a beam stalls. Nullopt when stopped.
std::optional<std::vector<int>> beamLine(const FifteenBoard &board, const PatternDatabases *databases,
                                         std::size_t memoryBudgetBytes, std::stop_token stop, Progress &progress,
                                         const BigSolverTuning &tuning, bool reversedMoves)
{
    const int dim = board.dim();
    const std::size_t width = widthWithin(tuning.beamWidth, dim, memoryBudgetBytes);
    const std::size_t stageWidth = widthWithin(tuning.stageWidth, dim, memoryBudgetBytes);
    const int threads = threadsOf(tuning);
    std::vector<int> cells;
    FifteenBoard reached = board;
    // Where a beam gives up short of its goal, the reduction finishes.
    auto follow = [&](const BeamOptions &options) -> std::optional<bool> {
        const auto end = solveByBeam(reached, options, stop, progress);
        if (!end)
            return std::nullopt;
        for (const int cell : end->cells)
            reached.moveBlankTo(cell);
        cells.insert(cells.end(), end->cells.begin(), end->cells.end());
        return end->reachedGoal;
    };
    std::optional<bool> onTrack = width >= kLeastWidth;
    int first = 0;
    for (; *onTrack && stageWidth >= kLeastWidth && dim - first > tuning.wholeBoardSize; ++first) {
        onTrack = follow(BeamOptions{.width = stageWidth,
                                     .memoryBudgetBytes = memoryBudgetBytes,
                                     .firstLine = first,
                                     .firstLinesOnly = true,
                                     .stageWeight = tuning.stageWeight,
                                     .reversedMoves = reversedMoves,
                                     .threads = threads});
        if (!onTrack)
            return std::nullopt;
    }
    if (*onTrack
        && !follow(BeamOptions{.width = width,
                               .memoryBudgetBytes = memoryBudgetBytes,
                               .firstLine = first,
                               .reversedMoves = reversedMoves,
                               .threads = threads}))
        return std::nullopt;
    if (!reached.isGoal()) {
        const auto rest = solveLarge(reached, databases, stop, progress, defaultTuning(dim));
        if (!rest)
            return std::nullopt;
        cells.insert(cells.end(), rest->begin(), rest->end());
    }
    return cells;
}

// `line` of `board` polished in two halves, each with half the nodes, the
// second on another core where there is one: the beam's second thread would
// otherwise idle through the polishing, a quarter of a 9 x 9 answer's time.
// No window spans the middle, which costs the lines little; the halves are
// the same on one thread or two, and so is the line.
// Past `until` the polishing stops as at a Stop, keeping what it has.
std::vector<int> polishedInHalves(const FifteenBoard &board, const std::vector<int> &line,
                                  const PatternDatabases *databases, std::uint64_t nodes, int threads,
                                  std::optional<std::chrono::steady_clock::time_point> until,
                                  const std::stop_token &stop, Progress &progress)
{
    std::stop_source polishing;
    const std::stop_callback passOn(stop, [&polishing] { polishing.request_stop(); });
    std::jthread alarm;
    if (until) {
        alarm = std::jthread([&polishing, until](std::stop_token done) {
            std::mutex mutex;
            std::condition_variable_any woken;
            std::unique_lock lock(mutex);
            woken.wait_until(lock, done, *until, [] { return false; });
            if (!done.stop_requested())
                polishing.request_stop();
        });
    }

    const auto middle = std::ptrdiff_t(line.size() / 2);
    FifteenBoard halfway = board;
    for (auto cell = line.begin(); cell != line.begin() + middle; ++cell)
        halfway.moveBlankTo(*cell);
    SolutionImprover first(board, {line.begin(), line.begin() + middle}, databases);
    SolutionImprover second(halfway, {line.begin() + middle, line.end()}, databases);
    // The reduction's lines are half as long again as the beam's: re-solving
    // with it would only take time from the polishing.
    const ImproveLimits limits{.maxNodes = nodes / 2, .resolve = false};
    auto polishSecond = [&] { second.run(limits, {}, polishing.get_token(), progress); };
    if (threads > 1) {
        SideWorker side;
        side.start(polishSecond);
        first.run(limits, {}, polishing.get_token(), progress);
        side.wait();
    } else {
        first.run(limits, {}, polishing.get_token(), progress);
        polishSecond();
    }
    std::vector<int> whole = first.best();
    whole.insert(whole.end(), second.best().begin(), second.best().end());
    return withoutLoops(board, whole);
}

} // namespace

std::optional<std::vector<int>> solveBig(const FifteenBoard &board, const PatternDatabases *databases,
                                         std::size_t memoryBudgetBytes, std::stop_token stop, Progress &progress,
                                         const BigSolverTuning &tuning)
{
    // The variants, one after the other: the board as it is with its moves
    // tried in the usual order, then in the reverse order, then the board
    // turned, each way. They are equally good on average, but which board's
    // line is shortest is chance; the shortest is kept (the first on a tie).
    const auto started = std::chrono::steady_clock::now();
    std::optional<std::vector<int>> best;
    for (int variant = 0; variant < std::max(1, tuning.variants); ++variant) {
        // On a busy machine, another variant only where those so far say it
        // ends in time, with a tenth of the time left for the polishing.
        const auto spent = std::chrono::steady_clock::now() - started;
        if (variant > 0 && tuning.answerWithin.count() > 0
            && spent * (variant + 1) / variant > tuning.answerWithin * 9 / 10)
            break;
        const bool reversedMoves = variant % 2 == 1;
        const bool isTurned = variant / 2 % 2 == 1;
        const FifteenBoard start = isTurned ? board.mirroredInDiagonal() : board;
        auto line = beamLine(start, databases, memoryBudgetBytes, stop, progress, tuning, reversedMoves);
        if (!line)
            return std::nullopt;
        if (isTurned) {
            for (int &cell : *line)
                cell = FifteenBoard::diagonalMirror(cell, board.dim());
        }
        if (!best || line->size() < best->size())
            best = std::move(line);
    }
    if (tuning.polishNodes == 0)
        return withoutLoops(board, *best);
    std::vector<int> polished
        = polishedInHalves(board, *best, databases, tuning.polishNodes, threadsOf(tuning),
                           tuning.answerWithin.count() > 0 ? std::optional(started + tuning.answerWithin) : std::nullopt,
                           stop, progress);
    if (stop.stop_requested())
        return std::nullopt;
    return polished;
}

} // namespace pb::fifteen
