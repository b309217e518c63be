#pragma once

#include "core/roller/rollerpuzzle.h"
#include "rollerinput.h"
#include "ui/board/boardcells.h"

#include <QString>

#include <optional>
#include <string>
#include <vector>

// The state of a Roller-Board's interaction and the rules that change it,
// apart from the scene that draws it: the board the input acts on, the
// keyboard's cursor, a tile held by the mouse and the line it drags, the
// hinted roll, editing. It takes input in the board's terms (a button or a
// tile pressed, a drag let go so many cells away, a key) and answers with a
// Reaction: the rolls to ask the window for, the tile to turn, the words to
// say. RollerInput holds the rules that need no state; the scene hits
// buttons and tiles with the pointer, slides the tiles and draws what this
// holds.
class RollerInteraction {
public:
    struct Reaction {
        // The rolls to ask the window for, in order, in the rolls' notation.
        std::vector<std::string> moves;
        // While editing: the tile to turn between 0 and 1.
        std::optional<BoardCell> toggle;
        // Why nothing happens; empty when the input needs no words.
        QString message;
        // The roll `moves` repeats, typed, so the scene knows what it asked.
        std::optional<pb::roller::Roll> rolled;
    };
    // A tile held by the mouse, and whether it drags its row (or its column)
    // once the drag has shown its way.
    struct Drag {
        int row = 0;
        int col = 0;
        std::optional<bool> alongRow;
    };

    // The board the input acts on, as the scene shows it once a slide ends:
    // the hint goes, and the cursor stays on the board.
    void showBoard(int height, int width, pb::roller::RollerBits cells);
    void setEditing(bool editing);
    // Marks the roll a hint suggests (none for an empty move or one off the board).
    void showHint(const std::string &move);

    // A press on the button of `roll`, on the tile (row, col).
    Reaction pressButton(const pb::roller::Roll &roll);
    Reaction pressTile(int row, int col);
    // The held tile has moved far enough to show its way: it drags its row
    // (`alongRow`) or its column. The line, as a roll right or down.
    pb::roller::Roll chooseDragLine(bool alongRow);
    // The line the held tile drags, as a roll right or down; none before
    // the drag has shown its way.
    std::optional<pb::roller::Roll> dragLine() const;
    // The mouse let go, the line dragged `cells` cells (positive: right or down).
    Reaction release(int cells);
    void cancelDrag() { m_drag.reset(); }
    // A key (Qt::Key) with Shift held or not; none: the board has no use for it.
    std::optional<Reaction> key(int key, bool shift);

    int rows() const { return m_height; }
    int columns() const { return m_width; }
    pb::roller::RollerBits cells() const { return m_cells; }
    bool cellShown(int row, int col) const { return (m_cells >> (row * m_width + col)) & 1; }
    const RollerInput::Cursor &cursor() const { return m_cursor; }
    const std::optional<pb::roller::Roll> &hint() const { return m_hint; }
    bool isEditing() const { return m_editing; }
    const std::optional<Drag> &drag() const { return m_drag; }

private:
    int m_height = 0;
    int m_width = 0;
    pb::roller::RollerBits m_cells = 0;
    RollerInput::Cursor m_cursor;
    std::optional<pb::roller::Roll> m_hint;
    bool m_editing = false;
    std::optional<Drag> m_drag;
};
