#pragma once

#include "core/pegs/peggeometry.h"
#include "pegscene.h"
#include "ui/board/boardlook.h"
#include "ui/board/poolpainting.h"
#include "ui/board/woodboard.h"

#include <QColor>
#include <QDataStream>
#include <QFont>
#include <QGraphicsItem>
#include <QPainter>
#include <QPainterPath>
#include <QPointF>
#include <QVector>

#include <bit>
#include <cmath>
#include <numbers>
#include <optional>

// The pieces the peg scene draws with (the board, its holes, the pegs, the
// designer's sites to drill and the overlay of marks) and where they go, so
// the scene itself keeps to laying them out and moving them.
namespace pegboard {

// Scene units; the view scales the whole board to fit, so only the ratios matter.
inline constexpr qreal kSpacing = 100;     // between neighbouring hole centres
inline constexpr qreal kHoleRadius = 21;
inline constexpr qreal kPegRadius = 31;    // a peg is wider than its hole, so it reads as "filled"
inline constexpr qreal kBoardPadding = 60; // wood beyond the outermost hole centres
inline constexpr qreal kGrooveInset = 16;  // a routed groove that follows the edge
// Hole numbers smaller than this on screen, in pixels, are not drawn.
inline constexpr qreal kSmallestLegiblePixels = 8;

inline const QColor kEditColor(255, 248, 230, 150);
inline const QColor kSiteColor(236, 214, 184, 170);

// Where a cell of the lattice is drawn.
QPointF layoutCenter(pb::pegs::Lattice lattice, pb::pegs::Cell cell);
// The board's outline round the holes at `centers`, `padding` beyond them.
QPainterPath boardOutline(const pb::pegs::PegGeometry &geometry, const QVector<QPointF> &centers,
                          qreal padding);

inline QRectF circle(const QPointF &center, qreal radius)
{
    return {center.x() - radius, center.y() - radius, 2 * radius, 2 * radius};
}

// The index of the point of `points` nearest `at` and nearer than `within`, or -1.
int nearestPoint(const QVector<QPointF> &points, const QPointF &at, qreal within);

// The wooden board under the holes, with a routed groove that follows its edge.
class BoardItem : public WoodBoardItem {
public:
    BoardItem(QPainterPath outline, QPainterPath groove)
        : WoodBoardItem(std::move(outline), Wood::Oiled)
        , m_groove(std::move(groove))
    {
    }

protected:
    PoolPicture::Painting inlay(const BoardLook &look) const override
    {
        // A dark cut with its lower wall catching the light.
        return [groove = m_groove, &look](QPainter &painter) {
            painter.setBrush(Qt::NoBrush);
            if (look.grain) {
                painter.setPen(QPen(QColor(255, 228, 184, 90), 2));
                painter.drawPath(groove.translated(0, 1.5));
            }
            painter.setPen(QPen(look.grain ? QColor(96, 54, 22, 150) : look.wellRim, 2));
            painter.drawPath(groove);
        };
    }
    QByteArray inlayKey() const override
    {
        QByteArray key;
        QDataStream out(&key, QIODevice::WriteOnly);
        out << m_groove;
        return key;
    }

private:
    QPainterPath m_groove;
};

// An empty hole drilled into the board, kept as a picture (PoolPicture).
class HoleItem : public QGraphicsItem, public PaintsAhead {
public:
    HoleItem() { setZValue(0); }

    QRectF boundingRect() const override { return circle({}, kHoleRadius + 3); }

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        const BoardLook &look = BoardLook::current();
        m_picture.paint(*painter, boundingRect(), quint64(look.theme), painting(look));
    }

    PoolPicture::AheadWork paintAhead(const QTransform &toViewport, const QSize &viewportSize) override
    {
        const BoardLook &look = BoardLook::current();
        return m_picture.paintAhead(toViewport, viewportSize, boundingRect(), quint64(look.theme), painting(look), {},
                                    QByteArrayLiteral("hole"), PoolPicture::KeptIn::WithPieces);
    }

private:
    static PoolPicture::Painting painting(const BoardLook &look)
    {
        return [&look](QPainter &onImage) { paintHole(&onImage, look); };
    }

    static void paintHole(QPainter *painter, const BoardLook &look)
    {
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(Qt::NoPen);
        if (!look.grain) {
            // Flat: a dark disc with a clear rim, seen on any ground.
            painter->setBrush(look.well);
            painter->setPen(QPen(look.wellRim, 2 * look.markWidth));
            painter->drawEllipse(circle({}, kHoleRadius));
            return;
        }
        // The lower lip catches the light, the upper one is cut sharp.
        painter->setBrush(QColor(255, 232, 196, 110));
        painter->drawEllipse(circle({0, 1.8}, kHoleRadius + 1));
        painter->setBrush(QColor(80, 44, 18, 160));
        painter->drawEllipse(circle({0, -1}, kHoleRadius + 0.5));

        QRadialGradient depth(QPointF(0, kHoleRadius * 0.35), kHoleRadius * 1.25);
        depth.setColorAt(0, QColor(92, 58, 32));
        depth.setColorAt(0.55, QColor(48, 28, 14));
        depth.setColorAt(1, QColor(20, 11, 5));
        painter->setBrush(depth);
        painter->drawEllipse(circle({}, kHoleRadius));
    }

    PoolPicture m_picture;
};

// A peg seen from above, with a shadow that grows as the peg is lifted; kept
// as a picture (PoolPicture) for each lift in turn.
class PegItem : public QGraphicsItem, public PaintsAhead {
public:
    PegItem() { setZValue(2); }

    void setLift(qreal lift)
    {
        if (lift != m_lift) {
            prepareGeometryChange();
            m_lift = lift;
        }
    }

    QRectF boundingRect() const override
    {
        return circle({}, kPegRadius + 4).united(circle(shadowOffset(m_lift), kPegRadius + 8));
    }

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        m_picture.paint(*painter, boundingRect(), std::bit_cast<quint64>(m_lift), painting());
    }

    PoolPicture::AheadWork paintAhead(const QTransform &toViewport, const QSize &viewportSize) override
    {
        return m_picture.paintAhead(toViewport, viewportSize, boundingRect(), std::bit_cast<quint64>(m_lift), painting(), {},
                                    QByteArrayLiteral("peg"), PoolPicture::KeptIn::WithPieces);
    }

private:
    PoolPicture::Painting painting() const
    {
        return [lift = m_lift](QPainter &onImage) { paintPeg(&onImage, lift); };
    }

    static void paintPeg(QPainter *painter, qreal lift)
    {
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(Qt::NoPen);

        const qreal shadowRadius = kPegRadius + 5;
        QRadialGradient shadow(shadowOffset(lift), shadowRadius);
        shadow.setColorAt(0, QColor(0, 0, 0, int(130 - 50 * lift)));
        shadow.setColorAt(0.7, QColor(0, 0, 0, int(70 - 30 * lift)));
        shadow.setColorAt(1, QColor(0, 0, 0, 0));
        painter->setBrush(shadow);
        painter->drawEllipse(circle(shadowOffset(lift), shadowRadius));

        QRadialGradient body(QPointF(0, 0), kPegRadius,
                             QPointF(-kPegRadius * 0.35, -kPegRadius * 0.4));
        body.setColorAt(0, QColor(255, 160, 140));
        body.setColorAt(0.28, QColor(226, 62, 52));
        body.setColorAt(0.78, QColor(158, 22, 28));
        body.setColorAt(1, QColor(92, 8, 16));
        painter->setBrush(body);
        painter->setPen(QPen(QColor(70, 6, 12, 200), 1.2));
        painter->drawEllipse(circle({}, kPegRadius));

        // Reflected light from the board on the lower rim, and a specular spot.
        painter->setPen(QPen(QColor(255, 190, 150, 70), 2));
        painter->setBrush(Qt::NoBrush);
        painter->drawArc(circle({}, kPegRadius - 3), -30 * 16, -120 * 16);
        const QPointF glossCenter(-kPegRadius * 0.32, -kPegRadius * 0.42);
        QRadialGradient gloss(glossCenter, kPegRadius * 0.42);
        gloss.setColorAt(0, QColor(255, 255, 255, 210));
        gloss.setColorAt(1, QColor(255, 255, 255, 0));
        painter->setPen(Qt::NoPen);
        painter->setBrush(gloss);
        painter->drawEllipse(circle(glossCenter, kPegRadius * 0.42));
    }

    static QPointF shadowOffset(qreal lift) { return {3 + 8 * lift, 5 + 14 * lift}; }

    qreal m_lift = 0;
    PoolPicture m_picture;
};

// Everything drawn on top of holes and pegs: hole numbers, the selection, the
// landing holes, a hint and the keyboard focus. One item, repainted whenever the
// scene's state changes.
class OverlayItem : public QGraphicsItem {
public:
    OverlayItem(const PegScene *scene, const QRectF &bounds)
        : m_scene(scene)
        , m_bounds(bounds)
    {
        setZValue(5);
        setAcceptedMouseButtons(Qt::NoButton);
        m_font.setPixelSize(17);
        m_font.setWeight(QFont::DemiBold);
    }

    QRectF boundingRect() const override { return m_bounds; }

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        painter->setRenderHint(QPainter::Antialiasing);
        const PegScene &s = *m_scene;
        const BoardLook &look = BoardLook::current();

        if (s.hint())
            paintHint(painter, *s.hint());
        for (int hole = 0; hole < s.holeCount(); ++hole) {
            if (s.markedHoles() & pb::pegs::bit(hole))
                paintMark(painter, s.holeCenter(hole));
            else if (s.isEditing() && !s.pegShown(hole))
                // An empty hole in the editor invites a peg.
                paintRing(painter, s.holeCenter(hole), kHoleRadius + 6, kEditColor, Qt::DotLine);
        }
        for (int hole = 0; hole < s.holeCount(); ++hole) {
            if (s.isHighlighted(hole))
                paintLanding(painter, s.holeCenter(hole));
        }
        if (s.selectedHole() >= 0)
            paintSelection(painter, s.holeCenter(s.selectedHole()));
        if (const std::optional<pb::pegs::Cell> focus = s.shownFocusCell())
            paintRing(painter, s.cellCenter(focus->row, focus->col), kPegRadius + 12, look.focus, Qt::DashLine);

        // Numbers shrunk below what can be read are noise on a small board:
        // they go, and come back as the window grows.
        if (m_font.pixelSize() * painter->worldTransform().map(QLineF(0, 0, 1, 0)).length() < kSmallestLegiblePixels)
            return;
        painter->setFont(m_font);
        for (int hole = 0; hole < s.holeCount(); ++hole)
            paintNumber(painter, hole);
    }

private:
    void paintRing(QPainter *painter, const QPointF &center, qreal radius, const QColor &color,
                   Qt::PenStyle style) const
    {
        const qreal width = BoardLook::current().markWidth;
        painter->setBrush(Qt::NoBrush);
        QColor glow = color;
        glow.setAlpha(70);
        painter->setPen(QPen(glow, 11 * width));
        painter->drawEllipse(circle(center, radius));
        painter->setPen(QPen(color, 4.5 * width, style, Qt::RoundCap));
        painter->drawEllipse(circle(center, radius));
    }

    // The picked peg: its ring has four ticks pointing out, so it is told
    // from the hint's ring by shape as well as by colour.
    void paintSelection(QPainter *painter, const QPointF &center) const
    {
        const BoardLook &look = BoardLook::current();
        const qreal radius = kPegRadius + 6;
        paintRing(painter, center, radius, look.select, Qt::SolidLine);
        for (const QPointF &direction : {QPointF(1, 0), QPointF(0, 1), QPointF(-1, 0), QPointF(0, -1)}) {
            const QLineF tick(center + direction * radius, center + direction * (radius + 11));
            painter->setPen(QPen(look.markEdge, 8 * look.markWidth, Qt::SolidLine, Qt::RoundCap));
            painter->drawLine(tick);
            painter->setPen(QPen(look.select, 4.5 * look.markWidth, Qt::SolidLine, Qt::RoundCap));
            painter->drawLine(tick);
        }
    }

    // A gold ring with a small star above it, bold enough to read on a peg
    // and in an empty hole alike.
    void paintMark(QPainter *painter, const QPointF &center) const
    {
        const QColor markColor = BoardLook::current().mark;
        paintRing(painter, center, kPegRadius + 8, markColor, Qt::SolidLine);
        QPolygonF star;
        const QPointF top = center - QPointF(0, kPegRadius + 8);
        for (int i = 0; i < 10; ++i) {
            const qreal angle = -std::numbers::pi / 2 + i * std::numbers::pi / 5;
            const qreal radius = i % 2 == 0 ? 11 : 4.5;
            star << top + QPointF(std::cos(angle), std::sin(angle)) * radius;
        }
        painter->setPen(QPen(QColor(90, 60, 0, 200), 1.5));
        painter->setBrush(markColor.lighter(115));
        painter->drawPolygon(star);
    }

    void paintLanding(QPainter *painter, const QPointF &center) const
    {
        const QColor landing = BoardLook::current().landing;
        QRadialGradient fill(center, kHoleRadius);
        fill.setColorAt(0, landing.lighter(125));
        fill.setColorAt(0.7, landing);
        fill.setColorAt(1, landing.darker(170));
        painter->setPen(Qt::NoPen);
        painter->setBrush(fill);
        painter->drawEllipse(circle(center, kHoleRadius - 2));
        paintRing(painter, center, kHoleRadius + 7, landing, Qt::SolidLine);
    }

    // A curved arrow from the peg over its neighbour into the landing hole.
    void paintHint(QPainter *painter, const pb::pegs::Jump &jump) const
    {
        const QVector<QPointF> &centers = m_scene->holeCenters();
        const BoardLook &look = BoardLook::current();
        paintRing(painter, centers[jump.from], kPegRadius + 6, look.hint, Qt::SolidLine);
        paintRing(painter, centers[jump.over], kPegRadius + 6, look.hintOver, Qt::DotLine);
        paintRing(painter, centers[jump.to], kHoleRadius + 7, look.hint, Qt::DashLine);

        const QPointF from = centers[jump.from];
        const QPointF to = centers[jump.to];
        const QPointF along = (to - from) / std::hypot(to.x() - from.x(), to.y() - from.y());
        // Bend the arrow to the side that points up the screen, like the peg's flight.
        QPointF normal(along.y(), -along.x());
        if (normal.y() > 0 || (normal.y() == 0 && normal.x() > 0))
            normal = -normal;
        const QPointF control = centers[jump.over] + normal * kSpacing * 0.55;
        const QPointF start = from + along * (kPegRadius * 0.4);
        // The tip stops at the hole's rim, leaving its number readable.
        const QPointF tip = to - along * (kHoleRadius + 2);

        QPainterPath curve(start);
        curve.quadTo(control, tip);
        const QPointF tangent = tip - control;
        const QPointF direction = tangent / std::hypot(tangent.x(), tangent.y());
        const QPointF side(direction.y(), -direction.x());
        const qreal head = 22;
        QPolygonF arrowHead({tip, tip - direction * head + side * head * 0.55,
                             tip - direction * head - side * head * 0.55});

        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(look.markEdge, 10 * look.markWidth, Qt::SolidLine, Qt::RoundCap));
        painter->drawPath(curve);
        painter->setPen(QPen(look.hint, 6 * look.markWidth, Qt::SolidLine, Qt::RoundCap));
        painter->drawPath(curve);
        painter->setPen(QPen(look.markEdge, 2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter->setBrush(look.hint);
        painter->drawPolygon(arrowHead);
    }

    void paintNumber(QPainter *painter, int hole) const
    {
        const QPointF center = m_scene->holeCenter(hole);
        const QRectF box = circle(center, kHoleRadius);
        const QString text = QString::number(hole);
        // Faint, in the dark of an empty hole; white in High Contrast.
        QColor color = BoardLook::current().theme == BoardLook::Theme::HighContrast ? QColor(Qt::white)
                                                                                    : QColor(236, 204, 160, 170);
        if (m_scene->pegShown(hole) || m_scene->isHighlighted(hole)) {
            // A soft dark edge keeps the number readable on the glossy peg.
            painter->setPen(QColor(40, 0, 6, 140));
            painter->drawText(box.translated(0, 1.2), Qt::AlignCenter, text);
            color = QColor(255, 240, 232, 230);
        }
        painter->setPen(color);
        painter->drawText(box, Qt::AlignCenter, text);
    }

    const PegScene *m_scene;
    QRectF m_bounds;
    QFont m_font;
};

// A cell of the designer's canvas without a hole: a dashed ring where one
// can be drilled.
class SiteItem : public QGraphicsItem {
public:
    SiteItem() { setZValue(0); }

    QRectF boundingRect() const override { return circle({}, kHoleRadius + 4); }

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setBrush(QColor(255, 255, 255, 40));
        painter->setPen(QPen(kSiteColor, 3, Qt::DashLine, Qt::RoundCap));
        painter->drawEllipse(circle({}, kHoleRadius));
        painter->setPen(QPen(kSiteColor, 3, Qt::SolidLine, Qt::RoundCap));
        const qreal arm = kHoleRadius * 0.4;
        painter->drawLine(QPointF(-arm, 0), QPointF(arm, 0));
        painter->drawLine(QPointF(0, -arm), QPointF(0, arm));
    }
};


// A board's items, added to a scene in the order they stack: the wood, a
// hole and a peg at each of `centers`, the peg that flies over them, and
// while designing a site to drill at each of `sites`.
struct BoardItems {
    QVector<HoleItem *> holes;
    QVector<PegItem *> pegs;
    PegItem *flyer = nullptr;
    // What they cover: the whole canvas while designing, so the board does
    // not jump about as holes come and go.
    QRectF bounds;
};
BoardItems addBoardItems(QGraphicsScene &scene, const pb::pegs::PegGeometry &geometry,
                         const QVector<QPointF> &centers, const QVector<QPointF> *sites);

} // namespace pegboard
