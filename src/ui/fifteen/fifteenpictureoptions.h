#pragma once

#include <QList>

class BoardScene;
class FifteenScene;
class QAction;
class QWidget;

// Fifteen's own View options (FamilyUi::viewOptions): View ▸ Picture on Tiles
// (None, a bundled picture, or Open Image… for one of the person's own) and
// View ▸ Numbers on Tiles. The choice holds for every Fifteen game and is kept
// in AppSettings; an image that cannot be used is refused with the reason and
// changes nothing.
namespace FifteenPictureOptions {

// The View menu entries for `scene`, children of `window`.
QList<QAction *> viewOptions(BoardScene *scene, QWidget *window);

// Shows the stored choice on a new scene. A picture file that has gone (or no
// longer reads) is forgotten, and the status bar says so once.
void applyStored(FifteenScene *scene);

} // namespace FifteenPictureOptions
