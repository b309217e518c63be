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
        nullptr,
        FamilyUiTexts{
            .editing = QT_TRANSLATE_NOOP("Families", "Designing the board: Done plays it, Esc cancels."),
            .editTip = QT_TRANSLATE_NOOP("Families", "Click tiles to turn them between 0 and 1; uncheck (Done) to play the board you made"),
            .howToPlay = QT_TRANSLATE_NOOP("Families", "Click the arrows at the ends of a row or column, or drag a tile along it, to roll it until every 1 sits on the gold top row."),
        },
    };
    return entry;
}
