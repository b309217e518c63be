#include "search24.h"

#include "backwards24.h"
#include "gridneighbours.h"
#include "polish24.h"

#include "../common/tablefile.h"

#include <algorithm>
#include <limits>
#include <thread>


namespace pb::fifteen {

namespace {

constexpr int kCells = Pattern24::kCells;
constexpr int kGroups = Pattern24::kGroups;
constexpr std::uint64_t kCheckMask = 0x3FF;
constexpr std::uint32_t kNoParent = ~std::uint32_t(0);
// Heuristic values are below this (the tables' sum never reaches 256).
constexpr std::size_t kHeuristicRange = 256;

constexpr auto kNeighbours = gridNeighbours<5>();

using TileSlot = Pattern24::TileSlot;

// A position is the cells of tiles 1..24, five bits each, twelve tiles a word.
struct Key {
    std::uint64_t words[2] = {0, 0};
    bool operator==(const Key &) const = default;

    int cellOf(int tile) const
    {
        const int i = tile - 1;
        return int((words[i / 12] >> (5 * (i % 12))) & 31);
    }
    void setCell(int tile, int cell)
    {
        const int i = tile - 1;
        const int shift = 5 * (i % 12);
        words[i / 12] = (words[i / 12] & ~(std::uint64_t(31) << shift)) | (std::uint64_t(cell) << shift);
    }
    std::uint64_t hash() const
    {
        std::uint64_t h = words[0] * 0x9E3779B97F4A7C15ULL ^ words[1];
        h ^= h >> 29;
        h *= 0xBF58476D1CE4E5B9ULL;
        return h ^ (h >> 32);
    }
};

struct Node {
    Key key;
    std::uint32_t parent = 0;
    std::uint16_t g = 0;
    std::uint8_t h = 0;
    std::uint8_t blank = 0;
    std::uint8_t previousBlank = 0xFF; // none at the start
    // Each group's distance, on the board (first five) and on its reflection:
    // kept so that expanding the node looks up only what its moves change.
    std::array<std::uint8_t, 2 * kGroups> parts{};
};

// The nodes in blocks: growing never copies them or holds twice their memory.
// Blocks and index are mapped from the system (ZeroedArray), in large pages
// where it offers them: the search reads both at random, and with 4 KiB pages
// nearly every read also missed the TLB and every fresh page was a fault.
class NodeStore {
public:
    static constexpr std::size_t kBlock = 1 << 16;
    Node &operator[](std::uint32_t id) { return m_blocks[id / kBlock][id % kBlock]; }
    void prefetch(std::uint32_t id) const { __builtin_prefetch(&m_blocks[id / kBlock][id % kBlock]); }
    std::uint32_t size() const { return m_size; }
    std::uint32_t add(const Node &node)
    {
        if (m_size % kBlock == 0)
            m_blocks.emplace_back(kBlock);
        (*this)[m_size] = node;
        return m_size++;
    }
    std::size_t bytes() const { return m_blocks.size() * kBlock * sizeof(Node); }

private:
    std::vector<ZeroedArray<Node>> m_blocks;
    std::uint32_t m_size = 0;
};

// Open addressing, kept at most half full. A slot holds a node's id + 1 (0:
// empty) and the low half of its key's hash, so that a probe only reads the
// node itself when the hashes match, and growing reads no node at all.
class NodeIndex {
public:
    explicit NodeIndex(NodeStore &nodes)
        : m_nodes(nodes)
        , m_slots(std::size_t(1) << 16)
    {
    }
    std::size_t bytes() const { return m_slots.size() * sizeof(std::uint64_t); }
    std::size_t bytesToGrow() const { return 2 * bytes(); }
    bool full() const { return 2 * (std::size_t(m_nodes.size()) + 1) > m_slots.size(); }

    static std::uint64_t hashOf(const Key &key) { return key.hash() & 0xFFFFFFFFu; }
    // Asks for the slot where a probe for `hash` starts: a child's probe is
    // nearly always a cache miss, so the expansion asks for all of its
    // children's before it reads the first.
    void prefetch(std::uint64_t hash) const { __builtin_prefetch(&m_slots[hash & (m_slots.size() - 1)]); }

    // The id of the node at `key` (whose hashOf() is `hash`); kMissing when
    // there is none, and then `slot` is where it goes.
    std::uint32_t find(const Key &key, std::uint64_t hash, std::size_t &slot)
    {
        const std::size_t mask = m_slots.size() - 1;
        for (slot = hash & mask; m_slots[slot] != 0; slot = (slot + 1) & mask) {
            const std::uint64_t entry = m_slots[slot];
            if ((entry >> 32) == hash && m_nodes[std::uint32_t(entry) - 1].key == key)
                return std::uint32_t(entry) - 1;
        }
        m_pendingHash = hash;
        return kMissing;
    }
    // Puts the node `find` just missed at `slot`.
    void insert(std::size_t slot, std::uint32_t id) { m_slots[slot] = (m_pendingHash << 32) | (id + 1); }
    void grow()
    {
        ZeroedArray<std::uint64_t> old(m_slots.size() * 2);
        std::swap(old, m_slots);
        const std::size_t mask = m_slots.size() - 1;
        for (std::size_t i = 0; i < old.size(); ++i) {
            const std::uint64_t entry = old[i];
            if (entry == 0)
                continue;
            std::size_t slot = (entry >> 32) & mask;
            while (m_slots[slot] != 0)
                slot = (slot + 1) & mask;
            m_slots[slot] = entry;
        }
    }

    static constexpr std::uint32_t kMissing = ~std::uint32_t(0);

private:
    NodeStore &m_nodes;
    ZeroedArray<std::uint64_t> m_slots;
    std::uint64_t m_pendingHash = 0;
};

// The open list: one stack per key (f and h packed, see solveWeighted5()),
// served lowest key first, the newest entry of a stack first. The keys in use
// are sparse (each f has a slot for every h), and walking the empty stacks to
// the next one in use took about a quarter of a search's time: a bit per
// stack says whether it holds entries, and a bit per word of those whether
// the word has one set.
class OpenList {
public:
    void push(std::size_t key, std::uint32_t id)
    {
        if (key >= m_stacks.size())
            resize(key + 1);
        if (m_stacks[key].empty())
            m_used[key / 64] |= bit(key);
        m_summary[key / 4096] |= bit(key / 64);
        m_firstSummary = std::min(m_firstSummary, key / 4096);
        m_stacks[key].push_back(id);
        ++m_entries;
    }
    // The lowest key with entries; none() when the list is empty.
    std::size_t lowest()
    {
        for (; m_firstSummary < m_summary.size(); ++m_firstSummary) {
            if (m_summary[m_firstSummary] != 0) {
                const std::size_t usedWord = m_firstSummary * 64 + std::size_t(__builtin_ctzll(m_summary[m_firstSummary]));
                return usedWord * 64 + std::size_t(__builtin_ctzll(m_used[usedWord]));
            }
        }
        return none();
    }
    std::size_t none() const { return m_stacks.size(); }
    // The entry pop(key) would give, or kNoEntry.
    std::uint32_t top(std::size_t key) const { return m_stacks[key].empty() ? kNoEntry : m_stacks[key].back(); }
    static constexpr std::uint32_t kNoEntry = ~std::uint32_t(0);
    std::uint32_t pop(std::size_t key)
    {
        std::vector<std::uint32_t> &stack = m_stacks[key];
        const std::uint32_t id = stack.back();
        stack.pop_back();
        --m_entries;
        if (stack.empty()) {
            m_used[key / 64] &= ~bit(key);
            if (m_used[key / 64] == 0)
                m_summary[key / 4096] &= ~bit(key / 64);
        }
        return id;
    }
    // Calls visit(key, stack) for every stack with entries, lowest key first.
    template<typename Visit>
    void forEach(Visit &&visit) const
    {
        for (std::size_t word = 0; word < m_used.size(); ++word) {
            for (std::uint64_t bits = m_used[word]; bits != 0; bits &= bits - 1) {
                const std::size_t key = word * 64 + std::size_t(__builtin_ctzll(bits));
                visit(key, m_stacks[key]);
            }
        }
    }
    // Moves every stack, its entries in their order, to the key `moved`
    // gives for its own; no two may get the same one.
    template<typename Moved>
    void rekey(Moved &&moved)
    {
        std::vector<std::pair<std::size_t, std::vector<std::uint32_t>>> stacks;
        for (std::size_t word = 0; word < m_used.size(); ++word) {
            for (std::uint64_t bits = m_used[word]; bits != 0; bits &= bits - 1) {
                const std::size_t key = word * 64 + std::size_t(__builtin_ctzll(bits));
                stacks.emplace_back(moved(key), std::move(m_stacks[key]));
            }
        }
        const std::size_t entries = m_entries;
        clear();
        for (auto &[key, stack] : stacks) {
            if (key >= m_stacks.size())
                resize(key + 1);
            m_used[key / 64] |= bit(key);
            m_summary[key / 4096] |= bit(key / 64);
            m_firstSummary = std::min(m_firstSummary, key / 4096);
            m_stacks[key] = std::move(stack);
        }
        m_entries = entries;
    }
    void clear()
    {
        m_stacks.clear();
        m_used.clear();
        m_summary.clear();
        m_entries = 0;
        m_firstSummary = 0;
    }
    std::size_t entries() const { return m_entries; }
    // The stacks' capacity is at most twice their entries; the bits, a
    // 192nd of the stacks themselves, are left out.
    std::size_t bytes() const
    {
        return m_stacks.size() * sizeof(m_stacks[0]) + 2 * m_entries * sizeof(std::uint32_t);
    }

private:
    static std::uint64_t bit(std::size_t index) { return std::uint64_t(1) << (index % 64); }
    void resize(std::size_t size)
    {
        m_stacks.resize(size);
        m_used.resize((size + 63) / 64);
        m_summary.resize((m_used.size() + 63) / 64);
    }

    std::vector<std::vector<std::uint32_t>> m_stacks;
    std::vector<std::uint64_t> m_used;
    std::vector<std::uint64_t> m_summary;
    std::size_t m_entries = 0;
    // Every summary word before this one is zero.
    std::size_t m_firstSummary = 0;
};

} // namespace

// Longer than 80 lines by choice (the exception list of .ci/check-source-sizes):
// one anytime search whose open list, node store, weights and best solution
// all change together inside its innermost loop. Split up, its parts would
// pass that whole state between them on every expansion, which is where the
// time of a 5 x 5 solve goes, and none of them would mean anything alone.
Search24Result solveWeighted5(const std::array<std::uint8_t, kCells> &tiles, const Pattern24 &tables,
                              const Search24Limits &limits, std::stop_token stop, Progress &progress)
{
    const std::array<TileSlot, kCells> &slots = Pattern24::tileSlots();
    int num = limits.weightNumerator;
    int den = limits.weightDenominator;
    std::size_t raised = 0; // of limits.raisedWeights
    const auto priority = [&](const Node &node) { return std::size_t(den * node.g + num * node.h); };

    NodeStore nodes;
    NodeIndex index(nodes);
    // Open list: served lowest f first and among equal f lowest h first (the
    // deepest: nearest to a goal), the newest of equals first. An entry is
    // stale when its node has since been reached by a shorter way (and so
    // sits at a lower f).
    OpenList open;
    const auto keyOf = [&](const Node &node) { return priority(node) * kHeuristicRange + node.h; };
    // `node` is the one stored at `id`, read from where it was made rather than
    // from the store again.
    const auto push = [&](std::uint32_t id, const Node &node) { open.push(keyOf(node), id); };

    Search24Result result;
    std::size_t reported = 0; // memory as last told to `progress`
    const auto finish = [&] {
        progress.memoryBytes.fetch_sub(reported, std::memory_order_relaxed);
        if (tables.lost()) {
            result.tablesLost = true;
            result.cells.reset();
            result.lowerBound = 0;
        }
        return result;
    };

    // The shortest solution found so far: the search goes on below its length
    // until the expansions run out (or none is left, when it is the shortest).
    std::uint32_t bestGoal = kNoParent;
    int bestLength = std::numeric_limits<int>::max();
    std::uint64_t expanded = 0;
    // `pending`: g + h of a position taken off the open list and not expanded.
    // Stale entries only lower the minimum, so every bucket counts.
    const auto proveBound = [&](int pending) {
        int least = std::min(pending, bestLength);
        open.forEach([&](std::size_t key, const std::vector<std::uint32_t> &) {
            const int h = int(key % kHeuristicRange);
            const int g = (int(key / kHeuristicRange) - num * h) / den;
            least = std::min(least, g + h);
        });
        result.lowerBound = std::max(result.lowerBound, least);
    };
    const auto answer = [&] {
        if (bestGoal != kNoParent) {
            std::vector<int> cells;
            for (std::uint32_t at = bestGoal; nodes[at].parent != kNoParent; at = nodes[at].parent)
                cells.push_back(nodes[at].blank);
            std::reverse(cells.begin(), cells.end());
            result.cells = std::move(cells);
        }
        result.expansions = expanded;
        return finish();
    };

    Node root;
    for (int cell = 0; cell < kCells; ++cell) {
        if (tiles[std::size_t(cell)] == 0)
            root.blank = std::uint8_t(cell);
        else
            root.key.setCell(tiles[std::size_t(cell)], cell);
    }
    {
        std::array<std::uint32_t, 2 * kGroups> indices{};
        for (int cell = 0; cell < kCells; ++cell) {
            const int tile = tiles[std::size_t(cell)];
            if (tile == 0)
                continue;
            const TileSlot &slot = slots[std::size_t(tile)];
            indices[std::size_t(slot.group)] += slot.digit[std::size_t(cell)];
            indices[std::size_t(kGroups + slot.mirrorGroup)] += slot.mirrorDigit[std::size_t(cell)];
        }
        int own = 0;
        int mirrored = 0;
        for (int g = 0; g < kGroups; ++g) {
            root.parts[std::size_t(g)] = std::uint8_t(tables.distance(g, indices[std::size_t(g)]));
            root.parts[std::size_t(kGroups + g)] = std::uint8_t(tables.distance(g, indices[std::size_t(kGroups + g)]));
            own += root.parts[std::size_t(g)];
            mirrored += root.parts[std::size_t(kGroups + g)];
        }
        root.h = std::uint8_t(std::max(own, mirrored));
    }
    root.parent = kNoParent;
    {
        std::size_t slot = 0;
        index.find(root.key, NodeIndex::hashOf(root.key), slot);
        index.insert(slot, nodes.add(root));
        push(0, root);
    }

    result.lowerBound = root.h;
    // What an expansion reads of its node's key (the cell of each tile, and
    // the group indices), and which node they are of: the child expected
    // next gets them from its parent's with one move applied instead of from
    // its key (a tenth of the search's time).
    std::array<int, kCells> tileAt; // every cell but the blank's
    std::array<std::uint32_t, kGroups> own{};
    std::array<std::uint32_t, kGroups> mirrored{};
    std::uint32_t decodedId = kNoParent;
    while (true) {
        const std::size_t lowest = open.lowest();
        if (lowest == open.none()) {
            result.lowerBound = bestLength; // every shorter way ruled out: the best is the shortest
            return answer();
        }
        const std::uint32_t id = open.pop(lowest);
        // Unless one of this node's children comes first (then it is in the
        // cache, just made), the next node expanded is this stack's next.
        if (const std::uint32_t following = open.top(lowest); following != OpenList::kNoEntry)
            nodes.prefetch(following);
        const Node node = nodes[id];
        if (keyOf(node) != lowest)
            continue;
        if (node.g + node.h >= bestLength)
            continue;

        if ((++expanded & kCheckMask) == 0) {
            progress.addNodes(kCheckMask + 1);
            const std::size_t bytes = nodes.bytes() + index.bytes() + open.bytes();
            progress.memoryBytes.fetch_add(bytes - reported, std::memory_order_relaxed);
            reported = bytes;
            result.peakBytes = std::max(result.peakBytes, bytes);
            if (stop.stop_requested() || tables.lost())
                return finish();
            if (expanded >= limits.maxExpansions && bestGoal != kNoParent) {
                proveBound(node.g + node.h);
                return answer();
            }
            if (bestGoal == kNoParent && raised < limits.raisedWeights.size()
                && expanded >= limits.raiseEvery * (raised + 1)) {
                // The open positions go on under the heavier weight, in the
                // order they were in. Each entry's g and h are read from its
                // stack's key, not from its node: reading the nodes, a cache
                // miss each, took a sixth of the search. A stale entry (its
                // node reached since by a shorter way) keeps its larger g, so
                // it stays stale and is passed over when popped, as before.
                const int oldNum = num;
                const int oldDen = den;
                num = limits.raisedWeights[raised][0];
                den = limits.raisedWeights[raised][1];
                ++raised;
                open.rekey([&](std::size_t key) {
                    const int h = int(key % kHeuristicRange);
                    const int g = (int(key / kHeuristicRange) - oldNum * h) / oldDen;
                    return std::size_t(den * g + num * h) * kHeuristicRange + std::size_t(h);
                });
            }
            // Room for what may come before the next check: the index's
            // growth (old and new slots side by side) and a block of nodes.
            if (bytes + index.bytesToGrow() + NodeStore::kBlock * sizeof(Node) > limits.memoryBytes) {
                result.outOfMemory = bestGoal == kNoParent;
                proveBound(node.g + node.h);
                return answer();
            }
        }

        // The group indices of the node, its own and its reflection's: kept
        // from the expansion before when this is the child it expected.
        if (id != decodedId) {
            own.fill(0);
            mirrored.fill(0);
            for (int tile = 1; tile < kCells; ++tile) {
                const int cell = node.key.cellOf(tile);
                tileAt[std::size_t(cell)] = tile;
                const TileSlot &slot = slots[std::size_t(tile)];
                own[std::size_t(slot.group)] += slot.digit[std::size_t(cell)];
                mirrored[std::size_t(slot.mirrorGroup)] += slot.mirrorDigit[std::size_t(cell)];
            }
        }
        decodedId = kNoParent;
        int ownSum = 0;
        int mirroredSum = 0;
        for (int g = 0; g < kGroups; ++g) {
            ownSum += node.parts[std::size_t(g)];
            mirroredSum += node.parts[std::size_t(kGroups + g)];
        }

        // The children's changed indices and keys first, and their table
        // entries and index slots asked for at once: each is a cache miss.
        const int blank = node.blank;
        struct Move {
            int from, tile;
            std::uint32_t ownIndex, mirroredIndex;
            Key key;
            std::uint64_t hash;
            int ownPart, mirroredPart, h;
        };
        std::array<Move, 4> moves;
        std::size_t moveCount = 0;
        for (const int from : kNeighbours[std::size_t(blank)]) {
            if (from < 0)
                break;
            if (from == node.previousBlank)
                continue;
            const int tile = tileAt[std::size_t(from)];
            const TileSlot &slot = slots[std::size_t(tile)];
            Move &move = moves[moveCount++];
            move.from = from;
            move.tile = tile;
            move.ownIndex = own[std::size_t(slot.group)] + slot.digit[std::size_t(blank)] - slot.digit[std::size_t(from)];
            move.mirroredIndex = mirrored[std::size_t(slot.mirrorGroup)] + slot.mirrorDigit[std::size_t(blank)]
                - slot.mirrorDigit[std::size_t(from)];
            tables.prefetch(slot.group, move.ownIndex);
            tables.prefetch(slot.mirrorGroup, move.mirroredIndex);
            move.key = node.key;
            move.key.setCell(tile, blank);
            move.hash = NodeIndex::hashOf(move.key);
            index.prefetch(move.hash);
        }
        // Their bounds; and the child with the lowest key, the one expanded
        // next unless another is lower (it is whenever its bound fell: a
        // heavier h weighs more than g), gets its own children's entries and
        // slots asked for now, so that they arrive while these children are
        // looked up in the index: the next expansion then seldom waits.
        const Move *next = nullptr;
        std::size_t nextKey = ~std::size_t(0);
        for (std::size_t m = 0; m < moveCount; ++m) {
            Move &move = moves[m];
            const TileSlot &slot = slots[std::size_t(move.tile)];
            move.ownPart = tables.distance(slot.group, move.ownIndex);
            move.mirroredPart = tables.distance(slot.mirrorGroup, move.mirroredIndex);
            move.h = std::max(ownSum - node.parts[std::size_t(slot.group)] + move.ownPart,
                              mirroredSum - node.parts[std::size_t(kGroups + slot.mirrorGroup)] + move.mirroredPart);
            const std::size_t key = std::size_t(den * (node.g + 1) + num * move.h) * kHeuristicRange + std::size_t(move.h);
            if (move.h > 0 && node.g + 1 + move.h < bestLength && key < nextKey) {
                next = &move;
                nextKey = key;
            }
        }
        if (next != nullptr) {
            const TileSlot &moved = slots[std::size_t(next->tile)];
            for (const int from : kNeighbours[std::size_t(next->from)]) {
                if (from < 0)
                    break;
                if (from == blank)
                    continue;
                const int tile = tileAt[std::size_t(from)];
                const TileSlot &slot = slots[std::size_t(tile)];
                const std::uint32_t ownIndex = slot.group == moved.group ? next->ownIndex : own[std::size_t(slot.group)];
                const std::uint32_t mirroredIndex = slot.mirrorGroup == moved.mirrorGroup
                    ? next->mirroredIndex
                    : mirrored[std::size_t(slot.mirrorGroup)];
                tables.prefetch(slot.group, ownIndex + slot.digit[std::size_t(next->from)] - slot.digit[std::size_t(from)]);
                tables.prefetch(slot.mirrorGroup, mirroredIndex + slot.mirrorDigit[std::size_t(next->from)]
                                                      - slot.mirrorDigit[std::size_t(from)]);
                Key key = next->key;
                key.setCell(tile, next->from);
                index.prefetch(NodeIndex::hashOf(key));
            }
        }
        std::uint32_t nextId = kNoParent;
        for (std::size_t m = 0; m < moveCount; ++m) {
            const Move &move = moves[m];
            const TileSlot &slot = slots[std::size_t(move.tile)];
            const int h = move.h;
            Node child;
            child.key = move.key;
            child.g = std::uint16_t(node.g + 1);
            child.h = std::uint8_t(h);
            child.blank = std::uint8_t(move.from);
            child.previousBlank = std::uint8_t(blank);
            child.parts = node.parts;
            child.parts[std::size_t(slot.group)] = std::uint8_t(move.ownPart);
            child.parts[std::size_t(kGroups + slot.mirrorGroup)] = std::uint8_t(move.mirroredPart);
            child.parent = id;
            if (h == 0) {
                if (child.g < bestLength) {
                    bestGoal = nodes.add(child);
                    bestLength = child.g;
                }
                continue;
            }
            if (child.g + h >= bestLength)
                continue;
            std::size_t at = 0;
            const std::uint32_t known = index.find(child.key, move.hash, at);
            if (known != NodeIndex::kMissing) {
                if (&move == next)
                    nextId = known;
                if (nodes[known].g > child.g) {
                    nodes[known] = child;
                    push(known, child);
                }
                continue;
            }
            const std::uint32_t added = nodes.add(child);
            if (&move == next)
                nextId = added;
            index.insert(at, added);
            push(added, child);
            if (index.full())
                index.grow();
        }
        if (nextId != kNoParent) {
            const TileSlot &slot = slots[std::size_t(next->tile)];
            tileAt[std::size_t(blank)] = next->tile;
            own[std::size_t(slot.group)] = next->ownIndex;
            mirrored[std::size_t(slot.mirrorGroup)] = next->mirroredIndex;
            decodedId = nextId;
        }
    }
}

Search24Limits singleSearch5Limits(std::size_t memoryBytes)
{
    // Chosen on the ten Korf-Taylor instances, checked on all fifty of Korf and
    // Felner (bench/fifteen24bench, docs/benchmarks.md).
    Search24Limits limits;
    limits.weightNumerator = 3;
    limits.weightDenominator = 2;
    limits.raisedWeights = {{8, 5}, {7, 4}, {2, 1}, {3, 1}};
    limits.raiseEvery = 100'000;
    limits.maxExpansions = 400'000;
    limits.memoryBytes = memoryBytes;
    return limits;
}

std::array<Search24Limits, 2> pairedSearch5Limits(std::size_t memoryBytesEach)
{
    std::array<Search24Limits, 2> limits{singleSearch5Limits(memoryBytesEach), singleSearch5Limits(memoryBytesEach)};
    limits[0].weightNumerator = 5;
    limits[0].weightDenominator = 4;
    limits[0].raisedWeights = {{4, 3}, {3, 2}, {2, 1}, {3, 1}};
    limits[0].raiseEvery = 200'000;
    limits[0].maxExpansions = 1'000'000;
    limits[1].weightNumerator = 11;
    limits[1].weightDenominator = 10;
    limits[1].raisedWeights = {{6, 5}, {5, 4}, {4, 3}, {3, 2}, {2, 1}, {3, 1}};
    limits[1].raiseEvery = 200'000;
    limits[1].maxExpansions = 1'000'000;
    return limits;
}

Search24Result solveNearOptimal5(const std::array<std::uint8_t, kCells> &tiles, const Pattern24 &tables,
                                 std::size_t memoryBytes, std::stop_token stop, Progress &progress,
                                 const NearOptimal5Plan &plan)
{
    // What ends the second search: Stop, or the first one's line proved
    // shortest (the first one's line is the answer then, as it would be when
    // the second ran on: the first wins ties).
    std::stop_source settled;
    const std::stop_callback forward(stop, [&settled] { settled.request_stop(); });
    // Each polishes its own line: which of the two ends shorter is not known
    // before both are polished.
    const auto solveAndPolish = [&](const Search24Limits &limits, bool backwards, bool first) {
        const std::stop_token ends = first ? stop : settled.get_token();
        Search24Result found = backwards ? solveBackwards5(tiles, tables, limits, ends, progress)
                                         : solveWeighted5(tiles, tables, limits, ends, progress);
        // A line proved shortest has nothing to give.
        const bool proved = found.cells && found.lowerBound >= int(found.cells->size());
        if (proved && first)
            settled.request_stop();
        if (found.cells && !proved && plan.polish.maxNodes > 0)
            polish5(tiles, *found.cells, tables, plan.polish, ends, progress);
        return found;
    };
    // Lost while a line was polished: a line still, but polished with tables
    // that no longer hold.
    const auto unlessLost = [&tables](Search24Result found) {
        if (tables.lost()) {
            found.tablesLost = true;
            found.cells.reset();
            found.lowerBound = 0;
        }
        return found;
    };
    if (memoryBytes < 2 * kPairedSearch5Bytes)
        return unlessLost(solveAndPolish(singleSearch5Limits(memoryBytes), false, true));
    // Each gets half the memory on one core too, so that the lines do not
    // depend on the cores.
    auto limits = plan.searches;
    for (Search24Limits &each : limits)
        each.memoryBytes = memoryBytes / 2;
    Search24Result other;
    Search24Result result;
    const int threads = std::min(2, plan.cores > 0 ? plan.cores : usableCores());
    if (threads == 1) {
        // Side by side they would only take turns on the one core, with both
        // lists held at once: one after the other instead, the second not
        // searched at all when the first line is proved shortest.
        result = solveAndPolish(limits[0], plan.backwards[0], true);
        if (!settled.stop_requested())
            other = solveAndPolish(limits[1], plan.backwards[1], false);
        result.peakBytes = std::max(result.peakBytes, other.peakBytes);
    } else {
        {
            // Progress's counters are atomic: both searches add to them.
            const std::jthread second([&] { other = solveAndPolish(limits[1], plan.backwards[1], false); });
            result = solveAndPolish(limits[0], plan.backwards[0], true);
        }
        result.peakBytes += other.peakBytes;
    }
    if (other.cells && (!result.cells || other.cells->size() < result.cells->size()))
        result.cells = std::move(other.cells);
    // Each bound holds alone, so the larger does.
    result.lowerBound = std::max(result.lowerBound, other.lowerBound);
    result.outOfMemory = !result.cells && (result.outOfMemory || other.outOfMemory);
    result.expansions += other.expansions;
    result.threads = threads;
    return unlessLost(std::move(result));
}

} // namespace pb::fifteen
