// Saved games under libFuzzer: whatever parses must write back to a file that
// reads as the same game, and its moves must replay from its start.
#include "core/common/savedgame.h"
#include "fuzzcheck.h"

#include <cstdint>

using namespace pb;

namespace {

void sameGame(const SavedGame &a, const SavedGame &b, std::string_view text)
{
    fuzz::require(a.record.start().equals(b.record.start()), "start position changed by the round trip", text);
    fuzz::require(a.record.turns() == b.record.turns() && a.record.played() == b.record.played(),
                  "turns changed by the round trip", text);
    fuzz::require(a.solution == b.solution, "solution changed by the round trip", text);
}

// Every turn, played or waiting in Redo, replays from the position before it.
void replays(PuzzlePtr position, const Puzzle &start, const std::vector<Turn> &turns, std::string_view text)
{
    for (const Turn &turn : turns) {
        PuzzlePtr before = position->clone();
        fuzz::require(!replayTurn(position, start, turn), "a turn of the game does not replay", text);
        if (turn.kind == Turn::Kind::Restart)
            replays(std::move(before), start, turn.replacedRedo, text);
    }
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
    const GameRecord &record = game.record;
    fuzz::require(record.played() >= 0 && record.played() <= int(record.turns().size()), "played out of range", text);
    replays(record.start().clone(), record.start(), record.turns(), text);

    // The position is the start with the line played on it.
    auto position = record.start().clone();
    for (const std::string &move : record.line())
        fuzz::require(!position->apply(move), "a move of the line does not replay", move);
    fuzz::require(position->equals(record.position()), "the position is not where the line leads", text);

    if (game.solution) {
        auto solutionStart = record.start().clone();
        for (const std::string &move : game.solution->from)
            fuzz::require(!solutionStart->apply(move), "the solution's start does not replay", move);
        for (const std::string &move : game.solution->moves)
            fuzz::require(!solutionStart->apply(move), "the solution does not replay", move);
    }

    const std::string written = writeSavedGame(game);
    auto reread = parseSavedGame(written);
    if (auto *error = std::get_if<ParseError>(&reread))
        fuzz::fail("a written game does not read back", written + "\n" + error->toString());
    sameGame(game, std::get<SavedGame>(reread), written);
    fuzz::require(writeSavedGame(std::get<SavedGame>(reread)) == written, "writing a game is not stable", written);

    // Undo all the way and Redo all the way keep the game replayable.
    GameRecord walk = record;
    while (walk.canUndo())
        walk.undo();
    while (walk.canRedo())
        walk.redo();
    fuzz::require(walk.played() == int(walk.turns().size()), "Redo stopped before the last turn", text);
    return 0;
}
