#pragma once

#include "generator.h"
#include "parseerror.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace pb {

class Puzzle;
struct FamilyInfo;

// A game ID: a position in one line of printable characters a player can
// copy, mail and type in, as in Simon Tatham's collection:
//   FAMILY:BODY[#RECIPE]
// FAMILY is the family's id ("pegs"; its board file suffix and any case are
// read too), BODY the position in the family's own words
// (Puzzle::gameIdBody(), read back by FamilyInfo::parseGameId), RECIPE how a
// generated puzzle was made (size, difficulty or moves, seed). The position
// is what is read, so an ID stays exact whatever a later generator makes of
// its recipe; the recipe is kept to be shown and copied again. Only letters,
// digits and - . _ : # occur, so an ID survives a URL, a file name and a chat.

// Reads the body of a game ID for a family's parser. Every refusal throws a
// ParseError whose column is the character of the whole ID where it goes
// wrong (line 1); readGameId() catches it.
class GameIdScanner {
public:
    // `text` starts at `firstColumn` of the whole ID.
    GameIdScanner(std::string_view text, int firstColumn);

    bool atEnd() const { return m_next >= m_text.size(); }
    // The next character, '\0' at the end.
    char peek() const { return atEnd() ? '\0' : m_text[m_next]; }
    // Takes the next character if it is `ch`.
    bool take(char ch);
    // Takes the next character, whatever it is (not at the end).
    char next() { return m_text[m_next++]; }
    // The column of the next character (one past the last at the end).
    int column() const { return m_firstColumn + int(m_next); }
    // Digits from here, a number from 0 to `max`: refused when there is no
    // digit or the number is larger.
    std::uint64_t number(std::uint64_t max);

    // Refuses at `column`, or at the next character (one past the end when
    // the ID stops too early). The reason says what belongs there; the
    // window and the CLI name the character.
    [[noreturn]] static void fail(int column, Message reason);
    [[noreturn]] void failHere(Message reason) const;

private:
    std::string_view m_text;
    int m_firstColumn;
    std::size_t m_next = 0;
};

// A game ID read back.
struct ReadGameId {
    std::unique_ptr<Puzzle> position;
    // The recipe after '#', when the ID has one.
    std::optional<GenerateRequest> recipe;
};

// Reads a game ID; blanks around it (a pasted line break) are ignored. A bad
// ID is refused with the 1-based character where it goes wrong and why.
Parsed<ReadGameId> readGameId(std::string_view id);

// Whether `text` is meant as a game ID rather than a file name: it starts with
// the name of a family that has game IDs and a ':'. Such a text is read with
// readGameId(), whose answer may still be a refusal.
bool looksLikeGameId(std::string_view text);

// The ID of `position`, with `recipe` after '#' when given; empty for a family
// without game IDs.
std::string gameIdOf(const Puzzle &position, const GenerateRequest *recipe = nullptr);

// A recipe as it is written after '#': SIZE.LEVEL.SEED, then ".losing" for a
// game against the computer (`family`) that asks for it and the family's own
// options asked for (FamilyInfo::generateOptions).
// SIZE is RxC, N, a shape's name or "default"; LEVEL easy, medium, hard or
// movesN.
std::string recipeText(const GenerateRequest &recipe, const FamilyInfo &family);
// Reads a recipe as recipeText() writes it (a saved game keeps one so); a
// refusal names the column, counted from `firstColumn` for its first character.
Parsed<GenerateRequest> readRecipe(std::string_view text, const FamilyInfo &family, int firstColumn = 1);

} // namespace pb
