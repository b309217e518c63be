#include "generator.h"

#include <algorithm>

namespace pb {

std::uint64_t GeneratorRandom::below(std::uint64_t bound)
{
    // The largest multiple of `bound` the engine reaches; draws at or above it
    // would favour the low values.
    const std::uint64_t limit = std::uint64_t(-1) - std::uint64_t(-1) % bound;
    for (;;) {
        const std::uint64_t value = m_engine();
        if (value < limit)
            return value % bound;
    }
}

bool asksFor(const GenerateRequest &request, std::string_view name)
{
    return std::find(request.options.begin(), request.options.end(), name) != request.options.end();
}

MoveRange difficultyRange(Difficulty difficulty, int largest)
{
    const int easyLow = std::max(1, largest * 2 / 7);
    const int easyHigh = std::max(easyLow, largest / 2);
    const int mediumHigh = std::max(easyHigh, largest * 11 / 14);
    switch (difficulty) {
    case Difficulty::Easy:
        return {easyLow, easyHigh};
    case Difficulty::Medium:
        return {std::min(easyHigh + 1, mediumHigh), mediumHigh};
    case Difficulty::Hard:
        break;
    }
    return {std::min(mediumHigh + 1, largest), largest};
}

} // namespace pb
