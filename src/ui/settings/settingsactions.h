#pragma once

#include <QObject>

class AppSettings;
class QAction;
class QMenu;
class QWidget;

// Edit ▸ Preferences, View ▸ Language and View ▸ Theme: what the person sets
// once for every game. Preferences writes through the one AppSettings object, whose signals
// carry a change to whatever follows it (the board's animation length).
class SettingsActions : public QObject {
    Q_OBJECT

public:
    SettingsActions(QWidget *window, AppSettings &settings, QAction *preferencesAction, QMenu *viewMenu);

    void showPreferences();

private:
    QWidget *m_window;
    AppSettings &m_settings;
};
