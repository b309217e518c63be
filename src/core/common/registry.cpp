#include "registry.h"

#include "solvegoals.h"
#include "textscan.h"

#include <cassert>
#include <cstdio>
#include <vector>

namespace pb {

namespace {

bool equalsIgnoringCase(std::string_view a, std::string_view b)
{
    const auto fold = [](char ch) { return ch >= 'A' && ch <= 'Z' ? char(ch - 'A' + 'a') : ch; };
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (fold(a[i]) != fold(b[i]))
            return false;
    }
    return true;
}

// A board file is text; anything else (an image opened by mistake, a truncated
// download) is refused up front with the place of the first byte that gives it
// away, rather than as some confusing complaint of a family's parser.
std::optional<ParseError> checkText(std::string_view text)
{
    int line = 1;
    int column = 1;
    for (std::size_t i = 0; i < text.size(); ++column) {
        const auto ch = static_cast<unsigned char>(text[i]);
        const std::size_t length = text::utf8Length(text, i);
        char hex[8];
        std::snprintf(hex, sizeof hex, "%02X", ch);
        if (length == 0) {
            return ParseError{line, column,
                              message("BoardFile", PB_TRANSLATE_NOOP("BoardFile", "This is not a text file: byte 0x%1 is not valid UTF-8"),
                                      {hex})};
        }
        if ((ch < 0x20 && ch != '\t' && ch != '\r' && ch != '\n') || ch == 0x7F) {
            return ParseError{line, column,
                              message("BoardFile", PB_TRANSLATE_NOOP("BoardFile", "This is not a text file: it contains the control byte 0x%1"),
                                      {hex})};
        }
        if (ch == '\n') {
            ++line;
            column = 0;
        }
        i += length;
    }
    return std::nullopt;
}

} // namespace

#define PB_LISTED_FAMILY(folder) PB_FAMILY(folder);
#include "listedfamilies.inc"
#undef PB_LISTED_FAMILY

namespace {

std::vector<FamilyInfo> &registered()
{
    static std::vector<FamilyInfo> all = [] {
        std::vector<FamilyInfo> listed;
#define PB_LISTED_FAMILY(folder) listed.push_back(familyInfo_##folder());
#include "listedfamilies.inc"
#undef PB_LISTED_FAMILY
        for (const FamilyInfo &family : listed)
            checkFamilyGoals(family);
        return listed;
    }();
    return all;
}

} // namespace

std::span<const FamilyInfo> families()
{
    return registered();
}

FamilyRegistration::FamilyRegistration(const FamilyInfo &family)
{
    checkFamilyGoals(family);
    registered().push_back(family);
}

const FamilyInfo *familyById(std::string_view id)
{
    for (const FamilyInfo &family : families()) {
        if (family.id == id)
            return &family;
    }
    return nullptr;
}

PuzzlePtr FamilyInfo::sampleBoard() const
{
    auto parsed = parse(sample);
    assert(std::holds_alternative<PuzzlePtr>(parsed));
    return std::move(std::get<PuzzlePtr>(parsed));
}

const FamilyInfo &familyOf(const Puzzle &position)
{
    const FamilyInfo *family = familyById(position.family());
    assert(family);
    return *family;
}

Message finishCellsAnswer(const Puzzle &position, const SolveResult &result)
{
    const FamilyTerms &terms = familyOf(position).terms;
    std::string cells;
    for (int cell : result.finishCells)
        cells += (cells.empty() ? "" : ", ") + std::to_string(cell);
    switch (result.status) {
    case SolveStatus::Solved:
    case SolveStatus::Unsolvable:
        return result.finishCells.empty() ? message(terms.context, terms.noCell)
                                          : countMessage(terms.context, terms.cellsFound, (long long)result.finishCells.size(), {cells});
    case SolveStatus::LimitReached:
        return result.finishCells.empty() ? Message() : message(terms.context, terms.cellsReached, {cells});
    case SolveStatus::Stopped:
        break;
    }
    return Message();
}

Message moveCountText(const Puzzle &position, long long moves)
{
    const FamilyTerms &terms = familyOf(position).terms;
    return *terms.moveCount ? countMessage(terms.context, terms.moveCount, moves)
                            : countMessage("Family", PB_TRANSLATE_N_NOOP("Family", "%n move(s)"), moves);
}

Message solutionCountAnswer(const Puzzle &position, const SolveResult &result)
{
    const FamilyTerms &terms = familyOf(position).terms;
    if ((result.status != SolveStatus::Solved && result.status != SolveStatus::Unsolvable) || !result.solutionCount)
        return Message();
    if (*result.solutionCount == 0)
        return message(terms.context, terms.noSolutions);
    return countMessage(terms.context, terms.solutionsCounted, (long long)*result.solutionCount);
}

std::optional<ParseError> checkIsText(std::string_view text)
{
    return checkText(text);
}

const FamilyInfo *familyByExtension(std::string_view extension)
{
    if (extension.starts_with('.'))
        extension.remove_prefix(1);
    for (const FamilyInfo &family : families()) {
        if (equalsIgnoringCase(family.extension, extension))
            return &family;
    }
    return nullptr;
}

std::variant<PuzzlePtr, std::vector<FamilyRefusal>> parseBoardOfAnyFamily(std::string_view file)
{
    const std::string_view text = text::withoutByteOrderMark(file);
    if (auto error = checkText(text))
        return std::vector<FamilyRefusal>{{nullptr, std::move(*error)}};
    std::vector<FamilyRefusal> refusals;
    for (const FamilyInfo &family : families()) {
        auto parsed = family.parse(text);
        if (auto *position = std::get_if<PuzzlePtr>(&parsed))
            return std::move(*position);
        refusals.push_back({&family, std::move(std::get<ParseError>(parsed))});
    }
    return refusals;
}

Parsed<PuzzlePtr> parseBoard(std::string_view file, std::string_view extension)
{
    if (const FamilyInfo *family = familyByExtension(extension)) {
        const std::string_view text = text::withoutByteOrderMark(file);
        if (auto error = checkText(text))
            return std::move(*error);
        return family->parse(text);
    }
    auto parsed = parseBoardOfAnyFamily(file);
    if (auto *position = std::get_if<PuzzlePtr>(&parsed))
        return std::move(*position);
    return std::move(std::get<std::vector<FamilyRefusal>>(parsed).front().error);
}

} // namespace pb
