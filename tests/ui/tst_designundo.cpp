// Edit ▸ Undo and Redo while a board is edited: Ctrl+Z and Ctrl+Shift+Z on
// the window walk the edits of the board being designed (clicks on the board
// and the Board Designer's changes) in every family that edits, the menu
// naming the edit; Done is one game Undo from the game before and drops the
// edits, and Cancel leaves the game's history as it was.

#include "core/fifteen/fifteenpuzzle.h"
#include "core/pegs/pegpuzzle.h"
#include "core/roller/rollerpuzzle.h"
#include "ui/board/boardview.h"
#include "ui/fifteen/fifteendesignpanel.h"
#include "ui/fifteen/fifteenscene.h"
#include "ui/mainwindow.h"
#include "ui/pegs/pegdesignpanel.h"
#include "ui/pegs/pegscene.h"
#include "ui/roller/rollerdesignpanel.h"
#include "ui/roller/rollerscene.h"
#include "windowdriver.h"
#include "../testsetup.h"
#include "windowsetup.h"
#include "testmain.h"

#include <QComboBox>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>

namespace tst_designundo {

using pb::fifteen::FifteenBoard;
using pb::fifteen::FifteenPuzzle;
using pb::pegs::PegPuzzle;
using pb::roller::RollerPuzzle;

class TestDesignUndo : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void pegClicksAreUndoneAndRedoneByKeys();
    void pegPanelChangesAreUndone();
    void doneIsOneGameUndoAndDropsTheEdits();
    void cancelLeavesTheGameHistoryAsItWas();
    void everyEditUndoneLeavesWithoutAsking();
    void rollerClicksAreUndoneAndRedone();
    void rollerPanelChangesAreUndone();
    void fifteenSwapsAreUndoneAndRedone();
    void fifteenResizeIsUndone();
    void undoKeysInADesignerFieldUndoTheBoard();

private:
    QAction *action(const char *name) const { return windowdriver::action(*m_window, name); }
    PegScene *pegs() const { return qobject_cast<PegScene *>(m_window->scene()); }
    RollerScene *roller() const { return qobject_cast<RollerScene *>(m_window->scene()); }
    FifteenScene *fifteen() const { return qobject_cast<FifteenScene *>(m_window->scene()); }
    QString undoText() const { return action("actionUndo")->text(); }
    QString redoText() const { return action("actionRedo")->text(); }
    void undoByKeys() { windowdriver::pressKeys(*m_window, QKeySequence(Qt::CTRL | Qt::Key_Z)); }
    void redoByKeys() { windowdriver::pressKeys(*m_window, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)); }
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
    // A peg game with one move played, 11-4, so the game has a history of its own.
    void playTriangleMove();
    // Esc, answering Discard should the window ask; returns whether it asked.
    bool cancelDiscarding();

    std::unique_ptr<MainWindow> m_window;
};

void TestDesignUndo::initTestCase()
{
    testsetup::useTestFolders();
}

void TestDesignUndo::init()
{
    QSettings().clear();
    m_window = std::make_unique<MainWindow>();
    QVERIFY(windowsetup::show(*m_window, {1000, 700}));
}

void TestDesignUndo::cleanup()
{
    m_window.reset();
}

void TestDesignUndo::playTriangleMove()
{
    m_window->newGame(std::make_unique<PegPuzzle>(PegPuzzle::classicTriangle()));
    windowdriver::clickHole(*m_window, 11);
    windowdriver::clickHole(*m_window, 4);
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("11-4")});
}

bool TestDesignUndo::cancelDiscarding()
{
    bool asked = false;
    QTimer::singleShot(0, this, [&asked] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            asked = true;
            QTest::mouseClick(box->button(QMessageBox::Discard), Qt::LeftButton);
        }
    });
    windowdriver::pressKeys(*m_window, QKeySequence(Qt::Key_Escape));
    return asked;
}

void TestDesignUndo::pegClicksAreUndoneAndRedoneByKeys()
{
    playTriangleMove();
    const std::unique_ptr<pb::Puzzle> played = m_window->session().position().clone();
    startEditing();
    // Nothing edited yet: the game's Undo waits for Done, so Ctrl+Z changes nothing.
    QVERIFY(!action("actionUndo")->isEnabled());
    QCOMPARE(undoText(), QStringLiteral("&Undo"));
    undoByKeys();
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("11-4")});
    QVERIFY(pegs()->isEditing());

    windowdriver::clickHole(*m_window, 0);
    QVERIFY(!pegs()->pegShown(0));
    QVERIFY(action("actionUndo")->isEnabled());
    QCOMPARE(undoText(), QStringLiteral("&Undo Remove Peg"));
    QVERIFY(!action("actionRedo")->isEnabled());

    undoByKeys();
    QVERIFY(pegs()->pegShown(0));
    QVERIFY(pegs()->design()->board()->equals(*played));
    QVERIFY(!action("actionUndo")->isEnabled());
    QCOMPARE(redoText(), QStringLiteral("&Redo Remove Peg"));
    // The game is as it was: Undo took back the edit, not the move.
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("11-4")});
    QVERIFY(m_window->session().position().equals(*played));

    redoByKeys();
    QVERIFY(!pegs()->pegShown(0));
    QCOMPARE(undoText(), QStringLiteral("&Undo Remove Peg"));
    // A hole removed with the Holes tool is a step of its own.
    QTest::mouseClick(m_window->findChild<PegDesignPanel *>()->holesTool(), Qt::LeftButton);
    windowdriver::clickHole(*m_window, 14);
    QCOMPARE(pegs()->holeCount(), 14);
    QCOMPARE(undoText(), QStringLiteral("&Undo Remove Hole"));
    undoByKeys();
    QCOMPARE(pegs()->holeCount(), 15);
    QCOMPARE(undoText(), QStringLiteral("&Undo Remove Peg"));
    QVERIFY(pegs()->isEditing());
}

void TestDesignUndo::pegPanelChangesAreUndone()
{
    m_window->newGame(std::make_unique<PegPuzzle>(PegPuzzle::classicTriangle()));
    startEditing();
    auto *panel = m_window->findChild<PegDesignPanel *>();
    QVERIFY(panel);
    QTest::keyClick(panel->sideBox(), Qt::Key_Up);
    QCOMPARE(pegs()->holeCount(), 21);
    QCOMPARE(undoText(), QStringLiteral("&Undo Resize"));
    QTest::keyClick(panel->latticeBox(), Qt::Key_Up);
    QCOMPARE(panel->latticeBox()->currentText(), QStringLiteral("Square"));
    QCOMPARE(undoText(), QStringLiteral("&Undo Change Lattice"));

    undoByKeys();
    QCOMPARE(panel->latticeBox()->currentText(), QStringLiteral("Triangle"));
    QVERIFY(panel->sideBox()->isVisible());
    QCOMPARE(panel->sideBox()->value(), 6);
    QCOMPARE(pegs()->holeCount(), 21);
    undoByKeys();
    QCOMPARE(panel->sideBox()->value(), 5);
    QCOMPARE(pegs()->holeCount(), 15);
    QVERIFY(pegs()->design()->board()->equals(PegPuzzle::classicTriangle()));

    // A built-in board started from is one step too.
    panel->startButton()->menu()->actions().at(2)->trigger(); // English
    QCOMPARE(pegs()->holeCount(), 33);
    QCOMPARE(undoText(), QStringLiteral("&Undo Built-in Board"));
    undoByKeys();
    QCOMPARE(pegs()->holeCount(), 15);
    redoByKeys();
    QCOMPARE(pegs()->holeCount(), 33);
    QCOMPARE(panel->rowsBox()->value(), 7);
    // Redo is gone once another edit is made after an Undo.
    undoByKeys();
    windowdriver::clickHole(*m_window, 0);
    QVERIFY(!action("actionRedo")->isEnabled());
    QCOMPARE(redoText(), QStringLiteral("&Redo"));
}

void TestDesignUndo::doneIsOneGameUndoAndDropsTheEdits()
{
    playTriangleMove();
    const std::unique_ptr<pb::Puzzle> played = m_window->session().position().clone();
    startEditing();
    windowdriver::clickHole(*m_window, 0);
    windowdriver::clickHole(*m_window, 1);
    undoByKeys();
    const PegPuzzle designed = *pegs()->design()->board();
    action("actionEditBoard")->trigger(); // Done
    QVERIFY(!pegs()->isEditing());
    QVERIFY(m_window->session().position().equals(designed));
    // The edits went with the editor: Undo is the game's again, one step back
    // to the game before.
    QVERIFY(!pegs()->editHistory());
    QCOMPARE(undoText(), QStringLiteral("&Undo Edit Board"));
    undoByKeys();
    QVERIFY(m_window->session().position().equals(*played));
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("11-4")});
    for (int hole = 0; hole < 15; ++hole)
        QCOMPARE(pegs()->pegShown(hole), dynamic_cast<const PegPuzzle &>(*played).hasPeg(hole));
    QCOMPARE(redoText(), QStringLiteral("&Redo Edit Board"));
    redoByKeys();
    QVERIFY(m_window->session().position().equals(designed));
    // Undo from there is the game's again, not an edit.
    undoByKeys();
    undoByKeys();
    QCOMPARE(m_window->session().moveCount(), 0);
    QVERIFY(m_window->session().position().equals(PegPuzzle::classicTriangle()));
}

void TestDesignUndo::cancelLeavesTheGameHistoryAsItWas()
{
    playTriangleMove();
    const std::unique_ptr<pb::Puzzle> played = m_window->session().position().clone();
    const QString gameUndo = undoText();
    startEditing();
    windowdriver::clickHole(*m_window, 0);
    windowdriver::clickHole(*m_window, 1);
    undoByKeys();
    QVERIFY(cancelDiscarding());
    QVERIFY(!pegs()->isEditing());
    QVERIFY(!pegs()->editHistory());
    QVERIFY(m_window->session().position().equals(*played));
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("11-4")});
    QCOMPARE(undoText(), gameUndo);
    QVERIFY(action("actionUndo")->isEnabled());
    QVERIFY(!action("actionRedo")->isEnabled());
    // The game's own Undo takes back its move, as before editing.
    undoByKeys();
    QCOMPARE(m_window->session().moveCount(), 0);
    QVERIFY(m_window->session().position().equals(PegPuzzle::classicTriangle()));
    redoByKeys();
    QVERIFY(m_window->session().position().equals(*played));
}

// Every edit undone, the board is the game's again: Esc has nothing to lose.
void TestDesignUndo::everyEditUndoneLeavesWithoutAsking()
{
    m_window->newGame(std::make_unique<PegPuzzle>(PegPuzzle::classicTriangle()));
    startEditing();
    windowdriver::clickHole(*m_window, 0);
    windowdriver::clickHole(*m_window, 3);
    undoByKeys();
    undoByKeys();
    QVERIFY(!cancelDiscarding());
    QVERIFY(!pegs()->isEditing());
}

void TestDesignUndo::rollerClicksAreUndoneAndRedone()
{
    m_window->newGame(std::make_unique<RollerPuzzle>(RollerPuzzle::classicExample()));
    startEditing();
    QVERIFY(!action("actionUndo")->isEnabled());
    clickScene(roller()->cellCenter(0, 0));
    QVERIFY(roller()->cellShown(0, 0));
    QCOMPARE(undoText(), QStringLiteral("&Undo Turn Tile to 1"));
    clickScene(roller()->cellCenter(1, 0));
    QVERIFY(!roller()->cellShown(1, 0));
    QCOMPARE(undoText(), QStringLiteral("&Undo Turn Tile to 0"));

    undoByKeys();
    QVERIFY(roller()->cellShown(1, 0));
    QVERIFY(roller()->cellShown(0, 0));
    undoByKeys();
    QVERIFY(!roller()->cellShown(0, 0));
    QVERIFY(!action("actionUndo")->isEnabled());
    QCOMPARE(redoText(), QStringLiteral("&Redo Turn Tile to 1"));
    QCOMPARE(m_window->session().moveCount(), 0);
    QVERIFY(roller()->isEditing());

    redoByKeys();
    QVERIFY(roller()->cellShown(0, 0));
    redoByKeys();
    QVERIFY(!roller()->cellShown(1, 0));
    QVERIFY(m_window->session().position().equals(RollerPuzzle::classicExample()));
    // What Done plays is what the window shows after the Redo.
    action("actionEditBoard")->trigger();
    QVERIFY(!roller()->isEditing());
    const auto &now = dynamic_cast<const RollerPuzzle &>(m_window->session().position());
    QVERIFY(now.cell(0, 0));
    QVERIFY(!now.cell(1, 0));
}

void TestDesignUndo::rollerPanelChangesAreUndone()
{
    m_window->newGame(std::make_unique<RollerPuzzle>(RollerPuzzle::classicExample()));
    startEditing();
    auto *panel = m_window->findChild<RollerDesignPanel *>();
    QVERIFY(panel);
    // Two rows fewer: the one on R3 leaves the board.
    QTest::keyClick(panel->rowsBox(), Qt::Key_Down);
    QTest::keyClick(panel->rowsBox(), Qt::Key_Down);
    QCOMPARE(roller()->rows(), 3);
    QCOMPARE(undoText(), QStringLiteral("&Undo Resize"));
    undoByKeys();
    undoByKeys();
    QCOMPARE(roller()->rows(), 5);
    QCOMPARE(panel->rowsBox()->value(), 5);
    QVERIFY(roller()->cellShown(3, 1));

    QTest::mouseClick(panel->clearButton(), Qt::LeftButton);
    QCOMPARE(undoText(), QStringLiteral("&Undo Clear"));
    QVERIFY(!roller()->cellShown(1, 0));
    QTest::mouseClick(panel->solvedButton(), Qt::LeftButton);
    QCOMPARE(undoText(), QStringLiteral("&Undo Solved Position"));
    QVERIFY(roller()->cellShown(0, 3));
    undoByKeys();
    QVERIFY(!roller()->cellShown(0, 3));
    undoByKeys();
    for (int row = 0; row < 5; ++row) {
        for (int col = 0; col < 4; ++col)
            QCOMPARE(roller()->cellShown(row, col), RollerPuzzle::classicExample().cell(row, col));
    }
    QVERIFY(!action("actionUndo")->isEnabled());
}

void TestDesignUndo::fifteenSwapsAreUndoneAndRedone()
{
    m_window->newGame(std::make_unique<FifteenPuzzle>(FifteenBoard::goal(3)));
    startEditing();
    clickScene(fifteen()->cellCenter(7));
    // A cell picked is no edit yet.
    QVERIFY(!action("actionUndo")->isEnabled());
    clickScene(fifteen()->cellCenter(8));
    QCOMPARE(fifteen()->tileShownAt(8), 8);
    QCOMPARE(undoText(), QStringLiteral("&Undo Swap Tiles"));

    undoByKeys();
    QCOMPARE(fifteen()->tileShownAt(7), 8);
    QCOMPARE(fifteen()->tileShownAt(8), 0);
    QCOMPARE(redoText(), QStringLiteral("&Redo Swap Tiles"));
    // Undo drops a cell picked for the next swap.
    clickScene(fifteen()->cellCenter(0));
    QCOMPARE(fifteen()->pickedCell(), 0);
    redoByKeys();
    QCOMPARE(fifteen()->pickedCell(), -1);
    QCOMPARE(fifteen()->tileShownAt(8), 8);
    QCOMPARE(fifteen()->tileShownAt(7), 0);
    QCOMPARE(m_window->session().moveCount(), 0);
    QVERIFY(m_window->session().position().equals(FifteenPuzzle(FifteenBoard::goal(3))));
}

void TestDesignUndo::fifteenResizeIsUndone()
{
    m_window->newGame(std::make_unique<FifteenPuzzle>(FifteenBoard::goal(3)));
    startEditing();
    clickScene(fifteen()->cellCenter(7));
    clickScene(fifteen()->cellCenter(8));
    auto *panel = m_window->findChild<FifteenDesignPanel *>();
    QVERIFY(panel);
    QTest::keyClick(panel->sideBox(), Qt::Key_Up);
    QCOMPARE(fifteen()->dim(), 4);
    QCOMPARE(undoText(), QStringLiteral("&Undo Resize"));
    undoByKeys();
    QCOMPARE(fifteen()->dim(), 3);
    QCOMPARE(panel->sideBox()->value(), 3);
    // The board before the resize, swap and all.
    QCOMPARE(fifteen()->tileShownAt(7), 0);
    QCOMPARE(fifteen()->tileShownAt(8), 8);
    redoByKeys();
    QCOMPARE(fifteen()->dim(), 4);
    QCOMPARE(panel->sideBox()->value(), 4);
}

// Ctrl+Z typed in the field just stepped is the window's Undo, not the
// field's own (which has nothing to undo after a step of its arrows).
void TestDesignUndo::undoKeysInADesignerFieldUndoTheBoard()
{
    m_window->newGame(std::make_unique<RollerPuzzle>(RollerPuzzle::classicExample()));
    startEditing();
    QSpinBox *rows = m_window->findChild<RollerDesignPanel *>()->rowsBox();
    m_window->activateWindow();
    QApplication::setActiveWindow(m_window.get());
    rows->setFocus();
    QTest::keyClick(rows, Qt::Key_Down);
    QCOMPARE(roller()->rows(), 4);
    QTest::keySequence(rows, QKeySequence(Qt::CTRL | Qt::Key_Z));
    QCOMPARE(roller()->rows(), 5);
    QCOMPARE(rows->value(), 5);
    QTest::keySequence(rows, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z));
    QCOMPARE(roller()->rows(), 4);
}

PUZZLEBOX_TEST_MAIN(TestDesignUndo)
} // namespace tst_designundo
#include "tst_designundo.moc"
