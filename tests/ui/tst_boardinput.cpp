// What a click or a key on a cell means, family by family, asked of the input
// functions directly (PegInput, RollerInput, FifteenInput, NimInput): the
// moves, the selection or cursor afterwards and the explanations, without a
// scene or a pixel.

#include "inputwords.h"
#include "core/fifteen/fifteenboard.h"
#include "core/nim/nimpuzzle.h"
#include "core/pegs/pegpuzzle.h"
#include "ui/fifteen/fifteeninput.h"
#include "ui/nim/niminput.h"
#include "ui/pegs/peginput.h"
#include "ui/roller/rollerinput.h"
#include "testmain.h"

#include <QTest>

#include <optional>
#include <string>
#include <vector>

namespace tst_boardinput {

using pb::fifteen::FifteenBoard;
using pb::nim::NimMove;
using pb::nim::NimPuzzle;
using pb::pegs::Jump;
using pb::pegs::PegBits;
using pb::pegs::PegPuzzle;

namespace {

using inputwords::texts;

} // namespace

class TestBoardInput : public QObject {
    Q_OBJECT

private slots:
    void pegClick_data();
    void pegClick();
    void pegSpeaksOfTheKeysAfterAKey();
    void pegLandingHoles();
    void pegFocusSteps_data();
    void pegFocusSteps();
    void rollerKey_data();
    void rollerKey();
    void rollerKeyOtherwiseUnused();
    void rollerDrag_data();
    void rollerDrag();
    void fifteenClick_data();
    void fifteenClick();
    void fifteenKey_data();
    void fifteenKey();
    void nimClick_data();
    void nimClick();
    void nimKeys();
};

// The classic 15-hole triangle: rows of 1 to 5 holes, numbered in reading
// order; every hole has a peg but those in `emptyHoles`.
void TestBoardInput::pegClick_data()
{
    QTest::addColumn<QList<int>>("emptyHoles");
    QTest::addColumn<int>("selected");
    QTest::addColumn<QString>("hint");
    QTest::addColumn<int>("hole");
    QTest::addColumn<QString>("move");
    QTest::addColumn<int>("selectedAfter");
    QTest::addColumn<QString>("message");

    QTest::newRow("a peg that can jump is selected")
        << QList<int>{4} << -1 << QString() << 11 << QString() << 11
        << QStringLiteral("Peg 11 selected: click a highlighted hole to jump there.");
    QTest::newRow("the selected peg jumps two away over a peg")
        << QList<int>{4} << 11 << QString() << 4 << QStringLiteral("11-4") << -1 << QString();
    QTest::newRow("another peg jumps along the row")
        << QList<int>{4} << 13 << QString() << 4 << QStringLiteral("13-4") << -1 << QString();
    QTest::newRow("a hole with nothing selected explains")
        << QList<int>{4} << -1 << QString() << 4 << QString() << -1
        << QStringLiteral("Hole 4 is empty. Select a peg first, then the hole it should jump into.");
    QTest::newRow("the selected peg again lets go") << QList<int>{4} << 11 << QString() << 11 << QString() << -1 << QString();
    QTest::newRow("a peg without a jump explains")
        << QList<int>{4} << -1 << QString() << 0 << QString() << -1
        << QStringLiteral("Peg 0 has no jump: it needs a neighbouring peg with an empty hole right behind it.");
    QTest::newRow("a peg without a jump keeps the selection")
        << QList<int>{4} << 11 << QString() << 12 << QString() << 11
        << QStringLiteral("Peg 12 has no jump: it needs a neighbouring peg with an empty hole right behind it.");
    QTest::newRow("a hole out of reach explains")
        << QList<int>{0, 4} << 11 << QString() << 0 << QString() << 11
        << QStringLiteral("Peg 11 cannot jump into hole 0: a peg jumps over one neighbouring peg into the empty hole "
                          "right behind it.");
    QTest::newRow("the hint's hole plays the hint")
        << QList<int>{4} << -1 << QStringLiteral("13-4") << 4 << QStringLiteral("13-4") << -1 << QString();
    QTest::newRow("with a peg selected the hint's hole is the peg's")
        << QList<int>{4} << 11 << QStringLiteral("13-4") << 4 << QStringLiteral("11-4") << -1 << QString();
}

void TestBoardInput::pegClick()
{
    QFETCH(QList<int>, emptyHoles);
    QFETCH(int, selected);
    QFETCH(QString, hint);
    QFETCH(int, hole);
    QFETCH(QString, move);
    QFETCH(int, selectedAfter);
    QFETCH(QString, message);

    const PegPuzzle board = PegPuzzle::classicTriangle();
    PegBits pegs = (PegBits(1) << board.geometry().holeCount()) - 1;
    for (int empty : emptyHoles)
        pegs &= ~pb::pegs::bit(empty);
    std::optional<Jump> hintJump;
    if (!hint.isEmpty())
        hintJump = pb::pegs::parseMove(board.geometry(), hint.toStdString());

    const PegInput::Answer answer = PegInput::clickHole(board.geometry(), pegs, selected, hintJump, hole, InputDevice::Pointer);
    QCOMPARE(QString::fromStdString(answer.move), move);
    QCOMPARE(answer.selected, selectedAfter);
    QCOMPARE(answer.message, message);
}

// Space with the ring on a peg selects it as a click does, and the words
// that follow name the keys, not the mouse.
void TestBoardInput::pegSpeaksOfTheKeysAfterAKey()
{
    const PegPuzzle board = PegPuzzle::classicTriangle();
    const PegBits pegs = ((PegBits(1) << board.geometry().holeCount()) - 1) & ~pb::pegs::bit(4);
    const PegInput::Answer byKey = PegInput::clickHole(board.geometry(), pegs, -1, std::nullopt, 11, InputDevice::Keys);
    QCOMPARE(byKey.selected, 11);
    QCOMPARE(byKey.message, QStringLiteral("Peg 11 selected: move the ring to a highlighted hole and press Space to jump there."));
    QVERIFY(!byKey.message.contains(QLatin1String("click")));
}

void TestBoardInput::pegLandingHoles()
{
    const PegPuzzle board = PegPuzzle::classicTriangle();
    QCOMPARE(PegInput::landingHoles(board.geometry(), board.pegs(), 11), pb::pegs::bit(4));
    QCOMPARE(PegInput::landingHoles(board.geometry(), board.pegs(), 13), pb::pegs::bit(4));
    QCOMPARE(PegInput::landingHoles(board.geometry(), board.pegs(), 0), PegBits(0));
}

void TestBoardInput::pegFocusSteps_data()
{
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("rowStep");
    QTest::addColumn<int>("colStep");
    QTest::addColumn<int>("to");

    QTest::newRow("right along the row") << 4 << 0 << 1 << 5;
    QTest::newRow("left along the row") << 4 << 0 << -1 << 3;
    QTest::newRow("no hole further right") << 5 << 0 << 1 << -1;
    QTest::newRow("down from the apex: a tie goes to the first") << 0 << 1 << 0 << 1;
    QTest::newRow("up to the hole nearest the aim") << 12 << -1 << 0 << 7;
    QTest::newRow("no row above the apex") << 0 << -1 << 0 << -1;
}

void TestBoardInput::pegFocusSteps()
{
    QFETCH(int, from);
    QFETCH(int, rowStep);
    QFETCH(int, colStep);
    QFETCH(int, to);

    const PegPuzzle board = PegPuzzle::classicTriangle();
    const double aim = PegInput::across(board.geometry().lattice(), board.geometry().cellOf(from));
    QCOMPARE(PegInput::focusStep(board.geometry(), from, rowStep, colStep, aim), to);
}

void TestBoardInput::rollerKey_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("col");
    QTest::addColumn<bool>("visible");
    QTest::addColumn<int>("key");
    QTest::addColumn<bool>("shift");
    QTest::addColumn<bool>("editing");
    QTest::addColumn<QStringList>("moves");
    QTest::addColumn<int>("rowAfter");
    QTest::addColumn<int>("colAfter");
    QTest::addColumn<bool>("toggle");
    QTest::addColumn<bool>("explains");

    QTest::newRow("the first arrow only shows the cursor")
        << 1 << 1 << false << int(Qt::Key_Right) << false << false << QStringList() << 1 << 1 << false << false;
    QTest::newRow("an arrow moves the cursor")
        << 1 << 1 << true << int(Qt::Key_Right) << false << false << QStringList() << 1 << 2 << false << false;
    QTest::newRow("the cursor stops at the edge")
        << 1 << 3 << true << int(Qt::Key_Right) << false << false << QStringList() << 1 << 3 << false << false;
    QTest::newRow("Shift+Left rolls the cursor's row")
        << 2 << 1 << true << int(Qt::Key_Left) << true << false << QStringList{QStringLiteral("R2L")} << 2 << 1 << false << false;
    QTest::newRow("Shift+Right on a hidden cursor rolls its row too")
        << 0 << 3 << false << int(Qt::Key_Right) << true << false << QStringList{QStringLiteral("R0R")} << 0 << 3 << false << false;
    QTest::newRow("Shift+Up rolls the cursor's column")
        << 2 << 1 << true << int(Qt::Key_Up) << true << false << QStringList{QStringLiteral("C1U")} << 2 << 1 << false << false;
    QTest::newRow("Shift+Down rolls it down")
        << 2 << 3 << true << int(Qt::Key_Down) << true << false << QStringList{QStringLiteral("C3D")} << 2 << 3 << false << false;
    QTest::newRow("Space turns the tile while editing")
        << 2 << 3 << true << int(Qt::Key_Space) << false << true << QStringList() << 2 << 3 << true << false;
    QTest::newRow("nothing rolls while editing")
        << 2 << 3 << true << int(Qt::Key_Left) << true << true << QStringList() << 2 << 3 << false << true;
}

void TestBoardInput::rollerKey()
{
    QFETCH(int, row);
    QFETCH(int, col);
    QFETCH(bool, visible);
    QFETCH(int, key);
    QFETCH(bool, shift);
    QFETCH(bool, editing);
    QFETCH(QStringList, moves);
    QFETCH(int, rowAfter);
    QFETCH(int, colAfter);
    QFETCH(bool, toggle);
    QFETCH(bool, explains);

    const std::optional<RollerInput::Answer> answer = RollerInput::key(4, 4, {row, col, visible}, key, shift, editing);
    QVERIFY(answer);
    QCOMPARE(texts(answer->moves), moves);
    QCOMPARE(answer->cursor.row, rowAfter);
    QCOMPARE(answer->cursor.col, colAfter);
    QCOMPARE(answer->toggle, toggle);
    QCOMPARE(!answer->message.isEmpty(), explains);
    if (explains)
        QCOMPARE(answer->message,
                 QStringLiteral("While editing nothing rolls: Space turns the cursor's tile between 0 and 1."));
    else if (!toggle)
        QVERIFY(answer->cursor.visible);
}

void TestBoardInput::rollerKeyOtherwiseUnused()
{
    QVERIFY(!RollerInput::key(4, 4, {}, Qt::Key_A, false, false));
    // Space rolls nothing in a game; the view may use it.
    QVERIFY(!RollerInput::key(4, 4, {}, Qt::Key_Space, false, false));
}

void TestBoardInput::rollerDrag_data()
{
    QTest::addColumn<bool>("alongRow");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("cells");
    QTest::addColumn<QStringList>("moves");

    QTest::newRow("two cells right") << true << 1 << 2 << QStringList{QStringLiteral("R1R"), QStringLiteral("R1R")};
    QTest::newRow("one cell left") << true << 1 << -1 << QStringList{QStringLiteral("R1L")};
    QTest::newRow("a whole turn is none") << true << 1 << 4 << QStringList();
    QTest::newRow("a turn and one more") << true << 1 << 5 << QStringList{QStringLiteral("R1R")};
    QTest::newRow("a column two up") << false << 2 << -2 << QStringList{QStringLiteral("C2U"), QStringLiteral("C2U")};
    QTest::newRow("a column one down") << false << 0 << 1 << QStringList{QStringLiteral("C0D")};
}

void TestBoardInput::rollerDrag()
{
    QFETCH(bool, alongRow);
    QFETCH(int, line);
    QFETCH(int, cells);
    QFETCH(QStringList, moves);

    QCOMPARE(texts(RollerInput::dragRolls(alongRow, line, 4, cells)), moves);
}

// The 3 x 3 goal: 1 to 8 in reading order, the blank in the last cell.
void TestBoardInput::fifteenClick_data()
{
    QTest::addColumn<int>("cell");
    QTest::addColumn<QStringList>("moves");
    QTest::addColumn<QString>("message");

    QTest::newRow("the tile beside the blank slides") << 7 << QStringList{QStringLiteral("8")} << QString();
    QTest::newRow("a tile further along the row slides the run")
        << 6 << QStringList{QStringLiteral("8"), QStringLiteral("7")} << QString();
    QTest::newRow("a tile up the column slides the run")
        << 2 << QStringList{QStringLiteral("6"), QStringLiteral("3")} << QString();
    QTest::newRow("a tile out of line explains")
        << 0 << QStringList()
        << QStringLiteral("Tile 1 is not in line with the blank: click a tile in the blank's row or column.");
    QTest::newRow("the blank explains")
        << 8 << QStringList() << QStringLiteral("That is the blank: click a tile in its row or column to slide it there.");
}

void TestBoardInput::fifteenClick()
{
    QFETCH(int, cell);
    QFETCH(QStringList, moves);
    QFETCH(QString, message);

    const FifteenInput::Answer answer = FifteenInput::clickCell(FifteenBoard::goal(3), cell);
    QCOMPARE(texts(answer.moves), moves);
    QCOMPARE(answer.message, message);
}

void TestBoardInput::fifteenKey_data()
{
    QTest::addColumn<int>("key");
    QTest::addColumn<QStringList>("moves");
    QTest::addColumn<bool>("explains");

    QTest::newRow("Right slides the tile left of the blank") << int(Qt::Key_Right) << QStringList{QStringLiteral("8")} << false;
    QTest::newRow("Down slides the tile above it") << int(Qt::Key_Down) << QStringList{QStringLiteral("6")} << false;
    QTest::newRow("Left: nothing beyond the edge") << int(Qt::Key_Left) << QStringList() << true;
    QTest::newRow("Up: nothing beyond the edge") << int(Qt::Key_Up) << QStringList() << true;
}

void TestBoardInput::fifteenKey()
{
    QFETCH(int, key);
    QFETCH(QStringList, moves);
    QFETCH(bool, explains);

    const std::optional<FifteenInput::Answer> answer = FifteenInput::key(FifteenBoard::goal(3), key);
    QVERIFY(answer);
    QCOMPARE(texts(answer->moves), moves);
    QCOMPARE(answer->message,
             explains ? QStringLiteral("No tile can slide that way: the blank is at the edge.") : QString());
    QVERIFY(!FifteenInput::key(FifteenBoard::goal(3), Qt::Key_Space));
}

void TestBoardInput::nimClick_data()
{
    QTest::addColumn<QList<int>>("heaps");
    QTest::addColumn<bool>("computerStarts");
    QTest::addColumn<int>("heap");
    QTest::addColumn<int>("slot");
    QTest::addColumn<QString>("move");
    QTest::addColumn<QString>("message");

    const QList<int> heaps{3, 0, 5};
    QTest::newRow("a stone takes itself and those above it") << heaps << false << 0 << 1 << QStringLiteral("A2") << QString();
    QTest::newRow("the bottom stone takes the heap") << heaps << false << 2 << 0 << QStringLiteral("C5") << QString();
    QTest::newRow("the top stone takes one") << heaps << false << 2 << 4 << QStringLiteral("C1") << QString();
    QTest::newRow("beside the stones explains")
        << heaps << false << -1 << -1 << QString() << QStringLiteral("Click a stone: it and every stone above it are taken.");
    QTest::newRow("an empty heap has no stone")
        << heaps << false << 1 << 0 << QString() << QStringLiteral("Click a stone: it and every stone above it are taken.");
    QTest::newRow("the computer's turn")
        << heaps << true << 0 << 0 << QString() << QStringLiteral("Wait a moment: it is the computer's turn.");
    QTest::newRow("a game over")
        << QList<int>{0, 0} << false << 0 << 0 << QString()
        << QStringLiteral("This game is over. Game ▸ New ▸ Nim starts the next one.");
}

void TestBoardInput::nimClick()
{
    QFETCH(QList<int>, heaps);
    QFETCH(bool, computerStarts);
    QFETCH(int, heap);
    QFETCH(int, slot);
    QFETCH(QString, move);
    QFETCH(QString, message);

    pb::nim::NimRules rules;
    rules.starts = computerStarts ? pb::nim::Player::Computer : pb::nim::Player::Human;
    const NimPuzzle position(std::vector<int>(heaps.begin(), heaps.end()), rules);
    const std::optional<NimInput::Stone> stone =
        heap < 0 ? std::nullopt : std::optional<NimInput::Stone>(NimInput::Stone{heap, slot});
    const NimInput::Answer answer = NimInput::clickStone(position, stone);
    QCOMPARE(QString::fromStdString(answer.move), move);
    QCOMPARE(answer.message, message);
}

void TestBoardInput::nimKeys()
{
    const NimPuzzle position({3, 0, 5});
    // The first key shows a preview: one stone of the first heap with stones.
    std::optional<NimInput::Answer> answer = NimInput::key(position, std::nullopt, Qt::Key_Right);
    QVERIFY(answer);
    QCOMPARE(answer->preview, std::optional<NimMove>(NimMove{0, 1}));
    // Right skips the empty heap; Up takes more, up to the whole heap.
    answer = NimInput::key(position, answer->preview, Qt::Key_Right);
    QCOMPARE(answer->preview, std::optional<NimMove>(NimMove{2, 1}));
    answer = NimInput::key(position, NimMove{2, 4}, Qt::Key_Up);
    QCOMPARE(answer->preview, std::optional<NimMove>(NimMove{2, 5}));
    answer = NimInput::key(position, answer->preview, Qt::Key_Up);
    QCOMPARE(answer->preview, std::optional<NimMove>(NimMove{2, 5}));
    // Moving to a smaller heap takes no more than it has.
    answer = NimInput::key(position, answer->preview, Qt::Key_Left);
    QCOMPARE(answer->preview, std::optional<NimMove>(NimMove{0, 3}));
    // Enter takes the preview.
    answer = NimInput::key(position, NimMove{0, 2}, Qt::Key_Return);
    QCOMPARE(QString::fromStdString(answer->move), QStringLiteral("A2"));
    QVERIFY(!answer->preview);
    // Esc drops a preview, and means nothing to the board without one.
    answer = NimInput::key(position, NimMove{0, 2}, Qt::Key_Escape);
    QVERIFY(answer && !answer->preview && answer->move.empty());
    QVERIFY(!NimInput::key(position, std::nullopt, Qt::Key_Escape));
}

PUZZLEBOX_TEST_GUILESS_MAIN(TestBoardInput)
} // namespace tst_boardinput
#include "tst_boardinput.moc"
