#include "../families.h"
#include "nimhintdialog.h"
#include "nimmatch.h"
#include "nimnewgamedialog.h"
#include "nimscene.h"

#include <QCoreApplication>

PB_FAMILY_UI(nim)
{
    static const FamilyUi entry{
        pb::nim::NimPuzzle::kFamily,
        QT_TRANSLATE_NOOP("Families", "&Nim…"),
        [](QObject *parent) -> BoardScene * { return new NimScene(parent); },
        NimScene::rulesText,
        NimNewGameDialog::defaultGame,
        NimNewGameDialog::ask,
        NimHintDialog::explain,
        FamilyUiTexts{
            .howToPlay = QT_TRANSLATE_NOOP("Families", "Click a stone to take it and every stone above it (on the keyboard: Left and Right choose a heap, Up and Down how many, Space takes them); you and the computer take turns, and whoever takes the last stone wins (in misère play, loses)."),
        },
        NimMatch::follow,
        nullptr,
        {
            {{QKeySequence(Qt::Key_Left), QKeySequence(Qt::Key_Right)}, QT_TRANSLATE_NOOP("Families", "Choose the heap to take from")},
            {{QKeySequence(Qt::Key_Up), QKeySequence(Qt::Key_Down)}, QT_TRANSLATE_NOOP("Families", "Take more or fewer stones")},
            {{QKeySequence(Qt::Key_Space), QKeySequence(Qt::Key_Return)}, QT_TRANSLATE_NOOP("Families", "Take the stones shown")},
            {{QKeySequence(Qt::Key_Escape)}, QT_TRANSLATE_NOOP("Families", "Take back the choice shown")},
        },
    };
    return entry;
}
