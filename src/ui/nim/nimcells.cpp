#include "nimcells.h"

#include <QCoreApplication>

NimCells::NimCells(const NimInteraction &interaction, std::function<int()> places,
                   std::function<QRectF(int heap, int slot)> stoneRect)
    : m_interaction(interaction)
    , m_places(std::move(places))
    , m_stoneRect(std::move(stoneRect))
{
}

// Stones count from 1 at the bottom of the heap, as a person counts them. The
// words keep the translation context they were first translated in.
QString NimCells::text(int row, int column) const
{
    const int stones = m_interaction.stones(row);
    const QString heap(QChar(QLatin1Char(pb::nim::heapLetter(row))));
    if (column >= stones)
        return QCoreApplication::translate("NimScene", "Heap %1, place %2: no stone").arg(heap).arg(column + 1);
    if (selected(row, column)) {
        return QCoreApplication::translate("NimScene", "Heap %1, stone %2 of %3: take %n stone(s)", nullptr,
                                           m_interaction.preview()->count)
            .arg(heap)
            .arg(column + 1)
            .arg(stones);
    }
    return QCoreApplication::translate("NimScene", "Heap %1, stone %2 of %3").arg(heap).arg(column + 1).arg(stones);
}

bool NimCells::selected(int row, int column) const
{
    const std::optional<pb::nim::NimMove> &preview = m_interaction.preview();
    const int stones = m_interaction.stones(row);
    return preview && preview->heap == row && column < stones && column >= stones - preview->count;
}

std::optional<BoardCell> NimCells::focus() const
{
    const std::optional<pb::nim::NimMove> &preview = m_interaction.preview();
    if (!preview)
        return std::nullopt;
    return BoardCell{preview->heap, m_interaction.stones(preview->heap) - preview->count};
}

QRectF NimCells::rect(int row, int column) const
{
    if (row < 0 || row >= rowCount() || column < 0 || column >= columnCount())
        return {};
    return m_stoneRect(row, column);
}
