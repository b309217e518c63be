#include "rollergenerator.h"

#include "rollersolver.h"

namespace pb::roller {

namespace {

constexpr int kDefaultSide = 4;

} // namespace

Generated generateRoller(const GenerateRequest &request, std::stop_token stop)
{
    Generated generated;
    const int height = request.rows == 0 ? kDefaultSide : request.rows;
    const int width = request.columns == 0 ? height : request.columns;
    if (!request.shape.empty() || height < 1 || height > kMaxSide || width < 1 || width > kMaxSide) {
        generated.reason = message("roller",
                                   PB_TRANSLATE_NOOP("roller", "A Roller-Board has 1 to %1 rows and 1 to %1 columns."),
                                   {std::to_string(kMaxSide)});
        return generated;
    }
    Progress progress;
    const DistanceTable *table = sharedDistanceTable(height, width, stop, progress, request.cacheDirectory);
    if (!table) {
        generated.stopped = true;
        return generated;
    }
    const int largest = table->maxDistance();
    if (largest == 0) {
        generated.reason = message("roller",
                                   PB_TRANSLATE_NOOP("roller", "Every %1 × %2 board is already solved."),
                                   {std::to_string(height), std::to_string(width)});
        return generated;
    }
    GeneratorRandom random(request.seed);
    int rolls = 0;
    if (request.moves) {
        rolls = *request.moves;
        if (rolls < 1 || rolls > largest) {
            generated.reason = message("roller",
                                       PB_TRANSLATE_NOOP("roller", "No %1 × %2 board needs exactly %3 rolls: the largest possible number is %4."),
                                       {std::to_string(height), std::to_string(width), std::to_string(rolls),
                                        std::to_string(largest)});
            return generated;
        }
    } else {
        const MoveRange range = difficultyRange(request.difficulty, largest);
        rolls = random.between(range.low, range.high);
    }
    const std::size_t index = std::size_t(random.below(table->countAt(rolls)));
    generated.puzzle = std::make_unique<RollerPuzzle>(height, width, table->boardAt(rolls, index));
    generated.fewestMoves = rolls;
    return generated;
}

} // namespace pb::roller
