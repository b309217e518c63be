#pragma once

#include "core/fifteen/fifteenboard.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <string>
#include <vector>

// What a click or an arrow key means on the Game of Fifteen, apart from the
// scene that draws it: the slides it makes, in the moves' notation (the tile's
// number), or why nothing slides. As Simon Tatham's interpret_move, so the
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
};
