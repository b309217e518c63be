#pragma once

#include <QDialog>

#include <cstddef>
#include <memory>

namespace Ui {
class PreferencesDialog;
}
class QSpinBox;

// Edit ▸ Preferences: the solvers' memory budget and the length of a move's
// animation, kept in QSettings. The window reads the budget afresh for every
// solve and applies the animation length when the dialog is accepted.
class PreferencesDialog : public QDialog {
    Q_OBJECT

public:
    explicit PreferencesDialog(QWidget *parent = nullptr);
    ~PreferencesDialog() override;

    // Writes the dialog's values to QSettings (done on accept()).
    void saveSettings() const;

    // The stored values, or their defaults.
    static std::size_t memoryBudgetBytes();
    static int animationMillis();
    // The solution panel offers a larger budget when a solver gave up.
    static void setMemoryBudgetMiB(int mebibytes);
    static constexpr int kLargestMemoryBudgetMiB = 65536;

    QSpinBox *memoryBudgetBox() const;
    QSpinBox *animationBox() const;

    void accept() override;

private:
    void restoreDefaults();

    std::unique_ptr<Ui::PreferencesDialog> m_ui;
};
