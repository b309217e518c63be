#include "rollernewgamedialog.h"
#include "rollersettings.h"
#include "../widgets/difficultychoice.h"
#include "../widgets/spinboxrange.h"

#include "core/roller/rollerpuzzle.h"
#include "service/appsettings.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

using pb::roller::RollerPuzzle;

namespace {

constexpr int kMinSide = 2;
constexpr int kMaxScramble = RollerSettings::kLongestScramble;
// The largest distance of any size (6 x 6); the generator names a smaller
// size's own when asked for more.
constexpr int kLargestDistance = 14;

} // namespace

RollerNewGameDialog::RollerNewGameDialog(AppSettings &settings, QWidget *parent)
    : QDialog(parent)
    , m_settings(settings)
    , m_height(new QSpinBox(this))
    , m_width(new QSpinBox(this))
    , m_depth(new QSpinBox(this))
    , m_scramble(new QRadioButton(tr("&Scramble the solved board with"), this))
    , m_random(new QRadioButton(tr("&Random board: the ones dropped anywhere"), this))
    , m_made(new QRadioButton(tr("&Fewest rolls:"), this))
    , m_difficulty(new DifficultyChoice(m_settings, QStringLiteral("rollerboard"), tr(" rolls", "the fewest rolls a made board needs"), this))
{
    setWindowTitle(tr("New Roller-Board"));

    const RollerSettings::NewGame last = RollerSettings::newGame(m_settings, kMinSide, pb::roller::kMaxSide);
    for (QSpinBox *side : {m_height, m_width})
        side->setRange(kMinSide, pb::roller::kMaxSide);
    m_height->setValue(last.height);
    m_width->setValue(last.width);
    m_height->setSuffix(tr(" rows"));
    m_width->setSuffix(tr(" columns"));
    m_depth->setRange(1, kMaxScramble);
    m_depth->setValue(last.scrambleRolls);
    m_depth->setSuffix(tr(" rolls"));
    (last.randomBoard ? m_random : m_scramble)->setChecked(true);
    if (last.madeToDifficulty)
        m_made->setChecked(true);
    m_depth->setEnabled(m_scramble->isChecked());
    connect(m_scramble, &QRadioButton::toggled, m_depth, &QWidget::setEnabled);
    m_difficulty->setLargestMoves(kLargestDistance);
    m_difficulty->setEnabled(m_made->isChecked());
    connect(m_made, &QRadioButton::toggled, m_difficulty, &QWidget::setEnabled);
    m_made->setToolTip(tr("A board whose shortest solution takes exactly that many rolls, or as many "
                          "as the difficulty asks for: on 6 × 6 easy 4 to 7, medium 8 to 11, hard 12 to 14."));

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
    auto *madeRow = new QHBoxLayout;
    madeRow->addWidget(m_made, 0, Qt::AlignTop);
    madeRow->addWidget(m_difficulty, 1);
    mixLayout->addLayout(madeRow);
    auto *note = new QLabel(tr("A board has as many ones as it is wide; roll them all onto the "
                               "top row."), this);
    note->setWordWrap(true);
    mixLayout->addWidget(note);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &RollerNewGameDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    m_difficulty->setOkButton(buttons->button(QDialogButtonBox::Ok));
    connect(m_difficulty, &DifficultyChoice::generated, this, &RollerNewGameDialog::accept);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(sizeBox);
    layout->addWidget(mixBox);
    layout->addWidget(m_difficulty->statusLabel());
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

void RollerNewGameDialog::accept()
{
    const bool ready = m_difficulty->readyToAccept(m_made->isChecked(), *pb::familyById(RollerPuzzle::kFamily), [this] {
        pb::GenerateRequest request;
        request.rows = m_height->value();
        request.columns = m_width->value();
        return request;
    });
    if (ready)
        QDialog::accept();
}

std::unique_ptr<pb::Puzzle> RollerNewGameDialog::takeGame(std::mt19937 &random)
{
    if (m_made->isChecked())
        return m_difficulty->takePuzzle();
    return createGame(random);
}

void RollerNewGameDialog::saveSettings() const
{
    RollerSettings::setNewGame(
        m_settings, {m_height->value(), m_width->value(), m_depth->value(), m_random->isChecked(), m_made->isChecked()});
    m_difficulty->saveSettings();
}

std::unique_ptr<pb::Puzzle> RollerNewGameDialog::ask(QWidget *parent, AppSettings &settings, std::optional<pb::GenerateRequest> &recipe)
{
    RollerNewGameDialog dialog(settings, parent);
    if (dialog.exec() != QDialog::Accepted)
        return nullptr;
    dialog.saveSettings();
    std::mt19937 random{std::random_device{}()};
    std::unique_ptr<pb::Puzzle> game = dialog.takeGame(random);
    recipe = dialog.m_difficulty->recipeOf(*game);
    return game;
}
