// A Roller-Board's interaction with its state and no pixels
// (RollerInteraction): each row plays a few inputs in the board's terms on
// the original exercise's 5 x 4 board and checks the last answer and the
// cursor it leaves.

#include "inputwords.h"
#include "core/roller/rollerpuzzle.h"
#include "ui/roller/rollercells.h"
#include "ui/roller/rollerinteraction.h"
#include "testmain.h"

#include <QTest>

#include <optional>

namespace tst_rollerinteraction {

using pb::roller::Direction;
using pb::roller::Roll;
using pb::roller::RollerPuzzle;
using Reaction = RollerInteraction::Reaction;

namespace {

using inputwords::texts;

using inputwords::keyNamed;

} // namespace

class TestRollerInteraction : public QObject {
    Q_OBJECT

private slots:
    void inputs_data();
    void inputs();
    void hintAndANewBoard();
    void cellsReadTheState();
};

void TestRollerInteraction::inputs_data()
{
    // Steps: "button R1L", "tile 2 1", "way row" / "way column" (the drag
    // shows its way), "release 2" (let go so many cells away), "key Right",
    // "shift Up", "edit".
    QTest::addColumn<QStringList>("steps");
    QTest::addColumn<QStringList>("moves");
    QTest::addColumn<QString>("rolled");   // empty: none
    QTest::addColumn<QString>("message");  // a part of it; empty: no words
    QTest::addColumn<int>("toggleRow");    // -1: no tile to turn
    QTest::addColumn<int>("toggleColumn");
    QTest::addColumn<int>("cursorRow");
    QTest::addColumn<int>("cursorColumn");
    QTest::addColumn<bool>("cursorShown");

    QTest::newRow("a button") << QStringList{"button R1L"} << QStringList{"R1L"} << "R1L" << "" << -1 << -1 << 0 << 0
                              << false;
    QTest::newRow("no button while editing") << QStringList{"edit", "button C2D"} << QStringList{} << "" << "" << -1
                                             << -1 << 0 << 0 << false;
    QTest::newRow("a tile held moves the cursor, hidden")
        << QStringList{"key Right", "tile 3 2"} << QStringList{} << "" << "" << -1 << -1 << 3 << 2 << false;
    QTest::newRow("a row dragged two cells right")
        << QStringList{"tile 1 0", "way row", "release 2"} << QStringList{"R1R", "R1R"} << "R1R" << "" << -1 << -1
        << 1 << 0 << false;
    QTest::newRow("a column dragged one cell up")
        << QStringList{"tile 3 2", "way column", "release -1"} << QStringList{"C2U"} << "C2U" << "" << -1 << -1 << 3
        << 2 << false;
    QTest::newRow("a whole turn rolls nothing")
        << QStringList{"tile 1 0", "way row", "release 4"} << QStringList{} << "" << "" << -1 << -1 << 1 << 0 << false;
    QTest::newRow("five cells of a row of four is one")
        << QStringList{"tile 1 0", "way row", "release -5"} << QStringList{"R1L"} << "R1L" << "" << -1 << -1 << 1 << 0
        << false;
    QTest::newRow("let go before the drag showed its way")
        << QStringList{"tile 2 2", "release 0"} << QStringList{} << "" << "Drag a row" << -1 << -1 << 2 << 2 << false;
    QTest::newRow("the first key shows the cursor") << QStringList{"key Down"} << QStringList{} << "" << "" << -1 << -1
                                                    << 0 << 0 << true;
    QTest::newRow("keys move the cursor, stopping at the edge")
        << QStringList{"key Down", "key Down", "key Left", "key Right"} << QStringList{} << "" << "" << -1 << -1 << 1
        << 1 << true;
    QTest::newRow("Shift+arrow rolls the cursor's row")
        << QStringList{"key Down", "key Down", "shift Left"} << QStringList{"R1L"} << "R1L" << "" << -1 << -1 << 1
        << 0 << true;
    QTest::newRow("Shift+arrow rolls the cursor's column")
        << QStringList{"key Right", "key Right", "shift Down"} << QStringList{"C1D"} << "C1D" << "" << -1 << -1 << 0
        << 1 << true;
    QTest::newRow("a tile clicked while editing turns") << QStringList{"edit", "tile 4 3"} << QStringList{} << ""
                                                        << "" << 4 << 3 << 4 << 3 << false;
    QTest::newRow("Space while editing turns the cursor's tile")
        << QStringList{"edit", "key Down", "key Down", "key Space"} << QStringList{} << "" << "" << 1 << 0 << 1 << 0
        << true;
    QTest::newRow("nothing rolls while editing")
        << QStringList{"edit", "key Down", "shift Up"} << QStringList{} << "" << "While editing nothing rolls" << -1
        << -1 << 0 << 0 << true;
}

void TestRollerInteraction::inputs()
{
    QFETCH(QStringList, steps);
    const RollerPuzzle board = RollerPuzzle::classicExample();
    RollerInteraction interaction;
    interaction.showBoard(board.height(), board.width(), board.cells());

    Reaction last;
    for (const QString &step : steps) {
        const QStringList words = step.split(' ');
        if (words[0] == "button") {
            last = interaction.pressButton(*pb::roller::parseRoll(words[1].toStdString()));
        } else if (words[0] == "tile") {
            last = interaction.pressTile(words[1].toInt(), words[2].toInt());
        } else if (words[0] == "way") {
            const Roll line = interaction.chooseDragLine(words[1] == "row");
            QCOMPARE(interaction.dragLine(), std::optional(line));
        } else if (words[0] == "release") {
            last = interaction.release(words[1].toInt());
            QVERIFY(!interaction.drag());
        } else if (words[0] == "key" || words[0] == "shift") {
            const std::optional<Reaction> answer = interaction.key(keyNamed(words[1]), words[0] == "shift");
            QVERIFY2(answer, qPrintable(step));
            last = *answer;
        } else if (words[0] == "edit") {
            interaction.setEditing(true);
        } else {
            QFAIL(qPrintable(step));
        }
    }

    QTEST(texts(last.moves), "moves");
    QTEST(last.rolled ? QString::fromStdString(pb::roller::rollToString(*last.rolled)) : QString(), "rolled");
    QFETCH(QString, message);
    if (message.isEmpty())
        QVERIFY2(last.message.isEmpty(), qPrintable(last.message));
    else
        QVERIFY2(last.message.contains(message), qPrintable(last.message));
    QTEST(last.toggle ? last.toggle->row : -1, "toggleRow");
    QTEST(last.toggle ? last.toggle->column : -1, "toggleColumn");
    QTEST(interaction.cursor().row, "cursorRow");
    QTEST(interaction.cursor().col, "cursorColumn");
    QTEST(interaction.cursor().visible, "cursorShown");
}

void TestRollerInteraction::hintAndANewBoard()
{
    RollerInteraction interaction;
    QVERIFY(!interaction.key(Qt::Key_Down, false)); // no board yet
    interaction.showBoard(5, 4, RollerPuzzle::classicExample().cells());
    interaction.showHint("C3U");
    QCOMPARE(interaction.hint(), std::optional(Roll{Direction::Up, 3}));
    interaction.showHint("C4U"); // off a board four columns wide
    QVERIFY(!interaction.hint());
    interaction.showHint("R4R");
    interaction.pressTile(4, 3);
    interaction.chooseDragLine(true); // a drag of its own puts the hint away
    QVERIFY(!interaction.hint());

    interaction.showHint("R4R");
    for (int step = 0; step < 6; ++step)
        interaction.key(Qt::Key_Down, false);
    QCOMPARE(interaction.cursor().row, 4);
    // A smaller board: the hint goes, the cursor stays on the board.
    interaction.showBoard(3, 3, RollerPuzzle::solvedBoard(3, 3).cells());
    QVERIFY(!interaction.hint());
    QCOMPARE(interaction.cursor().row, 2);
    QVERIFY(!interaction.key(Qt::Key_A, false));
}

void TestRollerInteraction::cellsReadTheState()
{
    RollerInteraction interaction;
    const RollerCells cells(interaction);
    const RollerPuzzle board = RollerPuzzle::classicExample();
    interaction.showBoard(board.height(), board.width(), board.cells());
    QCOMPARE(cells.rowCount(), 5);
    QCOMPARE(cells.columnCount(), 4);
    for (int row = 0; row < 5; ++row) {
        for (int col = 0; col < 4; ++col) {
            QCOMPARE(cells.text(row, col),
                     QStringLiteral("Row %1, column %2: %3").arg(row).arg(col).arg(board.cell(row, col) ? 1 : 0));
            QVERIFY(!cells.selected(row, col));
        }
    }
    QVERIFY(!cells.focus());
    interaction.key(Qt::Key_Right, false);
    interaction.key(Qt::Key_Right, false);
    QCOMPARE(cells.focus(), std::optional(BoardCell{0, 1}));
    QCOMPARE(cells.rect(2, 1), cells.rect(0, 0).translated(cells.rect(0, 0).width(), 2 * cells.rect(0, 0).height()));
}

PUZZLEBOX_TEST_GUILESS_MAIN(TestRollerInteraction)
} // namespace tst_rollerinteraction
#include "tst_rollerinteraction.moc"
