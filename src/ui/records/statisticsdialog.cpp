#include "statisticsdialog.h"
#include "ui_statisticsdialog.h"

#include "../board/boardscene.h"
#include "../families.h"
#include "../../core/common/registry.h"
#include "../../service/playclock.h"
#include "../../service/records.h"
#include "../../service/translatedmessage.h"

#include <QHeaderView>
#include <QLocale>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QRegularExpression>
#include <QScreen>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>

#include <algorithm>
#include <climits>
#include <limits>

namespace {

// Shown where a board has no best yet; sorted after every value.
const QString kNone = QStringLiteral("–");

QStandardItem *cell(const QString &text, const QVariant &sortValue, Qt::Alignment alignment = Qt::AlignLeft | Qt::AlignVCenter)
{
    auto *item = new QStandardItem(text);
    item->setData(sortValue, StatisticsDialog::kSortRole);
    item->setData(QVariant::fromValue(alignment), Qt::TextAlignmentRole);
    return item;
}

QStandardItem *number(int value)
{
    return cell(QLocale().toString(value), value, Qt::AlignRight | Qt::AlignVCenter);
}

// "4x4", "3-4-5": sorted by their numbers, so that 3x3 comes before 10x10.
QString sizeSortKey(const QString &size)
{
    static const QRegularExpression digits(QStringLiteral("\\d+"));
    QString key;
    qsizetype from = 0;
    for (const QRegularExpressionMatch &match : digits.globalMatch(size)) {
        key += size.mid(from, match.capturedStart() - from) + match.captured().rightJustified(6, QLatin1Char('0'));
        from = match.capturedEnd();
    }
    return key + size.mid(from);
}

// The language in use as the translations know it: its own date formats,
// not the system's separate date settings (LC_TIME), which may differ from
// one start to the next while the language stays.
QLocale languageInUse()
{
    return QLocale(QLocale().language(), QLocale().territory());
}

QStandardItem *date(const QDateTime &when)
{
    if (!when.isValid())
        return cell(kNone, QDateTime::fromSecsSinceEpoch(0), Qt::AlignRight | Qt::AlignVCenter);
    // The day in the column, in the language's short form with the whole
    // year (11/24/2026, 24.11.2026): a year of two digits reads as a day or
    // a month. The moment is in its tooltip.
    const QLocale language = languageInUse();
    static const QRegularExpression shortYear(QStringLiteral("(?<!y)yy(?!y)"));
    const QString format = language.dateFormat(QLocale::ShortFormat).replace(shortYear, QStringLiteral("yyyy"));
    QStandardItem *item = cell(language.toString(when.toLocalTime().date(), format), when, Qt::AlignRight | Qt::AlignVCenter);
    item->setToolTip(language.toString(when.toLocalTime(), QLocale::LongFormat));
    return item;
}

// Where a record's column means nothing for its game, as the length and
// time of a game against the computer, which the computer decides as much
// as the player.
QStandardItem *meaningless(const QVariant &sortValue, const QString &why)
{
    QStandardItem *item = cell(kNone, sortValue, Qt::AlignRight | Qt::AlignVCenter);
    item->setToolTip(why);
    return item;
}

// The size of a board's small picture in its row.
constexpr QSize kPictureSize(56, 40);
// The most the board's name widens its column; a longer one takes two lines.
constexpr int kLongestNameWidth = 130;

// The start drawn small by its family's own scene, as the board looks in
// play: read at a glance where a row of text characters was a puzzle of its own.
QPixmap picture(const pb::Puzzle &start, qreal pixelRatio)
{
    QPixmap pixmap(kPictureSize * pixelRatio);
    pixmap.setDevicePixelRatio(pixelRatio);
    pixmap.fill(Qt::transparent);
    const FamilyUi *family = familyUi(start.family());
    if (!family)
        return pixmap;
    const std::unique_ptr<BoardScene> scene(family->createScene(nullptr));
    scene->setAnimationMillis(0);
    scene->setPosition(start);
    QPainter painter(&pixmap);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    scene->render(&painter, QRectF(QPointF(0, 0), QSizeF(kPictureSize)), scene->sceneRect(), Qt::KeepAspectRatio);
    return pixmap;
}

// Two words of a column's title on two lines: a title, and the room the
// header keeps beside it for the sort arrow, is what widens a column of numbers.
QString onTwoLines(QString title)
{
    if (const qsizetype space = title.indexOf(QLatin1Char(' ')); space > 0)
        title[space] = QLatin1Char('\n');
    return title;
}

// The start drawn on one line: its rows without the margins that align them,
// a row per " / ".
QString drawnOnOneLine(const QString &drawn)
{
    QStringList rows;
    for (const QString &row : drawn.split(QLatin1Char('\n'))) {
        if (const QString trimmed = row.trimmed(); !trimmed.isEmpty())
            rows << trimmed;
    }
    return rows.join(QStringLiteral(" / "));
}

} // namespace

StatisticsDialog::StatisticsDialog(PlayerRecords &records, QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::StatisticsDialog>())
    , m_records(records)
{
    m_ui->setupUi(this);
    m_model = new QStandardItemModel(0, ColumnCount, this);
    const struct {
        Column column;
        QString title;
        QString tip;
    } headers[] = {
        {Puzzle, tr("Puzzle"), QString()},
        {Size, tr("Size"), QString()},
        {Board, tr("Board"), tr("The start position; hover over it to see it written out")},
        {Played, tr("Played"), tr("Games begun on this board")},
        {Solved, tr("Solved"), tr("Games you solved alone, without the solver's moves or a hint; against the computer, "
                                  "the games you won and lost")},
        {SolvedWithHelp, tr("With help"), tr("Games solved after the solver showed moves or a hint")},
        {FewestMoves, tr("Fewest moves"), tr("Of the games solved alone")},
        {BestTime, tr("Best time"), tr("Of the games solved alone")},
        {RecordSet, tr("Record set"), tr("When a best was last bettered")},
        {LastPlayed, tr("Last played"), QString()},
    };
    for (const auto &[column, title, tip] : headers) {
        auto *header = new QStandardItem(onTwoLines(title));
        header->setToolTip(tip);
        m_model->setHorizontalHeaderItem(column, header);
    }
    m_sorted = new QSortFilterProxyModel(this);
    m_sorted->setSourceModel(m_model);
    m_sorted->setSortRole(kSortRole);
    m_sorted->setSortLocaleAware(true);
    QTableView *table = m_ui->table;
    table->setModel(m_sorted);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // The board's name takes the room the numbers leave, on two lines if need be.
    table->horizontalHeader()->setSectionResizeMode(Size, QHeaderView::Stretch);
    table->setWordWrap(true);
    table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->setIconSize(kPictureSize);
    table->setTextElideMode(Qt::ElideRight);
    // When a best was set is said in the bests' tooltips: a column fewer to
    // read across, and none to scroll to.
    table->setColumnHidden(RecordSet, true);
    // The games solved with help are said under those solved alone.
    table->setColumnHidden(SolvedWithHelp, true);
    table->sortByColumn(LastPlayed, Qt::DescendingOrder);

    QPushButton *reset = m_ui->buttons->button(QDialogButtonBox::Reset);
    reset->setText(tr("&Reset Records…"));
    reset->setAutoDefault(false);
    connect(reset, &QPushButton::clicked, this, &StatisticsDialog::askReset);
    connect(&m_records, &PlayerRecords::changed, this, &StatisticsDialog::fill);
    fill();
    // Every column in view without scrolling sideways, a long board name on
    // two lines, within the screen: a dialog may be wider than a small window.
    const QAbstractItemView *view = table; // QTableView hides sizeHintForColumn()
    int columns = 0;
    for (int column = 0; column < ColumnCount; ++column) {
        const int width = std::max(table->horizontalHeader()->sectionSizeHint(column), view->sizeHintForColumn(column));
        if (!table->isColumnHidden(column))
            columns += column == Size ? std::min(width, kLongestNameWidth) : width;
    }
    const QMargins margins = layout()->contentsMargins();
    const int wanted = columns + 2 * table->frameWidth() + table->verticalScrollBar()->sizeHint().width()
        + margins.left() + margins.right();
    QSize size(std::max(wanted, 480), 400);
    if (const QScreen *screen = parent ? parent->screen() : this->screen())
        size = size.boundedTo(screen->availableSize() * 9 / 10);
    resize(size);
}

StatisticsDialog::~StatisticsDialog() = default;

QTableView *StatisticsDialog::table() const
{
    return m_ui->table;
}

QAbstractButton *StatisticsDialog::resetButton() const
{
    return m_ui->buttons->button(QDialogButtonBox::Reset);
}

bool StatisticsDialog::showsEmptyState() const
{
    return m_ui->pages->currentWidget() == m_ui->emptyPage;
}

void StatisticsDialog::fill()
{
    m_model->removeRows(0, m_model->rowCount());
    for (const BoardRecord &record : m_records.records())
        m_model->appendRow(rowOf(record));
    const bool empty = m_records.records().isEmpty();
    m_ui->pages->setCurrentWidget(empty ? m_ui->emptyPage : m_ui->tablePage);
    resetButton()->setEnabled(!empty);
}

QList<QStandardItem *> StatisticsDialog::rowOf(const BoardRecord &record) const
{
    const std::string family = record.family.toStdString();
    const pb::FamilyInfo *info = pb::familyById(family);
    const QString name = info ? QCoreApplication::translate("Family", info->displayName) : record.family;
    // The start as the family draws it, and the board by the name a player
    // knows it by; the size kept with the record where the start no longer reads.
    QString drawn = record.start.trimmed();
    QString size = record.size;
    bool againstTheComputer = false;
    QPixmap drawing;
    if (info) {
        auto parsed = pb::parseBoard(record.start.toStdString(), info->extension);
        if (const auto *start = std::get_if<pb::PuzzlePtr>(&parsed)) {
            drawn = QString::fromStdString((*start)->render()).trimmed();
            size = translated((*start)->boardName());
            againstTheComputer = (*start)->supports(pb::Capability::Opponent);
            // Drawn once per board while the dialog is open: the records
            // change, and the table is filled again, after every game.
            const QString key = record.family + QLatin1Char('\n') + record.start;
            if (!m_pictures.contains(key))
                m_pictures.insert(key, picture(**start, devicePixelRatioF()));
            drawing = m_pictures.value(key);
        }
    }
    auto *board = cell(QString(), drawn);
    board->setData(drawing, Qt::DecorationRole);
    board->setData(drawnOnOneLine(drawn), Qt::AccessibleTextRole);
    board->setToolTip(QStringLiteral("<pre>%1</pre>").arg(drawn.toHtmlEscaped()));
    QList<QStandardItem *> row(ColumnCount);
    row[Puzzle] = cell(name, name);
    row[Size] = cell(size, sizeSortKey(size));
    row[Size]->setToolTip(size);
    row[Board] = board;
    row[Played] = number(record.played);
    row[Solved] = number(record.solvedAlone);
    if (record.solvedWithHelp > 0) {
        row[Solved]->setText(tr("%L1\n+%L2 with help").arg(record.solvedAlone).arg(record.solvedWithHelp));
        row[Solved]->setToolTip(tr("Solved alone: %L1; with help: %L2").arg(record.solvedAlone).arg(record.solvedWithHelp));
    }
    row[SolvedWithHelp] = number(record.solvedWithHelp);
    row[RecordSet] = date(record.recordSet);
    row[LastPlayed] = date(record.lastPlayed);
    if (againstTheComputer) {
        fillGamesAgainstTheComputer(record, row);
        return row;
    }
    row[FewestMoves] = record.fewestMoves >= 0 ? number(record.fewestMoves) : cell(kNone, INT_MAX, Qt::AlignRight | Qt::AlignVCenter);
    row[BestTime] = record.bestMillis >= 0
        ? cell(PlayClock::text(record.bestMillis), record.bestMillis, Qt::AlignRight | Qt::AlignVCenter)
        : cell(kNone, std::numeric_limits<qint64>::max(), Qt::AlignRight | Qt::AlignVCenter);
    if (record.recordSet.isValid()) {
        const QString set = tr("Set on %1").arg(row[RecordSet]->text());
        row[FewestMoves]->setToolTip(set);
        row[BestTime]->setToolTip(set);
    }
    return row;
}

// The goal of a game against the computer is a win: the games won and lost,
// and no fewest moves or best time, which the computer decides as much as
// the player.
void StatisticsDialog::fillGamesAgainstTheComputer(const BoardRecord &record, QList<QStandardItem *> &row) const
{
    const int won = record.solvedAlone + record.solvedWithHelp;
    delete row[Solved];
    row[Solved] = cell(tr("%L1 won\n%L2 lost").arg(won).arg(record.lost), record.solvedAlone, Qt::AlignRight | Qt::AlignVCenter);
    row[Solved]->setToolTip(tr("Games won and lost against the computer"));
    const QString computersChoice = tr("A game against the computer: how long it lasts is the computer's doing as "
                                       "much as yours, so it sets no record.");
    delete row[RecordSet];
    row[FewestMoves] = meaningless(INT_MAX, computersChoice);
    row[BestTime] = meaningless(std::numeric_limits<qint64>::max(), computersChoice);
    row[RecordSet] = meaningless(QDateTime::fromSecsSinceEpoch(0), computersChoice);
}

void StatisticsDialog::askReset()
{
    const int boards = int(m_records.records().size());
    const auto answer = QMessageBox::question(
        this, tr("Reset Records"),
        tr("Forget the records of %n board(s): games played and solved, fewest moves and best times? This cannot be undone.",
           nullptr, boards),
        QMessageBox::Reset | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer == QMessageBox::Reset)
        m_records.reset();
}
