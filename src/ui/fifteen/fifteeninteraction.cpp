#include "fifteeninteraction.h"


#include <algorithm>

using pb::fifteen::FifteenBoard;

int FifteenInteraction::focusCell() const
{
    return m_editCursor >= 0 ? m_editCursor : m_picked >= 0 ? m_picked : m_board.blank();
}

FifteenInteraction::Reply FifteenInteraction::showPosition(const FifteenBoard &board)
{
    m_board = board;
    return dropPick();
}

FifteenInteraction::Reply FifteenInteraction::setEditing(bool editing)
{
    m_editing = editing;
    m_editCursor = -1;
    return dropPick();
}

FifteenInteraction::Reply FifteenInteraction::showDesign(const FifteenBoard &board)
{
    if (m_editCursor >= board.cellCount())
        m_editCursor = 0;
    m_board = board;
    return dropPick();
}

FifteenInteraction::Reply FifteenInteraction::dropPick()
{
    Reply reply;
    reply.messageWithdrawn = m_picked >= 0;
    reply.marksChanged = true;
    m_picked = -1;
    return reply;
}

FifteenInteraction::Reply FifteenInteraction::click(int cell)
{
    if (m_board.dim() == 0 || cell < 0 || cell >= m_board.cellCount())
        return {};
    if (m_editing)
        return editCell(cell, false);
    return answered(FifteenInput::clickCell(m_board, cell));
}

FifteenInteraction::Reply FifteenInteraction::key(int key)
{
    if (m_board.dim() == 0)
        return {};
    if (m_editing) {
        const std::optional<FifteenInput::EditAnswer> answer =
            FifteenInput::editKey(m_board.dim(), m_editCursor, std::max(m_picked, 0), key);
        if (!answer)
            return {};
        m_editCursor = answer->cursor;
        Reply reply = answer->activate ? editCell(m_editCursor, true) : Reply();
        reply.handled = true;
        reply.marksChanged = true;
        return reply;
    }
    const std::optional<FifteenInput::Answer> answer = FifteenInput::key(m_board, key);
    if (!answer)
        return {};
    return answered(*answer);
}

FifteenInteraction::Reply FifteenInteraction::answered(const FifteenInput::Answer &answer)
{
    Reply reply;
    reply.handled = true;
    reply.moves = answer.moves;
    reply.message = answer.message;
    return reply;
}

FifteenInteraction::Reply FifteenInteraction::editCell(int cell, bool byKeys)
{
    Reply reply;
    if (m_picked < 0) {
        m_picked = cell;
        reply.message =
            FifteenInput::pickedToSwap(m_board.tileAt(cell), byKeys ? InputDevice::Keys : InputDevice::Pointer);
        reply.marksChanged = true;
    } else if (cell == m_picked) {
        reply = dropPick();
    } else {
        reply.swap = std::pair(m_picked, cell);
    }
    reply.handled = true;
    return reply;
}
