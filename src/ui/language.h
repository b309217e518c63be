#pragma once

#include <QString>

class QCoreApplication;
class QMenu;
class QWidget;

// The language of the interface: the system's, unless View ▸ Language chose
// another. Translators are installed once, before any widget exists, so a new
// choice applies at the next start (the menu says so).
namespace Language {

// The chosen language code ("en", "de", "fr"), or empty for the system's.
QString chosen();

// Installs Qt's own translations (standard buttons and dialogs) and
// Puzzlebox's for the chosen language. A language without a catalogue falls
// back to English, whose catalogue holds the plural forms ("1 hole").
void installTranslators(QCoreApplication *app);

// View ▸ Language: System Default and each language by its own name.
QMenu *createMenu(QWidget *parent);

} // namespace Language
