#pragma once

#include <QString>

class GameSession;

// The game as plain text (Game ▸ Export Moves as Text): the start position,
// the moves played, the solution kept and the position now.
QString movesText(const GameSession &session);
// Writes movesText() to `path` atomically; on failure returns the message,
// else an empty string.
QString writeMovesText(const GameSession &session, const QString &path);
