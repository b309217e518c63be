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
        NimHintDialog::ask,
        {},
        NimMatch::follow,
    };
    return entry;
}
