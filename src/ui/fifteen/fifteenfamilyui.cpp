#include "../families.h"
#include "fifteendialog.h"
#include "fifteenpictureoptions.h"
#include "fifteenscene.h"

#include <QCoreApplication>

PB_FAMILY_UI(fifteen)
{
    static const FamilyUi entry{
        pb::fifteen::FifteenPuzzle::kFamily,
        QT_TRANSLATE_NOOP("Families", "&Fifteen…"),
        [](QObject *parent) -> BoardScene * {
            auto *scene = new FifteenScene(parent);
            FifteenPictureOptions::applyStored(scene);
            return scene;
        },
        FifteenScene::rulesText,
        FifteenDialog::defaultGame,
        FifteenDialog::ask,
        nullptr,
        FamilyUiTexts{
            .editing = QT_TRANSLATE_NOOP("Families", "Designing the board: Done plays it, Esc cancels."),
            .editTip = QT_TRANSLATE_NOOP("Families", "Click two tiles to swap them; uncheck (Done) to play the board you made"),
            .editedNothing = QT_TRANSLATE_NOOP("Families", "Cannot be solved: swap two tiles"),
            .howToPlay = QT_TRANSLATE_NOOP("Families", "Click a tile in line with the blank to slide it there, until the numbers run in reading order with the blank in the bottom-right corner."),
        },
        nullptr,
        FifteenPictureOptions::viewOptions,
    };
    return entry;
}
