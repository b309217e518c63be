#include "rollerscene.h"

#include "rollerbuttonitem.h"
#include "rollerdesignpanel.h"
#include "rolleritems.h"
#include "ui/board/moveanimation.h"

#include <QCursor>
#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>

#include <algorithm>
#include <cmath>

using pb::roller::Direction;
using pb::roller::Roll;
using pb::roller::RollerBits;
using pb::roller::RollerPuzzle;

using namespace rolleritems;

namespace {

constexpr qreal kDragThreshold = 12; // how far a tile moves before it picks its line

// How far, in cells and along +x or +y, a roll moves its line's tiles.
qreal travel(const Roll &roll)
{
    return roll.direction == Direction::Right || roll.direction == Direction::Down ? 1 : -1;
}

bool sameLine(const Roll &a, const Roll &b)
{
    return a.isRow() == b.isRow() && a.line == b.line;
}

} // namespace

RollerScene::RollerScene(QObject *parent)
    : TypedBoardScene(parent)
    , m_animation(new MoveAnimation(this, &RollerScene::animate, &RollerScene::endSlide))
{
}

RollerScene::~RollerScene() = default;

QRectF RollerScene::cellRect(int cell) const
{
    if (cell < 0 || cell >= rows() * columns())
        return {};
    return rolleritems::cellRect(cell / columns(), cell % columns());
}

void RollerScene::setTypedPosition(const RollerPuzzle &position)
{
    finishAnimations();
    m_input.cancelDrag();
    m_pendingDragRolls = 0;
    m_asked.reset();
    showBoard(position.height(), position.width(), position.cells());
}

void RollerScene::showBoard(int height, int width, RollerBits cells)
{
    const bool resized = height != rows() || width != columns();
    m_input.showBoard(height, width, cells);
    if (resized)
        rebuild();
    refreshMarks();
}

void RollerScene::showTypedMove(const RollerPuzzle &before, const RollerPuzzle &after,
                                const std::string &move, bool forward)
{
    Q_UNUSED(move)
    const RollerPuzzle &target = forward ? after : before;
    const bool sameSize = target.height() == rows() && target.width() == columns();
    const std::optional<Roll> roll = sameSize ? rollBetween(before, after, forward) : std::nullopt;
    // Nothing to slide: a new board, no animation wanted, or no roll to see
    // (then the resulting position is all there is to show).
    if (!roll || animationMillis() <= 0) {
        setTypedPosition(target);
        return;
    }
    if (m_pendingDragRolls > 0 && forward && m_line && sameLine(*m_line, *roll)) {
        // A roll the drag asked for: the tiles already sit where the drag left
        // them, so the slide carries on from there.
        --m_pendingDragRolls;
        m_input.showBoard(target.height(), target.width(), target.cells());
        m_dragOffset -= travel(*roll);
        if (m_pendingDragRolls == 0)
            animateSlide(m_dragOffset);
        else
            slide(m_line, m_dragOffset);
        refreshMarks();
        return;
    }
    finishAnimations();
    m_input.cancelDrag();
    m_pendingDragRolls = 0;
    m_input.showBoard(target.height(), target.width(), target.cells());
    m_line = roll;
    animateSlide(forward ? -travel(*roll) : travel(*roll));
    refreshMarks();
}

// A roll of a line whose tiles are all alike leaves the board as it was, and
// a line whose tiles repeat every other cell ends alike rolled either way, so
// two positions may name several rolls. The roll the player asked for is the
// one to show when the positions allow it. Else a changed board names one
// line, and either way of it slides to the same end; an unchanged board
// shows no slide, since any line chosen could be one that did not roll.
std::optional<Roll> RollerScene::rollBetween(const RollerPuzzle &before, const RollerPuzzle &after,
                                             bool forward) const
{
    const std::vector<Roll> rolls = pb::roller::rollsBetween(before.cells(), after.cells(), rows(), columns());
    if (forward && m_asked && std::find(rolls.begin(), rolls.end(), *m_asked) != rolls.end())
        return m_asked;
    if (rolls.empty() || before.cells() == after.cells())
        return std::nullopt;
    return rolls.front();
}

void RollerScene::finishAnimations()
{
    // A drag holds its line where the mouse has it.
    if (m_input.drag())
        m_animation->stop();
    else
        m_animation->finish();
}

void RollerScene::setEditing(bool editing)
{
    finishAnimations();
    m_pendingDragRolls = 0;
    m_input.setEditing(editing);
    // Nothing rolls while editing: the buttons are put away, and a tile is
    // clicked, not dragged.
    for (RollerButtonItem *button : std::as_const(m_buttons))
        button->setVisible(!editing);
    if (m_tiles)
        m_tiles->setCursor(editing ? Qt::PointingHandCursor : Qt::OpenHandCursor);
    // The window shows the game's position once editing ends.
    delete m_designer;
    m_designer = nullptr;
    if (editing && rows() > 0) {
        m_designer = new RollerDesigner(RollerPuzzle(rows(), columns(), m_input.cells()), this);
        connect(m_designer, &RollerDesigner::changed, this, &RollerScene::showDesign);
    }
    refreshMarks();
}

std::unique_ptr<pb::Puzzle> RollerScene::editedPosition(QString *why) const
{
    return m_designer ? m_designer->editedPosition(why) : nullptr;
}

QWidget *RollerScene::createEditTools(QWidget *parent)
{
    return m_designer ? new RollerDesignPanel(m_designer, parent) : nullptr;
}

void RollerScene::showDesign()
{
    const RollerDesign &design = m_designer->design();
    showBoard(design.height, design.width, design.cells);
    if (m_tiles)
        m_tiles->update();
    emit positionEdited();
}

void RollerScene::showHint(const std::string &move)
{
    m_input.showHint(move);
    refreshMarks();
}

bool RollerScene::isAnimating() const
{
    return m_animation->state() == QAbstractAnimation::Running;
}

int RollerScene::cursorCell() const
{
    const RollerInput::Cursor &cursor = m_input.cursor();
    return cursor.visible ? cursor.row * columns() + cursor.col : -1;
}

void RollerScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || rows() == 0) {
        BoardScene::mousePressEvent(event);
        return;
    }
    event->accept();
    finishAnimations();
    if (const std::optional<Roll> roll = buttonAt(event->scenePos()); roll && !isEditing()) {
        react(m_input.pressButton(*roll));
        return;
    }
    const QPointF pos = event->scenePos();
    if (!gridRect().contains(pos))
        return;
    m_dragStart = pos;
    react(m_input.pressTile(std::clamp(int(pos.y() / kCell), 0, rows() - 1),
                            std::clamp(int(pos.x() / kCell), 0, columns() - 1)));
}

void RollerScene::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    if (!m_input.drag()) {
        // The base class turns moves into hover events for the buttons.
        BoardScene::mouseMoveEvent(event);
        return;
    }
    event->accept();
    const QPointF delta = event->scenePos() - m_dragStart;
    std::optional<Roll> line = m_input.dragLine();
    if (!line) {
        if (std::max(std::abs(delta.x()), std::abs(delta.y())) < kDragThreshold)
            return;
        line = m_input.chooseDragLine(std::abs(delta.x()) >= std::abs(delta.y()));
        m_tiles->setCursor(Qt::ClosedHandCursor);
        refreshMarks();
    }
    m_dragOffset = (line->isRow() ? delta.x() : delta.y()) / kCell;
    slide(line, m_dragOffset);
}

void RollerScene::mouseReleaseEvent(QGraphicsSceneMouseEvent *event)
{
    if (!m_input.drag() || event->button() != Qt::LeftButton) {
        BoardScene::mouseReleaseEvent(event);
        return;
    }
    event->accept();
    if (!m_input.dragLine()) {
        react(m_input.release(0));
        return;
    }
    releaseDrag();
}

void RollerScene::mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event)
{
    // Two quick clicks on a button are two rolls, not a gesture of their own.
    mousePressEvent(event);
}

void RollerScene::keyPressEvent(QKeyEvent *event)
{
    const std::optional<RollerInteraction::Reaction> reaction =
        m_input.key(event->key(), event->modifiers() & Qt::ShiftModifier);
    if (!reaction) {
        BoardScene::keyPressEvent(event);
        return;
    }
    event->accept();
    react(*reaction);
}

void RollerScene::react(const RollerInteraction::Reaction &reaction)
{
    refreshMarks();
    if (!reaction.message.isEmpty())
        emit statusMessage(reaction.message);
    if (reaction.toggle && m_designer)
        m_designer->toggle(reaction.toggle->row, reaction.toggle->column);
    if (reaction.rolled)
        m_asked = reaction.rolled;
    for (const std::string &roll : reaction.moves)
        emit moveRequested(roll);
}

void RollerScene::rebuild()
{
    clear();
    m_buttons.clear();
    auto *tray = new TrayItem(this);
    addItem(tray);
    m_tiles = new TilesItem(this);
    addItem(m_tiles);
    for (const Roll &roll : pb::roller::allRolls(rows(), columns())) {
        auto *button = new RollerButtonItem(roll);
        button->setPos(buttonCenter(roll));
        button->setVisible(!isEditing());
        addItem(button);
        m_buttons.append(button);
    }
    m_overlay = new OverlayItem(this);
    addItem(m_overlay);
    setSceneRect(tray->boundingRect().adjusted(-kSceneMargin, -kSceneMargin, kSceneMargin, kSceneMargin));
}

std::optional<Roll> RollerScene::buttonAt(const QPointF &scenePos) const
{
    for (const RollerButtonItem *button : m_buttons) {
        if (QLineF(button->pos(), scenePos).length() <= kButtonRadius + 6)
            return button->roll();
    }
    return std::nullopt;
}

void RollerScene::slide(std::optional<Roll> line, qreal offset)
{
    m_line = line;
    m_offset = line ? offset : 0;
    if (m_tiles)
        m_tiles->update();
}

void RollerScene::animateSlide(qreal from)
{
    m_animation->stop();
    const int millis = int(animationMillis() * std::min<qreal>(1, std::abs(from)));
    if (millis <= 0 || !m_line) {
        endSlide();
        return;
    }
    m_animationStart = from;
    slide(m_line, from);
    // A whole roll eases in and out; a drag let go of already moves, so it only eases out.
    m_animation->play(millis, std::abs(from) >= 0.999 ? QEasingCurve::InOutSine : QEasingCurve::OutCubic);
}

void RollerScene::animate(qreal progress)
{
    slide(m_line, m_animationStart * (1 - progress));
}

void RollerScene::endSlide()
{
    slide(std::nullopt, 0);
}

void RollerScene::releaseDrag()
{
    const Roll line = *m_input.dragLine();
    const int length = line.isRow() ? columns() : rows();
    m_tiles->setCursor(Qt::OpenHandCursor);
    // A whole turn looks the same as none, so only the remainder is rolled.
    const int cells = int(std::lround(m_dragOffset));
    const int turns = cells / length;
    m_dragOffset -= turns * length;
    const RollerInteraction::Reaction reaction = m_input.release(cells);
    slide(line, m_dragOffset);
    if (reaction.moves.empty()) {
        animateSlide(m_dragOffset);
        return;
    }
    m_pendingDragRolls = int(reaction.moves.size());
    react(reaction);
    if (m_pendingDragRolls > 0) {
        // Nobody played the rolls (nothing listens, or a roll was refused):
        // the tiles slide back to where they are.
        m_pendingDragRolls = 0;
        animateSlide(m_dragOffset);
    }
}

void RollerScene::refreshMarks()
{
    emit accessibleCellsChanged();
    const RollerInput::Cursor &cursor = m_input.cursor();
    for (RollerButtonItem *button : std::as_const(m_buttons)) {
        const Roll &roll = button->roll();
        const bool onCursor = cursor.visible && (roll.isRow() ? roll.line == cursor.row : roll.line == cursor.col);
        button->setMarks(hint() && *hint() == roll, onCursor);
    }
    if (m_overlay)
        m_overlay->update();
}
