#include "../families.h"
#include "fifteendialog.h"
#include "fifteenscene.h"

#include <QCoreApplication>

PB_FAMILY_UI(fifteen)
{
    static const FamilyUi entry{
        pb::fifteen::FifteenPuzzle::kFamily,
        QT_TRANSLATE_NOOP("Families", "&Fifteen…"),
        [](QObject *parent) -> BoardScene * { return new FifteenScene(parent); },
        FifteenScene::rulesText,
        FifteenDialog::defaultGame,
        FifteenDialog::ask,
    };
    return entry;
}
