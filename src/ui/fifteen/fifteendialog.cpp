#include "fifteendialog.h"
#include "fifteensettings.h"
#include "../widgets/difficultychoice.h"
#include "../widgets/spinboxrange.h"

#include "core/fifteen/fifteengenerator.h"
#include "core/fifteen/fifteenpuzzle.h"
#include "service/appsettings.h"

#include <QButtonGroup>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QVBoxLayout>

using pb::fifteen::FifteenBoard;
using pb::fifteen::FifteenPuzzle;

namespace {
} // namespace

FifteenDialog::FifteenDialog(AppSettings &settings, QWidget *parent)
    : QDialog(parent)
    , m_settings(settings)
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
    auto *made = new QRadioButton(this);
    made->setObjectName(QStringLiteral("difficultyButton"));
    m_start->addButton(made, int(Start::MadeToDifficulty));
    m_difficulty = new DifficultyChoice(m_settings, QStringLiteral("fifteen"), tr(" slides"), this);
    m_difficulty->setEnabled(false);
    connect(made, &QRadioButton::toggled, m_difficulty, &QWidget::setEnabled);
    // On 5 x 5 and larger nothing proves a board's fewest slides: the row
    // says what it makes there, random slides from the goal, and promises no
    // count of moves to solve it.
    const auto showSize = [this, made](int dim) {
        m_difficulty->setLargestMoves(pb::fifteen::largestGeneratedMoves(dim));
        m_difficulty->nameLevelsInMoves(pb::fifteen::largestGeneratedMoves(dim));
        if (pb::fifteen::generatesFewestSlides(dim)) {
            made->setText(tr("&Fewest slides:"));
            made->setToolTip(tr("A board whose fewest slides are exactly that many. 3 × 3: easy 8 to 15 "
                                "slides, medium 16 to 24, hard 25 to 31. 4 × 4: easy 14 to 25, medium 26 "
                                "to 39, hard 40 to 50; the first 4 × 4 builds the solver's tables (a few "
                                "seconds, once)."));
        } else {
            made->setText(tr("&Slides from the goal:"));
            made->setToolTip(tr("On 5 × 5 and larger boards, that many random slides from the goal. It "
                                "may be solved in fewer: nothing proves the fewest on a board this large."));
        }
    };
    showSize(m_size->value());
    connect(m_size, &QSpinBox::valueChanged, this, showSize);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &FifteenDialog::accept);
    m_difficulty->setOkButton(buttons->button(QDialogButtonBox::Ok));
    connect(m_difficulty, &DifficultyChoice::generated, this, &FifteenDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *form = new QFormLayout;
    form->addRow(tr("Board &size:"), m_size);
    auto *startBox = new QVBoxLayout;
    startBox->addWidget(classic);
    startBox->addWidget(shuffle);
    auto *madeRow = new QHBoxLayout;
    madeRow->addWidget(made, 0, Qt::AlignTop);
    madeRow->addWidget(m_difficulty, 1);
    startBox->addLayout(madeRow);
    form->addRow(tr("Start:"), startBox);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_difficulty->statusLabel());
    layout->addWidget(buttons);
    SpinBoxRange::installAll(this);

    const FifteenSettings::NewGame last = FifteenSettings::newGame(m_settings, pb::fifteen::kMinDim, pb::fifteen::kMaxDim);
    setBoardSize(last.size);
    setStart(last.shuffle ? Start::Shuffle : Start::ClassicLayout);
    if (last.madeToDifficulty)
        setStart(Start::MadeToDifficulty);
}

void FifteenDialog::accept()
{
    const bool ready = m_difficulty->readyToAccept(start() == Start::MadeToDifficulty,
                                                   *pb::familyById(FifteenPuzzle::kFamily), [this] {
        pb::GenerateRequest request;
        request.rows = boardSize();
        return request;
    });
    if (ready)
        QDialog::accept();
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
    if (start() == Start::MadeToDifficulty)
        return m_difficulty->takePuzzle();
    return std::make_unique<FifteenPuzzle>(FifteenBoard::randomSolvable(dim, QRandomGenerator::global()->generate64()));
}

std::unique_ptr<pb::Puzzle> FifteenDialog::ask(QWidget *parent, AppSettings &settings, std::optional<pb::GenerateRequest> &recipe)
{
    FifteenDialog dialog(settings, parent);
    if (dialog.exec() != QDialog::Accepted)
        return nullptr;
    FifteenSettings::setNewGame(
        settings, {dialog.boardSize(), dialog.start() == Start::Shuffle, dialog.start() == Start::MadeToDifficulty});
    dialog.m_difficulty->saveSettings();
    std::unique_ptr<pb::Puzzle> game = dialog.game();
    recipe = dialog.m_difficulty->recipeOf(*game);
    return game;
}

std::unique_ptr<pb::Puzzle> FifteenDialog::defaultGame(const AppSettings &)
{
    return std::make_unique<FifteenPuzzle>(FifteenBoard::classicStart(4));
}
