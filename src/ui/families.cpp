#include "families.h"

#include <QAction>
#include <QCoreApplication>

#include <vector>

#define PB_LISTED_FAMILY(folder) PB_FAMILY_UI(folder);
#include "listedfamilyuis.inc"
#undef PB_LISTED_FAMILY

namespace {

std::vector<FamilyUi> &registered()
{
    static std::vector<FamilyUi> all = [] {
        std::vector<FamilyUi> listed;
#define PB_LISTED_FAMILY(folder) listed.push_back(familyUi_##folder());
#include "listedfamilyuis.inc"
#undef PB_LISTED_FAMILY
        return listed;
    }();
    return all;
}

} // namespace

FamilyUiRegistration::FamilyUiRegistration(const FamilyUi &family)
{
    registered().push_back(family);
}

QString FamilyUi::text(const char *english)
{
    return QCoreApplication::translate("Families", english);
}

void FamilyUi::nameActions(QAction *finishCells, QAction *solveToCell, QAction *fewestToCell,
                           QAction *countSolutions) const
{
    const auto word = [](const char *english, const QString &generic) { return *english ? text(english) : generic; };
    finishCells->setText(word(texts.finishCellsAction, QCoreApplication::translate("Families", "Where Can It &Finish?")));
    finishCells->setToolTip(word(texts.finishCellsTip, QString()));
    solveToCell->setText(word(texts.solveToCellAction, QCoreApplication::translate("Families", "Solve to a &Chosen Cell…")));
    solveToCell->setToolTip(word(texts.solveToCellTip, QString()));
    fewestToCell->setText(word(texts.fewestToCellAction,
                               QCoreApplication::translate("Families", "F&ewest Moves to a Chosen Cell…")));
    fewestToCell->setToolTip(word(texts.fewestToCellTip, QString()));
    countSolutions->setToolTip(word(texts.countTip, QString()));
}

std::span<const FamilyUi> familyUis()
{
    return registered();
}

const FamilyUi *familyUi(std::string_view family)
{
    for (const FamilyUi &entry : registered()) {
        if (entry.family == family)
            return &entry;
    }
    return nullptr;
}
