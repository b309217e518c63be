// Nim apart from the window: what the NimInteraction makes of the pointer, a
// click and the keys (the move previewed, the move to play, the words, the
// device the banner names), what NimCells tells a screen reader from it, both
// with their state alone; and the scene's animation and hint, which follow
// the heaps before and after a move, never the move's text.

#include "inputwords.h"
#include "core/nim/nimpuzzle.h"
#include "ui/nim/nimcells.h"
#include "ui/nim/niminteraction.h"
#include "ui/nim/nimscene.h"
#include "ui/nim/nimstoneitem.h"
#include "../testsetup.h"
#include "testmain.h"

#include <QTest>

#include <optional>
#include <string>

namespace tst_niminteraction {

using pb::nim::NimMove;
using pb::nim::NimPuzzle;
using pb::nim::Player;

namespace {

using inputwords::keyNamed;

// "point 2 3" (heap, slot), "point none", "click 0 1", "click none" or "key Right".
NimInteraction::Reply give(NimInteraction &interaction, const QString &input)
{
    const QStringList words = input.split(QLatin1Char(' '));
    if (words.front() == QLatin1String("key"))
        return interaction.key(keyNamed(words.back()));
    const std::optional<NimInput::Stone> stone = words.size() == 3
        ? std::optional<NimInput::Stone>(NimInput::Stone{words[1].toInt(), words[2].toInt()})
        : std::nullopt;
    return words.front() == QLatin1String("click") ? interaction.click(stone) : interaction.point(stone);
}

QString moveText(const std::optional<NimMove> &move)
{
    return move ? QString::fromStdString(pb::nim::moveToString(*move)) : QString();
}

// The pebbles of `heap` the scene shows now, those in flight included.
int visibleStones(const NimScene &scene, int heap)
{
    int count = 0;
    for (QGraphicsItem *item : scene.items()) {
        const auto *stone = dynamic_cast<const NimStoneItem *>(item);
        count += stone && stone->heap() == heap && stone->isVisible() ? 1 : 0;
    }
    return count;
}

NimPuzzle game(std::vector<int> heaps, Player starts = Player::Human)
{
    pb::nim::NimRules rules;
    rules.starts = starts;
    return NimPuzzle(std::move(heaps), rules);
}

} // namespace

class TestNimInteraction : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { testsetup::useTestFolders(); }
    void inputs_data();
    void inputs();
    void aPositionShownDropsThePreview();
    void noPositionTakesNoInput();
    void cellsReadTheInteraction();
    void sceneTakesTheStonesTheHeapLost_data();
    void sceneTakesTheStonesTheHeapLost();
    void hintMarksTheStonesItsMoveTakes();
};

void TestNimInteraction::inputs_data()
{
    QTest::addColumn<bool>("computerToMove");
    QTest::addColumn<QStringList>("inputs");
    // Of the last input's reply:
    QTest::addColumn<bool>("handled");
    QTest::addColumn<QString>("move");
    QTest::addColumn<QString>("message");
    QTest::addColumn<bool>("previewChanged");
    QTest::addColumn<bool>("deviceChanged");
    QTest::addColumn<bool>("settle");
    // The state afterwards:
    QTest::addColumn<QString>("preview");
    QTest::addColumn<bool>("keys");

    // Heaps A: 3, B: 0, C: 5.
    QTest::newRow("pointing at a stone previews it and those above")
        << false << QStringList{"point 2 1"} << true << QString() << QString() << true << false << false << "C4" << false;
    QTest::newRow("pointing at the same move again changes nothing")
        << false << QStringList{"point 2 1", "point 2 1"} << true << QString() << QString() << false << false << false
        << "C4" << false;
    QTest::newRow("pointing away drops the preview")
        << false << QStringList{"point 2 1", "point none"} << true << QString() << QString() << true << false << false
        << QString() << false;
    QTest::newRow("pointing above a heap's top previews nothing")
        << false << QStringList{"point 0 3"} << true << QString() << QString() << false << false << false << QString() << false;
    QTest::newRow("pointing on the computer's turn previews nothing")
        << true << QStringList{"point 2 1"} << false << QString() << QString() << false << false << false << QString() << false;
    QTest::newRow("a click takes the stone and those above it")
        << false << QStringList{"point 0 1", "click 0 1"} << true << "A2" << QString() << true << false << true
        << QString() << false;
    QTest::newRow("a click beside the stones explains")
        << false << QStringList{"click none"} << true << QString() << "Click a stone: it and every stone above it are taken."
        << false << false << true << QString() << false;
    QTest::newRow("a click on the computer's turn explains")
        << true << QStringList{"click 0 0"} << true << QString() << "Wait a moment: it is the computer's turn." << false
        << false << true << QString() << false;
    QTest::newRow("the first key previews a stone and turns to the keys")
        << false << QStringList{"key Right"} << true << QString() << QString() << true << true << false << "A1" << true;
    QTest::newRow("the keys stay the device")
        << false << QStringList{"key Right", "key Right"} << true << QString() << QString() << true << false << false
        << "C1" << true;
    QTest::newRow("Up takes more, up to the whole heap")
        << false << QStringList{"key Right", "key Up", "key Up", "key Up"} << true << QString() << QString() << false
        << false << false << "A3" << true;
    QTest::newRow("Space takes the preview, once the stones have settled")
        << false << QStringList{"key Right", "key Up", "key Space"} << true << "A2" << QString() << true << false << true
        << QString() << true;
    QTest::newRow("Esc drops the preview")
        << false << QStringList{"key Right", "key Esc"} << true << QString() << QString() << true << false << false
        << QString() << true;
    QTest::newRow("Esc without a preview is passed on")
        << false << QStringList{"key Esc"} << false << QString() << QString() << false << false << false << QString() << false;
    QTest::newRow("a click after the keys turns back to the pointer")
        << false << QStringList{"key Right", "click 2 4"} << true << "C1" << QString() << true << true << true << QString()
        << false;
    QTest::newRow("keys on the computer's turn are passed on")
        << true << QStringList{"key Right"} << false << QString() << QString() << false << false << false << QString() << false;
}

void TestNimInteraction::inputs()
{
    QFETCH(bool, computerToMove);
    QFETCH(QStringList, inputs);
    QFETCH(bool, handled);
    QFETCH(QString, move);
    QFETCH(QString, message);
    QFETCH(bool, previewChanged);
    QFETCH(bool, deviceChanged);
    QFETCH(bool, settle);
    QFETCH(QString, preview);
    QFETCH(bool, keys);

    NimInteraction interaction;
    interaction.showPosition(game({3, 0, 5}, computerToMove ? Player::Computer : Player::Human));
    NimInteraction::Reply reply;
    for (const QString &input : inputs)
        reply = give(interaction, input);
    QCOMPARE(reply.handled, handled);
    QCOMPARE(QString::fromStdString(reply.move), move);
    QCOMPARE(reply.message, message);
    QCOMPARE(reply.previewChanged, previewChanged);
    QCOMPARE(reply.deviceChanged, deviceChanged);
    QCOMPARE(reply.settle, settle);
    QCOMPARE(moveText(interaction.preview()), preview);
    QCOMPARE(interaction.device() == InputDevice::Keys, keys);
    // Input never takes a stone: the scene requests, the game plays.
    QCOMPARE(interaction.position()->heaps(), (std::vector<int>{3, 0, 5}));
}

void TestNimInteraction::aPositionShownDropsThePreview()
{
    NimInteraction interaction;
    interaction.showPosition(game({3, 0, 5}));
    interaction.key(Qt::Key_Right);
    QCOMPARE(moveText(interaction.preview()), QStringLiteral("A1"));
    interaction.showPosition(game({2, 0, 5}, Player::Computer));
    QVERIFY(!interaction.preview());
    QVERIFY(!interaction.humanToMove());
    // The device is the person's, not the position's.
    QCOMPARE(interaction.device(), InputDevice::Keys);
    QCOMPARE(interaction.stones(0), 2);
    QCOMPARE(interaction.stones(3), 0);
}

void TestNimInteraction::noPositionTakesNoInput()
{
    NimInteraction interaction;
    QCOMPARE(interaction.heapCount(), 0);
    QVERIFY(!interaction.click(NimInput::Stone{0, 0}).handled);
    QVERIFY(!interaction.point(NimInput::Stone{0, 0}).handled);
    QVERIFY(!interaction.key(Qt::Key_Right).handled);
    interaction.showPosition(game({0, 0}));
    QVERIFY(!interaction.humanToMove()); // the game is over
    QVERIFY(!interaction.key(Qt::Key_Right).handled);
    QCOMPARE(interaction.click(NimInput::Stone{0, 0}).message,
             QStringLiteral("This game is over. Game ▸ New ▸ Nim starts the next one."));
}

void TestNimInteraction::cellsReadTheInteraction()
{
    NimInteraction interaction;
    interaction.showPosition(game({3, 0, 5}));
    const NimCells cells(interaction, [] { return 6; },
                         [](int heap, int slot) { return QRectF(heap * 100, -slot * 10, 100, 10); });

    QCOMPARE(cells.rowCount(), 3);
    QCOMPARE(cells.columnCount(), 6);
    QCOMPARE(cells.text(0, 2), QStringLiteral("Heap A, stone 3 of 3"));
    QCOMPARE(cells.text(1, 0), QStringLiteral("Heap B, place 1: no stone"));
    QVERIFY(!cells.focus());
    QCOMPARE(cells.rect(2, 4), QRectF(200, -40, 100, 10));
    QCOMPARE(cells.rect(2, 6), QRectF());
    QCOMPARE(cells.rect(3, 0), QRectF());

    interaction.point(NimInput::Stone{2, 3}); // C2: slots 3 and 4
    QVERIFY(!cells.selected(2, 2));
    QVERIFY(cells.selected(2, 3));
    QVERIFY(cells.selected(2, 4));
    QVERIFY(!cells.selected(2, 5));
    QCOMPARE(cells.focus(), std::optional(BoardCell{2, 3}));
    // The plural form is English's catalogue's, which only the window loads.
    QVERIFY(cells.text(2, 3).startsWith(QStringLiteral("Heap C, stone 4 of 5: take 2 stone")));
    QCOMPARE(cells.focusText(), cells.text(2, 3));
}

void TestNimInteraction::sceneTakesTheStonesTheHeapLost_data()
{
    QTest::addColumn<bool>("byComputer");
    QTest::addColumn<bool>("forward");
    QTest::addColumn<QString>("caption");

    QTest::newRow("the computer's move is named")
        << true << true << "The computer took 2 stones from heap B. Your turn.";
    QTest::newRow("the person's move is not")
        << false << true << "The computer is thinking…";
    QTest::newRow("a move taken back is not")
        << true << false << "The computer is thinking…";
}

void TestNimInteraction::sceneTakesTheStonesTheHeapLost()
{
    QFETCH(bool, byComputer);
    QFETCH(bool, forward);
    QFETCH(QString, caption);

    const NimPuzzle before = game({3, 4, 5}, byComputer ? Player::Computer : Player::Human);
    NimPuzzle after = before;
    QVERIFY(!after.apply("B2"));

    NimScene scene;
    scene.setPosition(forward ? before : after);
    // The move's text is not read: the heaps say which stones go.
    scene.showMove(before, after, "no such move", forward);
    QCOMPARE(visibleStones(scene, 1), 4); // the two taken are still in the air
    scene.finishAnimations();
    QCOMPARE(visibleStones(scene, 1), forward ? 2 : 4);
    QCOMPARE(scene.stonesShown(1), forward ? 2 : 4);
    QCOMPARE(scene.stonesShown(2), 5);
    QCOMPARE(scene.caption(), caption);
}

void TestNimInteraction::hintMarksTheStonesItsMoveTakes()
{
    NimScene scene;
    scene.setPosition(game({3, 4, 5}));
    scene.showHint("C2");
    QCOMPARE(scene.hint(), std::optional(NimMove{2, 2}));
    scene.showHint("C9"); // more than the heap has
    QVERIFY(!scene.hint());
    scene.showHint("D1"); // no such heap
    QVERIFY(!scene.hint());
    scene.showHint("A3");
    QCOMPARE(scene.hint(), std::optional(NimMove{0, 3}));
    scene.showHint(std::string());
    QVERIFY(!scene.hint());
    // The hint is shown, not played.
    QCOMPARE(scene.stonesShown(0), 3);
}

PUZZLEBOX_TEST_MAIN(TestNimInteraction)
} // namespace tst_niminteraction
#include "tst_niminteraction.moc"
