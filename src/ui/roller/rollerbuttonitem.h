#pragma once

#include "core/roller/rollerpuzzle.h"

#include <QGraphicsItem>

// A brass button at one end of a Roller-Board row or column, with an arrow
// the way it rolls; ringed when the hint or the keyboard's cursor names its
// line, and lit while the mouse is over it.
class RollerButtonItem : public QGraphicsItem {
public:
    static constexpr qreal kRadius = 25;

    explicit RollerButtonItem(const pb::roller::Roll &roll);

    const pb::roller::Roll &roll() const { return m_roll; }
    void setMarks(bool hint, bool cursor);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override;

protected:
    void hoverEnterEvent(QGraphicsSceneHoverEvent *) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent *) override;

private:
    pb::roller::Roll m_roll;
    bool m_hovered = false;
    bool m_hint = false;
    bool m_cursor = false;
};
