#pragma once

#include "niminteraction.h"
#include "ui/board/boardcells.h"

#include <QRectF>
#include <QString>

#include <functional>
#include <optional>

// A Nim table for a screen reader: a heap a row, its stones from the bottom
// the columns, as many as the tallest stack has room for. The stones the
// previewed move takes are selected, the lowest of them the focus. Read from
// the NimInteraction on every question.
class NimCells final : public BoardCells {
public:
    // `places`: the stones the table has room for on a heap; `stoneRect`:
    // where the scene draws a stone, by heap and slot from the bottom.
    NimCells(const NimInteraction &interaction, std::function<int()> places,
             std::function<QRectF(int heap, int slot)> stoneRect);

    int rowCount() const override { return m_interaction.heapCount(); }
    int columnCount() const override { return m_places(); }
    QString text(int row, int column) const override;
    bool selected(int row, int column) const override;
    std::optional<BoardCell> focus() const override;
    QRectF rect(int row, int column) const override;

private:
    const NimInteraction &m_interaction;
    std::function<int()> m_places;
    std::function<QRectF(int heap, int slot)> m_stoneRect;
};
