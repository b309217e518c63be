#include "preferencesdialog.h"
#include "../widgets/spinboxrange.h"
#include "ui_preferencesdialog.h"

#include "../../service/appsettings.h"

#include <QPushButton>

PreferencesDialog::PreferencesDialog(AppSettings &settings, QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::PreferencesDialog>())
    , m_settings(settings)
{
    m_ui->setupUi(this);
    m_ui->memoryBudgetBox->setMaximum(m_settings.searchBudgetCeilingMiB());
    SpinBoxRange::installAll(this);
    m_ui->memoryBudgetBox->setValue(m_settings.memoryBudgetMiB());
    m_ui->animationBox->setValue(m_settings.animationMillis());
    connect(m_ui->buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
            &PreferencesDialog::restoreDefaults);
}

PreferencesDialog::~PreferencesDialog() = default;

QSpinBox *PreferencesDialog::memoryBudgetBox() const { return m_ui->memoryBudgetBox; }
QSpinBox *PreferencesDialog::animationBox() const { return m_ui->animationBox; }

void PreferencesDialog::saveSettings() const
{
    m_settings.setMemoryBudgetMiB(m_ui->memoryBudgetBox->value());
    m_settings.setAnimationMillis(m_ui->animationBox->value());
}

void PreferencesDialog::accept()
{
    saveSettings();
    QDialog::accept();
}

void PreferencesDialog::restoreDefaults()
{
    m_ui->memoryBudgetBox->setValue(AppSettings::kDefaultMemoryBudgetMiB);
    m_ui->animationBox->setValue(AppSettings::kDefaultAnimationMillis);
}
