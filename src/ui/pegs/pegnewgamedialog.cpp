#include "pegnewgamedialog.h"
#include "../widgets/difficultychoice.h"
#include "../widgets/spinboxrange.h"
#include "ui_pegnewgamedialog.h"

#include "pegbuiltinboards.h"
#include "pegscene.h"
#include "pegsettings.h"
#include "core/pegs/peggenerator.h"
#include "service/appsettings.h"
#include "ui/board/boardview.h"

#include <QCheckBox>
#include <QMouseEvent>
#include <QPushButton>
#include <QSignalBlocker>

#include <algorithm>

using pb::pegs::PegGeometry;
using pb::pegs::PegPuzzle;

namespace {

// The original exercise's empty hole, on the classic triangle.
constexpr int kClassicEmptyHole = 4;

} // namespace

PegNewGameDialog::PegNewGameDialog(AppSettings &settings, QWidget *parent)
    : QDialog(parent)
    , m_settings(settings)
    , m_ui(std::make_unique<Ui::PegNewGameDialog>())
{
    m_ui->setupUi(this);
    for (const Board board : PegBuiltInBoards::kAll)
        m_ui->boardBox->addItem(PegBuiltInBoards::name(board));
    m_randomStart = new QCheckBox(tr("&Random solvable start:"), this);
    m_randomStart->setToolTip(tr("Pegs placed at random, grown from a single peg by jumps played "
                                 "backwards, so the start can always be solved to one peg. Easy, "
                                 "medium and hard ask for more and more jumps (English board: 8 to "
                                 "15, 16 to 24, 25 to 31)."));
    m_difficulty = new DifficultyChoice(m_settings, QStringLiteral("pegs/newGame"), tr(" jumps"), this);
    m_ui->boardForm->addRow(m_randomStart, m_difficulty);
    m_ui->mainLayout->insertWidget(m_ui->mainLayout->indexOf(m_ui->buttons), m_difficulty->statusLabel());
    m_difficulty->setOkButton(m_ui->buttons->button(QDialogButtonBox::Ok));
    connect(m_difficulty, &DifficultyChoice::generated, this, &PegNewGameDialog::showRandomStart);
    connect(m_difficulty, &DifficultyChoice::refused, this, [this] { m_dealWhenMade = false; });
    connect(m_difficulty->levelBox(), &QComboBox::currentIndexChanged, this, &PegNewGameDialog::makeRandomStart);
    connect(m_difficulty->movesBox(), &QSpinBox::valueChanged, this, &PegNewGameDialog::makeRandomStart);
    SpinBoxRange::installAll(this);
    m_scene = new PegScene(this);
    m_scene->setAnimationMillis(0);
    m_ui->preview->setScene(m_scene);
    // The preview only picks the empty hole: clicks are read here, never played.
    m_ui->preview->viewport()->installEventFilter(this);
    m_ui->preview->viewport()->setCursor(Qt::PointingHandCursor);
    // The preview would ask for the main board's room (BoardView's hint):
    // the dialog opens with a preview that shows the board plainly, inside
    // the window that opened it; a larger dialog gives the preview the rest.
    const QSize previewRoom(340, 300);
    QSize size = sizeHint() - (m_ui->preview->sizeHint() - previewRoom).expandedTo(QSize(0, 0));
    if (parent)
        size = size.boundedTo(parent->window()->size() * 9 / 10);
    resize(size);

    {
        const QSignalBlocker blockBoard(m_ui->boardBox);
        const QSignalBlocker blockSide(m_ui->sideBox);
        const QSignalBlocker blockRows(m_ui->rowsBox);
        const QSignalBlocker blockCols(m_ui->colsBox);
        m_ui->boardBox->setCurrentIndex(PegSettings::board(m_settings, m_ui->boardBox->count()));
        // Each within its box's range (the form's).
        const QSpinBox &side = *m_ui->sideBox;
        const QSpinBox &rows = *m_ui->rowsBox;
        const QSpinBox &cols = *m_ui->colsBox;
        m_ui->sideBox->setValue(PegSettings::side(m_settings, PegBuiltInBoards::kClassicSide, side.minimum(), side.maximum()));
        m_ui->rowsBox->setValue(PegSettings::rows(m_settings, PegBuiltInBoards::kFirstRows, rows.minimum(), rows.maximum()));
        m_ui->colsBox->setValue(PegSettings::columns(m_settings, PegBuiltInBoards::kFirstColumns, cols.minimum(), cols.maximum()));
    }
    rebuildBoard();

    connect(m_ui->boardBox, &QComboBox::currentIndexChanged, this, &PegNewGameDialog::rebuildBoard);
    for (QSpinBox *size : {m_ui->sideBox, m_ui->rowsBox, m_ui->colsBox})
        connect(size, &QSpinBox::valueChanged, this, &PegNewGameDialog::rebuildBoard);
    connect(m_ui->emptyHoleBox, &QSpinBox::valueChanged, this, &PegNewGameDialog::showEmptyHole);
    connect(m_ui->classicButton, &QPushButton::clicked, this, &PegNewGameDialog::chooseClassicTriangle);
    // The board's holes are the range now that it is built.
    const QSpinBox &hole = *m_ui->emptyHoleBox;
    if (const std::optional<int> last = PegSettings::emptyHole(m_settings, hole.value(), hole.maximum() + 1))
        m_ui->emptyHoleBox->setValue(*last);
    m_randomStart->setChecked(PegSettings::randomStart(m_settings));
    const auto chooseRandomStart = [this](bool random) {
        m_difficulty->setEnabled(random);
        m_ui->emptyHoleBox->setEnabled(!random);
        makeRandomStart();
    };
    chooseRandomStart(m_randomStart->isChecked());
    connect(m_randomStart, &QCheckBox::toggled, this, chooseRandomStart);
}

PegNewGameDialog::~PegNewGameDialog() = default;

QComboBox *PegNewGameDialog::boardBox() const { return m_ui->boardBox; }
QSpinBox *PegNewGameDialog::sideBox() const { return m_ui->sideBox; }
QSpinBox *PegNewGameDialog::rowsBox() const { return m_ui->rowsBox; }
QSpinBox *PegNewGameDialog::colsBox() const { return m_ui->colsBox; }
QSpinBox *PegNewGameDialog::emptyHoleBox() const { return m_ui->emptyHoleBox; }
QPushButton *PegNewGameDialog::classicButton() const { return m_ui->classicButton; }
BoardView *PegNewGameDialog::preview() const { return m_ui->preview; }

PegNewGameDialog::Board PegNewGameDialog::board() const
{
    return Board(m_ui->boardBox->currentIndex());
}

PegPuzzle PegNewGameDialog::createGame() const
{
    return PegPuzzle(m_geometry, m_geometry->allHoles() & ~pb::pegs::bit(m_ui->emptyHoleBox->value()));
}

void PegNewGameDialog::rebuildBoard()
{
    const bool triangle = board() == Board::Triangle;
    const bool rectangle = board() == Board::Rectangle;
    m_ui->boardForm->setRowVisible(m_ui->sideBox, triangle);
    m_ui->boardForm->setRowVisible(m_ui->rowsBox, rectangle);
    m_ui->boardForm->setRowVisible(m_ui->colsBox, rectangle);
    // The original exercise is a triangle's: another board does not offer it.
    m_ui->classicButton->setVisible(triangle);

    m_geometry = PegBuiltInBoards::geometry(board(), triangle ? m_ui->sideBox->value() : m_ui->rowsBox->value(),
                                            m_ui->colsBox->value());
    m_difficulty->setLargestMoves(pb::pegs::largestJumps(*m_geometry));
    m_difficulty->nameLevelsInMoves(pb::pegs::largestJumps(*m_geometry));
    {
        const QSignalBlocker blocker(m_ui->emptyHoleBox);
        m_ui->emptyHoleBox->setRange(0, m_geometry->holeCount() - 1);
        m_ui->emptyHoleBox->setValue(PegBuiltInBoards::defaultEmptyHole(*m_geometry, board()));
    }
    showEmptyHole();
    makeRandomStart();
}

void PegNewGameDialog::makeRandomStart()
{
    if (!m_randomStart->isChecked() || m_geometry->holeCount() < 2) {
        m_difficulty->drop();
        showEmptyHole();
        return;
    }
    // The board without its pegs until the start is there: what OK deals is
    // the start the preview shows, and no other.
    m_scene->setPosition(PegPuzzle(m_geometry, 0));
    m_scene->setMarkedHoles(0);
    m_ui->summaryLabel->setText(tr("Making a random start…"));
    m_difficulty->generate(*pb::familyById(PegPuzzle::kFamily), generateRequest(), false);
}

void PegNewGameDialog::showRandomStart()
{
    const auto *start = dynamic_cast<const PegPuzzle *>(m_difficulty->puzzle());
    if (!start)
        return;
    m_scene->setPosition(*start);
    m_scene->setMarkedHoles(0);
    m_ui->summaryLabel->setText(tr("A random start that can be solved to one peg: OK deals this one."));
    if (m_dealWhenMade)
        accept();
}

pb::GenerateRequest PegNewGameDialog::generateRequest() const
{
    const bool triangle = board() == Board::Triangle;
    return PegBuiltInBoards::generateRequest(board(), triangle ? m_ui->sideBox->value() : m_ui->rowsBox->value(),
                                             m_ui->colsBox->value());
}

void PegNewGameDialog::showEmptyHole()
{
    const int holes = m_geometry->holeCount();
    // One hole cannot hold a peg and be the empty hole a jump needs.
    const bool playable = holes > 1;
    m_ui->buttons->button(QDialogButtonBox::Ok)->setEnabled(playable);
    // A random start shows itself (showRandomStart()) or the reason there is none.
    if (m_randomStart->isChecked() && playable)
        return;
    const PegPuzzle game = createGame();
    m_scene->setPosition(game);
    m_scene->setMarkedHoles(pb::pegs::bit(m_ui->emptyHoleBox->value()));
    m_ui->summaryLabel->setText(
        playable ? tr("%n hole(s), %1 pegs. Click a hole to start with it empty.", nullptr, holes)
                       .arg(game.pegCount())
                 : tr("A board of one hole leaves no room to jump: make it larger."));
}

void PegNewGameDialog::chooseClassicTriangle()
{
    {
        const QSignalBlocker blockBoard(m_ui->boardBox);
        const QSignalBlocker blockSide(m_ui->sideBox);
        m_ui->boardBox->setCurrentIndex(int(Board::Triangle));
        m_ui->sideBox->setValue(PegBuiltInBoards::kClassicSide);
    }
    rebuildBoard();
    m_ui->emptyHoleBox->setValue(kClassicEmptyHole);
}

bool PegNewGameDialog::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_ui->preview->viewport()
        && (event->type() == QEvent::MouseButtonPress || event->type() == QEvent::MouseButtonDblClick)) {
        const auto *mouse = static_cast<QMouseEvent *>(event);
        if (mouse->button() == Qt::LeftButton) {
            const int hole = m_scene->holeAt(m_ui->preview->mapToScene(mouse->position().toPoint()));
            if (hole >= 0 && m_ui->emptyHoleBox->isEnabled())
                m_ui->emptyHoleBox->setValue(hole);
        }
        return true;
    }
    return QDialog::eventFilter(watched, event);
}

void PegNewGameDialog::accept()
{
    // A start still being made is dealt once it is there.
    m_dealWhenMade = true;
    const bool ready = m_difficulty->readyToAccept(m_randomStart->isChecked(), *pb::familyById(PegPuzzle::kFamily),
                                                   [this] { return generateRequest(); });
    if (ready)
        QDialog::accept();
}

std::unique_ptr<pb::Puzzle> PegNewGameDialog::takeGame()
{
    if (m_randomStart->isChecked())
        return m_difficulty->takePuzzle();
    return std::make_unique<PegPuzzle>(createGame());
}

void PegNewGameDialog::saveSettings() const
{
    PegSettings::setNewGame(m_settings, {m_ui->boardBox->currentIndex(), m_ui->sideBox->value(), m_ui->rowsBox->value(),
                               m_ui->colsBox->value(), m_ui->emptyHoleBox->value(), m_randomStart->isChecked()});
    m_difficulty->saveSettings();
}

std::unique_ptr<pb::Puzzle> PegNewGameDialog::ask(QWidget *parent, AppSettings &settings, std::optional<pb::GenerateRequest> &recipe)
{
    PegNewGameDialog dialog(settings, parent);
    if (dialog.exec() != QDialog::Accepted)
        return nullptr;
    dialog.saveSettings();
    std::unique_ptr<pb::Puzzle> game = dialog.takeGame();
    recipe = dialog.m_difficulty->recipeOf(*game);
    return game;
}
