#include "pegsolver.h"

#include "pegpuzzle.h"

#include <algorithm>
#include <bit>
#include <chrono>
#include <cstdlib>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace pb::pegs {

namespace {

// Progress is shared with the watching thread; touching it (and polling the
// stop token) once per batch keeps the inner loop free of atomics.
constexpr std::uint64_t kNodeBatch = 1024;

// Up to this many holes the failure table can be a bitset indexed by the pegs
// themselves: exact, no hashing, and at most 512 MiB of address space, of which
// only the pages the search touches ever become memory.
constexpr int kMaxBitsetHoles = 32;

struct CompiledJump {
    PegBits need;  // from and over must hold pegs
    PegBits land;  // to must be empty
    PegBits flip;  // what the jump toggles
    int index;     // into PegGeometry::jumps()
};

class BitsetTable {
public:
    static std::size_t bytesFor(int holes) { return wordsFor(holes) * sizeof(PegBits); }

    // calloc rather than a vector: the kernel hands out zero pages lazily, so
    // a 28-hole board that is solved after a few thousand positions costs a few
    // pages, not 32 MiB of zeroing. Null when even the address space is refused.
    explicit BitsetTable(int holes)
        : m_words(static_cast<PegBits *>(std::calloc(wordsFor(holes), sizeof(PegBits))))
        , m_bytes(bytesFor(holes))
    {
    }
    bool allocated() const { return m_words != nullptr; }

    bool contains(PegBits pegs) const { return (m_words.get()[pegs >> 6] >> (pegs & 63)) & 1; }
    bool insert(PegBits pegs)
    {
        m_words.get()[pegs >> 6] |= PegBits(1) << (pegs & 63);
        return true;
    }
    std::size_t bytes() const { return m_bytes; }

private:
    static std::size_t wordsFor(int holes) { return (std::size_t(1) << holes) / 64 + 1; }

    struct Free {
        void operator()(PegBits *words) const { std::free(words); }
    };
    std::unique_ptr<PegBits, Free> m_words;
    std::size_t m_bytes;
};

// Open addressing with linear probing. 0 marks a free slot: a failed position
// always has at least one peg. The table doubles while the budget allows; once
// it cannot, insert() reports failure and the search gives up honestly.
class HashTable {
public:
    explicit HashTable(std::size_t budgetBytes)
        : m_maxSlots(std::bit_floor(budgetBytes / sizeof(PegBits)))
    {
        resize(std::min<std::size_t>(m_maxSlots, 1 << 12));
    }

    bool contains(PegBits pegs) const
    {
        if (m_slots.empty())
            return false;
        for (std::size_t i = slotOf(pegs);; i = (i + 1) & m_mask) {
            if (m_slots[i] == pegs)
                return true;
            if (m_slots[i] == 0)
                return false;
        }
    }

    bool insert(PegBits pegs)
    {
        // Kept at most 3/4 full so probes stay short and always find a free slot.
        if ((m_size + 1) * 4 > m_slots.size() * 3) {
            if (m_slots.size() * 2 > m_maxSlots || m_slots.empty())
                return false;
            resize(m_slots.size() * 2);
        }
        std::size_t i = slotOf(pegs);
        while (m_slots[i] != 0 && m_slots[i] != pegs)
            i = (i + 1) & m_mask;
        if (m_slots[i] == 0) {
            m_slots[i] = pegs;
            ++m_size;
        }
        return true;
    }

    std::size_t bytes() const { return m_slots.size() * sizeof(PegBits); }

private:
    std::size_t slotOf(PegBits pegs) const
    {
        // Fibonacci hashing: the high bits of the product mix every peg.
        return std::size_t((pegs * 0x9E3779B97F4A7C15ull) >> m_shift) & m_mask;
    }

    void resize(std::size_t slots)
    {
        std::vector<PegBits> old = std::move(m_slots);
        m_slots.assign(slots, 0);
        m_mask = slots - 1;
        m_shift = 64 - std::countr_zero(std::max<std::size_t>(slots, 2));
        m_size = 0;
        for (const PegBits pegs : old) {
            if (pegs != 0)
                insert(pegs);
        }
    }

    std::size_t m_maxSlots;
    std::vector<PegBits> m_slots;
    std::size_t m_mask = 0;
    int m_shift = 63;
    std::size_t m_size = 0;
};

// The board's symmetries (the lattice rotations and reflections that map its
// holes onto themselves, and keep the finish hole in place). A position fails
// exactly when its mirror images do, so the failure table stores one canonical
// image per class: up to 6 (triangle) or 8 (square) times fewer positions to
// search and to remember.
class Symmetries {
public:
    Symmetries(const PegGeometry &geometry, std::optional<int> fixedHole)
    {
        const int holes = geometry.holeCount();
        m_chunks = (holes + 7) / 8;
        for (const auto &transform : transforms(geometry.lattice())) {
            const auto permutation = holePermutation(geometry, transform);
            if (permutation.empty() || (fixedHole && permutation[std::size_t(*fixedHole)] != *fixedHole))
                continue;
            bool identity = true;
            for (int h = 0; h < holes; ++h)
                identity = identity && permutation[std::size_t(h)] == h;
            if (identity)
                continue;
            // Byte-wise lookup: mapping a position costs one load per 8 holes.
            std::vector<PegBits> table(std::size_t(m_chunks) * 256, 0);
            // Built value by value from the value without its lowest bit: this
            // runs on every solve, so it must cost next to nothing on small boards.
            for (int chunk = 0; chunk < m_chunks; ++chunk) {
                PegBits *row = &table[std::size_t(chunk * 256)];
                for (int value = 1; value < 256; ++value) {
                    const int hole = chunk * 8 + std::countr_zero(unsigned(value));
                    row[value] = row[value & (value - 1)]
                                 | (hole < holes ? bit(permutation[std::size_t(hole)]) : 0);
                }
            }
            m_tables.push_back(std::move(table));
        }
    }

    PegBits canonical(PegBits pegs) const
    {
        PegBits best = pegs;
        for (const auto &table : m_tables) {
            PegBits image = 0;
            for (int chunk = 0; chunk < m_chunks; ++chunk)
                image |= table[std::size_t(chunk * 256 + int((pegs >> (8 * chunk)) & 0xff))];
            best = std::min(best, image);
        }
        return best;
    }

private:
    struct Transform {
        int rr, rc, cr, cc; // (r, c) -> (rr*r + rc*c, cr*r + cc*c)
    };

    static std::vector<Transform> transforms(Lattice lattice)
    {
        if (lattice == Lattice::Square) {
            return {{1, 0, 0, 1},  {1, 0, 0, -1}, {-1, 0, 0, 1}, {-1, 0, 0, -1},
                    {0, 1, 1, 0},  {0, 1, -1, 0}, {0, -1, 1, 0}, {0, -1, -1, 0}};
        }
        // In left-aligned triangle coordinates a 60 degree turn is
        // (r, c) -> (c, c - r) and a mirror is (r, c) -> (c, r).
        std::vector<Transform> result;
        Transform turn{1, 0, 0, 1};
        for (int k = 0; k < 6; ++k) {
            result.push_back(turn);
            result.push_back({turn.rc, turn.rr, turn.cc, turn.cr}); // turn after mirror
            turn = {turn.cr, turn.cc, turn.cr - turn.rr, turn.cc - turn.rc};
        }
        return result;
    }

    // Where each hole goes under `t` followed by the translation that lines the
    // image up with the board; empty when some hole lands off the board.
    static std::vector<int> holePermutation(const PegGeometry &geometry, const Transform &t)
    {
        const auto &holes = geometry.holes();
        if (holes.empty())
            return {};
        int minRow = holes[0].row, minCol = holes[0].col;
        int minImageRow = t.rr * holes[0].row + t.rc * holes[0].col;
        int minImageCol = t.cr * holes[0].row + t.cc * holes[0].col;
        for (const Cell &cell : holes) {
            minRow = std::min(minRow, cell.row);
            minCol = std::min(minCol, cell.col);
            minImageRow = std::min(minImageRow, t.rr * cell.row + t.rc * cell.col);
            minImageCol = std::min(minImageCol, t.cr * cell.row + t.cc * cell.col);
        }
        std::vector<int> permutation;
        for (const Cell &cell : holes) {
            const int hole = geometry.holeAt(t.rr * cell.row + t.rc * cell.col - minImageRow + minRow,
                                             t.cr * cell.row + t.cc * cell.col - minImageCol + minCol);
            if (hole < 0)
                return {};
            permutation.push_back(hole);
        }
        return permutation;
    }

    int m_chunks = 0;
    std::vector<std::vector<PegBits>> m_tables;
};

enum class Outcome { Found, Failed, Stopped, TableFull };

template<class Table>
class Search {
public:
    Search(const std::vector<CompiledJump> &jumps, std::optional<PegBits> goal,
           const Symmetries &symmetries, Table &failed, std::stop_token stop, Progress &progress)
        : m_jumps(jumps)
        , m_goal(goal)
        , m_symmetries(symmetries)
        , m_failed(failed)
        , m_stop(std::move(stop))
        , m_progress(progress)
    {
    }

    Outcome run(PegBits pegs)
    {
        m_bestPegs = std::popcount(pegs) + 1;
        const Outcome outcome = visit(pegs, std::popcount(pegs));
        m_progress.addNodes(m_unreported);
        m_progress.memoryBytes.store(m_failed.bytes(), std::memory_order_relaxed);
        return outcome;
    }

    std::uint64_t nodes() const { return m_nodes; }
    const std::vector<int> &path() const { return m_path; }
    int bestPegs() const { return m_bestPegs; }
    const std::vector<int> &bestLine() const { return m_bestLine; }

private:
    Outcome visit(PegBits pegs, int count)
    {
        // Any position with moves leads to one with fewer pegs, so the least
        // count seen over a failed (hence exhaustive) search is the fewest pegs
        // that can be left, and the path that first reached it leaves them.
        if (count < m_bestPegs) {
            m_bestPegs = count;
            m_bestLine = m_path;
        }
        if (count == 1)
            return !m_goal || pegs == *m_goal ? Outcome::Found : Outcome::Failed;
        const PegBits key = m_symmetries.canonical(pegs);
        if (m_failed.contains(key))
            return Outcome::Failed;

        ++m_nodes;
        if (++m_unreported == kNodeBatch) {
            m_progress.addNodes(m_unreported);
            m_unreported = 0;
            if (m_stop.stop_requested())
                return Outcome::Stopped;
        }

        // Testing every jump with a branch mispredicts on most of them; folding
        // the tests of 64 jumps into a mask first lets the loop visit only the
        // legal ones.
        for (std::size_t base = 0; base < m_jumps.size(); base += 64) {
            const std::size_t end = std::min(m_jumps.size(), base + 64);
            std::uint64_t legal = 0;
            for (std::size_t i = base; i < end; ++i) {
                const CompiledJump &jump = m_jumps[i];
                legal |= std::uint64_t(((pegs & jump.need) == jump.need) & ((pegs & jump.land) == 0))
                         << (i - base);
            }
            for (; legal; legal &= legal - 1) {
                const CompiledJump &jump = m_jumps[base + std::size_t(std::countr_zero(legal))];
                m_path.push_back(jump.index);
                const Outcome outcome = visit(pegs ^ jump.flip, count - 1);
                if (outcome != Outcome::Failed)
                    return outcome;
                m_path.pop_back();
            }
        }
        return m_failed.insert(key) ? Outcome::Failed : Outcome::TableFull;
    }

    const std::vector<CompiledJump> &m_jumps;
    std::optional<PegBits> m_goal;
    const Symmetries &m_symmetries;
    Table &m_failed;
    std::stop_token m_stop;
    Progress &m_progress;
    std::uint64_t m_nodes = 0;
    std::uint64_t m_unreported = 0;
    std::vector<int> m_path;
    int m_bestPegs = 0;
    std::vector<int> m_bestLine;
};

std::string formatBytes(std::size_t bytes)
{
    if (bytes >= (std::size_t(1) << 20))
        return std::to_string(bytes >> 20) + " MiB";
    if (bytes >= 1024)
        return std::to_string(bytes >> 10) + " KiB";
    return std::to_string(bytes) + " bytes";
}

std::vector<std::string> lineToMoves(const PegGeometry &geometry, const std::vector<int> &line)
{
    std::vector<std::string> moves;
    moves.reserve(line.size());
    for (const int index : line)
        moves.push_back(moveToString(geometry.jumps()[std::size_t(index)]));
    return moves;
}

template<class Table>
void runSearch(const PegGeometry &geometry, const std::vector<CompiledJump> &jumps, PegBits pegs,
               const SolveOptions &options, Table &table, std::stop_token stop,
               Progress &progress, SolveResult &result)
{
    std::optional<PegBits> goal;
    if (options.finishHole)
        goal = bit(*options.finishHole);
    const Symmetries symmetries(geometry, options.finishHole);
    Search<Table> search(jumps, goal, symmetries, table, std::move(stop), progress);
    const Outcome outcome = search.run(pegs);
    result.nodes = search.nodes();

    switch (outcome) {
    case Outcome::Found:
        result.status = SolveStatus::Solved;
        result.moves = lineToMoves(geometry, search.path());
        // Every jump removes exactly one peg, so every line from this position to
        // one peg has the same length: the first solution found is a shortest one.
        result.optimal = true;
        return;
    case Outcome::Stopped:
        result.status = SolveStatus::Stopped;
        return;
    case Outcome::TableFull:
        result.status = SolveStatus::LimitReached;
        result.reason = message(
            "pegs",
            PB_TRANSLATE_NOOP("pegs", "The table of positions that fail filled the memory budget of %1 after %2 positions; nothing is known"),
            {formatBytes(options.memoryBudgetBytes), std::to_string(search.nodes())});
        return;
    case Outcome::Failed:
        result.status = SolveStatus::Unsolvable;
        if (options.finishHole) {
            result.reason = message(
                "pegs",
                PB_TRANSLATE_NOOP("pegs", "No sequence of jumps leaves one peg in hole %1; exhausted search of %2 positions"),
                {std::to_string(*options.finishHole), std::to_string(search.nodes())});
        } else {
            result.reason = message(
                "pegs",
                PB_TRANSLATE_NOOP("pegs", "No sequence of jumps leaves one peg; exhausted search of %1 positions"),
                {std::to_string(search.nodes())});
        }
        if (options.bestEffort) {
            result.remaining = search.bestPegs();
            result.bestLine = lineToMoves(geometry, search.bestLine());
        }
        return;
    }
}

} // namespace

SolveResult solvePegs(const PegGeometry &geometry, PegBits pegs, const SolveOptions &options,
                      std::stop_token stop, Progress &progress)
{
    const auto started = std::chrono::steady_clock::now();
    SolveResult result;
    pegs &= geometry.allHoles();

    const auto finish = [&]() -> SolveResult {
        result.millis = std::chrono::duration_cast<std::chrono::milliseconds>(
                            std::chrono::steady_clock::now() - started)
                            .count();
        return result;
    };

    if (stop.stop_requested()) {
        result.status = SolveStatus::Stopped;
        return finish();
    }
    if (options.finishHole && (*options.finishHole < 0 || *options.finishHole >= geometry.holeCount())) {
        result.status = SolveStatus::Unsolvable;
        result.reason = message(
            "pegs",
            PB_TRANSLATE_NOOP("pegs", "Hole %1 is not on this board: the holes are numbered 0 to %2"),
            {std::to_string(*options.finishHole), std::to_string(geometry.holeCount() - 1)});
        return finish();
    }
    if (pegs == 0) {
        result.status = SolveStatus::Unsolvable;
        result.reason = message("pegs", PB_TRANSLATE_NOOP("pegs", "There are no pegs on the board"));
        if (options.bestEffort)
            result.remaining = 0;
        return finish();
    }

    std::vector<CompiledJump> jumps;
    jumps.reserve(geometry.jumps().size());
    for (std::size_t i = 0; i < geometry.jumps().size(); ++i) {
        const Jump &j = geometry.jumps()[i];
        jumps.push_back(CompiledJump{bit(j.from) | bit(j.over), bit(j.to),
                                     bit(j.from) | bit(j.over) | bit(j.to), int(i)});
    }

    const int holes = geometry.holeCount();
    if (holes <= kMaxBitsetHoles && BitsetTable::bytesFor(holes) <= options.memoryBudgetBytes) {
        BitsetTable table(holes);
        if (table.allocated()) {
            runSearch(geometry, jumps, pegs, options, table, std::move(stop), progress, result);
            return finish();
        }
    }
    HashTable table(options.memoryBudgetBytes);
    runSearch(geometry, jumps, pegs, options, table, std::move(stop), progress, result);
    return finish();
}

} // namespace pb::pegs
