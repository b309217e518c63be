#include "nimmatch.h"

#include "service/gamesession.h"
#include "service/appsettings.h"

#include <QSettings>

#include <limits>
#include <memory>
#include <optional>

using pb::nim::Player;

namespace NimMatch {

namespace {

const auto kHumanWins = QStringLiteral("nim/humanWins");
const auto kComputerWins = QStringLiteral("nim/computerWins");
const auto kComputerStarts = QStringLiteral("nim/computerStartsNext");

// One more win must still be a count.
constexpr int kMostWins = std::numeric_limits<int>::max() - 1;

const QString &keyFor(Player player)
{
    return player == Player::Human ? kHumanWins : kComputerWins;
}

int winsOf(const QSettings &settings, Player player)
{
    return AppSettings::boundedValue(settings, keyFor(player), 0, 0, kMostWins);
}

} // namespace

int humanWins()
{
    return winsOf(QSettings(), Player::Human);
}

int computerWins()
{
    return winsOf(QSettings(), Player::Computer);
}

Player nextStarter()
{
    return QSettings().value(kComputerStarts, false).toBool() ? Player::Computer : Player::Human;
}

void recordWin(Player winner)
{
    QSettings settings;
    settings.setValue(keyFor(winner), winsOf(settings, winner) + 1);
    settings.setValue(kComputerStarts, winner == Player::Human);
}

void takeBackWin(Player winner)
{
    QSettings settings;
    settings.setValue(keyFor(winner), std::max(0, winsOf(settings, winner) - 1));
    settings.setValue(kComputerStarts, winner == Player::Computer);
}

void follow(GameSession &session, QObject *owner)
{
    auto *watcher = new QObject(owner);
    const auto winner = [&session]() -> std::optional<Player> {
        const auto *nim = session.hasGame() ? dynamic_cast<const pb::nim::NimPuzzle *>(&session.position()) : nullptr;
        return nim && nim->isOver() ? std::optional(nim->winner()) : std::nullopt;
    };
    // The winner of the finished game on the board, if it is one.
    auto shown = std::make_shared<std::optional<Player>>();
    QObject::connect(&session, &GameSession::boardChanged, watcher, [=](const BoardChange &change) {
        const std::optional<Player> now = winner();
        if (change.hasMoves() && change.forward() && now && !*shown)
            recordWin(*now);
        else if (change.hasMoves() && !change.forward() && *shown && !now)
            takeBackWin(**shown);
        *shown = now;
    });
}

void reset()
{
    QSettings settings;
    settings.remove(kHumanWins);
    settings.remove(kComputerWins);
    settings.remove(kComputerStarts);
}

} // namespace NimMatch
