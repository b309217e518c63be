#pragma once

#include <QDialog>
#include <QHash>
#include <QList>
#include <QPixmap>

#include <memory>

namespace Ui {
class StatisticsDialog;
}
struct BoardRecord;
class PlayerRecords;
class QAbstractButton;
class QSortFilterProxyModel;
class QStandardItem;
class QStandardItemModel;
class QTableView;

// Game ▸ Statistics: the player's records, a board a row, named as a player
// knows it and drawn small as its family draws it, in a table sorted by any
// column (numbers and times by their value, dates in the language's short
// form) that fits the dialog without scrolling sideways; games against the
// computer show the games won and lost. Reset asks first. Follows the
// records while open.
class StatisticsDialog : public QDialog {
    Q_OBJECT

public:
    // What each column holds, in order.
    enum Column { Puzzle, Size, Board, Played, Solved, SolvedWithHelp, FewestMoves, BestTime, RecordSet, LastPlayed, ColumnCount };
    // The value a column sorts by.
    static constexpr int kSortRole = Qt::UserRole + 1;

    explicit StatisticsDialog(PlayerRecords &records, QWidget *parent = nullptr);
    ~StatisticsDialog() override;

    QTableView *table() const;
    QAbstractButton *resetButton() const;
    // The table or the note that there is nothing yet.
    bool showsEmptyState() const;

private:
    void fill();
    QList<QStandardItem *> rowOf(const BoardRecord &record) const;
    void fillGamesAgainstTheComputer(const BoardRecord &record, QList<QStandardItem *> &row) const;
    void askReset();

    std::unique_ptr<Ui::StatisticsDialog> m_ui;
    PlayerRecords &m_records;
    QStandardItemModel *m_model = nullptr;
    QSortFilterProxyModel *m_sorted = nullptr;
    // Each board's picture by its family and start.
    mutable QHash<QString, QPixmap> m_pictures;
};
