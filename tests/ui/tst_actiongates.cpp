// Every action of the window declares what it does to the game (ActionGates),
// and the window's one mode (WindowMode: Playing, Editing or Paused) turns
// whole gates on and off: issue 41 found Export Board as Image writing the
// board hidden by Pause, as the pause kept a hand-made list the new action was
// missing from, and editing kept lists of its own in each feature.

#include "core/pegs/pegpuzzle.h"
#include "ui/mainwindow.h"
#include "ui/pegs/pegscene.h"
#include "ui/window/actiongates.h"
#include "ui/window/windowmode.h"
#include "windowdriver.h"
#include "windowsetup.h"
#include "../testsetup.h"
#include "testmain.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QTest>
#include <QToolBar>

namespace tst_actiongates {

using ActionGates::Gate;
using Mode = WindowMode::Mode;

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

// Every action the window holds, wherever it stands (a designer's menu, a
// dock's toggle in the window's context menu), but for separators and the
// entries that only open a submenu.
QList<QAction *> everyAction(const MainWindow &window)
{
    QList<QAction *> found;
    for (QAction *action : window.findChildren<QAction *>()) {
        if (!action->isSeparator() && !action->menu())
            found << action;
    }
    return found;
}

QString nameOf(const QAction *action)
{
    return action->objectName() + QLatin1Char(' ') + action->text().remove(QLatin1Char('&'));
}

QString modeName(Mode mode)
{
    switch (mode) {
    case Mode::Playing: return QStringLiteral("playing");
    case Mode::Editing: return QStringLiteral("editing");
    case Mode::Paused: return QStringLiteral("paused");
    }
    return {};
}

// A peg triangle with one jump played, so Undo has a step; then the mode
// `mode` by the window's own actions, `overEditing` pausing a design. A design
// has one change, so its Undo has a step too.
void bringInto(MainWindow &window, Mode mode, bool overEditing)
{
    window.newGame(std::make_unique<pb::pegs::PegPuzzle>(pb::pegs::PegPuzzle::classicTriangle()));
    QVERIFY(windowsetup::show(window, QSize(900, 640)));
    windowdriver::clickHole(window, 11);
    windowdriver::clickHole(window, 4);
    if (mode == Mode::Editing || overEditing) {
        windowdriver::action(window, "actionEditBoard")->trigger();
        windowdriver::clickHole(window, 0);
    }
    if (mode == Mode::Paused)
        windowdriver::action(window, "actionPause")->trigger();
}

} // namespace

class TestActionGates : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { testsetup::useTestFolders(); }
    void everyActionDeclaresItsGate();
    void everyActionOfTheWindowDeclaresItsGate();
    void pauseHoldsBackWhatPlaysAndWhatReveals();
    void aModeHoldsBackWholeGates_data();
    void aModeHoldsBackWholeGates();
    void eachModeOffersItsActions_data();
    void eachModeOffersItsActions();
    void aPauseOverADesignKeepsIt();
    void leavingAModeGivesBackEachActionsOwnState();
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

// Not only the menus: the features' own actions, the designer's, the
// window's context menu of panels, in every mode.
void TestActionGates::everyActionOfTheWindowDeclaresItsGate()
{
    MainWindow window;
    bringInto(window, Mode::Editing, false);
    // The context menu of toolbars and panels, as a right click makes it.
    std::unique_ptr<QMenu> panels(window.createPopupMenu());
    QVERIFY(panels);
    QVERIFY(panels->actions().size() >= 3);
    const QList<QAction *> actions = everyAction(window);
    QVERIFY(actions.size() > 50);
    QStringList undeclared;
    for (QAction *action : actions + panels->actions()) {
        if (!action->isSeparator() && !ActionGates::isDeclared(action))
            undeclared << nameOf(action);
    }
    for (const QString &name : undeclared)
        qWarning("no gate: %s", qPrintable(name));
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

void TestActionGates::aModeHoldsBackWholeGates_data()
{
    QTest::addColumn<Mode>("mode");
    QTest::addColumn<bool>("overEditing");
    QTest::newRow("playing") << Mode::Playing << false;
    QTest::newRow("editing") << Mode::Editing << false;
    QTest::newRow("paused") << Mode::Paused << false;
    QTest::newRow("paused over a design") << Mode::Paused << true;
}

// Whatever a feature's own condition says, an action whose gates the mode
// holds back is off: every one of them, none by name.
void TestActionGates::aModeHoldsBackWholeGates()
{
    QFETCH(Mode, mode);
    QFETCH(bool, overEditing);
    MainWindow window;
    bringInto(window, mode, overEditing);
    const ActionGates::Gates open = WindowMode::allowed(mode);
    int heldBack = 0;
    for (QAction *action : everyAction(window)) {
        if (ActionGates::gatesOf(action) & open)
            continue;
        ++heldBack;
        QVERIFY2(!action->isEnabled(), qPrintable(modeName(mode) + QStringLiteral(": ") + nameOf(action)));
    }
    QVERIFY(heldBack > 0);
}

void TestActionGates::eachModeOffersItsActions_data()
{
    QTest::addColumn<Mode>("mode");
    QTest::addColumn<bool>("overEditing");
    QTest::addColumn<QByteArray>("action");
    QTest::addColumn<bool>("enabled");
    const auto row = [](Mode mode, bool overEditing, const char *action, bool enabled) {
        QTest::addRow("%s%s: %s %s", qPrintable(modeName(mode)), overEditing ? " over a design" : "", action,
                      enabled ? "on" : "off")
            << mode << overEditing << QByteArray(action) << enabled;
    };
    for (const char *on : {"actionHint", "actionSolve", "actionUndo", "actionRestart", "actionExportBoard", "actionPrint",
                           "actionCopyBoard", "actionEditBoard", "actionOpen", "actionPause", "actionQuit"})
        row(Mode::Playing, false, on, true);
    row(Mode::Playing, false, "actionCancelEditing", false);
    // The board on screen is the design: nothing may play, show or copy the
    // game behind it until Done; the design's own steps, printing and saving
    // it, and Pause stay; a game that replaces it asks first.
    for (const char *off : {"actionHint", "actionSolve", "actionRestart", "actionExportBoard", "actionExportMoves",
                            "actionCopyBoard", "actionCopyGameId"})
        row(Mode::Editing, false, off, false);
    for (const char *on : {"actionUndo", "actionEditBoard", "actionCancelEditing", "actionPrint", "actionSaveAs",
                           "actionOpen", "actionPasteBoard", "actionEnterGameId", "actionPause", "actionQuit"})
        row(Mode::Editing, false, on, true);
    // The board is hidden: nothing plays or shows it until Resume.
    for (const char *off : {"actionHint", "actionUndo", "actionRestart", "actionExportBoard", "actionPrint",
                            "actionPrintPreview", "actionCopyBoard", "actionCopyGameId", "actionEditBoard"})
        row(Mode::Paused, false, off, false);
    for (const char *on : {"actionPause", "actionOpen", "actionSave", "actionStatistics", "actionRules", "actionQuit"})
        row(Mode::Paused, false, on, true);
    for (const char *off : {"actionUndo", "actionEditBoard", "actionCancelEditing", "actionPrint"})
        row(Mode::Paused, true, off, false);
    for (const char *on : {"actionPause", "actionSaveAs", "actionQuit"})
        row(Mode::Paused, true, on, true);
}

void TestActionGates::eachModeOffersItsActions()
{
    QFETCH(Mode, mode);
    QFETCH(bool, overEditing);
    QFETCH(QByteArray, action);
    QFETCH(bool, enabled);
    MainWindow window;
    bringInto(window, mode, overEditing);
    QCOMPARE(windowdriver::action(window, action.constData())->isEnabled(), enabled);
}

// Pause over a design hides it and holds its tools; Resume finds it as it
// was, still being designed, and the game behind it untouched.
void TestActionGates::aPauseOverADesignKeepsIt()
{
    MainWindow window;
    bringInto(window, Mode::Editing, false);
    const auto *scene = qobject_cast<const PegScene *>(window.scene());
    QVERIFY(scene && scene->isEditing());
    QString why;
    const std::unique_ptr<pb::Puzzle> design = window.scene()->editedPosition(&why);
    QVERIFY2(design, qPrintable(why));
    const std::unique_ptr<pb::Puzzle> game = window.session().position().clone();
    QAction *pause = windowdriver::action(window, "actionPause");
    pause->trigger();
    QVERIFY(pause->isChecked());
    QVERIFY(windowdriver::action(window, "actionEditBoard")->isChecked());
    auto *tools = window.findChild<QDockWidget *>(QStringLiteral("editToolsDock"));
    QVERIFY(tools);
    QVERIFY(!tools->widget()->isEnabled());
    pause->trigger();
    QVERIFY(!pause->isChecked());
    QVERIFY(windowdriver::action(window, "actionEditBoard")->isChecked());
    QVERIFY(windowdriver::action(window, "actionCancelEditing")->isEnabled());
    QVERIFY(tools->widget()->isEnabled());
    scene = qobject_cast<const PegScene *>(window.scene());
    QVERIFY(scene && scene->isEditing());
    const std::unique_ptr<pb::Puzzle> after = window.scene()->editedPosition(&why);
    QVERIFY(after && after->equals(*design));
    QVERIFY(window.session().position().equals(*game));
}

// A mode only holds actions back: what each feature last set for its own
// reasons comes back with the mode left, both ways.
void TestActionGates::leavingAModeGivesBackEachActionsOwnState()
{
    MainWindow window;
    bringInto(window, Mode::Playing, false);
    QAction *undo = windowdriver::action(window, "actionUndo");
    QAction *redo = windowdriver::action(window, "actionRedo");
    QAction *first = windowdriver::action(window, "actionFirst");
    QVERIFY(undo->isEnabled());
    QVERIFY(!redo->isEnabled());
    QVERIFY(!first->isEnabled());
    windowdriver::action(window, "actionEditBoard")->trigger();
    // The design has no step yet: its Undo is off for its own reason.
    QVERIFY(!undo->isEnabled());
    windowdriver::clickHole(window, 0);
    QVERIFY(undo->isEnabled());
    windowdriver::action(window, "actionPause")->trigger();
    QVERIFY(!undo->isEnabled());
    windowdriver::action(window, "actionPause")->trigger();
    QVERIFY(undo->isEnabled());
    windowdriver::answeringMessageBox([](QMessageBox &box) { return box.button(QMessageBox::Discard); },
                                      [&window] { windowdriver::action(window, "actionCancelEditing")->trigger(); });
    QVERIFY(!windowdriver::action(window, "actionEditBoard")->isChecked());
    QVERIFY(undo->isEnabled());
    QVERIFY(!redo->isEnabled());
    QVERIFY(!first->isEnabled());
    QVERIFY(!windowdriver::action(window, "actionCancelEditing")->isEnabled());
}

PUZZLEBOX_TEST_MAIN(TestActionGates)
} // namespace tst_actiongates
#include "tst_actiongates.moc"
