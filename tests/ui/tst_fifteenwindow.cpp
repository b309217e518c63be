// The Game of Fifteen in the main window, driven as a person would: real
// clicks on the board's viewport, arrow keys, undo, the menu's solver on a
// 3 x 3 and a 9 x 9.

#include "core/fifteen/eighttable.h"
#include "core/fifteen/fifteenpuzzle.h"
#include "service/appsettings.h"
#include "ui/board/boardview.h"
#include "ui/fifteen/fifteendialog.h"
#include "ui/fifteen/fifteenscene.h"
#include "ui/mainwindow.h"
#include "ui/solving/solutiondock.h"
#include "windowdriver.h"
#include "../sanitizer.h"
#include "../testsetup.h"
#include "windowsetup.h"
#include "testmain.h"

#include <QAction>
#include <QClipboard>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

namespace tst_fifteenwindow {

using pb::fifteen::FifteenBoard;
using pb::fifteen::FifteenPuzzle;

class TestFifteenWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        testsetup::useTestFolders();
    }

    void init()
    {
        m_window = std::make_unique<MainWindow>();
        QVERIFY(windowsetup::show(*m_window, {900, 700}));
        start(FifteenBoard::classicStart(4));
    }

    void cleanup() { m_window.reset(); }

    void menuHasFifteen()
    {
        QAction *newFifteen = m_window->findChild<QAction *>(QStringLiteral("actionNew_fifteen"));
        QVERIFY(newFifteen);
        QVERIFY(qobject_cast<FifteenScene *>(m_window->scene()));
        QCOMPARE(scene()->dim(), 4);
    }

    void clickingTheNeighbourSlidesIt()
    {
        // Seed 4 x 4: bottom row 3 1 2 _. Tile 2 is left of the blank.
        click(14);
        QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("2")});
        QCOMPARE(board().tileAt(15), 2);
        QCOMPARE(board().blank(), 14);
        for (int cell = 0; cell < 16; ++cell)
            QCOMPARE(scene()->tileShownAt(cell), board().tileAt(cell));
        QCOMPARE(int(m_window->session().record().turns().size()), 1);
    }

    void clickingAlongTheLineSlidesTheRunAsOneUndo()
    {
        click(12); // tile 3, three cells left of the blank
        QCOMPARE(m_window->session().moves(), (QStringList{QStringLiteral("2"), QStringLiteral("1"), QStringLiteral("3")}));
        QCOMPARE(board().blank(), 12);
        QCOMPARE(board().tileAt(13), 3);
        QCOMPARE(board().tileAt(14), 1);
        QCOMPARE(board().tileAt(15), 2);
        QCOMPARE(int(m_window->session().record().turns().size()), 1);

        click(0); // up the column: 11, 7, 15 slide down
        QCOMPARE(m_window->session().moveCount(), 6);
        QCOMPARE(board().blank(), 0);
        QCOMPARE(int(m_window->session().record().turns().size()), 2);

        m_window->session().undo();
        QCOMPARE(m_window->session().moveCount(), 3);
        QCOMPARE(board().blank(), 12);
        m_window->session().undo();
        QVERIFY(board() == FifteenBoard::classicStart(4));
        m_window->session().redo();
        QCOMPARE(m_window->session().moveCount(), 3);
        for (int cell = 0; cell < 16; ++cell)
            QCOMPARE(scene()->tileShownAt(cell), board().tileAt(cell));
    }

    void clickOffTheLinesExplainsItself()
    {
        click(5);
        QCOMPARE(m_window->session().moveCount(), 0);
        QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("not in line")));
        click(15); // the blank itself
        QCOMPARE(m_window->session().moveCount(), 0);
        QVERIFY(!m_window->statusBar()->currentMessage().isEmpty());
    }

    void arrowKeysSlideTheBlanksNeighbour()
    {
        BoardView *view = m_window->boardView();
        view->setFocus();
        QTest::keyClick(view, Qt::Key_Right); // the tile left of the blank moves right
        QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("2")});
        QTest::keyClick(view, Qt::Key_Down); // the tile above the blank moves down
        QCOMPARE(m_window->session().moves(), (QStringList{QStringLiteral("2"), QStringLiteral("5")}));
        QTest::keyClick(view, Qt::Key_Up); // back up
        QCOMPARE(m_window->session().moveCount(), 3);
        QCOMPARE(board().blank(), 14);
        start(FifteenBoard::goal(3));
        QTest::keyClick(view, Qt::Key_Left); // nothing right of the corner blank
        QCOMPARE(m_window->session().moveCount(), 0);
        QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("edge")));
    }

    void aLineSlideAnimatesAsOne()
    {
        m_window->setAnimationMillis(150);
        click(12);
        QVERIFY(scene()->isAnimating());
        QTRY_VERIFY(!scene()->isAnimating());
        QCOMPARE(m_window->session().moveCount(), 3);
        // Every tile ends on its cell, drawn where the position says.
        for (int cell = 0; cell < 16; ++cell) {
            if (board().tileAt(cell) == 0)
                continue;
            QVERIFY(!scene()->items(scene()->cellCenter(cell)).isEmpty());
        }
        m_window->session().undo();
        QTRY_VERIFY(!scene()->isAnimating());
        QVERIFY(board() == FifteenBoard::classicStart(4));
    }

    void solvesA3x3Optimally()
    {
        const FifteenBoard board3 = FifteenBoard::randomSolvable(3, 2024);
        start(board3);
        QVERIFY(windowdriver::solveNow(*m_window, 60000));
        GameSession &session = m_window->session();
        QVERIFY(session.hasSolution());
        QVERIFY(session.solutionIsOptimal());
        pb::fifteen::EightTable::Tiles tiles{};
        for (int cell = 0; cell < 9; ++cell)
            tiles[std::size_t(cell)] = std::uint8_t(board3.tileAt(cell));
        QCOMPARE(int(session.solution().size()), pb::fifteen::EightTable::instance().distance(tiles));
        findAction("actionLast")->trigger();
        QVERIFY(session.position().isSolved());
        QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("Solved")));
    }

    void solvesA9x9ThroughTheWindow()
    {
        // Under a sanitizer a narrower beam (a smaller memory budget, as
        // below): the window's part is the same, the default solve took 20 s
        // or more there, and tst_cli_fifteen runs that solve under
        // AddressSanitizer twice.
        if (kSanitized)
            m_window->settings().setMemoryBudgetMiB(4);
        const auto defaultBudget = qScopeGuard(
            [this] { m_window->settings().setMemoryBudgetMiB(AppSettings::kDefaultMemoryBudgetMiB); });
        start(FifteenBoard::randomSolvable(9, 99));
        QVERIFY(windowdriver::solveNow(*m_window, 60000));
        GameSession &session = m_window->session();
        QVERIFY(session.hasSolution());
        QVERIFY(!session.solutionIsOptimal()); // said in the dock: shorter ones may exist
        QVERIFY(session.solution().size() > 300);
        findAction("actionLast")->trigger();
        QVERIFY(session.position().isSolved());
        for (int cell = 0; cell < 81; ++cell)
            QCOMPARE(scene()->tileShownAt(cell), board().tileAt(cell));
    }

    void hintPlaysTheNextMove()
    {
        FifteenBoard near = FifteenBoard::goal(3);
        near.slide(6);
        near.slide(5);
        start(near);
        findAction("actionHint")->trigger();
        // Shown first, with the tile marked, and played when asked again.
        QTRY_COMPARE(scene()->hintTile(), 5);
        QCOMPARE(m_window->session().moveCount(), 0);
        QCOMPARE(m_window->statusBar()->currentMessage(), QStringLiteral("Hint: slide tile 5 left"));
        findAction("actionHint")->trigger();
        QTRY_COMPARE(m_window->session().moveCount(), 1);
        QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("5")});
    }

    // Solve ▸ Look for a Shorter Solution on a 7 x 7 with two steps of the
    // solution played: improvements replace the rest of the solution, the
    // status bar shows the best length, Stop ends it, and the solution shown
    // (the played steps kept) still reaches the goal; a hint follows it.
    void looksForAShorterSolution()
    {
        // A small memory budget narrows the beam, so its line has room to
        // shorten within the test's wait even on a busy machine (at the
        // default budget the answer comes polished).
        m_window->settings().setMemoryBudgetMiB(4);
        const auto defaultBudget = qScopeGuard(
            [this] { m_window->settings().setMemoryBudgetMiB(AppSettings::kDefaultMemoryBudgetMiB); });
        start(FifteenBoard::randomSolvable(7, 7));
        QVERIFY(windowdriver::solveNow(*m_window, 60000));
        GameSession &session = m_window->session();
        QVERIFY(session.hasSolution());
        QVERIFY(!session.solutionIsOptimal());
        findAction("actionForward")->trigger();
        findAction("actionForward")->trigger();
        const QStringList played = session.moves();
        QCOMPARE(played.size(), 2);
        const qsizetype before = session.solution().size();

        QAction *improve = findAction("actionImprove");
        const auto *solveMenu = m_window->findChild<QMenu *>(QStringLiteral("menuSolve"));
        QVERIFY(solveMenu && solveMenu->actions().contains(improve));
        QVERIFY(improve->isEnabled());
        QSignalSpy improved(&m_window->solver(), &SolverService::improved);
        improve->trigger();
        QVERIFY(m_window->solver().isRunning());
        QVERIFY(!improve->isEnabled());
        QVERIFY(findAction("actionStop")->isEnabled());
        QVERIFY(improved.count() > 0 || improved.wait(10000));
        QVERIFY(session.solution().size() < before);
        QVERIFY(statusLabelsText().contains(QStringLiteral("best %1 moves").arg(session.solution().size())));
        const QString dir = qEnvironmentVariable("PUZZLEBOX_SCREENSHOT_DIR");
        if (!dir.isEmpty()) {
            m_window->solutionDock()->show();
            QCoreApplication::processEvents();
            QVERIFY(m_window->grab().save(dir + QStringLiteral("/fifteen-improving.png")));
        }

        findAction("actionStop")->trigger();
        QVERIFY(!m_window->solver().isRunning());
        QVERIFY(statusLabelsText().contains(QStringLiteral("Shortened from %1").arg(before)));
        QVERIFY(session.solution().size() < before);
        QCOMPARE(session.solution().first(2), played);
        QCOMPARE(session.solutionStep(), 2);
        QCOMPARE(m_window->solutionDock()->stepCount(), int(session.solution().size()));
        QCOMPARE(m_window->solutionDock()->currentStep(), 2);
        QCOMPARE(m_window->solutionDock()->moveList()->count(), int(session.solution().size()) + 1);

        const QString next = session.nextSolutionMove();
        findAction("actionHint")->trigger();
        findAction("actionHint")->trigger();
        QCOMPARE(session.moves().constLast(), next);
        findAction("actionLast")->trigger();
        QVERIFY(session.position().isSolved());
        QVERIFY(!improve->isEnabled());
    }

    void unsolvableIsReportedAtOnce()
    {
        start(FifteenBoard(4, {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0}));
        QVERIFY(windowdriver::solveNow(*m_window, 60000));
        QVERIFY(!m_window->session().hasSolution());
        const QString report = m_window->solutionDock()->report();
        QVERIFY2(report.contains(QStringLiteral("cannot be solved")), qPrintable(report));
        QVERIFY(m_window->solutionDock()->isVisible());
    }

    // Open and Paste Board follow the editor's rule: a board that cannot be
    // solved is played only when the person insists, and says why first.
    void unsolvableBoardIsPlayedOnlyWhenInsisted()
    {
        click(14);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("swapped.fif"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("3\n2 1 3\n4 5 6\n7 8 _\n");
        file.close();

        QString asked = windowdriver::answeringMessageBox(windowdriver::cancel, [&] { m_window->openFile(path); });
        QVERIFY2(asked.contains(QStringLiteral("odd number of swaps")), qPrintable(asked));
        QCOMPARE(m_window->session().moveCount(), 1);
        QCOMPARE(scene()->dim(), 4);
        QVERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("swapped.fif was not opened")),
                 qPrintable(m_window->statusBar()->currentMessage()));

        QApplication::clipboard()->setText(QStringLiteral("3\n2 1 3\n4 5 6\n7 8 _\n"));
        asked = windowdriver::answeringMessageBox(windowdriver::cancel, [this] { findAction("actionPasteBoard")->trigger(); });
        QVERIFY2(asked.contains(QStringLiteral("odd number of swaps")), qPrintable(asked));
        QCOMPARE(m_window->session().moveCount(), 1);
        QCOMPARE(scene()->dim(), 4);

        asked = windowdriver::answeringMessageBox(windowdriver::playAnyway, [&] { m_window->openFile(path); });
        QVERIFY(!asked.isEmpty());
        QCOMPARE(board(), FifteenBoard(3, {2, 1, 3, 4, 5, 6, 7, 8, 0}));
        QVERIFY(windowdriver::solveNow(*m_window));
        QCOMPARE(m_window->solutionDock()->report(), asked);

        // A solvable board asks nothing.
        QApplication::clipboard()->setText(QStringLiteral("3\n1 2 3\n4 5 6\n7 _ 8\n"));
        asked = windowdriver::answeringMessageBox(windowdriver::cancel, [this] { findAction("actionPasteBoard")->trigger(); });
        QCOMPARE(asked, QString());
        QCOMPARE(board(), FifteenBoard(3, {1, 2, 3, 4, 5, 6, 7, 0, 8}));
    }

    void newGameDialogChoices()
    {
        FifteenDialog dialog(testsetup::appSettings());
        dialog.setBoardSize(5);
        dialog.setStart(FifteenDialog::Start::ClassicLayout);
        QVERIFY(dialog.game()->equals(FifteenPuzzle(FifteenBoard::classicStart(5))));
        dialog.setBoardSize(9);
        dialog.setStart(FifteenDialog::Start::Shuffle);
        const auto shuffled = dialog.game();
        const auto &fifteen = dynamic_cast<const FifteenPuzzle &>(*shuffled);
        QCOMPARE(fifteen.board().dim(), 9);
        QVERIFY(fifteen.board().isSolvable());
        dialog.setBoardSize(12); // clamped to the supported range
        QCOMPARE(dialog.boardSize(), 9);
    }

    void badFileKeepsTheGame()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.fif"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("3\n1 2 3\n4 5 6\n7 7 _\n");
        file.close();
        click(14);
        const QString error = m_window->loadFile(path);
        QVERIFY2(error.contains(QStringLiteral("bad.fif:4:3:")), qPrintable(error));
        QCOMPARE(m_window->session().moveCount(), 1);
        QCOMPARE(scene()->dim(), 4);
    }

    void screenshot()
    {
        // Not a check: pictures of the window for people to look at.
        const QString dir = qEnvironmentVariable("PUZZLEBOX_SCREENSHOT_DIR");
        if (dir.isEmpty())
            QSKIP("set PUZZLEBOX_SCREENSHOT_DIR to save pictures of the window");
        start(FifteenBoard::randomSolvable(4, 5));
        click(board().blank() >= 4 ? board().blank() - 4 : board().blank() + 4);
        scene()->showHint(FifteenPuzzle(board()).legalMoves().front());
        QCoreApplication::processEvents();
        QVERIFY(m_window->grab().save(dir + QStringLiteral("/fifteen-4x4.png")));
        start(FifteenBoard::randomSolvable(9, 3));
        QVERIFY(windowdriver::solveNow(*m_window, 60000));
        findAction("actionForward")->trigger();
        QCoreApplication::processEvents();
        QVERIFY(m_window->grab().save(dir + QStringLiteral("/fifteen-9x9.png")));
        start(FifteenBoard::classicStart(3));
        QCoreApplication::processEvents();
        m_window->resize(520, 460);
        QCoreApplication::processEvents();
        QVERIFY(m_window->grab().save(dir + QStringLiteral("/fifteen-3x3-small.png")));
        FifteenDialog dialog(m_window->settings(), m_window.get());
        dialog.show();
        QCoreApplication::processEvents();
        QVERIFY(dialog.grab().save(dir + QStringLiteral("/fifteen-dialog.png")));
    }

private:
    void start(const FifteenBoard &board) { m_window->newGame(std::make_unique<FifteenPuzzle>(board)); }
    FifteenScene *scene() const { return qobject_cast<FifteenScene *>(m_window->scene()); }
    const FifteenBoard &board() const { return dynamic_cast<const FifteenPuzzle &>(m_window->session().position()).board(); }
    QAction *findAction(const char *name) const { return windowdriver::action(*m_window, name); }
    void click(int cell)
    {
        BoardView *view = m_window->boardView();
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(scene()->cellCenter(cell)));
    }
    QString statusLabelsText() const
    {
        QStringList texts;
        for (const QLabel *label : m_window->statusBar()->findChildren<QLabel *>())
            texts << label->text();
        return texts.join(QLatin1Char('\n'));
    }

    std::unique_ptr<MainWindow> m_window;
};

PUZZLEBOX_TEST_MAIN(TestFifteenWindow)
} // namespace tst_fifteenwindow
#include "tst_fifteenwindow.moc"
