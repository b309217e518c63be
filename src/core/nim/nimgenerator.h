#pragma once

#include "../common/generator.h"

namespace pb::nim {

// Heaps of at least one stone with the person to move in a winning position
// (request.winning: the nim-sum is not zero) or a losing one (it is zero),
// normal play or, with the option kMisere, misère. --size N heaps (1 to kMaxHeaps; a single heap is always won);
// the difficulty sets the largest heap and, without a size, the number of
// heaps: easy 3 heaps of up to 7, medium 4 of up to 12, hard 5 of up to 20.
// Nim's own option: whoever takes the last stone loses.
inline constexpr std::string_view kMisere = "misere";
// The options generateNim() takes (FamilyInfo::generateOptions).
inline constexpr GenerateOption kGenerateOptions[] = {
    {kMisere, "Games against the computer: whoever takes the last stone loses."},
};

Generated generateNim(const GenerateRequest &request, std::stop_token stop);

} // namespace pb::nim
