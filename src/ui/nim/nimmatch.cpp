#include "nimmatch.h"
#include "nimsettings.h"

#include "service/gamesession.h"
#include "service/appsettings.h"

#include <algorithm>
#include <memory>
#include <optional>

using pb::nim::Player;

namespace NimMatch {

namespace {

// The wins after `winner`'s count changed by `change`; the loser of the game
// counted (or, taken back, its winner) starts the next one.
void changeWins(AppSettings &settings, Player winner, int change, bool computerStartsNext)
{
    int human = NimSettings::humanWins(settings);
    int computer = NimSettings::computerWins(settings);
    int &wins = winner == Player::Human ? human : computer;
    wins = std::max(0, wins + change);
    NimSettings::setMatch(settings, human, computer, computerStartsNext);
}

} // namespace

int humanWins(const AppSettings &settings)
{
    return NimSettings::humanWins(settings);
}

int computerWins(const AppSettings &settings)
{
    return NimSettings::computerWins(settings);
}

Player nextStarter(const AppSettings &settings)
{
    return NimSettings::computerStartsNext(settings) ? Player::Computer : Player::Human;
}

void recordWin(AppSettings &settings, Player winner)
{
    changeWins(settings, winner, +1, winner == Player::Human);
}

void takeBackWin(AppSettings &settings, Player winner)
{
    changeWins(settings, winner, -1, winner == Player::Computer);
}

void follow(GameSession &session, QObject *owner, AppSettings &settings)
{
    auto *watcher = new QObject(owner);
    const auto winner = [&session]() -> std::optional<Player> {
        const auto *nim = session.hasGame() ? dynamic_cast<const pb::nim::NimPuzzle *>(&session.position()) : nullptr;
        return nim && nim->isOver() ? std::optional(nim->winner()) : std::nullopt;
    };
    // The winner of the finished game on the board, if it is one.
    auto shown = std::make_shared<std::optional<Player>>();
    QObject::connect(&session, &GameSession::boardChanged, watcher, [=, &settings](const BoardChange &change) {
        const std::optional<Player> now = winner();
        if (change.hasMoves() && change.forward() && now && !*shown)
            recordWin(settings, *now);
        else if (change.hasMoves() && !change.forward() && *shown && !now)
            takeBackWin(settings, **shown);
        *shown = now;
    });
}

void reset(AppSettings &settings)
{
    NimSettings::clearMatch(settings);
}

} // namespace NimMatch
