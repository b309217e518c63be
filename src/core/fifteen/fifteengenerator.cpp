#include "fifteengenerator.h"

#include "eighttable.h"
#include "fifteenpuzzle.h"
#include "fifteensolver.h"

namespace pb::fifteen {

namespace {

constexpr int kDefaultDim = 4;
// The most slides a 3 x 3 position needs.
constexpr int kLargest3 = 31;
// 4 x 4 positions exactly this far from the goal or nearer are found within
// a few seconds (docs/benchmarks.md); the farthest (80) would take hours.
constexpr int kLargest4 = 50;
// Past this length a random walk is no closer than a random board, which
// is uniform and far (52.6 slides on average).
constexpr int kLongestWalk = 100;

// `slides` random slides from `board`, none undoing the one before.
FifteenBoard randomWalk(FifteenBoard board, int slides, GeneratorRandom &random)
{
    const int dim = board.dim();
    int previous = -1;
    for (int slide = 0; slide < slides; ++slide) {
        const int blank = board.blank();
        int cells[4];
        int count = 0;
        const int row = blank / dim;
        const int col = blank % dim;
        for (const int cell : {row > 0 ? blank - dim : -1, row < dim - 1 ? blank + dim : -1,
                               col > 0 ? blank - 1 : -1, col < dim - 1 ? blank + 1 : -1}) {
            if (cell >= 0 && cell != previous)
                cells[count++] = cell;
        }
        previous = blank;
        board.moveBlankTo(cells[random.below(std::uint64_t(count))]);
    }
    return board;
}

Generated fromBoard(const FifteenBoard &board, int fewest)
{
    Generated generated;
    generated.puzzle = std::make_unique<FifteenPuzzle>(board);
    generated.fewestMoves = fewest;
    return generated;
}

Generated exact3(int slides, GeneratorRandom &random)
{
    const EightTable &table = EightTable::instance();
    const EightTable::Tiles tiles = table.positionAt(slides, std::size_t(random.below(table.countAt(slides))));
    return fromBoard(FifteenBoard(3, std::vector<int>(tiles.begin(), tiles.end())), slides);
}

// A position on an optimal solution `slides` from the goal has exactly
// `slides` as its fewest: a shorter way would shorten the solution. So walk
// away from the goal, solve optimally, and step along the solution until
// `slides` are left; a walk that stays too near is followed by a longer one.
Generated exact4(int slides, GeneratorRandom &random, const std::filesystem::path &cacheDirectory,
                 std::stop_token stop)
{
    SolveOptions options;
    options.cacheDirectory = cacheDirectory;
    for (int walk = slides + slides / 2 + 2;; walk = walk * 3 / 2) {
        const FifteenBoard start = walk > kLongestWalk ? FifteenBoard::randomSolvable(4, random.next())
                                                       : randomWalk(FifteenBoard::goal(4), walk, random);
        Progress progress;
        const SolveResult solved = solveFifteen(start, options, stop, progress);
        if (solved.status == SolveStatus::Stopped || stop.stop_requested()) {
            Generated generated;
            generated.stopped = true;
            return generated;
        }
        if (solved.status != SolveStatus::Solved) {
            Generated generated;
            generated.reason = solved.reason;
            return generated;
        }
        const int distance = int(solved.moves.size());
        if (distance < slides)
            continue;
        FifteenPuzzle position(start);
        for (int move = 0; move < distance - slides; ++move)
            position.apply(solved.moves[std::size_t(move)]);
        return fromBoard(position.board(), slides);
    }
}

} // namespace

int largestGeneratedMoves(int dim)
{
    if (dim == 3)
        return kLargest3;
    if (dim == 4)
        return kLargest4;
    // A shuffle's depth, not a distance: enough slides to scatter every tile.
    return 8 * dim * dim;
}

bool generatesFewestSlides(int dim)
{
    return dim == 3 || dim == 4;
}

Generated generateFifteen(const GenerateRequest &request, std::stop_token stop)
{
    Generated generated;
    const int dim = request.rows == 0 ? kDefaultDim : request.rows;
    if (!request.shape.empty() || (request.columns != 0 && request.columns != dim) || dim < kMinDim
        || dim > kMaxDim) {
        generated.reason = message("fifteen",
                                   PB_TRANSLATE_NOOP("fifteen", "A Fifteen board is square, %1 × %1 to %2 × %2."),
                                   {std::to_string(kMinDim), std::to_string(kMaxDim)});
        return generated;
    }
    const int largest = largestGeneratedMoves(dim);
    GeneratorRandom random(request.seed);
    int slides = 0;
    if (request.moves) {
        slides = *request.moves;
        if (slides < 1 || slides > largest) {
            generated.reason = dim <= 4
                ? message("fifteen",
                          PB_TRANSLATE_NOOP("fifteen", "A %1 × %1 board is made with exactly 1 to %2 slides, not %3."),
                          {std::to_string(dim), std::to_string(largest), std::to_string(slides)})
                : message("fifteen",
                          PB_TRANSLATE_NOOP("fifteen", "A %1 × %1 board is shuffled with 1 to %2 slides, not %3."),
                          {std::to_string(dim), std::to_string(largest), std::to_string(slides)});
            return generated;
        }
    } else {
        const MoveRange range = difficultyRange(request.difficulty, largest);
        slides = random.between(range.low, range.high);
    }
    if (dim == 3)
        return exact3(slides, random);
    if (dim == 4)
        return exact4(slides, random, request.cacheDirectory, stop);
    FifteenBoard board = randomWalk(FifteenBoard::goal(dim), slides, random);
    // A walk may come back home (two slides cannot); one slide more leaves it.
    if (board.isGoal())
        board = randomWalk(board, 1, random);
    return fromBoard(board, -1);
}

} // namespace pb::fifteen
