#pragma once

#include "core/nim/nimpuzzle.h"

class AppSettings;
class GameSession;
class QObject;

// The match against the computer that every Nim game in the window belongs
// to: both sides' wins and who starts the next game (the loser of the last
// one; the person at first). Kept in AppSettings, so the scoreboard survives
// a restart of the app.
namespace NimMatch {

int humanWins(const AppSettings &settings);
int computerWins(const AppSettings &settings);
pb::nim::Player nextStarter(const AppSettings &settings);

// Counts a finished game for `winner`; its loser starts the next game.
void recordWin(AppSettings &settings, pb::nim::Player winner);
// Takes back a win counted by recordWin() (the game's last move was undone):
// the count goes down again and the winner, who lost that game before it was
// taken back, starts the next one.
void takeBackWin(AppSettings &settings, pb::nim::Player winner);
// Clears the scoreboard; the person starts the next game.
void reset(AppSettings &settings);

// Counts the session's finished games for the match in `settings`, for as
// long as `owner` lives: a turn that ends a game counts its winner, and Undo
// of that turn takes it back; a finished game only shown again (a restart
// undone, Undo New Game) counts nothing twice. The game decides the score,
// not its drawing.
void follow(GameSession &session, QObject *owner, AppSettings &settings);

} // namespace NimMatch
