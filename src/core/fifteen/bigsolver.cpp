#include "bigsolver.h"

#include "../search/cores.h"
#include "beamsearch.h"
#include "improver.h"
#include "largesolver.h"

#include <algorithm>
#include <array>

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

} // namespace

BigSolverTuning defaultBigTuning(int dim)
{
    constexpr std::array<std::size_t, 4> kWidths{16000, 10000, 7000, 5000};
    // 6 x 6 and 7 x 7 do best with the beam over the whole board.
    constexpr std::array<std::size_t, 4> kStageWidths{0, 0, 7000, 5000};
    const auto size = std::size_t(std::clamp(dim, 6, 9) - 6);
    return BigSolverTuning{
        .beamWidth = kWidths[size], .polishNodes = 2'000'000, .stageWidth = kStageWidths[size], .wholeBoardSize = 6};
}

std::optional<std::vector<int>> solveBig(const FifteenBoard &board, const PatternDatabases *databases,
                                         std::size_t memoryBudgetBytes, std::stop_token stop, Progress &progress,
                                         const BigSolverTuning &tuning)
{
    const int dim = board.dim();
    const std::size_t width = widthWithin(tuning.beamWidth, dim, memoryBudgetBytes);
    const std::size_t stageWidth = widthWithin(tuning.stageWidth, dim, memoryBudgetBytes);
    const int threads = std::min(2, tuning.threads > 0 ? tuning.threads : usableCores());
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
        onTrack = follow(BeamOptions{.width = stageWidth, .memoryBudgetBytes = memoryBudgetBytes, .firstLine = first,
                                     .firstLinesOnly = true, .stageWeight = tuning.stageWeight, .threads = threads});
        if (!onTrack)
            return std::nullopt;
    }
    if (*onTrack
        && !follow(BeamOptions{
            .width = width, .memoryBudgetBytes = memoryBudgetBytes, .firstLine = first, .threads = threads}))
        return std::nullopt;
    if (!reached.isGoal()) {
        const auto rest = solveLarge(reached, databases, stop, progress, defaultTuning(dim));
        if (!rest)
            return std::nullopt;
        cells.insert(cells.end(), rest->begin(), rest->end());
    }
    if (tuning.polishNodes == 0)
        return cells;
    SolutionImprover improver(board, std::move(cells), databases);
    std::vector<int> best = improver.run(ImproveLimits{tuning.polishNodes}, {}, stop, progress);
    if (stop.stop_requested())
        return std::nullopt;
    return best;
}

} // namespace pb::fifteen
