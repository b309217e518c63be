#include "rollerdesignpanel.h"

#include "../widgets/spinboxrange.h"
#include "rollerdesigner.h"

#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

RollerDesignPanel::RollerDesignPanel(RollerDesigner *designer, QWidget *parent)
    : QWidget(parent)
    , m_designer(designer)
    , m_clicksLabel(new QLabel(this))
    , m_rowsLabel(new QLabel(this))
    , m_rowsBox(new QSpinBox(this))
    , m_colsLabel(new QLabel(this))
    , m_colsBox(new QSpinBox(this))
    , m_clearButton(new QPushButton(this))
    , m_solvedButton(new QPushButton(this))
    , m_verdict(new QLabel(this))
{
    setObjectName(QStringLiteral("rollerDesignPanel"));
    m_rowsBox->setObjectName(QStringLiteral("designRowsBox"));
    m_colsBox->setObjectName(QStringLiteral("designColsBox"));
    m_clearButton->setObjectName(QStringLiteral("designClearButton"));
    m_solvedButton->setObjectName(QStringLiteral("designSolvedButton"));
    m_verdict->setObjectName(QStringLiteral("designVerdict"));
    for (QSpinBox *side : {m_rowsBox, m_colsBox})
        side->setRange(1, pb::roller::kMaxSide);
    layOut();
    retranslate();
    showDesign();
    SpinBoxRange::installAll(this);
    connectControls();
}

void RollerDesignPanel::layOut()
{
    m_rowsLabel->setBuddy(m_rowsBox);
    m_colsLabel->setBuddy(m_colsBox);
    m_clicksLabel->setWordWrap(true);
    m_verdict->setWordWrap(true);

    auto *form = new QFormLayout;
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->addRow(m_rowsLabel, m_rowsBox);
    form->addRow(m_colsLabel, m_colsBox);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_clearButton);
    buttons->addWidget(m_solvedButton);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_clicksLabel);
    layout->addSpacing(6);
    layout->addLayout(form);
    layout->addLayout(buttons);
    layout->addSpacing(6);
    layout->addWidget(m_verdict);
    layout->addStretch(1);
}

void RollerDesignPanel::connectControls()
{
    for (QSpinBox *side : {m_rowsBox, m_colsBox}) {
        // A number typed is one change, whatever keys it took.
        side->setKeyboardTracking(false);
        connect(side, &QSpinBox::valueChanged, this, [this] {
            if (m_designer)
                m_designer->setSize(m_rowsBox->value(), m_colsBox->value());
        });
    }
    connect(m_clearButton, &QPushButton::clicked, this, [this] {
        if (m_designer)
            m_designer->clear();
    });
    connect(m_solvedButton, &QPushButton::clicked, this, [this] {
        if (m_designer)
            m_designer->setSolved();
    });
    connect(m_designer, &RollerDesigner::changed, this, &RollerDesignPanel::showDesign);
}

void RollerDesignPanel::showDesign()
{
    if (!m_designer)
        return;
    const RollerDesign &design = m_designer->design();
    {
        const QSignalBlocker blockRows(m_rowsBox);
        const QSignalBlocker blockCols(m_colsBox);
        m_rowsBox->setValue(design.height);
        m_colsBox->setValue(design.width);
    }
    QString why;
    const std::unique_ptr<pb::Puzzle> board = m_designer->editedPosition(&why);
    if (!board)
        m_verdict->setText(tr("Not playable yet. %1.").arg(why));
    else if (board->isSolved())
        m_verdict->setText(tr("Playable, but solved already: move a one off the top row to make a puzzle."));
    else
        m_verdict->setText(tr("Playable: Done starts this board."));
}

void RollerDesignPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        showDesign();
    }
    QWidget::changeEvent(event);
}

void RollerDesignPanel::retranslate()
{
    m_clicksLabel->setText(tr("A click on a tile, or Space on the cursor's, turns it between 0 and 1. The board "
                              "needs as many ones as it is wide."));
    m_rowsLabel->setText(tr("&Rows:"));
    m_colsLabel->setText(tr("&Columns:"));
    m_clearButton->setText(tr("C&lear"));
    m_clearButton->setToolTip(tr("Every tile 0"));
    m_solvedButton->setText(tr("S&olved Position"));
    m_solvedButton->setToolTip(tr("Every one on the top row"));
}
