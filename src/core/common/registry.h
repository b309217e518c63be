#pragma once

#include "parseerror.h"
#include "puzzle.h"

#include <memory>
#include <optional>
#include <span>
#include <string_view>

namespace pb {

using PuzzlePtr = std::unique_ptr<Puzzle>;

// What the rest of the program needs to know of a family to read its files.
struct FamilyInfo {
    std::string_view id;        // Puzzle::family()
    std::string_view extension; // board file suffix without the dot
    const char *displayName;    // English, marked with PB_TRANSLATE_NOOP("Family", ...)
    Parsed<PuzzlePtr> (*parse)(std::string_view text);
};

// Every family, in menu order. Adding a family means one line here.
std::span<const FamilyInfo> families();
const FamilyInfo *familyById(std::string_view id);

// Parses a board file. The extension picks the family; an unknown extension is
// parsed as the first family whose parser accepts the text, and the error of the
// family of the known extension (or the first family) is reported otherwise.
// A byte order mark is dropped and what is not text refused here, so the
// families' parsers never see either.
Parsed<PuzzlePtr> parseBoard(std::string_view text, std::string_view extension);

// Refuses what is not text (NUL and other control bytes, invalid UTF-8) with the
// place of the first offending byte.
std::optional<ParseError> checkIsText(std::string_view text);

} // namespace pb
