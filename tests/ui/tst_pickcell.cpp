// Picking a hole for Solve to a Chosen Hole: the holes light up and the panel
// says what to do, until a hole is clicked or Esc cancels; the line that
// comes closest names the hole it ends in. The solution list: a long chain
// of jumps is read whole, and End shows the last step.

#include "core/pegs/pegpuzzle.h"
#include "service/solverservice.h"
#include "ui/mainwindow.h"
#include "ui/pegs/pegscene.h"
#include "ui/solving/solutiondock.h"
#include "../testsetup.h"
#include "windowdriver.h"
#include "windowsetup.h"
#include "testmain.h"

#include <QListWidget>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

namespace tst_pickcell {

using pb::pegs::PegPuzzle;

class TestPickCell : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void pickableHolesLightUp();
    void closestLineNamesItsHole();
    void longChainIsReadWhole();
    void endShowsTheLastStep();
    void theLastStepStaysInSightAtTheWin();

private:
    PegScene *scene() const { return qobject_cast<PegScene *>(m_window->scene()); }
    SolutionDock *dock() const { return m_window->solutionDock(); }

    QTemporaryDir m_home;
    std::unique_ptr<MainWindow> m_window;
};

void TestPickCell::initTestCase()
{
    QVERIFY(m_home.isValid());
    testsetup::useOwnHome(m_home, QStringLiteral("tst_pickcell"));
}

void TestPickCell::init()
{
    m_window = std::make_unique<MainWindow>();
    QVERIFY(windowsetup::show(*m_window, QSize(900, 640)));
    m_window->newGame(std::make_unique<PegPuzzle>(PegPuzzle::classicTriangle()));
}

void TestPickCell::cleanup()
{
    m_window.reset();
}

void TestPickCell::pickableHolesLightUp()
{
    QVERIFY(!scene()->isHighlighted(0));
    windowdriver::action(*m_window, "actionSolveToCell")->trigger();
    for (int hole = 0; hole < scene()->holeCount(); ++hole)
        QVERIFY2(scene()->isHighlighted(hole), qPrintable(QString::number(hole)));
    QVERIFY2(dock()->report().startsWith(QStringLiteral("Click the hole to finish in")), qPrintable(dock()->report()));

    // Esc: nothing is picked, the holes go dark and the panel's words go.
    QTest::keyClick(m_window->boardView(), Qt::Key_Escape);
    QVERIFY(!scene()->isPicking());
    QVERIFY(!scene()->isHighlighted(0));
    QCOMPARE(dock()->report(), QString());

    // A hole clicked: the search's own words take over.
    QSignalSpy finished(&m_window->solver(), &SolverService::finished);
    windowdriver::action(*m_window, "actionSolveToCell")->trigger();
    windowdriver::clickHole(*m_window, 12);
    QVERIFY(!scene()->isHighlighted(0));
    QVERIFY(finished.count() == 1 || finished.wait(20000));
    QVERIFY2(!dock()->report().startsWith(QStringLiteral("Click the hole")), qPrintable(dock()->report()));
}

// From the triangle's first start the last peg can end in hole 12 alone:
// asked for hole 0, the closest line leaves one peg, and says where.
void TestPickCell::closestLineNamesItsHole()
{
    QSignalSpy finished(&m_window->solver(), &SolverService::finished);
    windowdriver::action(*m_window, "actionSolveToCell")->trigger();
    windowdriver::clickHole(*m_window, 0);
    QVERIFY(finished.count() == 1 || finished.wait(20000));
    QTRY_VERIFY2(dock()->caption().contains(QStringLiteral("comes closest: 1 peg left, in hole 12.")),
                 qPrintable(dock()->caption()));
}

void TestPickCell::longChainIsReadWhole()
{
    SolutionDock *panel = dock();
    m_window->resize(700, 500);
    const QString chain = QStringLiteral("5-17-15-27-29-17-5-3-15-27-29-17-19-31-33");
    panel->setSolution({QStringLiteral("1-3"), chain}, QStringLiteral("A test line."));
    QListWidget *list = panel->moveList();
    QTest::qWait(50);
    QListWidgetItem *item = list->item(2);
    QCOMPARE(item->toolTip(), QStringLiteral("2. ") + chain);
    // Wrapped after its hyphens: taller than a one-line row, and no wider than the list.
    const QRect row = list->visualItemRect(item);
    QVERIFY2(row.height() > list->visualItemRect(list->item(1)).height(), qPrintable(QString::number(row.height())));
    QVERIFY2(row.width() <= list->viewport()->width(), qPrintable(QStringLiteral("%1 > %2").arg(row.width()).arg(list->viewport()->width())));
}

namespace {

bool rowInSight(const QListWidget *list, int row)
{
    return list->viewport()->rect().contains(list->visualItemRect(list->item(row)));
}

QString rowPlace(const QListWidget *list, int row)
{
    const QRect place = list->visualItemRect(list->item(row));
    return QStringLiteral("%1,%2 %3x%4 in %5 px").arg(place.x()).arg(place.y()).arg(place.width()).arg(place.height()).arg(list->viewport()->height());
}

} // namespace

// Solved, then stepped back to the start, a small window's list scrolls to
// the first step; End shows the last one.
void TestPickCell::endShowsTheLastStep()
{
    m_window->resize(400, 300);
    QVERIFY(windowdriver::solveNow(*m_window));
    QListWidget *list = dock()->moveList();
    QTRY_COMPARE(list->count(), 14);
    windowdriver::action(*m_window, "actionFirst")->trigger();
    QTRY_COMPARE(list->currentRow(), 0);
    windowdriver::action(*m_window, "actionLast")->trigger();
    QTRY_COMPARE(list->currentRow(), 13);
    QTest::qWait(50);
    QVERIFY2(rowInSight(list, 13), qPrintable(rowPlace(list, 13)));
}

// The win brings the game-over offer below the list, which takes room from
// it after the list has scrolled to the step.
void TestPickCell::theLastStepStaysInSightAtTheWin()
{
    m_window->resize(700, 500);
    QVERIFY(windowdriver::solveNow(*m_window));
    QListWidget *list = dock()->moveList();
    QTRY_COMPARE(list->count(), 14);
    windowdriver::action(*m_window, "actionLast")->trigger();
    QTRY_VERIFY(m_window->session().position().isSolved());
    QTRY_COMPARE(list->currentRow(), 13);
    QTest::qWait(50);
    QVERIFY2(rowInSight(list, 13), qPrintable(rowPlace(list, 13)));
}

PUZZLEBOX_TEST_MAIN(TestPickCell)
} // namespace tst_pickcell
#include "tst_pickcell.moc"
