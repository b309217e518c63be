#include "../families.h"
#include "rollernewgamedialog.h"
#include "rollerscene.h"

#include <QCoreApplication>

PB_FAMILY_UI(roller)
{
    static const FamilyUi entry{
        pb::roller::RollerPuzzle::kFamily,
        QT_TRANSLATE_NOOP("Families", "&Roller-Board…"),
        [](QObject *parent) -> BoardScene * { return new RollerScene(parent); },
        RollerScene::rulesText,
        []() -> std::unique_ptr<pb::Puzzle> {
            return std::make_unique<pb::roller::RollerPuzzle>(pb::roller::RollerPuzzle::classicExample());
        },
        RollerNewGameDialog::ask,
    };
    return entry;
}
