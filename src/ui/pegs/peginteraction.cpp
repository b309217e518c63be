#include "peginteraction.h"

#include "core/pegs/pegpuzzle.h"
#include "peginput.h"

using pb::pegs::Cell;
using pb::pegs::PegBits;
using pb::pegs::PegGeometry;

void PegInteraction::setGeometry(std::shared_ptr<const PegGeometry> geometry)
{
    m_geometry = std::move(geometry);
    hideFocus();
}

PegInteraction::Reaction PegInteraction::setPegs(PegBits pegs)
{
    m_pegs = pegs;
    Reaction reaction = letGo();
    m_hint.reset();
    m_marked = 0;
    return reaction;
}

void PegInteraction::setDesign(const PegDesign *design, std::shared_ptr<const PegGeometry> canvas, PegBits pegs)
{
    const std::optional<Cell> focus = focusCell();
    const bool focusVisible = m_focusVisible;
    m_design = design;
    setGeometry(std::move(canvas));
    if (focus && design && design->inCanvas(focus->row, focus->col)) {
        setFocusCell(*focus);
        m_focusVisible = focusVisible;
    }
    m_pegs = pegs;
}

PegInteraction::Reaction PegInteraction::setEditing(bool editing)
{
    m_drag.reset();
    if (editing == m_editing)
        return {};
    m_editing = editing;
    if (!editing)
        m_design = nullptr;
    Reaction reaction = letGo();
    m_hint.reset();
    m_marked = 0;
    return reaction;
}

PegInteraction::Reaction PegInteraction::setPicking(bool picking)
{
    m_picking = picking;
    return select(-1);
}

void PegInteraction::showHint(const std::string &move)
{
    m_hint.reset();
    // A chain's first jump: the one to play first.
    if (m_geometry && !move.empty()) {
        if (const auto jumps = pb::pegs::parseChain(*m_geometry, move))
            m_hint = jumps->front();
    }
}

PegInteraction::Reaction PegInteraction::pressHole(int hole)
{
    m_focus = hole;
    m_focusSite.reset();
    m_focusVisible = false;
    aimAt(m_geometry->cellOf(hole));
    if (!m_editing && !m_picking && canJumpFrom(hole)) {
        // The press may start a drag: it selects the peg as a click does, but
        // letting go of a selected peg waits for a release without a drag.
        m_drag = Drag{hole, hole == m_selected};
        if (m_drag->wasSelected)
            return {};
    }
    return activateHole(hole, InputDevice::Pointer);
}

PegInteraction::Reaction PegInteraction::pressSite(Cell site)
{
    setFocusCell(site);
    m_focusVisible = false;
    aimAt(site);
    Reaction reaction;
    reaction.designCell = site;
    return reaction;
}

void PegInteraction::startDrag()
{
    if (m_drag)
        m_drag->dragging = true;
}

PegInteraction::Reaction PegInteraction::release(int hole)
{
    if (!m_drag)
        return {};
    const Drag drag = *m_drag;
    m_drag.reset();
    if (!drag.dragging)
        return drag.wasSelected ? select(-1) : Reaction{};
    if (hole >= 0 && isLanding(hole))
        return activateHole(hole, InputDevice::Pointer);
    // Back into its hole, still selected, so a click on a landing hole can follow.
    Reaction reaction;
    if (hole >= 0 && hole != drag.hole)
        reaction.message = PegInput::jumpRefusal(drag.hole, hole);
    reaction.springBack = true;
    return reaction;
}

bool PegInteraction::activates(int key)
{
    return key == Qt::Key_Space || key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Select;
}

std::optional<PegInteraction::Reaction> PegInteraction::key(int key)
{
    if (!m_geometry || (m_geometry->holeCount() == 0 && !m_design))
        return std::nullopt;
    switch (key) {
    case Qt::Key_Left: moveFocus(0, -1); return Reaction{};
    case Qt::Key_Right: moveFocus(0, 1); return Reaction{};
    case Qt::Key_Up: moveFocus(-1, 0); return Reaction{};
    case Qt::Key_Down: moveFocus(1, 0); return Reaction{};
    case Qt::Key_Escape:
        if (m_picking) {
            Reaction reaction = setPicking(false);
            reaction.message = tr("No hole chosen.");
            reaction.pickCancelled = true;
            return reaction;
        }
        if (m_selected < 0)
            return std::nullopt;
        return select(-1);
    default: break;
    }
    if (!activates(key))
        return std::nullopt;
    if (m_focusVisible && m_focus >= 0)
        return activateHole(m_focus, InputDevice::Keys);
    if (m_focusVisible && m_focusSite && m_design) {
        Reaction reaction;
        reaction.designCell = m_focusSite;
        return reaction;
    }
    moveFocus(0, 0);
    return Reaction{};
}

bool PegInteraction::canJumpFrom(int hole) const
{
    return m_geometry && PegInput::landingHoles(*m_geometry, m_pegs, hole) != 0;
}

PegInteraction::Reaction PegInteraction::activateHole(int hole, InputDevice device)
{
    if (m_picking) {
        Reaction reaction = setPicking(false);
        reaction.picked = hole;
        return reaction;
    }
    if (m_editing) {
        Reaction reaction;
        if (m_design)
            reaction.designCell = m_geometry->cellOf(hole);
        return reaction;
    }
    const PegInput::Answer answer = PegInput::clickHole(*m_geometry, m_pegs, m_selected, m_hint, hole, device);
    Reaction reaction;
    if (answer.selected != m_selected)
        reaction = select(answer.selected);
    reaction.message = answer.message;
    reaction.move = answer.move;
    return reaction;
}

PegInteraction::Reaction PegInteraction::select(int hole)
{
    Reaction reaction = letGo();
    m_selected = hole;
    if (hole >= 0)
        m_landing = PegInput::landingHoles(*m_geometry, m_pegs, hole);
    return reaction;
}

// Drops the selection; what was said about the selected peg goes with it.
PegInteraction::Reaction PegInteraction::letGo()
{
    Reaction reaction;
    reaction.withdrawn = m_selected >= 0;
    m_selected = -1;
    m_landing = 0;
    return reaction;
}

void PegInteraction::moveFocus(int rowStep, int colStep)
{
    if (m_design) {
        moveDesignFocus(rowStep, colStep);
        return;
    }
    // The first key only shows where the focus is.
    if (!m_focusVisible || m_focus < 0) {
        m_focusVisible = true;
        if (m_focus < 0)
            m_focus = m_selected >= 0 ? m_selected : 0;
        aimAt(m_geometry->cellOf(m_focus));
        return;
    }
    const int next = PegInput::focusStep(*m_geometry, m_focus, rowStep, colStep, m_focusAim);
    if (next >= 0) {
        m_focus = next;
        if (colStep != 0)
            aimAt(m_geometry->cellOf(next));
    }
}

// While designing the focus goes over every cell of the canvas, holes or not,
// so holes can be drilled from the keyboard too.
void PegInteraction::moveDesignFocus(int rowStep, int colStep)
{
    const std::optional<Cell> here = focusCell();
    if (!m_focusVisible || !here) {
        m_focusVisible = true;
        if (!here)
            setFocusCell(Cell{0, 0});
        aimAt(*focusCell());
        return;
    }
    if (const std::optional<Cell> next = PegInput::designFocusStep(*m_design, *here, rowStep, colStep, m_focusAim)) {
        setFocusCell(*next);
        if (colStep != 0)
            aimAt(*next);
    }
}

void PegInteraction::aimAt(Cell cell)
{
    m_focusAim = PegInput::across(m_design ? m_design->lattice() : m_geometry->lattice(), cell);
}

std::optional<Cell> PegInteraction::shownFocusCell() const
{
    return m_focusVisible ? focusCell() : std::nullopt;
}

std::optional<Cell> PegInteraction::focusCell() const
{
    if (m_focusSite)
        return m_focusSite;
    if (m_focus >= 0 && m_geometry && m_focus < m_geometry->holeCount())
        return m_geometry->cellOf(m_focus);
    return std::nullopt;
}

void PegInteraction::setFocusCell(Cell cell)
{
    m_focus = m_geometry ? m_geometry->holeAt(cell.row, cell.col) : -1;
    if (m_focus >= 0)
        m_focusSite.reset();
    else
        m_focusSite = cell;
}

void PegInteraction::hideFocus()
{
    m_focus = -1;
    m_focusSite.reset();
    m_focusVisible = false;
}
