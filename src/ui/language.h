#pragma once

#include <QString>

class QMenu;
class QWidget;

// The language of the interface: the system's, unless View ▸ Language chose
// another. A choice applies at once: the translators change, and every widget
// gets QEvent::LanguageChange to set its texts again.
namespace Language {

// The chosen language code ("en", "de", "fr"), or empty for the system's.
QString chosen();

// Installs Qt's own translations (standard buttons and dialogs) and
// Puzzlebox's for the chosen language, in place of any installed before. A
// language without a catalogue falls back to English, whose catalogue holds
// the plural forms ("1 hole").
void installTranslators();

// Keeps `code` ("de"; empty: the system's) as the choice and installs its translators.
void choose(const QString &code);

// View ▸ Language: System Default and each language by its own name.
QMenu *createMenu(QWidget *parent);

} // namespace Language
