#include "rollercells.h"

#include "rollerinteraction.h"
#include "rollerlayout.h"

int RollerCells::rowCount() const
{
    return m_interaction.rows();
}

int RollerCells::columnCount() const
{
    return m_interaction.columns();
}

QString RollerCells::text(int row, int column) const
{
    // Counted from 0, as the board's labels and the rolls name the lines.
    return tr("Row %1, column %2: %3").arg(row).arg(column).arg(m_interaction.cellShown(row, column) ? 1 : 0);
}

std::optional<BoardCell> RollerCells::focus() const
{
    const RollerInput::Cursor &cursor = m_interaction.cursor();
    if (!cursor.visible)
        return std::nullopt;
    return BoardCell{cursor.row, cursor.col};
}

QRectF RollerCells::rect(int row, int column) const
{
    return rolleritems::cellRect(row, column);
}
