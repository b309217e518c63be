// Saved games under libFuzzer: whatever parses must write back to a file that
// reads as the same game, and its moves must replay from its start.
#include "core/common/savedgame.h"
#include "fuzzcheck.h"

#include <cstdint>

using namespace pb;

namespace {

void sameGame(const SavedGame &a, const SavedGame &b, std::string_view text)
{
    fuzz::require(a.start->equals(*b.start), "start position changed by the round trip", text);
    fuzz::require(a.moves == b.moves && a.redo == b.redo && a.solution == b.solution,
                  "move lists changed by the round trip", text);
    fuzz::require(a.solutionFrom == b.solutionFrom, "solution-from changed by the round trip", text);
    fuzz::require(a.solution.empty() || a.solutionOptimal == b.solutionOptimal,
                  "optimal changed by the round trip", text);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    auto parsed = parseSavedGame(text);
    if (auto *error = std::get_if<ParseError>(&parsed)) {
        fuzz::require(error->line >= 1 && error->column >= 1, "error place before the start of the file", error->toString());
        return 0;
    }
    const SavedGame &game = std::get<SavedGame>(parsed);
    fuzz::require(game.start != nullptr, "a saved game without a start position");
    fuzz::require(game.solutionFrom == -1 || (!game.solution.empty() && game.solutionFrom <= int(game.moves.size())),
                  "solution-from out of range", text);

    auto position = game.start->clone();
    for (const std::string &move : game.moves)
        fuzz::require(!position->apply(move), "a move of the game does not replay", move);
    for (const std::string &move : game.redo)
        fuzz::require(!position->apply(move), "a redo move does not replay", move);

    const std::string written = writeSavedGame(game);
    auto reread = parseSavedGame(written);
    if (auto *error = std::get_if<ParseError>(&reread))
        fuzz::fail("a written game does not read back", written + "\n" + error->toString());
    sameGame(game, std::get<SavedGame>(reread), written);
    fuzz::require(writeSavedGame(std::get<SavedGame>(reread)) == written, "writing a game is not stable", written);
    return 0;
}
