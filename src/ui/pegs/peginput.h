#pragma once

#include "core/pegs/peggeometry.h"
#include "pegdesign.h"
#include "ui/board/inputdevice.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <string>

// What a click (or Space) on a hole means in a game of peg solitaire, apart
// from the scene that draws it: given the pegs, the peg selected so far and
// the hint shown, the jump to play, the selection afterwards, or why nothing
// happens. As Simon Tatham's interpret_move, so the rules of the interaction
// are tested without pixels.
class PegInput {
    Q_DECLARE_TR_FUNCTIONS(PegInput)

public:
    struct Answer {
        // The jump to play ("FROM-TO"); empty when the click plays none.
        std::string move;
        // The selected peg's hole afterwards, or -1.
        int selected = -1;
        // What the selection asks for next, or why nothing happens; empty
        // when the click needs no words.
        QString message;
    };

    // A click on `hole`, or Space with the ring on it (`device` says which,
    // for the words of the answer).
    static Answer clickHole(const pb::pegs::PegGeometry &geometry, pb::pegs::PegBits pegs, int selected,
                            const std::optional<pb::pegs::Jump> &hint, int hole, InputDevice device);
    // The holes the peg in `from` may jump into.
    static pb::pegs::PegBits landingHoles(const pb::pegs::PegGeometry &geometry, pb::pegs::PegBits pegs,
                                          int from);
    // Why the peg in `from` may not land in `to`.
    static QString jumpRefusal(int from, int to);

    // The arrow keys. How far across the board a cell is drawn, in cells (a
    // triangle's rows are centred), which vertical steps aim at.
    static double across(pb::pegs::Lattice lattice, pb::pegs::Cell cell);
    // Where the focus on hole `from` goes by one arrow key (a step of -1 or
    // 1 in rows or columns): along the row the nearest hole that way; up or
    // down the nearest row that way with holes, and in it the hole closest
    // to `aim`, ties to the first, so repeated Down keys zig-zag round the
    // aim instead of drifting. -1 when there is none.
    static int focusStep(const pb::pegs::PegGeometry &geometry, int from, int rowStep, int colStep, double aim);
    // The same while designing, over every cell of the canvas, holes or not,
    // so holes can be drilled from the keyboard too.
    static std::optional<pb::pegs::Cell> designFocusStep(const PegDesign &design, pb::pegs::Cell from,
                                                         int rowStep, int colStep, double aim);
};
