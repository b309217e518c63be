#include "solutiondock.h"

#include "service/appsettings.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSlider>
#include <QStyledItemDelegate>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace {

// A text that wraps to the panel's width and never widens it: the board
// keeps its size when the introduction, a caption or a report changes.
void wrapWithin(QLabel *label)
{
    label->setWordWrap(true);
    QSizePolicy wrapping(QSizePolicy::Ignored, QSizePolicy::Preferred);
    wrapping.setHeightForWidth(true);
    label->setSizePolicy(wrapping);
}

// The solution's moves. QListView (Qt 6.4) tells a screen reader that its
// new current row has the focus even while the list has none, so each step
// played from the board, a hint or a solve would pull the screen reader's
// focus here while the keys still act on the board. Without the focus the
// list only moves its highlight.
class SolutionList : public QListWidget {
public:
    using QListWidget::QListWidget;

protected:
    void currentChanged(const QModelIndex &current, const QModelIndex &previous) override
    {
        if (hasFocus())
            QListWidget::currentChanged(current, previous);
        else
            QAbstractItemView::currentChanged(current, previous);
    }

    // The panel makes room for what comes and goes below the list (the
    // game-over offer at a win): the step shown stays in sight.
    void resizeEvent(QResizeEvent *event) override
    {
        QListWidget::resizeEvent(event);
        if (QListWidgetItem *shown = currentItem())
            scrollToItem(shown);
    }
};

// Rows as high as their text wrapped to the list's width: QListView asks a
// row's size without a width, so a long chain of jumps would be one line
// wider than the panel.
class WrappingRows : public QStyledItemDelegate {
public:
    explicit WrappingRows(QListView *list)
        : QStyledItemDelegate(list)
        , m_list(list)
    {
    }

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        const QSize oneLine = QStyledItemDelegate::sizeHint(option, index);
        const int width = m_list->viewport()->width();
        if (oneLine.width() <= width)
            return oneLine;
        // The text's margins as the one-line row has them.
        const QString text = index.data().toString();
        const int margins = oneLine.width() - option.fontMetrics.horizontalAdvance(text);
        const QRect wrapped = option.fontMetrics.boundingRect(QRect(0, 0, std::max(1, width - margins), QWIDGETSIZE_MAX),
                                                              Qt::TextWordWrap, text);
        return {width, oneLine.height() - option.fontMetrics.height() + wrapped.height()};
    }

private:
    QListView *m_list;
};

// Scrolls the panel's body up and down, never sideways: it is as narrow as
// the body's widest fixed row (the step buttons, the pace) and a scroll bar.
// The panel's minimum follows the body's as its rows come and go.
class PanelScroller : public QScrollArea {
public:
    using QScrollArea::QScrollArea;

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == widget() && event->type() == QEvent::LayoutRequest) {
            const int narrowest = widget()->minimumSizeHint().width() + verticalScrollBar()->sizeHint().width() + 2 * frameWidth();
            if (minimumWidth() != narrowest)
                setMinimumWidth(narrowest);
        }
        return QScrollArea::eventFilter(watched, event);
    }
};

} // namespace

SolutionDock::SolutionDock(QWidget *parent)
    : QDockWidget(parent)
{
    setObjectName(QStringLiteral("solutionDock"));
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    addReport(layout);
    addCaption(layout);
    addMoveList(layout);
    addPace(layout);
    setPaceMillis(AppSettings::kDefaultPaceMillis);
    retranslate();
    // In a window too low for the report, the list and the pace together,
    // the panel scrolls rather than cutting them off. Its narrowest is the
    // step buttons' and the pace's, set once: the buttons that come and go
    // (Try Again, Show More) shrink to the room there is rather than widen
    // the panel in a longer language.
    for (QPushButton *button : {m_retry, m_preferences, m_explain, m_showAll})
        button->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    auto *scroller = new PanelScroller(this);
    scroller->setObjectName(QStringLiteral("solutionScroller"));
    scroller->setFrameShape(QFrame::NoFrame);
    scroller->setWidgetResizable(true);
    scroller->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroller->setWidget(body);
    setWidget(scroller);
}

// What the latest search says, with Try Again and Preferences when it gave up.
void SolutionDock::addReport(QVBoxLayout *layout)
{
    QWidget *body = layout->parentWidget();
    // The core's reasons are plain text, never markup.
    m_report = new QLabel(body);
    m_report->setObjectName(QStringLiteral("solverReport"));
    wrapWithin(m_report);
    m_report->setTextFormat(Qt::PlainText);
    m_report->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_report->hide();
    layout->addWidget(m_report);
    m_retryRow = new QWidget(body);
    // One above the other, so a narrow panel need not widen for them.
    auto *retryLayout = new QVBoxLayout(m_retryRow);
    retryLayout->setContentsMargins(0, 0, 0, 0);
    m_retry = new QPushButton(m_retryRow);
    m_retry->setObjectName(QStringLiteral("retryButton"));
    m_preferences = new QPushButton(m_retryRow);
    m_preferences->setObjectName(QStringLiteral("preferencesButton"));
    retryLayout->addWidget(m_retry, 0, Qt::AlignLeft);
    retryLayout->addWidget(m_preferences, 0, Qt::AlignLeft);
    m_retryRow->hide();
    layout->addWidget(m_retryRow);
    m_explain = new QPushButton(body);
    m_explain->setObjectName(QStringLiteral("hintExplanationButton"));
    m_explain->hide();
    layout->addWidget(m_explain, 0, Qt::AlignLeft);
    connect(m_explain, &QPushButton::clicked, this, &SolutionDock::explanationRequested);
    connect(m_retry, &QPushButton::clicked, this, &SolutionDock::retryRequested);
    connect(m_preferences, &QPushButton::clicked, this, &SolutionDock::preferencesRequested);
}

void SolutionDock::placeBelowReport(QWidget *row)
{
    // The panel's body, inside the scroller that widget() is.
    auto *layout = static_cast<QVBoxLayout *>(m_explain->parentWidget()->layout());
    layout->insertWidget(layout->indexOf(m_explain) + 1, row, 0, Qt::AlignLeft);
}

void SolutionDock::addCaption(QVBoxLayout *layout)
{
    QWidget *body = layout->parentWidget();
    m_caption = new QLabel(body);
    m_caption->setObjectName(QStringLiteral("solutionCaption"));
    wrapWithin(m_caption);
    m_caption->setTextFormat(Qt::PlainText);
    layout->addWidget(m_caption);
    m_setAsideNote = new QLabel(body);
    wrapWithin(m_setAsideNote);
    m_setAsideNote->setObjectName(QStringLiteral("setAsideNote"));
    m_setAsideNote->hide();
    layout->addWidget(m_setAsideNote);
}

void SolutionDock::addMoveList(QVBoxLayout *layout)
{
    QWidget *body = layout->parentWidget();
    m_list = new SolutionList(body);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setAlternatingRowColors(true);
    // A long move's name is cut short ("…") rather than widening the panel
    // when a solution arrives.
    m_list->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Expanding);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // A long chain of jumps ("5-17-15-27-29-…") wraps after its hyphens to
    // be read whole; a word too long for any line ends in "…".
    m_list->setWordWrap(true);
    m_list->setResizeMode(QListView::Adjust);
    m_list->setItemDelegate(new WrappingRows(m_list));
    m_list->setTextElideMode(Qt::ElideRight);
    layout->addWidget(m_list, 1);
    // With no moves to list, the texts above take the room and the rest stays empty.
    m_list->hide();
    layout->addStretch(0);
    // itemClicked, not currentRowChanged: only a person's click asks for a jump,
    // never the highlight the window sets while stepping.
    connect(m_list, &QListWidget::itemClicked, this,
            [this](QListWidgetItem *item) { emit stepRequested(m_list->row(item)); });
    m_showAll = new QPushButton(body);
    m_showAll->setObjectName(QStringLiteral("showAllMovesButton"));
    m_showAll->hide();
    layout->addWidget(m_showAll, 0, Qt::AlignLeft);
    connect(m_showAll, &QPushButton::clicked, this, &SolutionDock::showAllRequested);

    m_buttons = new QWidget(body);
    // Like a player's controls, the steps keep their order in a right-to-left
    // window: back on the left, as Ctrl+Left, the way the arrows point.
    m_buttons->setLayoutDirection(Qt::LeftToRight);
    auto *buttonRow = new QHBoxLayout(m_buttons);
    buttonRow->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_buttons);
}

void SolutionDock::addPace(QVBoxLayout *layout)
{
    QWidget *body = layout->parentWidget();
    auto *paceRow = new QHBoxLayout;
    m_paceTitle = new QLabel(body);
    m_pace = new QSlider(Qt::Horizontal, body);
    // From fast to slow; its value is milliseconds per move.
    m_pace->setRange(AppSettings::kFastestPaceMillis, AppSettings::kSlowestPaceMillis);
    m_pace->setSingleStep(50);
    m_pace->setPageStep(250);
    m_pace->setInvertedAppearance(true); // right is faster
    m_paceTitle->setBuddy(m_pace);
    m_paceLabel = new QLabel(body);
    paceRow->addWidget(m_paceTitle);
    paceRow->addWidget(m_pace, 1);
    paceRow->addWidget(m_paceLabel);
    layout->addLayout(paceRow);
    connect(m_pace, &QSlider::valueChanged, this, [this](int millis) {
        showPace();
        emit paceChanged(millis);
    });
}

void SolutionDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDockWidget::changeEvent(event);
}

void SolutionDock::retranslate()
{
    setWindowTitle(tr("Solution"));
    m_preferences->setText(tr("Preferences…"));
    m_explain->setText(tr("&Why This Move?"));
    // Not "play onto one of its positions": a position alone does not bring
    // it back, the way along the line does (GameSession::isOnSolution()).
    m_setAsideNote->setText(tr("<b>Set aside:</b> you left this line. Undo or Redo back onto it, or play "
                               "its moves again, and it returns."));
    m_list->setAccessibleName(tr("Solution moves"));
    m_paceTitle->setText(tr("Pace:"));
    m_pace->setAccessibleName(tr("Playback pace"));
    m_paceLabel->setMinimumWidth(m_paceLabel->fontMetrics().horizontalAdvance(tr("%L1 s").arg(2.0, 0, 'f', 1)) + 8);
    showPace();
    const int step = m_step;
    setSolution(m_moves, m_captionText, m_computerMoves);
    setCurrentStep(step);
}

void SolutionDock::showPace()
{
    m_paceLabel->setText(tr("%L1 s").arg(m_pace->value() / 1000.0, 0, 'f', 1));
}

void SolutionDock::setPlayerActions(QAction *first, QAction *back, QAction *playPause,
                                    QAction *forward, QAction *last)
{
    auto *row = static_cast<QHBoxLayout *>(m_buttons->layout());
    for (QAction *action : {first, back, playPause, forward, last}) {
        auto *button = new QToolButton(m_buttons);
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonIconOnly);
        button->setAutoRaise(true);
        row->addWidget(button);
    }
    row->addStretch(1);
}

void SolutionDock::setSolution(const QStringList &moves, const QString &caption, const QList<bool> &computerMoves)
{
    m_moves = moves;
    m_computerMoves = computerMoves.size() == moves.size() ? computerMoves : QList<bool>();
    m_captionText = caption;
    updatePlaceholder();
    listMoves();
    setCurrentStep(0);
}

void SolutionDock::setShownSteps(int steps)
{
    if (steps == m_shownSteps)
        return;
    m_shownSteps = steps;
    listMoves();
    setCurrentStep(m_step);
}

void SolutionDock::listMoves()
{
    const QSignalBlocker blocker(m_list);
    m_list->clear();
    m_list->setVisible(!m_moves.isEmpty());
    const int shown = m_shownSteps < 0 ? int(m_moves.size()) : std::min(m_shownSteps, int(m_moves.size()));
    const int unlisted = int(m_moves.size()) - shown;
    m_showAll->setVisible(unlisted > 0);
    m_showAll->setText(tr("Show %Ln More Move(s)", nullptr, unlisted));
    if (m_moves.isEmpty())
        return;
    m_list->addItem(tr("Start"));
    for (int i = 0; i < shown; ++i) {
        QString row = tr("%1. %2").arg(i + 1).arg(m_moves[i]);
        if (!m_computerMoves.isEmpty())
            row = m_computerMoves[i] ? tr("%1. Computer: %2", "step, move").arg(i + 1).arg(m_moves[i])
                                     : tr("%1. You: %2", "step, move").arg(i + 1).arg(m_moves[i]);
        auto *item = new QListWidgetItem(row, m_list);
        // A long chain of jumps ends in "…" in a narrow panel: the tooltip has it whole.
        item->setToolTip(item->text());
    }
}

void SolutionDock::setReport(const QString &text, const QString &retryText)
{
    m_report->setText(text);
    m_report->setVisible(!text.isEmpty());
    m_retry->setText(retryText);
    m_retryRow->setVisible(!retryText.isEmpty());
    updatePlaceholder();
}

QString SolutionDock::report() const
{
    return m_report->text();
}

void SolutionDock::setExplanationOffered(bool offered)
{
    m_explain->setVisible(offered);
}

void SolutionDock::setIntroduction(const QString &text)
{
    m_introduction = text;
    updatePlaceholder();
}

QString SolutionDock::introductionShown() const
{
    return m_captionText.isEmpty() && m_report->text().isEmpty() ? m_introduction : QString();
}

// With nothing found and nothing being said of a search, the panel says how
// to play and where to ask for help: every time it is empty, not only on the
// first start, as it costs the board nothing and a new puzzle family may be
// new to the player at any time.
void SolutionDock::updatePlaceholder()
{
    const QString introduction = introductionShown();
    m_caption->setText(introduction.isEmpty() ? m_captionText : introduction);
    m_caption->setVisible(!m_caption->text().isEmpty());
}

void SolutionDock::setCurrentStep(int step)
{
    m_step = step;
    const QSignalBlocker blocker(m_list);
    if (step < 0 || step >= m_list->count()) {
        m_list->setCurrentRow(-1);
        return;
    }
    m_list->setCurrentRow(step);
    m_list->scrollToItem(m_list->item(step));
}

void SolutionDock::setSetAside(bool setAside)
{
    m_setAside = setAside;
    m_setAsideNote->setVisible(setAside);
    m_list->setEnabled(!setAside);
}

int SolutionDock::paceMillis() const
{
    return m_pace->value();
}

void SolutionDock::setPaceMillis(int millis)
{
    m_pace->setValue(std::clamp(millis, AppSettings::kFastestPaceMillis, AppSettings::kSlowestPaceMillis));
}
