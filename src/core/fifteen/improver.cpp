#include "improver.h"

#include "largesolver.h"
#include "nodebudget.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <optional>
#include <unordered_map>

namespace pb::fifteen {

namespace {

// Window polishing, pass after pass: the first pass looks at stretches of
// kFirstWindow moves with kFirstBudget nodes each; every pass that finds
// nothing widens the stretch and doubles the budget, up to the caps, then
// starts again from the narrowest (a long run keeps sweeping).
constexpr int kFirstWindow = 12;
constexpr int kWindowStep = 4;
constexpr int kLevels = 12;
constexpr std::uint64_t kFirstBudget = 2000;
// Polishing goes on in slices of about this many nodes (some milliseconds),
// so that re-solving gets its turns however long a pass is.
constexpr std::uint64_t kPolishSlice = 100'000;

// Re-solving: these tunings of the reduction, each on the board and on its
// mirror image, first from the start, then from points part-way along.
constexpr std::array<LargeSolverTuning, 8> kTunings{{
    {5, 10, 20000},
    {4, 12, 10000},
    {3, 8, 20000},
    {6, 10, 40000},
    {4, 8, 20000},
    {5, 14, 10000},
    {3, 12, 5000},
    {6, 14, 20000},
}};
constexpr std::size_t kVariants = kTunings.size() * 2;
// Re-solving from the start, then from 1/8, 2/8, ... of the way along.
constexpr std::size_t kResolveStarts = 8;

} // namespace

// IDA* between two positions of the same board: the Manhattan distance of
// every tile from its cell in the target position bounds the moves left.
// Stops at the first threshold that reaches the known stretch's length, so it
// only ever answers "a strictly shorter way" or "none found".
class SolutionImprover::Window {
public:
    explicit Window(int dim)
        : m_dim(dim)
    {
        const int cells = dim * dim;
        for (int a = 0; a < cells; ++a) {
            for (int b = 0; b < cells; ++b)
                m_distance[std::size_t(a)][std::size_t(b)] = std::uint8_t(std::abs(a / dim - b / dim) + std::abs(a % dim - b % dim));
            auto &around = m_around[std::size_t(a)];
            around.fill(-1);
            int n = 0;
            if (a >= dim)
                around[std::size_t(n++)] = std::int8_t(a - dim);
            if (a % dim > 0)
                around[std::size_t(n++)] = std::int8_t(a - 1);
            if (a % dim + 1 < dim)
                around[std::size_t(n++)] = std::int8_t(a + 1);
            if (a + dim < cells)
                around[std::size_t(n++)] = std::int8_t(a + dim);
        }
    }

    // A way from `from` to `to` in fewer than `length` moves (the blank's
    // cells), the shortest there is when found; nullopt when there is none
    // or the budget ran out or a stop was requested first.
    std::optional<std::vector<int>> shorter(const FifteenBoard &from, const FifteenBoard &to, int length,
                                            std::uint64_t budget, const std::stop_token &stop,
                                            std::uint64_t &expanded)
    {
        const int cells = m_dim * m_dim;
        int h = 0;
        for (int cell = 0; cell < cells; ++cell) {
            m_cells[std::size_t(cell)] = std::uint8_t(from.tileAt(cell));
            m_target[std::size_t(to.tileAt(cell))] = std::uint8_t(cell);
        }
        for (int cell = 0; cell < cells; ++cell) {
            const int tile = m_cells[std::size_t(cell)];
            if (tile != 0)
                h += m_distance[std::size_t(cell)][m_target[std::size_t(tile)]];
        }
        m_blank = from.blank();
        m_nodes.start(budget, stop);
        std::optional<std::vector<int>> found;
        // Every way between two positions has the parity of h: step by two.
        for (m_threshold = h; m_threshold < length && !m_nodes.spent(); m_threshold += 2) {
            m_path.clear();
            if (dfs(0, h, -1)) {
                found = m_path;
                break;
            }
        }
        expanded += m_nodes.used();
        return found;
    }

private:
    bool dfs(int g, int h, int previous)
    {
        if (h == 0)
            return true;
        if (!m_nodes.spend())
            return false;
        const int blank = m_blank;
        for (const std::int8_t next : m_around[std::size_t(blank)]) {
            if (next < 0)
                break;
            if (next == previous)
                continue;
            const int tile = m_cells[std::size_t(next)];
            const int target = m_target[std::size_t(tile)];
            const int nh = h - m_distance[std::size_t(next)][std::size_t(target)] + m_distance[std::size_t(blank)][std::size_t(target)];
            if (g + 1 + nh > m_threshold)
                continue;
            m_cells[std::size_t(blank)] = std::uint8_t(tile);
            m_cells[std::size_t(next)] = 0;
            m_blank = next;
            m_path.push_back(next);
            if (dfs(g + 1, nh, blank))
                return true;
            m_path.pop_back();
            m_blank = blank;
            m_cells[std::size_t(next)] = std::uint8_t(tile);
            m_cells[std::size_t(blank)] = 0;
            if (m_nodes.spent())
                return false;
        }
        return false;
    }

    int m_dim;
    std::array<std::array<std::uint8_t, kMaxCells>, kMaxCells> m_distance{};
    std::array<std::array<std::int8_t, 4>, kMaxCells> m_around{};
    std::array<std::uint8_t, kMaxCells> m_cells{};
    std::array<std::uint8_t, kMaxCells> m_target{};
    int m_blank = 0;
    int m_threshold = 0;
    std::vector<int> m_path;
    NodeBudget m_nodes;
};

namespace {

std::uint64_t positionKey(const FifteenBoard &board)
{
    // FNV-1a over the tiles: equal keys are then compared tile by tile.
    std::uint64_t key = 0xcbf2'9ce4'8422'2325ULL;
    for (int cell = 0; cell < board.cellCount(); ++cell)
        key = (key ^ std::uint64_t(board.tileAt(cell))) * 0x100'0000'01b3ULL;
    return key;
}

} // namespace

std::vector<int> withoutLoops(const FifteenBoard &board, const std::vector<int> &cells)
{
    // The positions of the line kept so far, and where each is on it.
    std::vector<FifteenBoard> positions{board};
    std::unordered_multimap<std::uint64_t, std::size_t> where{{positionKey(board), 0}};
    std::vector<int> kept;
    FifteenBoard at = board;
    for (const int cell : cells) {
        at.moveBlankTo(cell);
        const std::uint64_t key = positionKey(at);
        std::optional<std::size_t> earlier;
        for (auto [it, end] = where.equal_range(key); it != end; ++it) {
            if (positions[it->second] == at)
                earlier = it->second;
        }
        if (!earlier) {
            where.emplace(key, positions.size());
            positions.push_back(at);
            kept.push_back(cell);
            continue;
        }
        // Back where the line was: what it did since goes.
        for (std::size_t gone = *earlier + 1; gone < positions.size(); ++gone) {
            for (auto [it, end] = where.equal_range(positionKey(positions[gone])); it != end; ++it) {
                if (it->second == gone) {
                    where.erase(it);
                    break;
                }
            }
        }
        positions.resize(*earlier + 1);
        kept.resize(*earlier);
    }
    return kept;
}

SolutionImprover::SolutionImprover(const FifteenBoard &board, std::vector<int> cells, const PatternDatabases *databases)
    : m_board(board)
    , m_best(withoutLoops(board, cells))
    , m_shortest(m_best)
    , m_databases(databases)
{
}

const std::vector<int> &SolutionImprover::run(const ImproveLimits &limits, const Callback &improved,
                                              std::stop_token stop, Progress &progress)
{
    m_improved = &improved;
    m_stop = std::move(stop);
    m_progress = &progress;
    m_nodes = 0;
    m_maxNodes = limits.maxNodes;
    m_resolve = limits.resolve;

    // Both kinds of step get about the same number of nodes: which one pays
    // better changes with the board and as the solution gets shorter.
    // Tables whose file was cut short make every search from then on as slow
    // as one without them: the improving ends, and the solver says why.
    while (!m_stop.stop_requested() && !outOfNodes() && !(m_databases && m_databases->lost())) {
        // Polishing is spent once every level has had a pass that shortened
        // nothing since the line last changed: its windows' searches would
        // only be the same again. Passes over windows already as short as
        // the distance between their ends, or a line shorter than a window,
        // would otherwise go on for ever (they cost no node, or too few to
        // reach the limit soon); only a new line opens it again.
        const bool polishingSpent = m_fruitlessPasses >= kLevels;
        if (polishingSpent && !m_resolve)
            break;
        const std::uint64_t before = m_nodes;
        if (m_resolve && (m_resolveNodes <= m_polishNodes || polishingSpent)) {
            resolveStep();
            m_resolveNodes += m_nodes - before;
        } else {
            polishSome(kPolishSlice);
            m_polishNodes += m_nodes - before;
        }
    }
    m_improved = nullptr;
    m_progress = nullptr;
    return m_shortest;
}

// One reduction with one tuning, on the board or its mirror, from the start or
// from a point along the best solution.
void SolutionImprover::resolveStep()
{
    const std::size_t round = m_round++;
    const std::size_t variant = round % kVariants;
    const std::size_t startIndex = (round / kVariants) % kResolveStarts;
    const std::size_t from = m_best.size() * startIndex / kResolveStarts;
    FifteenBoard position = m_board;
    for (std::size_t i = 0; i < from; ++i)
        position.moveBlankTo(m_best[i]);
    const bool mirror = variant % 2 == 1;
    Progress local;
    auto cells = solveLarge(mirror ? position.mirroredInDiagonal() : position, m_databases, m_stop, local,
                            kTunings[variant / 2]);
    // At least one, so that re-solving alone also comes to its limit.
    addNodes(std::max<std::uint64_t>(1, local.nodes.load(std::memory_order_relaxed)));
    if (!cells || from + cells->size() >= m_best.size())
        return;
    std::vector<int> candidate(m_best.begin(), m_best.begin() + std::ptrdiff_t(from));
    for (const int cell : *cells)
        candidate.push_back(mirror ? FifteenBoard::diagonalMirror(cell, m_board.dim()) : cell);
    accept(std::move(candidate));
    // Polishing goes on from where the solution changed.
    m_cursor = std::min(m_cursor, from);
}

// The windows of the current pass from m_cursor on, for about `quota` nodes:
// every stretch of the pass's length of the best solution, in order, with the
// pass's budget for each. A pass that shortened something is repeated (each
// splice opens new stretches); one that did not moves to the next level.
void SolutionImprover::polishSome(std::uint64_t quota)
{
    const int length = kFirstWindow + kWindowStep * m_level;
    const std::uint64_t budget = kFirstBudget << m_level;
    Window window(m_board.dim());
    FifteenBoard from = m_board;
    for (std::size_t k = 0; k < m_cursor && k < m_best.size(); ++k)
        from.moveBlankTo(m_best[k]);
    const std::uint64_t start = m_nodes;
    while (m_nodes - start < quota && !m_stop.stop_requested() && !outOfNodes()) {
        const std::size_t i = m_cursor;
        if (i + std::size_t(length) > m_best.size()) {
            if (!m_passFound) {
                m_level = (m_level + 1) % kLevels;
                ++m_fruitlessPasses;
            }
            m_passFound = false;
            m_cursor = 0;
            return;
        }
        FifteenBoard to = from;
        for (std::size_t k = i; k < i + std::size_t(length); ++k)
            to.moveBlankTo(m_best[k]);
        std::uint64_t expanded = 0;
        auto way = window.shorter(from, to, length, budget, m_stop, expanded);
        // Setting a window up costs about as much as expanding a node per
        // move in it: counted, so that passes over windows already as short
        // as can be, which search nothing, still spend the budget (a 9 x 9
        // line's halves went round such passes for seconds).
        addNodes(expanded + std::uint64_t(length));
        if (way) {
            std::vector<int> candidate(m_best.begin(), m_best.begin() + std::ptrdiff_t(i));
            candidate.insert(candidate.end(), way->begin(), way->end());
            candidate.insert(candidate.end(), m_best.begin() + std::ptrdiff_t(i) + length, m_best.end());
            m_passFound = accept(std::move(candidate)) || m_passFound;
            continue; // the same start again: the stretch from here has changed
        }
        from.moveBlankTo(m_best[i]);
        ++m_cursor;
    }
}

bool SolutionImprover::accept(std::vector<int> cells)
{
    if (cells.size() >= m_best.size())
        return false;
    m_best = std::move(cells);
    m_fruitlessPasses = 0;
    std::vector<int> shortest = withoutLoops(m_board, m_best);
    if (shortest.size() < m_shortest.size()) {
        m_shortest = std::move(shortest);
        if (*m_improved)
            (*m_improved)(m_shortest);
    }
    return true;
}

bool SolutionImprover::outOfNodes() const
{
    return m_nodes >= m_maxNodes;
}

void SolutionImprover::addNodes(std::uint64_t count)
{
    m_nodes += count;
    m_progress->addNodes(count);
}

} // namespace pb::fifteen
