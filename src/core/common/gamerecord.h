#pragma once

#include "message.h"
#include "registry.h"

#include <optional>
#include <string>
#include <vector>

namespace pb {

// What one Undo takes back together: a person's move with the computer's
// answer, a gesture that makes several moves (a line of tiles slid at once),
// one step of a solution, or a restart.
struct Turn {
    enum class Kind {
        Moves,   // moves played from the position before
        Opening, // the computer's first move of a game it opens; Undo leaves it
        Restart, // back to the start position, then its moves (the computer's opening)
    };
    Kind kind = Kind::Moves;
    std::vector<std::string> moves;
    // Restart only: the turns Redo would have played when the restart was
    // made. Undoing the restart brings them back, so a restart never costs
    // the player a redo list.
    std::vector<Turn> replacedRedo;

    bool operator==(const Turn &) const = default;
};

// A game's whole history: the start position and the turns played from it,
// with a cursor between the turns played and the turns Redo would play again.
// Every move goes through the family's apply(); the position is derived from
// the turns, so it can never drift from them.
class GameRecord {
public:
    explicit GameRecord(PuzzlePtr start);
    // A record read back from a file: `turns`, the first `played` of them
    // played. Every move must have been checked to replay (see replayTurn).
    GameRecord(PuzzlePtr start, std::vector<Turn> turns, int played);
    GameRecord(const GameRecord &other);
    GameRecord &operator=(const GameRecord &other);
    GameRecord(GameRecord &&) noexcept = default;
    GameRecord &operator=(GameRecord &&) noexcept = default;

    const Puzzle &start() const { return *m_start; }
    const Puzzle &position() const { return *m_position; }
    // The moves that lead from start() to position(): those since the last
    // restart played.
    const std::vector<std::string> &line() const { return m_line; }
    const std::vector<Turn> &turns() const { return m_turns; }
    // How many of turns() are played; the rest are what Redo plays.
    int played() const { return m_played; }

    // Plays `moves` (one move, or a gesture's several) after checking every
    // one of them; on refusal returns why and changes nothing.
    //
    // Whose turn it is decides where they go (Puzzle::opponentMove): moves made
    // on the computer's turn join the turn before them, so one Undo takes back
    // a person's move with its answer; the computer's first move of a game is
    // an Opening turn that Undo leaves alone, so Undo never lands where the
    // computer would only move again. Anything else is a new turn.
    //
    // A new turn drops the turns Redo would play, unless it begins the next
    // of them (startsRedo): then it is Redo, and the rest of them stay.
    std::optional<Message> play(const std::vector<std::string> &moves);
    // Whether playing `moves` is playing the next redo turn again: its moves,
    // or its person's move when the rest is the computer's answer.
    bool startsRedo(const std::vector<std::string> &moves) const;

    // Back to the start position as a turn of its own, so Undo returns to
    // where the game was. False when no move was played since the start or
    // the last restart.
    bool canRestart() const { return !m_line.empty(); }
    void restart();

    bool canUndo() const;
    bool canRedo() const { return m_played < int(m_turns.size()); }
    // Require canUndo() / canRedo().
    void undo();
    void redo();
    const Turn &turnToUndo() const { return m_turns[std::size_t(m_played - 1)]; }
    const Turn &turnToRedo() const { return m_turns[std::size_t(m_played)]; }
    // The position turns()[turn] is played from.
    PuzzlePtr positionBefore(int turn) const { return replayTo(turn, nullptr); }

private:
    // The position after the first `played` turns, and the line that leads there.
    PuzzlePtr replayTo(int played, std::vector<std::string> *line) const;
    void rebuildPosition();

    PuzzlePtr m_start;
    std::vector<Turn> m_turns;
    int m_played = 0;
    PuzzlePtr m_position;
    std::vector<std::string> m_line;
};

// Plays `turn` on `position`, which is the position before it; a restart
// starts again from `start`. Stops at the first move the rules refuse and
// returns its index in turn.moves with the reason; `position` then holds the
// position before that move.
struct RefusedMove {
    std::size_t index;
    Message reason;
};
std::optional<RefusedMove> replayTurn(PuzzlePtr &position, const Puzzle &start, const Turn &turn);

} // namespace pb
