#include "nimnewgamedialog.h"

#include "nimmatch.h"
#include "nimsettings.h"
#include "../widgets/difficultychoice.h"
#include "core/nim/nimgenerator.h"
#include "service/appsettings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QVBoxLayout>

using pb::nim::kMaxHeaps;
using pb::nim::kMaxStones;
using pb::nim::Level;
using pb::nim::NimPuzzle;
using pb::nim::Player;

namespace {

std::vector<int> savedHeaps(const AppSettings &settings)
{
    std::vector<int> heaps = NimSettings::heaps(settings, kMaxStones);
    if (heaps.empty() || heaps.size() > std::size_t(kMaxHeaps) || pb::nim::isOver(heaps))
        return NimPuzzle::classicGame().heaps();
    return heaps;
}

NimPuzzle::Rules freshRules(bool misere, Player starts, Level level)
{
    NimPuzzle::Rules rules;
    rules.misere = misere;
    rules.starts = starts;
    rules.level = level;
    rules.seed = QRandomGenerator::global()->generate64();
    return rules;
}

} // namespace

NimNewGameDialog::NimNewGameDialog(AppSettings &settings, QWidget *parent)
    : QDialog(parent)
    , m_settings(settings)
{
    setWindowTitle(tr("New Game of Nim"));

    // Made in the order of the form, which is the order Tab goes through them.
    m_heapCount = new QSpinBox(this);
    m_heapCount->setRange(1, kMaxHeaps);
    QGridLayout *heapGrid = createHeapBoxes();
    QHBoxLayout *presets = createPresets();
    QHBoxLayout *dealRow = createDealRow();

    m_misere = new QCheckBox(tr("&Misère: whoever takes the last stone loses"), this);
    m_starter = new QComboBox(this);
    m_level = new QComboBox(this);
    m_level->addItem(tr("Perfect: never misses a winning move"));
    m_level->addItem(tr("Fallible: makes a mistake now and then"));
    QHBoxLayout *scoreRow = createScoreRow();

    auto *form = new QFormLayout;
    form->addRow(tr("&Heaps:"), m_heapCount);
    form->addRow(tr("Stones:"), heapGrid);
    form->addRow(QString(), presets);
    form->addRow(tr("Deal heaps:"), dealRow);
    form->addRow(tr("Rules:"), m_misere);
    form->addRow(tr("&First move:"), m_starter);
    m_verdict = new QLabel(this);
    m_verdict->setObjectName(QStringLiteral("nimVerdict"));
    m_verdict->setWordWrap(true);
    form->addRow(QString(), m_verdict);
    form->addRow(tr("&Computer:"), m_level);
    form->addRow(tr("Score:"), scoreRow);

    m_problem = new QLabel(tr("Put at least one stone on the table."), this);
    m_problem->setStyleSheet(QStringLiteral("color: #b3261e"));
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Play"));

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(m_difficulty->statusLabel());
    layout->addWidget(m_buttons);

    connect(m_heapCount, &QSpinBox::valueChanged, this, &NimNewGameDialog::updateHeapBoxes);
    connect(m_misere, &QCheckBox::toggled, this, &NimNewGameDialog::updateVerdict);
    connect(m_starter, &QComboBox::currentIndexChanged, this, &NimNewGameDialog::updateVerdict);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    refreshStarters();
    m_starter->setCurrentIndex(NimSettings::starter(m_settings, int(LoserStarts), m_starter->count()));
    m_misere->setChecked(NimSettings::misere(m_settings));
    m_level->setCurrentIndex(NimSettings::fallible(m_settings) ? 1 : 0);
    setHeaps(savedHeaps(m_settings));
    updateVerdict();
}

QGridLayout *NimNewGameDialog::createHeapBoxes()
{
    auto *heapGrid = new QGridLayout;
    for (int heap = 0; heap < kMaxHeaps; ++heap) {
        auto *box = new QSpinBox(this);
        box->setRange(0, kMaxStones);
        box->setAccessibleName(tr("Stones in heap %1").arg(QLatin1Char(pb::nim::heapLetter(heap))));
        auto *label = new QLabel(QStringLiteral("%1:").arg(QLatin1Char(pb::nim::heapLetter(heap))), this);
        label->setBuddy(box);
        heapGrid->addWidget(label, heap / 4, (heap % 4) * 2, Qt::AlignRight);
        heapGrid->addWidget(box, heap / 4, (heap % 4) * 2 + 1);
        m_heapBoxes.append(box);
        connect(box, &QSpinBox::valueChanged, this, &NimNewGameDialog::updateHeapBoxes);
    }
    return heapGrid;
}

QHBoxLayout *NimNewGameDialog::createPresets()
{
    auto *classicButton = new QPushButton(tr("&Classic 5, 4, 3"), this);
    auto *randomButton = new QPushButton(tr("&Random Heaps"), this);
    auto *presets = new QHBoxLayout;
    presets->addWidget(classicButton);
    presets->addWidget(randomButton);
    presets->addStretch();
    connect(classicButton, &QPushButton::clicked, this, [this] { setHeaps(NimPuzzle::classicGame().heaps()); });
    connect(randomButton, &QPushButton::clicked, this, &NimNewGameDialog::randomHeaps);
    return presets;
}

QHBoxLayout *NimNewGameDialog::createDealRow()
{
    m_difficulty = new DifficultyChoice(m_settings, QStringLiteral("nim"), QString(), this);
    m_difficulty->setExactOffered(false);
    m_difficulty->levelBox()->setToolTip(tr("Easy: 3 heaps of up to 7 stones; medium: 4 of up to 12; hard: 5 of up to 20."));
    m_value = new QComboBox(this);
    m_value->addItem(tr("that you can win"));
    m_value->addItem(tr("that the computer can win"));
    m_deal = new QPushButton(tr("&Deal"), this);
    auto *dealRow = new QHBoxLayout;
    dealRow->addWidget(m_difficulty);
    dealRow->addWidget(m_value);
    dealRow->addWidget(m_deal);
    dealRow->addStretch();

    connect(m_deal, &QPushButton::clicked, this, [this] {
        pb::GenerateRequest request;
        // The generator deals for the player to move first.
        request.winning = (m_value->currentIndex() == 0) == (starter() == Player::Human);
        // m_misere is made after this row, before anyone can press Deal.
        if (m_misere->isChecked())
            request.options.emplace_back(pb::nim::kMisere);
        m_deal->setEnabled(false);
        m_difficulty->generate(*pb::familyById(NimPuzzle::kFamily), request);
    });
    const auto dealt = [this] {
        m_deal->setEnabled(true);
        if (const std::unique_ptr<pb::Puzzle> game = m_difficulty->takePuzzle())
            setHeaps(dynamic_cast<const NimPuzzle &>(*game).heaps());
    };
    connect(m_difficulty, &DifficultyChoice::generated, this, dealt);
    connect(m_difficulty, &DifficultyChoice::refused, this, dealt);
    return dealRow;
}

QHBoxLayout *NimNewGameDialog::createScoreRow()
{
    m_score = new QLabel(this);
    auto *resetButton = new QPushButton(tr("R&eset Score"), this);
    auto *scoreRow = new QHBoxLayout;
    scoreRow->addWidget(m_score, 1);
    scoreRow->addWidget(resetButton);
    connect(resetButton, &QPushButton::clicked, this, [this] {
        NimMatch::reset(m_settings);
        refreshStarters();
    });
    return scoreRow;
}

void NimNewGameDialog::refreshStarters()
{
    const int current = std::max(0, m_starter->currentIndex());
    m_starter->clear();
    // Before the match's first game there is no loser to name: the person starts.
    const bool firstGame = NimMatch::humanWins(m_settings) + NimMatch::computerWins(m_settings) == 0;
    if (NimMatch::nextStarter(m_settings) == Player::Computer)
        m_starter->addItem(tr("Loser of the last game (the computer)"));
    else if (firstGame)
        m_starter->addItem(tr("You (then the loser of each game)"));
    else
        m_starter->addItem(tr("Loser of the last game (you)"));
    m_starter->addItem(tr("You"));
    m_starter->addItem(tr("The computer"));
    m_starter->setCurrentIndex(current);
    m_score->setText(tr("You %1, the computer %2").arg(NimMatch::humanWins(m_settings)).arg(NimMatch::computerWins(m_settings)));
}

Player NimNewGameDialog::starter() const
{
    if (m_starter->currentIndex() == HumanStarts)
        return Player::Human;
    if (m_starter->currentIndex() == ComputerStarts)
        return Player::Computer;
    return NimMatch::nextStarter(m_settings);
}

std::vector<int> NimNewGameDialog::heaps() const
{
    std::vector<int> heaps;
    for (int heap = 0; heap < m_heapCount->value(); ++heap)
        heaps.push_back(m_heapBoxes.at(heap)->value());
    return heaps;
}

std::unique_ptr<NimPuzzle> NimNewGameDialog::game() const
{
    const Level level = m_level->currentIndex() == 1 ? Level::Fallible : Level::Perfect;
    return std::make_unique<NimPuzzle>(heaps(), freshRules(m_misere->isChecked(), starter(), level));
}

// Who moves first and who wins with perfect play, said in full with every
// change, so that "the loser of the last game" never deals a lost game unseen.
void NimNewGameDialog::updateVerdict()
{
    const std::vector<int> stones = heaps();
    if (pb::nim::isOver(stones)) {
        m_verdict->clear();
        return;
    }
    const bool firstWins = pb::nim::isWinning(stones, m_misere->isChecked());
    if (starter() == Player::Human) {
        m_verdict->setText(firstWins ? tr("You move first and can win with perfect play.")
                                     : tr("You move first, but the computer can win: you lose against perfect play."));
    } else {
        m_verdict->setText(firstWins ? tr("The computer moves first and can win: you lose against perfect play.")
                                     : tr("The computer moves first, but you can win with perfect play."));
    }
}

std::unique_ptr<pb::Puzzle> NimNewGameDialog::ask(QWidget *parent, AppSettings &settings, std::optional<pb::GenerateRequest> &recipe)
{
    NimNewGameDialog dialog(settings, parent);
    if (dialog.exec() != QDialog::Accepted)
        return nullptr;
    dialog.save();
    std::unique_ptr<NimPuzzle> game = dialog.game();
    recipe = dialog.m_difficulty->recipeOf(*game);
    return game;
}

std::unique_ptr<pb::Puzzle> NimNewGameDialog::defaultGame(const AppSettings &settings)
{
    const Level level = NimSettings::fallible(settings) ? Level::Fallible : Level::Perfect;
    return std::make_unique<NimPuzzle>(savedHeaps(settings),
                                       freshRules(NimSettings::misere(settings), NimMatch::nextStarter(settings), level));
}

void NimNewGameDialog::updateHeapBoxes()
{
    bool anyStone = false;
    for (int heap = 0; heap < kMaxHeaps; ++heap) {
        const bool used = heap < m_heapCount->value();
        m_heapBoxes.at(heap)->setEnabled(used);
        anyStone = anyStone || (used && m_heapBoxes.at(heap)->value() > 0);
    }
    m_problem->setVisible(!anyStone);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(anyStone);
    updateVerdict();
}

void NimNewGameDialog::setHeaps(const std::vector<int> &heaps)
{
    m_heapCount->setValue(int(heaps.size()));
    for (int heap = 0; heap < kMaxHeaps; ++heap)
        m_heapBoxes.at(heap)->setValue(heap < int(heaps.size()) ? heaps[std::size_t(heap)] : 0);
    updateHeapBoxes();
}

void NimNewGameDialog::randomHeaps()
{
    auto *random = QRandomGenerator::global();
    std::vector<int> heaps(std::size_t(random->bounded(3, 6)));
    for (int &size : heaps)
        size = random->bounded(1, 10);
    setHeaps(heaps);
}

void NimNewGameDialog::save() const
{
    NimSettings::setNewGame(m_settings, heaps(), m_misere->isChecked(), m_starter->currentIndex(), m_level->currentIndex() == 1);
    m_difficulty->saveSettings();
}
