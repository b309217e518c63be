// Every action of the window's menus and toolbars declares what it does to
// the game (ActionGates), so that a mode of the window gates whole kinds of
// actions: issue 41 found Export Board as Image writing the board hidden by
// Pause, as the pause kept a hand-made list the new action was missing from.

#include "core/pegs/pegpuzzle.h"
#include "ui/mainwindow.h"
#include "ui/window/actiongates.h"
#include "windowdriver.h"
#include "windowsetup.h"
#include "../testsetup.h"
#include "testmain.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QTest>
#include <QToolBar>

namespace tst_actiongates {

using ActionGates::Gate;

namespace {

// The menus' and toolbars' entries, submenus walked, by where they stand.
void collect(const QList<QAction *> &actions, const QString &where, QList<std::pair<QString, QAction *>> &found)
{
    for (QAction *action : actions) {
        if (action->isSeparator())
            continue;
        const QString name = where + QStringLiteral(" > ") + action->text().remove(QLatin1Char('&'));
        if (QMenu *menu = action->menu())
            collect(menu->actions(), name, found);
        else
            found.append({name, action});
    }
}

} // namespace

class TestActionGates : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { testsetup::useTestFolders(); }
    void everyActionDeclaresItsGate();
    void pauseHoldsBackWhatPlaysAndWhatReveals();
};

void TestActionGates::everyActionDeclaresItsGate()
{
    MainWindow window;
    QVERIFY(windowsetup::show(window, QSize(900, 640)));
    QList<std::pair<QString, QAction *>> entries;
    collect(window.menuBar()->actions(), QStringLiteral("menu"), entries);
    for (QToolBar *bar : window.findChildren<QToolBar *>())
        collect(bar->actions(), QStringLiteral("toolbar"), entries);
    collect(window.actions(), QStringLiteral("window"), entries);
    QVERIFY(entries.size() > 40);
    QStringList undeclared;
    for (const auto &[where, action] : entries) {
        if (!ActionGates::isDeclared(action))
            undeclared << where;
    }
    // Each on a line of its own: a failure's message is cut short.
    for (const QString &where : undeclared)
        qWarning("no gate: %s", qPrintable(where));
    QVERIFY2(undeclared.isEmpty(), qPrintable(undeclared.join(QLatin1Char('\n'))));
}

void TestActionGates::pauseHoldsBackWhatPlaysAndWhatReveals()
{
    MainWindow window;
    window.newGame(std::make_unique<pb::pegs::PegPuzzle>(pb::pegs::PegPuzzle::classicTriangle()));
    QVERIFY(windowsetup::show(window, QSize(900, 640)));
    windowdriver::clickHole(window, 11);
    windowdriver::clickHole(window, 4);
    QAction *exportBoard = windowdriver::action(window, "actionExportBoard");
    QVERIFY(exportBoard->isEnabled());
    windowdriver::action(window, "actionPause")->trigger();
    for (const Gate gate : {Gate::Plays, Gate::Reveals}) {
        for (QAction *action : ActionGates::actionsOf(&window, gate))
            QVERIFY2(!action->isEnabled(), qPrintable(action->objectName() + QLatin1Char(' ') + action->text()));
    }
    QVERIFY(!exportBoard->isEnabled());
    // The window and its help stay at hand.
    QVERIFY(windowdriver::action(window, "actionQuit")->isEnabled());
    QVERIFY(windowdriver::action(window, "actionRules")->isEnabled());
    windowdriver::action(window, "actionPause")->trigger();
    QVERIFY(exportBoard->isEnabled());
    QVERIFY(windowdriver::action(window, "actionUndo")->isEnabled());
}

PUZZLEBOX_TEST_MAIN(TestActionGates)
} // namespace tst_actiongates
#include "tst_actiongates.moc"
