// The coach's verdict on a Fifteen board (Puzzle::assess()): exact slides
// from solved on 3 x 3 (the table of every position) and 4 x 4 (the optimal
// solver, its pattern databases built on first use); from 5 x 5 up a proved
// lower bound and the best line the fast reduction finds, said as such; on an
// unsolvable board the parity argument, drawn (fifteenparity.cpp).

#include "fifteencoach.h"
#include "fifteenpuzzle.h"

#include "conflictbound.h"
#include "eighttable.h"
#include "fifteensolver.h"
#include "largesolver.h"
#include "pattern24.h"

#include <algorithm>
#include <chrono>
#include <mutex>
#include <unordered_map>

namespace pb::fifteen {

namespace {

Assessment exactAssessment(int slides)
{
    Assessment assessment;
    assessment.reach = Reach::Reachable;
    assessment.distance = slides;
    assessment.verdict = slides == 0 ? message("fifteen", PB_TRANSLATE_NOOP("fifteen", "Solved."))
                                     : countMessage("fifteen", PB_TRANSLATE_N_NOOP("fifteen", "%n slide(s) from solved, the fewest."), slides);
    return assessment;
}

Assessment unsolvableAssessment(const FifteenBoard &board)
{
    Assessment assessment;
    assessment.reach = Reach::Unreachable;
    assessment.reason = *board.unsolvableReason();
    assessment.verdict = message("fifteen", PB_TRANSLATE_NOOP("fifteen", "This board cannot be solved."));
    assessment.proof = parityDrawing(board);
    return assessment;
}

// The 4 x 4 distances the coach has proved in this process: every position
// on each optimal line it found, so Undo, Redo, a review and a player who
// follows the hints are answered without a search. Cleared when full.
class FourDistances {
public:
    static FourDistances &instance()
    {
        static FourDistances distances;
        return distances;
    }

    std::optional<int> find(const FifteenBoard &board)
    {
        const std::lock_guard lock(m_mutex);
        const auto known = m_distance.find(keyOf(board));
        return known == m_distance.end() ? std::nullopt : std::optional<int>(known->second);
    }

    void learn(FifteenBoard board, const std::vector<std::string> &optimalLine)
    {
        const std::lock_guard lock(m_mutex);
        if (m_distance.size() + optimalLine.size() > kMaxPositions)
            m_distance.clear();
        int left = int(optimalLine.size());
        for (const std::string &move : optimalLine) {
            m_distance[keyOf(board)] = left--;
            board.slide(*parseMove(move));
        }
    }

private:
    static constexpr std::size_t kMaxPositions = std::size_t(1) << 16;

    static std::uint64_t keyOf(const FifteenBoard &board)
    {
        std::uint64_t key = 0;
        for (int cell = 0; cell < 16; ++cell)
            key = key << 4 | std::uint64_t(board.tileAt(cell));
        return key;
    }

    std::mutex m_mutex;
    std::unordered_map<std::uint64_t, int> m_distance;
};

Assessment smallAssessment(const FifteenBoard &board, const AssessOptions &options, std::stop_token stop,
                           Progress &progress)
{
    if (board.dim() == 3) {
        EightTable::Tiles tiles{};
        for (int cell = 0; cell < 9; ++cell)
            tiles[std::size_t(cell)] = std::uint8_t(board.tileAt(cell));
        return exactAssessment(EightTable::instance().distance(tiles));
    }
    if (const std::optional<int> known = FourDistances::instance().find(board))
        return exactAssessment(*known);
    SolveOptions solve;
    solve.memoryBudgetBytes = options.memoryBudgetBytes;
    solve.cacheDirectory = options.cacheDirectory;
    const SolveResult result = solveFifteen(board, solve, std::move(stop), progress);
    Assessment assessment;
    if (result.status == SolveStatus::Solved && result.optimal) {
        assessment = exactAssessment(int(result.moves.size()));
        FourDistances::instance().learn(board, result.moves);
    } else {
        // The parity has proved the board solvable; only the distance is not known.
        assessment.reach = Reach::Reachable;
        assessment.verdict = message("fifteen", PB_TRANSLATE_NOOP("fifteen", "The board can be solved; the fewest slides are not known: the search did not finish."));
    }
    assessment.reason = result.reason;
    assessment.nodes = result.nodes;
    return assessment;
}

// 5 x 5 and up: the fast reduction's line (solveLarge()), with the 4 x 4
// databases only when they are there already, and the best bound proved
// without a search: the 5 x 5 tables when cached, conflictBound() always.
Assessment largeAssessment(const FifteenBoard &board, const AssessOptions &options, std::stop_token stop,
                           Progress &progress)
{
    Assessment assessment;
    int bound = conflictBound(board);
    if (board.dim() == 5 && !options.cacheDirectory.empty()) {
        if (const auto tables = standardPattern24(options.cacheDirectory, 0, stop, progress)) {
            std::array<std::uint8_t, Pattern24::kCells> tiles{};
            for (int cell = 0; cell < Pattern24::kCells; ++cell)
                tiles[std::size_t(cell)] = std::uint8_t(board.tileAt(cell));
            bound = std::max(bound, tables->heuristic(tiles));
        }
    }
    const bool mayUseDatabases = !options.cacheDirectory.empty()
        && options.memoryBudgetBytes >= PatternDatabases::tableBytes(PatternDatabases::standardPartition());
    const auto databases = mayUseDatabases ? standardDatabases(options.cacheDirectory, 0, stop, progress) : nullptr;
    const auto line = solveLarge(board, databases.get(), stop, progress, defaultTuning(board.dim()));
    assessment.lowerBound = bound;
    assessment.facts.push_back(message("fifteen", PB_TRANSLATE_NOOP("fifteen", "The bound counts each tile's distance from its home, and two more slides for each tile that must step out of its row or column to let another pass.")));
    if (lastMoveDetour(board) > 0) {
        const int cells = board.cellCount();
        assessment.facts.push_back(message("fifteen", PB_TRANSLATE_NOOP("fifteen", "Two more: the last slide brings tile %1 or tile %2 home out of the corner, and each must first go past its home to get there."),
                                           {std::to_string(cells - 1), std::to_string(cells - board.dim())}));
    }
    assessment.reach = Reach::Reachable; // by the parity, even when stopped before a line
    if (!line) {
        assessment.verdict = countMessage("fifteen", PB_TRANSLATE_N_NOOP("fifteen", "At least %n slide(s) from solved."), bound);
        return assessment;
    }
    const int length = int(line->size());
    if (length == bound)
        return exactAssessment(length);
    assessment.bestFound = length;
    assessment.verdict = countMessage("fifteen", PB_TRANSLATE_N_NOOP("fifteen", "At least %n slide(s) from solved; the best line found has %1."), bound,
                                      {std::to_string(length)});
    assessment.facts.push_back(message("fifteen", PB_TRANSLATE_NOOP("fifteen", "The line is found quickly, a few tiles at a time, and may not be the shortest: Solve searches longer for a shorter one.")));
    return assessment;
}

} // namespace

Assessment FifteenPuzzle::assess(const AssessOptions &options, std::stop_token stop, Progress &progress) const
{
    const auto started = std::chrono::steady_clock::now();
    Assessment assessment;
    if (m_board.isGoal())
        assessment = exactAssessment(0);
    else if (!m_board.isSolvable())
        assessment = unsolvableAssessment(m_board);
    else if (m_board.dim() <= 4)
        assessment = smallAssessment(m_board, options, std::move(stop), progress);
    else
        assessment = largeAssessment(m_board, options, std::move(stop), progress);
    assessment.millis = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - started).count();
    return assessment;
}

// The slid tile leaves its cell for the blank's.
std::vector<int> FifteenPuzzle::cellsOf(std::string_view move) const
{
    const std::optional<int> tile = parseMove(move);
    if (!tile || !m_board.canSlide(*tile))
        return {};
    return {m_board.cellOf(*tile), m_board.blank()};
}

} // namespace pb::fifteen
