#include "bigsolver.h"

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

} // namespace

BigSolverTuning defaultBigTuning(int dim)
{
    constexpr std::array<std::size_t, 4> kWidths{16000, 10000, 7000, 5000};
    const auto size = std::size_t(std::clamp(dim, 6, 9) - 6);
    return BigSolverTuning{kWidths[size], 2'000'000};
}

std::optional<std::vector<int>> solveBig(const FifteenBoard &board, const PatternDatabases *databases,
                                         std::size_t memoryBudgetBytes, std::stop_token stop, Progress &progress,
                                         const BigSolverTuning &tuning)
{
    std::vector<int> cells;
    FifteenBoard reached = board;
    std::size_t width = tuning.beamWidth;
    while (width >= kLeastWidth && beamBytes(board.dim(), width, expectedDepth(board.dim())) > memoryBudgetBytes)
        width /= 2;
    if (width >= kLeastWidth) {
        const auto end = solveByBeam(board, BeamOptions{width, memoryBudgetBytes}, stop, progress);
        if (!end)
            return std::nullopt;
        cells = end->cells;
        for (const int cell : cells)
            reached.moveBlankTo(cell);
    }
    if (!reached.isGoal()) {
        const auto rest = solveLarge(reached, databases, stop, progress, defaultTuning(board.dim()));
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
