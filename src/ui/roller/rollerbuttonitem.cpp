#include "rollerbuttonitem.h"

#include "ui/board/boardlook.h"

#include <QCursor>
#include <QPainter>

#include <algorithm>

using pb::roller::Direction;

namespace {

QRectF circle(const QPointF &center, qreal radius)
{
    return {center.x() - radius, center.y() - radius, 2 * radius, 2 * radius};
}

} // namespace

RollerButtonItem::RollerButtonItem(const pb::roller::Roll &roll)
    : m_roll(roll)
{
    setAcceptHoverEvents(true);
    setCursor(Qt::PointingHandCursor);
    setZValue(2);
}

void RollerButtonItem::setMarks(bool hint, bool cursor)
{
    if (hint != m_hint || cursor != m_cursor) {
        m_hint = hint;
        m_cursor = cursor;
        update();
    }
}

QRectF RollerButtonItem::boundingRect() const
{
    return circle({}, kRadius + 8);
}

void RollerButtonItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(40, 20, 6, 110));
    painter->drawEllipse(circle({0, 3}, kRadius + 1));

    if (m_hint || m_cursor) {
        // The hint's ring dashed, the cursor's solid: told apart by shape too.
        const BoardLook &look = BoardLook::current();
        painter->setPen(QPen(m_hint ? look.hint : look.select, (m_hint ? 5 : 3) * look.markWidth,
                             m_hint ? Qt::DashLine : Qt::SolidLine));
        painter->setBrush(Qt::NoBrush);
        painter->drawEllipse(circle({}, kRadius + 4));
    }

    QRadialGradient brass(QPointF(0, 0), kRadius, QPointF(-kRadius * 0.35, -kRadius * 0.45));
    const int lift = m_hovered ? 24 : 0;
    brass.setColorAt(0, QColor(255, 246, 214));
    brass.setColorAt(0.35, QColor(std::min(255, 226 + lift), std::min(255, 184 + lift), 96 + lift));
    brass.setColorAt(1, QColor(150, 102, 36));
    painter->setBrush(brass);
    painter->setPen(QPen(QColor(92, 58, 18), 1.5));
    painter->drawEllipse(circle({}, kRadius));

    // The arrow, pointing the way the line rolls.
    QPolygonF arrow({QPointF(11, 0), QPointF(-6, -11), QPointF(-6, 11)});
    QTransform turn;
    switch (m_roll.direction) {
    case Direction::Right: break;
    case Direction::Down: turn.rotate(90); break;
    case Direction::Left: turn.rotate(180); break;
    case Direction::Up: turn.rotate(270); break;
    }
    arrow = turn.map(arrow);
    painter->setPen(QPen(QColor(255, 240, 200, 120), 1.5));
    painter->setBrush(Qt::NoBrush);
    painter->drawPolygon(arrow.translated(0, 1.5));
    painter->setPen(Qt::NoPen);
    painter->setBrush(m_hint ? QColor(20, 80, 120) : QColor(74, 42, 12));
    painter->drawPolygon(arrow);
}

void RollerButtonItem::hoverEnterEvent(QGraphicsSceneHoverEvent *)
{
    m_hovered = true;
    update();
}

void RollerButtonItem::hoverLeaveEvent(QGraphicsSceneHoverEvent *)
{
    m_hovered = false;
    update();
}
