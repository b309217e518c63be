#include "rollernewgamedialog.h"
#include "../spinboxrange.h"

#include "core/roller/rollerpuzzle.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QRadioButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

using pb::roller::RollerPuzzle;

namespace {

const auto kHeightKey = QStringLiteral("rollerboard/height");
const auto kWidthKey = QStringLiteral("rollerboard/width");
const auto kDepthKey = QStringLiteral("rollerboard/scrambleRolls");
const auto kRandomKey = QStringLiteral("rollerboard/randomBoard");

constexpr int kMinSide = 2;
constexpr int kMaxScramble = 60;

} // namespace

RollerNewGameDialog::RollerNewGameDialog(QWidget *parent)
    : QDialog(parent)
    , m_height(new QSpinBox(this))
    , m_width(new QSpinBox(this))
    , m_depth(new QSpinBox(this))
    , m_scramble(new QRadioButton(tr("&Scramble the solved board with"), this))
    , m_random(new QRadioButton(tr("&Random board: the ones dropped anywhere"), this))
{
    setWindowTitle(tr("New Roller-Board"));

    const QSettings settings;
    for (QSpinBox *side : {m_height, m_width})
        side->setRange(kMinSide, pb::roller::kMaxSide);
    m_height->setValue(settings.value(kHeightKey, 4).toInt());
    m_width->setValue(settings.value(kWidthKey, 4).toInt());
    m_height->setSuffix(tr(" rows"));
    m_width->setSuffix(tr(" columns"));
    m_depth->setRange(1, kMaxScramble);
    m_depth->setValue(settings.value(kDepthKey, 6).toInt());
    m_depth->setSuffix(tr(" rolls"));
    (settings.value(kRandomKey, false).toBool() ? m_random : m_scramble)->setChecked(true);
    m_depth->setEnabled(m_scramble->isChecked());
    connect(m_scramble, &QRadioButton::toggled, m_depth, &QWidget::setEnabled);

    auto *sizeBox = new QGroupBox(tr("Board"), this);
    auto *sizeForm = new QFormLayout(sizeBox);
    sizeForm->addRow(tr("&Height:"), m_height);
    sizeForm->addRow(tr("&Width:"), m_width);

    auto *mixBox = new QGroupBox(tr("Start"), this);
    auto *mixLayout = new QVBoxLayout(mixBox);
    auto *scrambleRow = new QHBoxLayout;
    scrambleRow->addWidget(m_scramble);
    scrambleRow->addWidget(m_depth);
    scrambleRow->addStretch();
    mixLayout->addLayout(scrambleRow);
    mixLayout->addWidget(m_random);
    auto *note = new QLabel(tr("A board has as many ones as it is wide; roll them all onto the "
                               "top row."), this);
    note->setWordWrap(true);
    mixLayout->addWidget(note);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(sizeBox);
    layout->addWidget(mixBox);
    layout->addWidget(buttons);
    SpinBoxRange::installAll(this);
}

std::unique_ptr<pb::Puzzle> RollerNewGameDialog::createGame(std::mt19937 &random) const
{
    const int height = m_height->value();
    const int width = m_width->value();
    if (m_random->isChecked())
        return std::make_unique<RollerPuzzle>(RollerPuzzle::randomBoard(height, width, random));
    return std::make_unique<RollerPuzzle>(RollerPuzzle::scrambled(height, width, m_depth->value(), random));
}

void RollerNewGameDialog::saveSettings() const
{
    QSettings settings;
    settings.setValue(kHeightKey, m_height->value());
    settings.setValue(kWidthKey, m_width->value());
    settings.setValue(kDepthKey, m_depth->value());
    settings.setValue(kRandomKey, m_random->isChecked());
}

std::unique_ptr<pb::Puzzle> RollerNewGameDialog::ask(QWidget *parent)
{
    RollerNewGameDialog dialog(parent);
    if (dialog.exec() != QDialog::Accepted)
        return nullptr;
    dialog.saveSettings();
    std::mt19937 random{std::random_device{}()};
    return dialog.createGame(random);
}
