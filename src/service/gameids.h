#pragma once

#include "../core/common/gameid.h"
#include "../core/common/savedgame.h"
#include "nativepath.h"

#include <QString>

#include <optional>

// Game IDs (core/common/gameid.h) for the window, puzzlebox and
// puzzlebox-cli alike: read into a game, and refused in words a person reads.
namespace GameIds {

struct ReadResult {
    // A game with no moves yet, with the ID's recipe; empty on failure.
    std::optional<pb::SavedGame> game;
    QString error; // translated; empty on success
    // Where the ID goes wrong: the index of its bad character in the text
    // read, or the text's length without its trailing blanks when it stops too early.
    qsizetype errorAt = 0;
};

// Reads a game ID typed, pasted or given on a command line; a bad one is
// refused naming the character where it goes wrong.
ReadResult read(const QString &id);
// Whether a command line argument means a game ID: no file has that name and
// it starts with a puzzle's name and ':'.
bool isGameIdArgument(const NativePath &argument);
// The ID of `position` (with the recipe it was made from, if given).
QString idOf(const pb::Puzzle &position, const pb::GenerateRequest *recipe = nullptr);

} // namespace GameIds
