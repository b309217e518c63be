#include "fifteencells.h"

#include <QCoreApplication>

FifteenCells::FifteenCells(const FifteenInteraction &interaction, std::function<QRectF(int cell)> cellRect)
    : m_interaction(interaction)
    , m_cellRect(std::move(cellRect))
{
}

// Rows and columns count from 1, as people count. The words keep the
// translation context they were first translated in.
QString FifteenCells::text(int row, int column) const
{
    const pb::fifteen::FifteenBoard &board = m_interaction.board();
    const int cell = row * board.dim() + column;
    const int tile = board.tileAt(cell);
    if (tile == 0)
        return QCoreApplication::translate("FifteenScene", "Row %1, column %2: blank").arg(row + 1).arg(column + 1);
    if (board.homeOf(tile) == cell) {
        return QCoreApplication::translate("FifteenScene", "Row %1, column %2: tile %3, in place")
            .arg(row + 1)
            .arg(column + 1)
            .arg(tile);
    }
    return QCoreApplication::translate("FifteenScene", "Row %1, column %2: tile %3")
        .arg(row + 1)
        .arg(column + 1)
        .arg(tile);
}

bool FifteenCells::selected(int row, int column) const
{
    const int picked = m_interaction.pickedCell();
    return picked >= 0 && picked == row * columnCount() + column;
}

std::optional<BoardCell> FifteenCells::focus() const
{
    const int dim = columnCount();
    if (dim == 0)
        return std::nullopt;
    const int cell = m_interaction.focusCell();
    return BoardCell{cell / dim, cell % dim};
}

QRectF FifteenCells::rect(int row, int column) const
{
    return m_cellRect(row * columnCount() + column);
}
