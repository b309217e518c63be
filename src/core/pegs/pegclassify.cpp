#include "pegclassify.h"

#include "pegsearch_p.h"

#include <atomic>
#include <chrono>
#include <thread>

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

// What the searches of a portfolio (searchFinishes) tell each other: the holes
// any of them reached, and that one of them has its answer.
struct SharedFinish {
    std::atomic<PegBits> found{0};
    std::atomic<bool> over{false};
};

// Depth-first search for the finishing holes in `wanted`. The table holds
// positions explored to the end: whatever hole in `wanted` such a position could
// reach was reached and left `wanted` then, so meeting it again changes nothing.
// As `wanted` only shrinks this stays true for the rest of the search.
//
// `symmetries` must map the root position onto itself: then the root reaching
// hole h also reaches every image of h, and `wanted` stays a union of orbits, so
// a table keyed by canonical positions is sound.
//
// Once the search is long and few holes are still wanted, it learns pagoda
// functions from the positions it fails to finish (PagodaPruner) and cuts every
// position they prove cannot reach any wanted hole. Such a cut is exact, so the
// table still holds only positions that reach no wanted hole, and an exhausted
// search remains a proof.
//
// In a portfolio, holes another search reached leave `wanted` too: the table's
// facts stay true for the smaller set.
template<class Table>
class FinishSearch {
public:
    FinishSearch(const PegGeometry &geometry, const std::vector<CompiledJump> &jumps,
                 const Symmetries &symmetries, Table &table, PegBits wanted,
                 const PagodaLearning &learning, SharedFinish *shared, std::stop_token stop,
                 Progress &progress)
        : m_jumps(jumps)
        , m_symmetries(symmetries)
        , m_table(table)
        , m_wanted(wanted)
        , m_pruner(geometry, symmetries)
        , m_learning(learning)
        , m_learnMin(std::max(3, geometry.holeCount() / 5))
        , m_learnMax(std::max(4, geometry.holeCount() / 2))
        , m_shared(shared)
        , m_stop(std::move(stop))
        , m_progress(progress)
        , m_started(Clock::now())
    {
    }

    Step run(PegBits pegs)
    {
        const Step step = m_wanted ? visit(pegs, pegCount(pegs)) : Step::Done;
        m_progress.addNodes(m_unreported);
        m_unreported = 0;
        return step;
    }

    PegBits found() const { return m_found; }
    PegBits wanted() const { return m_wanted; }
    std::uint64_t nodes() const { return m_nodes; }
    std::size_t pagodas() const { return m_pruner.count(); }

private:
    Step visit(PegBits pegs, int count)
    {
        if (count == 1)
            return reached(pegs);
        if (m_pruning && m_pruner.refutes(pegs, m_wanted))
            return Step::Continue;
        const PegBits key = m_symmetries.canonical(pegs);
        if (m_table.contains(key))
            return Step::Continue;
        return expand(pegs, key, count);
    }

    Step reached(PegBits peg)
    {
        if (peg & m_wanted) {
            const PegBits orbit = m_symmetries.orbit(peg);
            m_found |= orbit;
            if (m_shared)
                m_shared->found.fetch_or(orbit, std::memory_order_relaxed);
            m_wanted &= ~orbit;
            if (!m_wanted)
                return Step::Done;
        }
        return Step::Continue;
    }

    // `pegs` is not in the table: explores its children and then records it.
    Step expand(PegBits pegs, PegBits key, int count)
    {
        ++m_nodes;
        if (++m_unreported == kNodeBatch) {
            m_progress.addNodes(m_unreported);
            m_unreported = 0;
            if (m_stop.stop_requested())
                return Step::Stopped;
            if (m_shared) {
                if (m_shared->over.load(std::memory_order_relaxed))
                    return Step::Stopped;
                m_wanted &= ~m_shared->found.load(std::memory_order_relaxed);
                if (!m_wanted)
                    return Step::Done;
            }
        }

        Step step = Step::Continue;
        if (count == 2) {
            forEachLegal(m_jumps, pegs, [&](const CompiledJump &jump) {
                step = reached(pegs ^ jump.flip);
                return step == Step::Continue;
            });
        } else {
            // Most children are settled by one table probe, a cache miss on a
            // large table. Probing them all only after every probe has been
            // prefetched overlaps those misses instead of paying them in turn.
            const std::size_t base = m_children.size();
            forEachLegal(m_jumps, pegs, [&](const CompiledJump &jump) {
                const PegBits child = pegs ^ jump.flip;
                if (m_pruning && m_pruner.refutes(child, m_wanted))
                    return true;
                const PegBits childKey = m_symmetries.canonical(child);
                m_table.prefetch(childKey);
                m_children.push_back(Child{child, childKey});
                return true;
            });
            for (std::size_t i = base; i < m_children.size() && step == Step::Continue; ++i) {
                const Child child = m_children[i];
                if (!m_table.contains(child.key))
                    step = expand(child.pegs, child.key, count - 1);
            }
            m_children.resize(base);
        }
        if (step != Step::Continue)
            return step;
        if (count >= m_learnMin && count <= m_learnMax && m_nodes >= m_learning.afterNodes
            && ++m_offered % m_learning.sampleEvery == 0)
            maybeLearn(pegs);
        return m_table.insert(key) ? Step::Continue : Step::TableFull;
    }

    // Offers a failed position to the LP while its share of the time allows.
    void maybeLearn(PegBits pegs)
    {
        if (pegCount(m_wanted) > m_learning.maxWanted)
            return;
        const auto now = Clock::now();
        const double elapsed = std::chrono::duration<double>(now - m_started).count();
        if (m_learning.timeShare >= 0 && m_lpSeconds > m_learning.timeShare * elapsed)
            return;
        if (m_pruner.learn(pegs, m_wanted))
            m_pruning = true;
        m_lpSeconds += std::chrono::duration<double>(Clock::now() - now).count();
    }

    struct Child {
        PegBits pegs;
        PegBits key;
    };

    const std::vector<CompiledJump> &m_jumps;
    const Symmetries &m_symmetries;
    Table &m_table;
    std::vector<Child> m_children; // the children of every position on the path, level after level
    PegBits m_wanted;
    PegBits m_found = 0;
    PagodaPruner m_pruner;
    bool m_pruning = false; // some pagoda was learned
    PagodaLearning m_learning;
    int m_learnMin;
    int m_learnMax;
    SharedFinish *m_shared;
    std::uint64_t m_offered = 0;
    double m_lpSeconds = 0;
    std::stop_token m_stop;
    Progress &m_progress;
    Clock::time_point m_started;
    std::uint64_t m_nodes = 0;
    std::uint64_t m_unreported = 0;
};

struct SearchOutcome {
    Step step = Step::Stopped;
    PegBits found = 0;
    PegBits unresolved = 0; // still wanted when the search ended early
    std::uint64_t nodes = 0;
    std::size_t pagodas = 0;
    std::size_t tableBytes = 0;
};

template<class Table>
SearchOutcome runFinishSearch(const PegGeometry &geometry, const std::vector<CompiledJump> &jumps,
                              PegBits pegs, PegBits wanted, const Symmetries &symmetries, Table &table,
                              const PagodaLearning &learning, SharedFinish *shared, std::stop_token stop,
                              Progress &progress)
{
    FinishSearch<Table> search(geometry, jumps, symmetries, table, wanted, learning, shared, std::move(stop),
                               progress);
    SearchOutcome outcome;
    outcome.step = search.run(pegs);
    outcome.found = search.found();
    outcome.unresolved = outcome.step == Step::Continue || outcome.step == Step::Done ? 0 : search.wanted();
    outcome.nodes = search.nodes();
    outcome.pagodas = search.pagodas();
    outcome.tableBytes = table.bytes();
    return outcome;
}

SearchOutcome searchFinishesWith(const PegGeometry &geometry, const std::vector<CompiledJump> &jumps,
                                 PegBits pegs, PegBits wanted, const Symmetries &symmetries,
                                 std::size_t budget, const PagodaLearning &learning, SharedFinish *shared,
                                 std::stop_token stop, Progress &progress)
{
    const int holes = geometry.holeCount();
    if (holes <= kMaxBitsetHoles && BitsetTable::bytesFor(holes) <= budget) {
        BitsetTable table(holes);
        if (table.allocated())
            return runFinishSearch(geometry, jumps, pegs, wanted, symmetries, table, learning, shared,
                                   std::move(stop), progress);
    }
    HashTable table(budget);
    return runFinishSearch(geometry, jumps, pegs, wanted, symmetries, table, learning, shared, std::move(stop),
                           progress);
}

// Reaches `wanted` from `pegs` where it can, with the cheapest exact table the
// budget allows.
SearchOutcome searchFinishes(const PegGeometry &geometry, const std::vector<CompiledJump> &jumps,
                             const std::vector<CompiledJump> &otherJumps, PegBits pegs, PegBits wanted,
                             const SolveOptions &options, const PagodaLearning &learning, std::stop_token stop,
                             Progress &progress)
{
    const Symmetries symmetries(geometry, pegs);
    if (geometry.holeCount() <= kPortfolioHoles || !wanted) {
        SearchOutcome outcome = searchFinishesWith(geometry, jumps, pegs, wanted, symmetries,
                                                   options.memoryBudgetBytes, learning, nullptr,
                                                   std::move(stop), progress);
        progress.memoryBytes.store(outcome.tableBytes, std::memory_order_relaxed);
        return outcome;
    }
    SharedFinish shared;
    const std::size_t budget = options.memoryBudgetBytes / 2;
    SearchOutcome second;
    std::thread helper([&] {
        second = searchFinishesWith(geometry, otherJumps, pegs, wanted, symmetries, budget, learning, &shared,
                                    stop, progress);
        if (second.step == Step::Continue || second.step == Step::Done)
            shared.over.store(true);
    });
    SearchOutcome first = searchFinishesWith(geometry, jumps, pegs, wanted, symmetries, budget, learning,
                                             &shared, stop, progress);
    if (first.step == Step::Continue || first.step == Step::Done)
        shared.over.store(true);
    helper.join();

    auto complete = [](const SearchOutcome &o) { return o.step == Step::Continue || o.step == Step::Done; };
    SearchOutcome outcome = complete(first) ? first : complete(second) ? second : first;
    if (!complete(first) && !complete(second) && second.step == Step::TableFull)
        outcome.step = Step::TableFull; // one ran out of memory, the other was stopped
    outcome.found = first.found | second.found;
    outcome.unresolved = complete(outcome) ? 0 : wanted & ~outcome.found;
    outcome.nodes = first.nodes + second.nodes;
    outcome.pagodas = first.pagodas + second.pagodas;
    outcome.tableBytes = first.tableBytes + second.tableBytes;
    progress.memoryBytes.store(outcome.tableBytes, std::memory_order_relaxed);
    return outcome;
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
        const int pivot = lowestHole(v);
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
        if (pegCount((a ^ b) & mask) & 1)
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

namespace detail {

FinishHoles finishHolesLearning(const PegGeometry &geometry, PegBits pegs, const SolveOptions &options,
                                const PagodaLearning &learning, std::stop_token stop, Progress &progress,
                                std::size_t *pagodas)
{
    const auto started = Clock::now();
    FinishHoles result;
    pegs &= geometry.allHoles();
    const PegBits candidates = pegs ? classFinishCandidates(geometry, pegs) : 0;
    result.classExcluded = geometry.allHoles() & ~candidates;

    const auto jumps = compileJumps(geometry);
    const SearchOutcome outcome = searchFinishes(geometry, jumps, centreFirst(geometry, jumps), pegs, candidates,
                                                 options, learning, std::move(stop), progress);
    result.holes = outcome.found;
    result.undecided = outcome.unresolved;
    result.nodes = outcome.nodes;
    if (pagodas)
        *pagodas = outcome.pagodas;
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

} // namespace detail

FinishHoles finishHoles(const PegGeometry &geometry, PegBits pegs, const SolveOptions &options,
                        std::stop_token stop, Progress &progress)
{
    return finishHolesLearning(geometry, pegs, options, PagodaLearning{}, std::move(stop), progress);
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
    const auto otherJumps = centreFirst(geometry, jumps);
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
        const SearchOutcome outcome = searchFinishes(geometry, jumps, otherJumps, start, candidates & ~result.decided,
                                                     options, PagodaLearning{}, stop, progress);
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
            const int image = lowestHole(board.map(t, bit(vacancy)));
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
    if (options.targetCell && *options.targetCell >= 0 && *options.targetCell < geometry.holeCount())
        goal = bit(*options.targetCell);
    else if (options.targetCell)
        goal = 0; // no such hole: nothing ends there

    const auto jumps = compileJumps(geometry);
    const Symmetries symmetries(geometry, goal.value_or(0));
    SolutionCounter counter(jumps, symmetries, goal, options.memoryBudgetBytes, std::move(stop), progress);
    result.solutions = pegs ? counter.count(pegs, pegCount(pegs)) : 0;
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
