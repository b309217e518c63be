// What a screen reader gets from the window, asked through QAccessible as
// one would: every family's board is a table of cells in its own words, the
// cell the keys act on is the focus and follows them, a move rewords the
// cells it touched and the board's description, the clock's time is its
// value without an event every second, and Hint and Solve leave the focus on
// the board, where the keys act.

#include "service/playclock.h"
#include "service/translatedmessage.h"
#include "ui/board/boardview.h"
#include "ui/families.h"
#include "ui/settings/language.h"
#include "ui/records/clockandrecords.h"
#include "ui/solving/solutiondock.h"
#include "windowdriver.h"
#include "../testsetup.h"
#include "screenreadersetup.h"
#include "windowsetup.h"
#include "testmain.h"

#include <QAccessible>
#include <QLabel>
#include <QSet>
#include <QTemporaryDir>

namespace tst_accessibility {

namespace {

// The events QAccessible was told of, as a screen reader's bridge would hear them.
struct Heard {
    QAccessible::Event type;
    QObject *object;
    int child;
};
QList<Heard> heard;

void hear(QAccessibleEvent *event)
{
    heard.append({event->type(), event->object(), event->child()});
}

QList<int> childrenHeard(QAccessible::Event type, const QObject *object)
{
    QList<int> children;
    for (const Heard &event : std::as_const(heard)) {
        if (event.type == type && event.object == object)
            children.append(event.child);
    }
    return children;
}

QSet<int> cellsHeard(QAccessible::Event type, const QObject *object)
{
    const QList<int> children = childrenHeard(type, object);
    return {children.begin(), children.end()};
}

} // namespace

class TestAccessibility : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void everyFamilysBoardIsATableOfCells_data();
    void everyFamilysBoardIsATableOfCells();
    void theFocusCellFollowsTheArrowKeys();
    void aJumpRewordsTheCellsItTouched();
    void aSlideMovesTheFocusWithTheBlank();
    void nimsPreviewIsSelected();
    void theClocksTimeIsItsValueAndTicksAreQuiet();
    void hintAndSolveLeaveTheFocusOnTheBoard();

private:
    void openSample(const QString &extension);
    QAccessibleInterface *board() const;
    QAccessibleInterface *cell(int row, int column) const;

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    qint64 m_now = 0;
};

void TestAccessibility::initTestCase()
{
    testsetup::useTestFolders();
    // English's catalogue holds the plural forms ("take 1 stone").
    Language::installTranslators(testsetup::appSettings());
    QVERIFY(screenreadersetup::listen(hear));
}

void TestAccessibility::init()
{
    m_window = std::make_unique<MainWindow>();
    m_now = 1000;
    m_window->session().clock().setTimeSource([this] { return m_now; });
    QVERIFY(windowsetup::show(*m_window, {900, 640}));
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    m_window->boardView()->setFocus();
    // What the board says once it has the keyboard, as the event loop goes on.
    QCoreApplication::processEvents();
    heard.clear();
}

void TestAccessibility::cleanup()
{
    m_window.reset();
}

void TestAccessibility::openSample(const QString &extension)
{
    QCOMPARE(windowsetup::openSample(*m_window, m_dir, extension), QString());
    QCoreApplication::processEvents();
    heard.clear();
}

QAccessibleInterface *TestAccessibility::board() const
{
    return QAccessible::queryAccessibleInterface(m_window->boardView());
}

QAccessibleInterface *TestAccessibility::cell(int row, int column) const
{
    QAccessibleInterface *table = board();
    return table && table->tableInterface() ? table->tableInterface()->cellAt(row, column) : nullptr;
}

void TestAccessibility::everyFamilysBoardIsATableOfCells_data()
{
    QTest::addColumn<QString>("extension");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("columns");
    // Cells the board does not draw (a triangle's short rows).
    QTest::addColumn<int>("hidden");
    // Cells as "row column words", rows and columns as the table counts them.
    QTest::addColumn<QStringList>("cells");
    QTest::newRow("pegs") << "peg" << 5 << 5 << 10
                          << QStringList{QStringLiteral("0 0 Row 1, column 1: hole 0, peg"),
                                         QStringLiteral("0 1 Row 1, column 2: no hole"),
                                         QStringLiteral("2 1 Row 3, column 2: hole 4, empty"),
                                         QStringLiteral("4 4 Row 5, column 5: hole 14, peg")};
    QTest::newRow("roller") << "rbd" << 5 << 4 << 0
                            << QStringList{QStringLiteral("0 0 Row 0, column 0: 0"),
                                           QStringLiteral("1 1 Row 1, column 1: 1"),
                                           QStringLiteral("3 1 Row 3, column 1: 1"),
                                           QStringLiteral("4 3 Row 4, column 3: 0")};
    QTest::newRow("nim") << "nim" << 3 << 5 << 0
                         << QStringList{QStringLiteral("0 0 Heap A, stone 1 of 5"),
                                        QStringLiteral("0 4 Heap A, stone 5 of 5"),
                                        QStringLiteral("2 2 Heap C, stone 3 of 3"),
                                        QStringLiteral("2 3 Heap C, place 4: no stone")};
    QTest::newRow("fifteen") << "fif" << 3 << 3 << 0
                             << QStringList{QStringLiteral("0 0 Row 1, column 1: tile 8"),
                                            QStringLiteral("1 1 Row 2, column 2: tile 4"),
                                            QStringLiteral("2 2 Row 3, column 3: blank")};
}

void TestAccessibility::everyFamilysBoardIsATableOfCells()
{
    QFETCH(QString, extension);
    QFETCH(int, rows);
    QFETCH(int, columns);
    QFETCH(int, hidden);
    QFETCH(QStringList, cells);
    openSample(extension);
    QAccessibleInterface *table = board();
    QVERIFY(table);
    QCOMPARE(table->role(), QAccessible::Table);
    QCOMPARE(table->text(QAccessible::Name), QStringLiteral("Board"));
    QCOMPARE(table->text(QAccessible::Description), translated(m_window->session().position().summary()));
    QVERIFY(table->tableInterface());
    QCOMPARE(table->tableInterface()->rowCount(), rows);
    QCOMPARE(table->tableInterface()->columnCount(), columns);
    QCOMPARE(table->childCount(), rows * columns);
    for (int row = 0; row < rows; ++row) {
        for (int column = 0; column < columns; ++column) {
            QAccessibleInterface *each = cell(row, column);
            QVERIFY(each);
            QCOMPARE(each->role(), QAccessible::Cell);
            QVERIFY(!each->text(QAccessible::Name).isEmpty());
            QCOMPARE(each->parent(), table);
            QCOMPARE(each->tableCellInterface()->rowIndex(), row);
            QCOMPARE(each->tableCellInterface()->columnIndex(), column);
            QCOMPARE(table->indexOfChild(each), row * columns + column);
            QCOMPARE(table->child(row * columns + column), each);
            // Asked again, the same cell: a screen reader keeps its id.
            QCOMPARE(cell(row, column), each);
            if (each->state().invisible) {
                QVERIFY(each->rect().isEmpty());
                --hidden;
                continue;
            }
            // Where it is drawn, within the board: a point on it finds it.
            QVERIFY(table->rect().contains(each->rect().center()));
            QCOMPARE(table->childAt(each->rect().center().x(), each->rect().center().y()), each);
        }
    }
    QCOMPARE(hidden, 0);
    for (const QString &expected : std::as_const(cells)) {
        const QStringList parts = expected.split(QLatin1Char(' '));
        QCOMPARE(cell(parts[0].toInt(), parts[1].toInt())->text(QAccessible::Name), parts.mid(2).join(QLatin1Char(' ')));
    }
}

void TestAccessibility::theFocusCellFollowsTheArrowKeys()
{
    openSample(QStringLiteral("peg"));
    BoardView *view = m_window->boardView();
    QCOMPARE(QApplication::focusWidget(), view);
    // No cursor yet: the board itself has the focus.
    QCOMPARE(board()->focusChild(), nullptr);

    QTest::keyClick(view, Qt::Key_Down); // shows the cursor on hole 0
    QCOMPARE(childrenHeard(QAccessible::Focus, view), QList<int>{0});
    QCOMPARE(board()->focusChild(), cell(0, 0));
    QVERIFY(cell(0, 0)->state().focused);

    QTest::keyClick(view, Qt::Key_Down);
    QTest::keyClick(view, Qt::Key_Down);
    // Down to hole 1 (row 2), then hole 4 (row 3, under the apex).
    QCOMPARE(childrenHeard(QAccessible::Focus, view), (QList<int>{0, 5, 11}));
    QCOMPARE(board()->focusChild(), cell(2, 1));
    QCOMPARE(board()->focusChild()->text(QAccessible::Name), QStringLiteral("Row 3, column 2: hole 4, empty"));
    QTest::keyClick(view, Qt::Key_Right);
    QCOMPARE(childrenHeard(QAccessible::Focus, view), (QList<int>{0, 5, 11, 12}));
    QCOMPARE(board()->focusChild()->text(QAccessible::Name), QStringLiteral("Row 3, column 3: hole 5, peg"));
    QVERIFY(!cell(0, 0)->state().focused);
    QVERIFY(cell(2, 2)->state().focused);

    // Taking the keyboard back, the board says where its cursor is, after
    // Qt says the board has the focus.
    m_window->solutionDock()->setFocus();
    heard.clear();
    view->setFocus();
    QCoreApplication::processEvents();
    QCOMPARE(childrenHeard(QAccessible::Focus, view), (QList<int>{-1, 12}));
}

void TestAccessibility::aJumpRewordsTheCellsItTouched()
{
    openSample(QStringLiteral("peg"));
    BoardView *view = m_window->boardView();
    windowdriver::clickHole(*m_window, 11);
    // Picked up: selected, and the hole it can land in says so.
    QVERIFY(cell(4, 1)->state().selected);
    QCOMPARE(board()->tableInterface()->selectedCells(), QList<QAccessibleInterface *>{cell(4, 1)});
    QCOMPARE(cell(4, 1)->text(QAccessible::Name), QStringLiteral("Row 5, column 2: hole 11, peg, picked up"));
    QCOMPARE(cell(2, 1)->text(QAccessible::Name),
             QStringLiteral("Row 3, column 2: hole 4, empty, the picked-up peg can land here"));
    QVERIFY(childrenHeard(QAccessible::StateChanged, view).contains(21));

    heard.clear();
    windowdriver::clickHole(*m_window, 4);
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("11-4")});
    QCOMPARE(cell(4, 1)->text(QAccessible::Name), QStringLiteral("Row 5, column 2: hole 11, empty"));
    QCOMPARE(cell(3, 1)->text(QAccessible::Name), QStringLiteral("Row 4, column 2: hole 7, empty"));
    QCOMPARE(cell(2, 1)->text(QAccessible::Name), QStringLiteral("Row 3, column 2: hole 4, peg"));
    QVERIFY(!cell(4, 1)->state().selected);
    // Each cell the jump touched, and no other, is heard reworded.
    QCOMPARE(cellsHeard(QAccessible::NameChanged, view), (QSet<int>{11, 16, 21}));
    QCOMPARE(childrenHeard(QAccessible::DescriptionChanged, view), QList<int>{-1});
    QCOMPARE(board()->text(QAccessible::Description), translated(m_window->session().position().summary()));
}

void TestAccessibility::aSlideMovesTheFocusWithTheBlank()
{
    openSample(QStringLiteral("fif"));
    BoardView *view = m_window->boardView();
    // The keys act round the blank: it is the focus from the start.
    QCOMPARE(board()->focusChild(), cell(2, 2));
    QTest::keyClick(view, Qt::Key_Right); // tile 1 slides right into the blank
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("1")});
    QCOMPARE(childrenHeard(QAccessible::Focus, view), QList<int>{7});
    QCOMPARE(board()->focusChild()->text(QAccessible::Name), QStringLiteral("Row 3, column 2: blank"));
    QCOMPARE(cell(2, 2)->text(QAccessible::Name), QStringLiteral("Row 3, column 3: tile 1"));
    QCOMPARE(cellsHeard(QAccessible::NameChanged, view), (QSet<int>{7, 8}));
}

void TestAccessibility::nimsPreviewIsSelected()
{
    m_window->newGame(familyUi("nim")->defaultGame(testsetup::appSettings()));
    BoardView *view = m_window->boardView();
    const int columns = board()->tableInterface()->columnCount();
    QTest::keyClick(view, Qt::Key_Down); // takes one stone from the first heap
    QAccessibleInterface *focus = board()->focusChild();
    QVERIFY(focus);
    QVERIFY(focus->state().selected);
    QCOMPARE(focus->tableCellInterface()->rowIndex(), 0);
    QVERIFY2(focus->text(QAccessible::Name).contains(QStringLiteral(": take 1 stone")), qPrintable(focus->text(QAccessible::Name)));
    QCOMPARE(board()->tableInterface()->selectedCellCount(), 1);

    QTest::keyClick(view, Qt::Key_Up); // two stones: the focus moves down to the lower one
    QAccessibleInterface *lower = board()->focusChild();
    QCOMPARE(lower->tableCellInterface()->columnIndex(), focus->tableCellInterface()->columnIndex() - 1);
    QVERIFY2(lower->text(QAccessible::Name).contains(QStringLiteral(": take 2 stone")), qPrintable(lower->text(QAccessible::Name)));
    QCOMPARE(board()->tableInterface()->selectedCellCount(), 2);
    QCOMPARE(childrenHeard(QAccessible::Focus, view).size(), 2);
    QCOMPARE(childrenHeard(QAccessible::Focus, view).last(), lower->tableCellInterface()->columnIndex());
    QVERIFY(columns > lower->tableCellInterface()->columnIndex());
}

void TestAccessibility::theClocksTimeIsItsValueAndTicksAreQuiet()
{
    openSample(QStringLiteral("fif"));
    auto *label = m_window->findChild<QLabel *>(QStringLiteral("clockLabel"));
    auto *clock = m_window->findChild<ClockAndRecords *>();
    QVERIFY(label && clock);
    QAccessibleInterface *face = QAccessible::queryAccessibleInterface(label);
    QVERIFY(face);
    QCOMPARE(face->role(), QAccessible::StaticText);
    QCOMPARE(face->text(QAccessible::Name), QStringLiteral("Time played"));
    QCOMPARE(face->text(QAccessible::Value), QStringLiteral("0:00"));

    QTest::keyClick(m_window->boardView(), Qt::Key_Right); // the first move starts the clock
    QVERIFY(m_window->session().clock().isTicking());
    QCOMPARE(childrenHeard(QAccessible::DescriptionChanged, label).size(), 1);
    heard.clear();
    // What the clock's timer does every second.
    for (int second = 1; second <= 5; ++second) {
        m_now += 1000;
        clock->updateClock();
    }
    QCOMPARE(label->text(), QStringLiteral("0:05"));
    QCOMPARE(face->text(QAccessible::Value), QStringLiteral("0:05"));
    QCOMPARE(face->text(QAccessible::Name), QStringLiteral("Time played"));
    for (const Heard &event : std::as_const(heard))
        QVERIFY2(event.object != label, qPrintable(QStringLiteral("event %1 on the clock").arg(event.type)));

    // Stopped, it is heard once with the time it stopped at.
    windowdriver::action(*m_window, "actionPause")->trigger();
    QVERIFY(!m_window->session().clock().isTicking());
    QCOMPARE(childrenHeard(QAccessible::DescriptionChanged, label).size(), 1);
    QCOMPARE(face->text(QAccessible::Description), QStringLiteral("0:05"));
}

void TestAccessibility::hintAndSolveLeaveTheFocusOnTheBoard()
{
    openSample(QStringLiteral("peg"));
    BoardView *view = m_window->boardView();
    const auto focusHeardElsewhere = [view] {
        for (const Heard &event : std::as_const(heard)) {
            if (event.type == QAccessible::Focus && event.object != view)
                return true;
        }
        return false;
    };
    QSignalSpy finished(&m_window->solver(), &SolverService::finished);
    windowdriver::pressKeys(*m_window, QKeySequence(Qt::Key_H));
    QVERIFY(!m_window->solver().isRunning() || finished.wait(30000));
    QVERIFY(!m_window->hintShown().isEmpty());
    QCOMPARE(QApplication::focusWidget(), view);
    QVERIFY(!focusHeardElsewhere());

    windowdriver::pressKeys(*m_window, QKeySequence(Qt::Key_H)); // plays it
    QCOMPARE(m_window->session().moveCount(), 1);
    QVERIFY(windowdriver::solveNow(*m_window));
    QVERIFY(!m_window->session().solution().empty());
    windowdriver::pressKeys(*m_window, QKeySequence(Qt::CTRL | Qt::Key_Right)); // a step along it
    QCOMPARE(m_window->session().moveCount(), 2);
    QCOMPARE(QApplication::focusWidget(), view);
    QVERIFY(!focusHeardElsewhere());

    // The arrow keys still move the board's cursor, and it is heard there.
    heard.clear();
    QTest::keyClick(view, Qt::Key_Down);
    QVERIFY(board()->focusChild());
    QCOMPARE(childrenHeard(QAccessible::Focus, view).size(), 1);
}

PUZZLEBOX_TEST_MAIN(TestAccessibility)
} // namespace tst_accessibility
#include "tst_accessibility.moc"
