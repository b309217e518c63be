// The Roller-Board scene driven as a person would: real clicks, drags and key
// presses on a BoardView's viewport, and the drawing compared with the position.

#include "core/roller/rollerpuzzle.h"
#include "ui/board/boardview.h"
#include "ui/roller/rollerscene.h"
#include "testmain.h"

#include <QSignalSpy>
#include <QTest>

#include <memory>

namespace tst_rollerscene {

using pb::roller::Direction;
using pb::roller::Roll;
using pb::roller::RollerPuzzle;

class TestRollerScene : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void drawsThePosition();
    void boardFitsTheView();
    void clickingAnArrowRequestsItsRoll_data();
    void clickingAnArrowRequestsItsRoll();
    void draggingARowRollsIt();
    void draggingAColumnTwoCellsRollsItTwice();
    void shortDragSlidesBack();
    void clickOnATileExplains();
    void showMoveSlidesWithWrapAround();
    void showMoveBackward();
    void showMoveReadsTheRollFromThePositions();
    void aUniformLineSlidesOnlyWhenAskedFor();
    void newPositionFinishesTheSlide();
    void keyboardMovesTheCursorAndRolls();
    void hintMarksTheLine();
    void otherSizes();
    void labelsNameTheLinesAsTheRollsDo_data();
    void labelsNameTheLinesAsTheRollsDo();
    void screenshots();

private:
    QPoint viewPoint(const QPointF &scenePos) const { return m_view->mapFromScene(scenePos); }
    void clickButton(const Roll &roll);
    void drag(const QPointF &from, const QPointF &to);
    bool showsExactly(const RollerPuzzle &position) const;
    static RollerPuzzle after(const RollerPuzzle &start, const char *move);

    std::unique_ptr<BoardView> m_view;
    RollerScene *m_scene = nullptr;
};

void TestRollerScene::init()
{
    m_view = std::make_unique<BoardView>();
    m_scene = new RollerScene(m_view.get());
    m_scene->setAnimationMillis(0);
    m_view->setScene(m_scene);
    m_view->resize(600, 600);
    m_scene->setPosition(RollerPuzzle::classicExample());
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
}

void TestRollerScene::cleanup()
{
    m_view.reset();
    m_scene = nullptr;
}

void TestRollerScene::clickButton(const Roll &roll)
{
    QTest::mouseClick(m_view->viewport(), Qt::LeftButton, {}, viewPoint(m_scene->buttonCenter(roll)));
}

// A drag in small steps, as a hand makes it.
void TestRollerScene::drag(const QPointF &from, const QPointF &to)
{
    QTest::mousePress(m_view->viewport(), Qt::LeftButton, {}, viewPoint(from));
    for (int step = 1; step <= 10; ++step)
        QTest::mouseMove(m_view->viewport(), viewPoint(from + (to - from) * step / 10.0));
    QTest::mouseRelease(m_view->viewport(), Qt::LeftButton, {}, viewPoint(to));
}

bool TestRollerScene::showsExactly(const RollerPuzzle &position) const
{
    if (m_scene->rows() != position.height() || m_scene->columns() != position.width())
        return false;
    for (int row = 0; row < position.height(); ++row) {
        for (int col = 0; col < position.width(); ++col) {
            if (m_scene->cellShown(row, col) != position.cell(row, col))
                return false;
        }
    }
    return true;
}

RollerPuzzle TestRollerScene::after(const RollerPuzzle &start, const char *move)
{
    RollerPuzzle position = start;
    const auto refusal = position.apply(move);
    Q_ASSERT(!refusal);
    return position;
}

void TestRollerScene::drawsThePosition()
{
    QCOMPARE(m_scene->rows(), 5);
    QCOMPARE(m_scene->columns(), 4);
    QVERIFY(showsExactly(RollerPuzzle::classicExample()));
    QVERIFY(!m_scene->slidingLine());
    QCOMPARE(m_scene->cursorCell(), -1);
}

void TestRollerScene::boardFitsTheView()
{
    for (const QSize size : {QSize(900, 400), QSize(300, 700), QSize(160, 140)}) {
        m_view->resize(size);
        const QRect viewport = m_view->viewport()->rect();
        const QRect board = m_view->mapFromScene(m_scene->sceneRect()).boundingRect();
        QVERIFY(viewport.adjusted(-1, -1, 1, 1).contains(board));
        QVERIFY(board.width() > viewport.width() - 30 || board.height() > viewport.height() - 30);
    }
}

void TestRollerScene::clickingAnArrowRequestsItsRoll_data()
{
    QTest::addColumn<QString>("move");
    for (const Roll &roll : pb::roller::allRolls(5, 4)) {
        const QString move = QString::fromStdString(pb::roller::rollToString(roll));
        QTest::newRow(qPrintable(move)) << move;
    }
}

void TestRollerScene::clickingAnArrowRequestsItsRoll()
{
    QFETCH(QString, move);
    QSignalSpy moves(m_scene, &BoardScene::moveRequested);
    clickButton(*pb::roller::parseRoll(move.toStdString()));
    QCOMPARE(moves.count(), 1);
    QCOMPARE(QString::fromStdString(moves.at(0).at(0).value<std::string>()), move);
    // The scene never plays the move itself: it waits for the window.
    QVERIFY(showsExactly(RollerPuzzle::classicExample()));
}

void TestRollerScene::draggingARowRollsIt()
{
    QSignalSpy moves(m_scene, &BoardScene::moveRequested);
    const QPointF from = m_scene->cellCenter(1, 0);
    QTest::mousePress(m_view->viewport(), Qt::LeftButton, {}, viewPoint(from));
    for (int step = 1; step <= 8; ++step)
        QTest::mouseMove(m_view->viewport(), viewPoint(from + QPointF(step * 10, 2)));
    // Mid-drag the row follows the hand: 80 units is 0.8 of a cell.
    QVERIFY(m_scene->slidingLine());
    QVERIFY(m_scene->slidingLine()->isRow());
    QCOMPARE(m_scene->slidingLine()->line, 1);
    QVERIFY(qAbs(m_scene->slideOffset() - 0.8) < 0.05);
    QCOMPARE(moves.count(), 0);
    QTest::mouseRelease(m_view->viewport(), Qt::LeftButton, {}, viewPoint(from + QPointF(80, 2)));
    QCOMPARE(moves.count(), 1);
    QCOMPARE(QString::fromStdString(moves.at(0).at(0).value<std::string>()), QStringLiteral("R1R"));
}

void TestRollerScene::draggingAColumnTwoCellsRollsItTwice()
{
    QSignalSpy moves(m_scene, &BoardScene::moveRequested);
    drag(m_scene->cellCenter(3, 2), m_scene->cellCenter(1, 2) + QPointF(6, 10));
    QCOMPARE(moves.count(), 2);
    QCOMPARE(QString::fromStdString(moves.at(0).at(0).value<std::string>()), QStringLiteral("C2U"));
    QCOMPARE(QString::fromStdString(moves.at(1).at(0).value<std::string>()), QStringLiteral("C2U"));
}

void TestRollerScene::shortDragSlidesBack()
{
    m_scene->setAnimationMillis(100);
    QSignalSpy moves(m_scene, &BoardScene::moveRequested);
    drag(m_scene->cellCenter(2, 1), m_scene->cellCenter(2, 1) + QPointF(-30, 0));
    QCOMPARE(moves.count(), 0);
    QTRY_VERIFY(!m_scene->slidingLine());
    QVERIFY(showsExactly(RollerPuzzle::classicExample()));
}

void TestRollerScene::clickOnATileExplains()
{
    QSignalSpy moves(m_scene, &BoardScene::moveRequested);
    QSignalSpy messages(m_scene, &BoardScene::statusMessage);
    QTest::mouseClick(m_view->viewport(), Qt::LeftButton, {}, viewPoint(m_scene->cellCenter(2, 2)));
    QCOMPARE(moves.count(), 0);
    QCOMPARE(messages.count(), 1);
    QVERIFY(messages.at(0).at(0).toString().contains(QStringLiteral("Drag a row")));
}

void TestRollerScene::showMoveSlidesWithWrapAround()
{
    m_scene->setAnimationMillis(150);
    const RollerPuzzle start = RollerPuzzle::classicExample();
    const RollerPuzzle end = after(start, "R1L");
    m_scene->showMove(start, end, "R1L", true);
    QVERIFY(m_scene->isAnimating());
    QCOMPARE(m_scene->slidingLine()->line, 1);
    // The slide starts where the tiles were: one cell right of where they end.
    QVERIFY(m_scene->slideOffset() > 0.9);
    QTRY_VERIFY(!m_scene->isAnimating());
    QVERIFY(!m_scene->slidingLine());
    QVERIFY(showsExactly(end));
}

void TestRollerScene::showMoveBackward()
{
    m_scene->setAnimationMillis(150);
    const RollerPuzzle start = RollerPuzzle::classicExample();
    const RollerPuzzle end = after(start, "C0D");
    m_scene->setPosition(end);
    m_scene->showMove(start, end, "C0D", false);
    QVERIFY(m_scene->isAnimating());
    QVERIFY(!m_scene->slidingLine()->isRow());
    QVERIFY(m_scene->slideOffset() > 0.9); // undoing a roll down starts one cell below
    QTRY_VERIFY(!m_scene->isAnimating());
    QVERIFY(showsExactly(start));
}

// The move's text is not read: the roll is found between the positions.
void TestRollerScene::showMoveReadsTheRollFromThePositions()
{
    m_scene->setAnimationMillis(150);
    const RollerPuzzle start = RollerPuzzle::classicExample();
    const RollerPuzzle end = after(start, "C1D");
    m_scene->showMove(start, end, std::string(), true);
    QVERIFY(m_scene->isAnimating());
    QCOMPARE(m_scene->slidingLine()->isRow(), false);
    QCOMPARE(m_scene->slidingLine()->line, 1);
    QVERIFY(m_scene->slideOffset() < -0.9); // rolled down: it starts a cell above
    QTRY_VERIFY(!m_scene->isAnimating());
    QVERIFY(showsExactly(end));
}

// Rolling a line whose tiles are all alike leaves the board as it was: the
// positions do not say which line rolled, so only the roll the player asked
// for slides.
void TestRollerScene::aUniformLineSlidesOnlyWhenAskedFor()
{
    const RollerPuzzle board = RollerPuzzle::classicExample();
    std::optional<Roll> uniform;
    for (const Roll &roll : pb::roller::allRolls(board.height(), board.width())) {
        if (!uniform && after(board, pb::roller::rollToString(roll).c_str()).cells() == board.cells())
            uniform = roll;
    }
    QVERIFY(uniform);
    m_scene->setAnimationMillis(150);
    m_scene->showMove(board, board, std::string(), true);
    QVERIFY(!m_scene->isAnimating());

    clickButton(*uniform);
    m_scene->showMove(board, board, std::string(), true);
    QVERIFY(m_scene->isAnimating());
    QCOMPARE(m_scene->slidingLine()->isRow(), uniform->isRow());
    QCOMPARE(m_scene->slidingLine()->line, uniform->line);
    QTRY_VERIFY(!m_scene->isAnimating());
    // Taking it back: nothing says which line it was.
    m_scene->showMove(board, board, std::string(), false);
    QVERIFY(!m_scene->isAnimating());
    QVERIFY(showsExactly(board));
}

void TestRollerScene::newPositionFinishesTheSlide()
{
    m_scene->setAnimationMillis(10000);
    const RollerPuzzle start = RollerPuzzle::classicExample();
    m_scene->showMove(start, after(start, "R2R"), "R2R", true);
    QVERIFY(m_scene->isAnimating());
    const RollerPuzzle other = RollerPuzzle::solvedBoard(3, 6);
    m_scene->setPosition(other);
    QVERIFY(!m_scene->isAnimating());
    QVERIFY(showsExactly(other));
}

void TestRollerScene::keyboardMovesTheCursorAndRolls()
{
    QSignalSpy moves(m_scene, &BoardScene::moveRequested);
    m_view->setFocus();
    QTest::keyClick(m_view->viewport(), Qt::Key_Down);
    QCOMPARE(m_scene->cursorCell(), 0); // the first key shows the cursor
    QTest::keyClick(m_view->viewport(), Qt::Key_Down);
    QTest::keyClick(m_view->viewport(), Qt::Key_Right);
    QTest::keyClick(m_view->viewport(), Qt::Key_Right);
    QCOMPARE(m_scene->cursorCell(), 1 * 4 + 2);
    QTest::keyClick(m_view->viewport(), Qt::Key_Right);
    QTest::keyClick(m_view->viewport(), Qt::Key_Right); // stops at the edge
    QCOMPARE(m_scene->cursorCell(), 1 * 4 + 3);
    QCOMPARE(moves.count(), 0);
    QTest::keyClick(m_view->viewport(), Qt::Key_Left, Qt::ShiftModifier);
    QTest::keyClick(m_view->viewport(), Qt::Key_Right, Qt::ShiftModifier);
    QTest::keyClick(m_view->viewport(), Qt::Key_Up, Qt::ShiftModifier);
    QTest::keyClick(m_view->viewport(), Qt::Key_Down, Qt::ShiftModifier);
    QCOMPARE(moves.count(), 4);
    QCOMPARE(QString::fromStdString(moves.at(0).at(0).value<std::string>()), QStringLiteral("R1L"));
    QCOMPARE(QString::fromStdString(moves.at(1).at(0).value<std::string>()), QStringLiteral("R1R"));
    QCOMPARE(QString::fromStdString(moves.at(2).at(0).value<std::string>()), QStringLiteral("C3U"));
    QCOMPARE(QString::fromStdString(moves.at(3).at(0).value<std::string>()), QStringLiteral("C3D"));
}

void TestRollerScene::hintMarksTheLine()
{
    m_scene->showHint("C1U");
    QCOMPARE(m_scene->hint(), std::optional(Roll{Direction::Up, 1}));
    m_scene->showHint("C9U"); // not on this board
    QVERIFY(!m_scene->hint());
    m_scene->showHint("R0L");
    m_scene->setPosition(RollerPuzzle::classicExample());
    QVERIFY(!m_scene->hint()); // a new position drops it
}

void TestRollerScene::otherSizes()
{
    std::mt19937 random(5);
    for (const auto &[height, width] : {std::pair{2, 2}, {6, 6}, {2, 6}, {6, 3}}) {
        const RollerPuzzle board = RollerPuzzle::randomBoard(height, width, random);
        m_scene->setPosition(board);
        QVERIFY(showsExactly(board));
        QSignalSpy moves(m_scene, &BoardScene::moveRequested);
        clickButton(Roll{Direction::Down, width - 1});
        clickButton(Roll{Direction::Left, height - 1});
        QCOMPARE(moves.count(), 2);
        QCOMPARE(QString::fromStdString(moves.at(0).at(0).value<std::string>()), QStringLiteral("C%1D").arg(width - 1));
        QCOMPARE(QString::fromStdString(moves.at(1).at(0).value<std::string>()), QStringLiteral("R%1L").arg(height - 1));
    }
}

void TestRollerScene::labelsNameTheLinesAsTheRollsDo_data()
{
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("columns");
    QTest::newRow("3 x 3") << 3 << 3;
    QTest::newRow("the original 5 x 4") << 5 << 4;
    QTest::newRow("6 x 6") << 6 << 6;
    QTest::newRow("1 x 6") << 1 << 6;
}

// R2L is read off the board: row R2's name sits between the well and the
// button that rolls it left, clear of both and legible in a small window.
void TestRollerScene::labelsNameTheLinesAsTheRollsDo()
{
    QFETCH(int, rows);
    QFETCH(int, columns);
    std::mt19937 random(3);
    m_scene->setPosition(RollerPuzzle::randomBoard(rows, columns, random));
    // What the board gets in a 700 x 500 window beside the solution panel.
    m_view->resize(420, 400);
    QTest::qWait(0);
    const QRectF well(m_scene->cellCenter(0, 0) - QPointF(60, 60),
                      m_scene->cellCenter(rows - 1, columns - 1) + QPointF(60, 60));
    for (const Roll &roll : pb::roller::allRolls(rows, columns)) {
        const QString move = QString::fromStdString(pb::roller::rollToString(roll));
        const QString name = RollerScene::lineName(roll);
        QCOMPARE(name, (roll.isRow() ? QStringLiteral("R") : QStringLiteral("C")) + QString::number(roll.line));
        QVERIFY2(move.startsWith(name), qPrintable(move));

        const QRectF label = m_scene->labelRect(roll);
        const QPointF lineCenter = roll.isRow() ? m_scene->cellCenter(roll.line, 0) : m_scene->cellCenter(0, roll.line);
        QVERIFY(qFuzzyCompare(roll.isRow() ? label.center().y() : label.center().x(),
                              roll.isRow() ? lineCenter.y() : lineCenter.x()));
        QVERIFY2(!label.intersects(well), qPrintable(move));
        const QPointF button = m_scene->buttonCenter(roll);
        QVERIFY2(!label.intersects(QRectF(button - QPointF(25, 25), QSizeF(50, 50))), qPrintable(move));
        // On the button's side of the well.
        QVERIFY2(QLineF(label.center(), button).length() < QLineF(well.center(), button).length(), qPrintable(move));
        // Legible: the band the name is written in is at least 15 pixels across.
        const QRect onScreen = m_view->mapFromScene(label).boundingRect();
        QVERIFY2(std::min(onScreen.width(), onScreen.height()) >= 15,
                 qPrintable(QStringLiteral("%1: %2 x %3 px").arg(move).arg(onScreen.width()).arg(onScreen.height())));
    }
}

void TestRollerScene::screenshots()
{
    // Pictures to look at, not to compare: the original exercise's board with the keyboard
    // cursor and a hint, a 6 x 6 board mid-slide (the wrap-around showing).
    const QString dir = qEnvironmentVariable("PUZZLEBOX_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("set PUZZLEBOX_SCREENSHOT_DIR to save pictures of the scene");
    m_view->resize(640, 640);
    QTest::keyClick(m_view->viewport(), Qt::Key_Right);
    QTest::keyClick(m_view->viewport(), Qt::Key_Right);
    m_scene->showHint("C0U");
    QVERIFY(m_view->grab().save(dir + QStringLiteral("/rollerscene.png")));

    std::mt19937 random(9);
    const RollerPuzzle board = RollerPuzzle::randomBoard(6, 6, random);
    m_scene->setPosition(board);
    m_scene->setAnimationMillis(100000);
    m_scene->showMove(after(board, "R2R"), board, "R2R", false);
    QTest::qWait(0);
    const QPointF from = m_scene->cellCenter(4, 1);
    QTest::mousePress(m_view->viewport(), Qt::LeftButton, {}, viewPoint(from));
    for (int step = 1; step <= 4; ++step)
        QTest::mouseMove(m_view->viewport(), viewPoint(from + QPointF(0, -step * 11)));
    QVERIFY(m_view->grab().save(dir + QStringLiteral("/rollerscene-slide.png")));
    QTest::mouseRelease(m_view->viewport(), Qt::LeftButton, {}, viewPoint(from + QPointF(0, -44)));
}

PUZZLEBOX_TEST_MAIN(TestRollerScene)
} // namespace tst_rollerscene
#include "tst_rollerscene.moc"
