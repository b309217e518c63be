// The Board Designer of Roller-Board and Fifteen, driven through the window:
// the panel stands beside the board while editing, its size fields stay
// within what the board files allow, Clear, Solved Position and Shuffle make
// their boards, the verdict says whether Done would play the board and why
// not, and Done plays a board of the size chosen.

#include "core/fifteen/fifteenpuzzle.h"
#include "core/roller/rollerpuzzle.h"
#include "ui/board/boardview.h"
#include "ui/fifteen/fifteendesignpanel.h"
#include "ui/fifteen/fifteenscene.h"
#include "ui/mainwindow.h"
#include "ui/roller/rollerdesignpanel.h"
#include "ui/roller/rollerscene.h"
#include "windowdriver.h"
#include "../testsetup.h"
#include "windowsetup.h"
#include "testmain.h"

#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>

namespace tst_designpanels {

using pb::fifteen::FifteenBoard;
using pb::fifteen::FifteenPuzzle;
using pb::roller::RollerBits;
using pb::roller::RollerPuzzle;

class TestDesignPanels : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void rollerPanelStandsBesideTheBoardWhileEditing();
    void rollerVerdictFollowsTheClicks();
    void rollerClearAndSolvedPosition();
    void rollerResizeKeepsTheTilesThatFit();
    void rollerSidesStayWithinTheBoardFiles();
    void fifteenPanelStandsBesideTheBoardWhileEditing();
    void fifteenVerdictSaysWhyNot();
    void fifteenResizeStartsSolvedAndDonePlaysIt();
    void fifteenShuffleMakesASolvableBoard();
    void fifteenEditsByKeys();

private:
    QAction *action(const char *name) const { return windowdriver::action(*m_window, name); }
    RollerScene *roller() const { return qobject_cast<RollerScene *>(m_window->scene()); }
    FifteenScene *fifteen() const { return qobject_cast<FifteenScene *>(m_window->scene()); }
    RollerDesignPanel *rollerPanel() const { return m_window->findChild<RollerDesignPanel *>(); }
    FifteenDesignPanel *fifteenPanel() const { return m_window->findChild<FifteenDesignPanel *>(); }
    void startEditing()
    {
        action("actionEditBoard")->trigger();
        QVERIFY(action("actionEditBoard")->isChecked());
    }
    void clickScene(const QPointF &scenePos)
    {
        BoardView *view = m_window->boardView();
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(scenePos));
    }
    void clickButton(QPushButton *button)
    {
        QVERIFY(button->isVisible());
        QTest::mouseClick(button, Qt::LeftButton);
    }
    // Types `value` into the spin box and presses Return, as a person would.
    void type(QSpinBox *box, const QString &value)
    {
        box->setFocus();
        box->selectAll();
        QTest::keyClicks(box, value);
        QTest::keyClick(box, Qt::Key_Return);
    }

    std::unique_ptr<MainWindow> m_window;
};

void TestDesignPanels::initTestCase()
{
    testsetup::useTestFolders();
}

void TestDesignPanels::init()
{
    QSettings().clear();
    m_window = std::make_unique<MainWindow>();
    QVERIFY(windowsetup::show(*m_window, {1000, 700}));
}

void TestDesignPanels::cleanup()
{
    m_window.reset();
}

void TestDesignPanels::rollerPanelStandsBesideTheBoardWhileEditing()
{
    m_window->newGame(std::make_unique<RollerPuzzle>(RollerPuzzle::classicExample()));
    QVERIFY(!rollerPanel());
    startEditing();
    QVERIFY(rollerPanel());
    QVERIFY(rollerPanel()->isVisible());
    auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("editToolsDock"));
    QVERIFY(dock);
    QCOMPARE(dock->windowTitle(), QStringLiteral("Board Designer"));
    QCOMPARE(rollerPanel()->rowsBox()->value(), 5);
    QCOMPARE(rollerPanel()->colsBox()->value(), 4);
    QCOMPARE(rollerPanel()->verdictLabel()->text(), QStringLiteral("Playable: Done starts this board."));
    // Cancel takes the panel away.
    windowdriver::pressKeys(*m_window, QKeySequence(Qt::Key_Escape));
    QVERIFY(!roller()->isEditing());
    QVERIFY(!rollerPanel());
    QVERIFY(!m_window->findChild<QDockWidget *>(QStringLiteral("editToolsDock")));
}

void TestDesignPanels::rollerVerdictFollowsTheClicks()
{
    m_window->newGame(std::make_unique<RollerPuzzle>(RollerPuzzle::classicExample()));
    startEditing();
    QLabel *verdict = rollerPanel()->verdictLabel();
    clickScene(roller()->cellCenter(0, 0)); // a fifth one on a board four wide
    QVERIFY2(verdict->text().startsWith(QStringLiteral("Not playable yet. The board has 5 one")), qPrintable(verdict->text()));
    QVERIFY2(verdict->text().endsWith(QStringLiteral("it needs 4, one for each cell of the top row.")),
             qPrintable(verdict->text()));
    clickScene(roller()->cellCenter(1, 0));
    QCOMPARE(verdict->text(), QStringLiteral("Playable: Done starts this board."));
}

void TestDesignPanels::rollerClearAndSolvedPosition()
{
    m_window->newGame(std::make_unique<RollerPuzzle>(RollerPuzzle::classicExample()));
    startEditing();
    clickButton(rollerPanel()->clearButton());
    for (int row = 0; row < 5; ++row) {
        for (int col = 0; col < 4; ++col)
            QVERIFY(!roller()->cellShown(row, col));
    }
    QVERIFY2(rollerPanel()->verdictLabel()->text().startsWith(QStringLiteral("Not playable yet. The board has 0 one")),
             qPrintable(rollerPanel()->verdictLabel()->text()));
    clickButton(rollerPanel()->solvedButton());
    for (int col = 0; col < 4; ++col)
        QVERIFY(roller()->cellShown(0, col));
    QVERIFY(rollerPanel()->verdictLabel()->text().contains(QStringLiteral("solved already")));
    // One one rolled off the top row by hand: a puzzle to play.
    clickScene(roller()->cellCenter(0, 2));
    clickScene(roller()->cellCenter(3, 2));
    QCOMPARE(rollerPanel()->verdictLabel()->text(), QStringLiteral("Playable: Done starts this board."));
    action("actionEditBoard")->trigger(); // Done
    QVERIFY(!roller()->isEditing());
    const auto &now = dynamic_cast<const RollerPuzzle &>(m_window->session().position());
    QCOMPARE(now.cells(), RollerBits(0b1011) | (RollerBits(1) << (3 * 4 + 2)));
}

void TestDesignPanels::rollerResizeKeepsTheTilesThatFit()
{
    // 0000 / 1100 / 1000 / 0100 / 0000
    m_window->newGame(std::make_unique<RollerPuzzle>(RollerPuzzle::classicExample()));
    startEditing();
    QTest::keyClick(rollerPanel()->colsBox(), Qt::Key_Up);
    QCOMPARE(roller()->columns(), 5);
    QCOMPARE(roller()->rows(), 5);
    QVERIFY(roller()->cellShown(1, 0));
    QVERIFY(roller()->cellShown(1, 1));
    QVERIFY(roller()->cellShown(2, 0));
    QVERIFY(roller()->cellShown(3, 1));
    for (int row = 0; row < 5; ++row)
        QVERIFY(!roller()->cellShown(row, 4));
    // Five wide, it needs a fifth one.
    QVERIFY(rollerPanel()->verdictLabel()->text().contains(QStringLiteral("it needs 5")));
    action("actionEditBoard")->trigger(); // Done, refused
    QVERIFY(roller()->isEditing());
    clickScene(roller()->cellCenter(4, 4));
    action("actionEditBoard")->trigger(); // Done
    QVERIFY(!roller()->isEditing());
    const auto &now = dynamic_cast<const RollerPuzzle &>(m_window->session().position());
    QCOMPARE(now.height(), 5);
    QCOMPARE(now.width(), 5);
    QVERIFY(now.cell(3, 1) && now.cell(4, 4));
    // The game's buttons come back for the new width.
    clickScene(roller()->buttonCenter(pb::roller::Roll{pb::roller::Direction::Down, 4}));
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("C4D")});
}

void TestDesignPanels::rollerSidesStayWithinTheBoardFiles()
{
    m_window->newGame(std::make_unique<RollerPuzzle>(RollerPuzzle::classicExample()));
    startEditing();
    QSpinBox *rows = rollerPanel()->rowsBox();
    QCOMPARE(rows->minimum(), 1);
    QCOMPARE(rows->maximum(), pb::roller::kMaxSide);
    QCOMPARE(rollerPanel()->colsBox()->maximum(), pb::roller::kMaxSide);
    type(rows, QStringLiteral("9"));
    QCOMPARE(roller()->rows(), pb::roller::kMaxSide);
    type(rows, QStringLiteral("1"));
    QCOMPARE(roller()->rows(), 1);
    // One row of four: only the four ones on it make a board, already solved.
    clickButton(rollerPanel()->solvedButton());
    QVERIFY(rollerPanel()->verdictLabel()->text().contains(QStringLiteral("solved already")));
}

void TestDesignPanels::fifteenPanelStandsBesideTheBoardWhileEditing()
{
    m_window->newGame(std::make_unique<FifteenPuzzle>(FifteenBoard::goal(3)));
    startEditing();
    QVERIFY(fifteenPanel());
    QVERIFY(fifteenPanel()->isVisible());
    QCOMPARE(fifteenPanel()->sideBox()->value(), 3);
    QCOMPARE(fifteenPanel()->sideBox()->minimum(), 3);
    QCOMPARE(fifteenPanel()->sideBox()->maximum(), 9);
    QVERIFY(fifteenPanel()->verdictLabel()->text().contains(QStringLiteral("solved already")));
    action("actionEditBoard")->trigger(); // Done
    QVERIFY(!fifteen()->isEditing());
    QVERIFY(!fifteenPanel());
}

void TestDesignPanels::fifteenVerdictSaysWhyNot()
{
    m_window->newGame(std::make_unique<FifteenPuzzle>(FifteenBoard::goal(3)));
    startEditing();
    clickScene(fifteen()->cellCenter(0));
    clickScene(fifteen()->cellCenter(1)); // 2 1 3 / 4 5 6 / 7 8 _
    QLabel *verdict = fifteenPanel()->verdictLabel();
    QVERIFY2(verdict->text().startsWith(QStringLiteral("This position cannot be solved")), qPrintable(verdict->text()));
    QVERIFY(verdict->text().contains(QStringLiteral("Swapping any two tiles would make it solvable")));
    clickScene(fifteen()->cellCenter(2));
    clickScene(fifteen()->cellCenter(5)); // 2 1 6 / 4 5 3 / 7 8 _
    QCOMPARE(verdict->text(), QStringLiteral("Solvable: Done starts this board."));
    // Solved Position puts every tile home.
    clickButton(fifteenPanel()->solvedButton());
    for (int cell = 0; cell < 9; ++cell)
        QCOMPARE(fifteen()->tileShownAt(cell), FifteenBoard::goal(3).tileAt(cell));
    QVERIFY(verdict->text().contains(QStringLiteral("solved already")));
}

void TestDesignPanels::fifteenResizeStartsSolvedAndDonePlaysIt()
{
    m_window->newGame(std::make_unique<FifteenPuzzle>(FifteenBoard::goal(3)));
    startEditing();
    type(fifteenPanel()->sideBox(), QStringLiteral("5"));
    QCOMPARE(fifteen()->dim(), 5);
    for (int cell = 0; cell < 25; ++cell)
        QCOMPARE(fifteen()->tileShownAt(cell), FifteenBoard::goal(5).tileAt(cell));
    // The tiles of the bigger board swap as the smaller's did.
    clickScene(fifteen()->cellCenter(23));
    clickScene(fifteen()->cellCenter(24));
    QCOMPARE(fifteen()->tileShownAt(24), 24);
    action("actionEditBoard")->trigger(); // Done
    QVERIFY(!fifteen()->isEditing());
    const auto &now = dynamic_cast<const FifteenPuzzle &>(m_window->session().position());
    QCOMPARE(now.board().dim(), 5);
    QCOMPARE(now.board().blank(), 23);
    // It plays: the tile right of the blank slides back home.
    clickScene(fifteen()->cellCenter(24));
    QVERIFY(m_window->session().position().isSolved());
}

void TestDesignPanels::fifteenShuffleMakesASolvableBoard()
{
    m_window->newGame(std::make_unique<FifteenPuzzle>(FifteenBoard::goal(4)));
    startEditing();
    clickButton(fifteenPanel()->shuffleButton());
    const auto edited = m_window->scene()->editedPosition(nullptr);
    QVERIFY(edited);
    QVERIFY(!edited->isSolved());
    QCOMPARE(fifteenPanel()->verdictLabel()->text(), QStringLiteral("Solvable: Done starts this board."));
    QCOMPARE(fifteen()->dim(), 4);
}

// The keyboard edits as clicks do: the arrows move a cursor over every cell,
// Space picks the cell under it and Space on another swaps the two, each swap
// a step of Undo; the words that follow name the keys.
void TestDesignPanels::fifteenEditsByKeys()
{
    m_window->newGame(std::make_unique<FifteenPuzzle>(FifteenBoard::goal(3)));
    startEditing();
    BoardView *view = m_window->boardView();
    view->setFocus();
    QCOMPARE(fifteen()->editCursor(), -1);
    QTest::keyClick(view, Qt::Key_Right); // the first key shows the cursor where it starts
    QCOMPARE(fifteen()->editCursor(), 0);
    QTest::keyClick(view, Qt::Key_Space);
    QCOMPARE(fifteen()->pickedCell(), 0);
    QCOMPARE(m_window->statusBar()->currentMessage(),
             QStringLiteral("Tile 1 is picked: move the cursor to another tile, or the blank, and press Space to swap the two."));
    for (const Qt::Key key : {Qt::Key_Down, Qt::Key_Down, Qt::Key_Down, Qt::Key_Right, Qt::Key_Right, Qt::Key_Right})
        QTest::keyClick(view, key);
    QCOMPARE(fifteen()->editCursor(), 8); // held at the board's edges
    QTest::keyClick(view, Qt::Key_Space);
    QCOMPARE(fifteen()->pickedCell(), -1);
    QCOMPARE(fifteen()->tileShownAt(0), 0);
    QCOMPARE(fifteen()->tileShownAt(8), 1);
    // The blank, now in the corner the cursor left, picked by keys asks for a
    // tile in the same words.
    for (const Qt::Key key : {Qt::Key_Up, Qt::Key_Up, Qt::Key_Left, Qt::Key_Left})
        QTest::keyClick(view, key);
    QCOMPARE(fifteen()->editCursor(), 0);
    QTest::keyClick(view, Qt::Key_Space);
    QCOMPARE(m_window->statusBar()->currentMessage(),
             QStringLiteral("The blank is picked: move the cursor to a tile and press Space to swap it with the blank."));
    QTest::keyClick(view, Qt::Key_Space); // the same cell again lets go
    QCOMPARE(fifteen()->pickedCell(), -1);
    QCOMPARE(fifteen()->editCursor(), 0);
    // A click after keys still speaks of clicks.
    clickScene(fifteen()->cellCenter(4));
    QCOMPARE(m_window->statusBar()->currentMessage(),
             QStringLiteral("Tile 5 is picked: click another tile, or the blank, to swap the two."));
    clickScene(fifteen()->cellCenter(4));
    // The swap made by keys is a step of the designer's Undo.
    action("actionUndo")->trigger();
    QCOMPARE(fifteen()->tileShownAt(0), 1);
    QCOMPARE(fifteen()->tileShownAt(8), 0);
}

PUZZLEBOX_TEST_MAIN(TestDesignPanels)
} // namespace tst_designpanels
#include "tst_designpanels.moc"

