#include "../families.h"
#include "rollernewgamedialog.h"
#include "rollerscene.h"

#include <QCoreApplication>

namespace {

// The rules and controls, as rich text for Help ▸ Rules.
QString rulesText()
{
    return QCoreApplication::translate(
        "RollerRules",
        "<h3>Roller-Board</h3>"
        "<p>The board holds as many ones as it is wide. Roll a row left or right, or a "
        "column up or down, by one cell at a time: the tile pushed off one end comes back "
        "in at the other. The board is solved when every one sits on the top row, the row "
        "inlaid in gold.</p>"
        "<p>Click the arrow at either end of a row or column to roll it that way, or drag "
        "a tile along its row or column: the line rolls by as many cells as you drag it. "
        "On the keyboard, the arrow keys move the cursor and Shift+arrow rolls its row "
        "(Left, Right) or its column (Up, Down).</p>"
        "<p>The rows are named R0, R1, … from the top and the columns C0, C1, … from the "
        "left, as the board shows beside them. A roll is written as its line's name and "
        "the way it goes: R2L rolls row R2 left and R2R right, C1U rolls column C1 up and "
        "C1D down. The solution panel, saved games and puzzlebox-cli write rolls this "
        "way.</p>"
        "<p><b>Solve</b> finds a solution in the fewest rolls possible; <b>Hint</b> marks "
        "the first roll of one on the board; press it again to play that roll.</p>");
}

} // namespace

PB_FAMILY_UI(roller)
{
    static const FamilyUi entry{
        pb::roller::RollerPuzzle::kFamily,
        QT_TRANSLATE_NOOP("Families", "&Roller-Board…"),
        [](QObject *parent) -> BoardScene * { return new RollerScene(parent); },
        rulesText,
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
