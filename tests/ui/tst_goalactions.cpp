// The window's goal table (ui/solving/solvegoalactions.h) against the core's
// (core/common/solvegoals.h): every goal has its descriptor in both, and the
// Solve menu holds the table's entries in its order, enabled for the goals
// the family being played answers.

#include "core/common/registry.h"
#include "core/common/solvegoals.h"
#include "service/gamesession.h"
#include "ui/families.h"
#include "ui/mainwindow.h"
#include "ui/solving/solvegoalactions.h"
#include "windowdriver.h"
#include "windowsetup.h"
#include "../testsetup.h"
#include "testmain.h"

#include <QAction>
#include <QMenu>
#include <QSet>
#include <QTest>

namespace tst_goalactions {

class TestGoalActions : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { testsetup::useTestFolders(); }
    void everyGoalHasAWindowDescriptor();
    void everyGoalIsAskedByAnEntry();
    void solveMenuFollowsTheTable();
};

void TestGoalActions::everyGoalHasAWindowDescriptor()
{
    const std::span<const pb::GoalInfo> goals = pb::goalInfos();
    QCOMPARE(goalUis().size(), goals.size());
    for (const pb::GoalInfo &goal : goals) {
        const GoalUi &ui = goalUi(goal.goal);
        QCOMPARE(ui.goal, goal.goal);
        // A goal answered in the family's words has a status word for it.
        QCOMPARE(*ui.answered != '\0', goal.answer != nullptr);
        // Every family that answers it says what the search does meanwhile.
        for (const pb::FamilyInfo &family : pb::families()) {
            const pb::PuzzlePtr sample = family.sampleBoard();
            if (!pb::answers(goal, sample->capabilities()))
                continue;
            pb::SolveOptions options;
            options.goal = goal.goal;
            QVERIFY2(!ui.running(*familyUi(family.id), options, 10).isEmpty(), goal.name);
        }
    }
}

void TestGoalActions::everyGoalIsAskedByAnEntry()
{
    QSet<pb::SolveGoal> asked;
    QSet<QByteArray> names;
    for (const GoalAction &entry : goalActions()) {
        QVERIFY2(!names.contains(entry.objectName), entry.objectName);
        names.insert(entry.objectName);
        QVERIFY(*entry.text && *entry.toolTip);
        // A cell picked narrows only a goal that takes one.
        QVERIFY2(!entry.toCell || pb::goalInfo(entry.goal).takesTargetCell, entry.objectName);
        if (!entry.toCell)
            asked.insert(entry.goal);
    }
    QCOMPARE(asked.size(), qsizetype(pb::goalInfos().size()));
}

void TestGoalActions::solveMenuFollowsTheTable()
{
    MainWindow window;
    QVERIFY(windowsetup::show(window, QSize(900, 640)));
    const auto *menu = window.findChild<QMenu *>(QStringLiteral("menuSolve"));
    QVERIFY(menu);
    for (const pb::FamilyInfo &family : pb::families()) {
        window.session().newGame(family.sampleBoard());
        const pb::Puzzle &position = window.session().position();
        const pb::Capabilities can = position.capabilities();
        const bool over = position.isSolved() || position.legalMoves().empty();
        qsizetype last = -1;
        for (const GoalAction &entry : goalActions()) {
            QAction *action = windowdriver::action(window, entry.objectName);
            const qsizetype place = menu->actions().indexOf(action);
            QVERIFY2(place > last, entry.objectName);
            last = place;
            QCOMPARE(action->text(), goalActionText(entry, *familyUi(family.id)));
            // A goal the family cannot answer is never offered; Improve waits
            // for a solution to improve on.
            const pb::GoalInfo &goal = pb::goalInfo(entry.goal);
            if (!pb::answers(goal, can) || (entry.toCell && !can.has(pb::Capability::FinishCells)) || goal.improves)
                QVERIFY2(!action->isEnabled(), entry.objectName);
            else if (!(entry.needsMovesLeft && over))
                QVERIFY2(action->isEnabled(), entry.objectName);
        }
    }
}

PUZZLEBOX_TEST_MAIN(TestGoalActions)
} // namespace tst_goalactions
#include "tst_goalactions.moc"
