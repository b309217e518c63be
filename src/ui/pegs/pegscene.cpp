#include "pegscene.h"

#include "core/pegs/pegpuzzle.h"
#include "pegboarditems.h"
#include "pegdesignpanel.h"
#include "peginput.h"
#include "ui/board/moveanimation.h"

#include <QCursor>
#include <QGraphicsItem>
#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <optional>

using pb::pegs::Cell;
using pb::pegs::Jump;
using pb::pegs::Lattice;
using pb::pegs::PegBits;
using pb::pegs::PegGeometry;
using pb::pegs::PegPuzzle;

using namespace pegboard;

namespace {

constexpr qreal kBoardMargin = 10;
constexpr qreal kJumpArc = 38;       // how high a jumping peg rises over a jump's length
constexpr qreal kDragThreshold = 12; // how far a pressed peg moves before it is dragged
constexpr qreal kDragLift = 0.6;     // a dragged peg is held above the board

} // namespace

PegScene::PegScene(QObject *parent)
    : TypedBoardScene(parent)
    , m_animation(new MoveAnimation(this, &PegScene::animate, &PegScene::endFlight))
{
}

PegScene::~PegScene() = default;

void PegScene::setTypedPosition(const PegPuzzle &position)
{
    finishAnimations();
    cancelDrag();
    if (m_designer) {
        // Redrawn while designing (in a new language): the design stays.
        showDesign();
        return;
    }
    if (!m_geometry
        || (m_geometry != position.sharedGeometry() && !(*m_geometry == position.geometry())))
        rebuild(position.sharedGeometry());
    m_pegs = position.pegs();
    clearMarks();
    showPegs(m_pegs);
    refreshMarks();
}

void PegScene::showTypedMove(const PegPuzzle &before, const PegPuzzle &after, const std::string &move,
                             bool forward)
{
    finishAnimations();
    cancelDrag();
    const PegPuzzle &start = forward ? before : after;
    const PegPuzzle &end = forward ? after : before;

    // A chain of jumps (a move of the fewest-moves count) flies hop by hop.
    const std::optional<std::vector<Jump>> jumps = pb::pegs::parseChain(end.geometry(), move);
    // Nothing to animate: a new board, no animation wanted, or a move that does
    // not parse (then the end position is all that can be trusted).
    if (!m_geometry || !(*m_geometry == end.geometry()) || !jumps || animationMillis() <= 0) {
        setTypedPosition(end);
        return;
    }

    Flight flight;
    flight.forward = forward;
    flight.path.push_back(jumps->front().from);
    for (const Jump &jump : *jumps) {
        flight.path.push_back(jump.to);
        flight.overs.push_back(jump.over);
    }
    if (!forward) {
        std::reverse(flight.path.begin(), flight.path.end());
        std::reverse(flight.overs.begin(), flight.overs.end());
    }
    const bool dropped = forward && m_dropPoint;
    flight.origin = dropped ? *m_dropPoint : m_centers[flight.path.front()];
    clearMarks();
    m_pegs = end.pegs();
    showPegs(start.pegs());
    m_flight = std::move(flight);
    m_pegItems[m_flight->path.front()]->hide();
    if (!forward) {
        // The jumped pegs come back: present from the start, but still invisible.
        for (const int over : m_flight->overs) {
            m_pegItems[over]->show();
            m_pegItems[over]->setOpacity(0);
        }
    }
    m_flyer->setPos(m_flight->origin);
    m_flyer->setLift(0);
    m_flyer->setScale(1);
    m_flyer->show();
    refreshMarks();

    // Each hop a little quicker than a lone jump, so a long chain stays a
    // step of the solution rather than a show of its own.
    const int hops = int(m_flight->overs.size());
    m_animation->play(animationMillis() * (hops + 1) / 2, QEasingCurve::InOutSine);
}

void PegScene::finishAnimations()
{
    m_animation->finish();
}

void PegScene::setEditing(bool editing)
{
    finishAnimations();
    cancelDrag();
    if (editing == m_editing)
        return;
    m_editing = editing;
    clearMarks();
    if (editing && m_geometry) {
        m_designer = new PegDesigner(PegPuzzle(m_geometry, m_pegs), this);
        connect(m_designer, &PegDesigner::changed, this, [this] {
            showDesign();
            emit positionEdited();
        });
        connect(m_designer, &PegDesigner::statusMessage, this, &BoardScene::statusMessage);
        showDesign();
        return;
    }
    if (!editing && m_designer) {
        // The canvas goes; the window shows the game's position next. Until
        // then the board design stays drawn without its sites.
        delete m_designer;
        m_designer = nullptr;
        m_sites.clear();
        m_siteCenters.clear();
        rebuild(m_geometry);
        showPegs(m_pegs);
    }
    refreshMarks();
}

QWidget *PegScene::createEditTools(QWidget *parent)
{
    if (!m_designer)
        return nullptr;
    return new PegDesignPanel(m_designer, parent);
}

QPointF PegScene::cellCenter(int row, int col) const
{
    const Lattice lattice = design() ? design()->lattice() : m_geometry ? m_geometry->lattice() : Lattice::Square;
    return layoutCenter(lattice, Cell{row, col});
}

void PegScene::showDesign()
{
    m_sites.clear();
    m_siteCenters.clear();
    const PegDesign &design = m_designer->design();
    const Lattice lattice = design.lattice();
    for (int row = 0; row < design.rows(); ++row) {
        for (int col = 0; design.inCanvas(row, col); ++col) {
            if (design.cell(row, col) != PegDesign::Cell::None)
                continue;
            m_sites.append(Cell{row, col});
            m_siteCenters.append(layoutCenter(lattice, Cell{row, col}));
        }
    }
    // The keyboard focus stays on its cell as holes come and go.
    const std::optional<Cell> focus = focusCell();
    const bool focusVisible = m_focusVisible;
    rebuild(design.canvasGeometry());
    if (focus && design.inCanvas(focus->row, focus->col)) {
        setFocusCell(*focus);
        m_focusVisible = focusVisible;
    }
    m_pegs = design.canvasPegs();
    showPegs(m_pegs);
    refreshMarks();
}

std::optional<Cell> PegScene::siteAt(const QPointF &scenePos) const
{
    for (qsizetype i = 0; i < m_siteCenters.size(); ++i) {
        const QPointF delta = m_siteCenters[i] - scenePos;
        if (std::hypot(delta.x(), delta.y()) < kPegRadius + 4)
            return m_sites[i];
    }
    return std::nullopt;
}

void PegScene::setPicking(bool picking)
{
    finishAnimations();
    m_picking = picking;
    select(-1);
    refreshMarks();
}

std::unique_ptr<pb::Puzzle> PegScene::editedPosition(QString *why) const
{
    return m_designer ? m_designer->editedPosition(why) : nullptr;
}

void PegScene::showFinishCells(const QList<int> &cells)
{
    PegBits holes = 0;
    for (int cell : cells) {
        if (cell >= 0 && cell < holeCount())
            holes |= pb::pegs::bit(cell);
    }
    setMarkedHoles(holes);
}

void PegScene::setMarkedHoles(PegBits holes)
{
    m_marked = holes;
    refreshMarks();
}

void PegScene::showHint(const std::string &move)
{
    m_hint.reset();
    // A chain's first jump: the one to play first.
    if (m_geometry && !move.empty()) {
        if (const auto jumps = pb::pegs::parseChain(*m_geometry, move))
            m_hint = jumps->front();
    }
    refreshMarks();
}

QPointF PegScene::holeCenter(int hole) const
{
    Q_ASSERT(hole >= 0 && hole < m_centers.size());
    return m_centers[hole];
}

bool PegScene::isHighlighted(int hole) const
{
    return (m_landing & pb::pegs::bit(hole)) != 0;
}

bool PegScene::pegShown(int hole) const
{
    const pegboard::PegItem *peg = m_pegItems[hole];
    return peg->isVisible() && peg->opacity() > 0;
}

void PegScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !m_geometry) {
        BoardScene::mousePressEvent(event);
        return;
    }
    event->accept();
    finishAnimations();
    const int hole = holeAt(event->scenePos());
    if (hole < 0 && m_designer) {
        if (const std::optional<Cell> site = siteAt(event->scenePos())) {
            setFocusCell(*site);
            m_focusVisible = false;
            m_focusAim = PegInput::across(design()->lattice(), *site);
            m_designer->activate(*site);
        }
        return;
    }
    if (hole < 0) {
        // A click on the wood or beside it lets go of the selection.
        select(-1);
        return;
    }
    m_focus = hole;
    m_focusSite.reset();
    m_focusVisible = false;
    m_focusAim = PegInput::across(m_geometry->lattice(), m_geometry->cellOf(hole));
    if (!m_editing && !m_picking && canJumpFrom(hole)) {
        // The press may start a drag: it selects the peg as a click does, but
        // letting go of a selected peg waits for a release without a drag.
        m_drag = PegDrag{hole, event->scenePos(), hole == m_selected};
        if (m_drag->wasSelected)
            return;
    }
    activateHole(hole, InputDevice::Pointer);
}

void PegScene::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    if (!m_drag) {
        BoardScene::mouseMoveEvent(event);
        return;
    }
    event->accept();
    const QPointF offset = event->scenePos() - m_drag->grab;
    if (!m_drag->dragging) {
        if (std::hypot(offset.x(), offset.y()) < kDragThreshold)
            return;
        m_drag->dragging = true;
        m_pegItems[m_drag->hole]->hide();
        m_flyer->setLift(kDragLift);
        m_flyer->setScale(1);
        m_flyer->show();
    }
    m_flyer->setPos(m_centers[m_drag->hole] + offset);
}

void PegScene::mouseReleaseEvent(QGraphicsSceneMouseEvent *event)
{
    if (!m_drag || event->button() != Qt::LeftButton) {
        BoardScene::mouseReleaseEvent(event);
        return;
    }
    event->accept();
    const PegDrag drag = *m_drag;
    m_drag.reset();
    if (drag.dragging)
        dropPeg(drag, m_flyer->pos());
    else if (drag.wasSelected)
        select(-1);
}

void PegScene::mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event)
{
    // Two quick clicks on a peg are a select and a deselect, not a gesture of
    // their own.
    mousePressEvent(event);
}

void PegScene::keyPressEvent(QKeyEvent *event)
{
    if (!m_geometry || (m_centers.isEmpty() && !m_designer)) {
        BoardScene::keyPressEvent(event);
        return;
    }
    switch (event->key()) {
    case Qt::Key_Left:
        moveFocus(0, -1);
        break;
    case Qt::Key_Right:
        moveFocus(0, 1);
        break;
    case Qt::Key_Up:
        moveFocus(-1, 0);
        break;
    case Qt::Key_Down:
        moveFocus(1, 0);
        break;
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Select:
        finishAnimations();
        if (m_focusVisible && m_focus >= 0)
            activateHole(m_focus, InputDevice::Keys);
        else if (m_focusVisible && m_focusSite && m_designer)
            m_designer->activate(*m_focusSite);
        else
            moveFocus(0, 0);
        break;
    case Qt::Key_Escape:
        if (m_picking) {
            setPicking(false);
            emit statusMessage(tr("No hole chosen."));
            break;
        }
        if (m_selected < 0) {
            BoardScene::keyPressEvent(event);
            return;
        }
        select(-1);
        break;
    default:
        BoardScene::keyPressEvent(event);
        return;
    }
    event->accept();
}

void PegScene::rebuild(std::shared_ptr<const PegGeometry> geometry)
{
    clear();
    m_geometry = std::move(geometry);
    m_centers.clear();
    m_holeItems.clear();
    m_pegItems.clear();
    m_focus = -1;
    m_focusSite.reset();
    m_focusVisible = false;

    for (const Cell &cell : m_geometry->holes())
        m_centers.append(layoutCenter(m_geometry->lattice(), cell));

    auto *board = new BoardItem(boardOutline(*m_geometry, m_centers, kBoardPadding),
                                boardOutline(*m_geometry, m_centers, kBoardPadding - kGrooveInset));
    addItem(board);
    for (const QPointF &center : std::as_const(m_centers)) {
        auto *hole = new HoleItem;
        hole->setPos(center);
        addItem(hole);
        m_holeItems.append(hole);
        auto *peg = new PegItem;
        peg->setPos(center);
        addItem(peg);
        m_pegItems.append(peg);
    }
    m_flyer = new PegItem;
    m_flyer->setZValue(10);
    m_flyer->hide();
    addItem(m_flyer);

    QRectF bounds = board->boundingRect();
    if (m_designer) {
        // The whole canvas stays in view, so the board does not jump about
        // as holes come and go.
        for (const QPointF &center : std::as_const(m_siteCenters)) {
            auto *site = new SiteItem;
            site->setPos(center);
            site->setCursor(Qt::PointingHandCursor);
            addItem(site);
        }
        for (const QPointF &center : std::as_const(m_centers) + m_siteCenters)
            bounds = bounds.united(circle(center, kBoardPadding));
    }
    bounds.adjust(-kBoardMargin, -kBoardMargin, kBoardMargin, kBoardMargin);
    m_overlay = new OverlayItem(this, bounds);
    addItem(m_overlay);
    setSceneRect(bounds);
}

void PegScene::showPegs(PegBits pegs)
{
    for (int hole = 0; hole < m_pegItems.size(); ++hole) {
        PegItem *peg = m_pegItems[hole];
        peg->setVisible((pegs & pb::pegs::bit(hole)) != 0);
        peg->setOpacity(1);
        peg->setScale(1);
    }
}

void PegScene::clearMarks()
{
    letGo();
    m_hint.reset();
    m_marked = 0;
}

void PegScene::refreshMarks()
{
    emit accessibleCellsChanged();
    if (m_overlay)
        m_overlay->update();
    for (int hole = 0; hole < m_centers.size(); ++hole) {
        // The selected peg is picked up a little: its shadow grows.
        m_pegItems[hole]->setLift(hole == m_selected ? 0.3 : 0);
        // The hand cursor shows what a click can act on right now.
        const bool actionable =
            !m_flight && (m_editing || m_picking || canJumpFrom(hole) || isHighlighted(hole));
        for (QGraphicsItem *item : {static_cast<QGraphicsItem *>(m_holeItems[hole]),
                                    static_cast<QGraphicsItem *>(m_pegItems[hole])}) {
            if (actionable)
                item->setCursor(Qt::PointingHandCursor);
            else
                item->unsetCursor();
        }
    }
}

void PegScene::animate(qreal progress)
{
    if (!m_flight)
        return;
    // The hop under way, and how far along it is.
    const int hops = int(m_flight->overs.size());
    const int hop = std::min(int(progress * hops), hops - 1);
    const qreal along = progress * hops - hop;
    const QPointF start = hop == 0 ? m_flight->origin : m_centers[m_flight->path[std::size_t(hop)]];
    const QPointF end = m_centers[m_flight->path[std::size_t(hop) + 1]];
    // A jump's length gives the full arc; a dropped peg's short way home a small one.
    const qreal arc = kJumpArc * QLineF(start, end).length() / (2 * kSpacing);
    const qreal rise = std::sin(along * std::numbers::pi);
    m_flyer->setPos(start + (end - start) * along - QPointF(0, arc * rise));
    m_flyer->setLift(rise);
    m_flyer->setScale(1 + 0.12 * rise);

    // Each jumped peg goes once the jumper is over it, or comes back as the
    // jumper passes over it on the way back; the hops before this one are done.
    for (int i = 0; i < hops; ++i) {
        const int hole = m_flight->overs[std::size_t(i)];
        if (hole < 0)
            continue;
        const qreal local = i < hop ? 1 : i > hop ? 0 : along;
        const qreal gone = m_flight->forward ? MoveAnimation::smoothStep(0.35, 0.85, local)
                                             : 1 - MoveAnimation::smoothStep(0.15, 0.65, local);
        PegItem *over = m_pegItems[hole];
        over->setOpacity(1 - gone);
        over->setScale(1 - 0.6 * gone);
    }
}

void PegScene::endFlight()
{
    if (!m_flight)
        return;
    m_flight.reset();
    m_flyer->hide();
    showPegs(m_pegs);
    refreshMarks();
}

int PegScene::holeAt(const QPointF &scenePos) const
{
    int nearest = -1;
    qreal nearestDistance = kPegRadius + 4;
    for (int hole = 0; hole < m_centers.size(); ++hole) {
        const QPointF delta = m_centers[hole] - scenePos;
        const qreal distance = std::hypot(delta.x(), delta.y());
        if (distance < nearestDistance) {
            nearest = hole;
            nearestDistance = distance;
        }
    }
    return nearest;
}

void PegScene::activateHole(int hole, InputDevice device)
{
    if (m_picking) {
        setPicking(false);
        emit cellPicked(hole);
        return;
    }
    if (m_editing) {
        if (m_designer)
            m_designer->activate(m_geometry->cellOf(hole));
        return;
    }
    const PegInput::Answer answer = PegInput::clickHole(*m_geometry, m_pegs, m_selected, m_hint, hole, device);
    if (answer.selected != m_selected)
        select(answer.selected);
    if (!answer.message.isEmpty())
        emit statusMessage(answer.message);
    if (!answer.move.empty())
        emit moveRequested(answer.move);
}

void PegScene::dropPeg(const PegDrag &drag, const QPointF &point)
{
    // The peg's centre aims, not the hand: it is what the player sees land.
    const int target = holeAt(point);
    if (target >= 0 && isHighlighted(target)) {
        // The peg goes home until the window, showing the move while the scene
        // asks for it, flies it from the drop on.
        m_flyer->hide();
        m_pegItems[drag.hole]->show();
        m_dropPoint = point;
        activateHole(target, InputDevice::Pointer);
        m_dropPoint.reset();
        return;
    }
    if (target >= 0 && target != drag.hole)
        emit statusMessage(PegInput::jumpRefusal(drag.hole, target));
    // Back into its hole, still selected, so a click on a landing hole can follow.
    m_flight = Flight{{drag.hole, drag.hole}, {-1}, true, point};
    refreshMarks();
    if (animationMillis() > 0)
        m_animation->play(animationMillis(), QEasingCurve::OutCubic);
    else
        m_animation->finish();
}

void PegScene::cancelDrag()
{
    if (m_drag && m_drag->dragging && m_flyer)
        m_flyer->hide();
    m_drag.reset();
}

// Drops the selection; what the scene said about the selected peg goes with it.
void PegScene::letGo()
{
    if (m_selected >= 0)
        emit statusMessageWithdrawn();
    m_selected = -1;
    m_landing = 0;
}

void PegScene::select(int hole)
{
    letGo();
    m_selected = hole;
    if (hole >= 0)
        m_landing = PegInput::landingHoles(*m_geometry, m_pegs, hole);
    refreshMarks();
}

void PegScene::moveFocus(int rowStep, int colStep)
{
    if (m_designer) {
        moveDesignFocus(rowStep, colStep);
        return;
    }
    // The first key only shows where the focus is.
    if (!m_focusVisible || m_focus < 0) {
        m_focusVisible = true;
        if (m_focus < 0)
            m_focus = m_selected >= 0 ? m_selected : 0;
        m_focusAim = PegInput::across(m_geometry->lattice(), m_geometry->cellOf(m_focus));
        refreshMarks();
        return;
    }
    const int next = PegInput::focusStep(*m_geometry, m_focus, rowStep, colStep, m_focusAim);
    if (next >= 0) {
        m_focus = next;
        if (colStep != 0)
            m_focusAim = PegInput::across(m_geometry->lattice(), m_geometry->cellOf(next));
    }
    refreshMarks();
}

// While designing the focus goes over every cell of the canvas, holes or not,
// so holes can be drilled from the keyboard too.
void PegScene::moveDesignFocus(int rowStep, int colStep)
{
    const std::optional<Cell> here = focusCell();
    if (!m_focusVisible || !here) {
        m_focusVisible = true;
        if (!here)
            setFocusCell(Cell{0, 0});
        m_focusAim = PegInput::across(design()->lattice(), *focusCell());
        refreshMarks();
        return;
    }
    if (const std::optional<Cell> next = PegInput::designFocusStep(*design(), *here, rowStep, colStep, m_focusAim)) {
        setFocusCell(*next);
        if (colStep != 0)
            m_focusAim = PegInput::across(design()->lattice(), *next);
    }
    refreshMarks();
}

std::optional<Cell> PegScene::shownFocusCell() const
{
    return m_focusVisible ? focusCell() : std::nullopt;
}

std::optional<Cell> PegScene::focusCell() const
{
    if (m_focusSite)
        return m_focusSite;
    if (m_focus >= 0 && m_geometry && m_focus < m_geometry->holeCount())
        return m_geometry->cellOf(m_focus);
    return std::nullopt;
}

void PegScene::setFocusCell(Cell cell)
{
    m_focus = m_geometry ? m_geometry->holeAt(cell.row, cell.col) : -1;
    if (m_focus >= 0)
        m_focusSite.reset();
    else
        m_focusSite = cell;
}

bool PegScene::canJumpFrom(int hole) const
{
    return PegInput::landingHoles(*m_geometry, m_pegs, hole) != 0;
}
