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
        {},
        nullptr,
        FifteenPictureOptions::viewOptions,
    };
    return entry;
}
