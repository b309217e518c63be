#include "pegfewestmoves.h"

#include "pegsearch_p.h"
#include "pegsolver.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace pb::pegs {

namespace {

using namespace detail;

// Progress and the stop token are touched once per batch, as in pegsolver.cpp.
constexpr std::uint64_t kNodeBatch = 1024;
// A lower bound of the moves still needed that stands for "never": a position
// that cannot reach the goal at all. Fits the table's one byte per position.
constexpr int kNever = 255;
// What visit() returns besides a lower bound.
constexpr int kFound = -1;
constexpr int kStopped = -2;
constexpr int kTableFull = -3;

// One jump of the moving peg, from the hole it is in.
struct Hop {
    PegBits need; // from and over hold pegs
    PegBits land; // to is empty
    PegBits flip;
    int to;
};

// Iterative deepening on the number of moves. A round looks for a line of at
// most `budget` moves depth-first; a position is cut when a lower bound of the
// moves it still needs exceeds what is left. The bound is the larger of a
// static count (below) and what the table has learned: a position whose
// subtree failed stores the least number of moves any of its moves could
// still need plus one, which stays true in every later round, so each round
// re-expands only what the larger budget opens up.
class FewestMovesSearch {
public:
    using Table = HashTableBase<std::uint8_t>;

    FewestMovesSearch(const PegGeometry &geometry, std::optional<PegBits> target, const Symmetries &symmetries,
                      Table &table, std::stop_token stop, Progress &progress)
        : m_target(target)
        , m_symmetries(symmetries)
        , m_table(table)
        , m_hops(std::size_t(geometry.holeCount()))
        , m_stop(std::move(stop))
        , m_progress(progress)
    {
        PegBits jumpable = 0;
        for (const Jump &jump : geometry.jumps()) {
            m_hops[std::size_t(jump.from)].push_back(Hop{bit(jump.from) | bit(jump.over), bit(jump.to),
                                                         bit(jump.from) | bit(jump.over) | bit(jump.to),
                                                         jump.to});
            jumpable |= bit(jump.over);
        }
        m_unjumpable = geometry.allHoles() & ~jumpable;
    }

    // Looks for a line of at most `budget` moves from `pegs`: kFound (line()
    // holds it), kStopped, kTableFull, or a lower bound above `budget` of
    // the moves needed (kNever or more: none).
    int round(PegBits pegs, int budget)
    {
        m_line.clear();
        const int result = visit(pegs, m_symmetries.canonical(pegs), staticBound(pegs), budget);
        m_progress.addNodes(m_unreported);
        m_unreported = 0;
        m_progress.memoryBytes.store(m_table.bytes(), std::memory_order_relaxed);
        if (result == kFound)
            std::reverse(m_line.begin(), m_line.end());
        return result;
    }

    // A lower bound of the moves `pegs` needs, from the position alone. A peg
    // in a hole no jump passes over can never be removed: it must leave by a
    // move of its own, and two such pegs are two pegs, hence two moves. One of
    // them may instead stay where it is to be the last peg, if that hole is
    // the target.
    int staticBound(PegBits pegs) const
    {
        if (pegCount(pegs) == 1)
            return !m_target || pegs == *m_target ? 0 : kNever;
        const PegBits stuck = pegs & m_unjumpable;
        int bound = pegCount(stuck);
        if (stuck && (!m_target || (stuck & *m_target)))
            --bound;
        return std::max(bound, 1);
    }

    const std::vector<std::string> &line() const { return m_line; }
    std::uint64_t nodes() const { return m_nodes; }

private:
    struct Child {
        PegBits pegs;
        PegBits key; // canonical under the symmetries
        std::uint32_t chain;  // into m_chainHoles
        std::uint32_t length; // holes in the chain
        int bound;
    };

    // `bound` is staticBound(pegs), which the parent knows.
    int visit(PegBits pegs, PegBits key, int bound, int budget)
    {
        if (bound == 0)
            return kFound;
        if (const std::uint8_t *known = m_table.find(key))
            bound = std::max(bound, int(*known));
        if (bound > budget)
            return bound;

        ++m_nodes;
        if (++m_unreported == kNodeBatch) {
            m_progress.addNodes(m_unreported);
            m_unreported = 0;
            m_progress.memoryBytes.store(m_table.bytes(), std::memory_order_relaxed);
            if (m_stop.stop_requested())
                return kStopped;
        }

        const std::size_t first = m_children.size();
        const std::size_t firstHole = m_chainHoles.size();
        m_childBudget = budget - 1;
        m_leastCut = kNever;
        for (PegBits movers = pegs; movers; movers &= movers - 1) {
            const int start = lowestHole(movers);
            m_chain.assign(1, start);
            extendChain(pegs, start, first);
        }
        int least = m_leastCut;
        // The children's table slots load while the others are sorted and searched.
        for (std::size_t i = first; i < m_children.size(); ++i)
            m_table.prefetch(m_children[i].key);
        // Likely finishes first: the least bound, then the longest chain.
        std::sort(m_children.begin() + std::ptrdiff_t(first), m_children.end(), [](const Child &a, const Child &b) {
            return a.bound != b.bound ? a.bound < b.bound : pegCount(a.pegs) < pegCount(b.pegs);
        });

        int outcome = kNever;
        for (std::size_t i = first; i < m_children.size(); ++i) {
            const Child child = m_children[i];
            const int result = visit(child.pegs, child.key, child.bound, budget - 1);
            if (result == kFound) {
                std::vector<int> holes(m_chainHoles.begin() + child.chain,
                                       m_chainHoles.begin() + child.chain + child.length);
                m_line.push_back(chainToString(holes));
                outcome = kFound;
                break;
            }
            if (result < 0) {
                outcome = result;
                break;
            }
            least = std::min(least, result + 1);
        }
        m_children.resize(first);
        m_chainHoles.resize(firstHole);
        if (outcome != kNever)
            return outcome;

        std::uint8_t *stored = m_table.insert(key);
        if (!stored)
            return kTableFull;
        *stored = std::uint8_t(std::max(int(*stored), std::min(least, kNever)));
        return least;
    }

    // Every chain the peg in `hole` can go on with, each recorded as a child
    // unless a chain before it reached the same position or a mirror image.
    void extendChain(PegBits pegs, int hole, std::size_t first)
    {
        for (const Hop &hop : m_hops[std::size_t(hole)]) {
            if ((pegs & hop.need) != hop.need || (pegs & hop.land))
                continue;
            const PegBits next = pegs ^ hop.flip;
            m_chain.push_back(hop.to);
            addChild(next, first);
            extendChain(next, hop.to, first);
            m_chain.pop_back();
        }
    }

    // A child whose static bound already exceeds the budget left is only
    // counted (in m_leastCut), so no symmetry or table is asked about it.
    void addChild(PegBits pegs, std::size_t first)
    {
        const int bound = staticBound(pegs);
        if (bound > m_childBudget) {
            m_leastCut = std::min(m_leastCut, bound + 1);
            return;
        }
        const PegBits key = m_symmetries.canonical(pegs);
        for (std::size_t i = first; i < m_children.size(); ++i) {
            if (m_children[i].key == key)
                return;
        }
        m_children.push_back(Child{pegs, key, std::uint32_t(m_chainHoles.size()), std::uint32_t(m_chain.size()),
                                   bound});
        m_chainHoles.insert(m_chainHoles.end(), m_chain.begin(), m_chain.end());
    }

    const std::optional<PegBits> m_target;
    const Symmetries &m_symmetries;
    Table &m_table;
    std::vector<std::vector<Hop>> m_hops; // by the hole jumped from
    PegBits m_unjumpable = 0;
    std::stop_token m_stop;
    Progress &m_progress;
    std::uint64_t m_nodes = 0;
    std::uint64_t m_unreported = 0;
    // The children of every position on the current path, one after another.
    std::vector<Child> m_children;
    std::vector<int> m_chainHoles;
    std::vector<int> m_chain; // the chain being extended
    int m_childBudget = 0;    // the moves left to the children being generated
    int m_leastCut = kNever;  // the least bound + 1 of the children cut at once
    std::vector<std::string> m_line;
};

std::vector<int> holesOf(const std::string &move)
{
    std::vector<int> holes;
    std::size_t begin = 0;
    while (begin <= move.size()) {
        const std::size_t dash = std::min(move.find('-', begin), move.size());
        holes.push_back(std::stoi(move.substr(begin, dash - begin)));
        begin = dash + 1;
    }
    return holes;
}

} // namespace

std::string chainToString(const std::vector<int> &holes)
{
    std::string text;
    for (const int hole : holes) {
        if (!text.empty())
            text += '-';
        text += std::to_string(hole);
    }
    return text;
}

std::vector<std::string> joinChains(const std::vector<std::string> &jumps)
{
    std::vector<std::vector<int>> chains;
    for (const std::string &jump : jumps) {
        const std::vector<int> holes = holesOf(jump);
        if (!chains.empty() && chains.back().back() == holes.front())
            chains.back().insert(chains.back().end(), holes.begin() + 1, holes.end());
        else
            chains.push_back(holes);
    }
    std::vector<std::string> moves;
    moves.reserve(chains.size());
    for (const std::vector<int> &chain : chains)
        moves.push_back(chainToString(chain));
    return moves;
}

SolveResult solveFewestMoves(const PegGeometry &geometry, PegBits pegs, const SolveOptions &options,
                             std::stop_token stop, Progress &progress)
{
    const auto started = std::chrono::steady_clock::now();
    pegs &= geometry.allHoles();

    // Whether one peg can be left at all is the ordinary solver's question,
    // with its proofs and its closest line; its line is also a first answer.
    SolveOptions first = options;
    first.goal = SolveGoal::Solve;
    SolveResult result = solvePegs(geometry, pegs, first, stop, progress);
    const auto finish = [&]() -> SolveResult {
        result.millis = std::chrono::duration_cast<std::chrono::milliseconds>(
                            std::chrono::steady_clock::now() - started)
                            .count();
        return result;
    };
    if (result.status != SolveStatus::Solved)
        return finish();
    result.moves = joinChains(result.moves);
    const int known = int(result.moves.size());

    std::optional<PegBits> target;
    if (options.targetCell)
        target = bit(*options.targetCell);
    const Symmetries symmetries(geometry, target.value_or(0));
    FewestMovesSearch::Table table(options.memoryBudgetBytes);
    FewestMovesSearch search(geometry, target, symmetries, table, std::move(stop), progress);
    const std::uint64_t firstNodes = result.nodes;

    // Rounds up to one move fewer than the line in hand: if none of them
    // finds a line, that one is the fewest.
    int budget = search.staticBound(pegs);
    int outcome = budget;
    while (budget < known) {
        outcome = search.round(pegs, budget);
        if (outcome < 0)
            break;
        budget = outcome;
    }
    result.nodes = firstNodes + search.nodes();
    switch (outcome) {
    case kFound:
        result.moves = search.line();
        result.optimal = true;
        break;
    case kStopped:
        result.status = SolveStatus::Stopped;
        result.moves.clear();
        break;
    case kTableFull:
        result.status = SolveStatus::LimitReached;
        result.reason = countMessage(
            "pegs",
            PB_TRANSLATE_N_NOOP("pegs", "The table of positions filled the memory budget of %1 after %2 positions; a line of %n move(s) was found, but not proved the fewest"),
            known, {formatBytes(options.memoryBudgetBytes), std::to_string(result.nodes)});
        // The line in hand stays: a solution, only not proved the fewest.
        break;
    default:
        result.optimal = true;
        break;
    }
    return finish();
}

} // namespace pb::pegs
