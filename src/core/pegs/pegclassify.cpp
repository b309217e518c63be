#include "pegclassify.h"

#include "pegsearch_p.h"

#include <chrono>

namespace pb::pegs {

using namespace detail;

namespace {

constexpr std::uint64_t kNodeBatch = 1024;

using Clock = std::chrono::steady_clock;

std::int64_t millisSince(Clock::time_point started)
{
    return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - started).count();
}

enum class Step { Continue, Done, Stopped, TableFull };

// Depth-first search for the finishing holes in `wanted`. The table holds
// positions explored to the end: whatever hole in `wanted` such a position could
// reach was reached and left `wanted` then, so meeting it again changes nothing.
// As `wanted` only shrinks this stays true for the rest of the search.
//
// `symmetries` must map the root position onto itself: then the root reaching
// hole h also reaches every image of h, and `wanted` stays a union of orbits, so
// a table keyed by canonical positions is sound.
template<class Table>
class FinishSearch {
public:
    FinishSearch(const std::vector<CompiledJump> &jumps, const Symmetries &symmetries, Table &table,
                 PegBits wanted, std::stop_token stop, Progress &progress)
        : m_jumps(jumps)
        , m_symmetries(symmetries)
        , m_table(table)
        , m_wanted(wanted)
        , m_stop(std::move(stop))
        , m_progress(progress)
    {
    }

    Step run(PegBits pegs)
    {
        const Step step = m_wanted ? visit(pegs, std::popcount(pegs)) : Step::Done;
        m_progress.addNodes(m_unreported);
        m_unreported = 0;
        return step;
    }

    PegBits found() const { return m_found; }
    PegBits wanted() const { return m_wanted; }
    std::uint64_t nodes() const { return m_nodes; }

private:
    Step visit(PegBits pegs, int count)
    {
        if (count == 1) {
            if (pegs & m_wanted) {
                const PegBits orbit = m_symmetries.orbit(pegs);
                m_found |= orbit;
                m_wanted &= ~orbit;
                if (!m_wanted)
                    return Step::Done;
            }
            return Step::Continue;
        }
        const PegBits key = m_symmetries.canonical(pegs);
        if (m_table.contains(key))
            return Step::Continue;

        ++m_nodes;
        if (++m_unreported == kNodeBatch) {
            m_progress.addNodes(m_unreported);
            m_unreported = 0;
            if (m_stop.stop_requested())
                return Step::Stopped;
        }

        Step step = Step::Continue;
        forEachLegal(m_jumps, pegs, [&](const CompiledJump &jump) {
            step = visit(pegs ^ jump.flip, count - 1);
            return step == Step::Continue;
        });
        if (step != Step::Continue)
            return step;
        return m_table.insert(key) ? Step::Continue : Step::TableFull;
    }

    const std::vector<CompiledJump> &m_jumps;
    const Symmetries &m_symmetries;
    Table &m_table;
    PegBits m_wanted;
    PegBits m_found = 0;
    std::stop_token m_stop;
    Progress &m_progress;
    std::uint64_t m_nodes = 0;
    std::uint64_t m_unreported = 0;
};

struct SearchOutcome {
    Step step = Step::Stopped;
    PegBits found = 0;
    PegBits unresolved = 0; // still wanted when the search ended early
    std::uint64_t nodes = 0;
    std::size_t tableBytes = 0;
};

template<class Table>
SearchOutcome runFinishSearch(const std::vector<CompiledJump> &jumps, PegBits pegs, PegBits wanted,
                              const Symmetries &symmetries, Table &table, std::stop_token stop,
                              Progress &progress)
{
    FinishSearch<Table> search(jumps, symmetries, table, wanted, std::move(stop), progress);
    SearchOutcome outcome;
    outcome.step = search.run(pegs);
    outcome.found = search.found();
    outcome.unresolved = outcome.step == Step::Continue || outcome.step == Step::Done ? 0 : search.wanted();
    outcome.nodes = search.nodes();
    outcome.tableBytes = table.bytes();
    progress.memoryBytes.store(outcome.tableBytes, std::memory_order_relaxed);
    return outcome;
}

// Reaches `wanted` from `pegs` where it can, with the cheapest exact table the
// budget allows.
SearchOutcome searchFinishes(const PegGeometry &geometry, const std::vector<CompiledJump> &jumps,
                             PegBits pegs, PegBits wanted, const SolveOptions &options,
                             std::stop_token stop, Progress &progress)
{
    const Symmetries symmetries(geometry, pegs);
    const int holes = geometry.holeCount();
    if (holes <= kMaxBitsetHoles && BitsetTable::bytesFor(holes) <= options.memoryBudgetBytes) {
        BitsetTable table(holes);
        if (table.allocated())
            return runFinishSearch(jumps, pegs, wanted, symmetries, table, std::move(stop), progress);
    }
    HashTable table(options.memoryBudgetBytes);
    return runFinishSearch(jumps, pegs, wanted, symmetries, table, std::move(stop), progress);
}

Message limitReason(const SolveOptions &options, std::uint64_t nodes)
{
    return message(
        "pegs",
        PB_TRANSLATE_NOOP("pegs", "The table of explored positions filled the memory budget of %1 after %2 positions"),
        {formatBytes(options.memoryBudgetBytes), std::to_string(nodes)});
}

} // namespace

std::vector<PegBits> parityInvariants(const PegGeometry &geometry)
{
    // Gaussian elimination over GF(2) on the jumps' masks, kept in reduced row
    // echelon form; the invariants are the null space of that span.
    struct Row {
        PegBits bits;
        int pivot;
    };
    std::vector<Row> rows;
    for (const Jump &jump : geometry.jumps()) {
        PegBits v = bit(jump.from) | bit(jump.over) | bit(jump.to);
        for (const Row &row : rows) {
            if (v & bit(row.pivot))
                v ^= row.bits;
        }
        if (v == 0)
            continue;
        const int pivot = std::countr_zero(v);
        for (Row &row : rows) {
            if (row.bits & bit(pivot))
                row.bits ^= v;
        }
        rows.push_back(Row{v, pivot});
    }
    PegBits pivots = 0;
    for (const Row &row : rows)
        pivots |= bit(row.pivot);
    std::vector<PegBits> invariants;
    for (int free = 0; free < geometry.holeCount(); ++free) {
        if (pivots & bit(free))
            continue;
        PegBits mask = bit(free);
        for (const Row &row : rows) {
            if (row.bits & bit(free))
                mask |= bit(row.pivot);
        }
        invariants.push_back(mask);
    }
    return invariants;
}

bool sameParityClass(const std::vector<PegBits> &invariants, PegBits a, PegBits b)
{
    for (const PegBits mask : invariants) {
        if (std::popcount((a ^ b) & mask) & 1)
            return false;
    }
    return true;
}

PegBits classFinishCandidates(const PegGeometry &geometry, PegBits pegs)
{
    const auto invariants = parityInvariants(geometry);
    PegBits candidates = 0;
    for (int hole = 0; hole < geometry.holeCount(); ++hole) {
        if (sameParityClass(invariants, pegs, bit(hole)))
            candidates |= bit(hole);
    }
    return candidates;
}

FinishHoles finishHoles(const PegGeometry &geometry, PegBits pegs, const SolveOptions &options,
                        std::stop_token stop, Progress &progress)
{
    const auto started = Clock::now();
    FinishHoles result;
    pegs &= geometry.allHoles();
    const PegBits candidates = pegs ? classFinishCandidates(geometry, pegs) : 0;
    result.classExcluded = geometry.allHoles() & ~candidates;

    const SearchOutcome outcome =
        searchFinishes(geometry, compileJumps(geometry), pegs, candidates, options, std::move(stop), progress);
    result.holes = outcome.found;
    result.undecided = outcome.unresolved;
    result.nodes = outcome.nodes;
    switch (outcome.step) {
    case Step::Continue:
    case Step::Done:
        result.status = SolveStatus::Solved;
        break;
    case Step::Stopped:
        result.status = SolveStatus::Stopped;
        break;
    case Step::TableFull:
        result.status = SolveStatus::LimitReached;
        result.reason = limitReason(options, outcome.nodes);
        break;
    }
    result.millis = millisSince(started);
    return result;
}

VacancyClassification classifySingleVacancies(const PegGeometry &geometry, const SolveOptions &options,
                                              std::stop_token stop, Progress &progress)
{
    const auto started = Clock::now();
    VacancyClassification result;
    const int holes = geometry.holeCount();
    result.finishes.assign(std::size_t(holes), 0);
    const auto invariants = parityInvariants(geometry);
    const auto jumps = compileJumps(geometry);
    const Symmetries board(geometry, 0);
    result.status = SolveStatus::Solved;

    for (int vacancy = 0; vacancy < holes; ++vacancy) {
        if (result.decided & bit(vacancy))
            continue; // a mirror image of a start already classified
        const PegBits start = geometry.allHoles() & ~bit(vacancy);
        PegBits candidates = 0;
        PegBits known = 0;
        for (int hole = 0; hole < holes; ++hole) {
            if (!sameParityClass(invariants, start, bit(hole)))
                continue;
            candidates |= bit(hole);
            // Duality with a start classified before.
            if ((result.decided & bit(hole)) && (result.finishes[std::size_t(hole)] & bit(vacancy)))
                known |= bit(hole);
        }
        const SearchOutcome outcome = searchFinishes(geometry, jumps, start, candidates & ~result.decided,
                                                     options, stop, progress);
        result.nodes += outcome.nodes;
        if (outcome.step == Step::Stopped || outcome.step == Step::TableFull) {
            result.status = outcome.step == Step::Stopped ? SolveStatus::Stopped : SolveStatus::LimitReached;
            if (outcome.step == Step::TableFull)
                result.reason = limitReason(options, outcome.nodes);
            break;
        }
        const PegBits finishes = known | outcome.found;
        result.finishes[std::size_t(vacancy)] = finishes;
        result.decided |= bit(vacancy);
        // The mirror images of this start end in the mirror images of its holes.
        for (std::size_t t = 0; t < board.count(); ++t) {
            const int image = std::countr_zero(board.map(t, bit(vacancy)));
            if (!(result.decided & bit(image))) {
                result.finishes[std::size_t(image)] = board.map(t, finishes);
                result.decided |= bit(image);
            }
        }
    }
    result.millis = millisSince(started);
    return result;
}

namespace {

// Memoized count of the lines from a position to the goal; a position maps to
// its canonical image, which has as many lines (symmetries fix the goal hole).
class SolutionCounter {
public:
    SolutionCounter(const std::vector<CompiledJump> &jumps, const Symmetries &symmetries,
                    std::optional<PegBits> goal, std::size_t budget, std::stop_token stop,
                    Progress &progress)
        : m_jumps(jumps)
        , m_symmetries(symmetries)
        , m_goal(goal)
        , m_memo(budget)
        , m_stop(std::move(stop))
        , m_progress(progress)
    {
    }

    enum class Failure { None, Stopped, TableFull, Overflow };

    std::uint64_t count(PegBits pegs, int pegCount)
    {
        if (m_failure != Failure::None)
            return 0;
        if (pegCount == 1)
            return !m_goal || pegs == *m_goal ? 1 : 0;
        const PegBits key = m_symmetries.canonical(pegs);
        if (const std::uint64_t *known = m_memo.find(key))
            return *known;
        if (++m_unreported == kNodeBatch) {
            m_progress.addNodes(m_unreported);
            m_unreported = 0;
            if (m_stop.stop_requested())
                m_failure = Failure::Stopped;
        }
        std::uint64_t total = 0;
        forEachLegal(m_jumps, pegs, [&](const CompiledJump &jump) {
            if (__builtin_add_overflow(total, count(pegs ^ jump.flip, pegCount - 1), &total))
                m_failure = Failure::Overflow;
            return m_failure == Failure::None;
        });
        if (m_failure != Failure::None)
            return 0;
        std::uint64_t *slot = m_memo.insert(key);
        if (!slot) {
            m_failure = Failure::TableFull;
            return 0;
        }
        *slot = total;
        return total;
    }

    void flush()
    {
        m_progress.addNodes(m_unreported);
        m_unreported = 0;
        m_progress.memoryBytes.store(m_memo.bytes(), std::memory_order_relaxed);
    }
    Failure failure() const { return m_failure; }
    std::uint64_t positions() const { return m_memo.size(); }

private:
    const std::vector<CompiledJump> &m_jumps;
    const Symmetries &m_symmetries;
    std::optional<PegBits> m_goal;
    HashTableBase<std::uint64_t> m_memo;
    std::stop_token m_stop;
    Progress &m_progress;
    std::uint64_t m_unreported = 0;
    Failure m_failure = Failure::None;
};

} // namespace

SolutionCount countSolutions(const PegGeometry &geometry, PegBits pegs, const SolveOptions &options,
                             std::stop_token stop, Progress &progress)
{
    const auto started = Clock::now();
    SolutionCount result;
    pegs &= geometry.allHoles();
    std::optional<PegBits> goal;
    if (options.finishHole && *options.finishHole >= 0 && *options.finishHole < geometry.holeCount())
        goal = bit(*options.finishHole);
    else if (options.finishHole)
        goal = 0; // no such hole: nothing ends there

    const auto jumps = compileJumps(geometry);
    const Symmetries symmetries(geometry, goal.value_or(0));
    SolutionCounter counter(jumps, symmetries, goal, options.memoryBudgetBytes, std::move(stop), progress);
    result.solutions = pegs ? counter.count(pegs, std::popcount(pegs)) : 0;
    counter.flush();
    result.nodes = counter.positions();
    switch (counter.failure()) {
    case SolutionCounter::Failure::None:
        result.status = SolveStatus::Solved;
        break;
    case SolutionCounter::Failure::Stopped:
        result.status = SolveStatus::Stopped;
        break;
    case SolutionCounter::Failure::TableFull:
        result.status = SolveStatus::LimitReached;
        result.reason = message(
            "pegs",
            PB_TRANSLATE_NOOP("pegs", "The table of counted positions filled the memory budget of %1"),
            {formatBytes(options.memoryBudgetBytes)});
        break;
    case SolutionCounter::Failure::Overflow:
        result.status = SolveStatus::LimitReached;
        result.reason = message("pegs", PB_TRANSLATE_NOOP("pegs", "There are more than 2^64 solutions"));
        break;
    }
    if (result.status != SolveStatus::Solved)
        result.solutions = 0;
    result.millis = millisSince(started);
    return result;
}

} // namespace pb::pegs
