#include "nimstrategy.h"

#include "../common/textscan.h"

#include <algorithm>

namespace pb::nim {

namespace {

int countIf(std::span<const int> heaps, bool (*predicate)(int))
{
    return int(std::count_if(heaps.begin(), heaps.end(), predicate));
}

int bigHeaps(std::span<const int> heaps)
{
    return countIf(heaps, [](int size) { return size >= 2; });
}

int singleStoneHeaps(std::span<const int> heaps)
{
    return countIf(heaps, [](int size) { return size == 1; });
}

NimMove stall(std::span<const int> heaps)
{
    for (std::size_t i = 0; i < heaps.size(); ++i) {
        if (heaps[i] > 0)
            return NimMove{int(i), 1};
    }
    return NimMove{0, 0};
}

// SplitMix64: a tiny, well-mixed hash, so a seed and a position give a
// repeatable "random" choice without any generator state.
std::uint64_t mix(std::uint64_t value)
{
    value += 0x9E3779B97F4A7C15ull;
    value = (value ^ (value >> 30)) * 0xBF58476D1CE4E5B9ull;
    value = (value ^ (value >> 27)) * 0x94D049BB133111EBull;
    return value ^ (value >> 31);
}

} // namespace

char heapLetter(int heap)
{
    return char('A' + heap);
}

std::string moveToString(NimMove move)
{
    return heapLetter(move.heap) + std::to_string(move.count);
}

std::optional<NimMove> parseMove(std::string_view text)
{
    if (text.size() < 2)
        return std::nullopt;
    const char letter = text[0];
    int heap = -1;
    if (letter >= 'A' && letter <= 'Z')
        heap = letter - 'A';
    else if (letter >= 'a' && letter <= 'z')
        heap = letter - 'a';
    else
        return std::nullopt;
    const std::optional<int> count = text::wholeNumber<int>(text.substr(1));
    if (!count)
        return std::nullopt;
    return NimMove{heap, *count};
}

int nimSum(std::span<const int> heaps)
{
    int sum = 0;
    for (const int size : heaps)
        sum ^= size;
    return sum;
}

bool isOver(std::span<const int> heaps)
{
    return std::all_of(heaps.begin(), heaps.end(), [](int size) { return size == 0; });
}

bool isWinning(std::span<const int> heaps, bool misere)
{
    if (misere && bigHeaps(heaps) == 0)
        return singleStoneHeaps(heaps) % 2 == 0;
    return nimSum(heaps) != 0;
}

std::optional<NimMove> winningMove(std::span<const int> heaps, bool misere)
{
    if (isOver(heaps) || !isWinning(heaps, misere))
        return std::nullopt;
    if (misere) {
        const int big = bigHeaps(heaps);
        if (big == 0) // an even number of single stones: take one of them
            return stall(heaps);
        if (big == 1) {
            // Reduce the one big heap to 0 or 1 stones so that an odd number of
            // single stones is left: the opponent then takes the last one.
            const int ones = singleStoneHeaps(heaps);
            for (std::size_t i = 0; i < heaps.size(); ++i) {
                if (heaps[i] >= 2)
                    return NimMove{int(i), heaps[i] - (ones % 2 == 1 ? 0 : 1)};
            }
        }
        // With two big heaps or more, misère play is normal play: a move that
        // makes the nim-sum zero always leaves at least two big heaps.
    }
    const int sum = nimSum(heaps);
    for (std::size_t i = 0; i < heaps.size(); ++i) {
        if ((heaps[i] ^ sum) < heaps[i])
            return NimMove{int(i), heaps[i] - (heaps[i] ^ sum)};
    }
    return std::nullopt; // unreachable: a non-zero nim-sum has a heap with its top bit
}

NimMove perfectMove(std::span<const int> heaps, bool misere)
{
    if (const std::optional<NimMove> move = winningMove(heaps, misere))
        return *move;
    return stall(heaps);
}

NimMove fallibleMove(std::span<const int> heaps, bool misere, std::uint64_t seed)
{
    std::uint64_t state = mix(seed);
    for (const int size : heaps)
        state = mix(state ^ std::uint64_t(size));
    // A lost position has no good move to miss; otherwise err about one time in three.
    if (!isWinning(heaps, misere) || state % 3 != 0)
        return perfectMove(heaps, misere);

    int total = 0;
    for (const int size : heaps)
        total += size;
    // Every stone stands for one legal move: "take down to this stone".
    int pick = int(mix(state) % std::uint64_t(total));
    for (std::size_t i = 0; i < heaps.size(); ++i) {
        if (pick < heaps[i])
            return NimMove{int(i), pick + 1};
        pick -= heaps[i];
    }
    return perfectMove(heaps, misere); // unreachable: pick < total
}

} // namespace pb::nim
