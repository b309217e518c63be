#pragma once

#include <QIcon>
#include <QStyle>

class QWidget;

// An action's icon from the desktop's theme by `name`; else the SVG bundled
// as :/icons/actions/NAME.svg, sharp at any scale; else, for a name not
// bundled, `style`'s bitmap `fallback` (none without a style). Looked up
// when it is first drawn or asked about, not when it is made. Looking the
// theme up for every action took a tenth of the window's start, though the
// first frame shows only the toolbar's few: the menus' icons are looked up
// when a menu first opens.
QIcon themedIcon(const QString &name, QStyle::StandardPixmap fallback, const QStyle *style);

// Draws the bundled SVG pictures of the themed icons on `window`'s tool
// buttons that are not hidden (the tool bar's, the solution panel's) on a
// pool thread now, each at its button's icon size, when they are what the
// window's first frame shows (without a desktop theme): that frame then finds
// each drawn, as Qt's SVG engine would have drawn it.
void paintIconsAhead(const QWidget &window);

// Without a desktop theme Qt looks icons up in its fallback, hicolor, where
// applications put their own icons, not actions': reading its index took
// 6-10 ms of the start for nothing. Until `window`'s first frame is out,
// themed icons are drawn there without the theme; then the theme is looked
// up for them, and an icon it has after all takes the place of the one
// drawn. A desktop's own theme is read at once, as before.
void lookUpThemeAfterFirstFrame(QWidget &window);
