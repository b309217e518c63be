#pragma once

#include "../core/common/puzzle.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>

// The "midend": the start position, the line of moves played from it and the
// solution known for a position on that line. The UI's undo stack drives it with
// moves (playMove / takeBack); the session validates every move through the core
// and keeps the solution cursor in step with the line.
class GameSession : public QObject {
    Q_OBJECT

public:
    explicit GameSession(QObject *parent = nullptr);
    ~GameSession() override;

    // Starts over from `start`: the line and the solution are cleared.
    void newGame(std::unique_ptr<pb::Puzzle> start);
    bool hasGame() const { return m_start != nullptr; }

    // Both require hasGame().
    const pb::Puzzle &startPosition() const
    {
        Q_ASSERT(m_start);
        return *m_start;
    }
    const pb::Puzzle &position() const
    {
        Q_ASSERT(m_position);
        return *m_position;
    }
    const QStringList &moves() const { return m_moves; }
    int moveCount() const { return int(m_moves.size()); }

    // Validates and plays `move`. On refusal (or without a game) returns false,
    // sets *error to the translated reason and changes nothing.
    bool playMove(const QString &move, QString *error = nullptr);
    // Takes back the last move played. Returns the move, or an empty string
    // when there is none.
    QString takeBack();

    // --- the solution ---
    // Stores a solution found for the current position (the last moves count
    // as the solution's first steps once they are played).
    void setSolution(const QStringList &solution, bool optimal);
    // Stores a solution that starts after the line's first `anchor` moves (a
    // saved game read back); the moves after the anchor must follow it.
    // Returns false and changes nothing when they do not.
    bool setSolution(const QStringList &solution, bool optimal, int anchor);
    // How many moves of the line come before the solution; -1 without one.
    int solutionAnchor() const { return m_solutionAnchor; }
    void clearSolution();
    bool hasSolution() const { return m_solutionAnchor >= 0; }
    const QStringList &solution() const { return m_solution; }
    bool solutionIsOptimal() const { return m_solutionOptimal; }
    // How many of the solution's moves have been played (0..solution().size()).
    int solutionStep() const;
    // The solution's next move, or an empty string at its end or without one.
    QString nextSolutionMove() const;

signals:
    // A move was played (forward) or taken back (!forward). Emitted after the
    // change: position() is already the position after it.
    void movePlayed(const QString &move, bool forward);
    // The start position was replaced; the line and any solution are gone
    // (solutionChanged is not emitted for that as well).
    void gameStarted();
    // A solution was stored or dropped: by setSolution/clearSolution, by a move
    // that leaves the solution's line or by taking back past its start.
    void solutionChanged();

private:
    void rebuildPosition();
    void checkSolutionStillOnLine();
    void resetSolution();

    std::unique_ptr<pb::Puzzle> m_start;
    std::unique_ptr<pb::Puzzle> m_position;
    QStringList m_moves;

    QStringList m_solution;
    bool m_solutionOptimal = false;
    int m_solutionAnchor = -1; // index in m_moves where the solution starts; -1: none
};
