#pragma once

#include <QFlags>
#include <QList>

class QAction;
class QWidget;

// What each of the window's actions does to the game, declared where the
// action is made, so that the window's mode (WindowMode) turns whole kinds of
// actions on and off instead of keeping a hand-made list that a new action is
// missing from. tst_actiongates fails on an action of the window with no gate.
namespace ActionGates {

enum class Gate {
    Plays = 0x1,    // changes the game or the position shown: moves, Undo, a solve, a step
    Reveals = 0x2,  // shows or writes out the game's board or its solution: print, export, copy
    Replaces = 0x4, // puts another game in this one's place (New, Open, Paste, a game ID),
                    // which starts unpaused and asks before a design is dropped
    Edits = 0x8,    // works on the board being designed: Cancel Editing, Done, its Undo, its print
    Looks = 0x10,   // shows nothing of the board and changes no game: views, language,
                    // help, statistics, saving, stopping a search, quitting, Pause itself
};
// An action that serves two modes declares both (Undo: Plays | Edits): it is on
// when the mode lets either through.
Q_DECLARE_FLAGS(Gates, Gate)

void declare(QAction *action, Gates gates);
void declare(const QList<QAction *> &actions, Gates gates);
// False for an action no feature declared.
bool isDeclared(const QAction *action);
Gates gatesOf(const QAction *action);
// The declared actions of `window` (its menus, toolbars and features) with `gate` among their gates.
QList<QAction *> actionsOf(const QWidget *window, Gate gate);

} // namespace ActionGates

Q_DECLARE_OPERATORS_FOR_FLAGS(ActionGates::Gates)
