#include "solvegoalactions.h"

#include <QCoreApplication>
#include <QLocale>

#include <array>

namespace {

QString said(const char *english)
{
    return QCoreApplication::translate("SolvePresenter", english);
}

constexpr int keys(QKeyCombination combination)
{
    return combination.toCombined();
}

// The menu's order; the form keeps the entries in it, with Hint after Solve.
const std::array<GoalAction, 7> kActions{{
    {pb::SolveGoal::Solve, false, "actionSolve", QT_TRANSLATE_NOOP("MainWindow", "&Solve"),
     QT_TRANSLATE_NOOP("MainWindow", "Find a solution from the current position"), nullptr, nullptr,
     keys(Qt::CTRL | Qt::Key_R), "system-run", QStyle::SP_MediaPlay, true},
    {pb::SolveGoal::Improve, false, "actionImprove", QT_TRANSLATE_NOOP("MainWindow", "Look for a Sho&rter Solution"),
     QT_TRANSLATE_NOOP("MainWindow", "Keep shortening the solution shown in the background until you choose Stop"),
     nullptr, nullptr, 0, "edit-find", QStyle::SP_FileDialogContentsView, false},
    {pb::SolveGoal::FewestMoves, false, "actionFewestMoves", QT_TRANSLATE_NOOP("MainWindow", "Fewest &Moves"),
     QT_TRANSLATE_NOOP("MainWindow", "Find a solution in the fewest moves, a move being one piece's steps in a row, "
                                     "and prove that none is shorter"),
     nullptr, nullptr, 0, nullptr, QStyle::SP_CustomBase, true},
    {pb::SolveGoal::FinishCells, false, "actionFinishCells", QT_TRANSLATE_NOOP("MainWindow", "Where Can It &Finish?"),
     QT_TRANSLATE_NOOP("MainWindow", "Mark every cell a solution can finish in from the current position"),
     &FamilyUiTexts::finishCellsAction, &FamilyUiTexts::finishCellsTip, keys(Qt::CTRL | Qt::Key_F), "flag",
     QStyle::SP_DialogApplyButton, false},
    {pb::SolveGoal::Solve, true, "actionSolveToCell", QT_TRANSLATE_NOOP("MainWindow", "Solve to a &Chosen Cell…"),
     QT_TRANSLATE_NOOP("MainWindow", "Click a cell: find a solution that finishes there"),
     &FamilyUiTexts::solveToCellAction, &FamilyUiTexts::solveToCellTip, 0, nullptr, QStyle::SP_CustomBase, true},
    {pb::SolveGoal::FewestMoves, true, "actionFewestMovesToCell",
     QT_TRANSLATE_NOOP("MainWindow", "F&ewest Moves to a Chosen Cell…"),
     QT_TRANSLATE_NOOP("MainWindow", "Click a cell: find the solution in the fewest moves that finishes there, and "
                                     "prove that none is shorter"),
     &FamilyUiTexts::fewestToCellAction, &FamilyUiTexts::fewestToCellTip, 0, nullptr, QStyle::SP_CustomBase, true},
    {pb::SolveGoal::CountSolutions, false, "actionCountSolutions", QT_TRANSLATE_NOOP("MainWindow", "Co&unt Solutions"),
     QT_TRANSLATE_NOOP("MainWindow", "Count the distinct solutions from the current position (small boards)"), nullptr,
     &FamilyUiTexts::countTip, 0, nullptr, QStyle::SP_CustomBase, false},
}};

const std::array<GoalUi, 5> kGoals{{
    {pb::SolveGoal::Solve,
     [](const FamilyUi &family, const pb::SolveOptions &options, int) {
         return options.targetCell ? FamilyUi::text(family.texts.solvingToCell).arg(*options.targetCell)
                                   : said(QT_TRANSLATE_NOOP("SolvePresenter", "Solving…"));
     },
     "", false},
    {pb::SolveGoal::FinishCells,
     [](const FamilyUi &family, const pb::SolveOptions &, int) { return FamilyUi::text(family.texts.findingCells); },
     QT_TRANSLATE_NOOP("SolvePresenter", "Answered (%1)"), true},
    {pb::SolveGoal::CountSolutions,
     [](const FamilyUi &, const pb::SolveOptions &, int) {
         return said(QT_TRANSLATE_NOOP("SolvePresenter", "Counting the solutions…"));
     },
     QT_TRANSLATE_NOOP("SolvePresenter", "Counted (%1)"), false},
    {pb::SolveGoal::Improve,
     [](const FamilyUi &, const pb::SolveOptions &, int improveFrom) {
         return said(QT_TRANSLATE_NOOP("SolvePresenter", "Looking for a solution shorter than %1 moves…"))
             .arg(QLocale().toString(improveFrom));
     },
     "", false},
    {pb::SolveGoal::FewestMoves,
     [](const FamilyUi &, const pb::SolveOptions &, int) {
         return said(QT_TRANSLATE_NOOP("SolvePresenter", "Looking for the fewest moves and proving them…"));
     },
     "", false},
}};

QString familyOr(const FamilyUi &family, const char *FamilyUiTexts::*word, const char *generic)
{
    if (word && *(family.texts.*word))
        return FamilyUi::text(family.texts.*word);
    return QCoreApplication::translate("MainWindow", generic);
}

} // namespace

std::span<const GoalAction> goalActions()
{
    return kActions;
}

std::span<const GoalUi> goalUis()
{
    return kGoals;
}

const GoalUi &goalUi(pb::SolveGoal goal)
{
    const GoalUi &entry = kGoals[std::size_t(goal)];
    Q_ASSERT(entry.goal == goal);
    return entry;
}

QString goalActionText(const GoalAction &action, const FamilyUi &family)
{
    return familyOr(family, action.familyText, action.text);
}

QString goalActionTip(const GoalAction &action, const FamilyUi &family)
{
    return familyOr(family, action.familyTip, action.toolTip);
}
