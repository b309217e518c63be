#include "rollerscene.h"

#include "rollerbuttonitem.h"
#include "rollerdesignpanel.h"
#include "rollerinput.h"
#include "ui/board/moveanimation.h"
#include "ui/board/woodboard.h"

#include <QCursor>
#include <QGraphicsItem>
#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

using pb::roller::Direction;
using pb::roller::Roll;
using pb::roller::RollerBits;
using pb::roller::RollerPuzzle;

namespace {

// Scene units; the view scales the whole tray to fit, so only the ratios matter.
constexpr qreal kCell = 100;         // pitch of the grid
constexpr qreal kTileInset = 5;      // wood between neighbouring tiles
constexpr qreal kTileRadius = 16;
constexpr qreal kWellPadding = 10;   // the sunken well beyond the outer tiles
constexpr qreal kButtonRadius = RollerButtonItem::kRadius;
constexpr qreal kLabelBand = 40;     // the row and column names between the well and the buttons
constexpr qreal kLabelPixels = 23;
constexpr qreal kButtonDistance = kWellPadding + kLabelBand + 4 + kButtonRadius; // grid edge to button centre
constexpr qreal kTrayPadding = kButtonDistance + kButtonRadius + 24;  // grid edge to tray edge
constexpr qreal kTrayRadius = 44;
constexpr qreal kSceneMargin = 10;
constexpr qreal kDragThreshold = 12; // how far a tile moves before it picks its line

bool isPositive(Direction direction)
{
    return direction == Direction::Right || direction == Direction::Down;
}

// How far, in cells and along +x or +y, a roll moves its line's tiles.
qreal travel(const Roll &roll)
{
    return isPositive(roll.direction) ? 1 : -1;
}

bool sameLine(const Roll &a, const Roll &b)
{
    return a.isRow() == b.isRow() && a.line == b.line;
}

} // namespace

// The wooden tray and the sunken well the tiles slide in, with the goal row
// inlaid in gold and every row and column named at both ends as the moves
// name them (R2L rolls row R2 left), between the well and the buttons.
class RollerScene::TrayItem : public WoodBoardItem {
public:
    explicit TrayItem(const RollerScene *scene)
        : WoodBoardItem(scene->gridRect().adjusted(-kTrayPadding, -kTrayPadding, kTrayPadding, kTrayPadding),
                        kTrayRadius, Wood::Oiled)
        , m_scene(scene)
        , m_grid(scene->gridRect())
    {
        m_labelFont.setPixelSize(int(kLabelPixels));
        m_labelFont.setWeight(QFont::DemiBold);
    }

protected:
    void paintInlay(QPainter *painter) const override
    {
        const QRectF well = m_grid.adjusted(-kWellPadding, -kWellPadding, kWellPadding, kWellPadding);
        QPainterPath path;
        path.addRoundedRect(well, kTileRadius + kWellPadding / 2, kTileRadius + kWellPadding / 2);
        // The lower lip catches the light, the upper one is cut sharp.
        painter->setPen(QPen(QColor(255, 232, 196, 120), 2));
        painter->setBrush(Qt::NoBrush);
        painter->drawPath(path.translated(0, 2));
        QLinearGradient depth(well.topLeft(), well.bottomLeft());
        depth.setColorAt(0, QColor(22, 12, 5));
        depth.setColorAt(0.15, QColor(40, 23, 11));
        depth.setColorAt(1, QColor(52, 31, 15));
        painter->fillPath(path, depth);

        // The goal row: a gold inlay under the top row of tiles.
        const QRectF goal(m_grid.left(), m_grid.top(), m_grid.width(), kCell);
        QPainterPath inlay;
        inlay.addRoundedRect(goal.adjusted(1, 1, -1, -1), kTileRadius, kTileRadius);
        QLinearGradient gold(goal.topLeft(), goal.bottomLeft());
        gold.setColorAt(0, QColor(255, 214, 110, 120));
        gold.setColorAt(1, QColor(196, 140, 40, 70));
        painter->fillPath(inlay, gold);
        painter->setPen(QPen(QColor(255, 222, 140, 170), 2));
        painter->drawPath(inlay);

        // A socket under every cell, so an empty slot during a slide reads as a slot.
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(0, 0, 0, 60));
        for (qreal y = m_grid.top(); y < m_grid.bottom() - 1; y += kCell) {
            for (qreal x = m_grid.left(); x < m_grid.right() - 1; x += kCell)
                painter->drawRoundedRect(QRectF(x, y, kCell, kCell).adjusted(kTileInset, kTileInset + 3, -kTileInset, -kTileInset + 3),
                                         kTileRadius, kTileRadius);
        }
        paintLabels(painter);
    }

private:
    void paintLabels(QPainter *painter) const
    {
        painter->setFont(m_labelFont);
        for (const Roll &roll : pb::roller::allRolls(m_scene->rows(), m_scene->columns()))
            paintLabel(painter, m_scene->labelRect(roll), lineName(roll));
    }

    // Branded into the wood: dark, with a lighter lower edge.
    static void paintLabel(QPainter *painter, const QRectF &box, const QString &name)
    {
        painter->setPen(QColor(255, 232, 196, 110));
        painter->drawText(box.translated(0, 1.5), Qt::AlignCenter, name);
        painter->setPen(QColor(60, 30, 10, 200));
        painter->drawText(box, Qt::AlignCenter, name);
    }

    const RollerScene *m_scene;
    QRectF m_grid;
    QFont m_labelFont;
};

// Every tile, the sliding line drawn at its offset: a tile pushed off one end
// of the line shows again at the other, both halves clipped to the grid.
class RollerScene::TilesItem : public QGraphicsItem {
public:
    explicit TilesItem(const RollerScene *scene)
        : m_scene(scene)
    {
        m_font.setBold(true);
        m_font.setPixelSize(48);
        setCursor(scene->isEditing() ? Qt::PointingHandCursor : Qt::OpenHandCursor);
    }

    QRectF boundingRect() const override { return m_scene->gridRect().adjusted(-2, -2, 2, 6); }

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setClipRect(m_scene->gridRect().adjusted(0, 0, 0, 4));
        painter->setFont(m_font);
        const auto &line = m_scene->m_line;
        for (int row = 0; row < m_scene->m_height; ++row) {
            for (int col = 0; col < m_scene->m_width; ++col) {
                const bool one = (m_scene->m_cells >> (row * m_scene->m_width + col)) & 1;
                const bool sliding = line && (line->isRow() ? line->line == row : line->line == col);
                if (!sliding) {
                    paintTile(painter, QPointF(col, row) * kCell, one);
                    continue;
                }
                const int length = line->isRow() ? m_scene->m_width : m_scene->m_height;
                qreal at = std::fmod((line->isRow() ? col : row) + m_scene->m_offset, length);
                if (at < 0)
                    at += length;
                for (const qreal place : {at, at - length}) {
                    if (place <= -1 || place >= length)
                        continue;
                    paintTile(painter, line->isRow() ? QPointF(place, row) * kCell : QPointF(col, place) * kCell, one);
                }
            }
        }
    }

private:
    void paintTile(QPainter *painter, const QPointF &topLeft, bool one) const
    {
        const QRectF tile = QRectF(topLeft, QSizeF(kCell, kCell)).adjusted(kTileInset, kTileInset, -kTileInset, -kTileInset);
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(0, 0, 0, 90));
        painter->drawRoundedRect(tile.translated(0, 3), kTileRadius, kTileRadius);

        QLinearGradient body(tile.topLeft(), tile.bottomLeft());
        if (one) {
            body.setColorAt(0, QColor(255, 222, 128));
            body.setColorAt(0.45, QColor(246, 166, 42));
            body.setColorAt(1, QColor(196, 100, 14));
        } else {
            body.setColorAt(0, QColor(112, 78, 52));
            body.setColorAt(1, QColor(72, 46, 28));
        }
        painter->setBrush(body);
        painter->setPen(QPen(one ? QColor(122, 54, 4) : QColor(34, 20, 10), 1.5));
        painter->drawRoundedRect(tile, kTileRadius, kTileRadius);

        // A soft sheen over the top half, brighter on the glossy ones.
        QLinearGradient sheen(tile.topLeft(), QPointF(tile.left(), tile.center().y()));
        sheen.setColorAt(0, QColor(255, 255, 255, one ? 110 : 34));
        sheen.setColorAt(1, QColor(255, 255, 255, 0));
        painter->setPen(Qt::NoPen);
        painter->setBrush(sheen);
        painter->drawRoundedRect(tile.adjusted(3, 3, -3, -tile.height() / 2), kTileRadius - 3, kTileRadius - 3);

        const QString digit = one ? QStringLiteral("1") : QStringLiteral("0");
        if (one) {
            painter->setPen(QColor(120, 44, 0, 170));
            painter->drawText(tile.translated(0, 2), Qt::AlignCenter, digit);
            painter->setPen(QColor(255, 251, 238));
        } else {
            // Engraved: a dark cut with its lower edge catching the light.
            painter->setPen(QColor(170, 130, 92, 90));
            painter->drawText(tile.translated(0, 1.5), Qt::AlignCenter, digit);
            painter->setPen(QColor(30, 16, 6, 200));
        }
        painter->drawText(tile, Qt::AlignCenter, digit);
    }

    const RollerScene *m_scene;
    QFont m_font;
};

// The keyboard cursor and the hinted line, over the tiles.
class RollerScene::OverlayItem : public QGraphicsItem {
public:
    explicit OverlayItem(const RollerScene *scene)
        : m_scene(scene)
    {
        setZValue(5);
        setAcceptedMouseButtons(Qt::NoButton);
    }

    QRectF boundingRect() const override { return m_scene->gridRect().adjusted(-8, -8, 8, 8); }

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setBrush(Qt::NoBrush);
        const QRectF grid = m_scene->gridRect();
        const auto lineRect = [&](bool row, int index) {
            return row ? QRectF(grid.left(), index * kCell, grid.width(), kCell)
                       : QRectF(index * kCell, grid.top(), kCell, grid.height());
        };
        if (const auto &hint = m_scene->m_hint) {
            painter->setPen(QPen(RollerButtonItem::kHintColor, 5, Qt::DashLine));
            painter->drawRoundedRect(lineRect(hint->isRow(), hint->line).adjusted(2, 2, -2, -2), kTileRadius, kTileRadius);
        }
        if (m_scene->m_cursorVisible) {
            painter->setPen(QPen(QColor(255, 209, 84, 110), 3));
            painter->drawRoundedRect(lineRect(true, m_scene->m_cursorRow).adjusted(2, 2, -2, -2), kTileRadius, kTileRadius);
            painter->drawRoundedRect(lineRect(false, m_scene->m_cursorCol).adjusted(2, 2, -2, -2), kTileRadius, kTileRadius);
            painter->setPen(QPen(RollerButtonItem::kCursorColor, 5));
            painter->drawRoundedRect(QRectF(m_scene->m_cursorCol * kCell, m_scene->m_cursorRow * kCell, kCell, kCell).adjusted(2, 2, -2, -2),
                                     kTileRadius + 2, kTileRadius + 2);
        }
    }

private:
    const RollerScene *m_scene;
};

RollerScene::RollerScene(QObject *parent)
    : TypedBoardScene(parent)
    , m_animation(new MoveAnimation(this, &RollerScene::animate, &RollerScene::endSlide))
{
}

RollerScene::~RollerScene() = default;

QString RollerScene::rulesText()
{
    return tr("<h3>Roller-Board</h3>"
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

void RollerScene::setTypedPosition(const RollerPuzzle &position)
{
    finishAnimations();
    m_drag.reset();
    m_pendingDragRolls = 0;
    if (position.height() != m_height || position.width() != m_width)
        rebuild(position.height(), position.width());
    m_cells = position.cells();
    m_hint.reset();
    refreshMarks();
}

void RollerScene::showTypedMove(const RollerPuzzle &before, const RollerPuzzle &after,
                                const std::string &move, bool forward)
{
    const RollerPuzzle &target = forward ? after : before;
    const std::optional<Roll> roll = pb::roller::parseRoll(move);
    // Nothing to slide: a new board, no animation wanted, or a move that does
    // not parse (then the resulting position is all that can be trusted).
    if (!roll || target.height() != m_height || target.width() != m_width || animationMillis() <= 0) {
        setTypedPosition(target);
        return;
    }
    m_hint.reset();
    if (m_pendingDragRolls > 0 && forward && m_line && sameLine(*m_line, *roll)) {
        // A roll the drag asked for: the tiles already sit where the drag left
        // them, so the slide carries on from there.
        --m_pendingDragRolls;
        m_cells = target.cells();
        m_dragOffset -= travel(*roll);
        if (m_pendingDragRolls == 0)
            animateSlide(m_dragOffset);
        else
            slide(m_line, m_dragOffset);
        refreshMarks();
        return;
    }
    finishAnimations();
    m_drag.reset();
    m_pendingDragRolls = 0;
    m_cells = target.cells();
    m_line = roll;
    animateSlide(forward ? -travel(*roll) : travel(*roll));
    refreshMarks();
}

void RollerScene::finishAnimations()
{
    // A drag holds its line where the mouse has it.
    if (m_drag)
        m_animation->stop();
    else
        m_animation->finish();
}

void RollerScene::setEditing(bool editing)
{
    finishAnimations();
    m_drag.reset();
    m_pendingDragRolls = 0;
    m_editing = editing;
    m_hint.reset();
    // Nothing rolls while editing: the buttons are put away, and a tile is
    // clicked, not dragged.
    for (RollerButtonItem *button : std::as_const(m_buttons))
        button->setVisible(!editing);
    if (m_tiles)
        m_tiles->setCursor(editing ? Qt::PointingHandCursor : Qt::OpenHandCursor);
    // The window shows the game's position once editing ends.
    delete m_designer;
    m_designer = nullptr;
    if (editing && m_height > 0) {
        m_designer = new RollerDesigner(RollerPuzzle(m_height, m_width, m_cells), this);
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

void RollerScene::toggleCell(int row, int col)
{
    m_cursorRow = row;
    m_cursorCol = col;
    if (m_designer)
        m_designer->toggle(row, col);
}

void RollerScene::showDesign()
{
    const RollerDesign &design = m_designer->design();
    if (design.height != m_height || design.width != m_width)
        rebuild(design.height, design.width);
    m_cells = design.cells;
    if (m_tiles)
        m_tiles->update();
    refreshMarks();
    emit positionEdited();
}

void RollerScene::showHint(const std::string &move)
{
    m_hint.reset();
    if (const std::optional<Roll> roll = pb::roller::parseRoll(move)) {
        if (roll->line < (roll->isRow() ? m_height : m_width))
            m_hint = roll;
    }
    refreshMarks();
}

QPointF RollerScene::cellCenter(int row, int col) const
{
    return {(col + 0.5) * kCell, (row + 0.5) * kCell};
}

QString RollerScene::lineName(const Roll &roll)
{
    // How the line's rolls start, so the labels follow the notation.
    return QString::fromStdString(pb::roller::rollToString(roll)).chopped(1);
}

QRectF RollerScene::labelRect(const Roll &roll) const
{
    const qreal near = kWellPadding + 2;
    const qreal start = roll.line * kCell;
    switch (roll.direction) {
    case Direction::Left: return {-near - kLabelBand, start, kLabelBand, kCell};
    case Direction::Right: return {m_width * kCell + near, start, kLabelBand, kCell};
    case Direction::Up: return {start, -near - kLabelBand, kCell, kLabelBand};
    case Direction::Down: return {start, m_height * kCell + near, kCell, kLabelBand};
    }
    return {};
}

QPointF RollerScene::buttonCenter(const Roll &roll) const
{
    const qreal middle = (roll.line + 0.5) * kCell;
    switch (roll.direction) {
    case Direction::Left: return {-kButtonDistance, middle};
    case Direction::Right: return {m_width * kCell + kButtonDistance, middle};
    case Direction::Up: return {middle, -kButtonDistance};
    case Direction::Down: return {middle, m_height * kCell + kButtonDistance};
    }
    return {};
}

bool RollerScene::cellShown(int row, int col) const
{
    return (m_cells >> (row * m_width + col)) & 1;
}

bool RollerScene::isAnimating() const
{
    return m_animation->state() == QAbstractAnimation::Running;
}

std::optional<Roll> RollerScene::slidingLine() const
{
    return m_line;
}

int RollerScene::cursorCell() const
{
    return m_cursorVisible ? m_cursorRow * m_width + m_cursorCol : -1;
}

void RollerScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || m_height == 0) {
        BoardScene::mousePressEvent(event);
        return;
    }
    event->accept();
    finishAnimations();
    if (const std::optional<Roll> roll = buttonAt(event->scenePos()); roll && !m_editing) {
        requestRoll(*roll);
        return;
    }
    const QPointF pos = event->scenePos();
    if (!gridRect().contains(pos))
        return;
    if (m_editing) {
        toggleCell(std::clamp(int(pos.y() / kCell), 0, m_height - 1), std::clamp(int(pos.x() / kCell), 0, m_width - 1));
        return;
    }
    m_drag = Drag{pos, std::clamp(int(pos.y() / kCell), 0, m_height - 1),
                  std::clamp(int(pos.x() / kCell), 0, m_width - 1), std::nullopt};
    m_cursorRow = m_drag->row;
    m_cursorCol = m_drag->col;
    m_cursorVisible = false;
    refreshMarks();
}

void RollerScene::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    if (!m_drag) {
        // The base class turns moves into hover events for the buttons.
        BoardScene::mouseMoveEvent(event);
        return;
    }
    event->accept();
    const QPointF delta = event->scenePos() - m_drag->start;
    if (!m_drag->alongRow) {
        if (std::max(std::abs(delta.x()), std::abs(delta.y())) < kDragThreshold)
            return;
        m_drag->alongRow = std::abs(delta.x()) >= std::abs(delta.y());
        m_tiles->setCursor(Qt::ClosedHandCursor);
        m_hint.reset();
        refreshMarks();
    }
    const bool row = *m_drag->alongRow;
    const Roll line = row ? Roll{Direction::Right, m_drag->row} : Roll{Direction::Down, m_drag->col};
    m_dragOffset = (row ? delta.x() : delta.y()) / kCell;
    slide(line, m_dragOffset);
}

void RollerScene::mouseReleaseEvent(QGraphicsSceneMouseEvent *event)
{
    if (!m_drag || event->button() != Qt::LeftButton) {
        BoardScene::mouseReleaseEvent(event);
        return;
    }
    event->accept();
    if (!m_drag->alongRow) {
        m_drag.reset();
        emit statusMessage(RollerInput::dragWithoutDirection());
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
    const std::optional<RollerInput::Answer> answer =
        m_height == 0 ? std::nullopt
                      : RollerInput::key(m_height, m_width, {m_cursorRow, m_cursorCol, m_cursorVisible}, event->key(),
                                         event->modifiers() & Qt::ShiftModifier, m_editing);
    if (!answer) {
        BoardScene::keyPressEvent(event);
        return;
    }
    event->accept();
    if (answer->toggle) {
        toggleCell(answer->cursor.row, answer->cursor.col);
        return;
    }
    if (!answer->message.isEmpty()) {
        emit statusMessage(answer->message);
        return;
    }
    m_cursorRow = answer->cursor.row;
    m_cursorCol = answer->cursor.col;
    m_cursorVisible = answer->cursor.visible;
    refreshMarks();
    for (const std::string &roll : answer->moves)
        emit moveRequested(roll);
}

void RollerScene::rebuild(int height, int width)
{
    clear();
    m_buttons.clear();
    m_height = height;
    m_width = width;
    m_cursorRow = std::min(m_cursorRow, height - 1);
    m_cursorCol = std::min(m_cursorCol, width - 1);

    auto *tray = new TrayItem(this);
    addItem(tray);
    m_tiles = new TilesItem(this);
    addItem(m_tiles);
    for (const Roll &roll : pb::roller::allRolls(height, width)) {
        auto *button = new RollerButtonItem(roll);
        button->setPos(buttonCenter(roll));
        button->setVisible(!m_editing);
        addItem(button);
        m_buttons.append(button);
    }
    m_overlay = new OverlayItem(this);
    addItem(m_overlay);
    setSceneRect(tray->boundingRect().adjusted(-kSceneMargin, -kSceneMargin, kSceneMargin, kSceneMargin));
}

QRectF RollerScene::gridRect() const
{
    return {0, 0, m_width * kCell, m_height * kCell};
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

void RollerScene::requestRoll(const Roll &roll)
{
    emit moveRequested(pb::roller::rollToString(roll));
}

void RollerScene::releaseDrag()
{
    const bool row = *m_drag->alongRow;
    const int length = row ? m_width : m_height;
    const Roll line = row ? Roll{Direction::Right, m_drag->row} : Roll{Direction::Down, m_drag->col};
    m_drag.reset();
    m_tiles->setCursor(Qt::OpenHandCursor);
    // A whole turn looks the same as none, so only the remainder is rolled.
    const int cells = int(std::lround(m_dragOffset));
    const int turns = cells / length;
    m_dragOffset -= turns * length;
    const std::vector<std::string> rolls = RollerInput::dragRolls(row, line.line, length, cells);
    slide(line, m_dragOffset);
    if (rolls.empty()) {
        animateSlide(m_dragOffset);
        return;
    }
    m_pendingDragRolls = int(rolls.size());
    for (const std::string &roll : rolls)
        emit moveRequested(roll);
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
    for (RollerButtonItem *button : std::as_const(m_buttons)) {
        const Roll &roll = button->roll();
        const bool onCursor = m_cursorVisible && (roll.isRow() ? roll.line == m_cursorRow : roll.line == m_cursorCol);
        button->setMarks(m_hint && *m_hint == roll, onCursor);
    }
    if (m_overlay)
        m_overlay->update();
}
