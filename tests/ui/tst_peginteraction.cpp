// A peg board's interaction with its state and no pixels (PegInteraction):
// each row plays a few inputs in the board's terms on the original exercise's
// triangle and checks the last answer and the state it leaves.

#include "inputwords.h"
#include "core/pegs/pegpuzzle.h"
#include "ui/pegs/pegcells.h"
#include "ui/pegs/peginteraction.h"
#include "testmain.h"

#include <QTest>

#include <optional>

namespace tst_peginteraction {

using pb::pegs::PegBits;
using pb::pegs::PegPuzzle;
using Reaction = PegInteraction::Reaction;

namespace {

// The classic triangle (every hole filled but hole 4) less the pegs in `empty`.
PegBits classicWithout(const QList<int> &empty)
{
    PegBits pegs = PegPuzzle::classicTriangle().pegs();
    for (const int hole : empty)
        pegs &= ~pb::pegs::bit(hole);
    return pegs;
}

using inputwords::keyNamed;

} // namespace

class TestPegInteraction : public QObject {
    Q_OBJECT

private slots:
    void inputs_data();
    void inputs();
    void aNewPositionLetsGo();
    void cellsReadTheState();
};

void TestPegInteraction::inputs_data()
{
    QTest::addColumn<QList<int>>("empty");     // holes emptied besides hole 4
    QTest::addColumn<QStringList>("steps");    // "press 11", "lift", "release 4", "key Down", "hint 13-4", "pick"
    QTest::addColumn<bool>("handled");         // whether the last key was the board's
    QTest::addColumn<QString>("move");
    QTest::addColumn<QString>("message");      // a part of it; empty: no words
    QTest::addColumn<bool>("withdrawn");
    QTest::addColumn<int>("picked");           // -1: none
    QTest::addColumn<bool>("springBack");
    QTest::addColumn<int>("selected");
    QTest::addColumn<PegBits>("landing");
    QTest::addColumn<int>("focus");

    const PegBits none = 0;
    const PegBits hole4 = pb::pegs::bit(4);
    QTest::newRow("select") << QList<int>{} << QStringList{"press 11"} << true << "" << "Peg 11 selected: click"
                            << false << -1 << false << 11 << hole4 << -1;
    QTest::newRow("a peg without a jump") << QList<int>{} << QStringList{"press 0"} << true << ""
                                          << "Peg 0 has no jump" << false << -1 << false << -1 << none << -1;
    QTest::newRow("deselect by a second click")
        << QList<int>{} << QStringList{"press 11", "release", "press 11", "release"} << true << "" << "" << true << -1
        << false << -1 << none << -1;
    QTest::newRow("another peg") << QList<int>{} << QStringList{"press 11", "release", "press 13"} << true << ""
                                 << "Peg 13 selected" << true << -1 << false << 13 << hole4 << -1;
    QTest::newRow("jump") << QList<int>{} << QStringList{"press 11", "release", "press 4"} << true << "11-4" << ""
                          << true << -1 << false << -1 << none << -1;
    QTest::newRow("refused jump") << QList<int>{0} << QStringList{"press 11", "release", "press 0"} << true << ""
                                  << "Peg 11 cannot jump into hole 0" << false << -1 << false << 11 << hole4 << -1;
    QTest::newRow("an empty hole first") << QList<int>{} << QStringList{"press 4"} << true << ""
                                         << "Hole 4 is empty" << false << -1 << false << -1 << none << -1;
    QTest::newRow("the hint's hole plays it") << QList<int>{} << QStringList{"hint 13-4", "press 4"} << true << "13-4"
                                              << "" << false << -1 << false << -1 << none << -1;
    QTest::newRow("a click on the wood lets go") << QList<int>{} << QStringList{"press 11", "release", "outside"} << true
                                                 << "" << "" << true << -1 << false << -1 << none << -1;
    QTest::newRow("the first key shows the focus") << QList<int>{} << QStringList{"key Right"} << true << "" << ""
                                                   << false << -1 << false << -1 << none << 0;
    // Down aims straight down the triangle's middle: 0, 1 (a tie goes to the
    // first), 4, 7, 12; Left then sets the aim on 11.
    QTest::newRow("keys aim down the middle")
        << QList<int>{} << QStringList{"key Down", "key Down", "key Down", "key Down", "key Down"} << true << "" << ""
        << false << -1 << false << -1 << none << 12;
    QTest::newRow("back up the same way")
        << QList<int>{} << QStringList{"key Down", "key Down", "key Down", "key Up", "key Up"} << true << "" << ""
        << false << -1 << false << -1 << none << 0;
    QTest::newRow("Space selects the focus")
        << QList<int>{} << QStringList{"key Down", "key Down", "key Down", "key Down", "key Down", "key Left", "key Space"}
        << true << "" << "press Space" << false << -1 << false << 11 << hole4 << 11;
    QTest::newRow("a press moves the focus, hidden")
        << QList<int>{} << QStringList{"key Down", "press 13", "release"} << true << "" << "" << false << -1 << false
        << 13 << hole4 << -1;
    QTest::newRow("Escape lets go") << QList<int>{} << QStringList{"press 11", "release", "key Escape"} << true << ""
                                    << "" << true << -1 << false << -1 << none << -1;
    QTest::newRow("Escape with nothing to let go is not the board's")
        << QList<int>{} << QStringList{"key Escape"} << false << "" << "" << false << -1 << false << -1 << none << -1;
    QTest::newRow("a drop on a landing hole") << QList<int>{} << QStringList{"press 13", "lift", "release 4"} << true
                                              << "13-4" << "" << true << -1 << false << -1 << none << -1;
    QTest::newRow("a drop on another hole springs back")
        << QList<int>{} << QStringList{"press 13", "lift", "release 0"} << true << ""
        << "Peg 13 cannot jump into hole 0" << false << -1 << true << 13 << hole4 << -1;
    QTest::newRow("a drop off the board springs back quietly")
        << QList<int>{} << QStringList{"press 13", "lift", "release -1"} << true << "" << "" << false << -1 << true
        << 13 << hole4 << -1;
    QTest::newRow("a pressed peg without a jump is not held")
        << QList<int>{} << QStringList{"press 0", "lift", "release 4"} << true << "" << "" << false << -1 << false
        << -1 << none << -1;
    QTest::newRow("picking a cell") << QList<int>{} << QStringList{"press 11", "release", "pick", "press 7"} << true
                                    << "" << "" << false << 7 << false << -1 << none << -1;
    QTest::newRow("picking by the keys") << QList<int>{} << QStringList{"pick", "key Down", "key Space"} << true << ""
                                         << "" << false << 0 << false << -1 << none << 0;
    QTest::newRow("Escape ends picking") << QList<int>{} << QStringList{"pick", "key Escape"} << true << ""
                                         << "No hole chosen." << false << -1 << false << -1 << none << -1;
}

void TestPegInteraction::inputs()
{
    QFETCH(QList<int>, empty);
    QFETCH(QStringList, steps);
    QFETCH(bool, handled);
    const PegPuzzle classic = PegPuzzle::classicTriangle();
    PegInteraction interaction;
    interaction.setGeometry(classic.sharedGeometry());
    interaction.setPegs(classicWithout(empty));

    Reaction last;
    bool keyHandled = true;
    for (const QString &step : steps) {
        const QString verb = step.section(' ', 0, 0);
        const QString argument = step.section(' ', 1);
        if (verb == "press") {
            last = interaction.pressHole(argument.toInt());
        } else if (verb == "lift") {
            interaction.startDrag();
        } else if (verb == "release") {
            last = interaction.release(argument.isEmpty() ? -1 : argument.toInt());
        } else if (verb == "outside") {
            last = interaction.pressOutside();
        } else if (verb == "hint") {
            interaction.showHint(argument.toStdString());
        } else if (verb == "pick") {
            last = interaction.setPicking(true);
        } else if (verb == "key") {
            const std::optional<Reaction> answer = interaction.key(keyNamed(argument));
            keyHandled = answer.has_value();
            last = answer.value_or(Reaction{});
        } else {
            QFAIL(qPrintable(step));
        }
    }

    QCOMPARE(keyHandled, handled);
    QTEST(QString::fromStdString(last.move), "move");
    QFETCH(QString, message);
    if (message.isEmpty())
        QVERIFY2(last.message.isEmpty(), qPrintable(last.message));
    else
        QVERIFY2(last.message.contains(message), qPrintable(last.message));
    QTEST(last.withdrawn, "withdrawn");
    QTEST(last.picked.value_or(-1), "picked");
    QTEST(last.springBack, "springBack");
    QTEST(interaction.selectedHole(), "selected");
    QTEST(interaction.landingHoles(), "landing");
    QTEST(interaction.focusHole(), "focus");
    QVERIFY(!interaction.isPicking() || steps.last() == "pick");
}

void TestPegInteraction::aNewPositionLetsGo()
{
    const PegPuzzle classic = PegPuzzle::classicTriangle();
    PegInteraction interaction;
    interaction.setGeometry(classic.sharedGeometry());
    interaction.setPegs(classic.pegs());
    interaction.showHint("13-4");
    interaction.setMarkedHoles(pb::pegs::bit(12));
    interaction.pressHole(11);
    QCOMPARE(interaction.hint()->from, 13);

    const Reaction reaction = interaction.setPegs(pb::pegs::applyJump(pb::pegs::Jump{11, 7, 4}, classic.pegs()));
    QVERIFY(reaction.withdrawn);
    QCOMPARE(interaction.selectedHole(), -1);
    QCOMPARE(interaction.landingHoles(), PegBits(0));
    QVERIFY(!interaction.hint());
    QCOMPARE(interaction.markedHoles(), PegBits(0));
    // Nothing picked up now: nothing to take back.
    QVERIFY(!interaction.setPegs(classic.pegs()).withdrawn);
}

void TestPegInteraction::cellsReadTheState()
{
    const PegPuzzle classic = PegPuzzle::classicTriangle();
    PegInteraction interaction;
    const PegCells cells(interaction);
    QCOMPARE(cells.rowCount(), 0);
    interaction.setGeometry(classic.sharedGeometry());
    interaction.setPegs(classic.pegs());
    QCOMPARE(cells.rowCount(), 5);
    QCOMPARE(cells.columnCount(), 5);
    QCOMPARE(cells.text(0, 1), QStringLiteral("Row 1, column 2: no hole"));
    QVERIFY(!cells.focus());

    interaction.pressHole(11); // row 4, column 1
    QVERIFY(cells.selected(4, 1));
    QCOMPARE(cells.text(4, 1), QStringLiteral("Row 5, column 2: hole 11, peg, picked up"));
    QCOMPARE(cells.text(2, 1), QStringLiteral("Row 3, column 2: hole 4, empty, the picked-up peg can land here"));
    QVERIFY(cells.rect(0, 1).isEmpty());
    QVERIFY(!cells.rect(4, 1).isEmpty());

    interaction.key(Qt::Key_Down); // shows the focus where the peg was picked up
    QCOMPARE(cells.focus(), std::optional(BoardCell{4, 1}));
    QCOMPARE(cells.focusText(), QStringLiteral("Row 5, column 2: hole 11, peg, picked up"));
}

PUZZLEBOX_TEST_GUILESS_MAIN(TestPegInteraction)
} // namespace tst_peginteraction
#include "tst_peginteraction.moc"
