#pragma once

#include "core/roller/rollerpuzzle.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <string>
#include <vector>

// What a key or a drag means on a Roller-Board, apart from the scene that
// draws it: given the board's size, the keyboard's cursor and the input, the
// rolls to play, where the cursor goes, or why nothing rolls. As Simon
// Tatham's interpret_move, so the interaction is tested without pixels.
class RollerInput {
    Q_DECLARE_TR_FUNCTIONS(RollerInput)

public:
    struct Cursor {
        int row = 0;
        int col = 0;
        // Before the first arrow key the cursor is not shown, and that key
        // only shows it.
        bool visible = false;

        bool operator==(const Cursor &) const = default;
    };
    struct Answer {
        // The rolls to play, in order, in the rolls' notation ("R2L").
        std::vector<std::string> moves;
        Cursor cursor;
        // While editing: the cursor's tile turns between 0 and 1.
        bool toggle = false;
        // Why nothing happens; empty when the key needs no words.
        QString message;
        // The roll `moves` names, typed.
        std::optional<pb::roller::Roll> roll;
    };

    // A key (Qt::Key) with Shift held or not: arrows move the cursor,
    // Shift+arrow rolls its row (Left, Right) or column (Up, Down); while
    // editing Space or Enter turns its tile. None: the board has no use for
    // the key.
    static std::optional<Answer> key(int height, int width, Cursor cursor, int key, bool shift, bool editing);
    // A tile dragged along its row (or column) `line` and let go `cells`
    // cells away (positive: right or down) on a line `length` cells long: the
    // rolls that make it, a whole turn being none.
    static std::vector<std::string> dragRolls(bool alongRow, int line, int length, int cells);
    // The roll dragRolls() repeats; none for a whole turn.
    static std::optional<pb::roller::Roll> dragRoll(bool alongRow, int line, int length, int cells);
    // A tile let go before the drag showed its way.
    static QString dragWithoutDirection();
};
