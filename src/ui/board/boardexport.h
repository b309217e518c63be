#pragma once

#include <QString>

class QGraphicsScene;

// Game ▸ Export Board as Image: the board as the view shows it, on its
// backdrop, without the window around it.
namespace BoardExport {

// Writes `scene` to `path`: an SVG drawing when the suffix is .svg, else a
// bitmap (PNG) whose longer side is about `longSidePixels`. Written atomically.
// Returns an empty string on success, else the translated reason.
QString write(QGraphicsScene &scene, const QString &path, int longSidePixels = 1000);

} // namespace BoardExport
