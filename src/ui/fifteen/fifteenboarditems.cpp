#include "fifteenboarditems.h"

#include "ui/board/boardlook.h"

#include <QDataStream>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QStyleOptionGraphicsItem>

#include <algorithm>

namespace fifteenitems {

namespace look {

constexpr qreal kTileRadius = 11;
constexpr qreal kRim = 34; // wooden frame around the well
constexpr qreal kFrameRadius = 26;

const QColor kHomeNumber(28, 112, 72);
const QColor kAwayNumber(96, 46, 26);

QRectF tileRect()
{
    const qreal half = (kCell - kGap) / 2;
    return {-half, -half, 2 * half, 2 * half};
}

} // namespace look

using namespace look;

TrayItem::TrayItem(const QRectF &well)
    : WoodBoardItem(well.adjusted(-kRim, -kRim, kRim, kRim), kFrameRadius, Wood::Walnut)
    , m_well(well)
{
}

QByteArray TrayItem::inlayKey() const
{
    QByteArray key;
    QDataStream out(&key, QIODevice::WriteOnly);
    out << m_well;
    return key;
}

PoolPicture::Painting TrayItem::inlay(const BoardLook &look) const
{
    // Sunk into the frame: dark felt, shaded under its upper rim.
    return [well = m_well.adjusted(-6, -6, 6, 6), &look](QPainter &painter) {
        QPainterPath wellPath;
        wellPath.addRoundedRect(well, 14, 14);
        if (!look.grain) {
            painter.fillPath(wellPath, look.well);
            painter.setPen(QPen(look.wellRim, 2 * look.markWidth));
            painter.drawPath(wellPath);
            return;
        }
        QLinearGradient felt(well.topLeft(), well.bottomLeft());
        felt.setColorAt(0, QColor(22, 26, 30));
        felt.setColorAt(1, QColor(42, 48, 54));
        painter.fillPath(wellPath, felt);
        painter.setPen(QPen(QColor(0, 0, 0, 150), 3));
        painter.drawPath(wellPath);
        painter.setPen(QPen(QColor(255, 226, 190, 70), 1.5));
        painter.drawPath(wellPath.translated(0, 2.5));
    };
}

TileItem::TileItem(int number)
    : m_number(number)
{
    setCacheMode(DeviceCoordinateCache);
    setZValue(2);
    // Two-digit numbers need a little less height to keep their margins.
    m_font.setPixelSize(number >= 10 ? 44 : 50);
    m_font.setWeight(QFont::Bold);
    m_font.setStyleHint(QFont::SansSerif);
}

void TileItem::setPicture(const QImage &piece, bool numbered)
{
    m_piece = piece;
    m_numbered = numbered;
    update();
}

void TileItem::setHome(bool home)
{
    if (home != m_home) {
        m_home = home;
        update();
    }
}

QRectF TileItem::boundingRect() const
{
    return tileRect().adjusted(-2, -2, 5, 7);
}

void TileItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::TextAntialiasing);
    const QRectF body = tileRect();

    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0, 0, 0, 90));
    painter->drawRoundedRect(body.translated(2.5, 4.5), kTileRadius, kTileRadius);
    if (!m_piece.isNull()) {
        paintPicture(painter, body, option->levelOfDetailFromTransform(painter->worldTransform()));
        return;
    }

    QLinearGradient ivory(body.topLeft(), body.bottomRight());
    ivory.setColorAt(0, QColor(255, 250, 236));
    ivory.setColorAt(0.6, QColor(240, 228, 200));
    ivory.setColorAt(1, QColor(214, 196, 160));
    painter->setBrush(ivory);
    painter->setPen(QPen(QColor(120, 96, 60), 1.2));
    painter->drawRoundedRect(body, kTileRadius, kTileRadius);

    // Raised face: a lighter inner square, lit from the top left.
    const QRectF face = body.adjusted(7, 7, -7, -7);
    QLinearGradient faceShade(face.topLeft(), face.bottomRight());
    faceShade.setColorAt(0, QColor(255, 253, 246));
    faceShade.setColorAt(1, QColor(236, 222, 192));
    painter->setPen(QPen(QColor(255, 255, 255, 160), 1.5));
    painter->setBrush(faceShade);
    painter->drawRoundedRect(face, kTileRadius - 4, kTileRadius - 4);

    const QString text = QString::number(m_number);
    painter->setFont(m_font);
    painter->setPen(QColor(255, 255, 255, 200)); // engraved: a light edge below
    painter->drawText(body.translated(0, 1.5), Qt::AlignCenter, text);
    painter->setPen(m_home ? kHomeNumber : kAwayNumber);
    painter->drawText(body, Qt::AlignCenter, text);
    if (m_home)
        paintHomeBar(painter, face);
}

// A tile in its home cell has a bar under its number, so home is told by
// shape as well as by the number's green.
void TileItem::paintHomeBar(QPainter *painter, const QRectF &face) const
{
    const qreal half = face.width() * 0.22;
    const qreal y = face.bottom() - face.height() * 0.12;
    painter->setPen(QPen(kHomeNumber, 5, Qt::SolidLine, Qt::RoundCap));
    painter->drawLine(QPointF(face.center().x() - half, y), QPointF(face.center().x() + half, y));
}

void TileItem::paintPicture(QPainter *painter, const QRectF &body, qreal scale) const
{
    painter->setRenderHint(QPainter::SmoothPixmapTransform);
    QPainterPath shape;
    shape.addRoundedRect(body, kTileRadius, kTileRadius);
    painter->save();
    painter->setClipPath(shape);
    painter->drawImage(body, m_piece);
    // Lit from the top left as the ivory tiles are, faintly, so the
    // picture keeps its colours.
    QLinearGradient light(body.topLeft(), body.bottomRight());
    light.setColorAt(0, QColor(255, 255, 255, 60));
    light.setColorAt(0.3, QColor(255, 255, 255, 0));
    light.setColorAt(0.7, QColor(0, 0, 0, 0));
    light.setColorAt(1, QColor(0, 0, 0, 55));
    painter->fillPath(shape, light);
    painter->restore();
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(QColor(255, 255, 255, 90), 1.5));
    painter->drawRoundedRect(body.adjusted(1.5, 1.5, -1.5, -1.5), kTileRadius - 1.5, kTileRadius - 1.5);
    painter->setPen(QPen(QColor(30, 20, 12, 200), 1.2));
    painter->drawRoundedRect(body, kTileRadius, kTileRadius);
    if (m_numbered)
        paintBadge(painter, body, scale);
}

// The number in the top left corner, white on a dark pill (green when the
// tile is home), readable over any part of a picture. On small tiles (a
// 9 x 9 in a small window) it takes more of the tile, so that its digits
// stay at least 13 pixels high.
void TileItem::paintBadge(QPainter *painter, const QRectF &body, qreal scale) const
{
    const QString text = QString::number(m_number);
    QFont font = m_font;
    font.setPixelSize(int(std::clamp(13 / std::max(scale, 0.01), 26.0, 40.0)));
    const qreal height = font.pixelSize() * 1.3;
    const qreal width = std::max(height, QFontMetricsF(font).horizontalAdvance(text) + font.pixelSize() * 0.6);
    const QRectF badge(body.left() + 5, body.top() + 5, width, height);
    painter->setPen(QPen(QColor(255, 255, 255, 170), 1.5));
    painter->setBrush(m_home ? QColor(28, 112, 72, 235) : QColor(34, 24, 16, 205));
    painter->drawRoundedRect(badge, height / 2, height / 2);
    painter->setFont(font);
    painter->setPen(Qt::white);
    painter->drawText(badge, Qt::AlignCenter, text);
    if (m_home) {
        // Home in shape too: a white bar under the digits.
        const qreal half = badge.width() * 0.3;
        const qreal y = badge.bottom() - height * 0.12;
        painter->setPen(QPen(Qt::white, std::max(2.0, height * 0.08), Qt::SolidLine, Qt::RoundCap));
        painter->drawLine(QPointF(badge.center().x() - half, y), QPointF(badge.center().x() + half, y));
    }
}

HintItem::HintItem()
{
    setZValue(5);
    setAcceptedMouseButtons(Qt::NoButton);
    hide();
}

void HintItem::setArrow(const QPointF &from, const QPointF &to)
{
    prepareGeometryChange();
    m_from = from;
    m_to = to;
}

QRectF HintItem::boundingRect() const
{
    return QRectF(m_from, m_to).normalized().adjusted(-kCell * 0.62, -kCell * 0.62, kCell * 0.62, kCell * 0.62);
}

void HintItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const BoardLook &look = BoardLook::current();
    const QRectF ring = tileRect().adjusted(-4, -4, 4, 4).translated(m_from);
    QColor glow = look.hint;
    glow.setAlpha(80);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(glow, 12 * look.markWidth));
    painter->drawRoundedRect(ring, kTileRadius + 4, kTileRadius + 4);
    // Dashed, where the picked tile's ring is solid.
    painter->setPen(QPen(look.hint, 5 * look.markWidth, Qt::DashLine));
    painter->drawRoundedRect(ring, kTileRadius + 4, kTileRadius + 4);

    const QLineF line(m_from, m_to);
    const QPointF along = (m_to - m_from) / line.length();
    const QPointF start = m_from + along * kCell * 0.22;
    const QPointF tip = m_to - along * kCell * 0.1;
    const QPointF side(along.y(), -along.x());
    const qreal head = 26;
    painter->setPen(QPen(look.markEdge, 11 * look.markWidth, Qt::SolidLine, Qt::RoundCap));
    painter->drawLine(start, tip - along * head * 0.6);
    painter->setPen(QPen(look.hint, 6 * look.markWidth, Qt::SolidLine, Qt::RoundCap));
    painter->drawLine(start, tip - along * head * 0.6);
    painter->setPen(QPen(look.markEdge, 2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->setBrush(look.hint);
    painter->drawPolygon(QPolygonF({tip, tip - along * head + side * head * 0.6, tip - along * head - side * head * 0.6}));
}

RingItem::RingItem(Kind kind)
    : m_kind(kind)
{
    setZValue(kind == Kind::Picked ? 6 : 7);
    setAcceptedMouseButtons(Qt::NoButton);
    hide();
}

QRectF RingItem::boundingRect() const
{
    return tileRect().adjusted(-12, -12, 12, 12);
}

void RingItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setBrush(Qt::NoBrush);
    const BoardLook &look = BoardLook::current();
    if (m_kind == Kind::Cursor) {
        const QRectF ring = tileRect().adjusted(-8, -8, 8, 8);
        painter->setPen(QPen(QColor(0, 0, 0, 120), 7 * look.markWidth));
        painter->drawRoundedRect(ring, kTileRadius + 6, kTileRadius + 6);
        painter->setPen(QPen(look.grain ? QColor(240, 246, 255) : look.focus, 3.5 * look.markWidth));
        painter->drawRoundedRect(ring, kTileRadius + 6, kTileRadius + 6);
        return;
    }
    const QRectF ring = tileRect().adjusted(-4, -4, 4, 4);
    const QColor picked = look.grain ? QColor(255, 196, 64) : look.select;
    QColor glow = picked;
    glow.setAlpha(90);
    painter->setPen(QPen(glow, 12 * look.markWidth));
    painter->drawRoundedRect(ring, kTileRadius + 4, kTileRadius + 4);
    painter->setPen(QPen(picked, 5 * look.markWidth));
    painter->drawRoundedRect(ring, kTileRadius + 4, kTileRadius + 4);
    // Corner ticks: picked is told from the hint's dashed ring by shape too.
    painter->setPen(QPen(picked, 5 * look.markWidth, Qt::SolidLine, Qt::RoundCap));
    for (const QPointF &corner : {ring.topLeft(), ring.topRight(), ring.bottomLeft(), ring.bottomRight()}) {
        const QPointF outward(corner.x() < 0 ? -1 : 1, corner.y() < 0 ? -1 : 1);
        painter->drawLine(corner - outward * 4, corner + outward * 7);
    }
}

} // namespace fifteenitems
