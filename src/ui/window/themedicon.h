#pragma once

#include <QIcon>
#include <QStyle>

// An action's icon from the desktop's theme by `name`; else the SVG bundled
// as :/icons/actions/NAME.svg, sharp at any scale; else, for a name not
// bundled, `style`'s bitmap `fallback`. Looked up when it
// is first drawn or asked about, not when it is made. Looking the theme up
// for every action took a tenth of the window's start, though the first
// frame shows only the toolbar's few: the menus' icons are looked up when a
// menu first opens.
QIcon themedIcon(const QString &name, QStyle::StandardPixmap fallback, const QStyle *style);
