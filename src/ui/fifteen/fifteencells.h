#pragma once

#include "fifteeninteraction.h"
#include "ui/board/boardcells.h"

#include <QRectF>
#include <QString>

#include <functional>
#include <optional>

// A Fifteen board for a screen reader: a table of its cells, each "tile 8",
// "tile 3, in place" (what the green numbers show at a glance) or "blank".
// The focus is the blank, round which the arrow keys slide; while editing the
// keyboard's cursor, else the cell picked to swap, which is selected. Read
// from the FifteenInteraction on every question.
class FifteenCells final : public BoardCells {
public:
    // `cellRect`: where the scene draws a cell (reading order).
    FifteenCells(const FifteenInteraction &interaction, std::function<QRectF(int cell)> cellRect);

    int rowCount() const override { return m_interaction.board().dim(); }
    int columnCount() const override { return m_interaction.board().dim(); }
    QString text(int row, int column) const override;
    bool selected(int row, int column) const override;
    std::optional<BoardCell> focus() const override;
    QRectF rect(int row, int column) const override;

private:
    const FifteenInteraction &m_interaction;
    std::function<QRectF(int cell)> m_cellRect;
};
