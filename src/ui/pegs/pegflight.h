#pragma once

#include "core/pegs/peggeometry.h"

#include <QObject>
#include <QPointF>
#include <QVector>

#include <functional>
#include <optional>
#include <vector>

class MoveAnimation;
namespace pegboard {
class PegItem;
} // namespace pegboard

// The pegs that move on a PegScene: a move's jumper flying hop by hop over
// the pegs it takes (or back, undoing it), a peg held by the mouse, and one
// let go elsewhere than a landing hole springing back to its own. It moves
// the scene's peg items; the scene says what stands once a flight lands.
class PegFlight : public QObject {
public:
    // `landed` runs when a flight ends, played out or cut short.
    PegFlight(QObject *parent, std::function<void()> landed);

    // The board's items, after the scene has built them anew: where each
    // hole is drawn, the peg in each and the one that flies.
    void setItems(const QVector<QPointF> &centers, const QVector<pegboard::PegItem *> &pegs,
                  pegboard::PegItem *flyer);
    bool isFlying() const { return m_flight.has_value(); }
    // Flies the jumps of a chain (back along them when !forward) over
    // `millis` for a lone jump, each hop of a chain a little quicker. It
    // takes off from `origin` (where a dragged peg was let go), or else from
    // the centre of its first hole.
    void fly(const std::vector<pb::pegs::Jump> &jumps, bool forward, std::optional<QPointF> origin, int millis);
    // A dragged peg let go at `point` goes back into `hole`.
    void springBack(int hole, const QPointF &point, int millis);
    // The mouse lifts the peg of `hole` above the board and holds it
    // `offset` from its centre; put down, it is hidden until it flies.
    void lift(int hole);
    void hold(int hole, const QPointF &offset);
    void putDown();
    QPointF heldAt() const;
    // Lands at once.
    void finish();

private:
    // The peg jumps along `path`, one hop after the other, and the peg on
    // each hop's `overs` vanishes or reappears as it passes (over -1: none).
    struct Flight {
        std::vector<int> path;
        std::vector<int> overs; // one per hop
        bool forward = true;
        QPointF origin;
    };

    void start(Flight flight, int millis, bool chain);
    void animate(qreal progress);
    void land();

    std::function<void()> m_landed;
    MoveAnimation *m_animation;
    QVector<QPointF> m_centers;
    QVector<pegboard::PegItem *> m_pegs;
    pegboard::PegItem *m_flyer = nullptr;
    std::optional<Flight> m_flight;
};
