#include "pegsolver.h"

#include "pegbeam_p.h"
#include "pegclassify.h"
#include "pegproved.h"
#include "pegpuzzle.h"
#include "pegsearch_p.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <chrono>
#include <cstdlib>
#include <memory>
#include <optional>
#include <stop_token>
#include <string>
#include <thread>
#include <vector>

namespace pb::pegs {

namespace {

using namespace detail;

// Progress is shared with the watching thread; touching it (and polling the
// stop token) once per batch keeps the inner loop free of atomics.
constexpr std::uint64_t kNodeBatch = 1024;
// What one run of the pagoda LP costs, in positions of the search: a few
// milliseconds on 37 to 45 holes against well under a microsecond a position.
// Holding the LP's share of a search in positions, not seconds, keeps a solve
// the same on every run.
constexpr double kLpCostInNodes = 4096;

enum class Outcome { Found, Failed, Stopped, TableFull };

// What a search looks for: a position with `pegs` pegs, and when `hole` is set
// (only with one peg) that peg in it. `guarded`: the holes a lone peg could
// still end in (the target, or the class argument's candidates), for which
// the search may learn pagodas that cut positions unable to reach any of
// them; 0 when it must not (its fewest-pegs count then stays exact), and
// `learning` says when (tests make it eager).
struct Target {
    int pegs = 1;
    std::optional<PegBits> hole;
    PegBits guarded = 0;
    PagodaLearning learning;
};

// Depth-first search with a table of the positions that fail. Long searches
// for one peg learn pagoda functions from failed positions, as the
// classifier's searches do (PagodaLearning): a position a pagoda proves unable
// to reach any guarded hole fails at once. Every other hole is out of reach by
// the class argument, so such a cut is exact and the table stays sound; only
// the least count seen no longer covers the cut positions (see pruned()).
template<class Table>
class Search {
public:
    Search(const PegGeometry &geometry, const std::vector<CompiledJump> &jumps, Target target,
           const Symmetries &symmetries, Table &failed, std::stop_token stop, RaceLane lane, Progress &progress)
        : m_jumps(jumps)
        , m_target(target)
        , m_symmetries(symmetries)
        , m_failed(failed)
        , m_pruner(geometry, symmetries)
        , m_learning(target.learning)
        , m_learnMin(std::max(3, geometry.holeCount() / 5))
        , m_learnMax(std::max(4, geometry.holeCount() / 2))
        , m_stop(std::move(stop))
        , m_lane(lane)
        , m_progress(progress)
    {
    }

    Outcome run(PegBits pegs)
    {
        m_bestPegs = pegCount(pegs) + 1;
        const Outcome outcome = visit(pegs, pegCount(pegs));
        m_progress.addNodes(m_unreported);
        reportMemory();
        return outcome;
    }

    std::uint64_t nodes() const { return m_nodes; }
    const std::vector<int> &path() const { return m_path; }
    int bestPegs() const { return m_bestPegs; }
    const std::vector<int> &bestLine() const { return m_bestLine; }
    // Some pagoda cut positions: bestPegs() is then not the fewest.
    bool pruned() const { return m_pruning; }

private:
    // Adds this search's growth to what `progress` shows, so the two searches
    // of a portfolio show their sum.
    void reportMemory()
    {
        const std::size_t bytes = m_failed.bytes();
        m_progress.memoryBytes.fetch_add(bytes - m_reportedBytes, std::memory_order_relaxed);
        m_reportedBytes = bytes;
    }

    Outcome visit(PegBits pegs, int count)
    {
        // Any position with moves leads to one with fewer pegs, so the least
        // count seen over a failed (hence exhaustive) search is the fewest pegs
        // that can be left, and the path that first reached it leaves them.
        if (count < m_bestPegs) {
            m_bestPegs = count;
            m_bestLine = m_path;
        }
        if (count == m_target.pegs)
            return !m_target.hole || pegs == *m_target.hole ? Outcome::Found : Outcome::Failed;
        if (m_pruning && m_pruner.refutes(pegs, m_target.guarded))
            return Outcome::Failed;
        const PegBits key = m_symmetries.canonical(pegs);
        if (m_failed.contains(key))
            return Outcome::Failed;

        ++m_nodes;
        if (++m_unreported == kNodeBatch) {
            m_progress.addNodes(m_unreported);
            m_unreported = 0;
            reportMemory();
            if (m_stop.stop_requested() || m_lane.outrun(m_nodes))
                return Outcome::Stopped;
        }

        Outcome outcome = Outcome::Failed;
        forEachLegal(m_jumps, pegs, [&](const CompiledJump &jump) {
            m_path.push_back(jump.index);
            outcome = visit(pegs ^ jump.flip, count - 1);
            if (outcome != Outcome::Failed)
                return false;
            m_path.pop_back();
            return true;
        });
        if (outcome != Outcome::Failed)
            return outcome;
        if (m_target.guarded && count >= m_learnMin && count <= m_learnMax && m_nodes >= m_learning.afterNodes
            && ++m_offered % m_learning.sampleEvery == 0)
            maybeLearn(pegs);
        return m_failed.insert(key) ? Outcome::Failed : Outcome::TableFull;
    }

    // Offers a failed position to the LP while its share of the search
    // allows, counted as LP runs against positions (kLpCostInNodes).
    void maybeLearn(PegBits pegs)
    {
        const int wanted = pegCount(m_target.guarded);
        if (wanted > m_learning.maxWanted)
            return;
        if (m_learning.timeShare >= 0 && m_lpRuns * kLpCostInNodes > m_learning.timeShare * double(m_nodes))
            return;
        m_lpRuns += double(wanted);
        if (m_pruner.learn(pegs, m_target.guarded))
            m_pruning = true;
    }

    const std::vector<CompiledJump> &m_jumps;
    Target m_target;
    const Symmetries &m_symmetries;
    Table &m_failed;
    PagodaPruner m_pruner;
    bool m_pruning = false; // some pagoda was learned
    const PagodaLearning m_learning;
    const int m_learnMin;
    const int m_learnMax;
    std::uint64_t m_offered = 0;
    double m_lpRuns = 0; // at most one per wanted hole a position offered
    std::stop_token m_stop;
    const RaceLane m_lane;
    Progress &m_progress;
    std::uint64_t m_nodes = 0;
    std::uint64_t m_unreported = 0;
    std::size_t m_reportedBytes = 0;
    std::vector<int> m_path;
    int m_bestPegs = 0;
    std::vector<int> m_bestLine;
};

std::vector<std::string> lineToMoves(const PegGeometry &geometry, const std::vector<int> &line)
{
    std::vector<std::string> moves;
    moves.reserve(line.size());
    for (const int index : line)
        moves.push_back(moveToString(geometry.jumps()[std::size_t(index)]));
    return moves;
}

struct SearchRun {
    Outcome outcome = Outcome::Stopped;
    std::uint64_t nodes = 0;
    std::vector<int> path;     // Found: the line to the target
    int bestPegs = 0;          // Failed and not pruned: the fewest pegs that can be left
    std::vector<int> bestLine; // Failed and not pruned: a line that leaves them
    bool pruned = false;       // pagodas cut positions (see Search::pruned())
};

template<class Table>
SearchRun runSearch(const PegGeometry &geometry, const std::vector<CompiledJump> &jumps, PegBits pegs,
                    Target target, Table &table, std::stop_token stop, RaceLane lane, Progress &progress)
{
    const Symmetries symmetries(geometry, target.hole.value_or(0));
    Search<Table> search(geometry, jumps, target, symmetries, table, std::move(stop), lane, progress);
    SearchRun run;
    run.outcome = search.run(pegs);
    run.nodes = search.nodes();
    run.path = search.path();
    run.bestPegs = search.bestPegs();
    run.bestLine = search.bestLine();
    run.pruned = search.pruned();
    return run;
}

// One search in the order of `jumps`, with the failed-position table the
// budget allows: an exact bitset for small boards, else a hash table.
SearchRun searchInOrder(const PegGeometry &geometry, const std::vector<CompiledJump> &jumps, PegBits pegs,
                        Target target, std::size_t budget, std::stop_token stop, Progress &progress,
                        RaceLane lane = {})
{
    const int holes = geometry.holeCount();
    if (holes <= kMaxBitsetHoles && BitsetTable::bytesFor(holes) <= budget) {
        BitsetTable table(holes);
        if (table.allocated())
            return runSearch(geometry, jumps, pegs, target, table, std::move(stop), lane, progress);
    }
    HashTable table(budget);
    return runSearch(geometry, jumps, pegs, target, table, std::move(stop), lane, progress);
}

bool decisive(const SearchRun &run)
{
    return run.outcome == Outcome::Found || run.outcome == Outcome::Failed;
}

// Whether `line` is a sequence of legal jumps from `pegs` that ends as
// `target` asks. A line from the beam search is checked before it is trusted.
bool reachesTarget(const PegGeometry &geometry, PegBits pegs, const std::vector<int> &line, const Target &target)
{
    for (const int index : line) {
        if (index < 0 || std::size_t(index) >= geometry.jumps().size())
            return false;
        const Jump &jump = geometry.jumps()[std::size_t(index)];
        if (!(pegs & bit(jump.from)) || !(pegs & bit(jump.over)) || (pegs & bit(jump.to)))
            return false;
        pegs ^= bit(jump.from) | bit(jump.over) | bit(jump.to);
    }
    return pegCount(pegs) == target.pegs && (!target.hole || pegs == *target.hole);
}

// The widest beam the portfolio tries before its exact search; widths double
// from 1. Over every start the New dialog offers, no line needed a width above
// 512; a start whose lines are rarer needs the exact search anyway, so wider
// beams would only delay it, and the sort of a level's children, where Stop is
// not polled, stays short.
constexpr std::size_t kMaxBeamWidth = std::size_t(1) << 14;

// The second racer of the portfolio: the beam search, which finds most lines
// at once but can prove nothing, then, when it finds none, the exact search
// in centre-first order, plain.
SearchRun beamThenCentreFirst(const PegGeometry &geometry, const std::vector<CompiledJump> &jumps, PegBits pegs,
                              const Target &target, std::size_t budget, const std::stop_token &stop, RaceLane lane,
                              Progress &progress)
{
    const BeamRun beam = beamSearch(geometry, jumps, pegs, target.pegs, target.hole, kMaxBeamWidth, budget, stop,
                                    lane, progress);
    SearchRun run;
    run.nodes = beam.nodes;
    if (beam.outcome == BeamOutcome::Found && reachesTarget(geometry, pegs, beam.path, target)) {
        run.outcome = Outcome::Found;
        run.path = beam.path;
        return run;
    }
    if (beam.outcome == BeamOutcome::Stopped)
        return run;
    Target plain = target;
    plain.guarded = 0;
    lane.before = beam.nodes;
    run = searchInOrder(geometry, centreFirst(geometry, jumps), pegs, plain, budget, stop, progress, lane);
    run.nodes += beam.nodes;
    return run;
}

// The race's answer: the decisive one given after fewer positions (the first
// racer's on a tie; see RaceClock). The positions counted are each racer's up
// to that point, which do not depend on when the loser noticed it had lost.
SearchRun refereed(SearchRun first, SearchRun second, const std::stop_token &stop)
{
    const bool firstWins = decisive(first) && (!decisive(second) || first.nodes <= second.nodes);
    const bool secondWins = !firstWins && decisive(second);
    const std::uint64_t answeredAt = firstWins ? first.nodes : secondWins ? second.nodes : RaceClock::kNever;
    const std::uint64_t nodes = std::min(first.nodes, answeredAt) + std::min(second.nodes, answeredAt);
    // Neither answered: out of memory if either was, unless the caller stopped.
    const bool outOfMemory = !stop.stop_requested()
        && (first.outcome == Outcome::TableFull || second.outcome == Outcome::TableFull);
    SearchRun answer = secondWins ? std::move(second) : std::move(first);
    if (!decisive(answer) && outOfMemory)
        answer.outcome = Outcome::TableFull;
    answer.nodes = nodes;
    return answer;
}

// The search for `target` within the memory budget; on large boards a
// portfolio on two threads (see kPortfolioHoles) refereed by positions
// searched (RaceClock). The first racer runs the exact search in reading
// order, learning pagodas: they decide some starts but slow every node down,
// up to 3x where they cut nothing (6 x 8, hole 2 empty). The second runs
// beamThenCentreFirst, so the race gets the better of both.
SearchRun searchWithinBudget(const PegGeometry &geometry, PegBits pegs, Target target,
                             const SolveOptions &options, std::stop_token stop, Progress &progress)
{
    const std::vector<CompiledJump> jumps = compileJumps(geometry);
    if (geometry.holeCount() <= kPortfolioHoles)
        return searchInOrder(geometry, jumps, pegs, target, options.memoryBudgetBytes, std::move(stop), progress);

    const std::size_t budget = options.memoryBudgetBytes / 2;
    RaceClock clock;
    SearchRun first;
    // Whoever claims the first racer runs it: the helper thread, or, when the
    // helper has not even started by the time the second racer is done (a
    // loaded machine can keep a new thread waiting for milliseconds), this
    // thread, which then stops it just past the second racer's count if that
    // one answered. The referee's answer is the same either way.
    std::atomic<bool> claimed{false};
    const auto runFirst = [&] {
        first = searchInOrder(geometry, jumps, pegs, target, budget, stop, progress, RaceLane{&clock, 0});
        if (decisive(first))
            clock.answered(0, first.nodes);
    };
    std::thread helper([&] {
        if (!claimed.exchange(true))
            runFirst();
    });
    SearchRun second = beamThenCentreFirst(geometry, jumps, pegs, target, budget, stop, RaceLane{&clock, 1}, progress);
    if (decisive(second))
        clock.answered(1, second.nodes);
    if (!claimed.exchange(true))
        runFirst();
    helper.join();
    const std::uint64_t searched = first.nodes + second.nodes;
    SearchRun answer = refereed(std::move(first), std::move(second), stop);
    // The progress shown ends at the count the answer gives, not at what the
    // loser searched after the winner's count before it noticed.
    progress.nodes.fetch_sub(searched - answer.nodes, std::memory_order_relaxed);
    return answer;
}

Message tableFullReason(const SolveOptions &options, std::uint64_t nodes)
{
    return message(
        "pegs",
        PB_TRANSLATE_NOOP("pegs", "The table of positions that fail filled the memory budget of %1 after %2 positions; nothing is known"),
        {formatBytes(options.memoryBudgetBytes), std::to_string(nodes)});
}

// After a proof that the target cannot be reached: the closest answer, one peg
// in another hole where the class argument allows one, else two pegs. Nothing
// closer is possible, so the first line that gets there is the answer; only
// an exhausted search (the class argument is necessary, not sufficient)
// leaves fewer to hope for, and as this search learns no pagodas it then
// knows the fewest exactly. Stopped or out of memory, the proof stands
// without a closest line.
void findClosestLine(const PegGeometry &geometry, PegBits pegs, PegBits candidates, const SolveOptions &options,
                     std::stop_token stop, Progress &progress, SolveResult &result)
{
    const PegBits elsewhere = options.targetCell ? candidates & ~bit(*options.targetCell) : 0;
    Target closest;
    closest.pegs = elsewhere ? 1 : 2;
    const SearchRun run = searchWithinBudget(geometry, pegs, closest, options, std::move(stop), progress);
    result.nodes = run.nodes;
    if (run.outcome == Outcome::Found) {
        result.shortfall = closest.pegs;
        result.bestLine = lineToMoves(geometry, run.path);
    } else if (run.outcome == Outcome::Failed) {
        result.shortfall = run.bestPegs;
        result.bestLine = lineToMoves(geometry, run.bestLine);
    }
}

// What needs no search: a stop asked for already, a target hole off the
// board, a board without pegs. Returns whether `result` holds the answer.
bool answeredWithoutSearch(const PegGeometry &geometry, PegBits pegs, const SolveOptions &options,
                           const std::stop_token &stop, SolveResult &result)
{
    if (stop.stop_requested()) {
        result.status = SolveStatus::Stopped;
        return true;
    }
    if (options.targetCell && (*options.targetCell < 0 || *options.targetCell >= geometry.holeCount())) {
        result.status = SolveStatus::Unsolvable;
        result.reason = message(
            "pegs",
            PB_TRANSLATE_NOOP("pegs", "Hole %1 is not on this board: the holes are numbered 0 to %2"),
            {std::to_string(*options.targetCell), std::to_string(geometry.holeCount() - 1)});
        return true;
    }
    if (pegs == 0) {
        result.status = SolveStatus::Unsolvable;
        result.reason = message("pegs", PB_TRANSLATE_NOOP("pegs", "There are no pegs on the board"));
        if (options.bestEffort)
            result.shortfall = 0;
        return true;
    }
    return false;
}

// A start proved once by a search far beyond any budget here (pegproved.h):
// its answer, with that search named as the proof. Returns whether `result`
// holds the answer.
bool answeredByRecord(const PegGeometry &geometry, PegBits pegs, const SolveOptions &options,
                      std::stop_token stop, Progress &progress, SolveResult &result)
{
    const auto proof = provedNoLine(geometry, pegs);
    if (!proof)
        return false;
    result.status = SolveStatus::Unsolvable;
    result.reason = options.targetCell
        ? message("pegs",
                  PB_TRANSLATE_NOOP("pegs", "No sequence of jumps leaves one peg in hole %1, nor in any other: proved by an exhaustive search of %2 positions (%3)"),
                  {std::to_string(*options.targetCell), std::to_string(proof->positions), proof->program})
        : message("pegs",
                  PB_TRANSLATE_NOOP("pegs", "No sequence of jumps leaves one peg: proved by an exhaustive search of %1 positions (%2)"),
                  {std::to_string(proof->positions), proof->program});
    // No hole can take a last peg, so the closest answer is two pegs.
    if (options.bestEffort)
        findClosestLine(geometry, pegs, 0, options, std::move(stop), progress, result);
    return true;
}

} // namespace

namespace detail {

SolveResult solvePegsLearning(const PegGeometry &geometry, PegBits pegs, const SolveOptions &options,
                              const PagodaLearning &learning, std::stop_token stop, Progress &progress)
{
    const auto started = std::chrono::steady_clock::now();
    SolveResult result;
    pegs &= geometry.allHoles();

    const auto finish = [&]() -> SolveResult {
        result.millis = std::chrono::duration_cast<std::chrono::milliseconds>(
                            std::chrono::steady_clock::now() - started)
                            .count();
        return result;
    };

    if (answeredWithoutSearch(geometry, pegs, options, stop, result))
        return finish();

    // The class argument settles many targets before any search.
    const PegBits candidates = classFinishCandidates(geometry, pegs);
    const bool classForbids = options.targetCell ? !(candidates & bit(*options.targetCell)) : candidates == 0;
    if (classForbids) {
        result.status = SolveStatus::Unsolvable;
        result.reason = options.targetCell
            ? message("pegs",
                      PB_TRANSLATE_NOOP("pegs", "No sequence of jumps leaves one peg in hole %1: the position class (rule of three) forbids it"),
                      {std::to_string(*options.targetCell)})
            : message("pegs",
                      PB_TRANSLATE_NOOP("pegs", "No sequence of jumps leaves one peg: the position class (rule of three) forbids every hole"));
        if (options.bestEffort)
            findClosestLine(geometry, pegs, candidates, options, std::move(stop), progress, result);
        return finish();
    }
    if (answeredByRecord(geometry, pegs, options, stop, progress, result))
        return finish();

    Target target;
    if (options.targetCell)
        target.hole = bit(*options.targetCell);
    target.guarded = options.targetCell ? bit(*options.targetCell) : candidates;
    target.learning = learning;
    const SearchRun run = searchWithinBudget(geometry, pegs, target, options, std::move(stop), progress);
    result.nodes = run.nodes;
    switch (run.outcome) {
    case Outcome::Found:
        result.status = SolveStatus::Solved;
        result.moves = lineToMoves(geometry, run.path);
        // Not `optimal`: every line to one peg has as many jumps (each removes
        // one peg), so the count claims nothing. The fewest moves, a chain of
        // jumps by one peg counted as one, is another question.
        break;
    case Outcome::Stopped:
        result.status = SolveStatus::Stopped;
        break;
    case Outcome::TableFull:
        result.status = SolveStatus::LimitReached;
        result.reason = tableFullReason(options, run.nodes);
        break;
    case Outcome::Failed:
        result.status = SolveStatus::Unsolvable;
        result.reason = options.targetCell
            ? message("pegs",
                      PB_TRANSLATE_NOOP("pegs", "No sequence of jumps leaves one peg in hole %1; exhausted search of %2 positions"),
                      {std::to_string(*options.targetCell), std::to_string(run.nodes)})
            : message("pegs",
                      PB_TRANSLATE_NOOP("pegs", "No sequence of jumps leaves one peg; exhausted search of %1 positions"),
                      {std::to_string(run.nodes)});
        if (options.bestEffort && !run.pruned) {
            // Exhaustive and uncut: the least count seen is the fewest.
            result.shortfall = run.bestPegs;
            result.bestLine = lineToMoves(geometry, run.bestLine);
        } else if (options.bestEffort) {
            const std::uint64_t proofNodes = run.nodes;
            findClosestLine(geometry, pegs, candidates, options, std::move(stop), progress, result);
            result.nodes += proofNodes;
        }
        break;
    }
    return finish();
}

} // namespace detail

SolveResult solvePegs(const PegGeometry &geometry, PegBits pegs, const SolveOptions &options,
                      std::stop_token stop, Progress &progress)
{
    return detail::solvePegsLearning(geometry, pegs, options, PagodaLearning{}, std::move(stop), progress);
}

} // namespace pb::pegs
