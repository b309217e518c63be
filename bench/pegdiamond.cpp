// Exhaustive level-by-level search of the 41-hole diamond, for the single-
// vacancy starts Solve leaves at `limit` (issue 29: holes 0 and 12 empty).
//
// Every jump removes one peg, so the positions after k jumps are exactly one
// level, and a breadth-first pass needs no table of visited positions: each
// level is a sorted vector of 41-bit keys (mirror images merged: the smallest
// of the 8 images stands for all), deduplicated by sort + unique. A level is
// cut only soundly: by the class argument, and by pagoda functions, each a
// proof (found by linear programming, checked in integers) that the position
// cannot leave a single peg in any hole the search still aims at.
//
// Usage:
//   pegdiamond forward START [TARGETS...] [--to PEGS] [--save DIR]
//       every position the start with hole START empty can reach on the way
//       to one peg in a hole of TARGETS (default: every hole the class
//       argument leaves), level by level down to PEGS pegs (default 1). An
//       empty level proves there is no such line; a 1-peg level with --save
//       gives one, replayed; --from PEGS resumes from DIR's level of PEGS
//       pegs (the pagodas are learned again);
//   pegdiamond forward FINISH START_HOLE runs the same question backwards:
//       the game played backwards is the game on complements, so "FINISH
//       empty ending in START_HOLE" is "START_HOLE empty ending in FINISH".
// Levels are written to DIR/level-<pegs>.bin (raw little-endian uint64).

#include "core/pegs/pegclassify.h"
#include "core/pegs/peggeometry.h"
#include "core/pegs/pegpagoda.h"
#include "core/pegs/pegpuzzle.h"
#include "processclock.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <random>
#include <string>
#include <vector>

using namespace pb::pegs;

namespace {

using Key = std::uint64_t;
constexpr int kBytes = 6; // 41 holes fit in 6 bytes

// The 8 symmetries of the square, as permutations of the holes, applied a byte
// at a time through lookup tables.
class Images {
public:
    explicit Images(const PegGeometry &geometry)
    {
        const int n = geometry.rows() - 1;
        for (int s = 0; s < 8; ++s) {
            for (int hole = 0; hole < geometry.holeCount(); ++hole) {
                const Cell cell = geometry.cellOf(hole);
                int r = cell.row, c = cell.col;
                if (s & 1)
                    std::swap(r, c);
                if (s & 2)
                    r = n - r;
                if (s & 4)
                    c = n - c;
                const int image = geometry.holeAt(r, c);
                if (image < 0)
                    std::abort();
                m_perm[s][hole] = image;
            }
            for (int b = 0; b < kBytes; ++b) {
                for (int v = 0; v < 256; ++v) {
                    Key out = 0;
                    for (int i = 0; i < 8; ++i) {
                        const int hole = 8 * b + i;
                        if ((v >> i & 1) && hole < geometry.holeCount())
                            out |= Key(1) << m_perm[s][hole];
                    }
                    m_table[s][b][v] = out;
                }
            }
        }
    }
    Key image(int s, Key key) const
    {
        Key out = 0;
        for (int b = 0; b < kBytes; ++b)
            out |= m_table[s][b][(key >> (8 * b)) & 0xff];
        return out;
    }
    Key canonical(Key key) const
    {
        Key best = key;
        for (int s = 1; s < 8; ++s)
            best = std::min(best, image(s, key));
        return best;
    }
    int hole(int s, int hole) const { return m_perm[s][hole]; }

private:
    std::array<std::array<int, 64>, 8> m_perm{};
    std::array<std::array<std::array<Key, 256>, kBytes>, 8> m_table{};
};

// The pagodas aimed at one hole, laid out so that one pass over them (which
// the compiler vectorises) sums every pagoda's value of a position: row
// [byte][value] holds each pagoda's weight of those 8 holes.
class PagodaBank {
public:
    static constexpr int kCapacity = 1024;

    bool full() const { return m_count == kCapacity; }
    int size() const { return m_count; }
    void add(const PagodaWeights &weights, int targetHole)
    {
        if (m_rows.empty())
            m_rows.assign(std::size_t(kBytes) * 256 * kCapacity, 0);
        for (int b = 0; b < kBytes; ++b) {
            for (int v = 0; v < 256; ++v) {
                int sum = 0;
                for (int i = 0; i < 8; ++i) {
                    const std::size_t hole = std::size_t(8 * b + i);
                    if ((v >> i & 1) && hole < weights.size())
                        sum += weights[hole];
                }
                m_rows[(std::size_t(b) * 256 + std::size_t(v)) * kCapacity + std::size_t(m_count)] =
                    std::int16_t(sum);
            }
        }
        m_target[std::size_t(m_count)] = std::int16_t(weights[std::size_t(targetHole)]);
        m_weights.push_back(weights);
        m_hits.push_back(0);
        m_targetHole = targetHole;
        ++m_count;
    }
    // Some pagoda weighs the position below the target hole. Blocks of 64
    // let a refuted position, the common case, stop early; the first pagoda
    // that refutes it is credited (see compact()).
    bool refutes(Key key) const
    {
        if (m_count == 0)
            return false;
        const std::int16_t *row[kBytes];
        for (int b = 0; b < kBytes; ++b)
            row[b] = &m_rows[(std::size_t(b) * 256 + ((key >> (8 * b)) & 0xff)) * kCapacity];
        const auto sumAt = [&](int k) {
            return row[0][k] + row[1][k] + row[2][k] + row[3][k] + row[4][k] + row[5][k];
        };
        for (int first = 0; first < m_count; first += 64) {
            const int last = std::min(first + 64, m_count);
            int below = 0;
            for (int k = first; k < last; ++k)
                below |= sumAt(k) < m_target[std::size_t(k)];
            if (below) {
                int k = first;
                while (sumAt(k) >= m_target[std::size_t(k)])
                    ++k;
                ++m_hits[std::size_t(k)];
                return true;
            }
        }
        return false;
    }
    // Keeps only the pagodas that were the first to refute some position,
    // most credited first. A dropped one never cut a position the kept ones
    // did not, so the levels so far would be cut the same; the scan for a
    // live position, which reads every pagoda, gets shorter.
    void compact()
    {
        std::vector<std::size_t> order;
        for (std::size_t k = 0; k < m_weights.size(); ++k) {
            if (m_hits[k] > 0)
                order.push_back(k);
        }
        std::stable_sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) { return m_hits[x] > m_hits[y]; });
        std::vector<PagodaWeights> kept;
        for (const std::size_t k : order)
            kept.push_back(m_weights[k]);
        m_count = 0;
        m_weights.clear();
        m_hits.clear();
        for (const PagodaWeights &weights : kept)
            add(weights, m_targetHole);
    }

private:
    int m_count = 0;
    int m_targetHole = 0;
    std::vector<std::int16_t> m_rows;
    std::array<std::int16_t, kCapacity> m_target{};
    std::vector<PagodaWeights> m_weights;
    mutable std::vector<std::uint64_t> m_hits;
};

// Cuts the positions that provably cannot end as one peg in a target hole: the
// class argument leaves the candidates, and a candidate falls when a pagoda
// weighs the position below the hole. Pagodas come with their 8 images, so a
// cut holds for a whole class of mirror images, as the merged levels need.
class Pruner {
public:
    Pruner(const PegGeometry &geometry, const Images &images, PegBits targets)
        : m_geometry(geometry)
        , m_images(images)
        , m_invariants(parityInvariants(geometry))
        , m_byHole(std::size_t(geometry.holeCount()))
    {
        for (PegBits t = targets; t; t &= t - 1) {
            const int q = lowestHole(t);
            const std::uint64_t cls = classOf(bit(q));
            auto it = std::find_if(m_candidates.begin(), m_candidates.end(),
                                   [&](const auto &entry) { return entry.first == cls; });
            if (it == m_candidates.end())
                m_candidates.push_back({cls, bit(q)});
            else
                it->second |= bit(q);
        }
    }

    PegBits candidates(Key key) const
    {
        const std::uint64_t cls = classOf(key);
        const auto it = std::find_if(m_candidates.begin(), m_candidates.end(),
                                     [&](const auto &entry) { return entry.first == cls; });
        return it == m_candidates.end() ? 0 : it->second;
    }

    // The candidates no pagoda refutes.
    PegBits open(Key key) const
    {
        PegBits left = 0;
        for (PegBits c = candidates(key); c; c &= c - 1) {
            const int q = lowestHole(c);
            if (!m_byHole[std::size_t(q)].refutes(key))
                left |= bit(q);
        }
        return left;
    }
    bool dead(Key key) const
    {
        for (PegBits c = candidates(key); c; c &= c - 1) {
            if (!m_byHole[std::size_t(lowestHole(c))].refutes(key))
                return false;
        }
        return true;
    }

    // Asks the LP for a pagoda for each open candidate of each sampled
    // position; returns how many were added (each with its images).
    int learn(const std::vector<Key> &sample, std::size_t perHoleCap)
    {
        int added = 0;
        for (const Key key : sample) {
            for (PegBits c = open(key); c; c &= c - 1) {
                const int q = lowestHole(c);
                if (std::size_t(m_byHole[std::size_t(q)].size()) >= perHoleCap)
                    continue;
                const auto weights = findPagoda(m_geometry, key, bit(q));
                if (!weights)
                    continue;
                for (int s = 0; s < 8; ++s) {
                    PagodaWeights image(weights->size());
                    for (std::size_t h = 0; h < weights->size(); ++h)
                        image[std::size_t(m_images.hole(s, int(h)))] = (*weights)[h];
                    const int imageTarget = m_images.hole(s, q);
                    auto &bank = m_byHole[std::size_t(imageTarget)];
                    if (bank.full() || std::find(m_weights.begin(), m_weights.end(), std::pair{image, imageTarget}) != m_weights.end())
                        continue;
                    m_weights.push_back({image, imageTarget});
                    bank.add(image, imageTarget);
                }
                ++added;
            }
        }
        return added;
    }
    std::size_t pagodaCount() const
    {
        std::size_t count = 0;
        for (const PagodaBank &bank : m_byHole)
            count += std::size_t(bank.size());
        return count;
    }
    void compact()
    {
        for (PagodaBank &bank : m_byHole)
            bank.compact();
    }

private:
    std::uint64_t classOf(Key key) const
    {
        std::uint64_t bits = 0;
        for (std::size_t i = 0; i < m_invariants.size(); ++i)
            bits |= std::uint64_t(pegCount(key & m_invariants[i]) & 1) << i;
        return bits;
    }

    const PegGeometry &m_geometry;
    const Images &m_images;
    std::vector<PegBits> m_invariants;
    std::vector<std::pair<std::uint64_t, PegBits>> m_candidates;
    std::vector<PagodaBank> m_byHole;
    std::vector<std::pair<PagodaWeights, int>> m_weights;
};

struct CompiledJump {
    Key need; // from and over
    Key flip; // from, over and to
    std::array<Key, 8> flipImages;
};

std::vector<CompiledJump> compileJumps(const PegGeometry &geometry, const Images &images)
{
    std::vector<CompiledJump> jumps;
    for (const Jump &j : geometry.jumps()) {
        CompiledJump c{bit(j.from) | bit(j.over), bit(j.from) | bit(j.over) | bit(j.to), {}};
        for (int s = 0; s < 8; ++s)
            c.flipImages[std::size_t(s)] = images.image(s, c.flip);
        jumps.push_back(c);
    }
    return jumps;
}

void sortUnique(std::vector<Key> &keys)
{
    std::sort(keys.begin(), keys.end());
    keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
}

// Sorted, deduplicated, pruned chunk merged into the sorted level so far.
void mergeChunk(std::vector<Key> &level, std::vector<Key> &chunk, const Pruner &pruner, std::uint64_t &cut)
{
    sortUnique(chunk);
    const std::size_t before = chunk.size();
    chunk.erase(std::remove_if(chunk.begin(), chunk.end(), [&](Key k) { return pruner.dead(k); }), chunk.end());
    cut += before - chunk.size();
    std::vector<Key> merged;
    merged.reserve(level.size() + chunk.size());
    std::set_union(level.begin(), level.end(), chunk.begin(), chunk.end(), std::back_inserter(merged));
    level.swap(merged);
    chunk.clear();
}

// Every child of every position of `level`, merged and pruned. `cut` counts
// distinct children cut within a chunk (a child cut in two chunks counts twice).
std::vector<Key> expand(const std::vector<Key> &level, const std::vector<CompiledJump> &jumps, const Images &images,
                        const Pruner &pruner, std::size_t chunkKeys, std::uint64_t &cut)
{
    std::vector<Key> next;
    std::vector<Key> chunk;
    chunk.reserve(chunkKeys + 64);
    for (const Key key : level) {
        // A jump flips three holes, so a child's images are the parent's
        // images with the jump's images flipped.
        std::array<Key, 8> parent;
        for (int s = 0; s < 8; ++s)
            parent[std::size_t(s)] = images.image(s, key);
        for (const CompiledJump &j : jumps) {
            if ((key & j.flip) != j.need)
                continue;
            Key best = parent[0] ^ j.flipImages[0];
            for (std::size_t s = 1; s < 8; ++s)
                best = std::min(best, parent[s] ^ j.flipImages[s]);
            chunk.push_back(best);
        }
        if (chunk.size() >= chunkKeys)
            mergeChunk(next, chunk, pruner, cut);
    }
    mergeChunk(next, chunk, pruner, cut);
    return next;
}

// Distinct positions of the level, at random (all of a small level).
std::vector<Key> sampleOf(const std::vector<Key> &level, std::size_t count, std::mt19937_64 &random)
{
    std::vector<Key> sample;
    if (level.size() <= count)
        return level;
    std::uniform_int_distribution<std::size_t> pick(0, level.size() - 1);
    for (std::size_t i = 0; i < count; ++i)
        sample.push_back(level[pick(random)]);
    sortUnique(sample);
    return sample;
}

void save(const std::string &dir, int pegs, const std::vector<Key> &level)
{
    if (dir.empty())
        return;
    std::ofstream out(dir + "/level-" + std::to_string(pegs) + ".bin", std::ios::binary);
    out.write(reinterpret_cast<const char *>(level.data()), std::streamsize(level.size() * sizeof(Key)));
}

std::vector<Key> load(const std::string &path)
{
    std::ifstream in(path, std::ios::binary | std::ios::ate);
    const std::streamsize bytes = in.tellg();
    std::vector<Key> keys(std::size_t(bytes) / sizeof(Key));
    in.seekg(0);
    in.read(reinterpret_cast<char *>(keys.data()), bytes);
    return keys;
}

// A line from the start to `last` (a key of the 1-peg level) through the
// saved levels: at each level a parent whose canonical form was kept, found
// by undoing a jump; then the whole line turned back onto the start.
std::vector<std::string> lineTo(const PegGeometry &geometry, const Images &images, const std::string &dir,
                                Key startKey, Key last)
{
    std::vector<std::pair<int, int>> moves; // from, to; last jump first
    Key position = last;
    for (int pegs = 2; pegs < geometry.holeCount(); ++pegs) {
        const std::vector<Key> level = load(dir + "/level-" + std::to_string(pegs) + ".bin");
        bool found = false;
        for (const Jump &j : geometry.jumps()) {
            const Key flip = bit(j.from) | bit(j.over) | bit(j.to);
            if ((position & flip) != bit(j.to))
                continue;
            const Key parent = position ^ flip;
            if (std::binary_search(level.begin(), level.end(), images.canonical(parent))) {
                moves.push_back({j.from, j.to});
                position = parent;
                found = true;
                break;
            }
        }
        if (!found)
            return {};
    }
    int turn = 0;
    while (turn < 8 && images.image(turn, position) != startKey)
        ++turn;
    std::vector<std::string> line;
    for (auto it = moves.rbegin(); it != moves.rend(); ++it)
        line.push_back(std::to_string(images.hole(turn, it->first)) + "-" + std::to_string(images.hole(turn, it->second)));
    return line;
}

bool replays(const std::shared_ptr<const PegGeometry> &geometry, Key start, const std::vector<std::string> &line)
{
    PegPuzzle puzzle(geometry, start);
    for (const std::string &move : line) {
        if (puzzle.apply(move))
            return false;
    }
    return puzzle.pegCount() == 1;
}

struct Options {
    int start = 0;
    PegBits targets = 0;
    int toPegs = 1;
    std::string saveDir;
    int fromPegs = 0; // resume from the saved level of this many pegs
    std::size_t sample = 200;
    std::size_t perHoleCap = 1024;
    std::size_t chunkKeys = std::size_t(1) << 26;
};

PegBits orbitOf(const Images &images, PegBits holes)
{
    PegBits orbit = 0;
    for (PegBits h = holes; h; h &= h - 1) {
        for (int s = 0; s < 8; ++s)
            orbit |= bit(images.hole(s, lowestHole(h)));
    }
    return orbit;
}

int forward(const Options &options)
{
    const auto geometry = PegGeometry::diamond();
    const Images images(*geometry);
    const auto jumps = compileJumps(*geometry, images);
    const PegBits startKey = geometry->allHoles() & ~bit(options.start);
    // Without TARGETS: every hole the class argument leaves, so an empty last
    // level proves that no line leaves one peg anywhere.
    const PegBits targets = orbitOf(images, options.targets ? options.targets
                                                            : classFinishCandidates(*geometry, startKey));
    Pruner pruner(*geometry, images, targets);
    std::mt19937_64 random(29);
    const auto wall = bench::Clock::now();
    const std::clock_t cpu = std::clock();
    std::vector<Key> level{images.canonical(startKey)};
    int firstPegs = geometry->holeCount() - 1;
    if (options.fromPegs > 0) {
        level = load(options.saveDir + "/level-" + std::to_string(options.fromPegs) + ".bin");
        firstPegs = options.fromPegs;
    }
    std::uint64_t total = 0;
    std::printf("start: hole %d empty; targets (with images) %#llx; %zu jumps\n", options.start,
                static_cast<unsigned long long>(targets), jumps.size());
    std::printf("%5s %14s %14s %9s %10s %10s %10s\n", "pegs", "positions", "cut", "pagodas", "wall s", "cpu s",
                "rss MiB");
    for (int pegs = firstPegs;; --pegs) {
        // Learn from survivors, then cut what the new pagodas refute. A
        // resumed run has none yet, so its first level teaches more.
        std::uint64_t cut = 0;
        pruner.compact();
        const std::size_t sample = pegs == options.fromPegs ? 10 * options.sample : options.sample;
        if (pruner.learn(sampleOf(level, sample, random), options.perHoleCap) > 0) {
            const std::size_t before = level.size();
            level.erase(std::remove_if(level.begin(), level.end(), [&](Key k) { return pruner.dead(k); }),
                        level.end());
            cut += before - level.size();
        }
        total += level.size();
        std::printf("%5d %14zu %14llu %9zu %10.1f %10.1f %10ld\n", pegs, level.size(),
                    static_cast<unsigned long long>(cut), pruner.pagodaCount(), bench::millisSince(wall) / 1000,
                    bench::cpuMillisSince(cpu) / 1000, bench::peakRssKb() / 1024);
        std::fflush(stdout);
        save(options.saveDir, pegs, level);
        if (level.empty() || pegs <= options.toPegs) {
            if (level.empty())
                std::printf("no position left with %d pegs: no line reaches a target\n", pegs);
            else if (pegs == 1 && !options.saveDir.empty()) {
                const auto line = lineTo(*geometry, images, options.saveDir, startKey, level.front());
                std::printf("a line (%s):", replays(geometry, startKey, line) ? "replayed to one peg" : "REPLAY FAILED");
                for (const std::string &move : line)
                    std::printf(" %s", move.c_str());
                std::printf("\n");
            }
            break;
        }
        std::uint64_t expandCut = 0;
        level = expand(level, jumps, images, pruner, options.chunkKeys, expandCut);
        std::printf("      (expansion cut %llu)\n", static_cast<unsigned long long>(expandCut));
    }
    std::printf("total positions kept over all levels: %llu\n", static_cast<unsigned long long>(total));
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc < 3 || std::strcmp(argv[1], "forward") != 0) {
        std::fprintf(stderr, "usage: pegdiamond forward START [TARGETS...] [--to PEGS] [--save DIR] [--from PEGS] [--sample N]\n");
        return 2;
    }
    Options options;
    options.start = std::atoi(argv[2]);
    for (int i = 3; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--to" && i + 1 < argc)
            options.toPegs = std::atoi(argv[++i]);
        else if (arg == "--save" && i + 1 < argc)
            options.saveDir = argv[++i];
        else if (arg == "--from" && i + 1 < argc)
            options.fromPegs = std::atoi(argv[++i]);
        else if (arg == "--sample" && i + 1 < argc)
            options.sample = std::size_t(std::atol(argv[++i]));
        else
            options.targets |= bit(std::atoi(arg.c_str()));
    }
    return forward(options);
}
