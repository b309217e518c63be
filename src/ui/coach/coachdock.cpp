#include "coachdock.h"

#include <QEvent>
#include <QLabel>
#include <QListWidget>
#include <QScrollArea>
#include <QToolButton>
#include <QVBoxLayout>

namespace {

QLabel *wrappingLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setTextFormat(Qt::PlainText);
    label->hide();
    return label;
}

void showText(QLabel *label, const QString &text)
{
    label->setText(text);
    label->setVisible(!text.isEmpty());
}

} // namespace

CoachDock::CoachDock(QWidget *parent)
    : QDockWidget(parent)
{
    setObjectName(QStringLiteral("coachDock"));
    // View ▸ Coach shows and hides it, and turns the coach on and off with it.
    setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    auto *body = new QWidget;
    auto *layout = new QVBoxLayout(body);
    m_verdict = wrappingLabel(body);
    m_verdict->setObjectName(QStringLiteral("coachVerdict"));
    QFont bold = m_verdict->font();
    bold.setBold(true);
    m_verdict->setFont(bold);
    m_facts = wrappingLabel(body);
    m_judgement = wrappingLabel(body);
    m_judgement->setObjectName(QStringLiteral("coachJudgement"));
    m_thinking = wrappingLabel(body);
    m_showWhy = new QToolButton(body);
    m_showWhy->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_showWhy->hide();
    m_proof = wrappingLabel(body);
    m_proof->setObjectName(QStringLiteral("coachProof"));
    m_historyTitle = new QLabel(body);
    m_historyTitle->setWordWrap(true);
    m_history = new QListWidget(body);
    m_history->setObjectName(QStringLiteral("coachHistory"));
    m_history->setSelectionMode(QAbstractItemView::NoSelection);
    m_history->setMinimumHeight(60);
    m_history->setMinimumWidth(0);
    m_history->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    for (QWidget *widget : {static_cast<QWidget *>(m_verdict), static_cast<QWidget *>(m_facts),
                            static_cast<QWidget *>(m_judgement), static_cast<QWidget *>(m_thinking)})
        layout->addWidget(widget);
    layout->addWidget(m_showWhy, 0, Qt::AlignLeft);
    layout->addWidget(m_proof);
    layout->addWidget(m_historyTitle);
    layout->addWidget(m_history, 1);
    layout->addStretch();

    // A small window keeps every word one scroll away.
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    // The words wrap to the panel's width; only the list scrolls sideways.
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(body);
    setWidget(scroll);
    retranslate();
}

void CoachDock::setShowWhyAction(QAction *action)
{
    m_showWhy->setDefaultAction(action);
}

void CoachDock::setVerdict(const QString &verdict, const QStringList &facts, const QString &reason,
                           const QString &judgement, bool lost)
{
    showText(m_verdict, verdict);
    QStringList lines = facts;
    if (!reason.isEmpty())
        lines.prepend(reason);
    showText(m_facts, lines.join(QLatin1Char('\n')));
    showText(m_judgement, judgement);
    // Red and the words both say it: the colour is never the only sign.
    m_judgement->setStyleSheet(lost ? QStringLiteral("color: #d01818; font-weight: bold;") : QString());
    m_showWhy->setVisible(m_showWhy->defaultAction() && m_showWhy->defaultAction()->isEnabled());
}

void CoachDock::showWaiting()
{
    setVerdict(tr("The coach waits until the board designed is played."), {}, {}, {}, false);
    setThinking(false);
    setProof({});
}

void CoachDock::setThinking(bool thinking)
{
    m_thinkingShown = thinking;
    showText(m_thinking, thinking ? tr("Thinking…") : QString());
}

void CoachDock::setProof(const QStringList &sentences)
{
    showText(m_proof, sentences.join(QLatin1Char('\n')));
    m_showWhy->setVisible(m_showWhy->defaultAction() && m_showWhy->defaultAction()->isEnabled());
}

void CoachDock::setHistory(const QStringList &moves, const QStringList &marks, const QList<bool> &lost)
{
    m_history->clear();
    for (int i = 0; i < moves.size(); ++i) {
        QString text = tr("%1. %2").arg(i + 1).arg(moves[i]);
        if (!marks.value(i).isEmpty())
            text += QStringLiteral("   ") + marks[i];
        auto *row = new QListWidgetItem(text, m_history);
        if (lost.value(i)) {
            row->setForeground(QColor(208, 24, 24));
            QFont font = row->font();
            font.setBold(true);
            row->setFont(font);
        }
    }
    m_history->scrollToBottom();
    m_historyTitle->setVisible(!moves.isEmpty());
    m_history->setVisible(!moves.isEmpty());
}

void CoachDock::retranslate()
{
    setWindowTitle(tr("Coach"));
    m_historyTitle->setText(tr("Moves, as the coach judged them:"));
    if (m_thinkingShown)
        setThinking(true);
}

void CoachDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDockWidget::changeEvent(event);
}

QString CoachDock::verdictText() const
{
    return m_verdict->text();
}

QString CoachDock::judgementText() const
{
    return m_judgement->text();
}

QString CoachDock::factsText() const
{
    return m_facts->isHidden() ? QString() : m_facts->text();
}

QString CoachDock::proofText() const
{
    return m_proof->isHidden() ? QString() : m_proof->text();
}
