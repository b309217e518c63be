// The peg board driven as a person would: real clicks and key presses on a
// BoardView's viewport, and the drawing compared hole by hole with the position.

#include "core/pegs/pegpuzzle.h"
#include "ui/board/boardview.h"
#include "ui/pegs/pegscene.h"
#include "testmain.h"

#include <QGraphicsItem>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>
#include <memory>

namespace tst_pegscene {

using pb::pegs::bit;
using pb::pegs::PegBits;
using pb::pegs::PegGeometry;
using pb::pegs::PegPuzzle;

class TestPegScene : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void drawsTheClassicPosition();
    void triangleLayout();
    void cellRectIsWhereTheHoleIsDrawn();
    void boardFitsTheView_data();
    void boardFitsTheView();
    void clickSelectsAPegAndMarksItsLandings();
    void clickingALandingHoleRequestsTheMove();
    void clickingTheSelectedPegDeselects();
    void clickingAnotherMovablePegSelectsIt();
    void pegWithoutAJumpExplains();
    void emptyHoleWithNothingSelectedExplains();
    void emptyHoleThatIsNoLandingExplains();
    void lettingGoWithdrawsTheSelectionMessage();
    void draggingAPegOntoItsLandingRequestsTheMove();
    void droppedPegJumpsFromWhereItWasLetGo();
    void droppingAPegElsewhereSpringsBack_data();
    void droppingAPegElsewhereSpringsBack();
    void aShakyClickIsStillAClick();
    void showMoveWithoutAnimation();
    void showMoveAnimates();
    void showMoveBackwardRestores();
    void showMoveReadsTheJumpsFromThePositions();
    void newPositionFinishesTheRunningAnimation();
    void newMoveFinishesTheRunningAnimation();
    void hintLastsUntilTheNextPosition();
    void squareLatticeDrawsAndMapsClicks();
    void keyboardPlay();
    void screenshots();

private:
    void click(int hole);
    void drag(const QPointF &from, const QPointF &to);
    void showPosition(const PegPuzzle &position);
    bool showsExactly(const PegPuzzle &position) const;
    static PegPuzzle afterClassicMove(); // the seed after "11-4"

    std::unique_ptr<BoardView> m_view;
    PegScene *m_scene = nullptr;
};

void TestPegScene::init()
{
    m_view = std::make_unique<BoardView>();
    m_scene = new PegScene(m_view.get());
    m_scene->setAnimationMillis(0);
    m_view->setScene(m_scene);
    m_view->resize(600, 500);
    showPosition(PegPuzzle::classicTriangle());
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
}

void TestPegScene::cleanup()
{
    m_view.reset();
    m_scene = nullptr;
}

void TestPegScene::click(int hole)
{
    QTest::mouseClick(m_view->viewport(), Qt::LeftButton, {},
                      m_view->mapFromScene(m_scene->holeCenter(hole)));
}

// A drag in small steps, as a hand makes it.
void TestPegScene::drag(const QPointF &from, const QPointF &to)
{
    QTest::mousePress(m_view->viewport(), Qt::LeftButton, {}, m_view->mapFromScene(from));
    for (int step = 1; step <= 10; ++step)
        QTest::mouseMove(m_view->viewport(), m_view->mapFromScene(from + (to - from) * step / 10.0));
    QTest::mouseRelease(m_view->viewport(), Qt::LeftButton, {}, m_view->mapFromScene(to));
}

void TestPegScene::showPosition(const PegPuzzle &position)
{
    m_scene->setPosition(position);
}

bool TestPegScene::showsExactly(const PegPuzzle &position) const
{
    if (m_scene->holeCount() != position.geometry().holeCount())
        return false;
    for (int hole = 0; hole < m_scene->holeCount(); ++hole) {
        if (m_scene->pegShown(hole) != position.hasPeg(hole))
            return false;
    }
    return true;
}

PegPuzzle TestPegScene::afterClassicMove()
{
    PegPuzzle position = PegPuzzle::classicTriangle();
    const auto refusal = position.apply("11-4");
    Q_ASSERT(!refusal);
    return position;
}

void TestPegScene::drawsTheClassicPosition()
{
    QCOMPARE(m_scene->holeCount(), 15);
    QVERIFY(showsExactly(PegPuzzle::classicTriangle()));
    QVERIFY(!m_scene->pegShown(4));
    QCOMPARE(m_scene->selectedHole(), -1);
}

void TestPegScene::triangleLayout()
{
    // Row r is centred: the apex above the middle of the bottom row, the rows
    // evenly spaced, and neighbours all equally far apart.
    const QPointF apex = m_scene->holeCenter(0);
    QCOMPARE(apex.x(), m_scene->holeCenter(4).x());
    QCOMPARE(apex.x(), m_scene->holeCenter(12).x());
    for (int hole = 11; hole <= 14; ++hole)
        QCOMPARE(m_scene->holeCenter(hole).y(), m_scene->holeCenter(10).y());
    const QLineF row(m_scene->holeCenter(10), m_scene->holeCenter(11));
    const QLineF diagonal(m_scene->holeCenter(6), m_scene->holeCenter(10));
    const QLineF otherDiagonal(m_scene->holeCenter(6), m_scene->holeCenter(11));
    QVERIFY(qFuzzyCompare(row.length(), diagonal.length()));
    QVERIFY(qFuzzyCompare(row.length(), otherDiagonal.length()));
}

// The coach draws over cellRect(): each hole's square is centred on the
// hole, holds the items drawn there, keeps clear of its neighbours' squares,
// and a click at its centre is a click on that hole.
void TestPegScene::cellRectIsWhereTheHoleIsDrawn()
{
    for (int hole = 0; hole < m_scene->holeCount(); ++hole) {
        const QRectF rect = m_scene->cellRect(hole);
        QVERIFY(!rect.isEmpty());
        QCOMPARE(rect.center(), m_scene->holeCenter(hole));
        QCOMPARE(m_scene->holeAt(rect.center()), hole);
        const QList<QGraphicsItem *> drawn = m_scene->items(rect, Qt::ContainsItemBoundingRect);
        QVERIFY(std::any_of(drawn.begin(), drawn.end(), [&](const QGraphicsItem *item) {
            return item->sceneBoundingRect().center() == rect.center();
        }));
        for (int other = 0; other < hole; ++other)
            QVERIFY(!rect.intersects(m_scene->cellRect(other)));
    }
    QVERIFY(m_scene->cellRect(-1).isEmpty());
    QVERIFY(m_scene->cellRect(m_scene->holeCount()).isEmpty());
    QTest::mouseClick(m_view->viewport(), Qt::LeftButton, {}, m_view->mapFromScene(m_scene->cellRect(11).center()));
    QCOMPARE(m_scene->selectedHole(), 11);
}

void TestPegScene::boardFitsTheView_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("wide") << QSize(900, 400);
    QTest::newRow("tall") << QSize(300, 700);
    QTest::newRow("small") << QSize(160, 140);
}

void TestPegScene::boardFitsTheView()
{
    QFETCH(QSize, size);
    m_view->resize(size);
    const QRect viewport = m_view->viewport()->rect();
    const QRect board = m_view->mapFromScene(m_scene->sceneRect()).boundingRect();
    QVERIFY2(viewport.adjusted(-1, -1, 1, 1).contains(board),
             qPrintable(QStringLiteral("board %1,%2 %3x%4 in viewport %5x%6")
                            .arg(board.x()).arg(board.y()).arg(board.width()).arg(board.height())
                            .arg(viewport.width()).arg(viewport.height())));
    // Fitted, not just inside: one side fills the viewport but for a small margin.
    QVERIFY(board.width() > viewport.width() - 30 || board.height() > viewport.height() - 30);
    // And the view follows a board of another size.
    showPosition(PegPuzzle(PegGeometry::rectangle(2, 7), 0b1011011));
    const QRect wideBoard = m_view->mapFromScene(m_scene->sceneRect()).boundingRect();
    QVERIFY(viewport.adjusted(-1, -1, 1, 1).contains(wideBoard));
    QVERIFY(wideBoard.width() > viewport.width() - 30
            || wideBoard.height() > viewport.height() - 30);
}

void TestPegScene::clickSelectsAPegAndMarksItsLandings()
{
    click(11);
    QCOMPARE(m_scene->selectedHole(), 11);
    for (int hole = 0; hole < 15; ++hole)
        QCOMPARE(m_scene->isHighlighted(hole), hole == 4);
}

void TestPegScene::clickingALandingHoleRequestsTheMove()
{
    QSignalSpy moves(m_scene, &BoardScene::moveRequested);
    click(11);
    QCOMPARE(moves.count(), 0);
    click(4);
    QCOMPARE(moves.count(), 1);
    QCOMPARE(QString::fromStdString(moves.at(0).at(0).value<std::string>()), QStringLiteral("11-4"));
    // The scene never plays the move itself: it waits for the window.
    QVERIFY(showsExactly(PegPuzzle::classicTriangle()));
    QCOMPARE(m_scene->selectedHole(), -1);
}

void TestPegScene::clickingTheSelectedPegDeselects()
{
    click(11);
    QCOMPARE(m_scene->selectedHole(), 11);
    click(11);
    QCOMPARE(m_scene->selectedHole(), -1);
    QVERIFY(!m_scene->isHighlighted(4));
}

void TestPegScene::clickingAnotherMovablePegSelectsIt()
{
    QSignalSpy moves(m_scene, &BoardScene::moveRequested);
    click(11);
    click(13);
    QCOMPARE(m_scene->selectedHole(), 13);
    QVERIFY(m_scene->isHighlighted(4));
    click(4);
    QCOMPARE(moves.count(), 1);
    QCOMPARE(QString::fromStdString(moves.at(0).at(0).value<std::string>()), QStringLiteral("13-4"));
}

void TestPegScene::pegWithoutAJumpExplains()
{
    QSignalSpy messages(m_scene, &BoardScene::statusMessage);
    click(0);
    QCOMPARE(m_scene->selectedHole(), -1);
    QCOMPARE(messages.count(), 1);
    const QString text = messages.at(0).at(0).toString();
    QVERIFY2(text.contains(QLatin1String("Peg 0")) && text.contains(QLatin1String("no jump")),
             qPrintable(text));
}

void TestPegScene::emptyHoleWithNothingSelectedExplains()
{
    QSignalSpy messages(m_scene, &BoardScene::statusMessage);
    QSignalSpy moves(m_scene, &BoardScene::moveRequested);
    click(4);
    QCOMPARE(moves.count(), 0);
    QCOMPARE(messages.count(), 1);
    const QString text = messages.at(0).at(0).toString();
    QVERIFY2(text.contains(QLatin1String("Hole 4")) && text.contains(QLatin1String("Select a peg")),
             qPrintable(text));
}

void TestPegScene::emptyHoleThatIsNoLandingExplains()
{
    showPosition(afterClassicMove()); // holes 7 and 11 are empty now
    click(2);
    QCOMPARE(m_scene->selectedHole(), 2);
    QVERIFY(m_scene->isHighlighted(7));
    QVERIFY(!m_scene->isHighlighted(11));

    QSignalSpy messages(m_scene, &BoardScene::statusMessage);
    QSignalSpy moves(m_scene, &BoardScene::moveRequested);
    click(11);
    QCOMPARE(moves.count(), 0);
    QCOMPARE(messages.count(), 1);
    const QString text = messages.at(0).at(0).toString();
    QVERIFY2(text.contains(QLatin1String("Peg 2")) && text.contains(QLatin1String("hole 11")),
             qPrintable(text));
    // The selection stays, so the next click can still land.
    QCOMPARE(m_scene->selectedHole(), 2);
}

void TestPegScene::lettingGoWithdrawsTheSelectionMessage()
{
    QSignalSpy withdrawn(m_scene, &BoardScene::statusMessageWithdrawn);
    click(0); // no jump: nothing selected, nothing to withdraw
    QCOMPARE(withdrawn.count(), 0);
    click(11);
    QCOMPARE(withdrawn.count(), 0);
    click(13); // another peg: its own message replaces the first
    QCOMPARE(withdrawn.count(), 1);
    QTest::keyClick(m_view->viewport(), Qt::Key_Escape);
    QCOMPARE(m_scene->selectedHole(), -1);
    QCOMPARE(withdrawn.count(), 2);
    QTest::keyClick(m_view->viewport(), Qt::Key_Escape);
    QCOMPARE(withdrawn.count(), 2);
    click(11);
    showPosition(PegPuzzle::classicTriangle());
    QCOMPARE(withdrawn.count(), 3);
}

void TestPegScene::draggingAPegOntoItsLandingRequestsTheMove()
{
    QSignalSpy moves(m_scene, &BoardScene::moveRequested);
    drag(m_scene->holeCenter(13), m_scene->holeCenter(4) + QPointF(-10, 6));
    QCOMPARE(moves.count(), 1);
    QCOMPARE(QString::fromStdString(moves.at(0).at(0).value<std::string>()), QStringLiteral("13-4"));
    // Nobody played it: the board is as it was, the peg back in its hole.
    QVERIFY(showsExactly(PegPuzzle::classicTriangle()));
    QCOMPARE(m_scene->selectedHole(), -1);
}

void TestPegScene::droppedPegJumpsFromWhereItWasLetGo()
{
    m_scene->setAnimationMillis(60000);
    connect(m_scene, &BoardScene::moveRequested, this, [this](const std::string &move) {
        m_scene->showMove(PegPuzzle::classicTriangle(), afterClassicMove(), move, true);
    });
    const QPointF dropPoint = m_scene->holeCenter(4) + QPointF(15, 10);
    drag(m_scene->holeCenter(11), dropPoint);
    // The flight starts at the drop, not back at hole 11.
    const QList<QGraphicsItem *> flying = m_scene->items(dropPoint);
    QVERIFY(!m_scene->pegShown(11));
    QVERIFY(!m_scene->pegShown(4));
    QVERIFY(std::any_of(flying.begin(), flying.end(), [&](QGraphicsItem *item) {
        // Within the rounding of the view's pixels.
        return item->isVisible() && QLineF(item->pos(), dropPoint).length() < 3;
    }));
    m_scene->finishAnimations();
    QVERIFY(showsExactly(afterClassicMove()));
}

void TestPegScene::droppingAPegElsewhereSpringsBack_data()
{
    QTest::addColumn<int>("target");
    QTest::addColumn<QString>("message");
    QTest::newRow("on another peg") << 12 << QStringLiteral("Peg 13 cannot jump into hole 12: a peg jumps over one neighbouring peg into the empty hole right behind it.");
    QTest::newRow("on its own hole") << 13 << QString();
    QTest::newRow("off the board") << -1 << QString();
}

void TestPegScene::droppingAPegElsewhereSpringsBack()
{
    QFETCH(int, target);
    QFETCH(QString, message);
    m_scene->setAnimationMillis(150);
    QSignalSpy moves(m_scene, &BoardScene::moveRequested);
    QSignalSpy messages(m_scene, &BoardScene::statusMessage);
    const QPointF from = m_scene->holeCenter(13);
    const QPointF to = target >= 0 ? m_scene->holeCenter(target) + QPointF(0, 8)
                                   : m_scene->sceneRect().bottomRight() - QPointF(5, 5);
    if (target == 13) {
        // Out of the hole and back: a drag, not a click.
        QTest::mousePress(m_view->viewport(), Qt::LeftButton, {}, m_view->mapFromScene(from));
        QTest::mouseMove(m_view->viewport(), m_view->mapFromScene(from + QPointF(30, 0)));
        QTest::mouseMove(m_view->viewport(), m_view->mapFromScene(from + QPointF(60, 0)));
        QTest::mouseMove(m_view->viewport(), m_view->mapFromScene(from + QPointF(10, 0)));
        QTest::mouseRelease(m_view->viewport(), Qt::LeftButton, {}, m_view->mapFromScene(from + QPointF(10, 0)));
    } else {
        drag(from, to);
    }
    QCOMPARE(moves.count(), 0);
    QStringList said;
    for (const QList<QVariant> &args : std::as_const(messages))
        said << args.at(0).toString();
    QCOMPARE(said.last(), message.isEmpty() ? QStringLiteral("Peg 13 selected: click a highlighted hole to jump there.") : message);
    QTRY_VERIFY(showsExactly(PegPuzzle::classicTriangle()));
    QCOMPARE(m_scene->selectedHole(), 13);
    QVERIFY(m_scene->isHighlighted(4));
}

void TestPegScene::aShakyClickIsStillAClick()
{
    // A press and release a few units apart selects, and on the selected peg lets go.
    drag(m_scene->holeCenter(11), m_scene->holeCenter(11) + QPointF(4, 3));
    QCOMPARE(m_scene->selectedHole(), 11);
    drag(m_scene->holeCenter(11), m_scene->holeCenter(11) + QPointF(-3, 4));
    QCOMPARE(m_scene->selectedHole(), -1);
}

void TestPegScene::showMoveWithoutAnimation()
{
    const PegPuzzle before = PegPuzzle::classicTriangle();
    const PegPuzzle after = afterClassicMove();
    click(11);
    m_scene->showMove(before, after, "11-4", true);
    QVERIFY(showsExactly(after));
    QCOMPARE(m_scene->selectedHole(), -1);
    QVERIFY(!m_scene->isHighlighted(4));
}

void TestPegScene::showMoveAnimates()
{
    const PegPuzzle before = PegPuzzle::classicTriangle();
    const PegPuzzle after = afterClassicMove();
    m_scene->setAnimationMillis(150);
    m_scene->showMove(before, after, "11-4", true);
    // Under way: the jumping peg is in the air, so neither end shows it.
    QVERIFY(!m_scene->pegShown(11));
    QVERIFY(!m_scene->pegShown(4));
    QTRY_VERIFY(showsExactly(after));
}

void TestPegScene::showMoveBackwardRestores()
{
    const PegPuzzle before = PegPuzzle::classicTriangle();
    const PegPuzzle after = afterClassicMove();
    showPosition(after);
    m_scene->setAnimationMillis(150);
    m_scene->showMove(before, after, "11-4", false);
    QVERIFY(!m_scene->pegShown(4));
    QVERIFY(!m_scene->pegShown(11));
    QTRY_VERIFY(showsExactly(before));

    m_scene->setAnimationMillis(0);
    m_scene->showMove(before, after, "11-4", true);
    m_scene->showMove(before, after, "11-4", false);
    QVERIFY(showsExactly(before));
}

// The move's text is not read: a chain's jumps are found between the positions.
void TestPegScene::showMoveReadsTheJumpsFromThePositions()
{
    const auto geometry = PegPuzzle::classicTriangle().sharedGeometry();
    const PegPuzzle before(geometry, pb::pegs::bit(0) | pb::pegs::bit(1) | pb::pegs::bit(7));
    const PegPuzzle after(geometry, pb::pegs::bit(12));
    showPosition(before);
    m_scene->setAnimationMillis(150);
    m_scene->showMove(before, after, std::string(), true);
    // The jumper is in the air, the pegs it takes still on the board.
    QVERIFY(!m_scene->pegShown(0));
    QVERIFY(!m_scene->pegShown(12));
    QVERIFY(m_scene->pegShown(1) && m_scene->pegShown(7));
    QTRY_VERIFY(showsExactly(after));

    m_scene->showMove(before, after, std::string(), false);
    QVERIFY(!m_scene->pegShown(0) && !m_scene->pegShown(12));
    QTRY_VERIFY(showsExactly(before));
}

void TestPegScene::newPositionFinishesTheRunningAnimation()
{
    const PegPuzzle before = PegPuzzle::classicTriangle();
    const PegPuzzle after = afterClassicMove();
    m_scene->setAnimationMillis(60000);
    m_scene->showMove(before, after, "11-4", true);
    QVERIFY(!showsExactly(after));
    m_scene->finishAnimations();
    QVERIFY(showsExactly(after));

    m_scene->showMove(before, after, "11-4", false);
    QVERIFY(!showsExactly(before));
    showPosition(after);
    QVERIFY(showsExactly(after));
}

void TestPegScene::newMoveFinishesTheRunningAnimation()
{
    const PegPuzzle first = PegPuzzle::classicTriangle();
    const PegPuzzle second = afterClassicMove();
    PegPuzzle third = second;
    QVERIFY(!third.apply("2-7"));

    m_scene->setAnimationMillis(60000);
    m_scene->showMove(first, second, "11-4", true);
    m_scene->showMove(second, third, "2-7", true);
    m_scene->finishAnimations();
    QVERIFY(showsExactly(third));

    // A click in the middle of an animation lands on the final position.
    m_scene->showMove(second, third, "2-7", false);
    click(9);
    QVERIFY(showsExactly(second));
}

void TestPegScene::hintLastsUntilTheNextPosition()
{
    // A hint is drawing only; it must not disturb selection or play.
    m_scene->showHint("11-4");
    QSignalSpy moves(m_scene, &BoardScene::moveRequested);
    click(13);
    click(4);
    QCOMPARE(moves.count(), 1);
    QCOMPARE(QString::fromStdString(moves.at(0).at(0).value<std::string>()), QStringLiteral("13-4"));
    m_scene->showHint("not a move");
    m_scene->showHint(std::string());
    QVERIFY(showsExactly(PegPuzzle::classicTriangle()));
}

void TestPegScene::squareLatticeDrawsAndMapsClicks()
{
    // 3 x 4 rectangle, holes 0..11 row by row; hole 2 empty, so 0 can jump
    // over 1 into 2 and 10 can jump over 6 into 2.
    const PegBits pegs = 0b1111'1111'1011;
    const PegPuzzle position(PegGeometry::rectangle(3, 4), pegs);
    showPosition(position);
    QCOMPARE(m_scene->holeCount(), 12);
    QVERIFY(showsExactly(position));

    // A square grid: equal steps across and down.
    const QPointF origin = m_scene->holeCenter(0);
    QCOMPARE(m_scene->holeCenter(1).y(), origin.y());
    QCOMPARE(m_scene->holeCenter(4).x(), origin.x());
    QCOMPARE(m_scene->holeCenter(1).x() - origin.x(), m_scene->holeCenter(4).y() - origin.y());

    QSignalSpy moves(m_scene, &BoardScene::moveRequested);
    click(0);
    QCOMPARE(m_scene->selectedHole(), 0);
    QVERIFY(m_scene->isHighlighted(2));
    click(10);
    QCOMPARE(m_scene->selectedHole(), 10);
    QVERIFY(m_scene->isHighlighted(2));
    click(2);
    QCOMPARE(moves.count(), 1);
    QCOMPARE(QString::fromStdString(moves.at(0).at(0).value<std::string>()), QStringLiteral("10-2"));
}

void TestPegScene::keyboardPlay()
{
    QSignalSpy moves(m_scene, &BoardScene::moveRequested);
    QSignalSpy said(m_scene, &BoardScene::statusMessage);
    m_view->setFocus();
    QCOMPARE(m_scene->focusHole(), -1);
    QTest::keyClick(m_view.get(), Qt::Key_Down); // the first key shows the focus
    QCOMPARE(m_scene->focusHole(), 0);
    QTest::keyClick(m_view.get(), Qt::Key_Down);
    QCOMPARE(m_scene->focusHole(), 1);
    QTest::keyClick(m_view.get(), Qt::Key_Down); // back under the apex
    QCOMPARE(m_scene->focusHole(), 4);
    QTest::keyClick(m_view.get(), Qt::Key_Down);
    QTest::keyClick(m_view.get(), Qt::Key_Down);
    QCOMPARE(m_scene->focusHole(), 12);
    QTest::keyClick(m_view.get(), Qt::Key_Left);
    QCOMPARE(m_scene->focusHole(), 11);
    QTest::keyClick(m_view.get(), Qt::Key_Space);
    QCOMPARE(m_scene->selectedHole(), 11);
    // Selected by a key, the peg asks for the next key, not for a click.
    QCOMPARE(said.last().at(0).toString(),
             QStringLiteral("Peg 11 selected: move the ring to a highlighted hole and press Space to jump there."));
    QTest::keyClick(m_view.get(), Qt::Key_Up);
    QTest::keyClick(m_view.get(), Qt::Key_Up);
    QCOMPARE(m_scene->focusHole(), 3); // up from 11 aims at its x: 6 (a tie with 7), then 3
    QTest::keyClick(m_view.get(), Qt::Key_Right);
    QCOMPARE(m_scene->focusHole(), 4);
    QTest::keyClick(m_view.get(), Qt::Key_Return);
    QCOMPARE(moves.count(), 1);
    QCOMPARE(QString::fromStdString(moves.at(0).at(0).value<std::string>()), QStringLiteral("11-4"));

    click(13);
    QCOMPARE(m_scene->selectedHole(), 13);
    QCOMPARE(said.last().at(0).toString(), QStringLiteral("Peg 13 selected: click a highlighted hole to jump there."));
    QTest::keyClick(m_view.get(), Qt::Key_Escape);
    QCOMPARE(m_scene->selectedHole(), -1);
}

void TestPegScene::screenshots()
{
    // Pictures to look at, not to compare: the seed with a peg selected, a hint
    // on a later position, a square board, and a large board with the keyboard
    // focus.
    click(11);
    QVERIFY(m_view->grab().save(QStringLiteral("/tmp/pegscene.png")));

    PegPuzzle later = afterClassicMove();
    QVERIFY(!later.apply("2-7"));
    showPosition(later);
    m_scene->showHint("9-2");
    QVERIFY(m_view->grab().save(QStringLiteral("/tmp/pegscene-hint.png")));

    showPosition(PegPuzzle(PegGeometry::rectangle(3, 4), 0b1111'1111'1011));
    click(10);
    QVERIFY(m_view->grab().save(QStringLiteral("/tmp/pegscene-square.png")));

    m_view->resize(1000, 860);
    showPosition(afterClassicMove());
    click(2);
    QTest::keyClick(m_view.get(), Qt::Key_Down);
    QVERIFY(m_view->grab().save(QStringLiteral("/tmp/pegscene-large.png")));
}

PUZZLEBOX_TEST_MAIN(TestPegScene)
} // namespace tst_pegscene
#include "tst_pegscene.moc"
