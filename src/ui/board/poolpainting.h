#pragma once

#include <QRect>

#include <functional>
#include <optional>

class QPainter;

// Qt 6.4's raster engine cuts every fill of more than about a hundred spans
// into pieces for QThreadPool::globalInstance() and waits for them, unless it
// already runs on a thread of that pool. For the shapes of a board that costs
// more processor time than the fills it shares out (the first frame of the
// peg board made 1,840 such hand-overs), and under load each waits for a core.
// Painting on a pool thread into an image, then the image, fills without them.

// The device pixels `itemRect` (in the painter's coordinates) covers, when
// `painter` paints pixels one for one (a raster device, moved and scaled
// only, at a device pixel ratio of 1): what is painted can then be drawn as an
// image of those pixels. Nothing for a printer or an SVG file, which keep the
// shapes themselves.
std::optional<QRect> pixelArea(const QPainter &painter, const QRectF &itemRect);

// Runs `work` on a thread of Qt's global pool and waits for it, or here when
// the pool has no thread free.
void runOnPoolThread(const std::function<void()> &work);

// What `paint` paints within `itemRect`, through an image painted on a pool
// thread where pixelArea() allows it, else straight on `painter`. `paint`
// gets an antialiasing painter in `painter`'s coordinates and must not touch
// widgets or other objects of the GUI thread.
void paintThroughImage(QPainter &painter, const QRectF &itemRect, const std::function<void(QPainter &)> &paint);
