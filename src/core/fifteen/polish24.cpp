#include "polish24.h"

#include "gridneighbours.h"
#include "gridsymmetry.h"
#include "nodebudget.h"

#include <algorithm>
#include <optional>

namespace pb::fifteen {

namespace {

constexpr int kCells = Pattern24::kCells;
constexpr int kGroups = Pattern24::kGroups;
constexpr int kHome = kCells - 1; // the blank's
constexpr auto kNeighbours = gridNeighbours<5>();

using Tiles = std::array<std::uint8_t, kCells>;

// IDA* from one position to another within a node budget.
class Window {
public:
    Window(const Pattern24 &tables, const std::stop_token &stop)
        : m_tables(tables)
        , m_stop(stop)
    {
    }

    // A way from `from` to `to` in fewer than `length` moves (the cells the
    // blank visits), the shortest there is when found; nullopt when there is
    // none, or the budget ran out, or a stop was requested first.
    std::optional<std::vector<int>> shorter(const Tiles &from, const Tiles &to, int length, std::uint64_t budget,
                                            std::uint64_t &expanded)
    {
        const int h = prepare(from, to);
        m_nodes.start(budget, m_stop);
        std::optional<std::vector<int>> found;
        // Every way between two positions has the same parity: step by two.
        for (m_threshold = h + ((length - h) & 1); m_threshold < length && !m_nodes.spent(); m_threshold += 2) {
            m_path.clear();
            if (dfs(0, kCells)) {
                found = m_path;
                break;
            }
        }
        expanded += m_nodes.used();
        return found;
    }

private:
    struct TileLookup {
        int group = 0;
        int mirrorGroup = 0;
        int target = 0; // the tile's cell in the window's end
        std::array<std::uint32_t, kCells> digit{};
        std::array<std::uint32_t, kCells> mirrorDigit{};
    };

    // The renaming for the end `to`, and the start's indices; returns its bound.
    int prepare(const Tiles &from, const Tiles &to)
    {
        int toBlank = 0;
        for (int cell = 0; cell < kCells; ++cell) {
            if (to[std::size_t(cell)] == 0)
                toBlank = cell;
        }
        const int symmetry = symmetryToward5(toBlank, kHome);
        // The end turned, then its blank walked home (right, then down): that
        // is the goal once its tiles are renamed for their cells there.
        Tiles walked{};
        for (int cell = 0; cell < kCells; ++cell)
            walked[std::size_t(symmetric5(cell, symmetry))] = to[std::size_t(cell)];
        m_walk = int(walkBlankHome5(walked, symmetric5(toBlank, symmetry)).size());
        const auto &slots = Pattern24::tileSlots();
        for (int cell = 0; cell < kCells; ++cell) {
            const int tile = walked[std::size_t(cell)];
            if (tile == 0)
                continue;
            TileLookup &lookup = m_lookup[std::size_t(tile)];
            const Pattern24::TileSlot &slot = slots[std::size_t(cell + 1)];
            lookup.group = slot.group;
            lookup.mirrorGroup = slot.mirrorGroup;
            for (int real = 0; real < kCells; ++real) {
                lookup.digit[std::size_t(real)] = slot.digit[std::size_t(symmetric5(real, symmetry))];
                lookup.mirrorDigit[std::size_t(real)] = slot.mirrorDigit[std::size_t(symmetric5(real, symmetry))];
            }
        }
        for (int cell = 0; cell < kCells; ++cell) {
            if (to[std::size_t(cell)] != 0)
                m_lookup[to[std::size_t(cell)]].target = cell;
        }

        m_cells = from;
        m_own.fill(0);
        m_mirrored.fill(0);
        m_distance = 0;
        for (int cell = 0; cell < kCells; ++cell) {
            const int tile = from[std::size_t(cell)];
            if (tile == 0) {
                m_blank = cell;
                continue;
            }
            const TileLookup &lookup = m_lookup[std::size_t(tile)];
            m_own[std::size_t(lookup.group)] += lookup.digit[std::size_t(cell)];
            m_mirrored[std::size_t(lookup.mirrorGroup)] += lookup.mirrorDigit[std::size_t(cell)];
            m_distance += manhattan5(cell, lookup.target);
        }
        m_ownSum = 0;
        m_mirroredSum = 0;
        for (int g = 0; g < kGroups; ++g) {
            m_ownParts[std::size_t(g)] = m_tables.distance(g, m_own[std::size_t(g)]);
            m_mirroredParts[std::size_t(g)] = m_tables.distance(g, m_mirrored[std::size_t(g)]);
            m_ownSum += m_ownParts[std::size_t(g)];
            m_mirroredSum += m_mirroredParts[std::size_t(g)];
        }
        return bound();
    }

    int bound() const { return std::max(std::max(m_ownSum, m_mirroredSum) - m_walk, m_distance); }

    // A move from here: the tile on `from` slid to the blank's cell, with the
    // group indices, table entries and Manhattan distance it leads to. No
    // default values: dfs() keeps an array of them on every node, and
    // zeroing that took a tenth of the polish's time.
    struct Child {
        int from;
        std::uint32_t own;
        std::uint32_t mirrored;
        int ownPart;
        int mirroredPart;
        int ownSum;
        int mirroredSum;
        int distance;
        int bound;
    };

    // The tile on `from` slid to the blank's cell, its indices only.
    Child indicesAfter(int from) const
    {
        const TileLookup &lookup = m_lookup[m_cells[std::size_t(from)]];
        const std::uint32_t own = m_own[std::size_t(lookup.group)] + lookup.digit[std::size_t(m_blank)]
            - lookup.digit[std::size_t(from)];
        const std::uint32_t mirrored = m_mirrored[std::size_t(lookup.mirrorGroup)]
            + lookup.mirrorDigit[std::size_t(m_blank)] - lookup.mirrorDigit[std::size_t(from)];
        return Child{from, own, mirrored, 0, 0, 0, 0, 0, 0};
    }

    // The rest of `child` from the tables.
    void evaluate(Child &child) const
    {
        const TileLookup &lookup = m_lookup[m_cells[std::size_t(child.from)]];
        const auto g = std::size_t(lookup.group);
        const auto m = std::size_t(lookup.mirrorGroup);
        child.ownPart = m_tables.distance(int(g), child.own);
        child.mirroredPart = m_tables.distance(int(m), child.mirrored);
        child.ownSum = m_ownSum + child.ownPart - m_ownParts[g];
        child.mirroredSum = m_mirroredSum + child.mirroredPart - m_mirroredParts[m];
        child.distance = m_distance + manhattan5(m_blank, lookup.target) - manhattan5(child.from, lookup.target);
        child.bound = std::max(std::max(child.ownSum, child.mirroredSum) - m_walk, child.distance);
    }

    // Asks for the table entries the moves from `child` (but the one back)
    // will read. Each is a cache miss: asked for while this node's other
    // children are looked at, they have arrived when the search gets there.
    void askForChildrenOf(const Child &child) const
    {
        const TileLookup &moved = m_lookup[m_cells[std::size_t(child.from)]];
        for (const int next : kNeighbours[std::size_t(child.from)]) {
            if (next < 0)
                break;
            if (next == m_blank)
                continue;
            const TileLookup &lookup = m_lookup[m_cells[std::size_t(next)]];
            const auto g = std::size_t(lookup.group);
            const auto m = std::size_t(lookup.mirrorGroup);
            const std::uint32_t own = g == std::size_t(moved.group) ? child.own : m_own[g];
            const std::uint32_t mirrored = m == std::size_t(moved.mirrorGroup) ? child.mirrored : m_mirrored[m];
            m_tables.prefetch(int(g), own + lookup.digit[std::size_t(child.from)] - lookup.digit[std::size_t(next)]);
            m_tables.prefetch(int(m), mirrored + lookup.mirrorDigit[std::size_t(child.from)]
                                          - lookup.mirrorDigit[std::size_t(next)]);
        }
    }

    // Moves to `child`; returns what moving back restores.
    Child enter(const Child &child)
    {
        const TileLookup &lookup = m_lookup[std::size_t(m_cells[std::size_t(child.from)])];
        const auto g = std::size_t(lookup.group);
        const auto m = std::size_t(lookup.mirrorGroup);
        const Child back{m_blank, m_own[g], m_mirrored[m], m_ownParts[g], m_mirroredParts[m],
                         m_ownSum, m_mirroredSum, m_distance, 0};
        moveTo(child);
        return back;
    }

    // Undoes enter(), whose answer `back` is.
    void leave(const Child &back) { moveTo(back); }

    // Slides the tile at `to.from` into the blank and takes on the sums and
    // entries `to` holds (a child's, or those enter() kept to go back).
    void moveTo(const Child &to)
    {
        const int tile = m_cells[std::size_t(to.from)];
        const TileLookup &lookup = m_lookup[std::size_t(tile)];
        const auto g = std::size_t(lookup.group);
        const auto m = std::size_t(lookup.mirrorGroup);
        m_own[g] = to.own;
        m_mirrored[m] = to.mirrored;
        m_ownParts[g] = to.ownPart;
        m_mirroredParts[m] = to.mirroredPart;
        m_ownSum = to.ownSum;
        m_mirroredSum = to.mirroredSum;
        m_distance = to.distance;
        m_cells[std::size_t(m_blank)] = std::uint8_t(tile);
        m_cells[std::size_t(to.from)] = 0;
        m_blank = to.from;
    }

    // The children are looked up all at once (their entries were asked for
    // a move earlier), and the next moves' entries asked for from those
    // within the threshold, before the first of them is searched.
    bool dfs(int g, int previous)
    {
        if (m_distance == 0)
            return true;
        if (!m_nodes.spend())
            return false;
        std::array<Child, 4> children; // not zeroed: see Child
        std::size_t count = 0;
        for (const int next : kNeighbours[std::size_t(m_blank)]) {
            if (next < 0)
                break;
            if (next != previous)
                children[count++] = indicesAfter(next);
        }
        for (std::size_t c = 0; c < count; ++c) {
            evaluate(children[c]);
            if (g + 1 + children[c].bound <= m_threshold)
                askForChildrenOf(children[c]);
        }
        for (std::size_t c = 0; c < count; ++c) {
            const Child &child = children[c];
            if (g + 1 + child.bound <= m_threshold) {
                const Child back = enter(child);
                m_path.push_back(child.from);
                if (dfs(g + 1, back.from))
                    return true;
                m_path.pop_back();
                leave(back);
            }
            if (m_nodes.spent())
                return false;
        }
        return false;
    }

    const Pattern24 &m_tables;
    const std::stop_token &m_stop;
    std::array<TileLookup, kCells> m_lookup{};
    int m_walk = 0;
    Tiles m_cells{};
    int m_blank = 0;
    std::array<std::uint32_t, kGroups> m_own{};
    std::array<std::uint32_t, kGroups> m_mirrored{};
    std::array<int, kGroups> m_ownParts{};
    std::array<int, kGroups> m_mirroredParts{};
    int m_ownSum = 0;
    int m_mirroredSum = 0;
    int m_distance = 0;
    int m_threshold = 0;
    std::vector<int> m_path;
    NodeBudget m_nodes;
};

// The positions along a solution, the start first.
std::vector<Tiles> positions(const Tiles &tiles, const std::vector<int> &cells)
{
    std::vector<Tiles> result{tiles};
    result.reserve(cells.size() + 1);
    int blank = int(std::find(tiles.begin(), tiles.end(), 0) - tiles.begin());
    for (const int cell : cells) {
        Tiles next = result.back();
        std::swap(next[std::size_t(blank)], next[std::size_t(cell)]);
        blank = cell;
        result.push_back(next);
    }
    return result;
}

} // namespace

std::uint64_t polish5(const Tiles &tiles, std::vector<int> &cells, const Pattern24 &tables,
                      const Polish24Limits &limits, std::stop_token stop, Progress &progress)
{
    Window window(tables, stop);
    std::uint64_t nodes = 0;
    std::vector<Tiles> along = positions(tiles, cells);
    std::uint64_t budget = limits.firstBudget;
    for (int length = limits.firstWindow; length <= limits.lastWindow; length += limits.windowStep, budget *= 2) {
        for (std::size_t start = 0; start + std::size_t(length) <= cells.size();) {
            if (nodes >= limits.maxNodes || stop.stop_requested() || tables.lost())
                return nodes;
            std::uint64_t expanded = 0;
            const auto way = window.shorter(along[start], along[start + std::size_t(length)], length,
                                            std::min(budget, limits.maxNodes - nodes), expanded);
            nodes += expanded;
            progress.addNodes(expanded);
            if (!way) {
                start += std::size_t(limits.stride);
                continue;
            }
            // Spliced in; the same start again, as the stretch from it has changed.
            cells.erase(cells.begin() + std::ptrdiff_t(start), cells.begin() + std::ptrdiff_t(start) + length);
            cells.insert(cells.begin() + std::ptrdiff_t(start), way->begin(), way->end());
            along = positions(tiles, cells);
        }
    }
    return nodes;
}

} // namespace pb::fifteen
