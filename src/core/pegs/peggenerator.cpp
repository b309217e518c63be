#include "peggenerator.h"

#include "pegpuzzle.h"

#include <unordered_set>

namespace pb::pegs {

namespace {

constexpr int kDefaultSide = 5;
constexpr int kMinSide = 3;
constexpr int kMaxSide = 10; // 55 holes; side 11 has more than kMaxHoles
constexpr int kMaxRectangleSide = 8;
// Positions one growth from a single peg may visit before it starts again
// from another peg, and the starts it tries before the solver plays a full
// board down instead: growth finds most starts within a few thousand
// (docs/benchmarks.md), and this bounds what a hopeless one costs.
constexpr std::uint64_t kGrowthBudget = 20'000;
constexpr int kGrowthAttempts = 4;
// Random jumps tried, each asking the solver, before the solver's own.
constexpr std::size_t kRandomJumpTries = 3;
constexpr std::size_t kOracleBudgetBytes = std::size_t(8) << 20;

class Growth {
public:
    Growth(const PegGeometry &geometry, int pegsWanted, GeneratorRandom &random, std::stop_token stop)
        : m_geometry(geometry)
        , m_pegsWanted(pegsWanted)
        , m_random(random)
        , m_stop(std::move(stop))
    {
    }

    // Reverse jumps from `pegs` until it holds m_pegsWanted pegs; the
    // position reached, or nullopt.
    std::optional<PegBits> grow(PegBits pegs)
    {
        if (pegCount(pegs) == m_pegsWanted)
            return pegs;
        if (++m_visited > kGrowthBudget || (m_visited % 4096 == 0 && m_stop.stop_requested())) {
            m_gaveUp = true;
            return std::nullopt;
        }
        if (m_deadEnds.contains(pegs))
            return std::nullopt;
        // A reverse jump: the peg on `to` leaves, pegs land on `over` and `from`.
        std::vector<const Jump *> jumps;
        for (const Jump &jump : m_geometry.jumps()) {
            if ((pegs & bit(jump.to)) && !(pegs & (bit(jump.over) | bit(jump.from))))
                jumps.push_back(&jump);
        }
        for (std::size_t i = jumps.size(); i > 1; --i)
            std::swap(jumps[i - 1], jumps[std::size_t(m_random.below(i))]);
        for (const Jump *jump : jumps) {
            if (auto grown = grow(applyJump(*jump, pegs)))
                return grown;
            if (m_gaveUp)
                return std::nullopt;
        }
        m_deadEnds.insert(pegs);
        return std::nullopt;
    }

    bool gaveUp() const { return m_gaveUp; }

private:
    const PegGeometry &m_geometry;
    int m_pegsWanted;
    GeneratorRandom &m_random;
    std::stop_token m_stop;
    std::unordered_set<PegBits> m_deadEnds;
    std::uint64_t m_visited = 0;
    bool m_gaveUp = false;
};

} // namespace

std::shared_ptr<const PegGeometry> requestedGeometry(const GenerateRequest &request)
{
    if (!request.shape.empty()) {
        if (request.rows != 0)
            return nullptr;
        if (request.shape == "english")
            return PegGeometry::english();
        if (request.shape == "european")
            return PegGeometry::european();
        if (request.shape == "wiegleb")
            return PegGeometry::wiegleb();
        if (request.shape == "diamond")
            return PegGeometry::diamond();
        if (request.shape == "triangle")
            return PegGeometry::triangle(kDefaultSide);
        return nullptr;
    }
    if (request.rows == 0)
        return PegGeometry::triangle(kDefaultSide);
    if (request.columns == 0)
        return request.rows >= kMinSide && request.rows <= kMaxSide ? PegGeometry::triangle(request.rows) : nullptr;
    const bool fits = request.rows >= 1 && request.rows <= kMaxRectangleSide && request.columns >= 1
        && request.columns <= kMaxRectangleSide && request.rows * request.columns <= kMaxHoles;
    return fits ? PegGeometry::rectangle(request.rows, request.columns) : nullptr;
}

namespace {

// Whether the solver takes `pegs` down to one peg; its first jump when it does.
std::optional<std::string> solvableBy(const std::shared_ptr<const PegGeometry> &geometry, PegBits pegs,
                                      std::stop_token stop)
{
    // Only whether: no closest line when there is none, and a small table, so
    // a position hard to decide counts as unsolvable and costs little.
    SolveOptions options;
    options.bestEffort = false;
    options.memoryBudgetBytes = kOracleBudgetBytes;
    Progress progress;
    const SolveResult result = PegPuzzle(geometry, pegs).solve(options, std::move(stop), progress);
    if (result.status != SolveStatus::Solved)
        return std::nullopt;
    return result.moves.empty() ? std::string() : result.moves.front();
}

// Near a full board growth from one peg is slow (it is a whole game played
// backwards with only the dead ends to prune), where the solver, with its
// pagoda functions, answers at once. So from a board full but for one random
// hole that the solver takes to one peg, play random jumps that keep it
// solvable (the solver's own first jump when a few random ones do not) until
// `jumps` are left.
std::optional<PegBits> playDownSolvable(const std::shared_ptr<const PegGeometry> &geometry, int jumps,
                                        GeneratorRandom &random, std::stop_token stop)
{
    std::vector<int> holes(std::size_t(geometry->holeCount()));
    for (std::size_t i = 0; i < holes.size(); ++i)
        holes[i] = int(i);
    for (std::size_t i = holes.size(); i > 1; --i)
        std::swap(holes[i - 1], holes[std::size_t(random.below(i))]);
    for (const int empty : holes) {
        PegBits pegs = geometry->allHoles() & ~bit(empty);
        std::optional<std::string> next = solvableBy(geometry, pegs, stop);
        if (!next)
            continue;
        while (pegCount(pegs) > jumps + 1) {
            PegPuzzle position(geometry, pegs);
            std::vector<Jump> legal = position.legalJumps();
            for (std::size_t i = legal.size(); i > 1; --i)
                std::swap(legal[i - 1], legal[std::size_t(random.below(i))]);
            legal.resize(std::min<std::size_t>(legal.size(), kRandomJumpTries));
            bool moved = false;
            for (const Jump &jump : legal) {
                if (auto after = solvableBy(geometry, applyJump(jump, pegs), stop)) {
                    pegs = applyJump(jump, pegs);
                    next = after;
                    moved = true;
                    break;
                }
            }
            if (!moved) {
                position.apply(*next);
                pegs = position.pegs();
                next = solvableBy(geometry, pegs, stop);
            }
            if (stop.stop_requested() || !next)
                return std::nullopt;
        }
        return pegs;
    }
    return std::nullopt;
}

} // namespace

std::optional<PegBits> growSolvableStart(const std::shared_ptr<const PegGeometry> &geometry, int jumps,
                                         GeneratorRandom &random, std::stop_token stop)
{
    for (int attempt = 0; attempt < kGrowthAttempts && !stop.stop_requested(); ++attempt) {
        Growth growth(*geometry, jumps + 1, random, stop);
        const int last = int(random.below(std::uint64_t(geometry->holeCount())));
        if (auto start = growth.grow(bit(last)))
            return start;
    }
    return playDownSolvable(geometry, jumps, random, stop);
}

Generated generatePegs(const GenerateRequest &request, std::stop_token stop)
{
    Generated generated;
    const std::shared_ptr<const PegGeometry> geometry = requestedGeometry(request);
    if (!geometry) {
        generated.reason = message("pegs",
                                   PB_TRANSLATE_NOOP("pegs", "A peg solitaire board is a triangle of side %1 to %2, a rectangle of at most %3 × %3, or the English, European, Wiegleb or diamond board."),
                                   {std::to_string(kMinSide), std::to_string(kMaxSide),
                                    std::to_string(kMaxRectangleSide)});
        return generated;
    }
    const int largest = largestJumps(*geometry);
    if (largest < 1) {
        generated.reason = message("pegs", PB_TRANSLATE_NOOP("pegs", "This board is too small for a single jump."));
        return generated;
    }
    GeneratorRandom random(request.seed);
    int jumps = 0;
    if (request.moves) {
        jumps = *request.moves;
        if (jumps < 1 || jumps > largest) {
            generated.reason = message("pegs",
                                       PB_TRANSLATE_NOOP("pegs", "This board of %1 holes takes 1 to %2 jumps, not %3."),
                                       {std::to_string(geometry->holeCount()), std::to_string(largest),
                                        std::to_string(jumps)});
            return generated;
        }
    } else {
        const MoveRange range = difficultyRange(request.difficulty, largest);
        jumps = random.between(range.low, range.high);
    }
    const std::optional<PegBits> start = growSolvableStart(geometry, jumps, random, stop);
    if (!start) {
        if (stop.stop_requested()) {
            generated.stopped = true;
        } else {
            generated.reason = message("pegs",
                                       PB_TRANSLATE_NOOP("pegs", "No start of %1 jumps was found on this board."),
                                       {std::to_string(jumps)});
        }
        return generated;
    }
    generated.puzzle = std::make_unique<PegPuzzle>(geometry, *start);
    generated.fewestMoves = jumps;
    return generated;
}

} // namespace pb::pegs
