// Game ▸ Print Board and Print Preview: every family's board printed to a PDF
// on exactly one page, the board drawn where the page says, a solution listed
// move by move (a long one shrunk into columns, the rest counted on the page),
// a printer that cannot print named in a message with the game unchanged, and
// the actions following the pause and the board editor.

#include "core/common/registry.h"
#include "core/pegs/pegpuzzle.h"
#include "core/roller/rollerpuzzle.h"
#include "service/translatedmessage.h"
#include "ui/mainwindow.h"
#include "ui/printing/gameprinter.h"
#include "ui/roller/rollerscene.h"
#include "windowdriver.h"
#include "../testsetup.h"
#include "windowsetup.h"
#include "testmain.h"

#include <QCheckBox>
#include <QFile>
#include <QImage>
#include <QMenu>
#include <QPainter>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPushButton>
#include <QPrinter>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

namespace tst_print {

class TestPrint : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { testsetup::useTestFolders(); }
    void init();
    void cleanup() { m_window.reset(); }
    void everyFamilyPrintsItsBoardOnOnePage_data();
    void everyFamilyPrintsItsBoardOnOnePage();
    void aSolutionIsListedFromTheBoardPrinted();
    void aLongSolutionStaysOnOnePage_data();
    void aLongSolutionStaysOnOnePage();
    void aPrinterThatCannotPrintIsNamedAndTheGameStays();
    void theActionsSitInTheGameMenuWithTheirKeys();
    void pauseHoldsPrinting();
    void editingPrintsTheEditedBoardOrSaysWhy();
    void thePreviewOffersTheSolutionOnlyWhenThereIsOne();
    void thePrintDialogOffersTheSolutionOnItsFirstPage();
    void thePreviewClosesByItsCloseButton();

private:
    QAction *action(const char *name) const { return windowdriver::action(*m_window, name); }
    GamePrinter *printer() const { return m_window->findChild<GamePrinter *>(); }
    QString pdfPath(const char *name) const { return m_folder.filePath(QString::fromLatin1(name)); }

    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_folder;
};

namespace {

// A printer writing a PDF file, as the print dialog's Print to File makes one.
std::unique_ptr<QPrinter> pdfPrinter(const QString &path)
{
    auto printer = std::make_unique<QPrinter>(QPrinter::HighResolution);
    printer->setOutputFormat(QPrinter::PdfFormat);
    printer->setOutputFileName(path);
    return printer;
}

// The pages of a PDF as Qt writes it: its page objects, "/Type /Page" but
// not the "/Type /Pages" tree that holds them.
int pdfPages(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    const QString text = QString::fromLatin1(file.readAll());
    return int(text.count(QRegularExpression(QStringLiteral("/Type\\s*/Page(?!s)"))));
}

// The page painted on an A4 sheet at 96 dpi, white where nothing is drawn.
QImage paintedPage(const PrintedGame &game, PrintedPage *page)
{
    QImage image(794, 1123, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    *page = paintPage(painter, QRectF(40, 40, 714, 1043), game);
    return image;
}

// The share of `area` in `image` that is not white.
double inkIn(const QImage &image, const QRectF &area)
{
    const QRect pixels = area.toAlignedRect().intersected(image.rect());
    if (pixels.isEmpty())
        return 0;
    qint64 inked = 0;
    for (int y = pixels.top(); y <= pixels.bottom(); ++y) {
        for (int x = pixels.left(); x <= pixels.right(); ++x)
            inked += image.pixel(x, y) != qRgb(255, 255, 255);
    }
    return double(inked) / (double(pixels.width()) * pixels.height());
}

// Answers a message box by closing it.
QAbstractButton *closeBox(QMessageBox &)
{
    return nullptr;
}

QStringList numbered(const QStringList &moves)
{
    QStringList lines;
    for (qsizetype i = 0; i < moves.size(); ++i)
        lines << QStringLiteral("%1. %2").arg(i + 1).arg(moves.at(i));
    return lines;
}

} // namespace

void TestPrint::init()
{
    QSettings().clear();
    QVERIFY(m_folder.isValid());
    m_window = std::make_unique<MainWindow>();
    QVERIFY(windowsetup::show(*m_window, {900, 640}));
    QVERIFY(printer());
}

void TestPrint::everyFamilyPrintsItsBoardOnOnePage_data()
{
    QTest::addColumn<QString>("family");
    for (const pb::FamilyInfo &family : pb::families())
        QTest::newRow(family.id.data()) << QString::fromLatin1(family.id.data(), qsizetype(family.id.size()));
}

void TestPrint::everyFamilyPrintsItsBoardOnOnePage()
{
    QFETCH(QString, family);
    const pb::FamilyInfo *info = pb::familyById(family.toStdString());
    QVERIFY(info);
    m_window->newGame(info->sampleBoard());
    const std::optional<PrintedGame> game = printer()->content(true, nullptr);
    QVERIFY(game);
    QVERIFY(game->board && game->board->equals(m_window->session().position()));
    QCOMPARE(game->title, m_window->windowTitle().remove(QStringLiteral("[*]")));
    QVERIFY(!game->title.isEmpty());
    QCOMPARE(game->summary, translated(m_window->session().position().summary()));
    QVERIFY(game->solution.isEmpty());

    const QString path = pdfPath("board.pdf");
    const auto pdf = pdfPrinter(path);
    PrintedPage printed;
    QCOMPARE(printer()->print(*pdf, *game, &printed), QString());
    QCOMPARE(pdfPages(path), 1);
    QVERIFY(!printed.boardArea.isEmpty());

    // The board is drawn where the page puts it, and it is the board: a
    // page without one leaves that area white.
    PrintedPage page;
    const QImage image = paintedPage(*game, &page);
    QVERIFY2(inkIn(image, page.boardArea) > 0.2, qPrintable(QString::number(inkIn(image, page.boardArea))));
    PrintedGame noBoard = *game;
    noBoard.board.reset();
    PrintedPage blank;
    QCOMPARE(inkIn(paintedPage(noBoard, &blank), page.boardArea), 0.0);
}

void TestPrint::aSolutionIsListedFromTheBoardPrinted()
{
    m_window->newGame(std::make_unique<pb::pegs::PegPuzzle>(pb::pegs::PegPuzzle::classicTriangle()));
    QVERIFY(printer()->solutionFromHere().isEmpty());
    QVERIFY(windowdriver::solveNow(*m_window));
    const QStringList solution = m_window->session().solution();
    QCOMPARE(solution.size(), 13);
    QCOMPARE(printer()->solutionFromHere(), solution);
    // Unasked, the solution stays off the page.
    QVERIFY(printer()->content(false, nullptr)->solution.isEmpty());

    const QString path = pdfPath("solved.pdf");
    const auto pdf = pdfPrinter(path);
    PrintedPage printed;
    QCOMPARE(printer()->print(*pdf, *printer()->content(true, nullptr), &printed), QString());
    QCOMPARE(pdfPages(path), 1);
    QCOMPARE(printed.moveLines, numbered(solution));
    QCOMPARE(printed.movesLeftOut, 0);

    // Two steps into it, the page lists the eleven moves from the board printed.
    action("actionForward")->trigger();
    action("actionForward")->trigger();
    QCOMPARE(m_window->session().solutionStep(), 2);
    const std::optional<PrintedGame> stepped = printer()->content(true, nullptr);
    QVERIFY(stepped->board->equals(m_window->session().position()));
    QCOMPARE(stepped->solution, solution.mid(2));
    PrintedPage page;
    const QImage image = paintedPage(*stepped, &page);
    QCOMPARE(page.moveLines, numbered(solution.mid(2)));
    QVERIFY(inkIn(image, page.boardArea) > 0.2);
    // The list is drawn below the board.
    QVERIFY(inkIn(image, QRectF(40, page.boardArea.bottom() + 1, 714, 1083 - page.boardArea.bottom() - 1)) > 0.001);

    // A solution the position left is no solution of the board printed.
    m_window->session().undo();
    m_window->session().undo();
    windowdriver::clickHole(*m_window, 13);
    windowdriver::clickHole(*m_window, 4);
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("13-4")});
    QVERIFY(!m_window->session().isOnSolution());
    QVERIFY(printer()->content(true, nullptr)->solution.isEmpty());
}

void TestPrint::aLongSolutionStaysOnOnePage_data()
{
    QTest::addColumn<int>("moves");
    QTest::addColumn<bool>("allListed");
    // The 33-hole cross's 31 jumps, a 9 x 9 Fifteen's few hundred slides,
    // and more than any page holds.
    QTest::newRow("31") << 31 << true;
    QTest::newRow("400") << 400 << true;
    QTest::newRow("5000") << 5000 << false;
}

void TestPrint::aLongSolutionStaysOnOnePage()
{
    QFETCH(int, moves);
    QFETCH(bool, allListed);
    m_window->newGame(std::make_unique<pb::pegs::PegPuzzle>(pb::pegs::PegPuzzle::classicTriangle()));
    PrintedGame game = *printer()->content(false, nullptr);
    for (int i = 0; i < moves; ++i)
        game.solution << QStringLiteral("%1-%2").arg(i % 97 + 1).arg(i % 89 + 1);

    const QString path = pdfPath("long.pdf");
    const auto pdf = pdfPrinter(path);
    PrintedPage printed;
    QCOMPARE(printer()->print(*pdf, game, &printed), QString());
    QCOMPARE(pdfPages(path), 1);
    QCOMPARE(printed.moveLines.size() + printed.movesLeftOut, moves);
    QCOMPARE(printed.movesLeftOut == 0, allListed);
    QCOMPARE(printed.moveLines, numbered(game.solution.first(printed.moveLines.size())));
    // However long the list, the board keeps a share of the page.
    QVERIFY(printed.boardArea.height() > pdf->pageRect(QPrinter::DevicePixel).height() / 5);
}

void TestPrint::aPrinterThatCannotPrintIsNamedAndTheGameStays()
{
    m_window->newGame(std::make_unique<pb::pegs::PegPuzzle>(pb::pegs::PegPuzzle::classicTriangle()));
    windowdriver::clickHole(*m_window, 11);
    windowdriver::clickHole(*m_window, 4);
    const QStringList moves = m_window->session().moves();
    QCOMPARE(moves.size(), 1);
    const std::string before = m_window->session().position().save();

    const QString path = pdfPath("no such folder/board.pdf");
    const auto pdf = pdfPrinter(path);
    const std::optional<PrintedGame> game = printer()->content(false, nullptr);
    bool printed = true;
    QTest::ignoreMessage(QtWarningMsg, "QPainter::begin(): Returned false");
    const QString said = windowdriver::answeringMessageBox(closeBox, [&] { printed = printer()->printTo(*pdf, *game); });
    QVERIFY(!printed);
    QVERIFY2(said.contains(QDir::toNativeSeparators(path)), qPrintable(said));
    QVERIFY(!QFile::exists(path));
    QCOMPARE(m_window->session().moves(), moves);
    QCOMPARE(m_window->session().position().save(), before);
    QVERIFY(m_window->session().canUndo());
}

void TestPrint::theActionsSitInTheGameMenuWithTheirKeys()
{
    QAction *print = action("actionPrint");
    QAction *preview = action("actionPrintPreview");
    QCOMPARE(print->shortcut(), QKeySequence(QKeySequence::Print));
    QVERIFY(print->isEnabled() && preview->isEnabled());
    const QList<QAction *> game = m_window->findChild<QMenu *>(QStringLiteral("menuGame"))->actions();
    // After the exports (and the game ID's entries), a group of its own.
    const qsizetype exported = game.indexOf(action("actionExportBoard"));
    const qsizetype printed = game.indexOf(print);
    QVERIFY(exported >= 0 && printed > exported);
    QVERIFY(game.at(printed - 1)->isSeparator());
    QCOMPARE(game.at(printed + 1), preview);
    QVERIFY(print->text().contains(QLatin1Char('&')) && preview->text().contains(QLatin1Char('&')));
}

void TestPrint::pauseHoldsPrinting()
{
    // The pause hides the board so that it cannot be studied; a page would show it.
    action("actionPause")->trigger();
    QVERIFY(!action("actionPrint")->isEnabled());
    QVERIFY(!action("actionPrintPreview")->isEnabled());
    action("actionPause")->trigger();
    QVERIFY(action("actionPrint")->isEnabled());
    QVERIFY(action("actionPrintPreview")->isEnabled());
}

void TestPrint::editingPrintsTheEditedBoardOrSaysWhy()
{
    using pb::roller::RollerPuzzle;
    m_window->newGame(std::make_unique<RollerPuzzle>(RollerPuzzle::classicExample()));
    QVERIFY(windowdriver::solveNow(*m_window));
    QVERIFY(!printer()->solutionFromHere().isEmpty());
    action("actionEditBoard")->trigger();
    QVERIFY(action("actionEditBoard")->isChecked());
    QVERIFY(action("actionPrint")->isEnabled());
    auto *scene = qobject_cast<RollerScene *>(m_window->scene());
    QVERIFY(scene);
    BoardView *view = m_window->boardView();
    const auto clickCell = [&](int row, int col) {
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(scene->cellCenter(row, col)));
    };

    // Move a one: the edited board plays, and it is what prints, without
    // the game's solution, which is not its own.
    clickCell(3, 1);
    clickCell(0, 3);
    QString why;
    const std::optional<PrintedGame> edited = printer()->content(true, &why);
    QVERIFY2(edited, qPrintable(why));
    QVERIFY(!edited->board->equals(m_window->session().position()));
    QVERIFY(edited->solution.isEmpty());
    QCOMPARE(edited->title, QStringLiteral("Roller-Board 5 × 4"));

    // A fifth one on a board four wide: Print says why, and nothing changes.
    clickCell(2, 3);
    QVERIFY(!printer()->content(false, &why));
    QCOMPARE(why, QStringLiteral("The board has 5 ones; it needs 4, one for each cell of the top row"));
    const QString said =
        windowdriver::answeringMessageBox(closeBox, [this] { action("actionPrint")->trigger(); });
    QVERIFY2(said.contains(why), qPrintable(said));
    QVERIFY(action("actionEditBoard")->isChecked());
    QVERIFY(scene->cellShown(2, 3));
    QVERIFY(m_window->session().position().equals(RollerPuzzle::classicExample()));
}

void TestPrint::thePreviewOffersTheSolutionOnlyWhenThereIsOne()
{
    m_window->newGame(std::make_unique<pb::pegs::PegPuzzle>(pb::pegs::PegPuzzle::classicTriangle()));
    // The preview as it opens: whether it offers the solution (-1: no such
    // box shown, or no preview); then it is closed.
    const auto offered = [this] {
        int answer = -1;
        QTimer::singleShot(0, m_window.get(), [&answer] {
            auto *dialog = qobject_cast<QPrintPreviewDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            auto *choice = dialog->findChild<QCheckBox *>(QStringLiteral("includeSolution"));
            if (choice && choice->isVisible() && !choice->isChecked())
                answer = choice->isEnabled();
            dialog->reject();
        });
        action("actionPrintPreview")->trigger();
        return answer;
    };
    QCOMPARE(offered(), 0);
    QVERIFY(windowdriver::solveNow(*m_window));
    QCOMPARE(offered(), 1);
}

void TestPrint::thePrintDialogOffersTheSolutionOnItsFirstPage()
{
    m_window->newGame(std::make_unique<pb::pegs::PegPuzzle>(pb::pegs::PegPuzzle::classicTriangle()));
    // The print dialog as it opens, cancelled: whether its box shows on the
    // page seen first and is enabled, and the reason shown beside it.
    struct Offer {
        bool shown = false;
        bool enabled = false;
        QString reason;
    };
    const auto offer = [this] {
        Offer seen;
        QTimer::singleShot(0, m_window.get(), [&seen] {
            auto *dialog = qobject_cast<QPrintDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            if (auto *choice = dialog->findChild<QCheckBox *>(QStringLiteral("includeSolution"))) {
                seen.shown = choice->isVisible();
                seen.enabled = choice->isEnabled();
            }
            if (auto *reason = dialog->findChild<QLabel *>(QStringLiteral("solutionReason")); reason && reason->isVisible())
                seen.reason = reason->text();
            dialog->reject();
        });
        action("actionPrint")->trigger();
        return seen;
    };
    const Offer before = offer();
    QVERIFY(before.shown);
    QVERIFY(!before.enabled);
    QVERIFY2(before.reason.contains(QLatin1String("Solve finds one")), qPrintable(before.reason));
    QVERIFY(windowdriver::solveNow(*m_window));
    const Offer after = offer();
    QVERIFY(after.shown);
    QVERIFY(after.enabled);
    QVERIFY(after.reason.isEmpty());
}

void TestPrint::thePreviewClosesByItsCloseButton()
{
    bool clicked = false;
    QTimer::singleShot(0, m_window.get(), [&clicked] {
        auto *dialog = qobject_cast<QPrintPreviewDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        for (const QDialogButtonBox *buttons : dialog->findChildren<QDialogButtonBox *>()) {
            if (QPushButton *close = buttons->button(QDialogButtonBox::Close); close && close->isVisible()) {
                QTest::mouseClick(close, Qt::LeftButton);
                clicked = true;
                return;
            }
        }
        dialog->reject();
    });
    action("actionPrintPreview")->trigger();
    QVERIFY(clicked);
    QVERIFY(!QApplication::activeModalWidget());
}

PUZZLEBOX_TEST_MAIN(TestPrint)
} // namespace tst_print

#include "tst_print.moc"
