#pragma once

#include <QDialog>

#include <memory>

namespace Ui {
class PreferencesDialog;
}
class AppSettings;
class QSpinBox;

// Edit ▸ Preferences: the solvers' memory budget and the length of a move's
// animation, kept in AppSettings. The window reads the budget afresh for every
// solve and follows the animation length when the dialog is accepted.
class PreferencesDialog : public QDialog {
    Q_OBJECT

public:
    explicit PreferencesDialog(AppSettings &settings, QWidget *parent = nullptr);
    ~PreferencesDialog() override;

    // Writes the dialog's values to the settings (done on accept()).
    void saveSettings() const;

    QSpinBox *memoryBudgetBox() const;
    QSpinBox *animationBox() const;

    void accept() override;

private:
    void restoreDefaults();

    std::unique_ptr<Ui::PreferencesDialog> m_ui;
    AppSettings &m_settings;
};
