#include "reviewdialog.h"

#include "../board/boardscene.h"
#include "../board/boardview.h"
#include "../families.h"
#include "coachoverlay.h"
#include "coachwords.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include "../../core/common/registry.h"
#include "../../service/translatedmessage.h"

ReviewDialog::ReviewDialog(const pb::GameRecord &game, QWidget *parent)
    : QDialog(parent)
    , m_game(game)
    , m_summary(new QLabel(this))
    , m_view(new BoardView(this))
    , m_list(new QListWidget(this))
    , m_verdict(new QLabel(this))
    , m_previous(new QPushButton(this))
    , m_next(new QPushButton(this))
{
    setObjectName(QStringLiteral("reviewDialog"));
    m_summary->setWordWrap(true);
    m_summary->setObjectName(QStringLiteral("reviewSummary"));
    m_verdict->setWordWrap(true);
    m_verdict->setObjectName(QStringLiteral("reviewVerdict"));
    m_list->setObjectName(QStringLiteral("reviewMoves"));

    // The positions along the line, replayed as the record does.
    pb::PuzzlePtr position = m_game.start().clone();
    m_positions.push_back(position->clone());
    for (const std::string &move : m_game.line()) {
        position->apply(move);
        m_positions.push_back(position->clone());
    }
    if (const FamilyUi *family = familyUi(m_game.start().family())) {
        m_scene = family->createScene(this);
        m_view->setScene(m_scene);
    }
    m_view->setMinimumSize(200, 160);
    m_list->setMinimumWidth(180);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    auto *middle = new QHBoxLayout;
    middle->addWidget(m_view, 3);
    auto *side = new QVBoxLayout;
    side->addWidget(m_list, 1);
    side->addWidget(m_verdict);
    middle->addLayout(side, 2);
    layout->addLayout(middle, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_previous, QDialogButtonBox::ActionRole);
    buttons->addButton(m_next, QDialogButtonBox::ActionRole);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_previous, &QPushButton::clicked, this, [this] { showStep(step() - 1); });
    connect(m_next, &QPushButton::clicked, this, [this] { showStep(step() + 1); });
    connect(m_list, &QListWidget::currentRowChanged, this, &ReviewDialog::showStep);

    retranslate();
    fillList();
    resize(760, 480);
    showStep(int(m_positions.size()) - 1);
}

ReviewDialog::~ReviewDialog() = default;

void ReviewDialog::setReview(const pb::GameReview &review)
{
    m_review = review;
    m_working = false;
    const int shown = step();
    fillList();
    showStep(shown);
}

void ReviewDialog::setWorking(bool working)
{
    m_working = working;
    m_summary->setText(summaryText());
}

int ReviewDialog::step() const
{
    return m_list->currentRow();
}

void ReviewDialog::showStep(int step)
{
    step = std::clamp(step, 0, int(m_positions.size()) - 1);
    if (m_list->currentRow() != step) {
        m_list->setCurrentRow(step); // comes back here through currentRowChanged
        return;
    }
    if (m_scene)
        m_scene->setPosition(*m_positions[std::size_t(step)]);
    QList<int> lost;
    QString words;
    if (m_review && step < int(m_review->verdicts.size())) {
        const pb::Assessment &verdict = m_review->verdicts[std::size_t(step)];
        QStringList lines;
        if (step > 0 && step - 1 < int(m_review->moves.size())) {
            const pb::ReviewedMove &move = m_review->moves[std::size_t(step - 1)];
            lines << CoachWords::judgement(move.judgement, *m_positions[std::size_t(step)]);
            if (move.judgement.kind == pb::MoveJudgement::Kind::Lost) {
                for (int cell : m_positions[std::size_t(step - 1)]->cellsOf(move.move))
                    lost << cell;
            }
        }
        lines << CoachWords::verdict(verdict) << CoachWords::facts(verdict) << CoachWords::reason(verdict);
        lines.removeAll(QString());
        words = lines.join(QLatin1Char('\n'));
    }
    if (CoachOverlay *marks = overlay())
        marks->setLostMove(lost);
    m_verdict->setText(words);
    m_previous->setEnabled(step > 0);
    m_next->setEnabled(step + 1 < int(m_positions.size()));
}

void ReviewDialog::fillList()
{
    const QSignalBlocker quiet(m_list);
    const int current = m_list->currentRow();
    m_list->clear();
    m_list->addItem(tr("Start"));
    const std::vector<std::string> &moves = m_game.line();
    for (std::size_t i = 0; i < moves.size(); ++i) {
        QString text = tr("%1. %2").arg(i + 1).arg(QString::fromStdString(moves[i]));
        bool lost = false;
        if (m_review && i < m_review->moves.size()) {
            const pb::ReviewedMove &reviewed = m_review->moves[i];
            if (reviewed.byOpponent)
                text = tr("%1. Computer: %2").arg(i + 1).arg(QString::fromStdString(moves[i]));
            if (const QString mark = CoachWords::mark(reviewed.judgement); !mark.isEmpty())
                text += QStringLiteral("   ") + mark;
            lost = reviewed.judgement.kind == pb::MoveJudgement::Kind::Lost;
        }
        auto *row = new QListWidgetItem(text, m_list);
        if (lost) {
            row->setForeground(QColor(208, 24, 24));
            QFont font = row->font();
            font.setBold(true);
            row->setFont(font);
        }
    }
    m_list->setCurrentRow(std::max(0, current));
    m_summary->setText(summaryText());
}

QString ReviewDialog::summaryText() const
{
    if (!m_review)
        return m_working ? tr("The coach is reviewing the game…") : QString();
    const pb::Puzzle &start = m_game.start();
    QStringList lines;
    QString played = tr("Played: %1.").arg(translated(pb::moveCountText(start, m_review->movesPlayed)));
    if (m_review->fewestFromStart)
        played += QLatin1Char(' ') + tr("The fewest from the start: %1.").arg(translated(pb::moveCountText(start, *m_review->fewestFromStart)));
    lines << played;
    if (m_review->lostAt) {
        const std::size_t at = *m_review->lostAt;
        lines << tr("The goal was lost at move %1 (%2).").arg(at + 1).arg(QString::fromStdString(m_review->moves[at].move));
    } else if (!m_review->verdicts.empty() && m_review->verdicts.front().reach == pb::Reach::Unreachable) {
        lines << tr("The goal was out of reach from the start.");
    } else if (m_review->complete) {
        lines << tr("The goal was never lost.");
    }
    if (!m_review->costly.empty())
        lines << tr("Moves that cost extra: %1, %2 more in all.")
                     .arg(m_review->costly.size())
                     .arg(translated(pb::moveCountText(start, m_review->extraMoves)));
    if (!m_review->complete)
        lines << tr("The review stopped before the end: the rest is not judged.");
    return lines.join(QLatin1Char(' '));
}

QString ReviewDialog::summary() const
{
    return m_summary->text();
}

QString ReviewDialog::verdictShown() const
{
    return m_verdict->text();
}

void ReviewDialog::retranslate()
{
    setWindowTitle(tr("Review of the Game"));
    m_previous->setText(tr("&Previous"));
    m_next->setText(tr("&Next"));
}

void ReviewDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        const int shown = step();
        fillList();
        showStep(shown);
    }
    QDialog::changeEvent(event);
}
