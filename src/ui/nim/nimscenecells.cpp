// NimScene read as a table of cells, for a screen reader: see
// BoardScene::accessibleCellText().

#include "nimscene.h"
#include "nimstoneitem.h"
#include "core/nim/nimstrategy.h"

// Stones count from 1 at the bottom of the heap, as a person counts them.
QString NimScene::accessibleCellText(int row, int column) const
{
    const int stones = stonesShown(row);
    const QString heap(QChar(QLatin1Char(pb::nim::heapLetter(row))));
    if (column >= stones)
        return tr("Heap %1, place %2: no stone").arg(heap).arg(column + 1);
    if (accessibleCellSelected(row, column))
        return tr("Heap %1, stone %2 of %3: take %n stone(s)", nullptr, m_preview->count)
            .arg(heap).arg(column + 1).arg(stones);
    return tr("Heap %1, stone %2 of %3").arg(heap).arg(column + 1).arg(stones);
}

bool NimScene::accessibleCellSelected(int row, int column) const
{
    return m_preview && m_preview->heap == row && column < stonesShown(row)
           && column >= stonesShown(row) - m_preview->count;
}

std::optional<BoardCell> NimScene::accessibleFocusCell() const
{
    if (!m_preview)
        return std::nullopt;
    return BoardCell{m_preview->heap, stonesShown(m_preview->heap) - m_preview->count};
}

QRectF NimScene::accessibleCellRect(int row, int column) const
{
    if (row < 0 || row >= heapCount() || column < 0 || column >= m_capacity)
        return {};
    const QPointF center = stoneCenter(row, column);
    return {center.x() - NimStoneItem::kWidth / 2, center.y() - NimStoneItem::kHeight / 2, NimStoneItem::kWidth,
            NimStoneItem::kHeight};
}
