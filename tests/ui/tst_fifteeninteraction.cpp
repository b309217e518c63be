// Fifteen apart from the window: what the FifteenInteraction makes of clicks
// and keys (the slides, the cell picked to swap, the cursor, the words), what
// FifteenCells tells a screen reader from it, both with their state alone;
// and the scene's animation, which follows the boards before and after a
// move, never the move's text.

#include "inputwords.h"
#include "core/fifteen/fifteenboard.h"
#include "core/fifteen/fifteenpuzzle.h"
#include "ui/fifteen/fifteenboarditems.h"
#include "ui/fifteen/fifteencells.h"
#include "ui/fifteen/fifteeninteraction.h"
#include "ui/fifteen/fifteenscene.h"
#include "testmain.h"

#include <QTest>

#include <algorithm>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace tst_fifteeninteraction {

using pb::fifteen::FifteenBoard;
using pb::fifteen::FifteenPuzzle;

namespace {

using inputwords::keyNamed;

// "click 4" or "key Right"; the reply to the input.
FifteenInteraction::Reply give(FifteenInteraction &interaction, const QString &input)
{
    const QStringList words = input.split(QLatin1Char(' '));
    if (words.front() == QLatin1String("click"))
        return interaction.click(words.back().toInt());
    return interaction.key(keyNamed(words.back()));
}

using inputwords::texts;

QString swapText(const std::optional<std::pair<int, int>> &swap)
{
    return swap ? QStringLiteral("%1-%2").arg(swap->first).arg(swap->second) : QString();
}

// The cells the scene's tiles stand on, as `scene` shows them now.
std::set<int> cellsWithTiles(const FifteenScene &scene)
{
    std::set<int> cells;
    for (QGraphicsItem *item : scene.items()) {
        if (!dynamic_cast<fifteenitems::TileItem *>(item))
            continue;
        for (int cell = 0; cell < scene.dim() * scene.dim(); ++cell) {
            if (item->pos() == scene.cellCenter(cell))
                cells.insert(cell);
        }
    }
    return cells;
}

std::set<int> cellsWithTiles(const FifteenBoard &board)
{
    std::set<int> cells;
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        if (board.tileAt(cell) != 0)
            cells.insert(cell);
    }
    return cells;
}

} // namespace

class TestFifteenInteraction : public QObject {
    Q_OBJECT

private slots:
    void inputs_data();
    void inputs();
    void aDesignShownDropsThePick();
    void aSmallerDesignBringsTheCursorBack();
    void leavingEditingDropsPickAndCursor();
    void anEmptyBoardTakesNoInput();
    void cellsReadTheInteraction();
    void sceneSlidesTheTilesThatMoved_data();
    void sceneSlidesTheTilesThatMoved();
    void hintMarksTheTileItsMoveSlides();
};

void TestFifteenInteraction::inputs_data()
{
    QTest::addColumn<bool>("editing");
    QTest::addColumn<QStringList>("inputs");
    // Of the last input's reply:
    QTest::addColumn<bool>("handled");
    QTest::addColumn<QStringList>("moves");
    QTest::addColumn<QString>("swap");
    QTest::addColumn<QString>("message");
    QTest::addColumn<bool>("withdrawn");
    // The state afterwards:
    QTest::addColumn<int>("picked");
    QTest::addColumn<int>("cursor");
    QTest::addColumn<int>("focus");

    // On the 3 x 3 goal: 1 2 3 / 4 5 6 / 7 8 _.
    const QString keyWords = QStringLiteral(
        "Tile 1 is picked: move the cursor to another tile, or the blank, and press Space to swap the two.");
    QTest::newRow("a click slides the neighbour")
        << false << QStringList{"click 7"} << true << QStringList{"8"} << QString() << QString() << false << -1 << -1 << 8;
    QTest::newRow("a click up the column slides the run")
        << false << QStringList{"click 2"} << true << QStringList{"6", "3"} << QString() << QString() << false << -1 << -1 << 8;
    QTest::newRow("a click out of line explains and picks nothing")
        << false << QStringList{"click 0"} << true << QStringList() << QString()
        << "Tile 1 is not in line with the blank: click a tile in the blank's row or column." << false << -1 << -1 << 8;
    QTest::newRow("an arrow slides the tile on its side")
        << false << QStringList{"key Right"} << true << QStringList{"8"} << QString() << QString() << false << -1 << -1 << 8;
    QTest::newRow("an arrow from the edge explains")
        << false << QStringList{"key Left"} << true << QStringList() << QString()
        << "No tile can slide that way: the blank is at the edge." << false << -1 << -1 << 8;
    QTest::newRow("a key the game has no use for is passed on")
        << false << QStringList{"key Space"} << false << QStringList() << QString() << QString() << false << -1 << -1 << 8;

    QTest::newRow("a click picks the cell")
        << true << QStringList{"click 0"} << true << QStringList() << QString()
        << "Tile 1 is picked: click another tile, or the blank, to swap the two." << false << 0 << -1 << 0;
    QTest::newRow("a click picks the blank")
        << true << QStringList{"click 8"} << true << QStringList() << QString()
        << "The blank is picked: click a tile to swap it with the blank." << false << 8 << -1 << 8;
    QTest::newRow("the same cell again drops it")
        << true << QStringList{"click 0", "click 0"} << true << QStringList() << QString() << QString() << true << -1 << -1 << 8;
    QTest::newRow("another cell is swapped with it")
        << true << QStringList{"click 0", "click 8"} << true << QStringList() << "0-8" << QString() << false << 0 << -1 << 0;
    QTest::newRow("the first key shows the cursor on the first cell")
        << true << QStringList{"key Right"} << true << QStringList() << QString() << QString() << false << -1 << 0 << 0;
    QTest::newRow("Space shows the cursor too")
        << true << QStringList{"key Space"} << true << QStringList() << QString() << QString() << false << -1 << 0 << 0;
    QTest::newRow("the first key shows the cursor on the cell picked")
        << true << QStringList{"click 4", "key Down"} << true << QStringList() << QString() << QString() << false << 4 << 4 << 4;
    QTest::newRow("the arrows move the cursor, held at the edge")
        << true << QStringList{"key Down", "key Down", "key Right", "key Right", "key Right"} << true << QStringList()
        << QString() << QString() << false << -1 << 5 << 5;
    QTest::newRow("Space picks the cell under the cursor, in the keys' words")
        << true << QStringList{"key Down", "key Space"} << true << QStringList() << QString() << keyWords << false << 0 << 0 << 0;
    QTest::newRow("Space on another cell swaps the two")
        << true << QStringList{"key Down", "key Space", "key Right", "key Space"} << true << QStringList() << "0-1"
        << QString() << false << 0 << 1 << 1;
    QTest::newRow("a key the editor has no use for is passed on")
        << true << QStringList{"key X"} << false << QStringList() << QString() << QString() << false << -1 << -1 << 8;
}

void TestFifteenInteraction::inputs()
{
    QFETCH(bool, editing);
    QFETCH(QStringList, inputs);
    QFETCH(bool, handled);
    QFETCH(QStringList, moves);
    QFETCH(QString, swap);
    QFETCH(QString, message);
    QFETCH(bool, withdrawn);
    QFETCH(int, picked);
    QFETCH(int, cursor);
    QFETCH(int, focus);

    FifteenInteraction interaction;
    interaction.showPosition(FifteenBoard::goal(3));
    interaction.setEditing(editing);
    FifteenInteraction::Reply reply;
    for (const QString &input : inputs)
        reply = give(interaction, input);
    QCOMPARE(reply.handled, handled);
    QCOMPARE(texts(reply.moves), moves);
    QCOMPARE(swapText(reply.swap), swap);
    QCOMPARE(reply.message, message);
    QCOMPARE(reply.messageWithdrawn, withdrawn);
    QCOMPARE(interaction.pickedCell(), picked);
    QCOMPARE(interaction.editCursor(), cursor);
    QCOMPARE(interaction.focusCell(), focus);
    // Input never changes the board: the scene requests, the game plays.
    QVERIFY(interaction.board() == FifteenBoard::goal(3));
}

void TestFifteenInteraction::aDesignShownDropsThePick()
{
    FifteenInteraction interaction;
    interaction.showPosition(FifteenBoard::goal(3));
    interaction.setEditing(true);
    const FifteenInteraction::Reply swap = interaction.click(0);
    QVERIFY(swap.marksChanged);
    QCOMPARE(interaction.click(8).swap, std::optional(std::pair(0, 8)));

    FifteenBoard swapped = FifteenBoard::goal(3);
    swapped.swapCells(0, 8);
    const FifteenInteraction::Reply shown = interaction.showDesign(swapped);
    QVERIFY(shown.messageWithdrawn);
    QVERIFY(shown.marksChanged);
    QCOMPARE(interaction.pickedCell(), -1);
    QVERIFY(interaction.board() == swapped);
    QCOMPARE(interaction.focusCell(), 0); // the blank, now in the corner it was swapped to
    // Nothing was picked the next time: nothing to withdraw.
    QVERIFY(!interaction.showDesign(swapped).messageWithdrawn);
}

void TestFifteenInteraction::aSmallerDesignBringsTheCursorBack()
{
    FifteenInteraction interaction;
    interaction.showPosition(FifteenBoard::goal(4));
    interaction.setEditing(true);
    for (int key : {Qt::Key_Down, Qt::Key_Down, Qt::Key_Down, Qt::Key_Down, Qt::Key_Right, Qt::Key_Right, Qt::Key_Right})
        interaction.key(key);
    QCOMPARE(interaction.editCursor(), 15);
    interaction.showDesign(FifteenBoard::goal(5));
    QCOMPARE(interaction.editCursor(), 15);
    interaction.showDesign(FifteenBoard::goal(3));
    QCOMPARE(interaction.editCursor(), 0);
}

void TestFifteenInteraction::leavingEditingDropsPickAndCursor()
{
    FifteenInteraction interaction;
    interaction.showPosition(FifteenBoard::goal(3));
    interaction.setEditing(true);
    interaction.click(4);
    interaction.key(Qt::Key_Right);
    QCOMPARE(interaction.editCursor(), 4);
    const FifteenInteraction::Reply left = interaction.setEditing(false);
    QVERIFY(left.messageWithdrawn);
    QVERIFY(!interaction.isEditing());
    QCOMPARE(interaction.pickedCell(), -1);
    QCOMPARE(interaction.editCursor(), -1);
    QCOMPARE(interaction.focusCell(), 8);
    // Back to play: the arrows slide again.
    QCOMPARE(texts(interaction.key(Qt::Key_Right).moves), QStringList{QStringLiteral("8")});
}

void TestFifteenInteraction::anEmptyBoardTakesNoInput()
{
    FifteenInteraction interaction;
    QVERIFY(!interaction.click(0).handled);
    QVERIFY(!interaction.key(Qt::Key_Right).handled);
    interaction.setEditing(true);
    QVERIFY(!interaction.click(0).handled);
    QVERIFY(!interaction.key(Qt::Key_Right).handled);
}

void TestFifteenInteraction::cellsReadTheInteraction()
{
    FifteenInteraction interaction;
    FifteenBoard board = FifteenBoard::goal(3);
    board.swapCells(0, 1); // 2 1 3 / 4 5 6 / 7 8 _
    interaction.showPosition(board);
    const FifteenCells cells(interaction, [](int cell) { return QRectF(cell * 10, 0, 10, 10); });

    QCOMPARE(cells.rowCount(), 3);
    QCOMPARE(cells.columnCount(), 3);
    QCOMPARE(cells.text(0, 0), QStringLiteral("Row 1, column 1: tile 2"));
    QCOMPARE(cells.text(0, 2), QStringLiteral("Row 1, column 3: tile 3, in place"));
    QCOMPARE(cells.text(2, 2), QStringLiteral("Row 3, column 3: blank"));
    QCOMPARE(cells.focus(), std::optional(BoardCell{2, 2}));
    QCOMPARE(cells.rect(1, 2), QRectF(50, 0, 10, 10));
    QVERIFY(!cells.selected(1, 1));

    interaction.setEditing(true);
    interaction.click(4);
    QVERIFY(cells.selected(1, 1));
    QVERIFY(!cells.selected(0, 0));
    QCOMPARE(cells.focus(), std::optional(BoardCell{1, 1}));
    interaction.key(Qt::Key_Up);
    interaction.key(Qt::Key_Up);
    QCOMPARE(cells.focus(), std::optional(BoardCell{0, 1}));
    QCOMPARE(cells.focusText(), QStringLiteral("Row 1, column 2: tile 1"));
}

void TestFifteenInteraction::sceneSlidesTheTilesThatMoved_data()
{
    QTest::addColumn<QStringList>("moves");
    QTest::addColumn<bool>("forward");

    QTest::newRow("a slide") << QStringList{"8"} << true;
    QTest::newRow("a line slide, shown as one change") << QStringList{"6", "3"} << true;
    QTest::newRow("a slide taken back") << QStringList{"8"} << false;
    QTest::newRow("a line slide taken back") << QStringList{"8", "7"} << false;
}

void TestFifteenInteraction::sceneSlidesTheTilesThatMoved()
{
    QFETCH(QStringList, moves);
    QFETCH(bool, forward);

    FifteenPuzzle before(FifteenBoard::goal(3));
    FifteenPuzzle after = before;
    for (const QString &move : moves)
        QVERIFY(!after.apply(move.toStdString()));
    const FifteenBoard &start = (forward ? before : after).board();
    const FifteenBoard &end = (forward ? after : before).board();

    FifteenScene scene;
    scene.setPosition(forward ? before : after);
    // The move's text is not read: the boards say which tiles slide.
    scene.showMove(before, after, "no such move", forward);
    QVERIFY(scene.isAnimating());
    QCOMPARE(cellsWithTiles(scene), cellsWithTiles(start));
    for (int cell = 0; cell < end.cellCount(); ++cell)
        QCOMPARE(scene.tileShownAt(cell), end.tileAt(cell));
    scene.finishAnimations();
    QVERIFY(!scene.isAnimating());
    QCOMPARE(cellsWithTiles(scene), cellsWithTiles(end));
}

void TestFifteenInteraction::hintMarksTheTileItsMoveSlides()
{
    FifteenScene scene;
    scene.setPosition(FifteenPuzzle(FifteenBoard::goal(3)));
    scene.showHint("8");
    QCOMPARE(scene.hintTile(), 8);
    scene.showHint("1"); // not next to the blank
    QCOMPARE(scene.hintTile(), 0);
    scene.showHint("6");
    QCOMPARE(scene.hintTile(), 6);
    scene.showHint("not a move");
    QCOMPARE(scene.hintTile(), 0);
    scene.showHint("6");
    scene.showHint(std::string());
    QCOMPARE(scene.hintTile(), 0);
}

PUZZLEBOX_TEST_MAIN(TestFifteenInteraction)
} // namespace tst_fifteeninteraction
#include "tst_fifteeninteraction.moc"
