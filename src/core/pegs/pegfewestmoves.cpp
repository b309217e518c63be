#include "pegfewestmoves.h"

#include "pegfewest_p.h"
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

// Iterative deepening on the number of moves. A round looks for a line of at
// most `budget` moves depth-first; a position is cut when a lower bound of the
// moves it still needs exceeds what is left. The bound is the largest of a
// static count (below), the endgame table's (exact within its depth, above
// it beyond) and what the table has learned: a position whose subtree failed
// stores the least number of moves any of its moves could still need plus
// one, which stays true in every later round, so each round re-expands only
// what the larger budget opens up. A position outside the endgame's depth
// only ever stores more than that depth, so a stored count at most the depth
// is always the endgame's exact one.
class FewestMovesSearch {
public:
    FewestMovesSearch(const PegGeometry &geometry, std::optional<PegBits> target, const Symmetries &symmetries,
                      FewestTable &table, int exactDepth, const PositionFilter &inEndgame, std::stop_token stop,
                      Progress &progress)
        : m_target(target)
        , m_symmetries(symmetries)
        , m_table(table)
        , m_hops(forwardHops(geometry, symmetries))
        , m_exactDepth(exactDepth)
        , m_inEndgame(inEndgame)
        , m_stop(std::move(stop))
        , m_progress(progress)
    {
        PegBits jumpable = 0;
        for (const Jump &jump : geometry.jumps())
            jumpable |= bit(jump.over);
        m_unjumpable = geometry.allHoles() & ~jumpable;
    }

    // Looks for a line of at most `budget` moves from `pegs`: kFound (line()
    // holds it), kStopped, kTableFull, or a lower bound above `budget` of
    // the moves needed (kNever or more: none).
    int round(PegBits pegs, int budget)
    {
        m_line.clear();
        const PegBits key = m_symmetries.canonical(pegs);
        const int bound = tableBound(key, staticBound(pegs));
        if (bound > budget)
            return bound;
        const int result = visit(pegs, key, bound, budget);
        m_progress.addNodes(m_unreported);
        m_unreported = 0;
        m_progress.memoryBytes.store(m_table.bytes() + m_inEndgame.bytes(), std::memory_order_relaxed);
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
        if ((pegs & (pegs - 1)) == 0)
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
        PegBits key;     // canonical under the symmetries
        int bound;       // see tableBound()
        int hops;        // in the chain that made it
    };

    // `bound` is tableBound(key, staticBound(pegs)), at most `budget`.
    int visit(PegBits pegs, PegBits key, int bound, int budget)
    {
        if (bound <= std::max(m_exactDepth, 0)) {
            finishFrom(pegs, bound);
            return kFound;
        }
        ++m_nodes;
        if (++m_unreported == kNodeBatch) {
            m_progress.addNodes(m_unreported);
            m_unreported = 0;
            m_progress.memoryBytes.store(m_table.bytes() + m_inEndgame.bytes(), std::memory_order_relaxed);
            if (m_stop.stop_requested())
                return kStopped;
        }

        const std::size_t first = m_children.size();
        int least = gatherChildren(pegs, budget - 1);
        int outcome = kNever;
        PegBits previous = 0;
        for (std::size_t i = first; i < m_children.size(); ++i) {
            const Child child = m_children[i];
            // Chains to the same position, or to mirror images, are next to each other.
            if (child.key == previous)
                continue;
            previous = child.key;
            const int result = visit(child.pegs, child.key, child.bound, budget - 1);
            if (result == kFound) {
                findChain(pegs, [&](PegBits next) { return next == child.pegs; });
                m_line.push_back(chainToString(m_chain));
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
        if (outcome != kNever)
            return outcome;

        if (!m_table.raise(key, std::min(least, kNever)))
            return kTableFull;
        return least;
    }

    // Appends to m_children those of `pegs` whose bound leaves them a chance
    // within `budget`, likely finishes first (the least bound, then the
    // longest chain); returns the least bound + 1 of the others.
    int gatherChildren(PegBits pegs, int budget)
    {
        const std::size_t first = m_children.size();
        m_childBudget = budget;
        m_leastCut = kNever;
        const Images images = imagesOf(m_symmetries, pegs);
        for (PegBits movers = pegs; movers; movers &= movers - 1)
            extendChain(pegs, images, lowestHole(movers), 1);
        int least = m_leastCut;
        std::size_t kept = first;
        // Within the endgame's depth only the endgame's positions have a
        // chance, and most are known not to be without a probe of the table.
        if (budget <= m_exactDepth) {
            for (std::size_t i = first; i < m_children.size(); ++i) {
                if (m_inEndgame.mayContain(m_children[i].key)) {
                    m_table.prefetch(m_children[i].key);
                    m_children[kept++] = m_children[i];
                } else {
                    least = std::min(least, m_exactDepth + 2);
                }
            }
            m_children.resize(kept);
            kept = first;
        }
        for (std::size_t i = first; i < m_children.size(); ++i) {
            Child child = m_children[i];
            child.bound = tableBound(child.key, child.bound);
            if (child.bound > budget) {
                least = std::min(least, child.bound + 1);
                continue;
            }
            m_children[kept++] = child;
        }
        m_children.resize(kept);
        std::sort(m_children.begin() + std::ptrdiff_t(first), m_children.end(), [](const Child &a, const Child &b) {
            if (a.bound != b.bound)
                return a.bound < b.bound;
            return a.hops != b.hops ? a.hops > b.hops : a.key < b.key;
        });
        return least;
    }

    // The larger of `bound` and what the table says of the position `key`:
    // its count when the endgame table has it, else at least one more than
    // the endgame's depth.
    int tableBound(PegBits key, int bound) const
    {
        const int known = m_table.find(key);
        if (known >= 0 && known <= m_exactDepth)
            return known;
        return std::max({bound, known, m_exactDepth + 1});
    }

    // The line from `pegs`, which the endgame table says needs `moves`, down
    // to the goal: at each step a move to a position that needs one fewer.
    void finishFrom(PegBits pegs, int moves)
    {
        std::vector<std::string> tail;
        for (; moves > 0; --moves) {
            pegs = findChain(pegs, [&](PegBits next) {
                return m_table.find(m_symmetries.canonical(next)) == moves - 1;
            });
            tail.push_back(chainToString(m_chain));
        }
        m_line.insert(m_line.end(), tail.rbegin(), tail.rend());
    }

    // A chain from `pegs` to a position `wanted` accepts, left in m_chain;
    // returns that position.
    template<class Wanted>
    PegBits findChain(PegBits pegs, const Wanted &wanted)
    {
        PegBits found = 0;
        for (PegBits movers = pegs; movers && !found; movers &= movers - 1) {
            m_chain.assign(1, lowestHole(movers));
            found = chainFrom(pegs, lowestHole(movers), wanted);
        }
        return found;
    }
    template<class Wanted>
    PegBits chainFrom(PegBits pegs, int hole, const Wanted &wanted)
    {
        for (const Hop &hop : m_hops[std::size_t(hole)]) {
            if ((pegs & hop.need) != hop.need || (pegs & hop.land))
                continue;
            const PegBits next = pegs ^ hop.flip;
            m_chain.push_back(hop.to);
            if (wanted(next))
                return next;
            if (const PegBits found = chainFrom(next, hop.to, wanted))
                return found;
            m_chain.pop_back();
        }
        return 0;
    }

    // Every chain the peg in `hole` can go on with, `hops` hops so far.
    void extendChain(PegBits pegs, const Images &images, int hole, int hops)
    {
        for (const Hop &hop : m_hops[std::size_t(hole)]) {
            if ((pegs & hop.need) != hop.need || (pegs & hop.land))
                continue;
            const PegBits next = pegs ^ hop.flip;
            const Images nextImages = hop.play(images);
            addChild(next, nextImages, hops);
            extendChain(next, nextImages, hop.to, hops + 1);
        }
    }

    // A child whose static bound already exceeds the budget left is only
    // counted (in m_leastCut), so no symmetry or table is asked about it.
    void addChild(PegBits pegs, const Images &images, int hops)
    {
        const int bound = staticBound(pegs);
        if (bound > m_childBudget) {
            m_leastCut = std::min(m_leastCut, bound + 1);
            return;
        }
        const PegBits key = canonicalOf(pegs, images);
        // What is asked of it first loads while the other children are found.
        if (m_childBudget <= m_exactDepth)
            m_inEndgame.prefetch(key);
        else
            m_table.prefetch(key);
        m_children.push_back(Child{pegs, key, bound, hops});
    }

    const std::optional<PegBits> m_target;
    const Symmetries &m_symmetries;
    FewestTable &m_table;
    const HopTable m_hops;
    const int m_exactDepth; // the endgame table's depth
    const PositionFilter &m_inEndgame;
    PegBits m_unjumpable = 0;
    std::stop_token m_stop;
    Progress &m_progress;
    std::uint64_t m_nodes = 0;
    std::uint64_t m_unreported = 0;
    // The children of every position on the current path, one after another.
    std::vector<Child> m_children;
    std::vector<int> m_chain; // findChain()'s
    int m_childBudget = 0;    // the moves left to the children being generated
    int m_leastCut = kNever;  // the least bound + 1 of the children cut at once
    std::vector<std::string> m_line;
};

// The endgame table grows while its last layer is small. Its layers grow
// several times over per move, and the search's work falls by about as much
// per move the table answers, so it stops about where the two costs meet (on
// the English board at 6 moves: 0.8 million positions).
constexpr std::size_t kLayerCap = std::size_t(1) << 19;
// A layer is taken to be at most this many times the one before when its
// memory is judged before it is grown.
constexpr std::size_t kLayerGrowth = 8;

struct EndgameRun {
    std::optional<int> depth; // none: stopped
    std::uint64_t nodes = 0;
    PositionFilter filter;    // of the positions in the table
};

// Grows the endgame table within half the memory budget, leaving the other
// half to the search. Depth -1 when not even the goal fitted.
EndgameRun growEndgame(const PegGeometry &geometry, std::optional<PegBits> target, PegBits start,
                       const Symmetries &symmetries, FewestTable &table, std::size_t budget, std::stop_token stop,
                       Progress &progress)
{
    Endgame endgame(geometry, target, pegCount(start), symmetries, table, std::move(stop), progress);
    EndgameRun run;
    run.depth = endgame.depth();
    for (;;) {
        // A slot of the table is 9 bytes, at most 3/4 full, twice over while
        // it doubles; a position of the layers is 8 more.
        const std::size_t positions = table.size() + kLayerGrowth * endgame.layerSize();
        if (endgame.layerSize() == 0 || endgame.layerSize() >= kLayerCap || positions * 32 > budget / 2)
            break;
        const Endgame::Growth growth = endgame.grow();
        if (growth == Endgame::Growth::Stopped)
            run.depth.reset();
        else
            run.depth = endgame.depth();
        if (growth != Endgame::Growth::Grown)
            break;
    }
    if (run.depth && table.size() == 0)
        run.depth = -1;
    run.nodes = endgame.nodes();
    // About 2 bytes a position, once the layers are gone.
    if (run.depth && *run.depth > 0 && table.size() * 32 < budget / 2) {
        run.filter = PositionFilter(table.size());
        table.forEachKey([&](PegBits key) { run.filter.add(key); });
    }
    return run;
}

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
    FewestTable table(geometry.holeCount(), options.memoryBudgetBytes);
    const std::uint64_t firstNodes = result.nodes;
    EndgameRun endgame = growEndgame(geometry, target, pegs, symmetries, table, options.memoryBudgetBytes,
                                           stop, progress);
    if (!endgame.depth) {
        result.status = SolveStatus::Stopped;
        result.moves.clear();
        result.nodes = firstNodes + endgame.nodes;
        return finish();
    }
    FewestMovesSearch search(geometry, target, symmetries, table, *endgame.depth, endgame.filter, std::move(stop),
                             progress);

    // Rounds up to one move fewer than the line in hand: if none of them
    // finds a line, that one is the fewest.
    int budget = std::max(search.staticBound(pegs), 0);
    int outcome = budget;
    while (budget < known) {
        outcome = search.round(pegs, budget);
        if (outcome < 0)
            break;
        budget = outcome;
    }
    result.nodes = firstNodes + endgame.nodes + search.nodes();
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
