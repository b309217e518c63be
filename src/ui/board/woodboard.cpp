#include "woodboard.h"
#include "boardlook.h"
#include "poolpainting.h"

#include <QDataStream>
#include <QPaintEngine>
#include <QPainter>
#include <QtMath>

#include <algorithm>
#include <cmath>

namespace {

constexpr qreal kShadowOffset = 12;
constexpr qreal kShadowBlur = 18;

// Streaks of grain, one every `spacing` from `overhang` above the board to as
// far below it, each traced in straight pieces `step` long: a long swell with a
// ripple on it. A hash of the streak's height varies its phase, swell, alpha
// and width; the hash is fixed, so a board looks the same every time.
struct Grain {
    qreal spacing;
    qreal overhang;
    qreal step;
    // The hash is of y * seedScale + seedOffset.
    qreal seedScale;
    qreal seedOffset;
    // A swell is `swell` plus less than `swellSpread` high.
    qreal swell;
    quint32 swellSpread;
    qreal swellLength;
    qreal ripple;
    qreal rippleLength;
    // How much faster than the swell's the ripple's phase turns.
    qreal rippleSpeed;
    // Alpha from `alpha` to less than `alpha + alphaSpread`, pen widths from 1 to `widths`.
    int alpha;
    quint32 alphaSpread;
    quint32 widths;
    QColor dark;
    // Every third streak, at half the alpha; none when invalid.
    QColor light;
};

struct Finish {
    // From the top left to the bottom right.
    QGradientStops colour;
    Grain grain;
    // Darker towards the rim.
    bool aged;
    // From the top edge, catching the light, to the bottom one in shade.
    QGradientStops bevel;
    qreal bevelWidth;
    QColor edge;
};

const Finish &finishOf(WoodBoardItem::Wood wood)
{
    static const Finish oiled{
        .colour = {{0, QColor(226, 176, 114)}, {0.55, QColor(200, 142, 82)}, {1, QColor(164, 108, 58)}},
        .grain = {.spacing = 6, .overhang = 30, .step = 12, .seedScale = 7, .seedOffset = 1000,
                  .swell = 4, .swellSpread = 9, .swellLength = 140, .ripple = 2.5, .rippleLength = 37,
                  .rippleSpeed = 3, .alpha = 10, .alphaSpread = 34, .widths = 3,
                  .dark = QColor(110, 60, 22), .light = QColor(255, 220, 160)},
        .aged = true,
        .bevel = {{0, QColor(255, 238, 204, 190)}, {0.5, QColor(255, 238, 204, 40)}, {1, QColor(60, 30, 10, 160)}},
        .bevelWidth = 6,
        .edge = QColor(66, 34, 12, 220)};
    // Every swell as high as the next (a spread of 1), every streak dark.
    static const Finish walnut{
        .colour = {{0, QColor(150, 92, 52)}, {0.5, QColor(118, 68, 36)}, {1, QColor(84, 46, 22)}},
        .grain = {.spacing = 7, .overhang = 20, .step = 14, .seedScale = 5, .seedOffset = 2000,
                  .swell = 3, .swellSpread = 1, .swellLength = 120, .ripple = 1.5, .rippleLength = 31,
                  .rippleSpeed = 2, .alpha = 12, .alphaSpread = 30, .widths = 2,
                  .dark = QColor(40, 18, 4), .light = QColor()},
        .aged = false,
        .bevel = {{0, QColor(255, 226, 190, 150)}, {0.5, QColor(255, 226, 190, 30)}, {1, QColor(40, 18, 6, 170)}},
        .bevelWidth = 5,
        .edge = QColor(46, 22, 8, 220)};
    return wood == WoodBoardItem::Wood::Oiled ? oiled : walnut;
}

// How one streak looks: a hash of its height varies it, and the hash is
// fixed, so a board looks the same every time.
struct StreakStyle {
    qreal phase;
    qreal swell;
    QColor colour;
    qreal penWidth;
};

StreakStyle streakStyle(const Grain &grain, qreal y)
{
    // Through a signed integer: above the board y is negative, and a
    // negative double converted straight to an unsigned one is undefined.
    const auto hash = quint32(quint32(qint64(y * grain.seedScale + grain.seedOffset)) * 2654435761u);
    const int alpha = grain.alpha + int((hash >> 12) % grain.alphaSpread);
    const bool light = grain.light.isValid() && (hash >> 20) % 3 == 0;
    QColor colour = light ? grain.light : grain.dark;
    colour.setAlpha(light ? alpha / 2 : alpha);
    return {(hash % 628) / 100.0, grain.swell + (hash >> 8) % grain.swellSpread, colour,
            qreal(1 + (hash >> 16) % grain.widths)};
}

// The streak at height `y`, traced in straight pieces `step` long from a
// little left of `bounds` to a little right of it.
void streakPoints(const QRectF &bounds, const Grain &grain, qreal y, const StreakStyle &style, QVector<QPointF> &points)
{
    points.clear();
    for (qreal x = bounds.left() - 20; x <= bounds.right() + 20 + grain.step; x += grain.step) {
        points.append({x, y + style.swell * std::sin(x / grain.swellLength + style.phase)
                              + grain.ripple * std::sin(x / grain.rippleLength + grain.rippleSpeed * style.phase)});
    }
}

// For printers and SVG files, which keep the streaks as lines.
void paintGrain(QPainter *painter, const QRectF &bounds, const Grain &grain)
{
    QVector<QPointF> points;
    for (qreal y = bounds.top() - grain.overhang; y < bounds.bottom() + grain.overhang; y += grain.spacing) {
        const StreakStyle style = streakStyle(grain, y);
        streakPoints(bounds, grain, y, style, points);
        painter->setPen(QPen(style.colour, style.penWidth));
        painter->drawPolyline(points.constData(), int(points.size()));
    }
}

// Source over, `source` (not premultiplied) weighed by `coverage`, onto a
// premultiplied pixel.
void blendOnto(QRgb &pixel, QRgb source, qreal coverage)
{
    const qreal alpha = qAlpha(source) / 255.0 * coverage;
    const qreal keep = 1 - alpha;
    pixel = qRgba(int(qRed(source) * alpha + qRed(pixel) * keep + 0.5), int(qGreen(source) * alpha + qGreen(pixel) * keep + 0.5),
                  int(qBlue(source) * alpha + qBlue(pixel) * keep + 0.5), int(255 * alpha + qAlpha(pixel) * keep + 0.5));
}

// The same streaks as paintGrain(), drawn pixel by pixel into an image of
// `bounds` at `scale` device pixels to the unit: each streak's column of
// pixels at a given x gets the share of the pen's width that falls on it,
// the coverage an antialiased stroke of a nearly level line gives. Stroking
// the hundred long streaks took 30 ms or more of the first frame; this takes
// a few.
QImage grainImage(const QRectF &bounds, const Grain &grain, qreal scale)
{
    const int width = std::max(1, qCeil(bounds.width() * scale));
    const int height = std::max(1, qCeil(bounds.height() * scale));
    QImage image(width, height, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QVector<QPointF> streak;
    for (qreal y = bounds.top() - grain.overhang; y < bounds.bottom() + grain.overhang; y += grain.spacing) {
        const StreakStyle style = streakStyle(grain, y);
        streakPoints(bounds, grain, y, style, streak);
        const qreal halfPen = style.penWidth * scale / 2;
        const QRgb colour = style.colour.rgba();
        std::size_t segment = 0;
        for (int column = 0; column < width; ++column) {
            const qreal x = bounds.left() + (column + 0.5) / scale;
            while (segment + 2 < std::size_t(streak.size()) && streak[qsizetype(segment) + 1].x() < x)
                ++segment;
            const QPointF from = streak[qsizetype(segment)];
            const QPointF to = streak[qsizetype(segment) + 1];
            const qreal centre = (from.y() + (to.y() - from.y()) * (x - from.x()) / (to.x() - from.x()) - bounds.top()) * scale;
            const int firstRow = std::max(0, int(std::floor(centre - halfPen)));
            const int lastRow = std::min(height - 1, int(std::floor(centre + halfPen)));
            for (int row = firstRow; row <= lastRow; ++row) {
                const qreal covered = std::min<qreal>(row + 1, centre + halfPen) - std::max<qreal>(row, centre - halfPen);
                if (covered > 0)
                    blendOnto(reinterpret_cast<QRgb *>(image.scanLine(row))[column], colour, covered);
            }
        }
    }
    return image;
}

// Under the inlay: a soft drop shadow (the outline stroked ever wider and
// fainter), the wood's colour, its grain and, if aged, a darker rim.
void paintWood(QPainter &painter, const QPainterPath &outline, const Finish &finish)
{
    const QRectF bounds = outline.boundingRect();
    painter.save();
    painter.translate(0, kShadowOffset);
    painter.setBrush(Qt::NoBrush);
    for (int step = 6; step >= 1; --step) {
        painter.setPen(QPen(QColor(0, 0, 0, 16), step * kShadowBlur / 3, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.drawPath(outline);
    }
    painter.fillPath(outline, QColor(0, 0, 0, 110));
    painter.restore();

    QLinearGradient colour(bounds.topLeft(), bounds.bottomRight());
    colour.setStops(finish.colour);
    painter.fillPath(outline, colour);

    painter.save();
    painter.setClipPath(outline);
    if (painter.paintEngine()->type() == QPaintEngine::Raster) {
        const QTransform toDevice = painter.combinedTransform();
        painter.drawImage(bounds, grainImage(bounds, finish.grain, std::sqrt(std::abs(toDevice.determinant()))));
    } else {
        paintGrain(&painter, bounds, finish.grain);
    }
    if (finish.aged) {
        QRadialGradient vignette(bounds.center(), std::max(bounds.width(), bounds.height()) * 0.62);
        vignette.setColorAt(0.6, QColor(80, 40, 10, 0));
        vignette.setColorAt(1, QColor(80, 40, 10, 70));
        painter.fillRect(bounds, vignette);
    }
    painter.restore();
}

QPainterPath roundedRect(const QRectF &rect, qreal radius)
{
    QPainterPath path;
    path.addRoundedRect(rect, radius, radius);
    return path;
}

// A theme without grain: the board's face in one soft gradient, its edge a
// clear line, and a shadow only where the ground is dark enough to show one.
void paintFlat(QPainter &painter, const QPainterPath &outline, const BoardLook &look)
{
    const QRectF bounds = outline.boundingRect();
    if (look.theme != BoardLook::Theme::HighContrast)
        painter.fillPath(outline.translated(0, kShadowOffset / 2), QColor(0, 0, 0, 60));
    QLinearGradient face(bounds.topLeft(), bounds.bottomLeft());
    face.setColorAt(0, look.surfaceTop);
    face.setColorAt(1, look.surfaceBottom);
    painter.fillPath(outline, face);
}

} // namespace

WoodBoardItem::WoodBoardItem(QPainterPath outline, Wood wood)
    : m_outline(std::move(outline))
    , m_wood(wood)
{
    setZValue(-10);
}

WoodBoardItem::WoodBoardItem(const QRectF &rect, qreal cornerRadius, Wood wood)
    : WoodBoardItem(roundedRect(rect, cornerRadius), wood)
{
}

QRectF WoodBoardItem::boundingRect() const
{
    return m_outline.boundingRect().adjusted(-kShadowBlur, -kShadowBlur, kShadowBlur,
                                             kShadowBlur + kShadowOffset);
}

// The wood (or a flat theme's face) under the inlay, from copies: it may be
// painted ahead, on a pool thread, after the item is gone.
PoolPicture::Painting WoodBoardItem::woodPainting(const BoardLook &look) const
{
    if (!look.grain)
        return [outline = m_outline, &look](QPainter &onImage) { paintFlat(onImage, outline, look); };
    return [outline = m_outline, &finish = finishOf(m_wood)](QPainter &onImage) { paintWood(onImage, outline, finish); };
}

// Over the wood: the family's inlay, then the bevelled edge (or a flat
// theme's clear line), from copies as the wood.
PoolPicture::Painting WoodBoardItem::inlayAndEdge(const BoardLook &look) const
{
    return [inlay = inlay(look), outline = m_outline, &look, &finish = finishOf(m_wood)](QPainter &onImage) {
        inlay(onImage);
        onImage.setBrush(Qt::NoBrush);
        if (!look.grain) {
            onImage.setPen(QPen(look.surfaceEdge, 2.5 * look.markWidth));
            onImage.drawPath(outline);
            return;
        }
        const QRectF bounds = outline.boundingRect();
        QLinearGradient bevel(bounds.topLeft(), bounds.bottomLeft());
        bevel.setStops(finish.bevel);
        onImage.setPen(QPen(QBrush(bevel), finish.bevelWidth));
        onImage.drawPath(outline);
        onImage.setPen(QPen(finish.edge, 1.5));
        onImage.drawPath(outline);
    };
}

// The wood is kept for the next start (PoolPicture): the board resumed is
// most often the one of the start before. The inlay and the bevel are kept
// with it when the family names all its inlay depends on (inlayKey()): they
// took 3-4 ms of the pool at every start of the peg board.
PoolPicture::AheadWork WoodBoardItem::paintAhead(const QTransform &toViewport, const QSize &viewportSize)
{
    const BoardLook &look = BoardLook::current();
    const QByteArray inlay = inlayKey();
    QByteArray woodKey;
    QDataStream key(&woodKey, QIODevice::WriteOnly);
    key << m_outline << int(m_wood);
    if (!inlay.isEmpty())
        key << inlay;
    return m_picture.paintAhead(toViewport, viewportSize, boundingRect(), quint64(look.theme), woodPainting(look),
                                inlayAndEdge(look), woodKey,
                                inlay.isEmpty() ? PoolPicture::KeptIn::Alone : PoolPicture::KeptIn::AloneWithOver);
}

void WoodBoardItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const BoardLook &look = BoardLook::current();
    painter->setRenderHint(QPainter::Antialiasing);
    // All of it through an image painted on a pool thread (poolpainting.h):
    // the wood's strokes made 1,370 of the first frame's 1,840 hand-overs,
    // and the inlay and the bevel, wide strokes round the whole board, 460
    // of the 880 left.
    m_picture.paint(*painter, boundingRect(), quint64(look.theme), woodPainting(look), inlayAndEdge(look));
}
