#include "beamsearch.h"

#include "../search/sideworker.h"
#include "conflictbound.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <random>

namespace pb::fifteen {

namespace {

// Children scored between two looks at the stop token: well under a
// millisecond.
constexpr std::size_t kStopCheckChildren = 4096;
// The table of boards met holds this many hashes per kept board (at least),
// so a board met some layers back is still there when it comes round again.
constexpr std::size_t kSeenPerWidth = 8;
// A move's record in a layer: the parent's index times 128 plus the blank's
// new cell (cells < 81).
constexpr std::uint32_t kCellBits = 7;
// How many children ahead selection asks for what it will read (see
// prefetchAhead()): enough to cover a miss to memory while the children
// between are handled.
constexpr std::size_t kPrefetchDistance = 8;
// Layers of fewer boards are scored on one thread: handing half of them to
// another would cost more than it saves.
constexpr std::size_t kSplitFrom = 256;

struct Child {
    std::uint64_t hash;
    std::uint32_t parent;
    std::uint32_t score;
    std::uint16_t stageScore;
    std::uint8_t cell;
};

// GCC 12 leaves out every __builtin_prefetch of selection's loop, so on
// x86-64 the instruction is written out.
inline void prefetch(const void *address)
{
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
    asm volatile("prefetcht0 %0" : : "m"(*static_cast<const char *>(address)));
#else
    __builtin_prefetch(address);
#endif
}

std::size_t seenSlots(std::size_t width)
{
    return std::bit_ceil(std::max<std::size_t>(width * kSeenPerWidth, 1024));
}

// One layer of boards: tiles in reading order, the blank's cell, the cell it
// came from (not gone back to), the score and the hash of each.
struct Layer {
    std::vector<std::uint8_t> tiles;
    std::vector<std::uint8_t> blank;
    std::vector<std::uint8_t> from;
    std::vector<std::uint32_t> score;
    std::vector<std::uint16_t> stageScore;
    std::vector<std::uint64_t> hash;

    void reserve(std::size_t width, int cells)
    {
        tiles.resize(width * std::size_t(cells));
        blank.resize(width);
        from.resize(width);
        score.resize(width);
        stageScore.resize(width);
        hash.resize(width);
    }
};

class Beam {
public:
    Beam(const FifteenBoard &board, const BeamOptions &options, std::stop_token stop, Progress &progress)
        : m_board(board)
        , m_dim(board.dim())
        , m_cells(board.cellCount())
        , m_width(std::max<std::size_t>(options.width, 1))
        , m_budget(options.memoryBudgetBytes)
        , m_stallLayers(options.stallLayers)
        , m_first(options.firstLine)
        , m_firstLinesOnly(options.firstLinesOnly)
        , m_lines(std::max(options.lines, 1))
        , m_reversedMoves(options.reversedMoves)
        , m_stageWeight(options.firstLinesOnly ? options.stageWeight : 1)
        , m_stop(std::move(stop))
        , m_progress(progress)
        , m_seen(seenSlots(m_width), 0)
    {
        for (int cell = 0; cell < m_cells; ++cell) {
            m_row[std::size_t(cell)] = std::uint8_t(cell / m_dim);
            m_col[std::size_t(cell)] = std::uint8_t(cell % m_dim);
            const auto inFirst = [this](int line) { return line >= m_first && line < m_first + m_lines; };
            const bool firstLines = inFirst(m_row[std::size_t(cell)]) || inFirst(m_col[std::size_t(cell)]);
            m_inStage[std::size_t(cell) + 1] = !options.firstLinesOnly || firstLines;
            // Tile cell + 1's home row and column; the blank's line is none.
            m_homeLine[0][std::size_t(cell) + 1] = m_row[std::size_t(cell)];
            m_homeLine[1][std::size_t(cell) + 1] = m_col[std::size_t(cell)];
            m_homeAlong[0][std::size_t(cell) + 1] = m_col[std::size_t(cell)];
            m_homeAlong[1][std::size_t(cell) + 1] = m_row[std::size_t(cell)];
        }
        m_homeLine[0][0] = m_homeLine[1][0] = kOffLine;
        if (options.threads > 1)
            m_sideWorker.emplace();
        std::mt19937_64 random(0x5eed'f1f7'eeb1'9ULL);
        // The other tiles of a stage have no part in the hash (seenKey()).
        for (std::size_t tile = 0; tile < m_zobrist.size(); ++tile) {
            for (auto &value : m_zobrist[tile])
                value = tile == 0 || m_inStage[tile] ? random() : 0;
        }
    }

    std::optional<BeamEnd> run()
    {
        m_layers[0].reserve(m_width, m_cells);
        m_layers[1].reserve(m_width, m_cells);
        Layer &first = m_layers[0];
        std::uint64_t hash = 0;
        for (int cell = 0; cell < m_cells; ++cell) {
            first.tiles[std::size_t(cell)] = std::uint8_t(m_board.tileAt(cell));
            hash ^= m_zobrist[std::size_t(m_board.tileAt(cell))][std::size_t(cell)];
        }
        first.blank[0] = std::uint8_t(m_board.blank());
        first.from[0] = 0xFF;
        const auto [stageScore, otherScore] = scoreOf(first.tiles.data());
        first.score[0] = combined(stageScore, otherScore);
        first.stageScore[0] = std::uint16_t(stageScore);
        first.hash[0] = hash;
        if (stageScore == 0)
            return BeamEnd{{}, true};
        const std::uint64_t key = seenKey(hash, first.score[0], first.stageScore[0]);
        m_seen[key & (m_seen.size() - 1)] = key;
        std::size_t count = 1;
        std::uint32_t bestScore = first.score[0];
        std::size_t bestDepth = 0;
        for (std::size_t depth = 0;; ++depth) {
            // Past the budget, or stuck where every way on first makes the
            // board look worse, the line to the best board yet is the answer.
            if (beamBytes(m_dim, m_width, depth + 1) > m_budget || depth - bestDepth > m_stallLayers)
                return BeamEnd{path(0, bestDepth), false};
            const Layer &current = m_layers[depth % 2];
            std::optional<std::uint32_t> goal = expand(current, count);
            if (m_stop.stop_requested())
                return std::nullopt;
            if (goal)
                return BeamEnd{path(*goal, m_history.size()), true};
            count = select(current, m_layers[(depth + 1) % 2]);
            if (count == 0)
                return BeamEnd{path(0, bestDepth), false};
            if (m_layers[(depth + 1) % 2].score[0] < bestScore) {
                bestScore = m_layers[(depth + 1) % 2].score[0];
                bestDepth = depth + 1;
            }
        }
    }

private:
    // The stage's part and the rest's, from scratch: four times the bound
    // (Manhattan distance and linear conflicts) plus the squared distances.
    std::pair<int, int> scoreOf(const std::uint8_t *tiles) const
    {
        std::array<int, 2> parts{};
        for (int cell = 0; cell < m_cells; ++cell) {
            const int tile = tiles[cell];
            const int d = tile == 0 ? 0 : distance(cell, tile - 1);
            parts[m_inStage[std::size_t(tile)] ? 0 : 1] += 4 * d + d * d;
        }
        for (int line = m_first; line < m_dim; ++line) {
            const int conflicts = lineConflictMoves(tiles, m_dim, line, false) + lineConflictMoves(tiles, m_dim, line, true);
            parts[lineInStage(line) ? 0 : 1] += 4 * conflicts;
        }
        return {parts[0], parts[1]};
    }

    // What the table of boards met holds for a board: in a stage, the
    // positions of its tiles and the blank (the Zobrist hash) together with the
    // other tiles' score, so boards that differ only in the other tiles count
    // as one unless those lie better or worse. On the whole board, its hash.
    std::uint64_t seenKey(std::uint64_t hash, std::uint32_t score, int stageScore) const
    {
        const std::uint32_t others = score - std::uint32_t(stageScore * m_stageWeight);
        return hash ^ (std::uint64_t(others) * 0x9E37'79B9'7F4A'7C15ULL);
    }

    bool lineInStage(int line) const { return !m_firstLinesOnly || line < m_first + m_lines; }

    std::uint32_t combined(int stage, int other) const { return std::uint32_t(stage * m_stageWeight + other); }

    int distance(int a, int b) const
    {
        return std::abs(m_row[std::size_t(a)] - m_row[std::size_t(b)]) + std::abs(m_col[std::size_t(a)] - m_col[std::size_t(b)]);
    }

    // The conflict moves of the line through `blank` and `cell` across the
    // move (the row for an up or down move, the column for a side move) that
    // the tile moving from `cell` to `blank` enters or leaves, after less
    // before: the line's piles (lineExits()) with the tile and without it, in
    // one pass.
    int conflictChange(const std::uint8_t *tiles, int blank, int cell, int tile) const
    {
        const auto home = std::size_t(tile - 1);
        const bool vertical = m_row[std::size_t(blank)] != m_row[std::size_t(cell)];
        // A tile moving up or down changes rows, one moving sideways columns.
        const auto &lineOf = vertical ? m_row : m_col;
        const int homeLine = lineOf[home];
        const bool leaving = lineOf[std::size_t(cell)] == homeLine;
        if (!leaving && homeLine != lineOf[std::size_t(blank)])
            return 0;
        const bool column = !vertical;
        // Along a row the index is the column; along a column, the row.
        const auto &along = column ? m_row : m_col;
        const int movingAt = along[std::size_t(leaving ? cell : blank)];
        const auto &homeLineOf = m_homeLine[column];
        const auto &alongOf = m_homeAlong[column];
        std::uint32_t withTops = 0;
        std::uint32_t withoutTops = 0;
        int withPiles = 0;
        int withoutPiles = 0;
        for (int i = 0; i < m_dim; ++i) {
            const bool moving = i == movingAt;
            const auto other = std::size_t(moving ? tile : tiles[column ? i * m_dim + homeLine : homeLine * m_dim + i]);
            const std::uint32_t bit = std::uint32_t(homeLineOf[other] == homeLine) << alongOf[other];
            addToPiles(withTops, withPiles, bit);
            addToPiles(withoutTops, withoutPiles, moving ? 0 : bit);
        }
        // With the tile the line holds one more, so it has one more exit
        // unless it lengthens the longest run.
        const int added = 1 - (withPiles - withoutPiles);
        return 2 * (leaving ? -added : added);
    }

    // What moving `tile` from `cell` to `blank` adds to the stage's part of
    // the score and to the rest's.
    std::pair<int, int> scoreChange(const std::uint8_t *tiles, int blank, int cell, int tile) const
    {
        const auto home = std::size_t(tile - 1);
        const int after = distance(blank, tile - 1);
        const int before = distance(cell, tile - 1);
        const int tileChange = 4 * (after - before) + (after * after - before * before);
        const bool vertical = m_row[std::size_t(blank)] != m_row[std::size_t(cell)];
        const int line = vertical ? m_row[home] : m_col[home];
        const int lineChange = 4 * conflictChange(tiles, blank, cell, tile);
        std::array<int, 2> parts{};
        parts[m_inStage[std::size_t(tile)] ? 0 : 1] += tileChange;
        parts[lineInStage(line) ? 0 : 1] += lineChange;
        return {parts[0], parts[1]};
    }

    // Scores every child of the layer's boards into m_children; the index of
    // a goal child when there is one. With a side worker, it scores the
    // second half of the boards at the same time, and its children follow the
    // first half's: the same children in the same order as on one thread, so
    // the line does not depend on the cores.
    std::optional<std::uint32_t> expand(const Layer &layer, std::size_t count)
    {
        const std::size_t half = m_sideWorker && count >= kSplitFrom ? count / 2 : count;
        bool sideDone = true;
        if (half < count)
            m_sideWorker->start([&] { sideDone = expandRange(layer, half, count, m_sideChildren); });
        const bool done = expandRange(layer, 0, half, m_children);
        if (half < count)
            m_sideWorker->wait();
        else
            m_sideChildren.clear();
        m_progress.addNodes(m_children.size() + m_sideChildren.size());
        if (!done || !sideDone)
            return std::nullopt;
        const auto goalIn = [](const std::vector<Child> &children) {
            return !children.empty() && children.back().stageScore == 0;
        };
        if (goalIn(m_children) || goalIn(m_sideChildren)) {
            const Child &goal = goalIn(m_children) ? m_children.back() : m_sideChildren.back();
            m_history.push_back({(goal.parent << kCellBits) | goal.cell});
            return 0;
        }
        m_sideFrom = m_children.size();
        m_children.insert(m_children.end(), m_sideChildren.begin(), m_sideChildren.end());
        return std::nullopt;
    }

    // The children of boards [begin, end) of the layer into `children`, up to
    // the first goal child, which ends it. False when stopped.
    bool expandRange(const Layer &layer, std::size_t begin, std::size_t end, std::vector<Child> &children) const
    {
        children.clear();
        for (std::size_t s = begin; s < end; ++s) {
            if (s % kStopCheckChildren == kStopCheckChildren - 1 && m_stop.stop_requested())
                return false;
            const std::uint8_t *tiles = &layer.tiles[s * std::size_t(m_cells)];
            const int blank = layer.blank[s];
            const int row = m_row[std::size_t(blank)];
            const int col = m_col[std::size_t(blank)];
            std::array<int, 4> around{row > m_first ? blank - m_dim : -1, row + 1 < m_dim ? blank + m_dim : -1,
                                      col > m_first ? blank - 1 : -1, col + 1 < m_dim ? blank + 1 : -1};
            if (m_reversedMoves)
                std::reverse(around.begin(), around.end());
            for (const int cell : around) {
                if (cell < 0 || cell == layer.from[s])
                    continue;
                const int tile = tiles[cell];
                const std::uint64_t hash = layer.hash[s] ^ m_zobrist[std::size_t(tile)][std::size_t(cell)]
                    ^ m_zobrist[std::size_t(tile)][std::size_t(blank)] ^ m_zobrist[0][std::size_t(blank)]
                    ^ m_zobrist[0][std::size_t(cell)];
                const auto [stageChange, otherChange] = scoreChange(tiles, blank, cell, tile);
                const int stageScore = layer.stageScore[s] + stageChange;
                const auto score = std::uint32_t(int(layer.score[s]) + stageChange * m_stageWeight + otherChange);
                children.push_back(Child{hash, std::uint32_t(s), score, std::uint16_t(stageScore), std::uint8_t(cell)});
                if (stageScore == 0)
                    return true;
            }
        }
        return true;
    }

    // The `width` best children not met before, lowest score first (among
    // equals, those of better parents), into `next`; their records go into
    // m_history. Returns how many.
    std::size_t select(const Layer &current, Layer &next)
    {
        if (m_children.empty())
            return 0;
        sortChildren();
        // Which to keep is decided in score order, each child against the
        // table of boards met as the ones before it left it.
        const std::size_t mask = m_seen.size() - 1;
        m_kept.clear();
        for (std::size_t at = 0; at < m_order.size() && m_kept.size() < m_width; ++at) {
            prefetchAhead(at);
            const Child &child = m_children[m_order[at]];
            const std::uint64_t key = seenKey(child.hash, child.score, child.stageScore);
            std::uint64_t &slot = m_seen[key & mask];
            if (slot == key)
                continue; // a twin of a child already kept
            slot = key;
            m_kept.push_back(m_order[at]);
        }
        // Writing the kept boards out is the larger part, and each board is
        // written alone: the side worker writes the second half.
        const std::size_t kept = m_kept.size();
        std::vector<std::uint32_t> records(kept);
        const std::size_t half = m_sideWorker && kept >= kSplitFrom ? kept / 2 : kept;
        if (half < kept)
            m_sideWorker->start([&] { writeBoards(current, next, half, kept, records.data()); });
        writeBoards(current, next, 0, half, records.data());
        if (half < kept)
            m_sideWorker->wait();
        m_history.push_back(std::move(records));
        m_progress.memoryBytes.store(beamBytes(m_dim, m_width, m_history.size()), std::memory_order_relaxed);
        return kept;
    }

    // m_order: the children's indices, lowest score first and, among equals,
    // in the order they were scored (those of better parents first). A
    // counting sort, with the side worker counting and placing the side's
    // children: all of the first part's of a score go before the side's, as
    // on one thread.
    void sortChildren()
    {
        const std::size_t count = m_children.size();
        const std::size_t split = m_sideWorker && m_sideFrom < count && count >= kSplitFrom ? m_sideFrom : count;
        std::array<std::pair<std::uint32_t, std::uint32_t>, 2> ranges{};
        inParts(split, [&](int part, std::size_t begin, std::size_t end) {
            if (begin == end) {
                ranges[std::size_t(part)] = {std::numeric_limits<std::uint32_t>::max(), 0};
                return;
            }
            const auto [least, most] = std::minmax_element(m_children.begin() + std::ptrdiff_t(begin),
                                                           m_children.begin() + std::ptrdiff_t(end),
                                                           [](const Child &a, const Child &b) { return a.score < b.score; });
            ranges[std::size_t(part)] = {least->score, most->score};
        });
        const std::uint32_t low = split < count ? std::min(ranges[0].first, ranges[1].first) : ranges[0].first;
        const std::uint32_t high = split < count ? std::max(ranges[0].second, ranges[1].second) : ranges[0].second;
        inParts(split, [&](int part, std::size_t begin, std::size_t end) {
            std::vector<std::uint32_t> &counts = m_counts[std::size_t(part)];
            counts.assign(std::size_t(high - low + 1), 0);
            for (std::size_t i = begin; i < end; ++i)
                ++counts[std::size_t(m_children[i].score - low)];
        });
        // Where each part's children of each score start.
        std::uint32_t placed = 0;
        for (std::size_t score = 0; score <= std::size_t(high - low); ++score) {
            for (std::size_t part = 0; part < (split < count ? 2U : 1U); ++part) {
                const std::uint32_t here = m_counts[part][score];
                m_counts[part][score] = placed;
                placed += here;
            }
        }
        m_order.resize(count);
        inParts(split, [&](int part, std::size_t begin, std::size_t end) {
            std::vector<std::uint32_t> &next = m_counts[std::size_t(part)];
            for (std::size_t i = begin; i < end; ++i)
                m_order[next[std::size_t(m_children[i].score - low)]++] = std::uint32_t(i);
        });
    }

    // `work` on the children before `split` (part 0) and, at the same time on
    // the side worker, from `split` on (part 1), when there are any there.
    template<typename Work>
    void inParts(std::size_t split, const Work &work)
    {
        const std::size_t count = m_children.size();
        if (split < count)
            m_sideWorker->start([&] { work(1, split, count); });
        work(0, 0, split);
        if (split < count)
            m_sideWorker->wait();
    }

    // Kept boards [begin, end) into the next layer, and their records.
    void writeBoards(const Layer &current, Layer &next, std::size_t begin, std::size_t end,
                     std::uint32_t *records) const
    {
        const auto cells = std::size_t(m_cells);
        for (std::size_t k = begin; k < end; ++k) {
            if (k + kPrefetchDistance < end) {
                const std::uint8_t *ahead
                    = current.tiles.data() + std::size_t(m_children[m_kept[k + kPrefetchDistance]].parent) * cells;
                prefetch(ahead);
                prefetch(ahead + cells - 1);
            }
            const Child &child = m_children[m_kept[k]];
            const std::uint8_t *from = &current.tiles[std::size_t(child.parent) * cells];
            std::uint8_t *to = &next.tiles[k * cells];
            std::copy(from, from + cells, to);
            const int blank = current.blank[child.parent];
            to[blank] = to[child.cell];
            to[child.cell] = 0;
            next.blank[k] = child.cell;
            next.from[k] = std::uint8_t(blank);
            next.score[k] = child.score;
            next.stageScore[k] = child.stageScore;
            next.hash[k] = child.hash;
            records[k] = (child.parent << kCellBits) | child.cell;
        }
    }

    // Selection visits the children in score order, so every look at one and
    // at its slot in the table of boards met is a miss in the processor's
    // caches (the table alone is half a megabyte at width 5,000): asking for
    // them some children ahead lets the misses overlap instead of being
    // waited for one by one.
    void prefetchAhead(std::size_t at) const
    {
        const std::uint32_t *order = m_order.data();
        const Child *children = m_children.data();
        if (at + 2 * kPrefetchDistance < m_order.size())
            prefetch(children + order[at + 2 * kPrefetchDistance]);
        if (at + kPrefetchDistance < m_order.size()) {
            const Child &ahead = children[order[at + kPrefetchDistance]];
            const std::uint64_t key = seenKey(ahead.hash, ahead.score, ahead.stageScore);
            prefetch(m_seen.data() + (key & (m_seen.size() - 1)));
        }
    }

    // The blank's cells to board `index` of the layer `depth` moves in.
    std::vector<int> path(std::uint32_t index, std::size_t depth) const
    {
        std::vector<int> cells(depth);
        for (std::size_t layer = depth; layer-- > 0;) {
            const std::uint32_t record = m_history[layer][index];
            cells[layer] = int(record & ((1U << kCellBits) - 1));
            index = record >> kCellBits;
        }
        return cells;
    }

    FifteenBoard m_board;
    int m_dim;
    int m_cells;
    std::size_t m_width;
    std::size_t m_budget;
    std::size_t m_stallLayers;
    int m_first;
    bool m_firstLinesOnly;
    int m_lines;
    bool m_reversedMoves;
    int m_stageWeight;
    // By tile: whether it is one of the stage's.
    std::array<bool, kMaxCells + 1> m_inStage{};
    // Each cell's row and column: a division per move would cost more than
    // the rest of scoring a child.
    std::array<std::uint8_t, kMaxCells> m_row{};
    std::array<std::uint8_t, kMaxCells> m_col{};
    // By tile, for rows [0] and columns [1]: the tile's home line (none for
    // the blank) and its place along it, for the line conflicts.
    std::array<std::array<std::uint8_t, kMaxCells + 1>, 2> m_homeLine{};
    std::array<std::array<std::uint8_t, kMaxCells + 1>, 2> m_homeAlong{};
    std::stop_token m_stop;
    Progress &m_progress;
    std::array<std::array<std::uint64_t, kMaxCells>, kMaxCells> m_zobrist{};
    std::vector<std::uint64_t> m_seen;
    std::array<Layer, 2> m_layers;
    std::vector<Child> m_children;
    std::vector<Child> m_sideChildren;
    std::optional<SideWorker> m_sideWorker;
    // Children of each score, then where they go: the first part's and the
    // side worker's.
    std::array<std::vector<std::uint32_t>, 2> m_counts;
    // Where the side worker's children start in m_children.
    std::size_t m_sideFrom = 0;
    std::vector<std::uint32_t> m_order;
    // Indices of the children selection keeps, in score order.
    std::vector<std::uint32_t> m_kept;
    std::vector<std::vector<std::uint32_t>> m_history;
};

} // namespace

std::size_t beamBytes(int dim, std::size_t width, std::size_t depth)
{
    const std::size_t cells = std::size_t(dim) * std::size_t(dim);
    const std::size_t layers
        = 2 * width * (cells + 1 + 1 + sizeof(std::uint32_t) + sizeof(std::uint16_t) + sizeof(std::uint64_t));
    // At most three children a board, and the side worker's half of them
    // before they join the rest.
    const std::size_t children = 3 * width * (sizeof(Child) + sizeof(std::uint32_t)) + 3 * width / 2 * sizeof(Child);
    return layers + children + seenSlots(width) * sizeof(std::uint64_t) + depth * width * sizeof(std::uint32_t);
}

std::optional<BeamEnd> solveByBeam(const FifteenBoard &board, const BeamOptions &options, std::stop_token stop,
                                   Progress &progress)
{
    return Beam(board, options, std::move(stop), progress).run();
}

} // namespace pb::fifteen
