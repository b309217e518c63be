#include "fifteendialog.h"
#include "../spinboxrange.h"

#include "core/fifteen/fifteenpuzzle.h"

#include <QButtonGroup>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QRadioButton>
#include <QRandomGenerator>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

using pb::fifteen::FifteenBoard;
using pb::fifteen::FifteenPuzzle;

namespace {
const auto kSizeKey = QStringLiteral("fifteen/size");
const auto kShuffleKey = QStringLiteral("fifteen/shuffle");
} // namespace

FifteenDialog::FifteenDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("New Fifteen Game"));

    m_size = new QSpinBox(this);
    m_size->setObjectName(QStringLiteral("sizeSpinBox"));
    m_size->setRange(pb::fifteen::kMinDim, pb::fifteen::kMaxDim);
    m_size->setValue(4);
    // "4 × 4": the spin box shows the board, not a bare number.
    m_size->setSuffix(tr(" × %1").arg(4));
    connect(m_size, &QSpinBox::valueChanged, this, [this](int value) { m_size->setSuffix(tr(" × %1").arg(value)); });

    auto *classic = new QRadioButton(tr("&Counting down (the classic start)"), this);
    classic->setObjectName(QStringLiteral("classicLayoutButton"));
    classic->setToolTip(tr("The tiles from the highest down to 1, blank last; 1 and 2 are swapped "
                        "when the board has an even number of cells, or it could not be solved."));
    auto *shuffle = new QRadioButton(tr("&Random shuffle (always solvable)"), this);
    shuffle->setObjectName(QStringLiteral("shuffleButton"));
    shuffle->setToolTip(tr("Every solvable layout is equally likely."));
    m_start = new QButtonGroup(this);
    m_start->addButton(classic, int(Start::ClassicLayout));
    m_start->addButton(shuffle, int(Start::Shuffle));
    shuffle->setChecked(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *form = new QFormLayout;
    form->addRow(tr("Board &size:"), m_size);
    auto *startBox = new QVBoxLayout;
    startBox->addWidget(classic);
    startBox->addWidget(shuffle);
    form->addRow(tr("Start:"), startBox);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    SpinBoxRange::installAll(this);

    const QSettings settings;
    setBoardSize(settings.value(kSizeKey, 4).toInt());
    setStart(settings.value(kShuffleKey, true).toBool() ? Start::Shuffle : Start::ClassicLayout);
}

int FifteenDialog::boardSize() const
{
    return m_size->value();
}

FifteenDialog::Start FifteenDialog::start() const
{
    return Start(m_start->checkedId());
}

void FifteenDialog::setBoardSize(int dim)
{
    m_size->setValue(dim);
}

void FifteenDialog::setStart(Start start)
{
    m_start->button(int(start))->setChecked(true);
}

std::unique_ptr<pb::Puzzle> FifteenDialog::game() const
{
    const int dim = boardSize();
    if (start() == Start::ClassicLayout)
        return std::make_unique<FifteenPuzzle>(FifteenBoard::classicStart(dim));
    return std::make_unique<FifteenPuzzle>(FifteenBoard::randomSolvable(dim, QRandomGenerator::global()->generate64()));
}

std::unique_ptr<pb::Puzzle> FifteenDialog::ask(QWidget *parent)
{
    FifteenDialog dialog(parent);
    if (dialog.exec() != QDialog::Accepted)
        return nullptr;
    QSettings settings;
    settings.setValue(kSizeKey, dialog.boardSize());
    settings.setValue(kShuffleKey, dialog.start() == Start::Shuffle);
    return dialog.game();
}

std::unique_ptr<pb::Puzzle> FifteenDialog::defaultGame()
{
    return std::make_unique<FifteenPuzzle>(FifteenBoard::classicStart(4));
}
