#include "nimmatch.h"

#include <QSettings>

using pb::nim::Player;

namespace NimMatch {

namespace {

const auto kHumanWins = QStringLiteral("nim/humanWins");
const auto kComputerWins = QStringLiteral("nim/computerWins");
const auto kComputerStarts = QStringLiteral("nim/computerStartsNext");

const QString &keyFor(Player player)
{
    return player == Player::Human ? kHumanWins : kComputerWins;
}

} // namespace

int humanWins()
{
    return QSettings().value(kHumanWins, 0).toInt();
}

int computerWins()
{
    return QSettings().value(kComputerWins, 0).toInt();
}

Player nextStarter()
{
    return QSettings().value(kComputerStarts, false).toBool() ? Player::Computer : Player::Human;
}

void recordWin(Player winner)
{
    QSettings settings;
    settings.setValue(keyFor(winner), settings.value(keyFor(winner), 0).toInt() + 1);
    settings.setValue(kComputerStarts, winner == Player::Human);
}

void takeBackWin(Player winner)
{
    QSettings settings;
    settings.setValue(keyFor(winner), std::max(0, settings.value(keyFor(winner), 0).toInt() - 1));
    settings.setValue(kComputerStarts, winner == Player::Computer);
}

void reset()
{
    QSettings settings;
    settings.remove(kHumanWins);
    settings.remove(kComputerWins);
    settings.remove(kComputerStarts);
}

} // namespace NimMatch
