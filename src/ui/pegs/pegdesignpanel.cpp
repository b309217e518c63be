#include "pegdesignpanel.h"

#include "../widgets/spinboxrange.h"
#include "../window/actiongates.h"
#include "pegbuiltinboards.h"
#include "pegdesigner.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

using pb::pegs::Lattice;

PegDesignPanel::PegDesignPanel(PegDesigner *designer, QWidget *parent)
    : QWidget(parent)
    , m_designer(designer)
    , m_clicksLabel(new QLabel(this))
    , m_pegsTool(new QToolButton(this))
    , m_holesTool(new QToolButton(this))
    , m_tools(new QButtonGroup(this))
    , m_latticeLabel(new QLabel(this))
    , m_latticeBox(new QComboBox(this))
    , m_rowsLabel(new QLabel(this))
    , m_rowsBox(new QSpinBox(this))
    , m_colsLabel(new QLabel(this))
    , m_colsBox(new QSpinBox(this))
    , m_sideLabel(new QLabel(this))
    , m_sideBox(new QSpinBox(this))
    , m_startButton(new QPushButton(this))
    , m_summary(new QLabel(this))
    , m_verdict(new QLabel(this))
{
    setObjectName(QStringLiteral("pegDesignPanel"));
    m_pegsTool->setObjectName(QStringLiteral("designPegsTool"));
    m_holesTool->setObjectName(QStringLiteral("designHolesTool"));
    m_latticeBox->setObjectName(QStringLiteral("designLatticeBox"));
    m_rowsBox->setObjectName(QStringLiteral("designRowsBox"));
    m_colsBox->setObjectName(QStringLiteral("designColsBox"));
    m_sideBox->setObjectName(QStringLiteral("designSideBox"));
    m_startButton->setObjectName(QStringLiteral("designStartButton"));
    m_verdict->setObjectName(QStringLiteral("designVerdict"));
    layOut();
    offerBuiltInBoards();
    retranslate();
    showDesign();
    SpinBoxRange::installAll(this);
    connectControls();
}

void PegDesignPanel::layOut()
{
    auto *tools = new QHBoxLayout;
    for (QToolButton *tool : {m_pegsTool, m_holesTool}) {
        tool->setCheckable(true);
        tool->setToolButtonStyle(Qt::ToolButtonTextOnly);
        tool->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        m_tools->addButton(tool);
        tools->addWidget(tool);
    }
    m_pegsTool->setChecked(true);
    m_latticeBox->addItem(QString(), QVariant::fromValue(int(Lattice::Square)));
    m_latticeBox->addItem(QString(), QVariant::fromValue(int(Lattice::Triangle)));
    m_latticeLabel->setBuddy(m_latticeBox);
    m_rowsLabel->setBuddy(m_rowsBox);
    m_colsLabel->setBuddy(m_colsBox);
    m_sideLabel->setBuddy(m_sideBox);
    m_clicksLabel->setWordWrap(true);
    m_summary->setWordWrap(true);
    m_verdict->setWordWrap(true);

    auto *form = new QFormLayout;
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->addRow(m_latticeLabel, m_latticeBox);
    form->addRow(m_rowsLabel, m_rowsBox);
    form->addRow(m_colsLabel, m_colsBox);
    form->addRow(m_sideLabel, m_sideBox);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_clicksLabel);
    layout->addLayout(tools);
    layout->addSpacing(6);
    layout->addLayout(form);
    layout->addWidget(m_startButton);
    layout->addSpacing(6);
    layout->addWidget(m_summary);
    layout->addWidget(m_verdict);
    layout->addStretch(1);
}

// The design starts from a built-in board itself, never a made start.
void PegDesignPanel::offerBuiltInBoards()
{
    auto *boards = new QMenu(m_startButton);
    for (const PegBuiltInBoards::Board board : PegBuiltInBoards::kAll) {
        QAction *entry = boards->addAction(QString());
        ActionGates::declare(entry, ActionGates::Gate::Edits);
        connect(entry, &QAction::triggered, this, [this, board] {
            if (m_designer)
                m_designer->startFrom(PegBuiltInBoards::start(board));
        });
    }
    m_startButton->setMenu(boards);
}

void PegDesignPanel::connectControls()
{
    connect(m_pegsTool, &QToolButton::toggled, this, [this](bool on) {
        if (on && m_designer)
            m_designer->setTool(PegDesigner::Tool::Pegs);
    });
    connect(m_holesTool, &QToolButton::toggled, this, [this](bool on) {
        if (on && m_designer)
            m_designer->setTool(PegDesigner::Tool::Holes);
    });
    connect(m_latticeBox, &QComboBox::currentIndexChanged, this, [this] {
        if (m_designer)
            m_designer->setLattice(Lattice(m_latticeBox->currentData().toInt()));
    });
    for (QSpinBox *box : {m_rowsBox, m_colsBox, m_sideBox}) {
        // A number typed digit by digit ("12") is one change, not a shrink to
        // 1 row on the way.
        box->setKeyboardTracking(false);
        connect(box, &QSpinBox::valueChanged, this, &PegDesignPanel::resizeDesign);
    }
    connect(m_designer, &PegDesigner::changed, this, &PegDesignPanel::showDesign);
}

void PegDesignPanel::resizeDesign()
{
    if (!m_designer)
        return;
    if (m_designer->design().lattice() == Lattice::Triangle)
        m_designer->setSize(m_sideBox->value(), m_sideBox->value());
    else
        m_designer->setSize(m_rowsBox->value(), m_colsBox->value());
}

void PegDesignPanel::showDesign()
{
    const PegDesign *design = m_designer ? &m_designer->design() : nullptr;
    if (!design)
        return;
    const bool triangle = design->lattice() == Lattice::Triangle;
    {
        const QSignalBlocker blockLattice(m_latticeBox);
        const QSignalBlocker blockRows(m_rowsBox);
        const QSignalBlocker blockCols(m_colsBox);
        const QSignalBlocker blockSide(m_sideBox);
        m_latticeBox->setCurrentIndex(m_latticeBox->findData(int(design->lattice())));
        for (QSpinBox *box : {m_rowsBox, m_colsBox, m_sideBox})
            box->setRange(1, design->largestExtent());
        m_rowsBox->setValue(design->rows());
        m_colsBox->setValue(design->cols());
        m_sideBox->setValue(design->rows());
    }
    for (QWidget *field : {static_cast<QWidget *>(m_rowsLabel), static_cast<QWidget *>(m_rowsBox),
                           static_cast<QWidget *>(m_colsLabel), static_cast<QWidget *>(m_colsBox)})
        field->setVisible(!triangle);
    m_sideLabel->setVisible(triangle);
    m_sideBox->setVisible(triangle);
    m_summary->setText(tr("%n hole(s)", nullptr, design->holeCount()) + QStringLiteral(", ")
                       + tr("%n peg(s)", nullptr, design->pegCount()) + QStringLiteral(". ")
                       + tr("Holes are numbered in reading order."));
    // Said before Done is pressed, as the Roller-Board and Fifteen designers say it.
    QString why;
    const std::unique_ptr<pb::Puzzle> board = m_designer->editedPosition(&why);
    if (!board)
        m_verdict->setText(tr("Not playable yet: %1").arg(why));
    else if (board->isSolved())
        m_verdict->setText(tr("Playable, but solved already: put in another peg to make a puzzle."));
    else
        m_verdict->setText(tr("Playable: Done starts this board."));
}

void PegDesignPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        showDesign();
    }
    QWidget::changeEvent(event);
}

void PegDesignPanel::retranslate()
{
    m_clicksLabel->setText(tr("A click on the board, or Space on the ring, adds or removes:"));
    m_pegsTool->setText(tr("&Pegs"));
    m_pegsTool->setToolTip(tr("A click on a hole puts a peg in it or takes its peg out"));
    m_holesTool->setText(tr("&Holes"));
    m_holesTool->setToolTip(tr("A click on a marked cell drills a hole there (with a peg); a click on a hole "
                               "fills it in"));
    m_latticeLabel->setText(tr("&Lattice:"));
    m_latticeBox->setItemText(0, tr("Square"));
    m_latticeBox->setItemText(1, tr("Triangle"));
    m_latticeBox->setToolTip(tr("Square: jumps along rows and columns. Triangle: along rows and both diagonals."));
    m_rowsLabel->setText(tr("&Rows:"));
    m_colsLabel->setText(tr("&Columns:"));
    m_sideLabel->setText(tr("&Side:"));
    m_startButton->setText(tr("Start from a &Built-in Board"));
    const QList<QAction *> boards = m_startButton->menu()->actions();
    for (qsizetype i = 0; i < boards.size(); ++i)
        boards[i]->setText(PegBuiltInBoards::name(PegBuiltInBoards::kAll[std::size_t(i)]));
}
