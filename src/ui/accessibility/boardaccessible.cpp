#include "boardaccessible.h"

#include "../board/boardscene.h"
#include "../board/boardview.h"

BoardAccessible::BoardAccessible(BoardView *view)
    : QAccessibleWidget(view, QAccessible::Table)
{
}

BoardAccessible::~BoardAccessible()
{
    forgetCellsOutside(0, 0);
}

void *BoardAccessible::interface_cast(QAccessible::InterfaceType type)
{
    if (type == QAccessible::TableInterface)
        return static_cast<QAccessibleTableInterface *>(this);
    return QAccessibleWidget::interface_cast(type);
}

BoardView *BoardAccessible::view() const
{
    return static_cast<BoardView *>(widget());
}

BoardScene *BoardAccessible::scene() const
{
    return qobject_cast<BoardScene *>(view()->scene());
}

int BoardAccessible::rowCount() const
{
    const BoardScene *board = scene();
    return board ? board->cells().rowCount() : 0;
}

int BoardAccessible::columnCount() const
{
    const BoardScene *board = scene();
    return board ? board->cells().columnCount() : 0;
}

int BoardAccessible::childCount() const
{
    return rowCount() * columnCount();
}

QAccessibleInterface *BoardAccessible::child(int index) const
{
    const int columns = columnCount();
    if (index < 0 || index >= childCount())
        return nullptr;
    return cellAt(index / columns, index % columns);
}

int BoardAccessible::indexOfChild(const QAccessibleInterface *child) const
{
    const auto *cell = dynamic_cast<const BoardCellAccessible *>(child);
    if (!cell || cell->table() != this || !cell->isValid())
        return -1;
    return cell->rowIndex() * columnCount() + cell->columnIndex();
}

QAccessibleInterface *BoardAccessible::cellAt(int row, int column) const
{
    if (row < 0 || column < 0 || row >= rowCount() || column >= columnCount())
        return nullptr;
    const std::pair<int, int> key{row, column};
    if (const auto known = m_cells.constFind(key); known != m_cells.cend())
        return QAccessible::accessibleInterface(*known);
    auto *cell = new BoardCellAccessible(view(), row, column);
    m_cells.insert(key, QAccessible::registerAccessibleInterface(cell));
    return cell;
}

QAccessibleInterface *BoardAccessible::childAt(int x, int y) const
{
    for (int row = 0; row < rowCount(); ++row) {
        for (int column = 0; column < columnCount(); ++column) {
            if (cellRect(row, column).contains(x, y))
                return cellAt(row, column);
        }
    }
    return nullptr;
}

QAccessibleInterface *BoardAccessible::focusChild() const
{
    const BoardScene *board = scene();
    if (!board || !view()->hasFocus())
        return nullptr;
    const std::optional<BoardCell> focus = board->cells().focus();
    return focus ? cellAt(focus->row, focus->column) : nullptr;
}

QList<QAccessibleInterface *> BoardAccessible::selectedCells() const
{
    QList<QAccessibleInterface *> cells;
    const BoardScene *board = scene();
    for (int row = 0; board && row < rowCount(); ++row) {
        for (int column = 0; column < columnCount(); ++column) {
            if (board->cells().selected(row, column))
                cells.append(cellAt(row, column));
        }
    }
    return cells;
}

QString BoardAccessible::columnDescription(int column) const
{
    Q_UNUSED(column)
    return QString();
}

QString BoardAccessible::rowDescription(int row) const
{
    Q_UNUSED(row)
    return QString();
}

QRect BoardAccessible::cellRect(int row, int column) const
{
    const BoardScene *board = scene();
    const QRectF area = board ? board->cells().rect(row, column) : QRectF();
    if (area.isEmpty())
        return {};
    const QRect inView = view()->mapFromScene(area).boundingRect();
    return {view()->viewport()->mapToGlobal(inView.topLeft()), inView.size()};
}

void BoardAccessible::forgetCellsOutside(int rows, int columns)
{
    for (auto cell = m_cells.begin(); cell != m_cells.end();) {
        if (cell.key().first < rows && cell.key().second < columns) {
            ++cell;
            continue;
        }
        QAccessible::deleteAccessibleInterface(cell.value());
        cell = m_cells.erase(cell);
    }
}

BoardCellAccessible::BoardCellAccessible(BoardView *view, int row, int column)
    : m_view(view)
    , m_row(row)
    , m_column(column)
{
}

BoardAccessible *BoardCellAccessible::board() const
{
    return m_view ? dynamic_cast<BoardAccessible *>(QAccessible::queryAccessibleInterface(m_view)) : nullptr;
}

bool BoardCellAccessible::isValid() const
{
    const BoardAccessible *table = board();
    return table && m_row < table->rowCount() && m_column < table->columnCount();
}

QAccessibleInterface *BoardCellAccessible::parent() const
{
    return board();
}

QString BoardCellAccessible::text(QAccessible::Text type) const
{
    const BoardAccessible *table = board();
    if (type != QAccessible::Name || !table || !table->scene() || !isValid())
        return QString();
    return table->scene()->cells().text(m_row, m_column);
}

QRect BoardCellAccessible::rect() const
{
    const BoardAccessible *table = board();
    return table ? table->cellRect(m_row, m_column) : QRect();
}

QAccessible::State BoardCellAccessible::state() const
{
    QAccessible::State state;
    state.focusable = true;
    state.selectable = true;
    const BoardAccessible *table = board();
    if (!table || !table->scene() || !isValid()) {
        state.invalid = true;
        return state;
    }
    const BoardCells &cells = table->scene()->cells();
    state.selected = cells.selected(m_row, m_column);
    state.focused = table->view()->hasFocus() && cells.focus() == BoardCell{m_row, m_column};
    // A place the board does not draw: a triangle's row ends short.
    state.invisible = rect().isEmpty();
    return state;
}

bool BoardCellAccessible::isSelected() const
{
    return state().selected;
}

void *BoardCellAccessible::interface_cast(QAccessible::InterfaceType type)
{
    if (type == QAccessible::TableCellInterface)
        return static_cast<QAccessibleTableCellInterface *>(this);
    return nullptr;
}
