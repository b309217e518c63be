#pragma once

#include <QString>
#include <QStringList>

class AppSettings;
class QMenu;
class QWidget;

// The language of the interface: the system's, unless View ▸ Language chose
// another. A choice applies at once: the translators change, and every widget
// gets QEvent::LanguageChange to set its texts again. The choice is kept in
// the AppSettings given: the window's, and at start-up, before the window,
// main()'s own.
namespace Language {

// The chosen language code ("en", "de", "pt_BR", ...), or empty for the system's.
QString chosen(const AppSettings &settings);

// Every language View ▸ Language offers, English first: the codes of the
// catalogues (":/i18n/puzzlebox_<code>.qm").
QStringList codes();

// Installs Qt's own translations (standard buttons and dialogs) and
// Puzzlebox's for the chosen language, in place of any installed before. A
// language without a catalogue falls back to English, whose catalogue holds
// the plural forms ("1 hole"). The application's layout direction follows
// the words shown: right to left for Arabic, which mirrors every widget but
// the boards (see BoardView).
void installTranslators(const AppSettings &settings);

// Keeps `code` ("de"; empty: the system's) as the choice and installs its translators.
void choose(AppSettings &settings, const QString &code);

// View ▸ Language: System Default and each language by its own name.
QMenu *createMenu(QWidget *parent, AppSettings &settings);

} // namespace Language
