#include "nimstoneitem.h"

#include "nimscene.h"
#include "ui/board/boardlook.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace {

// Mostly `tint`, with a little of the stone's own colour left in it.
QColor tinted(const QColor &stone, const QColor &tint)
{
    const auto mix = [](int own, int other) { return (own + 3 * other) / 4; };
    return QColor(mix(stone.red(), tint.red()), mix(stone.green(), tint.green()), mix(stone.blue(), tint.blue()));
}

} // namespace

NimStoneItem::NimStoneItem(int heap, int slot)
    : m_heap(heap)
    , m_slot(slot)
{
    const auto hash = quint32((quint32(heap) * 73856093u) ^ (quint32(slot) * 19349663u)) * 2654435761u;
    static const QColor palette[] = {QColor(122, 130, 140), QColor(150, 138, 124), QColor(108, 126, 150),
                                     QColor(166, 154, 132), QColor(132, 120, 128)};
    m_color = palette[hash % 5].lighter(95 + int((hash >> 8) % 15));
    m_squash = 0.92 + ((hash >> 12) % 9) / 100.0;
    m_tilt = (int((hash >> 16) % 7) - 3) * 0.8;
    m_speckles = hash;
    setZValue(slot);
    setAcceptHoverEvents(true);
}

void NimStoneItem::setMark(Mark mark)
{
    if (mark != m_mark) {
        m_mark = mark;
        update();
    }
}

QRectF NimStoneItem::boundingRect() const
{
    return QRectF(-kWidth / 2 - 12, -kHeight / 2 - 12, kWidth + 24, kHeight + 30);
}

QPainterPath NimStoneItem::shape() const
{
    QPainterPath path;
    path.addEllipse(body());
    return path;
}

void NimStoneItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    painter->rotate(m_tilt);
    const QRectF rect = body();

    // Contact shadow on whatever lies beneath.
    QRadialGradient shadow(QPointF(0, rect.bottom() - 4), rect.width() * 0.55);
    shadow.setColorAt(0, QColor(0, 0, 0, 120));
    shadow.setColorAt(1, QColor(0, 0, 0, 0));
    painter->setPen(Qt::NoPen);
    painter->setBrush(shadow);
    painter->drawEllipse(QRectF(rect.left() + 4, rect.bottom() - 14, rect.width() - 8, 22));

    const BoardLook &look = BoardLook::current();
    const QColor glow = m_mark == Mark::Preview ? previewColor()
                      : m_mark == Mark::Hint    ? look.hint
                                                : look.computer;
    if (m_mark != Mark::None) {
        for (int ring = 3; ring >= 1; --ring) {
            QColor color = glow;
            color.setAlpha(160 - ring * 35);
            painter->setPen(QPen(color, ring * 4.0));
            painter->setBrush(Qt::NoBrush);
            painter->drawEllipse(rect);
        }
    }

    // A hinted stone takes the hint's colour itself: glow and rim are a pixel
    // or less in the Rules' small diagram, where the hint marks its example.
    const QColor color = m_mark == Mark::Hint ? tinted(m_color, look.hint) : m_color;
    QRadialGradient stone(QPointF(-rect.width() * 0.18, -rect.height() * 0.3), rect.width() * 0.7);
    stone.setColorAt(0, color.lighter(150));
    stone.setColorAt(0.45, color);
    stone.setColorAt(1, color.darker(190));
    painter->setBrush(stone);
    painter->setPen(QPen(color.darker(260), 1.2));
    painter->drawEllipse(rect);

    // Speckles of other minerals, then a soft sheen on the upper face.
    painter->setPen(Qt::NoPen);
    quint32 bits = m_speckles;
    for (int i = 0; i < 7; ++i) {
        bits = bits * 1664525u + 1013904223u;
        const qreal sx = ((bits >> 8) % 1000 / 1000.0 - 0.5) * rect.width() * 0.7;
        const qreal sy = ((bits >> 18) % 1000 / 1000.0 - 0.5) * rect.height() * 0.55;
        painter->setBrush((bits & 1) ? QColor(255, 255, 255, 45) : QColor(0, 0, 0, 45));
        painter->drawEllipse(QPointF(sx, sy), 1.6, 1.3);
    }
    QLinearGradient sheen(rect.topLeft(), QPointF(rect.left(), rect.center().y()));
    sheen.setColorAt(0, QColor(255, 255, 255, 90));
    sheen.setColorAt(1, QColor(255, 255, 255, 0));
    painter->setBrush(sheen);
    painter->drawEllipse(rect.adjusted(rect.width() * 0.16, 3, -rect.width() * 0.22, -rect.height() * 0.45));

    // The glow alone, half hidden under the stones around, was easy to miss
    // (above all in the Rules' small diagram): a marked stone also gets a rim.
    if (m_mark != Mark::None)
        paintMarkShape(painter, rect, glow);
}

// Each mark in a shape of its own, not by colour alone: the move a click
// makes a solid rim, the hint a dashed rim over stripes, the computer's
// move a dotted rim over cross-hatching.
void NimStoneItem::paintMarkShape(QPainter *painter, const QRectF &rect, const QColor &colour) const
{
    const qreal width = BoardLook::current().markWidth;
    const Qt::PenStyle rim = m_mark == Mark::Preview ? Qt::SolidLine : m_mark == Mark::Hint ? Qt::DashLine : Qt::DotLine;
    if (m_mark != Mark::Preview) {
        QColor hatch = BoardLook::current().markEdge;
        hatch.setAlpha(150);
        painter->setPen(Qt::NoPen);
        QBrush pattern(hatch, m_mark == Mark::Hint ? Qt::BDiagPattern : Qt::DiagCrossPattern);
        // The pattern's lines one device pixel apart would blur away: drawn
        // at a fixed scale of its own.
        pattern.setTransform(QTransform::fromScale(3 / std::max(0.1, painter->worldTransform().m11()),
                                                   3 / std::max(0.1, painter->worldTransform().m22())));
        painter->setBrush(pattern);
        painter->drawEllipse(rect.adjusted(4, 4, -4, -4));
    }
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(colour, 3.0 * width, rim, Qt::RoundCap));
    painter->drawEllipse(rect.adjusted(1.5, 1.5, -1.5, -1.5));
}

QColor NimStoneItem::previewColor()
{
    // The felt stays green but in High Contrast, where it is black.
    const BoardLook &look = BoardLook::current();
    return look.theme == BoardLook::Theme::HighContrast ? look.select : kPreviewColor;
}

void NimStoneItem::hoverEnterEvent(QGraphicsSceneHoverEvent *)
{
    static_cast<NimScene *>(scene())->hoverStone(m_heap, m_slot);
}

void NimStoneItem::hoverLeaveEvent(QGraphicsSceneHoverEvent *)
{
    static_cast<NimScene *>(scene())->hoverStone(-1, -1);
}

QRectF NimStoneItem::body() const
{
    const qreal width = kWidth * m_squash;
    return QRectF(-width / 2, -kHeight / 2, width, kHeight);
}
