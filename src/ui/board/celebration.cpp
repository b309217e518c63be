#include "celebration.h"

#include <QEasingCurve>
#include <QEvent>
#include <QGraphicsScene>
#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>

#include <cmath>
#include <numbers>

namespace {

constexpr int kSparks = 28;

// A four-pointed star, the shape of a glint.
QPainterPath glint(const QPointF &centre, qreal radius)
{
    QPainterPath path;
    for (int point = 0; point < 8; ++point) {
        const qreal angle = point * std::numbers::pi / 4;
        const qreal reach = point % 2 == 0 ? radius : radius * 0.28;
        const QPointF at = centre + QPointF(std::cos(angle), std::sin(angle)) * reach;
        if (point == 0)
            path.moveTo(at);
        else
            path.lineTo(at);
    }
    path.closeSubpath();
    return path;
}

} // namespace

QPointer<Celebration> Celebration::play(QGraphicsScene *scene, int millis)
{
    if (!scene || scene->itemsBoundingRect().isEmpty())
        return nullptr;
    auto *celebration = new Celebration(scene->itemsBoundingRect(), millis);
    scene->addItem(celebration);
    scene->installEventFilter(celebration);
    celebration->m_animation.start();
    return celebration;
}

Celebration::Celebration(const QRectF &board, int millis)
    : m_board(board)
{
    setZValue(1e6); // above every piece, whatever z the family gives them
    m_animation.setStartValue(0.0);
    m_animation.setEndValue(1.0);
    m_animation.setDuration(std::max(millis, 1));
    connect(&m_animation, &QVariantAnimation::valueChanged, this, [this](const QVariant &value) {
        m_progress = value.toReal();
        update();
    });
    connect(&m_animation, &QVariantAnimation::finished, this, &QObject::deleteLater);
}

void Celebration::skip()
{
    m_animation.stop();
    hide();
    deleteLater();
}

QRectF Celebration::boundingRect() const
{
    return m_board;
}

void Celebration::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const qreal p = m_progress;
    const QPointF centre = m_board.center();
    // Everything stays inside the board's square, so nothing is cut at its edge.
    const qreal reach = std::min(m_board.width(), m_board.height()) / 2;
    const qreal opened = QEasingCurve(QEasingCurve::OutCubic).valueForProgress(p);
    const qreal fade = 1 - p;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setClipRect(m_board);

    // A warm glow that swells and ebbs.
    QRadialGradient glow(centre, reach * (0.4 + 0.6 * opened));
    glow.setColorAt(0, QColor(255, 214, 120, int(110 * std::sin(std::numbers::pi * p))));
    glow.setColorAt(1, QColor(255, 214, 120, 0));
    painter->fillRect(m_board, glow);

    // A ring running out to the board's edges.
    QPen ring(QColor(255, 236, 170, int(200 * fade)));
    ring.setWidthF(reach * 0.04 * fade + 0.5);
    painter->setPen(ring);
    painter->setBrush(Qt::NoBrush);
    const qreal ringRadius = reach * 0.95 * opened;
    painter->drawEllipse(centre, ringRadius, ringRadius);

    // Sparks on the golden angle, each at its own speed and size.
    painter->setPen(Qt::NoPen);
    const QColor colours[] = {QColor(255, 223, 128), QColor(255, 250, 235), QColor(255, 178, 82)};
    for (int spark = 0; spark < kSparks; ++spark) {
        const qreal angle = spark * 2.39996;
        const qreal speed = 0.45 + 0.55 * std::fmod(spark * 0.618034, 1.0);
        const QPointF at = centre + QPointF(std::cos(angle), std::sin(angle)) * reach * 0.88 * speed * opened;
        QColor colour = colours[spark % 3];
        colour.setAlphaF(float(std::pow(fade, 1.5)));
        painter->setBrush(colour);
        painter->drawPath(glint(at, reach * (0.025 + 0.02 * speed) * (0.6 + 0.4 * fade)));
    }
    painter->restore();
}

// The families' scenes take their clicks themselves, never passing them to
// the items: the click is caught on its way to the scene, so it skips the
// celebration and does nothing else. A key skips it and still does its work.
bool Celebration::eventFilter(QObject *, QEvent *event)
{
    // Over (skipped or played out) but not yet deleted: the board has its
    // clicks back at once.
    if (m_animation.state() != QAbstractAnimation::Running)
        return false;
    switch (event->type()) {
    case QEvent::GraphicsSceneMousePress:
    case QEvent::GraphicsSceneMouseDoubleClick:
        skip();
        return true;
    case QEvent::KeyPress:
        skip();
        return false;
    default:
        return false;
    }
}
