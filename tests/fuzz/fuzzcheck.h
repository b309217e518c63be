#pragma once

#include "core/common/registry.h"

#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

// What every fuzz target shares: a check that turns a broken invariant into a
// crash libFuzzer records (an assert would vanish in a release build), and the
// round trip every parsed position must survive.
namespace pb::fuzz {

[[noreturn]] inline void fail(const char *what, std::string_view detail = {})
{
    std::fprintf(stderr, "invariant broken: %s\n%.*s\n", what, int(detail.size()), detail.data());
    std::abort();
}

inline void require(bool condition, const char *what, std::string_view detail = {})
{
    if (!condition)
        fail(what, detail);
}

// The words of a text separated by blanks and line breaks, as move lists are.
inline std::vector<std::string_view> words(std::string_view text)
{
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r'))
            ++i;
        const std::size_t start = i;
        while (i < text.size() && text[i] != ' ' && text[i] != '\t' && text[i] != '\n' && text[i] != '\r')
            ++i;
        if (i > start)
            out.push_back(text.substr(start, i - start));
    }
    return out;
}

// No board of any family spans more than 64 x 64 cells (pegs::kMaxExtent; the
// others far fewer), so its drawing is never longer than this. A reader that
// let a few holes span a larger grid would show here before it froze a window
// (issue 40: a 1.2 KB file spanning 30,001 x 30,001 cells).
inline constexpr std::size_t kMostDrawnBytes = 64 * 1024;

inline void requireDrawnWithinBound(const Puzzle &position, std::string_view what)
{
    const std::string drawn = position.render();
    require(!drawn.empty(), "render() is empty", what);
    require(drawn.size() <= kMostDrawnBytes, "the board spans more cells than any board may", what);
}

// A position read from a file must write a file that reads back to the same
// position, draw itself within the largest board's bound, and play each of its
// legal moves.
inline void checkPosition(const Puzzle &position, const FamilyInfo &family)
{
    require(position.family() == family.id, "parsed position has another family");
    const std::string saved = position.save();
    auto reparsed = family.parse(saved);
    if (auto *error = std::get_if<ParseError>(&reparsed))
        fail("saved position does not parse", saved + "\n" + error->toString());
    const Puzzle &again = *std::get<PuzzlePtr>(reparsed);
    require(again.equals(position) && position.equals(again), "saved position parses to another one", saved);
    require(again.save() == saved, "saving is not stable", saved);
    require(again.isSolved() == position.isSolved(), "round trip changes isSolved", saved);
    requireDrawnWithinBound(position, saved);
    (void)position.summary().toString();

    for (const std::string &move : position.legalMoves()) {
        auto copy = position.clone();
        if (auto refusal = copy->apply(move))
            fail("a legal move is refused", move + ": " + refusal->toString() + "\n" + saved);
    }
}

} // namespace pb::fuzz
