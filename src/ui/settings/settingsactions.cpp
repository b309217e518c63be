#include "settingsactions.h"
#include "../window/actiongates.h"

#include "../files/filedialogs.h"
#include "language.h"
#include "preferencesdialog.h"
#include "theme.h"
#include "../../service/appsettings.h"

#include <QAction>
#include <QMenu>
#include <QStyle>

SettingsActions::SettingsActions(QWidget *window, AppSettings &settings, QAction *preferencesAction, QMenu *viewMenu)
    : QObject(window)
    , m_window(window)
    , m_settings(settings)
{
    // macOS has a key for Preferences, Linux and Windows none: there it is
    // Ctrl+, as in the programs that give one.
    const QKeySequence preferencesKey(QKeySequence::Preferences);
    preferencesAction->setShortcut(preferencesKey.isEmpty() ? QKeySequence(Qt::CTRL | Qt::Key_Comma) : preferencesKey);
    preferencesAction->setIcon(themedIcon(QStringLiteral("configure"), QStyle::SP_FileDialogInfoView, window->style()));
    preferencesAction->setMenuRole(QAction::PreferencesRole);
    connect(preferencesAction, &QAction::triggered, this, &SettingsActions::showPreferences);
    ActionGates::declare(preferencesAction, ActionGates::Gate::Looks);
    viewMenu->addMenu(Language::createMenu(window, settings));
    Theme::apply(settings);
    viewMenu->addMenu(Theme::createMenu(window, settings));
}

void SettingsActions::showPreferences()
{
    PreferencesDialog dialog(m_settings, m_window);
    dialog.exec();
}
