#pragma once

#include <QString>

class GameSession;

// The game as plain text (Game ▸ Export Moves as Text): the start position,
// the moves played, the solution kept, what the solver said of the last
// search (`solverAnswer`; empty: nothing) and the position now.
QString movesText(const GameSession &session, const QString &solverAnswer = QString());
// Writes movesText() to `path` atomically; on failure returns the message,
// else an empty string.
QString writeMovesText(const GameSession &session, const QString &path, const QString &solverAnswer = QString());
