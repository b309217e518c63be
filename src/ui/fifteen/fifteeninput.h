#pragma once

#include "core/fifteen/fifteenboard.h"
#include "ui/board/inputdevice.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <string>
#include <vector>

// What a click or an arrow key means on the Game of Fifteen, apart from the
// scene that draws it: the slides it makes, in the moves' notation (the tile's
// number), or why nothing slides; while editing, where the cursor goes. As Simon Tatham's interpret_move, so the
// interaction is tested without pixels.
class FifteenInput {
    Q_DECLARE_TR_FUNCTIONS(FifteenInput)

public:
    struct Answer {
        // The slides, in order: several for a click on a tile further down
        // the blank's line, which slides the whole run as one gesture.
        std::vector<std::string> moves;
        // Why nothing slides; empty when something does.
        QString message;
    };

    // A click on `cell` (reading order).
    static Answer clickCell(const pb::fifteen::FifteenBoard &board, int cell);
    // An arrow key (Qt::Key), naming the way the tile moves: Left slides the
    // tile on the blank's right into it. None: the board has no use for the key.
    static std::optional<Answer> key(const pb::fifteen::FifteenBoard &board, int key);

    // While editing a board of `dim` tiles a side the keys act on cells, not
    // slides: the arrows move a cursor over every cell and Space (or Enter)
    // picks the cell under it, or swaps it with the cell picked before, as
    // clicks do. The first key only shows the cursor, on `start`.
    struct EditAnswer {
        int cursor = -1;
        // Space: pick (or swap) the cell under the cursor.
        bool activate = false;
    };
    // `cursor` is -1 while the cursor is hidden. None: the editor has no use
    // for the key.
    static std::optional<EditAnswer> editKey(int dim, int cursor, int start, int key);
    // What a cell picked to swap asks for next (`tile` 0: the blank), in the
    // words of the device that picked it.
    static QString pickedToSwap(int tile, InputDevice device);
};
