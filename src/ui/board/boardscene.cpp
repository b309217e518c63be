#include "boardscene.h"

QRectF BoardScene::accessibleCellRect(int row, int column) const
{
    const int rows = accessibleRowCount();
    const int columns = accessibleColumnCount();
    if (rows <= 0 || columns <= 0)
        return {};
    const QRectF area = sceneRect();
    const qreal width = area.width() / columns;
    const qreal height = area.height() / rows;
    return {area.left() + column * width, area.top() + row * height, width, height};
}

QString BoardScene::focusDescription() const
{
    const std::optional<BoardCell> cell = accessibleFocusCell();
    return cell ? accessibleCellText(cell->row, cell->column) : QString();
}
