#include "largesolver.h"

#include "eighttable.h"

#include <algorithm>
#include <array>
#include <cstdlib>

namespace pb::fifteen {

namespace {

constexpr std::uint64_t kStopCheckMask = 0x3FFF;
// Expansions of the final optimal 4 x 4 search before it gives way to the
// 3 x 3 route: a few tens of milliseconds.
constexpr std::uint64_t kFinishNodeLimit = 300'000;
constexpr int kMaxGroup = 9;
// The rectangle a group search keeps the blank in: the group's cells and homes
// and this many cells around them.
constexpr int kMargin = 1;
// The fallback places one tile (or the last two of a line) at a time, exactly
// or close to it.
constexpr int kSmallWeightQuarters = 8;
constexpr std::size_t kUnlimited = std::size_t(-1);

// A state of a group search: the blank's cell then the cells of the group's
// tiles, 7 bits each (cells < 81), packed into two words.
struct Key {
    std::uint64_t low = 0;
    std::uint64_t high = 0;
    bool operator==(const Key &) const = default;
};

struct Node {
    Key key;
    int parent;
    int g;
};

struct OpenEntry {
    int f;
    int h;
    int g;
    int node;
    // std::push_heap keeps the largest on top: the smallest f, then the
    // smallest h (closest to done), must compare largest.
    bool operator<(const OpenEntry &other) const
    {
        return f != other.f ? f > other.f : h > other.h;
    }
};

class Reducer {
public:
    Reducer(const FifteenBoard &board, const PatternDatabases *databases, std::stop_token stop,
            Progress &progress, const LargeSolverTuning &tuning)
        : m_board(board)
        , m_dim(board.dim())
        , m_databases(databases)
        , m_stop(std::move(stop))
        , m_progress(progress)
        , m_tuning(tuning)
    {
    }

    std::optional<std::vector<int>> run()
    {
        while (m_dim - m_top > 4 || m_dim - m_left > 4) {
            if (!placeNextLine())
                return std::nullopt;
        }
        if (m_databases) {
            if (finishFour())
                return m_path;
            if (m_stop.stop_requested())
                return std::nullopt;
        }
        while (m_dim - m_top > 3 || m_dim - m_left > 3) {
            if (!placeNextLine())
                return std::nullopt;
        }
        finishThree();
        return m_path;
    }

private:
    void play(const std::vector<int> &cells)
    {
        for (const int cell : cells) {
            m_board.moveBlankTo(cell);
            m_path.push_back(cell);
        }
    }

    // The top row when the unsolved part is at least as tall as it is wide,
    // otherwise the left column; ordered from the solved corner outwards.
    bool placeNextLine()
    {
        std::vector<int> cells;
        if (m_dim - m_top >= m_dim - m_left) {
            for (int col = m_left; col < m_dim; ++col)
                cells.push_back(m_top * m_dim + col);
        } else {
            for (int row = m_top; row < m_dim; ++row)
                cells.push_back(row * m_dim + m_left);
        }
        // Groups of groupSize tiles from the solved corner outwards; the last
        // group gets at least two tiles, for the corner manoeuvre.
        const int group = std::clamp(m_tuning.groupSize, 2, kMaxGroup);
        const int count = int(cells.size());
        for (int start = 0; start < count;) {
            int take = std::min(group, count - start);
            if (count - start - take == 1)
                --take;
            if (!placeGroup(std::vector<int>(cells.begin() + start, cells.begin() + start + take)))
                return false;
            start += take;
        }
        if (m_dim - m_top >= m_dim - m_left)
            ++m_top;
        else
            ++m_left;
        return true;
    }

    // Brings the tiles that belong on `cells` home and freezes them: one
    // weighted search for the whole group, or, past its budget, exact searches
    // one tile at a time and the last two together.
    bool placeGroup(const std::vector<int> &cells)
    {
        if (auto found = search(cells, m_tuning.weightQuarters, m_tuning.maxExpansions, kMargin)) {
            play(*found);
            for (const int cell : cells)
                m_frozen[std::size_t(cell)] = true;
            return true;
        }
        if (m_stop.stop_requested())
            return false;
        for (std::size_t i = 0; i < cells.size(); ++i) {
            const std::size_t take = cells.size() - i == 2 ? 2 : 1;
            if (!placeSmall(std::vector<int>(cells.begin() + std::ptrdiff_t(i), cells.begin() + std::ptrdiff_t(i + take))))
                return false;
            i += take - 1;
        }
        return true;
    }

    // One tile, or the last two of a line, by a search that always succeeds.
    bool placeSmall(const std::vector<int> &cells)
    {
        auto found = search(cells, kSmallWeightQuarters, kUnlimited, kMargin);
        if (!found && !m_stop.stop_requested())
            found = search(cells, kSmallWeightQuarters, kUnlimited, -1);
        if (!found)
            return false;
        play(*found);
        for (const int cell : cells)
            m_frozen[std::size_t(cell)] = true;
        return true;
    }

    int distance(int a, int b) const
    {
        return std::abs(a / m_dim - b / m_dim) + std::abs(a % m_dim - b % m_dim);
    }

    // Moves to go, estimated: the tiles' Manhattan distances plus the walk of
    // the blank to the nearest tile still away from home.
    int estimate(const std::array<int, kMaxGroup + 1> &v, const std::vector<int> &goals) const
    {
        int sum = 0;
        int nearest = kMaxCells;
        for (std::size_t j = 0; j < goals.size(); ++j) {
            const int d = distance(v[j + 1], goals[j]);
            if (d == 0)
                continue;
            sum += d;
            nearest = std::min(nearest, distance(v[0], v[j + 1]));
        }
        return sum == 0 ? 0 : sum + nearest - 1;
    }

    static Key pack(const std::array<int, kMaxGroup + 1> &v, std::size_t count)
    {
        Key key;
        for (std::size_t i = 0; i < count; ++i) {
            if (i < 9)
                key.low |= std::uint64_t(v[i]) << (7 * i);
            else
                key.high = std::uint64_t(v[i]);
        }
        return key;
    }

    static std::array<int, kMaxGroup + 1> unpack(const Key &key, std::size_t count)
    {
        std::array<int, kMaxGroup + 1> v{};
        for (std::size_t i = 0; i < count; ++i)
            v[i] = i < 9 ? int((key.low >> (7 * i)) & 127) : int(key.high);
        return v;
    }

    static std::size_t hash(const Key &key)
    {
        const std::uint64_t mixed = (key.low ^ (key.high * 0x9E3779B97F4A7C15ULL)) * 0xBF58476D1CE4E5B9ULL;
        return std::size_t(mixed ^ (mixed >> 31));
    }

    // Weighted A* over (blank, the group's tiles): the other tiles are all
    // alike here, so the blank moves through them freely. Returns the blank's
    // cells, or nullopt past `maxExpansions` or when stopped.
    //
    // The blank is kept inside the smallest rectangle around the blank, the
    // tiles and their homes, widened by `margin` cells: a detour further out
    // never pays, and on a 9 x 9 board the rectangle cuts the states searched
    // many times over. A negative margin means the whole unsolved part.
    //
    // Longer than 80 lines by choice (the exception list of
    // .ci/check-source-sizes): one weighted A* whose rectangle, hash slots,
    // nodes and open list are used together in its innermost loop; apart, its
    // parts would hand all of them over on every expansion of the search that
    // takes most of a large board's solve.
    std::optional<std::vector<int>> search(const std::vector<int> &goals, int weightQuarters,
                                           std::size_t maxExpansions, int margin)
    {
        const std::size_t count = goals.size() + 1;
        std::array<int, kMaxGroup + 1> start{};
        start[0] = m_board.blank();
        for (std::size_t j = 0; j < goals.size(); ++j)
            start[j + 1] = m_board.cellOf(goals[j] + 1);
        int top = m_top;
        int left = m_left;
        int bottom = m_dim - 1;
        int right = m_dim - 1;
        if (margin >= 0) {
            top = bottom = start[0] / m_dim;
            left = right = start[0] % m_dim;
            const auto include = [&](int cell) {
                top = std::min(top, cell / m_dim);
                bottom = std::max(bottom, cell / m_dim);
                left = std::min(left, cell % m_dim);
                right = std::max(right, cell % m_dim);
            };
            for (std::size_t j = 0; j < goals.size(); ++j) {
                include(start[j + 1]);
                include(goals[j]);
            }
            top = std::max(m_top, top - margin);
            left = std::max(m_left, left - margin);
            bottom = std::min(m_dim - 1, bottom + margin);
            right = std::min(m_dim - 1, right + margin);
        }
        const auto inside = [&](int cell) {
            const int row = cell / m_dim;
            const int col = cell % m_dim;
            return row >= top && row <= bottom && col >= left && col <= right && !m_frozen[std::size_t(cell)];
        };

        std::vector<Node> nodes;
        std::vector<int> slots(std::size_t(1) << 12, -1);
        std::vector<OpenEntry> open;
        const auto find = [&](const Key &key) -> int & {
            std::size_t mask = slots.size() - 1;
            for (std::size_t i = hash(key) & mask;; i = (i + 1) & mask) {
                int &slot = slots[i];
                if (slot < 0 || nodes[std::size_t(slot)].key == key)
                    return slot;
            }
        };
        const auto grow = [&] {
            std::vector<int> old(slots.size() * 2, -1);
            old.swap(slots);
            for (std::size_t n = 0; n < nodes.size(); ++n)
                find(nodes[n].key) = int(n);
        };

        const Key startKey = pack(start, count);
        nodes.push_back(Node{startKey, -1, 0});
        find(startKey) = 0;
        const int h0 = estimate(start, goals);
        open.push_back(OpenEntry{weightQuarters * h0, h0, 0, 0});

        std::size_t expansions = 0;
        while (!open.empty()) {
            std::pop_heap(open.begin(), open.end());
            const OpenEntry entry = open.back();
            open.pop_back();
            const Node node = nodes[std::size_t(entry.node)];
            if (entry.g != node.g)
                continue; // reached more cheaply since it was queued
            if (entry.h == 0) {
                std::vector<int> cells;
                for (int at = entry.node; nodes[std::size_t(at)].parent >= 0; at = nodes[std::size_t(at)].parent)
                    cells.push_back(int(nodes[std::size_t(at)].key.low & 127));
                std::reverse(cells.begin(), cells.end());
                m_progress.addNodes(expansions & kStopCheckMask);
                return cells;
            }
            if ((++expansions & kStopCheckMask) == 0) {
                m_progress.addNodes(kStopCheckMask + 1);
                if (m_stop.stop_requested())
                    return std::nullopt;
            }
            if (expansions > maxExpansions) {
                m_progress.addNodes(expansions & kStopCheckMask);
                return std::nullopt;
            }
            const std::array<int, kMaxGroup + 1> v = unpack(node.key, count);
            const int blank = v[0];
            const int row = blank / m_dim;
            const int col = blank % m_dim;
            const std::array<int, 4> around{row > 0 ? blank - m_dim : -1, row + 1 < m_dim ? blank + m_dim : -1,
                                            col > 0 ? blank - 1 : -1, col + 1 < m_dim ? blank + 1 : -1};
            for (const int cell : around) {
                if (cell < 0 || !inside(cell))
                    continue;
                std::array<int, kMaxGroup + 1> child = v;
                child[0] = cell;
                for (std::size_t j = 1; j < count; ++j) {
                    if (child[j] == cell) {
                        child[j] = blank;
                        break;
                    }
                }
                const Key key = pack(child, count);
                const int g = node.g + 1;
                int &slot = find(key);
                const int index = slot >= 0 ? slot : int(nodes.size());
                if (slot >= 0) {
                    Node &known = nodes[std::size_t(slot)];
                    if (known.g <= g)
                        continue;
                    known.g = g;
                    known.parent = entry.node;
                } else {
                    slot = index;
                    nodes.push_back(Node{key, entry.node, g});
                    if (nodes.size() * 2 > slots.size())
                        grow();
                }
                const int h = estimate(child, goals);
                open.push_back(OpenEntry{4 * g + weightQuarters * h, h, g, index});
                std::push_heap(open.begin(), open.end());
            }
        }
        return std::nullopt; // every state inside the rectangle tried
    }

    // The 4 x 4 left over, renumbered as a board of its own and solved
    // optimally; false when that takes too long (or is stopped).
    bool finishFour()
    {
        std::array<std::uint8_t, 16> tiles{};
        for (int r = 0; r < 4; ++r) {
            for (int c = 0; c < 4; ++c) {
                const int tile = m_board.tileAt(m_top + r, m_left + c);
                if (tile != 0) {
                    const int home = tile - 1;
                    tiles[std::size_t(r * 4 + c)] = std::uint8_t((home / m_dim - m_top) * 4 + (home % m_dim - m_left) + 1);
                }
            }
        }
        const auto local = solveOptimal4(tiles, m_databases, kFinishNodeLimit, m_stop, m_progress);
        if (!local)
            return false;
        std::vector<int> cells;
        for (const int cell : *local)
            cells.push_back((m_top + cell / 4) * m_dim + m_left + cell % 4);
        play(cells);
        return true;
    }

    void finishThree()
    {
        EightTable::Tiles tiles{};
        for (int r = 0; r < 3; ++r) {
            for (int c = 0; c < 3; ++c) {
                const int tile = m_board.tileAt(m_top + r, m_left + c);
                if (tile != 0) {
                    const int home = tile - 1;
                    tiles[std::size_t(r * 3 + c)] = std::uint8_t((home / m_dim - m_top) * 3 + (home % m_dim - m_left) + 1);
                }
            }
        }
        std::vector<int> cells;
        for (const int cell : EightTable::instance().solve(tiles))
            cells.push_back((m_top + cell / 3) * m_dim + m_left + cell % 3);
        play(cells);
    }

    FifteenBoard m_board;
    int m_dim;
    const PatternDatabases *m_databases;
    std::stop_token m_stop;
    Progress &m_progress;
    LargeSolverTuning m_tuning;
    std::array<bool, kMaxCells> m_frozen{};
    int m_top = 0;
    int m_left = 0;
    std::vector<int> m_path;
};

} // namespace

LargeSolverTuning defaultTuning(int dim)
{
    if (dim <= 6)
        return LargeSolverTuning{5, 10, 20000};
    return LargeSolverTuning{4, 12, 10000};
}

std::optional<std::vector<int>> solveLarge(const FifteenBoard &board, const PatternDatabases *databases,
                                           std::stop_token stop, Progress &progress,
                                           const LargeSolverTuning &tuning)
{
    return Reducer(board, databases, std::move(stop), progress, tuning).run();
}

} // namespace pb::fifteen
