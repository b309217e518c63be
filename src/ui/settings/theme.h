#pragma once

#include "../board/boardlook.h"

#include <QString>

class AppSettings;
class QMenu;
class QWidget;

// View ▸ Theme: how the boards and, but for Wood, the window look. Wood is
// the boards' own look on the desktop's colours; Light, Dark and High
// Contrast give the boards a flat look of their own (BoardLook) and the
// window a palette to match. Unless one is chosen the theme follows the
// desktop: Wood on a light desktop, as before there were themes, Dark on a
// dark one. Qt 6.4 has no QStyleHints::colorScheme(), so the desktop's
// preference is read from its palette as the program started: a window
// colour darker than middle grey is a dark desktop (the GTK and KDE
// platform themes hand the desktop's dark palette to Qt; a desktop Qt reads
// no palette from says light). A choice applies at once and is kept in the
// AppSettings given.
namespace Theme {

// The choice kept ("wood", "light", "dark", "contrast"), or empty for the
// desktop's.
QString chosen(const AppSettings &settings);

// The boards' look for `choice` (as chosen() answers) on this desktop.
BoardLook::Theme lookOf(const QString &choice);

// Puts the chosen theme in use: the boards' look and the window's palette.
// At start-up it reads the one setting and, unless a theme other than Wood
// was chosen, leaves the palette as it is.
void apply(const AppSettings &settings);

// Keeps `choice` (empty: the desktop's) and applies it.
void choose(AppSettings &settings, const QString &choice);

// View ▸ Theme: Follow Desktop, Wood, Light, Dark, High Contrast.
QMenu *createMenu(QWidget *parent, AppSettings &settings);

} // namespace Theme
