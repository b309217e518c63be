// Edit ▸ Edit Board for Roller-Board and Fifteen, driven through the window
// with real clicks and keys on the board's viewport, and the introduction the
// empty solution panel gives for every family.

#include "core/common/registry.h"
#include "core/fifteen/fifteenpuzzle.h"
#include "core/roller/rollerpuzzle.h"
#include "service/translatedmessage.h"
#include "ui/board/boardview.h"
#include "ui/board/celebration.h"
#include "ui/families.h"
#include "ui/settings/language.h"
#include "ui/fifteen/fifteenscene.h"
#include "ui/mainwindow.h"
#include "ui/roller/rollerscene.h"
#include "ui/solving/solutiondock.h"
#include "windowdriver.h"
#include "../testsetup.h"
#include "windowsetup.h"
#include "testmain.h"

#include <QAction>
#include <QLabel>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>

#include <bit>

namespace tst_boardsetup {

using pb::fifteen::FifteenBoard;
using pb::fifteen::FifteenPuzzle;
using pb::roller::RollerBits;
using pb::roller::RollerPuzzle;

class TestBoardSetup : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void rollerClicksToggleCellsWithoutPlaying();
    void rollerRefusesTheWrongNumberOfOnes();
    void rollerDoneStartsTheBoardAndUndoGoesBack();
    void rollerKeysToggleTheCursorCell();
    void fifteenClicksSwapTwoTiles();
    void fifteenRefusesAnUnsolvableLayout();
    void fifteenUnsolvableLayoutIsPlayedWhenInsisted();
    void fifteenDoneStartsTheBoardAndUndoGoesBack();
    void introductionForEveryFamily();
    void introductionGivesWayToASolution();
    void introductionFollowsTheLanguage();
    void editsOutliveALanguageChange();
    void editingEndsTheCelebration();

private:
    QAction *action(const char *name) const { return windowdriver::action(*m_window, name); }
    RollerScene *roller() const { return qobject_cast<RollerScene *>(m_window->scene()); }
    FifteenScene *fifteen() const { return qobject_cast<FifteenScene *>(m_window->scene()); }
    SolutionDock *dock() const { return m_window->findChild<SolutionDock *>(); }
    QString positionLabel() const
    {
        return m_window->findChild<QLabel *>(QStringLiteral("positionLabel"))->text();
    }
    // What the designer's panel says of the board: whether Done would play it, and why not.
    QString designVerdict() const
    {
        return m_window->findChild<QLabel *>(QStringLiteral("designVerdict"))->text();
    }
    void clickScene(const QPointF &scenePos)
    {
        BoardView *view = m_window->boardView();
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(scenePos));
    }
    void clickCell(int row, int col) { clickScene(roller()->cellCenter(row, col)); }
    void clickTile(int cell) { clickScene(fifteen()->cellCenter(cell)); }
    void startEditing()
    {
        QVERIFY(action("actionEditBoard")->isEnabled());
        action("actionEditBoard")->trigger();
        QVERIFY(action("actionEditBoard")->isChecked());
    }

    std::unique_ptr<MainWindow> m_window;
};

void TestBoardSetup::initTestCase()
{
    testsetup::useTestFolders();
}

void TestBoardSetup::init()
{
    m_window = std::make_unique<MainWindow>();
    QVERIFY(windowsetup::show(*m_window, {900, 700}));
}

void TestBoardSetup::cleanup()
{
    m_window.reset();
}

void TestBoardSetup::rollerClicksToggleCellsWithoutPlaying()
{
    // 0000 / 1100 / 1000 / 0100 / 0000
    m_window->newGame(std::make_unique<RollerPuzzle>(RollerPuzzle::classicExample()));
    const RollerPuzzle before = RollerPuzzle::classicExample();
    startEditing();
    QVERIFY(roller()->isEditing());
    clickCell(0, 0);
    clickCell(1, 0);
    QVERIFY(roller()->cellShown(0, 0));
    QVERIFY(!roller()->cellShown(1, 0));
    // The game is untouched until Done, and nothing rolled.
    QVERIFY(m_window->session().position().equals(before));
    QCOMPARE(m_window->session().moveCount(), 0);
    QVERIFY(!action("actionSolve")->isEnabled());
    // A click where a row's button was rolls nothing while editing.
    clickScene(roller()->buttonCenter(pb::roller::Roll{pb::roller::Direction::Left, 0}));
    QCOMPARE(m_window->session().moveCount(), 0);
    QVERIFY(roller()->cellShown(0, 0));
    // A second click takes the change back.
    clickCell(0, 0);
    QVERIFY(!roller()->cellShown(0, 0));
}

void TestBoardSetup::rollerRefusesTheWrongNumberOfOnes()
{
    m_window->newGame(std::make_unique<RollerPuzzle>(RollerPuzzle::classicExample()));
    startEditing();
    clickCell(2, 3); // a fifth one on a board four wide
    // The status bar's summary says what is wrong as the clicks go.
    QCOMPARE(positionLabel(), QStringLiteral("The board has 5 ones; it needs 4, one for each cell of the top row"));
    clickCell(2, 3);
    clickCell(1, 1);
    const QString threeOnes = positionLabel();
    QCOMPARE(threeOnes, QStringLiteral("The board has 3 ones; it needs 4, one for each cell of the top row"));

    const QString undoBefore = m_window->session().undoText();
    action("actionEditBoard")->trigger(); // Done, refused
    QVERIFY(action("actionEditBoard")->isChecked());
    QVERIFY(roller()->isEditing());
    QCOMPARE(m_window->statusBar()->currentMessage(), threeOnes);
    // The designer's own panel says it beside its tools; the solution panel stays out of it.
    QVERIFY2(designVerdict().contains(threeOnes), qPrintable(designVerdict()));
    QCOMPARE(dock()->report(), QString());
    QVERIFY(m_window->session().position().equals(RollerPuzzle::classicExample()));
    QCOMPARE(m_window->session().moveCount(), 0);
    QCOMPARE(m_window->session().undoText(), undoBefore);
    QVERIFY(!roller()->cellShown(1, 1)); // the edit is kept, to be fixed
}

void TestBoardSetup::rollerDoneStartsTheBoardAndUndoGoesBack()
{
    m_window->newGame(std::make_unique<RollerPuzzle>(RollerPuzzle::classicExample()));
    startEditing();
    // Move the one on R3C1 to R0C3: four ones again.
    clickCell(3, 1);
    clickCell(0, 3);
    QCOMPARE(positionLabel(), QStringLiteral("1 of 4 ones on the top row"));
    action("actionEditBoard")->trigger(); // Done
    QVERIFY(!action("actionEditBoard")->isChecked());
    QVERIFY(!roller()->isEditing());
    const auto &now = dynamic_cast<const RollerPuzzle &>(m_window->session().position());
    const RollerBits expected = (RollerPuzzle::classicExample().cells() & ~(RollerBits(1) << (3 * 4 + 1))) | (RollerBits(1) << 3);
    QCOMPARE(now.cells(), expected);
    QCOMPARE(now.height(), 5);
    QCOMPARE(now.width(), 4);
    QVERIFY(action("actionSolve")->isEnabled());
    // It plays: the button rolls row 0 left.
    clickScene(roller()->buttonCenter(pb::roller::Roll{pb::roller::Direction::Left, 0}));
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("R0L")});

    m_window->session().undo();
    QCOMPARE(m_window->session().undoText(), QStringLiteral("Edit Board"));
    m_window->session().undo();
    QVERIFY(m_window->session().position().equals(RollerPuzzle::classicExample()));
    for (int row = 0; row < 5; ++row) {
        for (int col = 0; col < 4; ++col)
            QCOMPARE(roller()->cellShown(row, col), RollerPuzzle::classicExample().cell(row, col));
    }
}

void TestBoardSetup::rollerKeysToggleTheCursorCell()
{
    m_window->newGame(std::make_unique<RollerPuzzle>(RollerPuzzle::solvedBoard(3, 3)));
    startEditing();
    BoardView *view = m_window->boardView();
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Down); // shows the cursor on R0C0
    QTest::keyClick(view, Qt::Key_Down); // R1C0
    QCOMPARE(roller()->cursorCell(), 3);
    QTest::keyClick(view, Qt::Key_Space);
    QVERIFY(roller()->cellShown(1, 0));
    // Shift+arrow rolls outside the editor; here it leaves the board alone.
    QTest::keyClick(view, Qt::Key_Right, Qt::ShiftModifier);
    QVERIFY(roller()->cellShown(1, 0));
    QCOMPARE(m_window->session().moveCount(), 0);
    QTest::keyClick(view, Qt::Key_Up);
    QTest::keyClick(view, Qt::Key_Return);
    QVERIFY(!roller()->cellShown(0, 0));
    action("actionEditBoard")->trigger();
    const auto &now = dynamic_cast<const RollerPuzzle &>(m_window->session().position());
    QCOMPARE(now.cells(), RollerBits(0b000'001'110));
}

void TestBoardSetup::fifteenClicksSwapTwoTiles()
{
    m_window->newGame(std::make_unique<FifteenPuzzle>(FifteenBoard::goal(3)));
    startEditing();
    QVERIFY(fifteen()->isEditing());
    clickTile(0);
    QCOMPARE(fifteen()->pickedCell(), 0);
    // The picked tile clicked again lets it go.
    clickTile(0);
    QCOMPARE(fifteen()->pickedCell(), -1);
    QCOMPARE(fifteen()->tileShownAt(0), 1);
    // Tile 8 and the blank: a tile may go where the blank is.
    clickTile(7);
    clickTile(8);
    QCOMPARE(fifteen()->pickedCell(), -1);
    QCOMPARE(fifteen()->tileShownAt(7), 0);
    QCOMPARE(fifteen()->tileShownAt(8), 8);
    // The arrows slide nothing while editing.
    QTest::keyClick(m_window->boardView(), Qt::Key_Left);
    QCOMPARE(fifteen()->tileShownAt(8), 8);
    QVERIFY(m_window->session().position().equals(FifteenPuzzle(FifteenBoard::goal(3))));
    QCOMPARE(m_window->session().moveCount(), 0);
}

void TestBoardSetup::fifteenRefusesAnUnsolvableLayout()
{
    m_window->newGame(std::make_unique<FifteenPuzzle>(FifteenBoard::goal(3)));
    startEditing();
    clickTile(0);
    clickTile(1); // 2 1 3 / 4 5 6 / 7 8 _: one swap, the blank home
    QCOMPARE(fifteen()->tileShownAt(0), 2);
    QCOMPARE(positionLabel(), QStringLiteral("Cannot be solved: swap two tiles"));
    const QString undoBefore = m_window->session().undoText();
    // Done asks, and is refused when the person does not insist.
    const QString asked =
        windowdriver::answeringMessageBox(windowdriver::cancel, [this] { action("actionEditBoard")->trigger(); });
    QVERIFY2(asked.contains(QStringLiteral("odd number of swaps")), qPrintable(asked));
    QVERIFY(action("actionEditBoard")->isChecked());
    QVERIFY(fifteen()->isEditing());
    const QString why = m_window->statusBar()->currentMessage();
    QVERIFY2(why.contains(QStringLiteral("odd number of swaps")), qPrintable(why));
    QVERIFY2(why.contains(QStringLiteral("Swapping any two tiles would make it solvable")), qPrintable(why));
    // Too long for the status bar: the designer's panel shows it whole, until the board is fixed.
    QCOMPARE(designVerdict(), why);
    QCOMPARE(dock()->report(), QString());
    QVERIFY(m_window->session().position().equals(FifteenPuzzle(FifteenBoard::goal(3))));
    QCOMPARE(m_window->session().undoText(), undoBefore);
    QCOMPARE(fifteen()->tileShownAt(0), 2);

    // Fixed as the reason says: any two tiles swapped.
    clickTile(5);
    QCOMPARE(designVerdict(), why); // a tile picked changes nothing yet
    clickTile(2);
    QVERIFY2(!designVerdict().contains(QStringLiteral("odd number of swaps")), qPrintable(designVerdict()));
    action("actionEditBoard")->trigger();
    QVERIFY(!fifteen()->isEditing());
    QCOMPARE(dynamic_cast<const FifteenPuzzle &>(m_window->session().position()).board(),
             FifteenBoard(3, {2, 1, 6, 4, 5, 3, 7, 8, 0}));
    QCOMPARE(dock()->report(), QString());
}

void TestBoardSetup::fifteenUnsolvableLayoutIsPlayedWhenInsisted()
{
    m_window->newGame(std::make_unique<FifteenPuzzle>(FifteenBoard::goal(3)));
    startEditing();
    clickTile(0);
    clickTile(1); // 2 1 3 / 4 5 6 / 7 8 _
    const QString asked =
        windowdriver::answeringMessageBox(windowdriver::playAnyway, [this] { action("actionEditBoard")->trigger(); });
    QVERIFY2(asked.contains(QStringLiteral("odd number of swaps")), qPrintable(asked));
    QVERIFY(!fifteen()->isEditing());
    QCOMPARE(dynamic_cast<const FifteenPuzzle &>(m_window->session().position()).board(),
             FifteenBoard(3, {2, 1, 3, 4, 5, 6, 7, 8, 0}));
    // The solver gives the reason the question gave.
    QVERIFY(windowdriver::solveNow(*m_window));
    QCOMPARE(dock()->report(), asked);
    m_window->session().undo();
    QVERIFY(m_window->session().position().equals(FifteenPuzzle(FifteenBoard::goal(3))));
}

void TestBoardSetup::fifteenDoneStartsTheBoardAndUndoGoesBack()
{
    m_window->newGame(std::make_unique<FifteenPuzzle>(FifteenBoard::goal(3)));
    startEditing();
    clickTile(0);
    clickTile(1);
    clickTile(3);
    clickTile(6); // 2 1 3 / 7 5 6 / 4 8 _: two swaps, solvable
    QCOMPARE(positionLabel(), QString::fromStdString(
                                  FifteenPuzzle(FifteenBoard(3, {2, 1, 3, 7, 5, 6, 4, 8, 0})).summary().toString()));
    action("actionEditBoard")->trigger(); // Done
    QVERIFY(!fifteen()->isEditing());
    const auto &now = dynamic_cast<const FifteenPuzzle &>(m_window->session().position());
    QCOMPARE(now.board(), FifteenBoard(3, {2, 1, 3, 7, 5, 6, 4, 8, 0}));
    QVERIFY(action("actionSolve")->isEnabled());
    QVERIFY(windowdriver::solveNow(*m_window));
    std::unique_ptr<pb::Puzzle> replay = now.clone();
    for (const QString &move : m_window->session().solution())
        QVERIFY(!replay->apply(move.toStdString()));
    QVERIFY(replay->isSolved());

    m_window->session().undo();
    QCOMPARE(m_window->session().position().save(), FifteenPuzzle(FifteenBoard::goal(3)).save());
    for (int cell = 0; cell < 9; ++cell)
        QCOMPARE(fifteen()->tileShownAt(cell), FifteenBoard::goal(3).tileAt(cell));
}

void TestBoardSetup::introductionForEveryFamily()
{
    for (const FamilyUi &family : familyUis()) {
        m_window->newGame(family.defaultGame(testsetup::appSettings()));
        const QString intro = dock()->introductionShown();
        QVERIFY2(*family.texts.howToPlay, family.family.data());
        // The family's sentence, then the window's.
        QVERIFY2(intro.startsWith(FamilyUi::text(family.texts.howToPlay) + QLatin1Char(' ')), qPrintable(intro));
        // The keys are the actions' own.
        for (const char *name : {"actionSolve", "actionHint", "actionRules"}) {
            const QString keys = action(name)->shortcut().toString(QKeySequence::NativeText);
            QVERIFY(!keys.isEmpty());
            QVERIFY2(intro.contains(QStringLiteral("\u00a0(%1)").arg(keys)), qPrintable(intro));
        }
        // Each entry holds together on one line.
        QVERIFY2(intro.contains(QStringLiteral("Solve\u00a0▸\u00a0Solve\u00a0(")), qPrintable(intro));
        QVERIFY2(intro.contains(QStringLiteral("Solve\u00a0▸\u00a0Hint\u00a0(")), qPrintable(intro));
        QVERIFY2(intro.contains(QStringLiteral("Help\u00a0▸\u00a0Rules\u00a0(")), qPrintable(intro));
        QCOMPARE(dock()->findChild<QLabel *>(QStringLiteral("solutionCaption"))->text(), intro);
        QVERIFY(dock()->findChild<QLabel *>(QStringLiteral("solutionCaption"))->isVisible());
    }
}

void TestBoardSetup::introductionGivesWayToASolution()
{
    m_window->newGame(std::make_unique<FifteenPuzzle>(FifteenBoard(3, {1, 2, 3, 4, 5, 6, 7, 0, 8})));
    const QString intro = dock()->introductionShown();
    QVERIFY(!intro.isEmpty());
    QVERIFY(windowdriver::solveNow(*m_window));
    QCOMPARE(m_window->session().solution(), QStringList{QStringLiteral("8")});
    QCOMPARE(dock()->introductionShown(), QString());
    const QString caption = dock()->findChild<QLabel *>(QStringLiteral("solutionCaption"))->text();
    QVERIFY(!caption.isEmpty());
    QVERIFY(caption != intro);
    // Another family's game: its own introduction, and the panel is empty again.
    m_window->newGame(std::make_unique<RollerPuzzle>(RollerPuzzle::classicExample()));
    const QString rollerIntro = dock()->introductionShown();
    QVERIFY(rollerIntro.startsWith(FamilyUi::text(familyUi(RollerPuzzle::kFamily)->texts.howToPlay)));
    QCOMPARE(dock()->findChild<QLabel *>(QStringLiteral("solutionCaption"))->text(), rollerIntro);
    // Undo New Game brings the solved Fifteen back, its solution with it.
    m_window->session().undo();
    QCOMPARE(dock()->introductionShown(), QString());
    QCOMPARE(dock()->findChild<QLabel *>(QStringLiteral("solutionCaption"))->text(), caption);
}

void TestBoardSetup::introductionFollowsTheLanguage()
{
    m_window->newGame(std::make_unique<RollerPuzzle>(RollerPuzzle::classicExample()));
    QVERIFY(dock()->introductionShown().contains(QStringLiteral("Help\u00a0▸\u00a0Rules")));
    Language::choose(testsetup::appSettings(), QStringLiteral("de"));
    // The menus' names as the window now shows them, and the keys with them.
    const QString rules = QStringLiteral("Hilfe\u00a0▸\u00a0Regeln\u00a0(%1)")
                              .arg(action("actionRules")->shortcut().toString(QKeySequence::NativeText));
    QTRY_VERIFY2(dock()->introductionShown().contains(rules), qPrintable(dock()->introductionShown()));
    QCOMPARE(dock()->findChild<QLabel *>(QStringLiteral("solutionCaption"))->text(), dock()->introductionShown());
    Language::choose(testsetup::appSettings(), QString());
    QSettings().clear();
    QTRY_VERIFY(dock()->introductionShown().contains(QStringLiteral("Help\u00a0▸\u00a0Rules")));
}

// A new language redraws the window's texts, not the board being edited.
void TestBoardSetup::editsOutliveALanguageChange()
{
    m_window->newGame(std::make_unique<RollerPuzzle>(RollerPuzzle::classicExample()));
    startEditing();
    clickCell(0, 0);
    QVERIFY(roller()->cellShown(0, 0));
    const QString fiveOnes = positionLabel();
    QVERIFY2(fiveOnes.startsWith(QStringLiteral("The board has 5 one")), qPrintable(fiveOnes));
    Language::choose(testsetup::appSettings(), QStringLiteral("de"));
    QTRY_VERIFY(action("actionRules")->text() != QStringLiteral("&Rules"));
    QVERIFY(roller()->isEditing());
    QVERIFY(roller()->cellShown(0, 0));
    // The summary is still the edited board's, not the game's.
    QVERIFY2(positionLabel().contains(QLatin1Char('5')), qPrintable(positionLabel()));
    QVERIFY(positionLabel() != translated(RollerPuzzle::classicExample().summary()));
    Language::choose(testsetup::appSettings(), QString());
    QTRY_COMPARE(positionLabel(), fiveOnes);
    QVERIFY(roller()->cellShown(0, 0));

    m_window->newGame(std::make_unique<FifteenPuzzle>(FifteenBoard::goal(3)));
    startEditing();
    clickTile(7);
    clickTile(8);
    QCOMPARE(fifteen()->tileShownAt(8), 8);
    Language::choose(testsetup::appSettings(), QStringLiteral("de"));
    QTRY_VERIFY(action("actionRules")->text() != QStringLiteral("&Rules"));
    QVERIFY(fifteen()->isEditing());
    QCOMPARE(fifteen()->tileShownAt(8), 8);
    QCOMPARE(fifteen()->tileShownAt(7), 0);
    Language::choose(testsetup::appSettings(), QString());
    QSettings().clear();
    QTRY_COMPARE(action("actionRules")->text(), QStringLiteral("&Rules"));
    QCOMPARE(fifteen()->tileShownAt(8), 8);
}

// The celebration of a solve would take the first click of the editor.
void TestBoardSetup::editingEndsTheCelebration()
{
    m_window->newGame(std::make_unique<FifteenPuzzle>(FifteenBoard(3, {1, 2, 3, 4, 5, 6, 7, 0, 8})));
    m_window->setAnimationMillis(200);
    clickTile(8);
    QVERIFY(m_window->session().position().isSolved());
    QVERIFY(m_window->celebration());
    QVERIFY(m_window->celebration()->isVisible());
    startEditing();
    QVERIFY(!m_window->celebration() || !m_window->celebration()->isVisible());
    clickTile(0);
    QCOMPARE(fifteen()->pickedCell(), 0);
}

PUZZLEBOX_TEST_MAIN(TestBoardSetup)
} // namespace tst_boardsetup
#include "tst_boardsetup.moc"
