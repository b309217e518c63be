// What the solution panel and the status bar say of a search: while it runs,
// when it gives up, when it is stopped, and that nothing long is cut.

#include "core/common/registry.h"
#include "core/pegs/pegpuzzle.h"
#include "service/appsettings.h"
#include "ui/widgets/elidedlabel.h"
#include "ui/settings/preferencesdialog.h"
#include "ui/solving/solutiondock.h"
#include "windowdriver.h"
#include "../testsetup.h"
#include "windowsetup.h"
#include "testmain.h"

#include <QDir>
#include <QHelpEvent>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSlider>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QToolTip>

namespace tst_solverpanel {

class TestSolverPanel : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void runningSearchSaysHowToStop();
    void countingSaysCounting();
    void stoppedSearchDoesNotDisownTheListedSolution();
    void gaveUpOffersALargerBudget();
    void gaveUpAtTheCeilingSaysSo();
    void longStatusTextsShowInFullOnHover();
    void ctrlArrowsStepTheSolutionWhereverFocusIs();
    void ctrlArrowsNeverMoveTheBoardCursor();
    void answersKeepThePanelsWidth_data();
    void answersKeepThePanelsWidth();

private:
    // The 41-hole diamond with hole 12 empty after its first jump (2 over 6
    // into 12): no line, as from that start, but not a start Solve knows the
    // proof of, so its search runs long and fills a small memory budget at once.
    void openLongSearch();
    SolutionDock *dock() const { return m_window->solutionDock(); }

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void TestSolverPanel::initTestCase()
{
    testsetup::useTestFolders();
}

void TestSolverPanel::init()
{
    QSettings().clear();
    m_window = std::make_unique<MainWindow>();
    QVERIFY(windowsetup::show(*m_window, {900, 640}));
}

void TestSolverPanel::cleanup()
{
    m_window.reset();
    QSettings().clear();
}

void TestSolverPanel::openLongSearch()
{
    const QString board = QStringLiteral("square\n- - - - 1 - - - -\n- - - 1 0 1 - - -\n- - 1 1 0 1 1 - -\n"
                                         "- 1 1 1 1 1 1 1 -\n1 1 1 1 1 1 1 1 1\n- 1 1 1 1 1 1 1 -\n"
                                         "- - 1 1 1 1 1 - -\n- - - 1 1 1 - - -\n- - - - 1 - - - -\n");
    const QString path = m_dir.filePath(QStringLiteral("diamond.peg"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(board.toUtf8());
    file.close();
    QCOMPARE(m_window->loadFile(path), QString());
}

void TestSolverPanel::runningSearchSaysHowToStop()
{
    openLongSearch();
    QSignalSpy progress(&m_window->solver(), &SolverService::progress);
    windowdriver::action(*m_window, "actionSolve")->trigger();
    // Not the introduction of an empty panel while it runs.
    QVERIFY2(dock()->report().startsWith(QStringLiteral("Solving… Press Esc to stop.")), qPrintable(dock()->report()));
    QVERIFY(!dock()->findChild<QLabel *>(QStringLiteral("solutionCaption"))->isVisible());
    QVERIFY(progress.wait(5000));
    QTRY_VERIFY2(dock()->report().contains(QStringLiteral("positions so far")), qPrintable(dock()->report()));
    QVERIFY(dock()->report().endsWith(QStringLiteral("Press Esc to stop.")));

    QSignalSpy finished(&m_window->solver(), &SolverService::finished);
    windowdriver::pressKeys(*m_window, QKeySequence(Qt::Key_Escape));
    QVERIFY(finished.count() == 1 || finished.wait(5000));
    QVERIFY2(dock()->report().startsWith(QStringLiteral("Stopped after ")), qPrintable(dock()->report()));
    QVERIFY(dock()->report().contains(QStringLiteral("nothing is known yet")));
    QVERIFY(!dock()->findChild<QPushButton *>(QStringLiteral("retryButton"))->isVisible());

    // A search the player moves away from says why it stopped.
    windowdriver::action(*m_window, "actionSolve")->trigger();
    QVERIFY(m_window->solver().isRunning());
    windowdriver::clickHole(*m_window, 4);
    windowdriver::clickHole(*m_window, 6);
    QVERIFY(!m_window->solver().isRunning());
    QCOMPARE(dock()->report(), QStringLiteral("The solver was stopped because the position changed."));
    windowdriver::pressKeys(*m_window, QKeySequence(QKeySequence::Undo));
    QCOMPARE(m_window->session().moveCount(), 0);

    // The report spoke of that position: a move makes it go.
    windowdriver::clickHole(*m_window, 4);
    windowdriver::clickHole(*m_window, 6);
    QCOMPARE(m_window->session().moveCount(), 1);
    QCOMPARE(dock()->report(), QString());
    // Empty again, the panel says how to play.
    QVERIFY(!dock()->introductionShown().isEmpty());
    QCOMPARE(dock()->findChild<QLabel *>(QStringLiteral("solutionCaption"))->text(), dock()->introductionShown());
}

void TestSolverPanel::countingSaysCounting()
{
    windowdriver::action(*m_window, "actionCountSolutions")->trigger();
    QVERIFY2(dock()->report().startsWith(QStringLiteral("Counting the solutions…")), qPrintable(dock()->report()));
    QSignalSpy finished(&m_window->solver(), &SolverService::finished);
    QVERIFY(!m_window->solver().isRunning() || finished.wait(10000));
    QTRY_VERIFY2(dock()->report().endsWith(QStringLiteral(" from this position.")),
                 qPrintable(dock()->report()));
}

// Try Again is for the search that gave up alone: Preferences keep their
// budget, a second Try Again doubles the retried one, and the next Solve has
// Preferences' budget again.
void TestSolverPanel::gaveUpOffersALargerBudget()
{
    m_window->settings().setMemoryBudgetMiB(1);
    m_window->settings().setPhysicalMemoryBytes(std::uint64_t(16) << 30);
    openLongSearch();
    QVERIFY(windowdriver::solveNow(*m_window, 30000));
    const QString report = dock()->report();
    QVERIFY2(report.startsWith(QStringLiteral("The solver gave up before it found an answer. ")), qPrintable(report));
    QVERIFY2(report.contains(QStringLiteral("memory budget of 1 MiB")), qPrintable(report));
    QVERIFY(!report.contains(QStringLiteral("no solution"), Qt::CaseInsensitive));
    QVERIFY(dock()->isVisible());
    auto *retry = dock()->findChild<QPushButton *>(QStringLiteral("retryButton"));
    QVERIFY(retry->isVisible());
    QCOMPARE(retry->text(), QStringLiteral("Try Again with 2 MiB"));
    QVERIFY(dock()->findChild<QPushButton *>(QStringLiteral("preferencesButton"))->isVisible());
    // The status bar keeps a short form.
    QVERIFY(m_window->statusBar()->currentMessage().size() < 60);

    QSignalSpy finished(&m_window->solver(), &SolverService::finished);
    QTest::mouseClick(retry, Qt::LeftButton);
    QVERIFY(finished.count() == 1 || finished.wait(30000));
    QVERIFY2(dock()->report().contains(QStringLiteral("memory budget of 2 MiB")), qPrintable(dock()->report()));
    QCOMPARE(retry->text(), QStringLiteral("Try Again with 4 MiB"));
    QCOMPARE(m_window->settings().memoryBudgetMiB(), 1);

    finished.clear();
    QTest::mouseClick(retry, Qt::LeftButton);
    QVERIFY(finished.count() == 1 || finished.wait(30000));
    QVERIFY2(dock()->report().contains(QStringLiteral("memory budget of 4 MiB")), qPrintable(dock()->report()));
    QCOMPARE(retry->text(), QStringLiteral("Try Again with 8 MiB"));
    // What the next start of the app reads.
    QCOMPARE(AppSettings().memoryBudgetMiB(), 1);

    QVERIFY(windowdriver::solveNow(*m_window, 30000));
    QVERIFY2(dock()->report().contains(QStringLiteral("memory budget of 1 MiB")), qPrintable(dock()->report()));
    QCOMPARE(retry->text(), QStringLiteral("Try Again with 2 MiB"));
}

// Which holes the diamond can finish in is a question no budget a test can
// wait for answers: the offers stop at what the machine can give, and the
// panel says so rather than leave the button out without a word.
void TestSolverPanel::gaveUpAtTheCeilingSaysSo()
{
    m_window->settings().setMemoryBudgetMiB(1);
    // Half of it, 2 MiB, is the most a search is offered.
    m_window->settings().setPhysicalMemoryBytes(std::uint64_t(4) << 20);
    openLongSearch();
    QSignalSpy finished(&m_window->solver(), &SolverService::finished);
    windowdriver::action(*m_window, "actionFinishCells")->trigger();
    QVERIFY(finished.count() == 1 || finished.wait(30000));
    QVERIFY2(dock()->report().startsWith(QStringLiteral("The solver gave up")), qPrintable(dock()->report()));
    auto *retry = dock()->findChild<QPushButton *>(QStringLiteral("retryButton"));
    auto *preferences = dock()->findChild<QPushButton *>(QStringLiteral("preferencesButton"));
    QVERIFY(retry->isVisible());
    QCOMPARE(retry->text(), QStringLiteral("Try Again with 2 MiB"));

    finished.clear();
    QTest::mouseClick(retry, Qt::LeftButton);
    QVERIFY(finished.count() == 1 || finished.wait(30000));
    const QString report = dock()->report();
    QVERIFY2(report.startsWith(QStringLiteral("The solver gave up")), qPrintable(report));
    QVERIFY2(report.endsWith(QStringLiteral(" It gave up at 2 MiB, the most this computer can give a search.")),
             qPrintable(report));
    QVERIFY(!report.contains(QStringLiteral("unsolvable"), Qt::CaseInsensitive));
    QVERIFY(!retry->isVisible());
    QVERIFY(!preferences->isVisible());
    QCOMPARE(m_window->settings().memoryBudgetMiB(), 1);

    // Nor do Preferences give a search more than the machine's share.
    m_window->settings().setMemoryBudgetMiB(4);
    QCOMPARE(m_window->settings().memoryBudgetMiB(), 2);
    QVERIFY(windowdriver::solveNow(*m_window, 30000));
    QVERIFY2(dock()->report().endsWith(QStringLiteral(" It gave up at 2 MiB, the most this computer can give a search.")),
             qPrintable(dock()->report()));
    QVERIFY(!retry->isVisible());
}

void TestSolverPanel::longStatusTextsShowInFullOnHover()
{
    const QString text = QStringLiteral("The table of positions that fail filled the memory budget of 512 MiB after "
                                        "25,165,912 positions; nothing is known");
    m_window->statusBar()->showMessage(text);
    QCOMPARE(m_window->statusBar()->toolTip(), text);

    ElidedLabel label(text);
    label.resize(120, label.sizeHint().height());
    label.show();
    QVERIFY(QTest::qWaitForWindowExposed(&label));
    QVERIFY(label.minimumSizeHint().width() < 120);
    QVERIFY2(label.shownText().endsWith(QChar(0x2026)), qPrintable(label.shownText()));
    QHelpEvent hover(QEvent::ToolTip, QPoint(5, 5), label.mapToGlobal(QPoint(5, 5)));
    QApplication::sendEvent(&label, &hover);
    QTRY_COMPARE(QToolTip::text(), text);
    label.resize(label.sizeHint());
    QCOMPARE(label.shownText(), text);
}

void TestSolverPanel::ctrlArrowsStepTheSolutionWhereverFocusIs()
{
    QVERIFY(windowdriver::solveNow(*m_window));
    GameSession &session = m_window->session();
    QVERIFY(session.hasSolution());
    const QList<QWidget *> places{m_window->boardView(), dock()->moveList(), dock()->findChild<QSlider *>()};
    int step = 0;
    for (QWidget *place : places) {
        place->setFocus();
        QTest::keySequence(place, QKeySequence(Qt::CTRL | Qt::Key_Right));
        QCOMPARE(session.solutionStep(), ++step);
    }
    for (QWidget *place : places) {
        place->setFocus();
        QTest::keySequence(place, QKeySequence(Qt::CTRL | Qt::Key_Left));
        QCOMPARE(session.solutionStep(), --step);
    }
}

void TestSolverPanel::ctrlArrowsNeverMoveTheBoardCursor()
{
    // No solution: Ctrl+Right has nothing to step, and the board keeps it
    // from its arrow-key play all the same.
    BoardView *view = m_window->boardView();
    view->setFocus();
    QTest::keyClick(view->viewport(), Qt::Key_Right);
    const QString focus = m_window->scene()->focusDescription();
    QVERIFY(!focus.isEmpty());
    for (Qt::Key key : {Qt::Key_Right, Qt::Key_Left, Qt::Key_Down, Qt::Key_Up}) {
        QTest::keyClick(view->viewport(), key, Qt::ControlModifier);
        QTest::keyClick(view->viewport(), key, Qt::AltModifier);
        QCOMPARE(m_window->scene()->focusDescription(), focus);
    }
    // From the top hole, where the first arrow puts the cursor, Down moves it.
    QTest::keyClick(view->viewport(), Qt::Key_Down);
    QVERIFY(m_window->scene()->focusDescription() != focus);
}

// A second search stopped before its answer says nothing against the
// solution an earlier one found, which the panel still lists.
void TestSolverPanel::stoppedSearchDoesNotDisownTheListedSolution()
{
    const auto english = pb::pegs::PegGeometry::english();
    m_window->newGame(std::make_unique<pb::pegs::PegPuzzle>(english, english->allHoles() & ~(pb::pegs::PegBits(1) << 16)));
    QSignalSpy finished(&m_window->solver(), &SolverService::finished);
    windowdriver::action(*m_window, "actionSolve")->trigger();
    QVERIFY(finished.wait(60000));
    const int listed = dock()->moveList()->count();
    QCOMPARE(listed, 32);

    // The fewest moves of the English board take far longer to prove.
    QSignalSpy progress(&m_window->solver(), &SolverService::progress);
    windowdriver::action(*m_window, "actionFewestMoves")->trigger();
    QVERIFY(progress.wait(10000));
    windowdriver::pressKeys(*m_window, QKeySequence(Qt::Key_Escape));
    QVERIFY(finished.count() == 2 || finished.wait(10000));
    QVERIFY2(dock()->report().startsWith(QStringLiteral("Stopped after ")), qPrintable(dock()->report()));
    QVERIFY2(dock()->report().endsWith(QStringLiteral("The solution listed below was found earlier and still leads on from here.")),
             qPrintable(dock()->report()));
    QVERIFY(!dock()->report().contains(QStringLiteral("nothing is known")));
    QCOMPARE(dock()->moveList()->count(), listed);
}

void TestSolverPanel::answersKeepThePanelsWidth_data()
{
    QTest::addColumn<QByteArray>("board");
    QTest::addColumn<QString>("extension");
    for (const pb::FamilyInfo &family : pb::families())
        QTest::newRow(family.id.data()) << QByteArray(family.sample) << QString::fromLatin1(family.extension);
    // No solution: the reason and the closest line, in long sentences.
    QTest::newRow("pegs, none") << QByteArray("triangle\n1\n1 0\n0 0 0\n0 0 0 0\n0 0 0 0 1\n") << QStringLiteral("peg");
    // Nim's largest table, misère: a long line and its verdict.
    QTest::newRow("nim, large") << QByteArray("1 2 3 4 5 6 7 20 misere\n") << QStringLiteral("nim");
}

// The panel beside the board keeps its width when Solve answers, whatever
// the answer says and however long its moves' names are: the board neither
// shrinks nor jumps.
void TestSolverPanel::answersKeepThePanelsWidth()
{
    QFETCH(QByteArray, board);
    QFETCH(QString, extension);
    const QString path = QDir(m_dir.path()).filePath(QStringLiteral("board.") + extension);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(board);
    file.close();
    QCOMPARE(m_window->loadFile(path), QString());
    QCoreApplication::processEvents();
    const int dockWidth = dock()->width();
    const int boardWidth = m_window->boardView()->width();
    QVERIFY(windowdriver::solveNow(*m_window, 30000));
    QTRY_VERIFY(!dock()->caption().isEmpty() || !dock()->report().isEmpty());
    QCoreApplication::processEvents();
    QTest::qWait(50);
    QCOMPARE(dock()->width(), dockWidth);
    QCOMPARE(m_window->boardView()->width(), boardWidth);
}

PUZZLEBOX_TEST_MAIN(TestSolverPanel)
} // namespace tst_solverpanel
#include "tst_solverpanel.moc"
