#pragma once

#include "ui/board/boardcells.h"

// The cells of a family whose scene still answers the screen reader itself,
// through its accessibleRowCount(), accessibleCellText() and the rest: read
// as BoardCells until the family has a cells class of its own.
template <typename Scene>
class SceneCells final : public BoardCells {
public:
    explicit SceneCells(const Scene &scene)
        : m_scene(scene)
    {
    }

    int rowCount() const override { return m_scene.accessibleRowCount(); }
    int columnCount() const override { return m_scene.accessibleColumnCount(); }
    QString text(int row, int column) const override { return m_scene.accessibleCellText(row, column); }
    bool selected(int row, int column) const override { return m_scene.accessibleCellSelected(row, column); }
    std::optional<BoardCell> focus() const override { return m_scene.accessibleFocusCell(); }
    QRectF rect(int row, int column) const override { return m_scene.accessibleCellRect(row, column); }

private:
    const Scene &m_scene;
};
