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
        [](const AppSettings &) -> std::unique_ptr<pb::Puzzle> {
            return std::make_unique<pb::roller::RollerPuzzle>(pb::roller::RollerPuzzle::classicExample());
        },
        RollerNewGameDialog::ask,
        nullptr,
        FamilyUiTexts{
            .editing = QT_TRANSLATE_NOOP("Families", "Designing the board: Done plays it, Esc cancels."),
            .editTip = QT_TRANSLATE_NOOP("Families", "Click tiles, or press Space on the cursor's tile, to turn them between 0 and 1; uncheck (Done) to play the board you made"),
            .howToPlay = QT_TRANSLATE_NOOP("Families", "Click the arrows at the ends of a row or column, or drag a tile along it, to roll it until every 1 sits on the gold top row. On the keyboard, the arrows move a cursor and Shift+arrow rolls its row or column."),
        },
        nullptr,
        nullptr,
        {
            {{QKeySequence(Qt::Key_Left), QKeySequence(Qt::Key_Right), QKeySequence(Qt::Key_Up), QKeySequence(Qt::Key_Down)}, QT_TRANSLATE_NOOP("Families", "Move the cursor from tile to tile")},
            {{QKeySequence(Qt::SHIFT | Qt::Key_Left), QKeySequence(Qt::SHIFT | Qt::Key_Right)}, QT_TRANSLATE_NOOP("Families", "Roll the cursor's row left or right")},
            {{QKeySequence(Qt::SHIFT | Qt::Key_Up), QKeySequence(Qt::SHIFT | Qt::Key_Down)}, QT_TRANSLATE_NOOP("Families", "Roll the cursor's column up or down")},
            {{QKeySequence(Qt::Key_Left), QKeySequence(Qt::Key_Right), QKeySequence(Qt::Key_Up), QKeySequence(Qt::Key_Down)}, QT_TRANSLATE_NOOP("Families", "Move the cursor from tile to tile"), true},
            {{QKeySequence(Qt::Key_Space), QKeySequence(Qt::Key_Return)}, QT_TRANSLATE_NOOP("Families", "Turn the cursor's tile between 0 and 1"), true},
        },
    };
    return entry;
}
