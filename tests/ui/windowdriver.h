#pragma once

// What the window tests do to a MainWindow as a person would, in one place:
// find an action by its object name, click a peg hole on the view's viewport,
// press keys, ask for a solution and wait for the solver's answer.

#include "service/solverservice.h"
#include "ui/board/boardview.h"
#include "ui/mainwindow.h"
#include "ui/pegs/pegscene.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QKeySequence>
#include <QMessageBox>
#include <QTimer>

#include <functional>
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

// Runs `act` and answers the message box it opens by clicking the button
// `pick` finds in it (closing the box when there is none). Returns the box's
// text, empty when no box came.
inline QString answeringMessageBox(const std::function<QAbstractButton *(QMessageBox &)> &pick,
                                   const std::function<void()> &act)
{
    QString text;
    QTimer answerer;
    QObject::connect(&answerer, &QTimer::timeout, [&text, &pick] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box)
            return;
        text = box->text();
        if (QAbstractButton *button = pick(*box))
            QTest::mouseClick(button, Qt::LeftButton);
        else
            box->close();
    });
    answerer.start(0);
    act();
    return text;
}

// The button of mayPlayUnsolvableBoard()'s question that plays the board.
inline QAbstractButton *playAnyway(QMessageBox &box)
{
    return box.findChild<QAbstractButton *>(QStringLiteral("playAnywayButton"));
}

inline QAbstractButton *cancel(QMessageBox &box)
{
    return box.button(QMessageBox::Cancel);
}

} // namespace windowdriver
