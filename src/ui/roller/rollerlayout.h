#pragma once

#include "core/roller/rollerpuzzle.h"
#include "rollerbuttonitem.h"

#include <QPointF>
#include <QRectF>
#include <QString>

// Where a Roller-Board's pieces are drawn, in the scene's units: the view
// scales the whole tray to fit, so only the ratios matter.
namespace rolleritems {

inline constexpr qreal kCell = 100;         // pitch of the grid
inline constexpr qreal kTileInset = 5;      // wood between neighbouring tiles
inline constexpr qreal kTileRadius = 16;
inline constexpr qreal kWellPadding = 10;   // the sunken well beyond the outer tiles
inline constexpr qreal kButtonRadius = RollerButtonItem::kRadius;
inline constexpr qreal kLabelBand = 40;     // the row and column names between the well and the buttons
inline constexpr qreal kLabelPixels = 23;
inline constexpr qreal kButtonDistance = kWellPadding + kLabelBand + 4 + kButtonRadius; // grid edge to button centre
inline constexpr qreal kTrayPadding = kButtonDistance + kButtonRadius + 24;  // grid edge to tray edge
inline constexpr qreal kTrayRadius = 44;
inline constexpr qreal kSceneMargin = 10;

// Where the tile (row, col) sits when no line slides.
inline QRectF cellRect(int row, int col)
{
    return {col * kCell, row * kCell, kCell, kCell};
}
// The grid of a height x width board.
inline QRectF gridRect(int height, int width)
{
    return {0, 0, width * kCell, height * kCell};
}
// Where the button of `roll` is, on a height x width board.
QPointF buttonCenter(const pb::roller::Roll &roll, int height, int width);
// A row's or column's name as the rolls write it ("R2" for R2L and R2R),
// and where it is written: between the well and the button of `roll`.
QString lineName(const pb::roller::Roll &roll);
QRectF labelRect(const pb::roller::Roll &roll, int height, int width);

} // namespace rolleritems
