#include "coachoverlay.h"

#include "../board/boardlook.h"
#include "../board/boardscene.h"

#include <QPainter>
#include <QPainterPath>

namespace {

// Colours that stay apart from each other and from the pegs, tiles and
// wood, in the light and the dark palette alike; each group is also told by
// its pattern, so colour is never the only sign. Group g takes entry g % 4:
// the proofs number their groups from 1.
struct GroupLook {
    QColor colour;
    Qt::BrushStyle pattern;
    const char *name;
};
const GroupLook kGroups[] = {
    {QColor(150, 60, 200), Qt::CrossPattern, QT_TRANSLATE_NOOP("CoachOverlay", "purple")},
    {QColor(25, 110, 240), Qt::SolidPattern, QT_TRANSLATE_NOOP("CoachOverlay", "blue")},
    {QColor(250, 215, 30), Qt::Dense4Pattern, QT_TRANSLATE_NOOP("CoachOverlay", "yellow")},
    {QColor(20, 190, 90), Qt::BDiagPattern, QT_TRANSLATE_NOOP("CoachOverlay", "green")},
};

} // namespace

CoachOverlay::CoachOverlay(BoardScene *scene)
    : m_scene(scene)
{
    setAcceptedMouseButtons(Qt::NoButton);
    setAcceptHoverEvents(false);
    // Above the pegs, tiles and their animations.
    setZValue(1000);
    scene->addItem(this);
}

CoachOverlay *CoachOverlay::on(BoardScene *scene, QPointer<CoachOverlay> &overlay)
{
    if (overlay && overlay->scene() != scene)
        delete overlay;
    if (!overlay && scene)
        overlay = new CoachOverlay(scene);
    return overlay;
}

void CoachOverlay::setLostMove(const QList<int> &cells)
{
    if (cells == m_lostMove)
        return;
    prepareGeometryChange();
    m_lostMove = cells;
    update();
}

void CoachOverlay::setProof(const pb::ProofDrawing &proof)
{
    prepareGeometryChange();
    m_proof = proof;
    update();
}

void CoachOverlay::clearProof()
{
    setProof({});
}

QRectF CoachOverlay::cellRect(int cell) const
{
    return m_scene->cellRect(cell);
}

// The cells it draws on, with the rings' width: not the scene's items,
// which include this one.
QRectF CoachOverlay::boundingRect() const
{
    QRectF bounds;
    const auto add = [&](int cell) { bounds |= cellRect(cell); };
    for (int cell : m_lostMove)
        add(cell);
    for (int cell = 0; cell < int(std::max(m_proof.labels.size(), m_proof.groups.size())); ++cell)
        add(cell);
    for (int cell : m_proof.goalCells)
        add(cell);
    // The rings and the labels' badges reach a little past their cells.
    return bounds.adjusted(-16, -16, 16, 16);
}

void CoachOverlay::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    if (!m_proof.isEmpty()) {
        paintGroups(painter);
        paintRings(painter, QList<int>(m_proof.goalCells.begin(), m_proof.goalCells.end()), Ring::Goal);
        paintLabels(painter);
    }
    paintRings(painter, m_lostMove, Ring::Lost);
}

void CoachOverlay::paintGroups(QPainter *painter) const
{
    for (int cell = 0; cell < int(m_proof.groups.size()); ++cell) {
        const int group = m_proof.groups[std::size_t(cell)];
        const QRectF rect = cellRect(cell);
        if (group < 0 || rect.isEmpty())
            continue;
        const GroupLook &look = kGroups[group % int(std::size(kGroups))];
        QColor fill = look.colour;
        fill.setAlpha(170);
        painter->setPen(Qt::NoPen);
        painter->setBrush(QBrush(fill, look.pattern));
        painter->drawEllipse(rect.adjusted(4, 4, -4, -4));
        // A thick ring in the colour, on a dark edge: seen on any peg or tile.
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(QColor(20, 20, 20, 200), 7));
        painter->drawEllipse(rect.adjusted(2, 2, -2, -2));
        painter->setPen(QPen(look.colour, 4));
        painter->drawEllipse(rect.adjusted(2, 2, -2, -2));
    }
}

QString CoachOverlay::groupName(int group)
{
    return tr(kGroups[group % int(std::size(kGroups))].name);
}

void CoachOverlay::paintLabels(QPainter *painter) const
{
    for (int cell = 0; cell < int(m_proof.labels.size()); ++cell) {
        const auto &label = m_proof.labels[std::size_t(cell)];
        const QRectF rect = cellRect(cell);
        if (!label || rect.isEmpty())
            continue;
        // Dark on a light badge, whatever the palette, in the cell's top
        // right corner: the peg's or tile's own number stays in sight.
        QFont font = painter->font();
        font.setBold(true);
        font.setPixelSize(std::max(9, int(rect.height() * 0.26)));
        painter->setFont(font);
        const QString text = QString::number(*label);
        const qreal height = rect.height() * 0.4;
        const qreal width = std::max(height, QFontMetricsF(font).horizontalAdvance(text) + 8);
        const QRectF disc(rect.right() - width + height * 0.15, rect.top() - height * 0.15, width, height);
        painter->setPen(QPen(QColor(40, 40, 40), 1.5));
        painter->setBrush(QColor(255, 255, 240, 235));
        painter->drawRoundedRect(disc, disc.height() / 2, disc.height() / 2);
        painter->setPen(QColor(20, 20, 20));
        painter->drawText(disc, Qt::AlignCenter, text);
    }
}

// A goal cell's ring is solid and doubled, a losing move's dashed: told
// apart by shape, not by their green and red alone.
void CoachOverlay::paintRings(QPainter *painter, const QList<int> &cells, Ring ring) const
{
    const BoardLook &look = BoardLook::current();
    const QColor colour = ring == Ring::Goal ? look.goal : look.lost;
    const Qt::PenStyle style = ring == Ring::Goal ? Qt::SolidLine : Qt::DashLine;
    painter->setBrush(Qt::NoBrush);
    for (int cell : cells) {
        const QRectF rect = cellRect(cell);
        if (rect.isEmpty())
            continue;
        // A white halo under the ring keeps it seen on dark wood and light.
        painter->setPen(QPen(QColor(255, 255, 255, 200), 6 * look.markWidth));
        painter->drawEllipse(rect.adjusted(-2, -2, 2, 2));
        painter->setPen(QPen(colour, 3 * look.markWidth, style));
        painter->drawEllipse(rect.adjusted(-2, -2, 2, 2));
        if (ring == Ring::Goal)
            painter->drawEllipse(rect.adjusted(5, 5, -5, -5));
    }
}
