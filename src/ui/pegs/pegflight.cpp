#include "pegflight.h"

#include "pegboarditems.h"
#include "ui/board/moveanimation.h"

#include <algorithm>
#include <cmath>
#include <numbers>

using pb::pegs::Jump;
using pegboard::PegItem;

namespace {

constexpr qreal kJumpArc = 38;   // how high a jumping peg rises over a jump's length
constexpr qreal kDragLift = 0.6; // a dragged peg is held above the board

} // namespace

PegFlight::PegFlight(QObject *parent, std::function<void()> landed)
    : QObject(parent)
    , m_landed(std::move(landed))
    , m_animation(new MoveAnimation(this, &PegFlight::animate, &PegFlight::land))
{
}

void PegFlight::setItems(const QVector<QPointF> &centers, const QVector<PegItem *> &pegs, PegItem *flyer)
{
    m_centers = centers;
    m_pegs = pegs;
    m_flyer = flyer;
}

void PegFlight::fly(const std::vector<Jump> &jumps, bool forward, std::optional<QPointF> origin, int millis)
{
    Flight flight;
    flight.forward = forward;
    flight.path.push_back(jumps.front().from);
    for (const Jump &jump : jumps) {
        flight.path.push_back(jump.to);
        flight.overs.push_back(jump.over);
    }
    if (!forward) {
        std::reverse(flight.path.begin(), flight.path.end());
        std::reverse(flight.overs.begin(), flight.overs.end());
    }
    flight.origin = origin ? *origin : m_centers[flight.path.front()];
    m_pegs[flight.path.front()]->hide();
    if (!forward) {
        // The jumped pegs come back: present from the start, but still invisible.
        for (const int over : flight.overs) {
            m_pegs[over]->show();
            m_pegs[over]->setOpacity(0);
        }
    }
    m_flyer->setPos(flight.origin);
    m_flyer->setLift(0);
    m_flyer->setScale(1);
    m_flyer->show();
    // Each hop a little quicker than a lone jump, so a long chain stays a
    // step of the solution rather than a show of its own.
    start(std::move(flight), millis * (int(jumps.size()) + 1) / 2, true);
}

void PegFlight::springBack(int hole, const QPointF &point, int millis)
{
    start(Flight{{hole, hole}, {-1}, true, point}, millis, false);
}

void PegFlight::start(Flight flight, int millis, bool chain)
{
    m_flight = std::move(flight);
    if (millis > 0)
        m_animation->play(millis, chain ? QEasingCurve::InOutSine : QEasingCurve::OutCubic);
    else
        m_animation->finish();
}

void PegFlight::lift(int hole)
{
    m_pegs[hole]->hide();
    m_flyer->setLift(kDragLift);
    m_flyer->setScale(1);
    m_flyer->show();
}

void PegFlight::hold(int hole, const QPointF &offset)
{
    m_flyer->setPos(m_centers[hole] + offset);
}

void PegFlight::putDown()
{
    if (m_flyer)
        m_flyer->hide();
}

QPointF PegFlight::heldAt() const
{
    return m_flyer ? m_flyer->pos() : QPointF();
}

void PegFlight::finish()
{
    m_animation->finish();
}

void PegFlight::animate(qreal progress)
{
    if (!m_flight)
        return;
    // The hop under way, and how far along it is.
    const int hops = int(m_flight->overs.size());
    const int hop = std::min(int(progress * hops), hops - 1);
    const qreal along = progress * hops - hop;
    const QPointF start = hop == 0 ? m_flight->origin : m_centers[m_flight->path[std::size_t(hop)]];
    const QPointF end = m_centers[m_flight->path[std::size_t(hop) + 1]];
    // A jump's length gives the full arc; a dropped peg's short way home a small one.
    const qreal arc = kJumpArc * QLineF(start, end).length() / (2 * pegboard::kSpacing);
    const qreal rise = std::sin(along * std::numbers::pi);
    m_flyer->setPos(start + (end - start) * along - QPointF(0, arc * rise));
    m_flyer->setLift(rise);
    m_flyer->setScale(1 + 0.12 * rise);

    // Each jumped peg goes once the jumper is over it, or comes back as the
    // jumper passes over it on the way back; the hops before this one are done.
    for (int i = 0; i < hops; ++i) {
        const int hole = m_flight->overs[std::size_t(i)];
        if (hole < 0)
            continue;
        const qreal local = i < hop ? 1 : i > hop ? 0 : along;
        const qreal gone = m_flight->forward ? MoveAnimation::smoothStep(0.35, 0.85, local)
                                             : 1 - MoveAnimation::smoothStep(0.15, 0.65, local);
        PegItem *over = m_pegs[hole];
        over->setOpacity(1 - gone);
        over->setScale(1 - 0.6 * gone);
    }
}

void PegFlight::land()
{
    if (!m_flight)
        return;
    m_flight.reset();
    m_flyer->hide();
    m_landed();
}
