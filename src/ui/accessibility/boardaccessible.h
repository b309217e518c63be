#pragma once

#include <QAccessibleWidget>
#include <QMap>
#include <QPointer>

#include <utility>

class BoardScene;
class BoardView;

// The board as a screen reader sees it: a table of the cells its family's
// scene gives (BoardScene::cells()), the cell the keys act on being the
// focused child. QAccessible makes it for every BoardView
// (installAccessibleFactory()).
//
// The cells are interfaces of no QObject, so QAccessible's cache cannot
// tell when they go: the board registers each cell once, keeps its id, and
// deletes it when the board shrinks past it (forgetCellsOutside()) or goes
// itself. A cell asks the view's scene for its cells on every question, so
// it stays true when the scene or its position is replaced.
class BoardAccessible : public QAccessibleWidget, public QAccessibleTableInterface {
public:
    explicit BoardAccessible(BoardView *view);
    ~BoardAccessible() override;
    BoardAccessible(const BoardAccessible &) = delete;
    BoardAccessible &operator=(const BoardAccessible &) = delete;

    void *interface_cast(QAccessible::InterfaceType type) override;
    QAccessible::Role role() const override { return QAccessible::Table; }
    int childCount() const override;
    QAccessibleInterface *child(int index) const override;
    int indexOfChild(const QAccessibleInterface *child) const override;
    QAccessibleInterface *childAt(int x, int y) const override;
    QAccessibleInterface *focusChild() const override;

    QAccessibleInterface *caption() const override { return nullptr; }
    QAccessibleInterface *summary() const override { return nullptr; }
    QAccessibleInterface *cellAt(int row, int column) const override;
    int selectedCellCount() const override { return int(selectedCells().size()); }
    QList<QAccessibleInterface *> selectedCells() const override;
    QString columnDescription(int column) const override;
    QString rowDescription(int row) const override;
    int selectedColumnCount() const override { return 0; }
    int selectedRowCount() const override { return 0; }
    int columnCount() const override;
    int rowCount() const override;
    QList<int> selectedColumns() const override { return {}; }
    QList<int> selectedRows() const override { return {}; }
    bool isColumnSelected(int) const override { return false; }
    bool isRowSelected(int) const override { return false; }
    // A move is chosen on the board, never by selecting a screen reader's rows.
    bool selectRow(int) override { return false; }
    bool selectColumn(int) override { return false; }
    bool unselectRow(int) override { return false; }
    bool unselectColumn(int) override { return false; }
    // The cells ask the scene each time: nothing kept needs the change.
    void modelChange(QAccessibleTableModelChangeEvent *) override {}

    BoardView *view() const;
    BoardScene *scene() const;
    // Where the cell is on the screen.
    QRect cellRect(int row, int column) const;
    // Deletes the cells past `rows` x `columns`, the board's new size.
    void forgetCellsOutside(int rows, int columns);

private:
    // The cells made so far, by row and column, as QAccessible's ids.
    mutable QMap<std::pair<int, int>, QAccessible::Id> m_cells;
};

// One cell of the board: its words and selection are the scene's.
class BoardCellAccessible : public QAccessibleInterface, public QAccessibleTableCellInterface {
public:
    BoardCellAccessible(BoardView *view, int row, int column);

    bool isValid() const override;
    QObject *object() const override { return nullptr; }
    QAccessibleInterface *childAt(int, int) const override { return nullptr; }
    QAccessibleInterface *parent() const override;
    QAccessibleInterface *child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface *) const override { return -1; }
    QString text(QAccessible::Text type) const override;
    void setText(QAccessible::Text, const QString &) override {}
    QRect rect() const override;
    QAccessible::Role role() const override { return QAccessible::Cell; }
    QAccessible::State state() const override;
    void *interface_cast(QAccessible::InterfaceType type) override;

    bool isSelected() const override;
    QList<QAccessibleInterface *> columnHeaderCells() const override { return {}; }
    QList<QAccessibleInterface *> rowHeaderCells() const override { return {}; }
    int columnIndex() const override { return m_column; }
    int rowIndex() const override { return m_row; }
    int columnExtent() const override { return 1; }
    int rowExtent() const override { return 1; }
    QAccessibleInterface *table() const override { return parent(); }

private:
    BoardAccessible *board() const;

    QPointer<BoardView> m_view;
    int m_row;
    int m_column;
};
