#include "pegbeam_p.h"

#include <algorithm>
#include <map>

namespace pb::pegs::detail {

namespace {

// Polling the stop token and publishing progress once per this many
// positions expanded keeps a Stop well under 100 ms even at the widest beam.
constexpr std::uint64_t kExpandBatch = 256;
// How compact a position is: the length of the boundary of its pegs, each side
// of a peg that faces a hole without a peg or the board's edge counting one,
// and one more for each peg without a peg beside it (it must wait for another
// peg to come to it). Counting the board's edge as a boundary draws the pegs
// to the middle, where they keep the most jumps open (the idea of M. Khrapov's
// level-by-level peg solver); with it, over every start the New dialog offers,
// no line needed a beam wider than 512, against 4,096 without. Adjacent pairs
// are grouped by the difference of their hole numbers: on a rectangle that is
// 1 (along a row) or the row length (down a column), and every pair of a group
// is tested by one shift. The edge is counted by popcounts too: m_edgeSides[k]
// holds the holes with more than k sides on the edge.
class Compactness {
public:
    explicit Compactness(const PegGeometry &geometry)
    {
        std::map<int, PegBits> lowEnds;
        for (const Jump &jump : geometry.jumps()) {
            const int low = std::min(jump.from, jump.over);
            const int high = std::max(jump.from, jump.over);
            lowEnds[high - low] |= bit(low);
        }
        std::vector<int> neighbours(std::size_t(geometry.holeCount()), 0);
        for (const auto &[delta, lows] : lowEnds) {
            m_groups.push_back({delta, lows});
            for (PegBits rest = lows; rest; rest &= rest - 1) {
                ++neighbours[std::size_t(lowestHole(rest))];
                ++neighbours[std::size_t(lowestHole(rest) + delta)];
            }
        }
        // A hole in the open has as many sides as the board's best-connected hole.
        const int sides = neighbours.empty() ? 0 : *std::max_element(neighbours.begin(), neighbours.end());
        m_edgeSides.assign(std::size_t(sides), 0);
        for (int hole = 0; hole < geometry.holeCount(); ++hole) {
            for (int k = 0; k < sides - neighbours[std::size_t(hole)]; ++k)
                m_edgeSides[std::size_t(k)] |= bit(hole);
        }
    }

    int cost(PegBits pegs) const
    {
        int boundaries = 0;
        PegBits accompanied = 0;
        for (const Group &group : m_groups) {
            const PegBits lowPeg = pegs & group.lows;
            const PegBits highPeg = (pegs >> group.delta) & group.lows;
            boundaries += pegCount(lowPeg ^ highPeg);
            const PegBits both = lowPeg & highPeg;
            accompanied |= both | (both << group.delta);
        }
        int edge = 0;
        for (const PegBits holes : m_edgeSides)
            edge += pegCount(pegs & holes);
        return boundaries + edge + pegCount(pegs & ~accompanied);
    }

private:
    struct Group {
        int delta;
        PegBits lows; // the lower hole of every pair of this group
    };
    std::vector<Group> m_groups;
    std::vector<PegBits> m_edgeSides;
};

struct Node {
    PegBits pegs;
    std::uint32_t parent; // in the level before
    std::int32_t jump;    // the jump from the parent, into PegGeometry::jumps()
};

struct Child {
    PegBits key; // canonical image: mirror images are one child
    Node node;
    int cost; // set when the level is cut to the width
};

class Beam {
public:
    Beam(const PegGeometry &geometry, const std::vector<CompiledJump> &jumps, int pegs, std::optional<PegBits> hole,
         std::size_t budgetBytes, std::stop_token stop, RaceLane lane, Progress &progress)
        : m_jumps(jumps)
        , m_pegs(pegs)
        , m_hole(hole)
        , m_symmetries(geometry, hole.value_or(0))
        , m_compactness(geometry)
        , m_budget(budgetBytes)
        , m_stop(std::move(stop))
        , m_lane(lane)
        , m_progress(progress)
    {
    }

    ~Beam() { report(0); }

    // One beam of `width` from `start`.
    BeamOutcome run(PegBits start, std::size_t width)
    {
        m_levels.assign(1, std::vector<Node>{Node{start, 0, -1}});
        for (int count = pegCount(start);; --count) {
            const std::vector<Node> &level = m_levels.back();
            if (count <= m_pegs) {
                for (const Node &node : level) {
                    if (count == m_pegs && (!m_hole || node.pegs == *m_hole)) {
                        m_found = std::size_t(&node - level.data());
                        return BeamOutcome::Found;
                    }
                }
                return BeamOutcome::NotFound;
            }
            if (!expand(level))
                return BeamOutcome::Stopped;
            if (m_children.empty())
                return BeamOutcome::NotFound;
            std::sort(m_children.begin(), m_children.end(), [](const Child &a, const Child &b) { return a.key < b.key; });
            m_children.erase(std::unique(m_children.begin(), m_children.end(),
                                         [](const Child &a, const Child &b) { return a.key == b.key; }),
                             m_children.end());
            if (m_children.size() > width) {
                // Scored only now, once duplicates are merged; a level within
                // the width needs no score at all.
                for (Child &child : m_children)
                    child.cost = m_compactness.cost(child.node.pegs);
                std::nth_element(m_children.begin(), m_children.begin() + std::ptrdiff_t(width), m_children.end(),
                                 [](const Child &a, const Child &b) {
                                     return a.cost != b.cost ? a.cost < b.cost : a.key < b.key;
                                 });
                m_children.resize(width);
            }
            if (heldBytes() + m_children.size() * sizeof(Node) + sizeof(std::vector<Node>) > m_budget) {
                m_overBudget = true;
                return BeamOutcome::Stopped;
            }
            std::vector<Node> next;
            next.reserve(m_children.size());
            for (const Child &child : m_children)
                next.push_back(child.node);
            m_levels.push_back(std::move(next));
            if (!report(heldBytes()) || m_stop.stop_requested() || m_lane.outrun(m_nodes))
                return BeamOutcome::Stopped;
        }
    }

    // The jumps to the node found.
    std::vector<int> path() const
    {
        std::vector<int> line;
        std::size_t at = m_found;
        for (std::size_t level = m_levels.size() - 1; level > 0; --level) {
            const Node &node = m_levels[level][at];
            line.push_back(node.jump);
            at = node.parent;
        }
        std::reverse(line.begin(), line.end());
        return line;
    }

    std::uint64_t nodes() const { return m_nodes; }
    bool overBudget() const { return m_overBudget; }

private:
    // Every child of `level` into m_children; false when stopped or over budget.
    bool expand(const std::vector<Node> &level)
    {
        m_children.clear();
        for (std::size_t i = 0; i < level.size(); ++i) {
            const PegBits pegs = level[i].pegs;
            const bool room = forEachLegal(m_jumps, pegs, [&](const CompiledJump &jump) {
                if (m_children.size() == m_children.capacity() && !reserveChildren(2 * m_children.size() + 64))
                    return false;
                const PegBits child = pegs ^ jump.flip;
                m_children.push_back(Child{m_symmetries.canonical(child), Node{child, std::uint32_t(i), jump.index}, 0});
                return true;
            });
            if (!room)
                return false;
            m_unreported += 1;
            if (m_unreported == kExpandBatch) {
                m_progress.addNodes(m_unreported);
                m_nodes += m_unreported;
                m_unreported = 0;
                if (!report(heldBytes()) || m_stop.stop_requested() || m_lane.outrun(m_nodes))
                    return false;
            }
        }
        m_progress.addNodes(m_unreported);
        m_nodes += m_unreported;
        m_unreported = 0;
        return true;
    }

    // Grows the children's array, unless that would pass the budget: the
    // memory shown never exceeds it, even between two reports.
    bool reserveChildren(std::size_t capacity)
    {
        if (heldBytes() + (capacity - m_children.capacity()) * sizeof(Child) > m_budget) {
            m_overBudget = true;
            return false;
        }
        m_children.reserve(capacity);
        return true;
    }

    std::size_t heldBytes() const
    {
        std::size_t bytes = m_children.capacity() * sizeof(Child) + m_levels.capacity() * sizeof(std::vector<Node>);
        for (const auto &level : m_levels)
            bytes += level.capacity() * sizeof(Node);
        return bytes;
    }

    // Shows `bytes` as this search's share of the memory; false when it is
    // over the budget.
    bool report(std::size_t bytes)
    {
        m_progress.memoryBytes.fetch_add(bytes - m_reported, std::memory_order_relaxed);
        m_reported = bytes;
        if (bytes > m_budget)
            m_overBudget = true;
        return !m_overBudget;
    }

    const std::vector<CompiledJump> &m_jumps;
    const int m_pegs;
    const std::optional<PegBits> m_hole;
    const Symmetries m_symmetries;
    const Compactness m_compactness;
    const std::size_t m_budget;
    std::stop_token m_stop;
    const RaceLane m_lane;
    Progress &m_progress;
    std::vector<std::vector<Node>> m_levels;
    std::vector<Child> m_children;
    std::size_t m_found = 0;
    std::uint64_t m_nodes = 0;
    std::uint64_t m_unreported = 0;
    std::size_t m_reported = 0;
    bool m_overBudget = false;
};

} // namespace

BeamRun beamSearch(const PegGeometry &geometry, const std::vector<CompiledJump> &jumps, PegBits start, int pegs,
                   std::optional<PegBits> hole, std::size_t maxWidth, std::size_t budgetBytes,
                   std::stop_token stop, RaceLane lane, Progress &progress)
{
    BeamRun run;
    Beam beam(geometry, jumps, pegs, hole, budgetBytes, stop, lane, progress);
    for (std::size_t width = 1; width <= maxWidth; width *= 2) {
        const BeamOutcome outcome = beam.run(start, width);
        run.nodes = beam.nodes();
        if (outcome == BeamOutcome::Found) {
            run.outcome = outcome;
            run.path = beam.path();
            return run;
        }
        if (outcome == BeamOutcome::Stopped) {
            // Over the budget is no answer, but no reason to stop the caller;
            // outrun in a race, the beam has lost (Stopped).
            run.outcome = beam.overBudget() && !stop.stop_requested() ? BeamOutcome::NotFound : outcome;
            return run;
        }
    }
    return run;
}

} // namespace pb::pegs::detail
