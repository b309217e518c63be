#include "pegscene.h"

#include "pegboarditems.h"
#include "pegdesignpanel.h"
#include "pegflight.h"

#include <QCursor>
#include <QGraphicsItem>
#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>

#include <cmath>

using pb::pegs::Cell;
using pb::pegs::Jump;
using pb::pegs::Lattice;
using pb::pegs::PegBits;
using pb::pegs::PegGeometry;
using pb::pegs::PegPuzzle;

using namespace pegboard;

namespace {

constexpr qreal kBoardMargin = 10;
constexpr qreal kDragThreshold = 12; // how far a pressed peg moves before it is dragged

} // namespace

PegScene::PegScene(QObject *parent)
    : TypedBoardScene(parent)
    , m_flight(new PegFlight(this, [this] { landed(); }))
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
        || (m_geometry != position.sharedGeometry() && !(*m_geometry == position.geometry()))) {
        m_input.setGeometry(position.sharedGeometry());
        rebuild(position.sharedGeometry());
    }
    showPegs(position.pegs());
    react(m_input.setPegs(position.pegs()));
}

// The jumps are read from the two positions, which the session has checked;
// the move's text is the window's to show, not the scene's to read.
void PegScene::showTypedMove(const PegPuzzle &before, const PegPuzzle &after, const std::string &move,
                             bool forward)
{
    Q_UNUSED(move)
    finishAnimations();
    cancelDrag();
    const PegPuzzle &start = forward ? before : after;
    const PegPuzzle &end = forward ? after : before;
    const std::optional<std::vector<Jump>> jumps = pb::pegs::chainBetween(before.geometry(), before.pegs(), after.pegs());
    // Nothing to animate: a new board, no animation wanted, or positions no
    // chain of jumps joins (then the end position is all that can be trusted).
    if (!m_geometry || !(*m_geometry == end.geometry()) || !jumps || animationMillis() <= 0) {
        setTypedPosition(end);
        return;
    }
    react(m_input.setPegs(end.pegs()));
    showPegs(start.pegs());
    m_flight->fly(*jumps, forward, forward ? m_dropPoint : std::nullopt, animationMillis());
    refreshMarks();
}

void PegScene::finishAnimations()
{
    m_flight->finish();
}

void PegScene::setEditing(bool editing)
{
    finishAnimations();
    cancelDrag();
    if (editing == m_input.isEditing())
        return;
    react(m_input.setEditing(editing));
    if (editing && m_geometry) {
        m_designer = new PegDesigner(PegPuzzle(m_geometry, m_input.pegs()), this);
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
        m_input.setGeometry(m_geometry);
        rebuild(m_geometry);
        showPegs(m_input.pegs());
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
    for (int row = 0; row < design.rows(); ++row) {
        for (int col = 0; design.inCanvas(row, col); ++col) {
            if (design.cell(row, col) != PegDesign::Cell::None)
                continue;
            m_sites.append(Cell{row, col});
            m_siteCenters.append(layoutCenter(design.lattice(), Cell{row, col}));
        }
    }
    const std::shared_ptr<const PegGeometry> canvas = design.canvasGeometry();
    m_input.setDesign(&design, canvas, design.canvasPegs());
    rebuild(canvas);
    showPegs(m_input.pegs());
    refreshMarks();
}

std::optional<Cell> PegScene::siteAt(const QPointF &scenePos) const
{
    const int site = nearestPoint(m_siteCenters, scenePos, kPegRadius + 4);
    return site >= 0 ? std::optional(m_sites[site]) : std::nullopt;
}

void PegScene::setPicking(bool picking)
{
    finishAnimations();
    react(m_input.setPicking(picking));
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
    m_input.setMarkedHoles(holes);
    refreshMarks();
}

void PegScene::showHint(const std::string &move)
{
    m_input.showHint(move);
    refreshMarks();
}

QPointF PegScene::holeCenter(int hole) const
{
    Q_ASSERT(hole >= 0 && hole < m_centers.size());
    return m_centers[hole];
}

QRectF PegScene::cellRect(int hole) const
{
    if (hole < 0 || hole >= m_centers.size())
        return {};
    const qreal radius = kPegRadius;
    return QRectF(m_centers[hole] - QPointF(radius, radius), QSizeF(2 * radius, 2 * radius));
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
        if (const std::optional<Cell> site = siteAt(event->scenePos()))
            react(m_input.pressSite(*site));
        return;
    }
    if (hole < 0) {
        // A click on the wood or beside it lets go of the selection.
        react(m_input.pressOutside());
        return;
    }
    m_grab = event->scenePos();
    react(m_input.pressHole(hole));
}

void PegScene::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    const std::optional<PegInteraction::Drag> &drag = m_input.drag();
    if (!drag) {
        BoardScene::mouseMoveEvent(event);
        return;
    }
    event->accept();
    const QPointF offset = event->scenePos() - m_grab;
    if (!drag->dragging) {
        if (std::hypot(offset.x(), offset.y()) < kDragThreshold)
            return;
        m_input.startDrag();
        m_flight->lift(drag->hole);
    }
    m_flight->hold(drag->hole, offset);
}

void PegScene::mouseReleaseEvent(QGraphicsSceneMouseEvent *event)
{
    if (!m_input.drag() || event->button() != Qt::LeftButton) {
        BoardScene::mouseReleaseEvent(event);
        return;
    }
    event->accept();
    const PegInteraction::Drag drag = *m_input.drag();
    // The peg's centre aims, not the hand: it is what the player sees land.
    const QPointF point = m_flight->heldAt();
    const int target = drag.dragging ? holeAt(point) : -1;
    if (drag.dragging && target >= 0 && m_input.isLanding(target)) {
        // The peg goes home until the window, showing the move while the scene
        // asks for it, flies it from the drop on.
        m_flight->putDown();
        m_pegItems[drag.hole]->show();
        m_dropPoint = point;
    }
    const PegInteraction::Reaction reaction = m_input.release(target);
    react(reaction);
    m_dropPoint.reset();
    if (reaction.springBack) {
        m_flight->springBack(drag.hole, point, animationMillis());
        refreshMarks();
    }
}

void PegScene::mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event)
{
    // Two quick clicks on a peg are a select and a deselect, not a gesture of
    // their own.
    mousePressEvent(event);
}

void PegScene::keyPressEvent(QKeyEvent *event)
{
    if (PegInteraction::activates(event->key()) || (event->key() == Qt::Key_Escape && m_input.isPicking()))
        finishAnimations();
    const std::optional<PegInteraction::Reaction> reaction = m_input.key(event->key());
    if (!reaction) {
        BoardScene::keyPressEvent(event);
        return;
    }
    event->accept();
    react(*reaction);
}

void PegScene::react(const PegInteraction::Reaction &reaction)
{
    if (reaction.withdrawn)
        emit statusMessageWithdrawn();
    refreshMarks();
    if (!reaction.message.isEmpty())
        emit statusMessage(reaction.message);
    if (reaction.picked)
        emit cellPicked(*reaction.picked);
    if (reaction.pickCancelled)
        emit pickingCancelled();
    if (reaction.designCell && m_designer)
        m_designer->activate(*reaction.designCell);
    if (!reaction.move.empty())
        emit moveRequested(reaction.move);
}

void PegScene::rebuild(std::shared_ptr<const PegGeometry> geometry)
{
    clear();
    m_geometry = std::move(geometry);
    m_centers.clear();
    for (const Cell &cell : m_geometry->holes())
        m_centers.append(layoutCenter(m_geometry->lattice(), cell));
    const BoardItems items = addBoardItems(*this, *m_geometry, m_centers, m_designer ? &m_siteCenters : nullptr);
    m_holeItems = items.holes;
    m_pegItems = items.pegs;
    m_flight->setItems(m_centers, m_pegItems, items.flyer);
    const QRectF bounds = items.bounds.adjusted(-kBoardMargin, -kBoardMargin, kBoardMargin, kBoardMargin);
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

void PegScene::refreshMarks()
{
    emit accessibleCellsChanged();
    if (m_overlay)
        m_overlay->update();
    for (int hole = 0; hole < m_centers.size(); ++hole) {
        // The selected peg is picked up a little: its shadow grows.
        m_pegItems[hole]->setLift(hole == m_input.selectedHole() ? 0.3 : 0);
        // The hand cursor shows what a click can act on right now.
        const bool actionable = !m_flight->isFlying()
                                && (m_input.isEditing() || m_input.isPicking() || m_input.canJumpFrom(hole)
                                    || m_input.isLanding(hole));
        for (QGraphicsItem *item : {static_cast<QGraphicsItem *>(m_holeItems[hole]),
                                    static_cast<QGraphicsItem *>(m_pegItems[hole])}) {
            if (actionable)
                item->setCursor(Qt::PointingHandCursor);
            else
                item->unsetCursor();
        }
    }
}

void PegScene::landed()
{
    showPegs(m_input.pegs());
    refreshMarks();
}

int PegScene::holeAt(const QPointF &scenePos) const
{
    return nearestPoint(m_centers, scenePos, kPegRadius + 4);
}

void PegScene::cancelDrag()
{
    if (m_input.drag() && m_input.drag()->dragging)
        m_flight->putDown();
    m_input.cancelDrag();
}
