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
            .editTip = QT_TRANSLATE_NOOP("Families", "Click two tiles, or press Space on each with the arrow keys, to swap them; uncheck (Done) to play the board you made"),
            .editedNothing = QT_TRANSLATE_NOOP("Families", "Cannot be solved: swap two tiles"),
            .howToPlay = QT_TRANSLATE_NOOP("Families", "Click a tile in line with the blank to slide it there, or press an arrow key to slide the tile beside the blank, until the numbers run in reading order with the blank in the bottom-right corner."),
        },
        nullptr,
        FifteenPictureOptions::viewOptions,
        {
            {{QKeySequence(Qt::Key_Left), QKeySequence(Qt::Key_Right), QKeySequence(Qt::Key_Up), QKeySequence(Qt::Key_Down)}, QT_TRANSLATE_NOOP("Families", "Slide the tile beside the blank into it, the way the arrow points")},
            {{QKeySequence(Qt::Key_Left), QKeySequence(Qt::Key_Right), QKeySequence(Qt::Key_Up), QKeySequence(Qt::Key_Down)}, QT_TRANSLATE_NOOP("Families", "Move the cursor from cell to cell"), true},
            {{QKeySequence(Qt::Key_Space), QKeySequence(Qt::Key_Return)}, QT_TRANSLATE_NOOP("Families", "Pick the cell under the cursor; on another cell, swap the two"), true},
        },
    };
    return entry;
}
