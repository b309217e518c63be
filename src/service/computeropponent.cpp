#include "computeropponent.h"

#include "gamesession.h"

namespace {

// Long enough to see the person's move land before the computer answers.
constexpr int kDefaultPauseMillis = 900;

} // namespace

ComputerOpponent::ComputerOpponent(GameSession &session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(kDefaultPauseMillis);
    connect(&m_timer, &QTimer::timeout, this, &ComputerOpponent::answer);
    connect(&m_session, &GameSession::boardChanged, this, &ComputerOpponent::plan);
    plan();
}

void ComputerOpponent::setHeld(bool held)
{
    m_held = held;
    plan();
}

void ComputerOpponent::plan()
{
    m_timer.stop();
    if (!m_held && m_session.hasGame() && m_session.position().opponentMove())
        m_timer.start();
}

void ComputerOpponent::answer()
{
    const std::optional<std::string> move = m_session.hasGame() ? m_session.position().opponentMove() : std::nullopt;
    QString reason;
    if (move && !m_session.play(*move, &reason))
        emit refused(reason);
}
