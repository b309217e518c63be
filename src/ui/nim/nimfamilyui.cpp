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
            .howToPlay = QT_TRANSLATE_NOOP("Families", "Click a stone to take it and every stone above it; you and the computer take turns, and whoever takes the last stone wins (in misère play, loses)."),
        },
        NimMatch::follow,
    };
    return entry;
}
