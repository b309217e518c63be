#pragma once

#include "../core/common/puzzle.h"

#include <QMetaType>

#include <memory>
#include <string>
#include <vector>

// One change of the session's position, with all a view needs to draw it:
// the turn's moves and every position along them, so no view applies a move
// the record has already applied.
struct BoardChange {
    enum class Kind {
        Played,   // a turn played forward: the person's, the computer's or a solution's step
        Undone,   // a turn taken back
        Redone,   // a turn played again
        Jumped,   // the position changed with no move to show: a restart, or one undone or redone
        Replaced, // another game: new, opened, or Undo and Redo across games
    };

    Kind kind = Kind::Jumped;
    // In the order they were played, also when undone.
    std::vector<std::string> moves;
    // line[i] is the position before moves[i], line[i + 1] the one after; a
    // change with no moves holds only the new position.
    std::vector<std::shared_ptr<const pb::Puzzle>> line;

    bool forward() const { return kind == Kind::Played || kind == Kind::Redone; }
    bool hasMoves() const { return !moves.empty(); }
    // The position the change leads to: the end of the line played forward,
    // its start when taken back.
    const pb::Puzzle &now() const { return forward() ? *line.back() : *line.front(); }
    // The move `index` of moves() goes from before(index) to after(index).
    const pb::Puzzle &before(std::size_t index) const { return *line[index]; }
    const pb::Puzzle &after(std::size_t index) const { return *line[index + 1]; }
};

Q_DECLARE_METATYPE(BoardChange)
