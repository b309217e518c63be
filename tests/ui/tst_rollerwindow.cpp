// Roller-Board in the main window, driven as a person would: the arrows and
// drags on the board's viewport, undo and redo, the optimal solver and hint,
// board files and Game ▸ New.

#include "core/roller/rollerpuzzle.h"
#include "service/boardfiles.h"
#include "ui/board/boardview.h"
#include "ui/mainwindow.h"
#include "ui/roller/rollernewgamedialog.h"
#include "ui/roller/rollerscene.h"
#include "ui/solving/solutiondock.h"
#include "windowdriver.h"
#include "../testsetup.h"
#include "windowsetup.h"
#include "testmain.h"

#include <QAction>
#include <QListWidget>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

namespace tst_rollerwindow {

using pb::roller::Direction;
using pb::roller::Roll;
using pb::roller::RollerPuzzle;

class TestRollerWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void clickingArrowsRolls();
    void draggingRolls();
    void undoAndRedo();
    void solveIsOptimalAndStepsToSolved();
    void hintPlaysAnOptimalRoll();
    void openAndSaveRbd();
    void malformedFileIsRefused();
    void newGameDialog();
    void screenshot();

private:
    RollerScene *scene() const { return qobject_cast<RollerScene *>(m_window->scene()); }
    const RollerPuzzle &position() const
    {
        return dynamic_cast<const RollerPuzzle &>(m_window->session().position());
    }
    QPoint viewPoint(const QPointF &scenePos) const
    {
        return m_window->boardView()->mapFromScene(scenePos);
    }
    QAction *action(const char *name) const;
    void clickButton(const Roll &roll);

    std::unique_ptr<MainWindow> m_window;
};

void TestRollerWindow::initTestCase()
{
    testsetup::useTestFolders();
}

void TestRollerWindow::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->newGame(std::make_unique<RollerPuzzle>(RollerPuzzle::classicExample()));
    QVERIFY(windowsetup::show(*m_window, {900, 640}));
    QVERIFY(scene());
}

void TestRollerWindow::cleanup()
{
    m_window.reset();
}

QAction *TestRollerWindow::action(const char *name) const
{
    return windowdriver::action(*m_window, name);
}

void TestRollerWindow::clickButton(const Roll &roll)
{
    QTest::mouseClick(m_window->boardView()->viewport(), Qt::LeftButton, {},
                      viewPoint(scene()->buttonCenter(roll)));
}

void TestRollerWindow::clickingArrowsRolls()
{
    // The original exercise's board, 0000 / 1100 / 1000 / 0100 / 0000.
    clickButton(Roll{Direction::Up, 0});
    QCOMPARE(position().render(), std::string("1000\n1100\n0000\n0100\n0000\n"));
    QCOMPARE(m_window->session().moveCount(), 1);
    clickButton(Roll{Direction::Right, 1});
    QCOMPARE(position().render(), std::string("1000\n0110\n0000\n0100\n0000\n"));
    clickButton(Roll{Direction::Up, 1});
    QCOMPARE(position().render(), std::string("1100\n0010\n0100\n0000\n0000\n"));
    QVERIFY(!position().isSolved());
    QCOMPARE(m_window->session().moveCount(), 3);
    QVERIFY(scene()->cellShown(0, 1));
    QVERIFY(!scene()->cellShown(1, 1));
}

void TestRollerWindow::draggingRolls()
{
    m_window->setAnimationMillis(120);
    QWidget *viewport = m_window->boardView()->viewport();
    // Drag the tile at row 1, column 1 one cell right: row 1 rolls right.
    const QPointF from = scene()->cellCenter(1, 1);
    QTest::mousePress(viewport, Qt::LeftButton, {}, viewPoint(from));
    for (int step = 1; step <= 10; ++step)
        QTest::mouseMove(viewport, viewPoint(from + QPointF(step * 9.5, 3)));
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, viewPoint(from + QPointF(95, 3)));
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("R1R")});
    QCOMPARE(position().render(), std::string("0000\n0110\n1000\n0100\n0000\n"));
    // The tiles slide on from where the hand let go, then settle.
    QTRY_VERIFY(!scene()->isAnimating());
    QVERIFY(!scene()->slidingLine());
    QVERIFY(scene()->cellShown(1, 2));

    // Column 0 dragged two cells down: two rolls, each an undoable move.
    const QPointF top = scene()->cellCenter(0, 0);
    QTest::mousePress(viewport, Qt::LeftButton, {}, viewPoint(top));
    for (int step = 1; step <= 10; ++step)
        QTest::mouseMove(viewport, viewPoint(top + QPointF(-4, step * 20)));
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, viewPoint(top + QPointF(-4, 200)));
    QCOMPARE(m_window->session().moves(),
             (QStringList{QStringLiteral("R1R"), QStringLiteral("C0D"), QStringLiteral("C0D")}));
    QCOMPARE(position().render(), std::string("0000\n0110\n0000\n0100\n1000\n"));
    QTRY_VERIFY(!scene()->isAnimating());
    QCOMPARE(int(m_window->session().record().turns().size()), 3);
}

void TestRollerWindow::undoAndRedo()
{
    clickButton(Roll{Direction::Left, 2});
    clickButton(Roll{Direction::Down, 3});
    const std::string afterTwo = position().render();
    m_window->session().undo();
    m_window->session().undo();
    QVERIFY(position().equals(RollerPuzzle::classicExample()));
    QCOMPARE(m_window->session().moveCount(), 0);
    m_window->session().redo();
    m_window->session().redo();
    QCOMPARE(position().render(), afterTwo);
    for (int row = 0; row < 5; ++row) {
        for (int col = 0; col < 4; ++col)
            QCOMPARE(scene()->cellShown(row, col), position().cell(row, col));
    }
}

void TestRollerWindow::solveIsOptimalAndStepsToSolved()
{
    QVERIFY(windowdriver::solveNow(*m_window));
    GameSession &session = m_window->session();
    QVERIFY(session.hasSolution());
    QCOMPARE(session.solution().size(), 7);
    QCOMPARE(m_window->solutionDock()->moveList()->count(), 8);
    action("actionLast")->trigger();
    QVERIFY(position().isSolved());
    QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("Solved")));
    QCOMPARE(int(m_window->session().record().turns().size()), 7);
    action("actionFirst")->trigger();
    QVERIFY(position().equals(RollerPuzzle::classicExample()));
}

void TestRollerWindow::hintPlaysAnOptimalRoll()
{
    QSignalSpy finished(&m_window->solver(), &SolverService::finished);
    action("actionHint")->trigger();
    QVERIFY(finished.count() == 1 || finished.wait(10000));
    // Shown first, played when asked again.
    QCOMPARE(m_window->session().moveCount(), 0);
    QVERIFY(m_window->statusBar()->currentMessage().startsWith(QStringLiteral("Hint: roll ")));
    action("actionHint")->trigger();
    QCOMPARE(m_window->session().moveCount(), 1);
    // One roll closer: the rest takes six.
    pb::Progress progress;
    const pb::SolveResult rest = position().solve({}, std::stop_token(), progress);
    QCOMPARE(rest.moves.size(), std::size_t(6));
}

void TestRollerWindow::openAndSaveRbd()
{
    const QString path = qEnvironmentVariable("PUZZLEBOX_SOURCE_DIR") + QStringLiteral("/tests/data/roller/6x6m4.rbd");
    QCOMPARE(m_window->loadFile(path), QString());
    QCOMPARE(position().height(), 6);
    QCOMPARE(scene()->rows(), 6);
    QCOMPARE(scene()->columns(), 6);
    clickButton(Roll{Direction::Right, 5});
    QTemporaryDir dir;
    const QString saved = dir.filePath(QStringLiteral("saved.rbd"));
    QCOMPARE(BoardFiles::save(m_window->session().position(), saved), QString());
    QFile file(saved);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), QByteArray("6 6\n101010\n000000\n000000\n000000\n010000\n100010\n"));
}

void TestRollerWindow::malformedFileIsRefused()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad.rbd"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("3 3\n000\n01\n011\n");
    file.close();
    QCOMPARE(m_window->loadFile(path),
             path + QStringLiteral(":3:3: Row R1 has 2 cells; the first line says the board is 3 wide"));
    QVERIFY(position().equals(RollerPuzzle::classicExample()));
}

void TestRollerWindow::newGameDialog()
{
    RollerNewGameDialog dialog(testsetup::appSettings());
    dialog.heightBox()->setValue(9);
    QCOMPARE(dialog.heightBox()->value(), 6);
    dialog.heightBox()->setValue(1);
    QCOMPARE(dialog.heightBox()->value(), 2);
    dialog.heightBox()->setValue(3);
    dialog.widthBox()->setValue(5);
    dialog.scrambleButton()->setChecked(true);
    dialog.depthBox()->setValue(4);
    std::mt19937 random(1);
    auto game = dialog.createGame(random);
    const auto &scrambled = dynamic_cast<const RollerPuzzle &>(*game);
    QCOMPARE(scrambled.height(), 3);
    QCOMPARE(scrambled.width(), 5);
    QVERIFY(!scrambled.isSolved());
    pb::Progress progress;
    QVERIFY(scrambled.solve({}, std::stop_token(), progress).moves.size() <= 4);

    dialog.randomButton()->setChecked(true);
    QVERIFY(!dialog.depthBox()->isEnabled());
    game = dialog.createGame(random);
    QCOMPARE(dynamic_cast<const RollerPuzzle &>(*game).width(), 5);

    // Through the menu: the dialog opens, OK starts the game it describes.
    dialog.saveSettings();
    QTimer::singleShot(0, this, [] {
        auto *open = qobject_cast<RollerNewGameDialog *>(QApplication::activeModalWidget());
        QVERIFY(open);
        QCOMPARE(open->widthBox()->value(), 5);
        open->accept();
    });
    action("actionNew_rollerboard")->trigger();
    QCOMPARE(position().height(), 3);
    QCOMPARE(position().width(), 5);
    QCOMPARE(scene()->columns(), 5);
}

void TestRollerWindow::screenshot()
{
    // Not a check: a picture of the window for people to look at.
    const QString dir = qEnvironmentVariable("PUZZLEBOX_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("set PUZZLEBOX_SCREENSHOT_DIR to save a picture of the window");
    QCOMPARE(m_window->loadFile(qEnvironmentVariable("PUZZLEBOX_SOURCE_DIR") + QStringLiteral("/tests/data/roller/5x5ex.rbd")), QString());
    QVERIFY(windowdriver::solveNow(*m_window));
    action("actionForward")->trigger();
    action("actionForward")->trigger();
    QCoreApplication::processEvents();
    QVERIFY(m_window->grab().save(dir + QStringLiteral("/rollerwindow.png")));
}

PUZZLEBOX_TEST_MAIN(TestRollerWindow)
} // namespace tst_rollerwindow
#include "tst_rollerwindow.moc"
