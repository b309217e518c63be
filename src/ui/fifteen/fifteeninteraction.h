#pragma once

#include "core/fifteen/fifteenboard.h"
#include "fifteeninput.h"

#include <QString>

#include <optional>
#include <string>
#include <utility>
#include <vector>

// What the person is doing on a Fifteen board, apart from the scene that
// draws it: the board they see and, while editing, the cell picked to swap
// and the keyboard's cursor. Every input comes in board terms (a cell, a key)
// and is answered with what the scene is to do (slides to request, two cells
// for the designer to swap, words for the status bar), the rules being
// FifteenInput's; so the interaction is tested with its state alone
// (tst_fifteeninteraction).
class FifteenInteraction {
public:
    struct Reply {
        // The input means something here; otherwise the scene passes it on.
        bool handled = false;
        // Slides to request, in order: a click further down the blank's line
        // slides the whole run as one gesture.
        std::vector<std::string> moves;
        // While editing: the two cells the designer is to swap.
        std::optional<std::pair<int, int>> swap;
        // Words for the status bar; empty for none.
        QString message;
        // The words given when a cell was picked no longer hold.
        bool messageWithdrawn = false;
        // The cell picked or the cursor changed (their rings, the screen
        // reader's cells).
        bool marksChanged = false;
    };

    const pb::fifteen::FifteenBoard &board() const { return m_board; }
    bool isEditing() const { return m_editing; }
    // The cell picked to swap while editing, or -1.
    int pickedCell() const { return m_picked; }
    // The keyboard's cursor while editing, or -1 while it is hidden.
    int editCursor() const { return m_editCursor; }
    // The cell the keys act on: the blank, round which the arrows slide;
    // while editing the cursor, else the cell picked.
    int focusCell() const;

    // The board shown after a move, with nothing picked (only editing picks).
    void setBoard(const pb::fifteen::FifteenBoard &board) { m_board = board; }
    // A position shown afresh: any pick is dropped.
    Reply showPosition(const pb::fifteen::FifteenBoard &board);
    // Editing begins or ends: the pick and the cursor go.
    Reply setEditing(bool editing);
    // The designer's board changed: the pick goes (the cells it named have
    // moved); a cursor a smaller board lost comes back to the first cell.
    Reply showDesign(const pb::fifteen::FifteenBoard &board);

    // A click on `cell` (reading order): slides while playing; while editing
    // it picks the cell, drops it (the same cell again) or swaps it with the
    // one picked before.
    Reply click(int cell);
    // A key (Qt::Key): the arrows slide while playing; while editing they
    // move the cursor and Space acts on its cell as a click does.
    Reply key(int key);

private:
    static Reply answered(const FifteenInput::Answer &answer);
    Reply editCell(int cell, bool byKeys);
    Reply dropPick();

    pb::fifteen::FifteenBoard m_board{0};
    bool m_editing = false;
    int m_picked = -1;
    int m_editCursor = -1;
};
