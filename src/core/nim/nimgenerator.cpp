#include "nimgenerator.h"

#include "nimpuzzle.h"

namespace pb::nim {

Generated generateNim(const GenerateRequest &request, std::stop_token)
{
    Generated generated;
    const bool misere = asksFor(request, kMisere);
    if (request.moves) {
        generated.reason = message("nim",
                                   PB_TRANSLATE_NOOP("nim", "Nim is made winning or losing for the player to move, not to a number of moves."));
        return generated;
    }
    const int defaultHeaps = request.difficulty == Difficulty::Easy ? 3 : request.difficulty == Difficulty::Medium ? 4 : 5;
    const int heapCount = request.rows == 0 ? defaultHeaps : request.rows;
    if (!request.shape.empty() || request.columns != 0 || heapCount < 1 || heapCount > kMaxHeaps) {
        generated.reason = message("nim", PB_TRANSLATE_NOOP("nim", "Nim has 1 to %1 heaps."),
                                   {std::to_string(kMaxHeaps)});
        return generated;
    }
    if (heapCount == 1 && !request.winning && !misere) {
        generated.reason = message("nim",
                                   PB_TRANSLATE_NOOP("nim", "A single heap is always won by the player to move: it takes every stone."));
        return generated;
    }
    NimPuzzle::Rules rules;
    rules.misere = misere;
    // In misère a single heap loses only as one stone: taking it is the last.
    if (heapCount == 1 && !request.winning) {
        generated.puzzle = std::make_unique<NimPuzzle>(std::vector<int>{1}, rules);
        return generated;
    }
    const int largest = request.difficulty == Difficulty::Easy ? 7 : request.difficulty == Difficulty::Medium ? 12 : kMaxStones;
    GeneratorRandom random(request.seed);
    std::vector<int> heaps(static_cast<std::size_t>(heapCount));
    // Most draws win (the nim-sum is rarely zero), and the last heap that
    // makes a losing draw's nim-sum zero is often one of 1..largest, so this
    // ends after a few draws.
    for (;;) {
        for (int &heap : heaps)
            heap = random.between(1, largest);
        if (!request.winning) {
            heaps.back() = 0;
            heaps.back() = nimSum(heaps);
            if (heaps.back() < 1 || heaps.back() > largest)
                continue;
        }
        // In misère a zero nim-sum of heaps of one stone each wins: drawn again.
        if (isWinning(heaps, misere) == request.winning)
            break;
    }
    generated.puzzle = std::make_unique<NimPuzzle>(heaps, rules);
    return generated;
}

} // namespace pb::nim
