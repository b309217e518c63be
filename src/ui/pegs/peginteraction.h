#pragma once

#include "core/pegs/peggeometry.h"
#include "pegdesign.h"
#include "ui/board/inputdevice.h"

#include <QCoreApplication>
#include <QString>

#include <memory>
#include <optional>
#include <string>

// The state of a peg board's interaction and the rules that change it, apart
// from the scene that draws it: the peg picked up and its landing holes, the
// keyboard's focus and aim, a peg held by the mouse, picking a hole for a
// solve, the hint and the marked holes. It takes input in the board's terms
// (a hole pressed, an arrow key, a peg dropped on a hole) and answers with a
// Reaction: the move to ask the window for, the hole picked, the words to say.
// PegInput holds the rules that need no state; the scene hits holes with
// the pointer and draws what this holds.
class PegInteraction {
    Q_DECLARE_TR_FUNCTIONS(PegInteraction)

public:
    // What an input asks of the scene, in the order the scene says it.
    struct Reaction {
        // What was said about a peg let go no longer holds.
        bool withdrawn = false;
        // Words to show (why nothing happens, what a selection asks for).
        QString message;
        // While picking: the hole picked; picking has ended.
        std::optional<int> picked;
        // Picking has ended without a hole (Esc).
        bool pickCancelled = false;
        // While designing: the canvas cell clicked or pressed, for the designer.
        std::optional<pb::pegs::Cell> designCell;
        // The jump to ask the window for ("FROM-TO").
        std::string move;
        // A dragged peg let go anywhere but a landing hole: it goes back home.
        bool springBack = false;
    };
    // A peg held by the mouse: its hole; whether it was selected before the
    // press (a press and release without a drag then lets it go, as a click
    // does); whether the mouse has moved far enough to drag it.
    struct Drag {
        int hole = -1;
        bool wasSelected = false;
        bool dragging = false;
    };

    // The board the input acts on. A new geometry hides the keyboard focus;
    // new pegs drop the selection, the hint and the marks.
    void setGeometry(std::shared_ptr<const pb::pegs::PegGeometry> geometry);
    Reaction setPegs(pb::pegs::PegBits pegs);
    // While designing: the design the focus walks, holes or not (null: none).
    // Its canvas is the geometry; the focus stays on its cell as holes come
    // and go.
    void setDesign(const PegDesign *design, std::shared_ptr<const pb::pegs::PegGeometry> canvas,
                   pb::pegs::PegBits pegs);
    Reaction setEditing(bool editing);
    Reaction setPicking(bool picking);
    // The hint's first jump (a chain's first), from the move a hint suggests.
    void showHint(const std::string &move);
    void setMarkedHoles(pb::pegs::PegBits holes) { m_marked = holes; }

    // The pointer: a press on a hole (it may start a drag), on a canvas cell
    // without a hole while designing, or on the wood or beside the board.
    Reaction pressHole(int hole);
    Reaction pressSite(pb::pegs::Cell site);
    Reaction pressOutside() { return select(-1); }
    // The held peg has moved far enough to be dragged.
    void startDrag();
    // The mouse let go: over `hole` (the dragged peg's centre, -1 for none).
    Reaction release(int hole);
    void cancelDrag() { m_drag.reset(); }
    // A key (Qt::Key): the arrows move the focus, Space or Enter acts on its
    // hole, Escape lets go. None: the board has no use for the key.
    std::optional<Reaction> key(int key);
    // Space or Enter, which act on the focus.
    static bool activates(int key);

    const pb::pegs::PegGeometry *geometry() const { return m_geometry.get(); }
    const PegDesign *design() const { return m_design; }
    pb::pegs::PegBits pegs() const { return m_pegs; }
    int selectedHole() const { return m_selected; }
    pb::pegs::PegBits landingHoles() const { return m_landing; }
    bool isLanding(int hole) const { return (m_landing & pb::pegs::bit(hole)) != 0; }
    bool canJumpFrom(int hole) const;
    const std::optional<pb::pegs::Jump> &hint() const { return m_hint; }
    pb::pegs::PegBits markedHoles() const { return m_marked; }
    bool isEditing() const { return m_editing; }
    bool isPicking() const { return m_picking; }
    const std::optional<Drag> &drag() const { return m_drag; }
    // The hole the keyboard acts on, or -1 before the arrow keys were used
    // (or while designing, on a cell without a hole).
    int focusHole() const { return m_focusVisible ? m_focus : -1; }
    // The cell the keyboard focus shows, hole or not; none before the arrow keys were used.
    std::optional<pb::pegs::Cell> shownFocusCell() const;

private:
    Reaction activateHole(int hole, InputDevice device);
    Reaction select(int hole);
    Reaction letGo();
    void moveFocus(int rowStep, int colStep);
    void moveDesignFocus(int rowStep, int colStep);
    void aimAt(pb::pegs::Cell cell);
    // The cell the keyboard focus is on: a hole's, or while designing a
    // cell without one.
    std::optional<pb::pegs::Cell> focusCell() const;
    void setFocusCell(pb::pegs::Cell cell);
    void hideFocus();

    std::shared_ptr<const pb::pegs::PegGeometry> m_geometry;
    const PegDesign *m_design = nullptr;
    pb::pegs::PegBits m_pegs = 0;
    int m_selected = -1;
    pb::pegs::PegBits m_landing = 0;
    std::optional<pb::pegs::Jump> m_hint;
    pb::pegs::PegBits m_marked = 0;
    bool m_editing = false;
    bool m_picking = false;
    std::optional<Drag> m_drag;
    int m_focus = -1;
    bool m_focusVisible = false;
    // While designing, the focus on a cell without a hole (m_focus is -1 then).
    std::optional<pb::pegs::Cell> m_focusSite;
    // Where vertical keyboard moves aim (PegInput::across()), so Down then Up
    // comes back to the same hole on the staggered rows of a triangle.
    double m_focusAim = 0;
};
