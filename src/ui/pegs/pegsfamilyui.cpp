#include "../families.h"
#include "pegnewgamedialog.h"
#include "pegscene.h"

#include "../../service/translatedmessage.h"

#include <QCoreApplication>

#include <bit>

namespace {

// "1 peg left, in hole 17": where a line ends matters when it is not the
// hole asked for.
QString describePegsEnd(const pb::Puzzle &end)
{
    const auto &pegs = static_cast<const pb::pegs::PegPuzzle &>(end);
    const QString summary = translated(end.summary());
    if (pegs.pegCount() != 1)
        return summary;
    return QCoreApplication::translate("Families", "%1, in hole %2").arg(summary).arg(std::countr_zero(pegs.pegs()));
}

QString pegRules()
{
    return QCoreApplication::translate(
        "Rules",
        "<h3>Peg solitaire</h3>"
        "<p>Every hole but one holds a peg. A peg moves by jumping over a neighbouring peg "
        "into an empty hole right behind it; the peg jumped over is removed. On the "
        "triangle, jumps go along the rows and along both diagonals, never straight up or "
        "down.</p>"
        "<p>Click a peg to pick it up: the holes it can land in light up. Click one of them "
        "to jump, or drag the peg there and let it go. Each jump removes a peg, so the best "
        "possible game leaves a single peg.</p>"
        "<p>With the keyboard, the arrow keys move a ring from hole to hole; Space or Enter "
        "picks up the peg under the ring, and again on a lit hole jumps there. Esc puts the "
        "peg back.</p>"
        "<p><b>Solve</b> finds a way to one peg from the current position (or, when there "
        "is none, the way that leaves the fewest pegs); step through it with the buttons "
        "of the solution panel. <b>Hint</b> marks the next jump of a solution on the board; press it again, or "
        "click the marked hole, to play it.</p>");
}

} // namespace

PB_FAMILY_UI(pegs)
{
    static const FamilyUi entry{
        pb::pegs::PegPuzzle::kFamily,
        QT_TRANSLATE_NOOP("Families", "&Peg Solitaire…"),
        [](QObject *parent) -> BoardScene * { return new PegScene(parent); },
        pegRules,
        [](const AppSettings &) -> std::unique_ptr<pb::Puzzle> {
            return std::make_unique<pb::pegs::PegPuzzle>(pb::pegs::PegPuzzle::classicTriangle());
        },
        PegNewGameDialog::ask,
        nullptr,
        FamilyUiTexts{
            QT_TRANSLATE_NOOP("Families", "&Which Holes Can It Finish In?"),
            QT_TRANSLATE_NOOP("Families", "Mark every hole the last peg can end in from the current position"),
            QT_TRANSLATE_NOOP("Families", "Solve to a &Chosen Hole…"),
            QT_TRANSLATE_NOOP("Families", "Click a hole: find a solution whose last peg ends there"),
            QT_TRANSLATE_NOOP("Families", "Click the hole to finish in (Esc: cancel)."),
            QT_TRANSLATE_NOOP("Families", "Solving to finish in hole %1…"),
            QT_TRANSLATE_NOOP("Families", "Looking for the finishing holes…"),
            QT_TRANSLATE_NOOP("Families", "Count the distinct lines of jumps that leave one peg (small boards)"),
            QT_TRANSLATE_NOOP("Families", "Designing the board: Done plays it, Esc cancels."),
            QT_TRANSLATE_NOOP("Families", "Design the board: pegs, holes, size and lattice; uncheck (Done) to play the board you made"),
            QT_TRANSLATE_NOOP("Families", "Cannot be played yet"),
            QT_TRANSLATE_NOOP("Families", "Click a peg, then a lit hole to jump it over its neighbour, which is removed; leave a single peg to win. On the keyboard, the arrows move a ring and Space picks up and jumps."),
            QT_TRANSLATE_NOOP("Families", "F&ewest Moves to a Chosen Hole…"),
            QT_TRANSLATE_NOOP("Families", "Click a hole: find the solution in the fewest moves whose last peg ends there, and prove that none is shorter"),
            QT_TRANSLATE_NOOP("Families", "Its last peg ends in hole %1, marked on the board."),
        },
        nullptr,
        nullptr,
        {
            {{QKeySequence(Qt::Key_Left), QKeySequence(Qt::Key_Right), QKeySequence(Qt::Key_Up), QKeySequence(Qt::Key_Down)}, QT_TRANSLATE_NOOP("Families", "Move the ring from hole to hole")},
            {{QKeySequence(Qt::Key_Space), QKeySequence(Qt::Key_Return)}, QT_TRANSLATE_NOOP("Families", "Pick up the peg under the ring; on a lit hole, jump there")},
            {{QKeySequence(Qt::Key_Escape)}, QT_TRANSLATE_NOOP("Families", "Put the peg back, or stop choosing a hole")},
            {{QKeySequence(Qt::Key_Left), QKeySequence(Qt::Key_Right), QKeySequence(Qt::Key_Up), QKeySequence(Qt::Key_Down)}, QT_TRANSLATE_NOOP("Families", "Move the ring over the board's cells"), true},
            {{QKeySequence(Qt::Key_Space), QKeySequence(Qt::Key_Return)}, QT_TRANSLATE_NOOP("Families", "Put a peg in or take it out; with the Holes tool, drill or fill a hole"), true},
        },
        describePegsEnd,
    };
    return entry;
}
