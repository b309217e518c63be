#include "difficultychoice.h"

#include "service/appsettings.h"
#include "service/gameids.h"
#include "service/solverservice.h"
#include "service/translatedmessage.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QLocale>
#include <QDialogButtonBox>
#include <QFile>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace {

// The combo box's entries after the three levels of pb::Difficulty.
constexpr int kExactly = 3;
static_assert(kExactly == AppSettings::kDifficultyLevels - 1);
// Above every family's Exactly range (the largest, Fifteen's 9 x 9, goes to
// 648 slides): the number asked for last is kept whole for a larger board
// while a smaller one shows less.
static_assert(AppSettings::kMostExactMoves >= 648);

} // namespace

DifficultyChoice::DifficultyChoice(AppSettings &settings, const QString &settingsGroup, const QString &movesSuffix,
                                   QWidget *parent)
    : QWidget(parent)
    , m_settings(settings)
    , m_settingsGroup(settingsGroup)
    , m_movesSuffix(movesSuffix)
    , m_level(new QComboBox(this))
    , m_moves(new QSpinBox(this))
    , m_status(new QLabel(this))
{
    m_level->setObjectName(QStringLiteral("difficultyBox"));
    m_level->addItems({tr("Easy"), tr("Medium"), tr("Hard"), tr("Exactly")});
    m_moves->setObjectName(QStringLiteral("exactMovesBox"));
    m_moves->setSuffix(movesSuffix);
    m_moves->setRange(1, 1);
    // A row of its own across the dialog, two lines high whether it shows or
    // not: the dialog neither jumps when the making starts and ends nor has
    // the text cover its inputs, and a refusal wraps within its width.
    m_status->setObjectName(QStringLiteral("difficultyStatus"));
    m_status->setWordWrap(true);
    m_status->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    QSizePolicy row(QSizePolicy::Ignored, QSizePolicy::Minimum);
    row.setHeightForWidth(true);
    row.setRetainSizeWhenHidden(true);
    m_status->setSizePolicy(row);
    m_status->setMinimumHeight(2 * m_status->fontMetrics().lineSpacing());
    m_status->hide();

    m_level->setCurrentIndex(m_settings.difficultyLevel(m_settingsGroup));
    m_wantedMoves = m_settings.exactMoves(m_settingsGroup);
    connect(m_level, &QComboBox::currentIndexChanged, this, &DifficultyChoice::showLevel);

    auto *choices = new QHBoxLayout;
    choices->setContentsMargins(0, 0, 0, 0);
    choices->addWidget(m_level);
    choices->addWidget(m_moves);
    choices->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(choices);
    showLevel();
}

DifficultyChoice::~DifficultyChoice()
{
    // A search still running finishes on its own soon after this and its
    // result is dropped with the watcher.
    m_stop.request_stop();
}

void DifficultyChoice::setLargestMoves(int largest)
{
    // The N last asked for, where the new range allows it.
    m_moves->setRange(1, std::max(1, largest));
    m_moves->setValue(std::clamp(m_wantedMoves, 1, m_moves->maximum()));
}

void DifficultyChoice::nameLevelsInMoves(int largest)
{
    const QStringList levels{tr("Easy"), tr("Medium"), tr("Hard")};
    for (int level = 0; level < int(levels.size()); ++level) {
        const pb::MoveRange range = pb::difficultyRange(pb::Difficulty(level), std::max(1, largest));
        const QString moves = (range.low == range.high ? QLocale().toString(range.low)
                                                       : tr("%L1–%L2", "a range of moves").arg(range.low).arg(range.high))
            + m_movesSuffix;
        m_level->setItemText(level, tr("%1 (%2)", "difficulty (its moves)").arg(levels[level], moves));
    }
}

void DifficultyChoice::setExactOffered(bool offered)
{
    if (!offered && m_level->count() > kExactly) {
        if (m_level->currentIndex() == kExactly)
            m_level->setCurrentIndex(int(pb::Difficulty::Medium));
        m_level->removeItem(kExactly);
    }
    m_moves->setVisible(offered && m_level->currentIndex() == kExactly);
}

void DifficultyChoice::showLevel()
{
    m_moves->setVisible(m_level->currentIndex() == kExactly);
    m_status->hide();
}

void DifficultyChoice::generate(const pb::FamilyInfo &family, pb::GenerateRequest request, bool holdInputs)
{
    drop();
    if (m_level->currentIndex() == kExactly) {
        request.moves = m_moves->value();
        m_wantedMoves = m_moves->value();
    } else {
        request.difficulty = pb::Difficulty(m_level->currentIndex());
    }
    // A fresh puzzle every time.
    request.seed = QRandomGenerator::global()->generate64();
    // The tables a generator solves with are the solvers' (Fifteen's 4 x 4
    // databases, Roller-Board's large distance tables): built once, for both.
    request.cacheDirectory = QFile::encodeName(SolverService::tableCacheDirectory()).toStdString();
    m_generating = true;
    if (holdInputs)
        setInputsEnabled(false);
    showStatus(tr("Making the puzzle…"));

    auto *watcher = new QFutureWatcher<std::shared_ptr<pb::Generated>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, request, making = m_making] {
        watcher->deleteLater();
        if (making != m_making)
            return;
        m_generating = false;
        setInputsEnabled(true);
        std::shared_ptr<pb::Generated> result = watcher->result();
        if (result->puzzle) {
            m_puzzle = std::move(result->puzzle);
            m_madeText = m_puzzle->save();
            m_madeBy = request;
            // Where this machine keeps its tables is no part of the recipe.
            m_madeBy->cacheDirectory.clear();
            m_status->hide();
            emit generated();
            return;
        }
        showStatus(translated(result->reason));
        emit refused();
    });
    watcher->setFuture(QtConcurrent::run([generate = family.generate, request, stop = m_stop.get_token()] {
        return std::make_shared<pb::Generated>(generate(request, stop));
    }));
}

bool DifficultyChoice::readyToAccept(bool made, const pb::FamilyInfo &family,
                                     const std::function<pb::GenerateRequest()> &request)
{
    if (!made || hasPuzzle())
        return true;
    if (!isGenerating())
        generate(family, request());
    else if (m_disabledInputs.isEmpty())
        setInputsEnabled(false);
    return false;
}

void DifficultyChoice::drop()
{
    m_stop.request_stop();
    m_stop = std::stop_source();
    ++m_making;
    m_generating = false;
    m_puzzle.reset();
    m_status->hide();
}

void DifficultyChoice::setInputsEnabled(bool enabled)
{
    if (enabled) {
        for (const QPointer<QWidget> &input : std::as_const(m_disabledInputs)) {
            if (input)
                input->setEnabled(true);
        }
        m_disabledInputs.clear();
        return;
    }
    if (m_ok) {
        m_ok->setEnabled(false);
        m_disabledInputs.append(m_ok);
    }
    // Every input of the dialog but its buttons (Cancel stays; OK is m_ok).
    // Those disabled already (an option's box that is off) stay as they are.
    for (QWidget *input : window()->findChildren<QWidget *>()) {
        const bool isInput = qobject_cast<QAbstractButton *>(input) || qobject_cast<QAbstractSpinBox *>(input)
            || qobject_cast<QComboBox *>(input) || qobject_cast<QAbstractScrollArea *>(input);
        bool inButtonBox = false;
        for (QWidget *parent = input->parentWidget(); parent && !inButtonBox; parent = parent->parentWidget())
            inButtonBox = qobject_cast<QDialogButtonBox *>(parent) != nullptr;
        if (!isInput || inButtonBox || input->testAttribute(Qt::WA_ForceDisabled))
            continue;
        input->setEnabled(false);
        m_disabledInputs.append(input);
    }
}

void DifficultyChoice::showStatus(const QString &text)
{
    m_status->setText(text);
    m_status->show();
}

bool DifficultyChoice::isGenerating() const
{
    return m_generating;
}

std::unique_ptr<pb::Puzzle> DifficultyChoice::takePuzzle()
{
    return std::move(m_puzzle);
}

std::optional<pb::GenerateRequest> DifficultyChoice::recipeOf(const pb::Puzzle &start) const
{
    return m_madeBy && start.save() == m_madeText ? m_madeBy : std::nullopt;
}

void DifficultyChoice::saveSettings() const
{
    m_settings.setDifficulty(m_settingsGroup, m_level->currentIndex(), m_wantedMoves);
}
