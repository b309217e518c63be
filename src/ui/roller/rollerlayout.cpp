#include "rollerlayout.h"

using pb::roller::Direction;
using pb::roller::Roll;

namespace rolleritems {

QPointF buttonCenter(const Roll &roll, int height, int width)
{
    const qreal middle = (roll.line + 0.5) * kCell;
    switch (roll.direction) {
    case Direction::Left: return {-kButtonDistance, middle};
    case Direction::Right: return {width * kCell + kButtonDistance, middle};
    case Direction::Up: return {middle, -kButtonDistance};
    case Direction::Down: return {middle, height * kCell + kButtonDistance};
    }
    return {};
}

QString lineName(const Roll &roll)
{
    // How the line's rolls start, so the labels follow the notation.
    return QString::fromStdString(pb::roller::rollToString(roll)).chopped(1);
}

QRectF labelRect(const Roll &roll, int height, int width)
{
    const qreal near = kWellPadding + 2;
    const qreal start = roll.line * kCell;
    switch (roll.direction) {
    case Direction::Left: return {-near - kLabelBand, start, kLabelBand, kCell};
    case Direction::Right: return {width * kCell + near, start, kLabelBand, kCell};
    case Direction::Up: return {start, -near - kLabelBand, kCell, kLabelBand};
    case Direction::Down: return {start, height * kCell + near, kCell, kLabelBand};
    }
    return {};
}

} // namespace rolleritems
