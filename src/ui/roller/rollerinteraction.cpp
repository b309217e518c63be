#include "rollerinteraction.h"

#include <algorithm>

using pb::roller::Direction;
using pb::roller::Roll;
using pb::roller::RollerBits;

void RollerInteraction::showBoard(int height, int width, RollerBits cells)
{
    if (height != m_height || width != m_width) {
        m_height = height;
        m_width = width;
        m_cursor.row = std::min(m_cursor.row, height - 1);
        m_cursor.col = std::min(m_cursor.col, width - 1);
    }
    m_cells = cells;
    m_hint.reset();
}

void RollerInteraction::setEditing(bool editing)
{
    m_drag.reset();
    m_editing = editing;
    m_hint.reset();
}

void RollerInteraction::showHint(const std::string &move)
{
    m_hint.reset();
    if (const std::optional<Roll> roll = pb::roller::parseRoll(move)) {
        if (roll->line < (roll->isRow() ? m_height : m_width))
            m_hint = roll;
    }
}

RollerInteraction::Reaction RollerInteraction::pressButton(const Roll &roll)
{
    // Nothing rolls while editing: the buttons are put away.
    if (m_editing)
        return {};
    return {{pb::roller::rollToString(roll)}, std::nullopt, {}, roll};
}

RollerInteraction::Reaction RollerInteraction::pressTile(int row, int col)
{
    m_cursor.row = row;
    m_cursor.col = col;
    if (m_editing)
        return {{}, BoardCell{row, col}, {}, std::nullopt};
    m_drag = Drag{row, col, std::nullopt};
    m_cursor.visible = false;
    return {};
}

Roll RollerInteraction::chooseDragLine(bool alongRow)
{
    m_drag->alongRow = alongRow;
    m_hint.reset();
    return *dragLine();
}

std::optional<Roll> RollerInteraction::dragLine() const
{
    if (!m_drag || !m_drag->alongRow)
        return std::nullopt;
    return *m_drag->alongRow ? Roll{Direction::Right, m_drag->row} : Roll{Direction::Down, m_drag->col};
}

RollerInteraction::Reaction RollerInteraction::release(int cells)
{
    const std::optional<Roll> line = dragLine();
    const bool held = m_drag.has_value();
    m_drag.reset();
    if (!line)
        return {{}, std::nullopt, held ? RollerInput::dragWithoutDirection() : QString(), std::nullopt};
    const int length = line->isRow() ? m_width : m_height;
    return {RollerInput::dragRolls(line->isRow(), line->line, length, cells), std::nullopt, {},
            RollerInput::dragRoll(line->isRow(), line->line, length, cells)};
}

std::optional<RollerInteraction::Reaction> RollerInteraction::key(int key, bool shift)
{
    if (m_height == 0)
        return std::nullopt;
    const std::optional<RollerInput::Answer> answer = RollerInput::key(m_height, m_width, m_cursor, key, shift, m_editing);
    if (!answer)
        return std::nullopt;
    if (answer->toggle)
        return pressTile(answer->cursor.row, answer->cursor.col);
    if (!answer->message.isEmpty())
        return Reaction{{}, std::nullopt, answer->message, std::nullopt};
    m_cursor = answer->cursor;
    return Reaction{answer->moves, std::nullopt, {}, answer->roll};
}
