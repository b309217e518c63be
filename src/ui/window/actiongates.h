#pragma once

#include <QList>

class QAction;
class QWidget;

// What each of the window's actions does to the game, declared where the
// action is made, so that a mode of the window (a pause, say) holds back whole
// kinds of actions instead of keeping a hand-made list that a new action is
// missing from. tst_actiongates fails on an action of the menus or toolbars
// with no gate.
namespace ActionGates {

enum class Gate {
    Plays,    // changes the game or the position shown: moves, Undo, a solve, a step
    Reveals,  // shows or writes out the board or its solution: print, export, copy
    Replaces, // puts another game in this one's place (New, Open, Paste, a game ID),
              // which starts unpaused
    Edits,    // only while a board is designed: Cancel Editing
    Looks,    // shows nothing of the board and changes no game: views, language,
              // help, statistics, saving, stopping a search, quitting
};

void declare(QAction *action, Gate gate);
void declare(const QList<QAction *> &actions, Gate gate);
// False for an action no feature declared.
bool isDeclared(const QAction *action);
Gate gateOf(const QAction *action);
// The declared actions of `window` (its menus, toolbars and features) whose gate is `gate`.
QList<QAction *> actionsOf(const QWidget *window, Gate gate);

} // namespace ActionGates
