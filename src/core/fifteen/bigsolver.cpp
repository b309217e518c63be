#include "bigsolver.h"

#include "../search/cores.h"
#include "../search/deadline.h"
#include "../search/sideworker.h"
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
    // 9 x 9 goes on from its first stage both a row and a column at a time
    // and with rows and columns 1 and 2 in one stage: the two lines differ
    // by 16 moves a board on average, and the stages after the first cost
    // about a third of the beams' time.
    std::vector<std::vector<int>> plans;
    if (dim == 9)
        plans = {{1, 1}, {2}};
    return BigSolverTuning{.beamWidth = kWidths[size],
                           .polishNodes = kPolishNodes[size],
                           .stageWidth = kStageWidths[size],
                           .wholeBoardSize = 6,
                           .stagePlans = std::move(plans),
                           .variants = kVariants[size],
                           // Three seconds a board, with room for the rest of
                           // the answer (replaying and showing the line).
                           .answerWithin = std::chrono::milliseconds(2800)};
}

namespace {

using Clock = std::chrono::steady_clock;

// Builds a line to the goal from `board` beam by beam; where a beam gives up
// short of its goal, the reduction finishes.
class LineBuilder {
public:
    LineBuilder(const FifteenBoard &board, const PatternDatabases *databases, std::size_t memoryBudgetBytes,
                std::stop_token stop, Progress &progress, const BigSolverTuning &tuning, bool reversedMoves)
        : m_reached(board)
        , m_databases(databases)
        , m_budget(memoryBudgetBytes)
        , m_stop(std::move(stop))
        , m_progress(progress)
        , m_tuning(tuning)
        , m_reversedMoves(reversedMoves)
        , m_width(widthWithin(tuning.beamWidth, board.dim(), memoryBudgetBytes))
        , m_stageWidth(widthWithin(tuning.stageWidth, board.dim(), memoryBudgetBytes))
        , m_threads(threadsOf(tuning))
    {
    }

    // The same line so far, its further beams stopped by `stop`.
    LineBuilder(const LineBuilder &from, std::stop_token stop)
        : LineBuilder(from)
    {
        m_stop = std::move(stop);
    }

    // Whether another stage may come: the beams on track, and more than
    // `keep` rows left for the whole-board beam.
    bool stagesLeft(int keep) const
    {
        return m_onTrack && m_width >= kLeastWidth && m_stageWidth >= kLeastWidth && m_reached.dim() - m_first > keep;
    }
    bool stagesLeft() const { return stagesLeft(m_tuning.wholeBoardSize); }

    // A stage solving `lines` rows and columns (fewer where it would leave
    // the whole-board beam less than a 2 x 2 board). False when stopped.
    bool stage(int lines)
    {
        return follow(BeamOptions{.width = m_stageWidth,
                                  .memoryBudgetBytes = m_budget,
                                  .firstLine = m_first,
                                  .firstLinesOnly = true,
                                  .lines = std::clamp(lines, 1, std::max(1, m_reached.dim() - m_first - 2)),
                                  .stageWeight = m_tuning.stageWeight,
                                  .reversedMoves = m_reversedMoves,
                                  .threads = m_threads});
    }

    // The stages `plan` says, then a row and a column a stage until
    // wholeBoardSize rows are left, the whole-board beam over what they leave
    // and the reduction where a beam stalled: the line to the goal, nullopt
    // when stopped.
    std::optional<std::vector<int>> finish(const std::vector<int> &plan)
    {
        for (auto lines = plan.begin(); lines != plan.end() && stagesLeft(2); ++lines) {
            if (!stage(*lines))
                return std::nullopt;
        }
        while (stagesLeft()) {
            if (!stage(1))
                return std::nullopt;
        }
        if (m_onTrack && m_width >= kLeastWidth
            && !follow(BeamOptions{.width = m_width,
                                   .memoryBudgetBytes = m_budget,
                                   .firstLine = m_first,
                                   .reversedMoves = m_reversedMoves,
                                   .threads = m_threads}))
            return std::nullopt;
        if (!m_reached.isGoal()) {
            const auto rest = solveLarge(m_reached, m_databases, m_stop, m_progress, defaultTuning(m_reached.dim()));
            if (!rest)
                return std::nullopt;
            m_cells.insert(m_cells.end(), rest->begin(), rest->end());
        }
        return m_cells;
    }

private:
    bool follow(const BeamOptions &options)
    {
        const auto end = solveByBeam(m_reached, options, m_stop, m_progress);
        if (!end)
            return false;
        for (const int cell : end->cells)
            m_reached.moveBlankTo(cell);
        m_cells.insert(m_cells.end(), end->cells.begin(), end->cells.end());
        m_onTrack = end->reachedGoal;
        if (options.firstLinesOnly)
            m_first += options.lines;
        return true;
    }

    FifteenBoard m_reached;
    const PatternDatabases *m_databases;
    std::size_t m_budget;
    std::stop_token m_stop;
    Progress &m_progress;
    const BigSolverTuning &m_tuning;
    bool m_reversedMoves;
    std::size_t m_width;
    std::size_t m_stageWidth;
    int m_threads;
    std::vector<int> m_cells;
    int m_first = 0;
    bool m_onTrack = true;
};

// One line to the goal: the first stage, then each of the tuning's stage
// plans from where it ends, the shortest line kept. A plan after the first
// starts only where the longest so far says it ends by `until`, and is
// given up at `until`: the first plan's line is the answer's, the others
// only shorten it where there is time. Nullopt when stopped.
std::optional<std::vector<int>> beamLine(const FifteenBoard &board, const PatternDatabases *databases,
                                         std::size_t memoryBudgetBytes, const std::stop_token &stop,
                                         Progress &progress, const BigSolverTuning &tuning, bool reversedMoves,
                                         std::optional<Clock::time_point> until)
{
    LineBuilder first(board, databases, memoryBudgetBytes, stop, progress, tuning, reversedMoves);
    if (first.stagesLeft() && !first.stage(1))
        return std::nullopt;
    const std::vector<std::vector<int>> plans = tuning.stagePlans.empty() ? std::vector<std::vector<int>>{{}} : tuning.stagePlans;
    std::optional<std::vector<int>> best;
    Clock::duration longest{};
    for (const std::vector<int> &plan : plans) {
        const auto planStart = Clock::now();
        if (best && until && planStart + longest > *until)
            break;
        const Deadline cut(stop, best ? until : std::nullopt);
        LineBuilder builder(first, cut.token());
        auto line = builder.finish(plan);
        if (stop.stop_requested())
            return std::nullopt;
        if (!line)
            break;
        longest = std::max(longest, Clock::now() - planStart);
        if (!best || line->size() < best->size())
            best = std::move(line);
    }
    return best;
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
    const Deadline polishing(stop, until);

    const auto middle = std::ptrdiff_t(line.size() / 2);
    FifteenBoard halfway = board;
    for (auto cell = line.begin(); cell != line.begin() + middle; ++cell)
        halfway.moveBlankTo(*cell);
    SolutionImprover first(board, {line.begin(), line.begin() + middle}, databases);
    SolutionImprover second(halfway, {line.begin() + middle, line.end()}, databases);
    // The reduction's lines are half as long again as the beam's: re-solving
    // with it would only take time from the polishing.
    const ImproveLimits limits{.maxNodes = nodes / 2, .resolve = false};
    auto polishSecond = [&] { second.run(limits, {}, polishing.token(), progress); };
    if (threads > 1) {
        SideWorker side;
        side.start(polishSecond);
        first.run(limits, {}, polishing.token(), progress);
        side.wait();
    } else {
        first.run(limits, {}, polishing.token(), progress);
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
        auto line = beamLine(start, databases, memoryBudgetBytes, stop, progress, tuning, reversedMoves,
                             tuning.answerWithin.count() > 0 ? std::optional(started + tuning.answerWithin * 9 / 10)
                                                            : std::nullopt);
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
