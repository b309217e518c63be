// The records, the clock and the celebration in the main window, driven as a
// person would: a Fifteen solved by clicks on its tiles shows its moves and
// time and makes a record; Game ▸ Statistics lists it, sorts and asks before
// Reset; the clock stops while the window is minimised or a dialog is open;
// a damaged records file is set aside with a message.

#include "core/nim/nimpuzzle.h"
#include "core/pegs/pegpuzzle.h"
#include "service/gamefiles.h"
#include "service/playclock.h"
#include "service/records.h"
#include "ui/board/boardview.h"
#include "ui/board/celebration.h"
#include "ui/fifteen/fifteenscene.h"
#include "ui/settings/language.h"
#include "ui/mainwindow.h"
#include "ui/records/statisticsdialog.h"
#include "windowdriver.h"
#include "testmain.h"
#include "testsetup.h"

#include <QAbstractButton>
#include <QDialog>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QScopeGuard>
#include <QScrollBar>
#include <QLabel>
#include <QMessageBox>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <functional>

namespace tst_recordswindow {

namespace {

// Two slides from solved: tile 7 (cell 7) then tile 8 (cell 8) move left.
const char *const kTwoFromSolved = "3\n1 2 3\n4 5 6\n0 7 8\n";

// Once the modal dialog about to open is open, hands it to `check` (null if
// none is) and then closes it in any case, so a test that finds no dialog or
// the wrong one fails after exec() returns instead of waiting in it forever.
void closeModalDialog(std::function<void(QWidget *)> check)
{
    QTimer::singleShot(0, qApp, [check = std::move(check)] {
        QPointer<QWidget> modal = QApplication::activeModalWidget();
        check(modal);
        if (auto *dialog = qobject_cast<QDialog *>(modal.data()); dialog && dialog->isVisible())
            dialog->reject();
    });
}

pb::PuzzlePtr fifteen(const char *text)
{
    auto parsed = pb::parseBoard(text, "fif");
    if (auto *error = std::get_if<pb::ParseError>(&parsed))
        qFatal("test board does not parse: %s", error->toString().c_str());
    return std::move(std::get<pb::PuzzlePtr>(parsed));
}

} // namespace

class TestRecordsWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void solvingByClicksShowsTimeAndRecord();
    void celebrationIsSkippedByAClick();
    void noCelebrationWithAnimationsOff();
    void helpIsSaidAndNoRecord();
    void minimisingPausesTheClock();
    void aModalDialogPausesTheClock();
    void statisticsShowSortAndResetAsks();
    void statisticsHasAnEmptyState();
    void statisticsReadAsAPlayerWould();
    void statisticsFitAndCountNimLosses_data();
    void statisticsFitAndCountNimLosses();
    void damagedRecordsAreSetAsideWithAMessage();

private:
    void click(int cell);
    QLabel *clockLabel() const { return m_window->findChild<QLabel *>(QStringLiteral("clockLabel")); }

    QTemporaryDir m_home;
    std::unique_ptr<MainWindow> m_window;
    qint64 m_now = 0;
};

void TestRecordsWindow::initTestCase()
{
    QVERIFY(m_home.isValid());
    testsetup::useOwnHome(m_home, QStringLiteral("tst_recordswindow"));
    QVERIFY(PlayerRecords::defaultPath().startsWith(m_home.path()));
    // English with its plural forms: "2 moves".
    Language::choose(testsetup::appSettings(), QStringLiteral("en"));
}

void TestRecordsWindow::init()
{
    QFile::remove(PlayerRecords::defaultPath());
    QFile::remove(GameFiles::autosavePath());
    m_window = std::make_unique<MainWindow>();
    m_window->setAnimationMillis(0);
    m_window->resize(900, 640);
    m_now = 1000;
    m_window->session().clock().setTimeSource([this] { return m_now; });
    m_window->newGame(fifteen(kTwoFromSolved));
    m_window->show();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
}

void TestRecordsWindow::cleanup()
{
    m_window.reset();
}

void TestRecordsWindow::click(int cell)
{
    auto *scene = qobject_cast<FifteenScene *>(m_window->scene());
    QVERIFY(scene);
    BoardView *view = m_window->boardView();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(scene->cellCenter(cell)));
}

void TestRecordsWindow::solvingByClicksShowsTimeAndRecord()
{
    QVERIFY(m_window->resumeLastGame() == false); // nothing kept yet; records on disk from now on
    QCOMPARE(clockLabel()->text(), QStringLiteral("0:00"));
    QCOMPARE(clockLabel()->accessibleName(), QStringLiteral("Time played"));
    m_now += 30'000; // looking before the first move does not count
    click(7);
    QCOMPARE(m_window->session().moveCount(), 1);
    QVERIFY(m_window->session().clock().isTicking());
    m_now += 84'000;
    click(8);
    QVERIFY(m_window->session().position().isSolved());
    QCOMPARE(m_window->statusBar()->currentMessage(), QStringLiteral("Solved in 2 moves and 1:24. New record!"));
    QCOMPARE(clockLabel()->text(), QStringLiteral("1:24"));
    QVERIFY(!m_window->session().clock().isRunning());

    // On disk: a new window reads it back.
    PlayerRecords reread;
    QCOMPARE(reread.open(PlayerRecords::defaultPath()), QString());
    const BoardRecord *record = reread.find(m_window->session().startPosition());
    QVERIFY(record);
    QCOMPARE(record->played, 1);
    QCOMPARE(record->solvedAlone, 1);
    QCOMPARE(record->fewestMoves, 2);
    QCOMPARE(record->bestMillis, qint64(84'000));

    // Undo and solve again, slower: the same game, no second solve, no record.
    m_window->undoAction()->trigger();
    m_now += 10'000;
    click(8);
    QCOMPARE(m_window->statusBar()->currentMessage(), QStringLiteral("Solved in 2 moves and 1:34."));
    QCOMPARE(m_window->records().find(m_window->session().startPosition())->solvedAlone, 1);

    // The time is kept in the game the autosave writes.
    QCOMPARE(m_window->session().game().playMillis, qint64(94'000));
}

void TestRecordsWindow::celebrationIsSkippedByAClick()
{
    m_window->setAnimationMillis(40);
    click(7);
    QTRY_VERIFY(!m_window->scene()->items().isEmpty());
    m_window->scene()->setFocus();
    click(8);
    QVERIFY(m_window->session().position().isSolved());
    QPointer<Celebration> celebration = m_window->celebration();
    QVERIFY(celebration);
    QVERIFY(celebration->boundingRect().contains(m_window->scene()->itemsBoundingRect().center()));
    // Tile 8 (cell 7) could slide into the blank: the click only skips.
    click(7);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QVERIFY(!celebration);
    QVERIFY(m_window->session().position().isSolved());
    QCOMPARE(m_window->session().moveCount(), 2);

    // A key skips it too; Undo ends it.
    m_window->undoAction()->trigger();
    click(8);
    celebration = m_window->celebration();
    QVERIFY(celebration);
    QTest::keyClick(m_window->boardView(), Qt::Key_Left);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QVERIFY(!celebration);
    m_window->undoAction()->trigger();
    click(8);
    celebration = m_window->celebration();
    QVERIFY(celebration);
    m_window->undoAction()->trigger();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QVERIFY(!celebration);
}

void TestRecordsWindow::noCelebrationWithAnimationsOff()
{
    click(7);
    click(8);
    QVERIFY(m_window->session().position().isSolved());
    QVERIFY(!m_window->celebration());
    QVERIFY(m_window->statusBar()->currentMessage().startsWith(QStringLiteral("Solved in 2 moves")));
}

void TestRecordsWindow::helpIsSaidAndNoRecord()
{
    click(7);
    // The first Hint shows the move: help, even when the player clicks it.
    QSignalSpy found(&m_window->solver(), &SolverService::finished);
    windowdriver::action(*m_window, "actionHint")->trigger();
    QVERIFY(found.count() == 1 || found.wait(10000));
    QVERIFY(!m_window->hintShown().isEmpty());
    m_now += 5'000;
    click(8);
    QVERIFY(m_window->session().position().isSolved());
    QCOMPARE(m_window->statusBar()->currentMessage(), QStringLiteral("Solved with help in 2 moves and 0:05."));
    const BoardRecord *record = m_window->records().find(m_window->session().startPosition());
    QCOMPARE(record->solvedAlone, 0);
    QCOMPARE(record->solvedWithHelp, 1);
    QCOMPARE(record->fewestMoves, -1);
    QVERIFY(m_window->session().game().helped);
}

void TestRecordsWindow::minimisingPausesTheClock()
{
    click(7);
    m_now += 10'000;
    QCOMPARE(m_window->session().playMillis(), qint64(10'000));
    m_window->showMinimized();
    QVERIFY(m_window->session().clock().isPaused());
    m_now += 600'000;
    QCOMPARE(m_window->session().playMillis(), qint64(10'000));
    m_window->showNormal();
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    QTRY_VERIFY(!m_window->session().clock().isPaused());
    m_now += 2'000;
    QCOMPARE(m_window->session().playMillis(), qint64(12'000));
    QTRY_COMPARE(clockLabel()->text(), QStringLiteral("0:12"));
}

void TestRecordsWindow::aModalDialogPausesTheClock()
{
    click(7);
    m_now += 10'000;
    bool statisticsOpen = false;
    bool pausedInside = false;
    qint64 millisInside = -1;
    // Game ▸ Statistics is modal: while it is open, no time passes.
    closeModalDialog([&](QWidget *modal) {
        statisticsOpen = qobject_cast<StatisticsDialog *>(modal);
        pausedInside = m_window->session().clock().isPaused();
        m_now += 300'000;
        millisInside = m_window->session().playMillis();
    });
    windowdriver::action(*m_window, "actionStatistics")->trigger();
    QVERIFY(statisticsOpen);
    QVERIFY(pausedInside);
    QCOMPARE(millisInside, qint64(10'000));
    QTRY_VERIFY(!m_window->session().clock().isPaused());
    m_now += 1'000;
    QCOMPARE(m_window->session().playMillis(), qint64(11'000));
}

void TestRecordsWindow::statisticsShowSortAndResetAsks()
{
    PlayerRecords &records = m_window->records();
    const QDateTime when(QDate(2026, 11, 24), QTime(12, 0), Qt::UTC);
    const pb::PuzzlePtr a = fifteen(kTwoFromSolved);
    const pb::PuzzlePtr b = fifteen("3\n1 2 3\n4 5 6\n7 0 8\n");
    const pb::PuzzlePtr c = fifteen("4\n1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 0 15\n");
    records.notePlayed(*a, when);
    records.noteSolved(*a, 12, 605'000, false, true, when); // 10:05
    records.notePlayed(*b, when.addDays(-1));
    records.noteSolved(*b, 9, 65'000, false, true, when.addDays(-1)); // 1:05
    records.notePlayed(*c, when.addDays(-2));

    StatisticsDialog dialog(records, m_window.get());
    dialog.show();
    QVERIFY(!dialog.showsEmptyState());
    QTableView *table = dialog.table();
    QCOMPARE(table->model()->rowCount(), 3);
    const auto column = [table](int column) {
        QStringList texts;
        for (int row = 0; row < table->model()->rowCount(); ++row)
            texts << table->model()->index(row, column).data().toString();
        return texts;
    };
    // Newest first.
    QCOMPARE(column(StatisticsDialog::Size), (QStringList{QStringLiteral("3x3"), QStringLiteral("3x3"), QStringLiteral("4x4")}));
    QCOMPARE(column(StatisticsDialog::Puzzle).constFirst(), QStringLiteral("Fifteen"));
    // A click on the header sorts by time as a time, not as text ("10:05" after "1:05"),
    // and the board never solved last.
    QHeaderView *header = table->horizontalHeader();
    const QPoint bestTime(header->sectionViewportPosition(StatisticsDialog::BestTime) + 5, header->height() / 2);
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, bestTime);
    if (header->sortIndicatorOrder() != Qt::AscendingOrder)
        QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, bestTime);
    QCOMPARE(header->sortIndicatorSection(), int(StatisticsDialog::BestTime));
    QCOMPARE(column(StatisticsDialog::BestTime), (QStringList{QStringLiteral("1:05"), QStringLiteral("10:05"), QStringLiteral("–")}));
    QCOMPARE(column(StatisticsDialog::FewestMoves).constFirst(), QStringLiteral("9"));
    // Counts sort as numbers.
    table->sortByColumn(StatisticsDialog::Solved, Qt::DescendingOrder);
    QCOMPARE(column(StatisticsDialog::Solved), (QStringList{QStringLiteral("1"), QStringLiteral("1"), QStringLiteral("0")}));
    // Sizes sort by their numbers: Nim's heaps 3-4-12 after 3-4-5.
    for (const char *heaps : {"3 4 12\n", "3 4 5\n"}) {
        auto parsed = pb::parseBoard(heaps, "nim");
        QVERIFY(std::holds_alternative<pb::PuzzlePtr>(parsed));
        records.notePlayed(*std::get<pb::PuzzlePtr>(parsed), when);
    }
    table->sortByColumn(StatisticsDialog::Size, Qt::AscendingOrder);
    QCOMPARE(column(StatisticsDialog::Size).mid(0, 2), (QStringList{QStringLiteral("3-4-5"), QStringLiteral("3-4-12")}));
    QCOMPARE(column(StatisticsDialog::Size).mid(2), (QStringList{QStringLiteral("3x3"), QStringLiteral("3x3"), QStringLiteral("4x4")}));

    // Reset asks first: Cancel keeps everything.
    QString question;
    closeModalDialog([&question](QWidget *modal) {
        if (auto *box = qobject_cast<QMessageBox *>(modal)) {
            question = box->text();
            box->button(QMessageBox::Cancel)->click();
        }
    });
    QTest::mouseClick(dialog.resetButton(), Qt::LeftButton);
    QVERIFY2(question.contains(QStringLiteral("5 board")), qPrintable(question));
    QCOMPARE(records.records().size(), 5);
    QCOMPARE(table->model()->rowCount(), 5);
    // Reset: gone, and the dialog says there is nothing yet.
    bool asked = false;
    closeModalDialog([&asked](QWidget *modal) {
        if (auto *box = qobject_cast<QMessageBox *>(modal); box && box->button(QMessageBox::Reset)) {
            asked = true;
            box->button(QMessageBox::Reset)->click();
        }
    });
    QTest::mouseClick(dialog.resetButton(), Qt::LeftButton);
    QVERIFY(asked);
    QVERIFY(records.records().isEmpty());
    QVERIFY(dialog.showsEmptyState());
    QVERIFY(!dialog.resetButton()->isEnabled());
}

void TestRecordsWindow::statisticsHasAnEmptyState()
{
    StatisticsDialog dialog(m_window->records(), m_window.get());
    dialog.show();
    QVERIFY(dialog.showsEmptyState());
    QVERIFY(!dialog.resetButton()->isEnabled());
    // The first move puts the board in, while the dialog is open.
    click(7);
    QVERIFY(!dialog.showsEmptyState());
    QCOMPARE(dialog.table()->model()->rowCount(), 1);
    QCOMPARE(dialog.table()->model()->index(0, StatisticsDialog::Played).data().toString(), QStringLiteral("1"));
}

// Boards by the names a player knows them by, the board drawn small with its
// rows written out one hover away, no fewest moves or best time for a game
// the computer decides as much as the player, and every date in one form
// with its whole year.
void TestRecordsWindow::statisticsReadAsAPlayerWould()
{
    PlayerRecords &records = m_window->records();
    const QDateTime when(QDate(2026, 11, 24), QTime(12, 0), Qt::UTC);
    const auto english = pb::pegs::PegGeometry::english();
    const pb::pegs::PegPuzzle cross(english, english->allHoles() & ~pb::pegs::bit(english->holeAt(3, 3)));
    const pb::pegs::PegPuzzle triangle = pb::pegs::PegPuzzle::classicTriangle();
    const pb::nim::NimPuzzle nim({5, 4, 3});
    for (const pb::Puzzle *start : std::initializer_list<const pb::Puzzle *>{&triangle, &cross, &nim}) {
        records.notePlayed(*start, when);
        records.noteSolved(*start, 3, 20'000, false, true, when);
    }
    // Room for every column: the table needs no scrolling until a column widens.
    m_window->resize(1600, 800);
    StatisticsDialog dialog(records, m_window.get());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QTableView *table = dialog.table();
    table->sortByColumn(StatisticsDialog::Size, Qt::AscendingOrder);
    const auto text = [table](int row, int column) { return table->model()->index(row, column).data().toString(); };
    QCOMPARE(text(0, StatisticsDialog::Size), QStringLiteral("5-4-3"));
    QCOMPARE(text(1, StatisticsDialog::Size), QStringLiteral("English cross of 33 holes"));
    QCOMPARE(text(2, StatisticsDialog::Size), QStringLiteral("triangle of 15 holes"));

    // Nim against the computer: its length and time are no record.
    for (const int column : {StatisticsDialog::FewestMoves, StatisticsDialog::BestTime, StatisticsDialog::RecordSet}) {
        QCOMPARE(text(0, column), QStringLiteral("–"));
        QVERIFY(!table->model()->index(0, column).data(Qt::ToolTipRole).toString().isEmpty());
    }
    QCOMPARE(text(1, StatisticsDialog::FewestMoves), QStringLiteral("3"));
    QCOMPARE(text(1, StatisticsDialog::BestTime), QStringLiteral("0:20"));
    QCOMPARE(text(0, StatisticsDialog::Played), QStringLiteral("1"));

    // One form for every date, the year whole (English: month first).
    QCOMPARE(text(1, StatisticsDialog::LastPlayed), QStringLiteral("11/24/2026"));
    QCOMPARE(text(1, StatisticsDialog::RecordSet), QStringLiteral("11/24/2026"));

    // The cross drawn small as it looks in play, not a row of text characters;
    // a screen reader reads it on one line, without the spaces that align its
    // rows, and a hover writes it out.
    const QModelIndex crossCell = table->model()->index(1, StatisticsDialog::Board);
    QVERIFY(crossCell.data().toString().isEmpty());
    const QPixmap drawing = crossCell.data(Qt::DecorationRole).value<QPixmap>();
    QVERIFY(!drawing.isNull());
    QVERIFY(drawing.toImage().pixelColor(drawing.width() / 2, drawing.height() / 2).alpha() > 0);
    const QString drawn = crossCell.data(Qt::AccessibleTextRole).toString();
    QVERIFY2(drawn.startsWith(QStringLiteral("o o o / o o o / o o o o o o o / o o o . o o o")), qPrintable(drawn));
    QVERIFY(crossCell.data(Qt::ToolTipRole).toString().contains(QStringLiteral("<pre>")));
    QVERIFY(!table->horizontalScrollBar()->isVisible());
}

// At the window's default size and at 700 x 500, in English and German,
// every column is in view without scrolling sideways, and a game against
// the computer says how many were won and lost, Undo taking a loss back as
// it takes back the match's score.
void TestRecordsWindow::statisticsFitAndCountNimLosses_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("window");
    QTest::newRow("English 900x640") << QStringLiteral("en") << QSize(900, 640);
    QTest::newRow("English 700x500") << QStringLiteral("en") << QSize(700, 500);
    QTest::newRow("German 900x640") << QStringLiteral("de") << QSize(900, 640);
    QTest::newRow("German 700x500") << QStringLiteral("de") << QSize(700, 500);
}

void TestRecordsWindow::statisticsFitAndCountNimLosses()
{
    QFETCH(QString, language);
    QFETCH(QSize, window);
    Language::choose(testsetup::appSettings(), language);
    const auto backToEnglish = qScopeGuard([] { Language::choose(testsetup::appSettings(), QStringLiteral("en")); });
    m_window->resize(window);
    m_window->setOpponentPauseMillis(0);
    // Nim 1-1: the player takes one stone, the computer the last, and wins.
    m_window->newGame(std::make_unique<pb::nim::NimPuzzle>(std::vector<int>{1, 1}));
    QVERIFY(m_window->session().play("A1"));
    QTRY_COMPARE(m_window->session().moveCount(), 2);
    PlayerRecords &records = m_window->records();
    const auto nimRecord = [&records] {
        return records.find(pb::nim::NimPuzzle(std::vector<int>{1, 1}));
    };
    QVERIFY(nimRecord());
    QCOMPARE(nimRecord()->lost, 1);
    // Undo takes the move and its answer back, and the loss with them.
    windowdriver::pressKeys(*m_window, QKeySequence(QKeySequence::Undo));
    QCOMPARE(m_window->session().moveCount(), 0);
    QCOMPARE(nimRecord()->lost, 0);
    QVERIFY(m_window->session().play("B1"));
    QTRY_COMPARE(m_window->session().moveCount(), 2);
    QCOMPARE(nimRecord()->lost, 1);

    const QDateTime when(QDate(2026, 11, 24), QTime(12, 0), Qt::UTC);
    const auto cross = pb::pegs::PegGeometry::english();
    std::vector<pb::PuzzlePtr> starts;
    starts.push_back(fifteen("4\n1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 0 15\n"));
    starts.push_back(std::make_unique<pb::pegs::PegPuzzle>(cross, cross->allHoles() & ~pb::pegs::bit(cross->holeAt(3, 3))));
    starts.push_back(std::make_unique<pb::nim::NimPuzzle>(std::vector<int>{20, 19, 18, 17, 16, 15, 14, 13},
                                                          pb::nim::NimRules{.misere = true}));
    for (const pb::PuzzlePtr &start : starts) {
        records.notePlayed(*start, when);
        records.noteSolved(*start, 123, 3'723'000, false, true, when);
    }
    StatisticsDialog dialog(records, m_window.get());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QTableView *table = dialog.table();
    QCoreApplication::processEvents();
    if (const QString dir = qEnvironmentVariable("PUZZLEBOX_SCREENSHOT_DIR"); !dir.isEmpty())
        dialog.grab().save(dir + QStringLiteral("/statistics-%1-%2.png").arg(language).arg(window.width()));
    QStringList widths;
    for (int column = 0; column < StatisticsDialog::ColumnCount; ++column)
        widths << QString::number(table->isColumnHidden(column) ? 0 : table->columnWidth(column));
    QVERIFY2(!table->horizontalScrollBar()->isVisible(),
             qPrintable(QStringLiteral("%1 wide, table wants %2: %3").arg(dialog.width()).arg(table->horizontalHeader()->length()).arg(widths.join(QLatin1Char(' ')))));
    QVERIFY(table->horizontalHeader()->length() <= table->viewport()->width());
    int nimRow = -1;
    for (int row = 0; row < table->model()->rowCount(); ++row) {
        if (table->model()->index(row, StatisticsDialog::Size).data().toString() == QStringLiteral("1-1"))
            nimRow = row;
    }
    QVERIFY(nimRow >= 0);
    const QString score = table->model()->index(nimRow, StatisticsDialog::Solved).data().toString();
    QCOMPARE(score, language == QStringLiteral("en") ? QStringLiteral("0 won\n1 lost") : QStringLiteral("0 gewonnen\n1 verloren"));
}

void TestRecordsWindow::damagedRecordsAreSetAsideWithAMessage()
{
    const QString path = PlayerRecords::defaultPath();
    QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{ not json");
    }
    m_window->resumeLastGame();
    const QString message = m_window->statusBar()->currentMessage();
    QVERIFY2(message.contains(QStringLiteral("records could not be read")), qPrintable(message));
    QVERIFY(!QFile::exists(path));
    // The game goes on, and records are kept afresh.
    click(7);
    PlayerRecords reread;
    QCOMPARE(reread.open(path), QString());
    QCOMPARE(reread.records().size(), 1);
    for (const QString &aside : QDir(QFileInfo(path).absolutePath()).entryList({QStringLiteral("records.json.damaged-*")}))
        QFile::remove(QFileInfo(path).absolutePath() + QLatin1Char('/') + aside);
}

PUZZLEBOX_TEST_MAIN(TestRecordsWindow)
} // namespace tst_recordswindow
#include "tst_recordswindow.moc"
