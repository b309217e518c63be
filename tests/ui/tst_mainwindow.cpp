// The main window driven as a person would: real clicks on the board's viewport,
// the menu actions, the solution player.

#include "core/pegs/pegfile.h"
#include "core/pegs/pegpuzzle.h"
#include "ui/board/boardview.h"
#include "ui/mainwindow.h"
#include "ui/pegs/pegnewgamedialog.h"
#include "ui/pegs/pegscene.h"
#include "ui/solving/solutiondock.h"
#include "windowdriver.h"
#include "../testsetup.h"
#include "windowsetup.h"
#include "testmain.h"

#include <QAction>
#include <QLabel>
#include <QListWidget>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

namespace tst_mainwindow {

using pb::pegs::PegPuzzle;

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void startsWithTheClassicBoard();
    void clickingAPegThenAHoleJumps();
    void illegalClickExplainsItself();
    void selectionMessageGoesWithTheSelection_data();
    void selectionMessageGoesWithTheSelection();
    void draggingAPegOntoItsLandingJumps();
    void droppingAPegOnAnIllegalHoleExplains();
    void undoAndRedo();
    void solveAndStepToTheEnd();
    void stepControlsAndMoveList();
    void playRunsTheSolution();
    void escapeStopsPlay();
    void hintShowsThenPlaysOneMove();
    void movingOffTheLineSetsTheSolutionAside();
    void unsolvablePositionShowsTheBestLine();
    void classArgumentAnswersAtOnceWithTheClosestLine();
    void malformedFileLeavesTheGameAlone_data();
    void malformedFileLeavesTheGameAlone();
    void openingAFileStartsItsGame();
    void newGameAndRestart();
    void screenshot();

private:
    QAction *action(const char *name) const;
    // Saves a picture of the solution panel where PUZZLEBOX_SCREENSHOT_DIR says.
    void grabDock(const QString &name) const;
    void click(int hole);
    // Presses on `from`, moves in small steps as a hand does and lets go on `to` (scene points).
    void drag(const QPointF &from, const QPointF &to);
    const PegPuzzle &pegs() const;
    QString status() const { return m_window->statusBar()->currentMessage(); }

    std::unique_ptr<MainWindow> m_window;
};

void TestMainWindow::initTestCase()
{
    testsetup::useTestFolders();
}

void TestMainWindow::init()
{
    m_window = std::make_unique<MainWindow>();
    QVERIFY(windowsetup::show(*m_window, {900, 640}));
}

void TestMainWindow::cleanup()
{
    m_window.reset();
}

QAction *TestMainWindow::action(const char *name) const
{
    return windowdriver::action(*m_window, name);
}

void TestMainWindow::grabDock(const QString &name) const
{
    const QString dir = qEnvironmentVariable("PUZZLEBOX_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        m_window->solutionDock()->grab().save(dir + QLatin1Char('/') + name);
}

const PegPuzzle &TestMainWindow::pegs() const
{
    return dynamic_cast<const PegPuzzle &>(m_window->session().position());
}

void TestMainWindow::click(int hole)
{
    windowdriver::clickHole(*m_window, hole);
}

void TestMainWindow::startsWithTheClassicBoard()
{
    QVERIFY(pegs().equals(PegPuzzle::classicTriangle()));
    QCOMPARE(pegs().pegCount(), 14);
    QVERIFY(!pegs().hasPeg(4));
    QCOMPARE(m_window->session().moveCount(), 0);
}

void TestMainWindow::clickingAPegThenAHoleJumps()
{
    click(11);
    click(4);
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("11-4")});
    QVERIFY(pegs().hasPeg(4));
    QVERIFY(!pegs().hasPeg(7));
    QVERIFY(!pegs().hasPeg(11));
    auto *scene = qobject_cast<PegScene *>(m_window->scene());
    for (int hole = 0; hole < 15; ++hole)
        QCOMPARE(scene->pegShown(hole), pegs().hasPeg(hole));
}

void TestMainWindow::illegalClickExplainsItself()
{
    click(4); // an empty hole with nothing selected
    QVERIFY(!m_window->statusBar()->currentMessage().isEmpty());
    QCOMPARE(m_window->session().moveCount(), 0);
    click(0); // peg 0 cannot jump at the start
    QVERIFY(!m_window->statusBar()->currentMessage().isEmpty());
    QCOMPARE(m_window->session().moveCount(), 0);
}

void TestMainWindow::drag(const QPointF &from, const QPointF &to)
{
    QWidget *viewport = m_window->boardView()->viewport();
    const auto point = [this](const QPointF &scenePoint) { return m_window->boardView()->mapFromScene(scenePoint); };
    QTest::mousePress(viewport, Qt::LeftButton, {}, point(from));
    for (int step = 1; step <= 10; ++step)
        QTest::mouseMove(viewport, point(from + (to - from) * step / 10.0));
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, point(to));
}

void TestMainWindow::selectionMessageGoesWithTheSelection_data()
{
    QTest::addColumn<QString>("letGo");
    QTest::newRow("Esc") << QStringLiteral("esc");
    QTest::newRow("a click on the wood") << QStringLiteral("wood");
    QTest::newRow("a click on the peg") << QStringLiteral("peg");
    QTest::newRow("Undo") << QStringLiteral("undo");
    QTest::newRow("Restart") << QStringLiteral("restart");
}

// "Peg 2 selected: click a highlighted hole..." holds only while peg 2 is.
void TestMainWindow::selectionMessageGoesWithTheSelection()
{
    QFETCH(QString, letGo);
    auto *scene = qobject_cast<PegScene *>(m_window->scene());
    click(11);
    click(4);
    click(2);
    QCOMPARE(scene->selectedHole(), 2);
    QVERIFY2(status().startsWith(QStringLiteral("Peg 2 selected")), qPrintable(status()));

    if (letGo == QLatin1String("esc"))
        windowdriver::pressKeys(*m_window, QKeySequence(Qt::Key_Escape));
    else if (letGo == QLatin1String("wood"))
        QTest::mouseClick(m_window->boardView()->viewport(), Qt::LeftButton, {},
                          m_window->boardView()->mapFromScene(scene->holeCenter(0) + QPointF(0, -45)));
    else if (letGo == QLatin1String("peg"))
        click(2);
    else if (letGo == QLatin1String("undo"))
        windowdriver::pressKeys(*m_window, QKeySequence(Qt::CTRL | Qt::Key_Z));
    else
        action("actionRestart")->trigger();
    QCOMPARE(scene->selectedHole(), -1);
    QCOMPARE(status(), QString());

    // A message that replaced it stays: letting go takes down only its own words.
    click(13);
    click(0);
    QVERIFY2(status().startsWith(QStringLiteral("Peg 0 has no jump")), qPrintable(status()));
    QCOMPARE(scene->selectedHole(), 13);
    m_window->statusBar()->showMessage(QStringLiteral("Something else"));
    windowdriver::pressKeys(*m_window, QKeySequence(Qt::Key_Escape));
    QCOMPARE(scene->selectedHole(), -1);
    QCOMPARE(status(), QStringLiteral("Something else"));
}

void TestMainWindow::draggingAPegOntoItsLandingJumps()
{
    auto *scene = qobject_cast<PegScene *>(m_window->scene());
    drag(scene->holeCenter(11), scene->holeCenter(4) + QPointF(8, -5));
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("11-4")});
    for (int hole = 0; hole < 15; ++hole)
        QCOMPARE(scene->pegShown(hole), pegs().hasPeg(hole));
    QCOMPARE(scene->selectedHole(), -1);
}

void TestMainWindow::droppingAPegOnAnIllegalHoleExplains()
{
    auto *scene = qobject_cast<PegScene *>(m_window->scene());
    m_window->setAnimationMillis(150);
    drag(scene->holeCenter(13), scene->holeCenter(7));
    QCOMPARE(m_window->session().moveCount(), 0);
    // The same words a click on hole 7 gives with peg 13 selected.
    QCOMPARE(status(), QStringLiteral("Peg 13 cannot jump into hole 7: a peg jumps over one neighbouring "
                                      "peg into the empty hole right behind it."));
    // It springs back, and stays picked up for a click on its landing hole.
    QVERIFY(!scene->pegShown(13));
    QTRY_VERIFY(scene->pegShown(13));
    QCOMPARE(scene->selectedHole(), 13);
    click(4);
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("13-4")});
}

void TestMainWindow::undoAndRedo()
{
    click(11);
    click(4);
    click(9);
    click(7);
    QCOMPARE(m_window->session().moveCount(), 2);
    QCOMPARE(m_window->undoAction()->text(), QStringLiteral("&Undo Move 9-7"));
    windowdriver::pressKeys(*m_window, QKeySequence(Qt::CTRL | Qt::Key_Z));
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("11-4")});
    QCOMPARE(m_window->redoAction()->text(), QStringLiteral("&Redo Move 9-7"));
    windowdriver::pressKeys(*m_window, QKeySequence(Qt::CTRL | Qt::Key_Z));
    QVERIFY(pegs().equals(PegPuzzle::classicTriangle()));
    // Redo answers both conventions.
    windowdriver::pressKeys(*m_window, QKeySequence(Qt::CTRL | Qt::Key_Y));
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("11-4")});
    windowdriver::pressKeys(*m_window, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z));
    QCOMPARE(m_window->session().moves(), (QStringList{QStringLiteral("11-4"), QStringLiteral("9-7")}));
    QCOMPARE(pegs().pegCount(), 12);
    QVERIFY(!m_window->redoAction()->isEnabled());
    auto *scene = qobject_cast<PegScene *>(m_window->scene());
    for (int hole = 0; hole < 15; ++hole)
        QCOMPARE(scene->pegShown(hole), pegs().hasPeg(hole));
}

void TestMainWindow::solveAndStepToTheEnd()
{
    QVERIFY(windowdriver::solveNow(*m_window));
    GameSession &session = m_window->session();
    QVERIFY(session.hasSolution());
    QCOMPARE(session.solution().size(), 13);
    QCOMPARE(m_window->solutionDock()->moveList()->count(), 14); // the start and 13 moves
    // The solver found a solution; "Solved" is the player's word when the board is.
    const QList<QLabel *> labels = m_window->statusBar()->findChildren<QLabel *>();
    QVERIFY(std::any_of(labels.begin(), labels.end(), [](const QLabel *label) {
        return label->text().startsWith(QStringLiteral("Found a solution in 13 jump"));
    }));
    // Every line to one peg has 13 jumps: the panel claims no "fewest".
    // (The English plural forms come with the app's catalogue, which the test does not load.)
    const QString caption = m_window->solutionDock()->caption();
    QVERIFY2(caption.startsWith(QStringLiteral("A solution in 13 jump"))
                 && caption.endsWith(QStringLiteral("; every solution from this position has as many.")),
             qPrintable(caption));
    action("actionLast")->trigger();
    QVERIFY(session.position().isSolved());
    QVERIFY(pegs().hasPeg(12)); // the seed: from hole 4 the last peg is always on 12
    QCOMPARE(session.moveCount(), 13);
    QCOMPARE(m_window->solutionDock()->moveList()->currentRow(), 13);
    QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("Solved")));
    // Each step was an ordinary move: undo walks all the way back.
    QCOMPARE(int(m_window->session().record().turns().size()), 13);
    action("actionFirst")->trigger();
    QVERIFY(pegs().equals(PegPuzzle::classicTriangle()));
    QVERIFY(session.hasSolution());
}

void TestMainWindow::stepControlsAndMoveList()
{
    QVERIFY(windowdriver::solveNow(*m_window));
    GameSession &session = m_window->session();
    QVERIFY(!action("actionBack")->isEnabled());
    action("actionForward")->trigger();
    action("actionForward")->trigger();
    QCOMPARE(session.solutionStep(), 2);
    QCOMPARE(session.moves(), session.solution().mid(0, 2));
    action("actionBack")->trigger();
    QCOMPARE(session.solutionStep(), 1);

    QListWidget *list = m_window->solutionDock()->moveList();
    const QRect row = list->visualItemRect(list->item(5));
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, row.center());
    QCOMPARE(session.solutionStep(), 5);
    QCOMPARE(list->currentRow(), 5);
    QCOMPARE(pegs().pegCount(), 14 - 5);
}

void TestMainWindow::playRunsTheSolution()
{
    QVERIFY(windowdriver::solveNow(*m_window));
    m_window->solutionDock()->setPaceMillis(100);
    action("actionPlayPause")->trigger();
    QVERIFY(action("actionPlayPause")->isChecked());
    QTRY_VERIFY_WITH_TIMEOUT(m_window->session().position().isSolved(), 10000);
    QTRY_VERIFY(!action("actionPlayPause")->isChecked());
}

// Esc, the key of Stop, ends a playback as it ends a search.
void TestMainWindow::escapeStopsPlay()
{
    QVERIFY(windowdriver::solveNow(*m_window));
    m_window->solutionDock()->setPaceMillis(200);
    QVERIFY(!action("actionStop")->isEnabled());
    action("actionPlayPause")->trigger();
    QVERIFY(action("actionStop")->isEnabled());
    QTRY_VERIFY(m_window->session().solutionStep() >= 1);
    windowdriver::pressKeys(*m_window, QKeySequence(Qt::Key_Escape));
    QVERIFY(!action("actionPlayPause")->isChecked());
    QVERIFY(!action("actionStop")->isEnabled());
    const int stoppedAt = m_window->session().solutionStep();
    QTest::qWait(600);
    QCOMPARE(m_window->session().solutionStep(), stoppedAt);
    QVERIFY(!m_window->session().position().isSolved());
}

void TestMainWindow::hintShowsThenPlaysOneMove()
{
    // The first Hint shows the move, the second plays it.
    QSignalSpy finished(&m_window->solver(), &SolverService::finished);
    action("actionHint")->trigger();
    QVERIFY(finished.count() == 1 || finished.wait(10000));
    QCOMPARE(m_window->session().moveCount(), 0);
    action("actionHint")->trigger();
    QCOMPARE(m_window->session().moveCount(), 1);
    QCOMPARE(pegs().pegCount(), 13);
    // The rest of the solution stays available: the next hint needs no search.
    action("actionHint")->trigger();
    action("actionHint")->trigger();
    QCOMPARE(m_window->session().moveCount(), 2);
    QCOMPARE(finished.count(), 1);
}

void TestMainWindow::movingOffTheLineSetsTheSolutionAside()
{
    QVERIFY(windowdriver::solveNow(*m_window));
    GameSession &session = m_window->session();
    const QStringList solution = session.solution();
    action("actionForward")->trigger();
    action("actionForward")->trigger();
    // Play a legal move that is not the solution's next one.
    QString other;
    for (const std::string &move : pegs().legalMoves()) {
        if (QString::fromStdString(move) != solution.at(2))
            other = QString::fromStdString(move);
    }
    QVERIFY(!other.isEmpty());
    click(other.section(QLatin1Char('-'), 0, 0).toInt());
    click(other.section(QLatin1Char('-'), 1, 1).toInt());
    QCOMPARE(session.moves().constLast(), other);

    // Kept, greyed, with a word on how to come back; nothing to step through.
    SolutionDock *dock = m_window->solutionDock();
    QVERIFY(session.hasSolution());
    QVERIFY(!session.isOnSolution());
    QCOMPARE(dock->moveList()->count(), solution.size() + 1);
    QVERIFY(!dock->moveList()->isEnabled());
    QVERIFY(dock->isSetAside());
    QVERIFY(dock->findChild<QLabel *>(QStringLiteral("setAsideNote"))->isVisible());
    QVERIFY(!action("actionForward")->isEnabled());
    QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("set aside")));
    grabDock(QStringLiteral("solution-set-aside.png"));

    // Undo brings the position back onto it, at the step it was on, with no new solve.
    QSignalSpy solving(&m_window->solver(), &SolverService::finished);
    windowdriver::pressKeys(*m_window, QKeySequence(Qt::CTRL | Qt::Key_Z));
    QVERIFY(session.isOnSolution());
    QCOMPARE(session.solutionStep(), 2);
    QVERIFY(!dock->isSetAside());
    QVERIFY(dock->moveList()->isEnabled());
    QCOMPARE(dock->moveList()->currentRow(), 2);
    QCOMPARE(session.solution(), solution);
    QVERIFY(action("actionForward")->isEnabled());
    QCOMPARE(solving.count(), 0);
    grabDock(QStringLiteral("solution-back.png"));
    action("actionLast")->trigger();
    QVERIFY(pegs().isSolved());

    // A hint asked while the solution is set aside shows a move, plays it
    // when asked again, and keeps the solution.
    action("actionFirst")->trigger();
    click(solution.constFirst() == QStringLiteral("11-4") ? 13 : 11);
    click(4);
    QVERIFY(!session.isOnSolution());
    QSignalSpy hinted(&m_window->solver(), &SolverService::finished);
    const int before = session.moveCount();
    action("actionHint")->trigger();
    QVERIFY(hinted.count() == 1 || hinted.wait(5000));
    QCOMPARE(session.moveCount(), before);
    QCOMPARE(session.solution(), solution);
    action("actionHint")->trigger();
    QCOMPARE(session.moveCount(), before + 1);
    QCOMPARE(session.solution(), solution);
}

void TestMainWindow::unsolvablePositionShowsTheBestLine()
{
    // Pegs on 0, 1 and 14: the only jump is 0 over 1 into 3, and nothing ever
    // reaches 14, so the best line leaves two pegs.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("two.peg"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("triangle\n1\n1 0\n0 0 0\n0 0 0 0\n0 0 0 0 1\n");
    file.close();
    QCOMPARE(m_window->loadFile(path), QString());
    QVERIFY(windowdriver::solveNow(*m_window));
    GameSession &session = m_window->session();
    QVERIFY(session.hasSolution());
    QCOMPARE(session.solution().size(), 1);
    action("actionLast")->trigger();
    QCOMPARE(pegs().pegCount(), 2);
}

void TestMainWindow::classArgumentAnswersAtOnceWithTheClosestLine()
{
    // The European board from its centre: the class argument rules out every
    // hole, so the answer names it and comes with a line to two pegs (the
    // closest possible) to step through.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("european.peg"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("square\n- - o o o - -\n- o o o o o -\no o o o o o o\no o o . o o o\n"
               "o o o o o o o\n- o o o o o -\n- - o o o - -\n");
    file.close();
    QCOMPARE(m_window->loadFile(path), QString());
    QVERIFY(windowdriver::solveNow(*m_window));
    // The reason is written in full in the panel, not cut in the status bar.
    const QString caption = m_window->solutionDock()->caption();
    QVERIFY2(caption.contains(QStringLiteral("position class")) && caption.contains(QStringLiteral("comes closest")),
             qPrintable(caption));
    QVERIFY(m_window->solutionDock()->isVisible());
    QCOMPARE(m_window->solutionDock()->stepCount(), 34);
    action("actionLast")->trigger();
    QCOMPARE(pegs().pegCount(), 2);
    QVERIFY(pegs().legalMoves().empty());

    const QString screenshots = qEnvironmentVariable("PUZZLEBOX_SCREENSHOT_DIR");
    if (!screenshots.isEmpty()) {
        QCoreApplication::processEvents(); // let the pending layout requests settle
        QVERIFY(m_window->grab().save(screenshots + QStringLiteral("/european-closest.png")));
    }
}

void TestMainWindow::malformedFileLeavesTheGameAlone_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("position"); // LINE:COL
    QTest::newRow("unknown character") << QByteArray("triangle\n1\n1 x\n") << QStringLiteral("3:3");
    QTest::newRow("unknown lattice") << QByteArray("# a comment\nhexagon\n1\n") << QStringLiteral("2:1");
    QTest::newRow("binary") << QByteArray("triangle\n\x01\x02\xff\n", 13) << QStringLiteral("2:1");
}

void TestMainWindow::malformedFileLeavesTheGameAlone()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, position);
    click(11);
    click(4);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad.peg"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(content);
    file.close();
    const QString error = m_window->loadFile(path);
    QVERIFY2(error.startsWith(path + QLatin1Char(':') + position + QStringLiteral(": ")), qPrintable(error));
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("11-4")});
    QCOMPARE(int(m_window->session().record().turns().size()), 1);
}

void TestMainWindow::openingAFileStartsItsGame()
{
    const QString path = qEnvironmentVariable("PUZZLEBOX_SOURCE_DIR") + QStringLiteral("/resources/boards/triangle15.peg");
    click(11);
    click(4);
    QCOMPARE(m_window->loadFile(path), QString());
    QVERIFY(pegs().equals(PegPuzzle::classicTriangle()));
    QCOMPARE(m_window->session().moveCount(), 0);
    QCOMPARE(int(m_window->session().record().turns().size()), 0);
    // The game it replaced is one Undo away.
    QCOMPARE(m_window->undoAction()->text(), QStringLiteral("&Undo Open triangle15.peg"));
    windowdriver::pressKeys(*m_window, QKeySequence(Qt::CTRL | Qt::Key_Z));
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("11-4")});
    QVERIFY(pegs().hasPeg(4));
}

void TestMainWindow::newGameAndRestart()
{
    click(11);
    click(4);
    click(9);
    click(7);
    windowdriver::pressKeys(*m_window, QKeySequence(Qt::CTRL | Qt::Key_Z)); // 9-7 waits in Redo
    windowdriver::pressKeys(*m_window, QKeySequence(Qt::Key_F5));
    QVERIFY(pegs().equals(PegPuzzle::classicTriangle()));
    QVERIFY(!action("actionRestart")->isEnabled());
    QCOMPARE(m_window->undoAction()->text(), QStringLiteral("&Undo Restart"));
    // Restart is a step of its own: Undo gives the game back, Redo list and all.
    windowdriver::pressKeys(*m_window, QKeySequence(Qt::CTRL | Qt::Key_Z));
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("11-4")});
    QVERIFY(pegs().hasPeg(4));
    windowdriver::pressKeys(*m_window, QKeySequence(Qt::CTRL | Qt::Key_Y));
    QCOMPARE(m_window->session().moves(), (QStringList{QStringLiteral("11-4"), QStringLiteral("9-7")}));
    auto *scene = qobject_cast<PegScene *>(m_window->scene());
    for (int hole = 0; hole < 15; ++hole)
        QCOMPARE(scene->pegShown(hole), pegs().hasPeg(hole));

    windowdriver::pressKeys(*m_window, QKeySequence(Qt::Key_F5));
    click(11);
    click(4);
    QAction *newTriangle = action("actionNew_pegs");
    QCOMPARE(newTriangle->shortcut(), QKeySequence(QKeySequence::New));
    // The dialog offers the original exercise's game first.
    QTimer::singleShot(0, this, [] {
        auto *dialog = qobject_cast<PegNewGameDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        dialog->accept();
    });
    newTriangle->trigger();
    QVERIFY(pegs().equals(PegPuzzle::classicTriangle()));
    QCOMPARE(m_window->session().moveCount(), 0);
    QVERIFY(!action("actionRestart")->isEnabled());
    // Undo New Game, then the restart before it: the first game, whole.
    windowdriver::pressKeys(*m_window, QKeySequence(Qt::CTRL | Qt::Key_Z));
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("11-4")});
    windowdriver::pressKeys(*m_window, QKeySequence(Qt::CTRL | Qt::Key_Z));
    windowdriver::pressKeys(*m_window, QKeySequence(Qt::CTRL | Qt::Key_Z));
    QCOMPARE(m_window->session().moves(), (QStringList{QStringLiteral("11-4"), QStringLiteral("9-7")}));
}

void TestMainWindow::screenshot()
{
    // Not a check: a picture of the window for people to look at.
    const QString dir = qEnvironmentVariable("PUZZLEBOX_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("set PUZZLEBOX_SCREENSHOT_DIR to save a picture of the window");
    m_window->setAnimationMillis(0);
    QVERIFY(windowdriver::solveNow(*m_window));
    action("actionForward")->trigger();
    action("actionForward")->trigger();
    action("actionForward")->trigger();
    click(pegs().hasPeg(12) ? 12 : 13);
    QCoreApplication::processEvents(); // let the pending layout requests settle
    QVERIFY(m_window->grab().save(dir + QStringLiteral("/mainwindow.png")));
}

PUZZLEBOX_TEST_MAIN(TestMainWindow)
} // namespace tst_mainwindow
#include "tst_mainwindow.moc"
