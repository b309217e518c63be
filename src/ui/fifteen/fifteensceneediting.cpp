// Board editing (Edit ▸ Edit Board) in the Fifteen scene, kept apart from the
// play: a click, or Space on the keyboard's cursor, picks a cell; a second one
// on another cell swaps the two.

#include "fifteenscene.h"

#include "fifteendesignpanel.h"
#include "fifteeninput.h"

#include <QKeyEvent>

void FifteenScene::setEditing(bool editing)
{
    finishAnimations();
    m_editing = editing;
    showHint(std::string());
    pick(-1);
    m_editCursor = -1;
    placeRing(Ring::Cursor, -1);
    // The window shows the game's position once editing ends.
    delete m_designer;
    m_designer = nullptr;
    if (editing && m_board.dim() > 0) {
        m_designer = new FifteenDesigner(m_board, this);
        connect(m_designer, &FifteenDesigner::changed, this, &FifteenScene::showDesign);
    }
}

std::unique_ptr<pb::Puzzle> FifteenScene::editedPosition(QString *) const
{
    return m_designer ? m_designer->editedPosition() : nullptr;
}

QWidget *FifteenScene::createEditTools(QWidget *parent)
{
    return m_designer ? new FifteenDesignPanel(m_designer, parent) : nullptr;
}

void FifteenScene::showDesign()
{
    const pb::fifteen::FifteenBoard &board = m_designer->board();
    if (board.dim() != m_board.dim()) {
        rebuild(board.dim());
        // A smaller board may have lost the cell the cursor was on.
        if (m_editCursor >= board.dim() * board.dim())
            m_editCursor = 0;
    }
    m_board = board;
    pick(-1);
    placeRing(Ring::Cursor, m_editCursor);
    placeTiles();
    emit positionEdited();
}

void FifteenScene::pick(int cell)
{
    if (m_picked >= 0 && cell < 0)
        emit statusMessageWithdrawn();
    m_picked = cell;
    emit accessibleCellsChanged();
    placeRing(Ring::Picked, cell);
}

void FifteenScene::editCell(int cell, InputDevice device)
{
    if (m_picked < 0) {
        pick(cell);
        emit statusMessage(FifteenInput::pickedToSwap(m_board.tileAt(cell), device));
    } else if (cell == m_picked) {
        pick(-1);
    } else if (m_designer) {
        m_designer->swapCells(m_picked, cell);
    }
}

bool FifteenScene::editKey(QKeyEvent *event)
{
    const std::optional<FifteenInput::EditAnswer> answer =
        FifteenInput::editKey(m_board.dim(), m_editCursor, std::max(m_picked, 0), event->key());
    if (!answer)
        return false;
    m_editCursor = answer->cursor;
    placeRing(Ring::Cursor, m_editCursor);
    emit accessibleCellsChanged();
    if (answer->activate)
        editCell(m_editCursor, InputDevice::Keys);
    return true;
}
