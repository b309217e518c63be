#include "solutionplayer.h"

#include "../../service/gamesession.h"

#include <algorithm>

SolutionPlayer::SolutionPlayer(GameSession &session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{
    connect(&m_timer, &QTimer::timeout, this, [this] {
        stepForward();
        if (m_session.nextSolutionMove().isEmpty())
            setPlaying(false);
    });
}

void SolutionPlayer::stepForward()
{
    if (const QString move = m_session.nextSolutionMove(); !move.isEmpty())
        m_session.play(move.toStdString());
}

void SolutionPlayer::stepBack()
{
    // Only within this game: Undo from its first turn would go back to another.
    if (m_session.solutionStep() > 0 && m_session.record().canUndo())
        m_session.undo();
}

void SolutionPlayer::goToStep(int step)
{
    if (!m_session.isOnSolution())
        return;
    step = std::clamp(step, 0, int(m_session.solution().size()));
    const int distance = std::abs(step - m_session.solutionStep());
    if (distance == 0)
        return;
    if (distance > 1)
        emit jumpStarted();
    // Each pass moves at least one step, or leaves the solution and stops.
    for (int pass = 0; pass < distance && m_session.isOnSolution() && m_session.solutionStep() > step; ++pass)
        stepBack();
    for (int pass = 0; pass < distance && m_session.isOnSolution() && m_session.solutionStep() < step; ++pass)
        stepForward();
    if (distance > 1)
        emit jumpFinished();
}

void SolutionPlayer::setPlaying(bool playing)
{
    playing = playing && !m_session.nextSolutionMove().isEmpty();
    if (playing == isPlaying())
        return;
    if (playing)
        m_timer.start();
    else
        m_timer.stop();
    emit playingChanged(playing);
    if (playing)
        stepForward();
}
