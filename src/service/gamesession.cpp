#include "gamesession.h"

#include "boardfiles.h"

GameSession::GameSession(QObject *parent)
    : QObject(parent)
{
}

GameSession::~GameSession() = default;

void GameSession::newGame(std::unique_ptr<pb::Puzzle> start)
{
    m_start = std::move(start);
    m_moves.clear();
    resetSolution();
    rebuildPosition();
    emit gameStarted();
}

bool GameSession::playMove(const QString &move, QString *error)
{
    if (!m_position) {
        if (error)
            *error = tr("There is no game to play a move in.");
        return false;
    }
    // apply() leaves the position untouched when it refuses, so no copy is needed.
    if (const auto refusal = m_position->apply(move.toStdString())) {
        if (error)
            *error = BoardFiles::translate(*refusal);
        return false;
    }
    m_moves.append(move);
    const bool hadSolution = hasSolution();
    checkSolutionStillOnLine();
    emit movePlayed(move, true);
    if (hadSolution != hasSolution())
        emit solutionChanged();
    return true;
}

QString GameSession::takeBack()
{
    if (m_moves.isEmpty())
        return QString();
    const QString move = m_moves.takeLast();
    rebuildPosition();
    const bool hadSolution = hasSolution();
    checkSolutionStillOnLine();
    emit movePlayed(move, false);
    if (hadSolution != hasSolution())
        emit solutionChanged();
    return move;
}

void GameSession::setSolution(const QStringList &solution, bool optimal)
{
    m_solution = solution;
    m_solutionOptimal = optimal;
    m_solutionAnchor = moveCount();
    emit solutionChanged();
}

bool GameSession::setSolution(const QStringList &solution, bool optimal, int anchor)
{
    if (anchor < 0 || anchor > moveCount() || moveCount() - anchor > solution.size()
        || m_moves.sliced(anchor) != solution.first(moveCount() - anchor))
        return false;
    m_solution = solution;
    m_solutionOptimal = optimal;
    m_solutionAnchor = anchor;
    emit solutionChanged();
    return true;
}

void GameSession::clearSolution()
{
    if (!hasSolution())
        return;
    resetSolution();
    emit solutionChanged();
}

int GameSession::solutionStep() const
{
    if (!hasSolution())
        return 0;
    int step = 0;
    for (int i = m_solutionAnchor; i < moveCount() && step < m_solution.size(); ++i, ++step) {
        if (m_moves.at(i) != m_solution.at(step))
            break;
    }
    return step;
}

QString GameSession::nextSolutionMove() const
{
    const int step = solutionStep();
    return step < m_solution.size() ? m_solution.at(step) : QString();
}

// Replaying from the start costs a few microseconds for any real game and cannot
// drift from the line, unlike undoing a move on the current position.
void GameSession::rebuildPosition()
{
    m_position = m_start ? m_start->clone() : nullptr;
    if (!m_position)
        return;
    for (const QString &move : std::as_const(m_moves)) {
        [[maybe_unused]] const auto refusal = m_position->apply(move.toStdString());
        // Every move on the line was accepted from this same start before.
        Q_ASSERT(!refusal);
    }
}

// Silent on purpose: the callers emit solutionChanged after movePlayed, so that
// every slot sees the final state.
void GameSession::checkSolutionStillOnLine()
{
    if (!hasSolution())
        return;
    const bool takenBackPastAnchor = moveCount() < m_solutionAnchor;
    const bool leftTheLine = !takenBackPastAnchor && solutionStep() != moveCount() - m_solutionAnchor;
    if (takenBackPastAnchor || leftTheLine)
        resetSolution();
}

void GameSession::resetSolution()
{
    m_solution.clear();
    m_solutionOptimal = false;
    m_solutionAnchor = -1;
}
