#pragma once

// What the window tests do to a MainWindow as a person would, in one place:
// find an action by its object name, click a peg hole on the view's viewport,
// press keys, ask for a solution and wait for the solver's answer.

#include "service/solverservice.h"
#include "ui/boardview.h"
#include "ui/mainwindow.h"
#include "ui/pegs/pegscene.h"

#include <QAction>
#include <QApplication>
#include <QKeySequence>
#include <QSignalSpy>
#include <QTest>

namespace windowdriver {

inline QAction *action(const MainWindow &window, const char *name)
{
    auto *found = window.findChild<QAction *>(QString::fromLatin1(name));
    Q_ASSERT(found);
    return found;
}

inline void clickHole(const MainWindow &window, int hole)
{
    const auto *scene = qobject_cast<const PegScene *>(window.scene());
    Q_ASSERT(scene);
    BoardView *view = window.boardView();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(scene->holeCenter(hole)));
}

// Presses `keys` (a shortcut such as Ctrl+Z) on the board, as a person at the
// keyboard would: the window's shortcuts answer it.
inline void pressKeys(MainWindow &window, const QKeySequence &keys)
{
    window.activateWindow();
    QApplication::setActiveWindow(&window);
    QTest::keySequence(window.boardView(), keys);
}

// Triggers Solve and waits for the answer; false when none came in time.
// Callers wrap it in QVERIFY, so a missing answer fails the test right there.
[[nodiscard]] inline bool solveNow(MainWindow &window, int timeoutMillis = 10000)
{
    QSignalSpy finished(&window.solver(), &SolverService::finished);
    action(window, "actionSolve")->trigger();
    return finished.count() == 1 || finished.wait(timeoutMillis);
}

} // namespace windowdriver
