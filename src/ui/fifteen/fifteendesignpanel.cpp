#include "fifteendesignpanel.h"

#include "../widgets/spinboxrange.h"
#include "fifteendesigner.h"
#include "core/common/puzzle.h"
#include "service/translatedmessage.h"

#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

FifteenDesignPanel::FifteenDesignPanel(FifteenDesigner *designer, QWidget *parent)
    : QWidget(parent)
    , m_designer(designer)
    , m_clicksLabel(new QLabel(this))
    , m_sideLabel(new QLabel(this))
    , m_sideBox(new QSpinBox(this))
    , m_solvedButton(new QPushButton(this))
    , m_shuffleButton(new QPushButton(this))
    , m_verdict(new QLabel(this))
{
    setObjectName(QStringLiteral("fifteenDesignPanel"));
    m_sideBox->setObjectName(QStringLiteral("designSideBox"));
    m_solvedButton->setObjectName(QStringLiteral("designSolvedButton"));
    m_shuffleButton->setObjectName(QStringLiteral("designShuffleButton"));
    m_verdict->setObjectName(QStringLiteral("designVerdict"));
    m_sideBox->setRange(pb::fifteen::kMinDim, pb::fifteen::kMaxDim);
    layOut();
    retranslate();
    showBoard();
    SpinBoxRange::installAll(this);
    connectControls();
}

void FifteenDesignPanel::layOut()
{
    m_sideLabel->setBuddy(m_sideBox);
    m_clicksLabel->setWordWrap(true);
    m_verdict->setWordWrap(true);

    auto *form = new QFormLayout;
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->addRow(m_sideLabel, m_sideBox);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_solvedButton);
    buttons->addWidget(m_shuffleButton);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_clicksLabel);
    layout->addSpacing(6);
    layout->addLayout(form);
    layout->addLayout(buttons);
    layout->addSpacing(6);
    layout->addWidget(m_verdict);
    layout->addStretch(1);
}

void FifteenDesignPanel::connectControls()
{
    // A number typed is one change, whatever keys it took.
    m_sideBox->setKeyboardTracking(false);
    connect(m_sideBox, &QSpinBox::valueChanged, this, [this](int dim) {
        if (m_designer)
            m_designer->setDim(dim);
    });
    connect(m_solvedButton, &QPushButton::clicked, this, [this] {
        if (m_designer)
            m_designer->setSolved();
    });
    connect(m_shuffleButton, &QPushButton::clicked, this, [this] {
        if (m_designer)
            m_designer->shuffle();
    });
    connect(m_designer, &FifteenDesigner::changed, this, &FifteenDesignPanel::showBoard);
}

void FifteenDesignPanel::showBoard()
{
    if (!m_designer)
        return;
    {
        const QSignalBlocker blockSide(m_sideBox);
        m_sideBox->setValue(m_designer->board().dim());
    }
    const std::unique_ptr<pb::Puzzle> board = m_designer->editedPosition();
    if (const std::optional<pb::Message> why = board->unsolvableReason())
        m_verdict->setText(translated(*why));
    else if (board->isSolved())
        m_verdict->setText(tr("Solvable, but solved already: swap two tiles, or Shuffle, to make a puzzle."));
    else
        m_verdict->setText(tr("Solvable: Done starts this board."));
}

void FifteenDesignPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        showBoard();
    }
    QWidget::changeEvent(event);
}

void FifteenDesignPanel::retranslate()
{
    m_clicksLabel->setText(tr("Click a tile or the blank, then another: the two swap places. On the keyboard, the arrows move a cursor and Space picks."));
    m_sideLabel->setText(tr("&Tiles a side:"));
    m_solvedButton->setText(tr("S&olved Position"));
    m_solvedButton->setToolTip(tr("Every tile home, the blank in the bottom-right corner"));
    m_shuffleButton->setText(tr("Sh&uffle"));
    m_shuffleButton->setToolTip(tr("A random board the rules can solve"));
}
