#pragma once

#include "../../core/search/solveresult.h"
#include "../families.h"

#include <QString>
#include <QStyle>

#include <span>

// The window's half of the goal table (the core's is pb::GoalInfo,
// core/common/solvegoals.h): how each solve goal is asked in the Solve menu
// and spoken of while it runs. SolveActions makes, enables and connects
// the menu's entries from it and SolvePresenter words a search by it, so
// neither tells the goals apart.

// One entry of the Solve menu that asks a goal. Its texts are marked with
// QT_TRANSLATE_NOOP("MainWindow", ...), the form's context, where they were.
struct GoalAction {
    pb::SolveGoal goal;
    // Asks it of a cell the person then picks on the board
    // (SolveOptions::targetCell); the goal must take one.
    bool toCell;
    const char *objectName;
    const char *text;
    const char *toolTip;
    // The family's own words for it (FamilyUiTexts), when it has them.
    const char *FamilyUiTexts::*familyText;
    const char *FamilyUiTexts::*familyTip;
    int key;  // QKeyCombination::toCombined(); 0: none
    const char *icon;  // themedIcon()'s name; null: none
    QStyle::StandardPixmap fallbackIcon;
    // Only while moves are left: a position at the goal or stuck has no line.
    bool needsMovesLeft;
};

// What the window says of a search for the goal.
struct GoalUi {
    pb::SolveGoal goal;
    // While it runs ("Counting the solutions…"): `improveFrom`, the length
    // of the solution a shorter one is looked for.
    QString (*running)(const FamilyUi &family, const pb::SolveOptions &options, int improveFrom);
    // The status bar's word once the family's answer (pb::GoalInfo::answer)
    // is in; %1 the time and positions. Marked with
    // QT_TRANSLATE_NOOP("SolvePresenter", ...); empty for a goal answered by
    // a line.
    const char *answered;
    // Its answer's cells are marked on the board.
    bool marksCells;
};

// The Solve menu's goal entries, in menu order (the form places them, Hint
// and Stop among them).
std::span<const GoalAction> goalActions();
// Every goal's, in pb::SolveGoal's order.
std::span<const GoalUi> goalUis();
const GoalUi &goalUi(pb::SolveGoal goal);
// The entry's text and tool tip, translated, in the family's words where it has them.
QString goalActionText(const GoalAction &action, const FamilyUi &family);
QString goalActionTip(const GoalAction &action, const FamilyUi &family);
