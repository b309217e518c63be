#pragma once

#include <QString>

class GameSession;

// The game as plain text (Game ▸ Export Moves as Text): the start position,
// the moves played, the solution kept and the position now.
QString movesText(const GameSession &session);
