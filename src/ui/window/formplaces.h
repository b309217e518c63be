#pragma once

#include <QList>

#include <initializer_list>

class QAction;
class QWidget;

// The window's form (forms/mainwindow.ui) keeps the order of the menus and
// the tool bar, and nothing else of the features' entries: each of those is
// an empty place there named as the entry ("actionSave", a submenu
// "menuNew"). Each feature makes its own entries under those names, and the
// window puts them in their places.
namespace FormPlaces {

// Puts each of `entries` where the entry of `window` with its object name
// (a submenu's: its menu's) stands, in every menu and tool bar, and deletes
// that place. The form's pointer to a place dangles then: the window reads
// none, and Ui::MainWindow::retranslateUi() sets no words on an empty place.
void fill(QWidget *window, const QList<QAction *> &entries);

// An entry's words where the form had them: in its translation context
// ("MainWindow"), each marked QT_TRANSLATE_NOOP("MainWindow", ...), so that
// the translations of the form's entries still serve.
struct Words {
    QAction *entry;
    const char *text;
    const char *toolTip = nullptr;
};
void say(std::initializer_list<Words> words);

} // namespace FormPlaces
