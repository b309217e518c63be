// Game ▸ New ▸ Peg Solitaire driven as a person would: keys on the shape and
// size boxes, clicks on the preview's holes and on the dialog's buttons.

#include "core/pegs/pegpuzzle.h"
#include "ui/board/boardview.h"
#include "ui/mainwindow.h"
#include "ui/pegs/pegnewgamedialog.h"
#include "ui/pegs/pegscene.h"
#include "ui/window/windowtitle.h"
#include "../testsetup.h"
#include "testmain.h"

#include <QAction>
#include <QAbstractItemView>
#include <QCheckBox>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

#include <functional>

namespace tst_pegnewgame {

using pb::pegs::bit;
using pb::pegs::PegGeometry;
using pb::pegs::PegPuzzle;

class TestPegNewGame : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void opensOnTheClassicTriangle();
    void englishWithAPickedHole();
    void wieglebAndDiamond();
    void rectangleSizes();
    void triangleSides();
    void cancelChangesNothing();
    void classicTrianglePreset();
    void classicTriangleOnlyOnATriangle();
    void theRandomStartShownIsTheOneDealt();
    void oneHoleIsNoGame();
    void choicesAreRemembered();
    void titleNamesTheBoard();
    void screenshot();

private:
    // Opens the dialog from Game ▸ New, runs `steps` on it once it shows and
    // returns when it has closed.
    void throughTheMenu(const std::function<void(PegNewGameDialog &)> &steps);
    static void chooseShape(PegNewGameDialog &dialog, PegNewGameDialog::Board board);
    static void typeValue(QSpinBox *box, int value);
    static void clickHole(PegNewGameDialog &dialog, int hole);
    static void clickButton(PegNewGameDialog &dialog, QDialogButtonBox::StandardButton which);
    const PegPuzzle &position() const
    {
        return dynamic_cast<const PegPuzzle &>(m_window->session().position());
    }

    std::unique_ptr<MainWindow> m_window;
};

void TestPegNewGame::initTestCase()
{
    testsetup::useTestFolders();
}

void TestPegNewGame::init()
{
    QSettings().clear();
    m_window = std::make_unique<MainWindow>();
    m_window->setAnimationMillis(0);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestPegNewGame::cleanup()
{
    m_window.reset();
}

void TestPegNewGame::throughTheMenu(const std::function<void(PegNewGameDialog &)> &steps)
{
    bool ran = false;
    QTimer::singleShot(0, this, [&] {
        auto *dialog = qobject_cast<PegNewGameDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        steps(*dialog);
        ran = true;
        // A failed step leaves the dialog open: close it so the test goes on.
        if (dialog->isVisible())
            dialog->reject();
    });
    m_window->findChild<QAction *>(QStringLiteral("actionNew_pegs"))->trigger();
    QVERIFY(ran);
}

void TestPegNewGame::chooseShape(PegNewGameDialog &dialog, PegNewGameDialog::Board board)
{
    QComboBox *box = dialog.boardBox();
    QTest::mouseClick(box, Qt::LeftButton); // opens the list: the keys go to it
    QTRY_VERIFY(box->view()->isVisible());
    QTest::keyClick(box->view(), Qt::Key_Home);
    for (int i = 0; i < int(board); ++i)
        QTest::keyClick(box->view(), Qt::Key_Down);
    QTest::keyClick(box->view(), Qt::Key_Return);
    QTRY_VERIFY(!box->view()->isVisible());
    QCOMPARE(box->currentIndex(), int(board));
}

void TestPegNewGame::typeValue(QSpinBox *box, int value)
{
    QVERIFY(box->isVisible());
    QTest::mouseClick(box, Qt::LeftButton);
    box->setFocus();
    QTest::keyClick(box, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(box, QString::number(value));
    QTest::keyClick(box, Qt::Key_Tab);
    QCOMPARE(box->value(), value);
}

void TestPegNewGame::clickHole(PegNewGameDialog &dialog, int hole)
{
    BoardView *view = dialog.preview();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {},
                      view->mapFromScene(dialog.previewScene()->holeCenter(hole)));
}

void TestPegNewGame::clickButton(PegNewGameDialog &dialog, QDialogButtonBox::StandardButton which)
{
    QPushButton *button = dialog.findChild<QDialogButtonBox *>()->button(which);
    QVERIFY(button->isEnabled());
    QTest::mouseClick(button, Qt::LeftButton);
}

void TestPegNewGame::opensOnTheClassicTriangle()
{
    PegNewGameDialog dialog(testsetup::appSettings());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(dialog.createGame().equals(PegPuzzle::classicTriangle()));
    QVERIFY(dialog.sideBox()->isVisible());
    QVERIFY(!dialog.rowsBox()->isVisible());
    QVERIFY(!dialog.colsBox()->isVisible());
    // The preview shows the start with the empty hole ringed.
    PegScene *preview = dialog.previewScene();
    QCOMPARE(preview->holeCount(), 15);
    QVERIFY(!preview->pegShown(4));
    QVERIFY(preview->pegShown(0));
    QCOMPARE(preview->markedHoles(), bit(4));
}

void TestPegNewGame::englishWithAPickedHole()
{
    const auto english = PegGeometry::english();
    const int picked = english->holeAt(0, 3); // the top of the cross
    throughTheMenu([&](PegNewGameDialog &dialog) {
        chooseShape(dialog, PegNewGameDialog::Board::English);
        QVERIFY(!dialog.sideBox()->isVisible());
        QCOMPARE(dialog.previewScene()->holeCount(), 33);
        // Starts on the centre until another hole is picked.
        QVERIFY(!dialog.previewScene()->pegShown(english->holeAt(3, 3)));
        clickHole(dialog, picked);
        QCOMPARE(dialog.emptyHoleBox()->value(), picked);
        QVERIFY(!dialog.previewScene()->pegShown(picked));
        QVERIFY(dialog.previewScene()->pegShown(english->holeAt(3, 3)));
        QCOMPARE(dialog.previewScene()->markedHoles(), bit(picked));
        clickButton(dialog, QDialogButtonBox::Ok);
    });
    QVERIFY(position().geometry() == *english);
    QCOMPARE(position().pegs(), english->allHoles() & ~bit(picked));
    QCOMPARE(m_window->session().moveCount(), 0);
    auto *scene = qobject_cast<PegScene *>(m_window->scene());
    QCOMPARE(scene->holeCount(), 33);
    QVERIFY(!scene->pegShown(picked));
}

// The two boards added with the beam search: chosen from the shape box, they
// start on a hole that can be solved to one peg (the diamond's centre cannot)
// and OK makes them the game.
void TestPegNewGame::wieglebAndDiamond()
{
    const auto wiegleb = PegGeometry::wiegleb();
    throughTheMenu([&](PegNewGameDialog &dialog) {
        chooseShape(dialog, PegNewGameDialog::Board::Wiegleb);
        QVERIFY(!dialog.sideBox()->isVisible());
        QVERIFY(!dialog.rowsBox()->isVisible());
        QCOMPARE(dialog.previewScene()->holeCount(), 45);
        QCOMPARE(dialog.emptyHoleBox()->value(), wiegleb->holeAt(4, 4));
        clickButton(dialog, QDialogButtonBox::Ok);
    });
    QVERIFY(position().geometry() == *wiegleb);
    QCOMPARE(position().pegs(), wiegleb->allHoles() & ~bit(wiegleb->holeAt(4, 4)));

    const auto diamond = PegGeometry::diamond();
    const int picked = diamond->holeAt(1, 3);
    throughTheMenu([&](PegNewGameDialog &dialog) {
        chooseShape(dialog, PegNewGameDialog::Board::Diamond);
        QCOMPARE(dialog.previewScene()->holeCount(), 41);
        QCOMPARE(dialog.emptyHoleBox()->value(), diamond->holeAt(2, 4));
        clickHole(dialog, picked);
        QCOMPARE(dialog.emptyHoleBox()->value(), picked);
        clickButton(dialog, QDialogButtonBox::Ok);
    });
    QVERIFY(position().geometry() == *diamond);
    QCOMPARE(position().pegs(), diamond->allHoles() & ~bit(picked));
    QCOMPARE(qobject_cast<PegScene *>(m_window->scene())->holeCount(), 41);
}

void TestPegNewGame::rectangleSizes()
{
    throughTheMenu([&](PegNewGameDialog &dialog) {
        chooseShape(dialog, PegNewGameDialog::Board::Rectangle);
        QVERIFY(!dialog.sideBox()->isVisible());
        typeValue(dialog.rowsBox(), 3);
        typeValue(dialog.colsBox(), 6);
        QCOMPARE(dialog.previewScene()->holeCount(), 18);
        // The sizes stop at 1 and 8.
        dialog.colsBox()->setFocus();
        for (int i = 0; i < 4; ++i)
            QTest::keyClick(dialog.colsBox(), Qt::Key_Up);
        QCOMPARE(dialog.colsBox()->value(), 8);
        typeValue(dialog.colsBox(), 6);
        clickHole(dialog, 8);
        clickButton(dialog, QDialogButtonBox::Ok);
    });
    QVERIFY(position().geometry() == *PegGeometry::rectangle(3, 6));
    QCOMPARE(position().pegCount(), 17);
    QVERIFY(!position().hasPeg(8));
}

void TestPegNewGame::triangleSides()
{
    throughTheMenu([&](PegNewGameDialog &dialog) {
        typeValue(dialog.sideBox(), 7);
        QCOMPARE(dialog.previewScene()->holeCount(), 28);
        dialog.sideBox()->setFocus();
        QTest::keyClick(dialog.sideBox(), Qt::Key_Up);
        QTest::keyClick(dialog.sideBox(), Qt::Key_Up);
        QCOMPARE(dialog.sideBox()->value(), 8);
        clickHole(dialog, 0);
        clickButton(dialog, QDialogButtonBox::Ok);
    });
    QVERIFY(position().geometry() == *PegGeometry::triangle(8));
    QCOMPARE(position().pegCount(), 35);
    QVERIFY(!position().hasPeg(0));
}

void TestPegNewGame::cancelChangesNothing()
{
    // A game under way, so "nothing" includes its moves.
    const auto before = m_window->session().position().clone();
    QVERIFY(m_window->session().play("11-4"));
    const auto played = m_window->session().position().clone();
    throughTheMenu([&](PegNewGameDialog &dialog) {
        chooseShape(dialog, PegNewGameDialog::Board::European);
        clickHole(dialog, 0);
        clickButton(dialog, QDialogButtonBox::Cancel);
    });
    QVERIFY(m_window->session().position().equals(*played));
    QVERIFY(m_window->session().startPosition().equals(*before));
    QCOMPARE(m_window->session().moveCount(), 1);
    // Nor is the cancelled choice remembered.
    PegNewGameDialog again(testsetup::appSettings());
    QCOMPARE(again.boardBox()->currentIndex(), int(PegNewGameDialog::Board::Triangle));
}

void TestPegNewGame::classicTrianglePreset()
{
    throughTheMenu([&](PegNewGameDialog &dialog) {
        typeValue(dialog.sideBox(), 6);
        clickHole(dialog, 3);
        QTest::mouseClick(dialog.classicButton(), Qt::LeftButton);
        QCOMPARE(dialog.previewScene()->holeCount(), 15);
        clickButton(dialog, QDialogButtonBox::Ok);
    });
    QVERIFY(position().equals(PegPuzzle::classicTriangle()));
}

// Classic Triangle brings back the original exercise's triangle; beside
// another board it would change the board, so only a triangle offers it.
void TestPegNewGame::classicTriangleOnlyOnATriangle()
{
    PegNewGameDialog dialog(testsetup::appSettings());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(dialog.classicButton()->isVisible());
    for (const auto board : {PegNewGameDialog::Board::English, PegNewGameDialog::Board::European,
                             PegNewGameDialog::Board::Rectangle}) {
        chooseShape(dialog, board);
        QVERIFY2(!dialog.classicButton()->isVisible(), qPrintable(dialog.boardBox()->currentText()));
    }
    chooseShape(dialog, PegNewGameDialog::Board::Triangle);
    QVERIFY(dialog.classicButton()->isVisible());
}

// A random start is made as soon as it is chosen: the preview shows it, and
// OK deals that very start.
void TestPegNewGame::theRandomStartShownIsTheOneDealt()
{
    std::vector<bool> shown;
    throughTheMenu([&](PegNewGameDialog &dialog) {
        chooseShape(dialog, PegNewGameDialog::Board::English);
        QVERIFY(!dialog.randomStartBox()->isChecked());
        QTest::mouseClick(dialog.randomStartBox(), Qt::LeftButton);
        PegScene *preview = dialog.previewScene();
        // The start is there when the preview shows pegs again (none while it is made).
        const auto pegsShown = [preview] {
            int pegs = 0;
            for (int hole = 0; hole < preview->holeCount(); ++hole)
                pegs += preview->pegShown(hole);
            return pegs;
        };
        QTRY_VERIFY_WITH_TIMEOUT(pegsShown() > 0, 20000);
        // Not the board with one hole empty: fewer pegs, from jumps played backwards.
        QVERIFY2(pegsShown() < 32, qPrintable(QString::number(pegsShown())));
        for (int hole = 0; hole < preview->holeCount(); ++hole)
            shown.push_back(preview->pegShown(hole));
        clickButton(dialog, QDialogButtonBox::Ok);
    });
    QCOMPARE(position().geometry().holeCount(), 33);
    QCOMPARE(int(shown.size()), 33);
    for (int hole = 0; hole < 33; ++hole)
        QVERIFY2(position().hasPeg(hole) == shown[std::size_t(hole)], qPrintable(QString::number(hole)));
}

void TestPegNewGame::oneHoleIsNoGame()
{
    PegNewGameDialog dialog(testsetup::appSettings());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    chooseShape(dialog, PegNewGameDialog::Board::Rectangle);
    typeValue(dialog.rowsBox(), 1);
    typeValue(dialog.colsBox(), 1);
    QVERIFY(!dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled());
    typeValue(dialog.colsBox(), 3);
    QVERIFY(dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled());
}

void TestPegNewGame::choicesAreRemembered()
{
    throughTheMenu([&](PegNewGameDialog &dialog) {
        chooseShape(dialog, PegNewGameDialog::Board::Rectangle);
        typeValue(dialog.rowsBox(), 5);
        typeValue(dialog.colsBox(), 2);
        clickHole(dialog, 7);
        clickButton(dialog, QDialogButtonBox::Ok);
    });
    PegNewGameDialog again(testsetup::appSettings());
    QVERIFY(again.createGame().equals(position()));
}

// The title and the name Save As suggests say the board a player chose,
// not the rows and columns it is drawn in (the triangle is 5 x 5, the
// English cross 7 x 7).
void TestPegNewGame::titleNamesTheBoard()
{
    QVERIFY(position().equals(PegPuzzle::classicTriangle()));
    QCOMPARE(m_window->windowTitle(), QStringLiteral("Peg solitaire triangle of 15 holes[*]"));
    QCOMPARE(WindowTitle::suggestedName(position(), QStringLiteral("peg")), QStringLiteral("pegs-triangle-15.peg"));
    const struct {
        PegNewGameDialog::Board board;
        const char *title;
        const char *file;
    } boards[] = {
        {PegNewGameDialog::Board::English, "Peg solitaire English cross of 33 holes[*]", "pegs-english-33.peg"},
        {PegNewGameDialog::Board::European, "Peg solitaire European cross of 37 holes[*]", "pegs-european-37.peg"},
        {PegNewGameDialog::Board::Wiegleb, "Peg solitaire Wiegleb cross of 45 holes[*]", "pegs-wiegleb-45.peg"},
        {PegNewGameDialog::Board::Diamond, "Peg solitaire diamond of 41 holes[*]", "pegs-diamond-41.peg"},
    };
    // Not a structured binding: Debian's clang captures none in a lambda.
    for (const auto &expected : boards) {
        throughTheMenu([&](PegNewGameDialog &dialog) {
            chooseShape(dialog, expected.board);
            clickButton(dialog, QDialogButtonBox::Ok);
        });
        QCOMPARE(m_window->windowTitle(), QString::fromUtf8(expected.title));
        QCOMPARE(WindowTitle::suggestedName(position(), QStringLiteral("peg")), QString::fromUtf8(expected.file));
    }
    throughTheMenu([&](PegNewGameDialog &dialog) {
        chooseShape(dialog, PegNewGameDialog::Board::Rectangle);
        typeValue(dialog.rowsBox(), 3);
        typeValue(dialog.colsBox(), 6);
        clickButton(dialog, QDialogButtonBox::Ok);
    });
    QCOMPARE(m_window->windowTitle(), QStringLiteral("Peg solitaire rectangle of 3 × 6[*]"));
    QCOMPARE(WindowTitle::suggestedName(position(), QStringLiteral("peg")), QStringLiteral("pegs-3x6.peg"));
    // A board of the player's own is named by its holes.
    const auto staircase = std::make_shared<const PegGeometry>(
        pb::pegs::Lattice::Square, std::vector<std::vector<bool>>{{true, true, true}, {true, true}, {true}});
    m_window->newGame(std::make_unique<PegPuzzle>(staircase, staircase->allHoles() & ~bit(0)));
    QVERIFY2(m_window->windowTitle().startsWith(QStringLiteral("Peg solitaire board of 6 hole")), qPrintable(m_window->windowTitle()));
    QCOMPARE(WindowTitle::suggestedName(position(), QStringLiteral("peg")), QStringLiteral("pegs-6-holes.peg"));
}

void TestPegNewGame::screenshot()
{
    // Not a check: a picture of the dialog for people to look at.
    const QString dir = qEnvironmentVariable("PUZZLEBOX_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("set PUZZLEBOX_SCREENSHOT_DIR to save a picture of the dialog");
    PegNewGameDialog dialog(testsetup::appSettings());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    chooseShape(dialog, PegNewGameDialog::Board::English);
    clickHole(dialog, 9);
    QCoreApplication::processEvents();
    QVERIFY(dialog.grab().save(dir + QStringLiteral("/pegnewgame-english.png")));
    chooseShape(dialog, PegNewGameDialog::Board::Triangle);
    QCoreApplication::processEvents();
    QVERIFY(dialog.grab().save(dir + QStringLiteral("/pegnewgame-triangle.png")));
}

PUZZLEBOX_TEST_MAIN(TestPegNewGame)
} // namespace tst_pegnewgame
#include "tst_pegnewgame.moc"
