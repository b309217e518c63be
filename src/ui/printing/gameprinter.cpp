#include "gameprinter.h"
#include "../window/actiongates.h"

#include "../editing/boardediting.h"
#include "../files/filedialogs.h"
#include "../window/windowtitle.h"
#include "../../service/gamesession.h"
#include "../../service/translatedmessage.h"

#include <QAction>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QLabel>
#include <QMainWindow>
#include <QMessageBox>
#include <QPainter>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QPrinter>
#include <QHBoxLayout>

namespace {

// The printer as the player chose it: the file for a PDF, else its name.
QString printerName(const QPrinter &printer)
{
    if (!printer.outputFileName().isEmpty())
        return QDir::toNativeSeparators(printer.outputFileName());
    if (!printer.printerName().isEmpty())
        return printer.printerName();
    return GamePrinter::tr("the printer");
}

} // namespace

GamePrinter::GamePrinter(QMainWindow *window, const GameSession &session, BoardEditing &editing)
    : QObject(window)
    , m_window(window)
    , m_session(session)
    , m_editing(editing)
    , m_print(new QAction(window))
    , m_preview(new QAction(window))
{
    m_print->setObjectName(QStringLiteral("actionPrint"));
    m_preview->setObjectName(QStringLiteral("actionPrintPreview"));
    setActionLooks({{m_print, QKeySequence(QKeySequence::Print), "document-print", QStyle::SP_FileIcon},
                    {m_preview, QKeySequence(), "document-print-preview", QStyle::SP_FileDialogContentsView}},
                   window->style());
    // While a board is designed, that board is printed.
    ActionGates::declare({m_print, m_preview}, ActionGates::Gate::Reveals | ActionGates::Gate::Edits);
    connect(m_print, &QAction::triggered, this, &GamePrinter::printDialog);
    connect(m_preview, &QAction::triggered, this, &GamePrinter::previewDialog);
    retranslate();
}

void GamePrinter::retranslate()
{
    m_print->setText(tr("Print &Board…"));
    m_print->setToolTip(tr("Print the board on one page, with its solution if you choose"));
    m_preview->setText(tr("Print Previe&w…"));
    m_preview->setToolTip(tr("See the page Print Board would print before printing it"));
}

QStringList GamePrinter::solutionFromHere() const
{
    // The solution belongs to the game, not to a board being edited, and a
    // solution set aside does not start from the board on screen.
    if (m_editing.isEditing() || !m_session.isOnSolution())
        return {};
    return m_session.solution().mid(m_session.solutionStep());
}

std::optional<PrintedGame> GamePrinter::content(bool withSolution, QString *why) const
{
    PrintedGame game;
    if (m_editing.isEditing()) {
        std::unique_ptr<pb::Puzzle> edited = m_editing.editedBoard(why);
        if (!edited)
            return std::nullopt;
        game.title = WindowTitle::boardTitle(*edited);
        game.summary = translated(edited->summary());
        game.board = std::move(edited);
        return game;
    }
    // The window's title names the game as the player knows it, its file included.
    game.title = m_window->windowTitle().remove(QStringLiteral("[*]"));
    game.summary = translated(m_session.position().summary());
    game.board = m_session.position().clone();
    if (withSolution)
        game.solution = solutionFromHere();
    return game;
}

std::optional<PrintedGame> GamePrinter::contentOrSay(bool withSolution)
{
    QString why;
    std::optional<PrintedGame> game = content(withSolution, &why);
    if (!game)
        QMessageBox::warning(m_window, tr("Cannot Print"), tr("The board cannot be printed yet.\n\n%1").arg(why));
    return game;
}

QString GamePrinter::print(QPrinter &printer, const PrintedGame &game, PrintedPage *page) const
{
    if (!printer.isValid())
        return tr("The printer %1 is not available. Choose another printer, or print to a PDF file.")
            .arg(printerName(printer));
    QPainter painter;
    if (!painter.begin(&printer))
        return tr("Cannot print to %1. Check that the printer is ready, or that the folder of the file exists and "
                  "may be written to.")
            .arg(printerName(printer));
    // The painter's origin is the printable area's corner.
    const PrintedPage printed = paintPage(painter, QRectF(QPointF(0, 0), printer.pageRect(QPrinter::DevicePixel).size()), game);
    if (!painter.end())
        return tr("Printing to %1 did not finish.").arg(printerName(printer));
    if (page)
        *page = printed;
    return QString();
}

bool GamePrinter::printTo(QPrinter &printer, const PrintedGame &game)
{
    const QString error = print(printer, game);
    if (!error.isEmpty())
        QMessageBox::warning(m_window, tr("Cannot Print"), error);
    return error.isEmpty();
}

GamePrinter::SolutionChoice GamePrinter::solutionChoice(QWidget *parent) const
{
    auto *row = new QWidget(parent);
    auto *choice = new QCheckBox(tr("Include the &solution"), row);
    choice->setObjectName(QStringLiteral("includeSolution"));
    const bool known = !solutionFromHere().isEmpty();
    choice->setEnabled(known);
    const QString reason = known ? tr("List the moves of the solution from this board below it.")
                                 : tr("No solution from this board is known: Solve finds one.");
    choice->setToolTip(reason);
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(choice);
    // A greyed box says why beside it, not only in a tip the mouse must find.
    if (!known) {
        auto *why = new QLabel(reason, row);
        why->setObjectName(QStringLiteral("solutionReason"));
        why->setWordWrap(true);
        layout->addWidget(why, 1);
    }
    layout->addStretch();
    return {row, choice};
}

void GamePrinter::printDialog()
{
    // A board that cannot be printed is said before any dialog.
    const std::optional<PrintedGame> shown = contentOrSay(false);
    if (!shown)
        return;
    QPrinter printer(QPrinter::HighResolution);
    // The dialog names the PDF file after it, and a print queue the job.
    printer.setDocName(shown->title);
    QPrintDialog dialog(&printer, m_window);
    dialog.setWindowTitle(tr("Print Board"));
    dialog.setOptions(QAbstractPrintDialog::PrintToFile | QAbstractPrintDialog::PrintShowPageSize);
    // On the dialog's first page, above its buttons: an options tab is one
    // click too far for the one choice of the page's content.
    const SolutionChoice choice = solutionChoice(&dialog);
    auto *layout = qobject_cast<QBoxLayout *>(dialog.layout());
    auto *buttons = dialog.findChild<QDialogButtonBox *>();
    if (layout && buttons && layout->indexOf(buttons) >= 0)
        layout->insertWidget(layout->indexOf(buttons), choice.row);
    else
        dialog.setOptionTabs({choice.row});
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (const std::optional<PrintedGame> game = contentOrSay(choice.box->isChecked()))
        printTo(printer, *game);
}

void GamePrinter::previewDialog()
{
    const std::optional<PrintedGame> shown = contentOrSay(false);
    if (!shown)
        return;
    QPrinter printer(QPrinter::HighResolution);
    printer.setDocName(shown->title);
    QPrintPreviewDialog dialog(&printer, m_window);
    dialog.setWindowTitle(tr("Print Preview"));
    // As large as the window, so the page can be read; the box under the
    // page, where a narrow dialog's toolbar cannot fold it away.
    dialog.resize(dialog.sizeHint().expandedTo(m_window->size()));
    // Qt's preview has no button to leave it by but the frame's: a Close
    // beside the box, where a dialog has its buttons.
    auto *row = new QWidget(&dialog);
    const SolutionChoice choice = solutionChoice(row);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, row);
    connect(close, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto *rowLayout = new QHBoxLayout(row);
    rowLayout->addWidget(choice.row, 1);
    rowLayout->addWidget(close);
    if (QLayout *layout = dialog.layout())
        layout->addWidget(row);
    if (auto *preview = dialog.findChild<QPrintPreviewWidget *>())
        connect(choice.box, &QCheckBox::toggled, preview, &QPrintPreviewWidget::updatePreview);
    // Both the preview and the printer its Print button chooses come here.
    connect(&dialog, &QPrintPreviewDialog::paintRequested, this, [this, box = choice.box](QPrinter *to) {
        if (const std::optional<PrintedGame> game = content(box->isChecked(), nullptr))
            printTo(*to, *game);
    });
    dialog.exec();
}
