#include "preferencesdialog.h"
#include "spinboxrange.h"
#include "ui_preferencesdialog.h"

#include <QPushButton>
#include <QSettings>

#include <algorithm>

namespace {

const auto kMemoryBudgetKey = QStringLiteral("solver/memoryBudgetMiB");
const auto kAnimationKey = QStringLiteral("animationMillis");
// The defaults of pb::SolveOptions and of BoardScene.
constexpr int kDefaultMemoryBudgetMiB = 512;
constexpr int kDefaultAnimationMillis = 220;

} // namespace

PreferencesDialog::PreferencesDialog(QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::PreferencesDialog>())
{
    m_ui->setupUi(this);
    m_ui->memoryBudgetBox->setMaximum(kLargestMemoryBudgetMiB);
    SpinBoxRange::installAll(this);
    const QSettings settings;
    m_ui->memoryBudgetBox->setValue(settings.value(kMemoryBudgetKey, kDefaultMemoryBudgetMiB).toInt());
    m_ui->animationBox->setValue(animationMillis());
    connect(m_ui->buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
            &PreferencesDialog::restoreDefaults);
}

PreferencesDialog::~PreferencesDialog() = default;

QSpinBox *PreferencesDialog::memoryBudgetBox() const { return m_ui->memoryBudgetBox; }
QSpinBox *PreferencesDialog::animationBox() const { return m_ui->animationBox; }

void PreferencesDialog::saveSettings() const
{
    QSettings settings;
    settings.setValue(kMemoryBudgetKey, m_ui->memoryBudgetBox->value());
    settings.setValue(kAnimationKey, m_ui->animationBox->value());
}

void PreferencesDialog::accept()
{
    saveSettings();
    QDialog::accept();
}

void PreferencesDialog::restoreDefaults()
{
    m_ui->memoryBudgetBox->setValue(kDefaultMemoryBudgetMiB);
    m_ui->animationBox->setValue(kDefaultAnimationMillis);
}

std::size_t PreferencesDialog::memoryBudgetBytes()
{
    const int mebibytes = QSettings().value(kMemoryBudgetKey, kDefaultMemoryBudgetMiB).toInt();
    return std::size_t(std::max(mebibytes, 1)) << 20;
}

void PreferencesDialog::setMemoryBudgetMiB(int mebibytes)
{
    QSettings().setValue(kMemoryBudgetKey, std::clamp(mebibytes, 1, kLargestMemoryBudgetMiB));
}

int PreferencesDialog::animationMillis()
{
    return std::clamp(QSettings().value(kAnimationKey, kDefaultAnimationMillis).toInt(), 0, 1000);
}
