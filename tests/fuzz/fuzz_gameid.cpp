// The game ID reader under libFuzzer: a refusal names a character of the ID
// (or the one just past its end), and an ID read gives a position within the
// largest board's bound whose own ID reads back to it.
#include "core/common/gameid.h"
#include "fuzzcheck.h"

#include <cstdint>

using namespace pb;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view id(reinterpret_cast<const char *>(data), size);
    auto read = readGameId(id);
    if (auto *error = std::get_if<ParseError>(&read)) {
        fuzz::require(error->line == 1 && error->column >= 1 && std::size_t(error->column) <= size + 1,
                      "refusal outside the ID", error->toString());
        fuzz::require(!error->reason.toString().empty(), "refusal without a reason");
        return 0;
    }
    const Puzzle &position = *std::get<ReadGameId>(read).position;
    // Not fuzz::checkPosition(): a board file has no words for some of what an
    // ID holds (Nim's fallible computer and its seed).
    fuzz::requireDrawnWithinBound(position, id);
    for (const std::string &move : position.legalMoves()) {
        if (auto refusal = position.clone()->apply(move))
            fuzz::fail("a legal move is refused", move + ": " + refusal->toString());
    }
    const std::string again = gameIdOf(position);
    auto reread = readGameId(again);
    if (auto *error = std::get_if<ParseError>(&reread))
        fuzz::fail("a position's own ID is refused", again + "\n" + error->toString());
    fuzz::require(std::get<ReadGameId>(reread).position->equals(position), "a position's own ID reads as another", again);
    return 0;
}
