// Edit ▸ Edit Board on a peg board: the designer. Holes added and removed,
// the size and the lattice changed, a built-in board started from, all by
// clicks and keys on the window; Esc, Done with its Undo, and Save As while
// editing; and every board the designer makes is a .peg file that reads back.

#include "core/pegs/pegfile.h"
#include "core/pegs/pegpuzzle.h"
#include "ui/board/boardview.h"
#include "ui/widgets/difficultychoice.h"
#include "ui/mainwindow.h"
#include "ui/pegs/pegdesign.h"
#include "ui/pegs/pegdesignpanel.h"
#include "ui/pegs/pegnewgamedialog.h"
#include "ui/pegs/pegscene.h"
#include "ui/settings/preferencesdialog.h"
#include "ui/solving/solutiondock.h"
#include "windowdriver.h"
#include "../testsetup.h"
#include "windowsetup.h"
#include "testmain.h"

#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QLabel>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTimer>
#include <QToolButton>

#include <climits>
#include <functional>
#include <optional>
#include <random>

namespace tst_pegdesigner {

using pb::pegs::bit;
using pb::pegs::Lattice;
using pb::pegs::PegBits;
using pb::pegs::PegGeometry;
using pb::pegs::PegPuzzle;

namespace {

// Hole numbers go in reading order: row by row, left to right.
bool inReadingOrder(const PegGeometry &geometry)
{
    for (int hole = 1; hole < geometry.holeCount(); ++hole) {
        const auto before = geometry.cellOf(hole - 1);
        const auto here = geometry.cellOf(hole);
        if (before.row > here.row || (before.row == here.row && before.col >= here.col))
            return false;
    }
    return true;
}

} // namespace

class TestPegDesigner : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void toolsShowWhileEditing();
    void holesAddedAndRemovedByClicks();
    void clicksOnCellsWithoutHolesNeedTheHolesTool();
    void theKeyboardReachesEveryCell();
    void sizeAndLatticeChange();
    void aTypedSizeIsOneChange();
    void startsFromABuiltInBoard();
    void theBuiltInBoardIsNeverAMadeStart();
    void escapeWithoutChangesLeavesAtOnce();
    void escapeAsksBeforeDroppingADesign();
    void quittingAsksBeforeDroppingADesign();
    void anotherGameAsksBeforeDroppingADesign();
    void theQuestionSaysWhatComesNext();
    void theClockStopsWhileEditing();
    void aGaveUpReportWaitsWhileEditing();
    void aRefusedDoneShowsItsReason();
    void aBoardWithNoEmptyHoleIsRefused();
    void doneStartsTheDesignAndUndoBringsTheGameBack();
    void saveAsWhileEditingWritesTheDesign();
    void saveAsRefusesAnUnplayableDesign();
    void aBoardHoldsAtMost64Holes();
    void thePanelWarnsBeforeDone();
    void growingNeverLeavesARaggedLine_data();
    void growingNeverLeavesARaggedLine();
    void everyDesignIsAPegFile_data();
    void everyDesignIsAPegFile();

private:
    QAction *action(const char *name) const { return windowdriver::action(*m_window, name); }
    PegScene *scene() const { return qobject_cast<PegScene *>(m_window->scene()); }
    PegDesignPanel *panel() const { return m_window->findChild<PegDesignPanel *>(); }
    const PegPuzzle &position() const { return dynamic_cast<const PegPuzzle &>(m_window->session().position()); }
    void startEditing();
    // A click on the canvas cell (row, col), hole or not.
    void clickCell(int row, int col);
    void clickButton(QAbstractButton *button);
    // Presses `key` `times` times on a field of the panel.
    void press(QWidget *field, Qt::Key key, int times = 1);
    // The board the editor would play now.
    PegPuzzle edited() const;
    // Triggers Save As while editing, picking `path` in the file dialog, or
    // closing the message box that refuses; returns that box's text.
    QString saveAs(const QString &path);
    // The path the last Save As dialog suggested.
    QString m_suggested;
    // Does `act`, answering the question that may come with `answer` and
    // closing a file dialog after it; returns the question, empty if none.
    // Answers the question `act` asks with `answer`; any other dialog is
    // cancelled, or accepted with `fileToOpen` chosen when one is given.
    QString answering(QMessageBox::StandardButton answer, const std::function<void()> &act,
                      const QString &fileToOpen = QString());
    void editSomething();

    std::unique_ptr<MainWindow> m_window;
};

void TestPegDesigner::initTestCase()
{
    testsetup::useTestFolders();
}

void TestPegDesigner::init()
{
    // No budget, no recent files from another test.
    QSettings().clear();
    m_window = std::make_unique<MainWindow>();
    m_window->newGame(std::make_unique<PegPuzzle>(PegPuzzle::classicTriangle()));
    QVERIFY(windowsetup::show(*m_window, {1000, 700}));
}

void TestPegDesigner::cleanup()
{
    m_window.reset();
}

void TestPegDesigner::startEditing()
{
    action("actionEditBoard")->trigger();
    QVERIFY(scene()->isEditing());
    QVERIFY(panel());
    QVERIFY(panel()->isVisible());
}

void TestPegDesigner::clickCell(int row, int col)
{
    BoardView *view = m_window->boardView();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(scene()->cellCenter(row, col)));
}

void TestPegDesigner::clickButton(QAbstractButton *button)
{
    QVERIFY(button->isVisible());
    QTest::mouseClick(button, Qt::LeftButton);
}

void TestPegDesigner::press(QWidget *field, Qt::Key key, int times)
{
    QVERIFY(field->isVisible());
    for (int i = 0; i < times; ++i)
        QTest::keyClick(field, key);
}

PegPuzzle TestPegDesigner::edited() const
{
    // The design as drawn, whether Done would take it or not.
    const std::optional<PegPuzzle> board = scene()->design()->board();
    return board ? *board : PegPuzzle(PegGeometry::triangle(1), 0);
}

QString TestPegDesigner::saveAs(const QString &path)
{
    QString refusal;
    QTimer::singleShot(0, this, [this, &refusal, &path] {
        QWidget *modal = QApplication::activeModalWidget();
        if (auto *box = qobject_cast<QMessageBox *>(modal)) {
            refusal = box->text();
            box->close();
        } else if (auto *dialog = qobject_cast<QFileDialog *>(modal)) {
            m_suggested = dialog->selectedFiles().value(0);
            dialog->selectFile(path);
            static_cast<QDialog *>(dialog)->accept();
        }
    });
    if (!action("actionSaveAs")->isEnabled())
        return QStringLiteral("Save As is off");
    action("actionSaveAs")->trigger();
    return refusal;
}

QString TestPegDesigner::answering(QMessageBox::StandardButton answer, const std::function<void()> &act,
                                   const QString &fileToOpen)
{
    QString question;
    QTimer answerer;
    connect(&answerer, &QTimer::timeout, this, [&question, answer, &fileToOpen] {
        QWidget *modal = QApplication::activeModalWidget();
        if (auto *box = qobject_cast<QMessageBox *>(modal)) {
            question = box->text();
            if (QAbstractButton *button = box->button(answer))
                QTest::mouseClick(button, Qt::LeftButton);
            else
                box->close();
        } else if (auto *dialog = qobject_cast<QDialog *>(modal)) {
            if (fileToOpen.isEmpty()) {
                dialog->reject();
                return;
            }
            if (auto *files = qobject_cast<QFileDialog *>(dialog))
                files->selectFile(fileToOpen);
            dialog->accept();
        }
    });
    answerer.start(0);
    act();
    return question;
}

void TestPegDesigner::editSomething()
{
    startEditing();
    windowdriver::clickHole(*m_window, 0);
    QVERIFY(!scene()->design()->board()->equals(PegPuzzle::classicTriangle()));
}

void TestPegDesigner::toolsShowWhileEditing()
{
    QVERIFY(!panel());
    startEditing();
    QVERIFY(panel()->pegsTool()->isChecked());
    QCOMPARE(panel()->latticeBox()->currentText(), QStringLiteral("Triangle"));
    QVERIFY(panel()->sideBox()->isVisible());
    QVERIFY(!panel()->rowsBox()->isVisible());
    QCOMPARE(panel()->sideBox()->value(), 5);
    QVERIFY(action("actionCancelEditing")->isVisible());
    // The panel goes with the editor.
    action("actionEditBoard")->trigger();
    QVERIFY(!scene()->isEditing());
    QVERIFY(!panel());
    QVERIFY(!m_window->findChild<QDockWidget *>(QStringLiteral("editToolsDock")));
    QVERIFY(!action("actionCancelEditing")->isVisible());
}

void TestPegDesigner::holesAddedAndRemovedByClicks()
{
    startEditing();
    clickButton(panel()->holesTool());
    QVERIFY(panel()->holesTool()->isChecked());
    QCOMPARE(scene()->designer()->tool(), PegDesigner::Tool::Holes);

    // The apex goes: 14 holes, numbered afresh in reading order.
    clickCell(0, 0);
    QCOMPARE(scene()->holeCount(), 14);
    QCOMPARE(scene()->design()->cell(0, 0), PegDesign::Cell::None);
    PegPuzzle board = edited();
    QCOMPARE(board.geometry().holeCount(), 14);
    QCOMPARE(board.geometry().holeAt(0, 0), -1);
    QVERIFY(inReadingOrder(board.geometry()));
    // The empty hole of the classic game, (2, 1), is now hole 3.
    QCOMPARE(board.geometry().holeAt(2, 1), 3);
    QCOMPARE(board.pegs(), board.geometry().allHoles() & ~bit(3));
    QVERIFY(position().equals(PegPuzzle::classicTriangle()));

    // Drilled again, the hole comes with a peg.
    clickCell(0, 0);
    QCOMPARE(scene()->holeCount(), 15);
    QCOMPARE(scene()->design()->cell(0, 0), PegDesign::Cell::Peg);
    QVERIFY(edited().equals(PegPuzzle::classicTriangle()));

    // The middle of the bottom row goes, leaving a gap in the board.
    clickCell(4, 2);
    board = edited();
    QCOMPARE(board.geometry().holeCount(), 14);
    QCOMPARE(board.geometry().holeAt(4, 2), -1);
    QCOMPARE(board.geometry().holeAt(4, 3), 12);
    QVERIFY(!m_window->statusBar()->currentMessage().isEmpty());

    // Back to pegs: a click on a hole takes its peg out.
    clickButton(panel()->pegsTool());
    clickCell(0, 0);
    QCOMPARE(scene()->design()->cell(0, 0), PegDesign::Cell::Empty);
    QVERIFY(!edited().hasPeg(0));
    QCOMPARE(edited().geometry().holeCount(), 14);
}

void TestPegDesigner::clicksOnCellsWithoutHolesNeedTheHolesTool()
{
    startEditing();
    clickButton(panel()->holesTool());
    clickCell(1, 1);
    QCOMPARE(scene()->design()->cell(1, 1), PegDesign::Cell::None);
    clickButton(panel()->pegsTool());
    // With the pegs tool a click on the empty cell explains itself and changes nothing.
    clickCell(1, 1);
    QCOMPARE(scene()->design()->cell(1, 1), PegDesign::Cell::None);
    QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("Holes")));
}

void TestPegDesigner::theKeyboardReachesEveryCell()
{
    startEditing();
    clickButton(panel()->holesTool());
    QWidget *board = m_window->boardView()->viewport();
    board->setFocus();
    QTest::keyClick(board, Qt::Key_Right); // shows the focus on hole 0
    QCOMPARE(scene()->focusHole(), 0);
    QTest::keyClick(board, Qt::Key_Space);
    QCOMPARE(scene()->holeCount(), 14);
    // The focus stays on the cell, which has no hole now.
    QCOMPARE(scene()->focusHole(), -1);
    QVERIFY(scene()->focusDescription().contains(QStringLiteral("no hole")));
    QTest::keyClick(board, Qt::Key_Space);
    QCOMPARE(scene()->holeCount(), 15);
    QCOMPARE(scene()->focusHole(), 0);
    QCOMPARE(scene()->design()->cell(0, 0), PegDesign::Cell::Peg);
    // Down to the triangle's second row, then along it.
    QTest::keyClick(board, Qt::Key_Down);
    QTest::keyClick(board, Qt::Key_Right);
    QCOMPARE(scene()->focusHole(), 2);
    QTest::keyClick(board, Qt::Key_Space);
    QCOMPARE(scene()->design()->cell(1, 1), PegDesign::Cell::None);
}

void TestPegDesigner::sizeAndLatticeChange()
{
    startEditing();
    // Side 6: a row of six holes with pegs comes in.
    press(panel()->sideBox(), Qt::Key_Up);
    QCOMPARE(panel()->sideBox()->value(), 6);
    QCOMPARE(scene()->holeCount(), 21);
    QVERIFY(edited().geometry().isTriangle());
    QCOMPARE(edited().pegCount(), 20);

    // The square lattice: a 6 x 6 square keeping the triangle's cells, and its empty hole.
    press(panel()->latticeBox(), Qt::Key_Up);
    QCOMPARE(panel()->latticeBox()->currentText(), QStringLiteral("Square"));
    QVERIFY(panel()->rowsBox()->isVisible());
    QVERIFY(!panel()->sideBox()->isVisible());
    QCOMPARE(panel()->rowsBox()->value(), 6);
    QCOMPARE(panel()->colsBox()->value(), 6);
    QCOMPARE(scene()->holeCount(), 36);

    // Shrunk to 4 rows and 5 columns.
    press(panel()->rowsBox(), Qt::Key_Down, 2);
    press(panel()->colsBox(), Qt::Key_Down);
    const PegPuzzle square = edited();
    QVERIFY(square.geometry() == *PegGeometry::rectangle(4, 5));
    QCOMPARE(square.geometry().lattice(), Lattice::Square);
    QCOMPARE(square.pegs(), square.geometry().allHoles() & ~bit(square.geometry().holeAt(2, 1)));

    // Back to the triangle: its side the larger of the two, its cells as they were.
    press(panel()->latticeBox(), Qt::Key_Down);
    QCOMPARE(panel()->sideBox()->value(), 5);
    QVERIFY(edited().equals(PegPuzzle::classicTriangle()));

    action("actionEditBoard")->trigger(); // Done
    QVERIFY(position().equals(PegPuzzle::classicTriangle()));
}

void TestPegDesigner::aTypedSizeIsOneChange()
{
    startEditing();
    press(panel()->latticeBox(), Qt::Key_Up); // square, 5 x 5
    QSignalSpy changed(scene()->designer(), &PegDesigner::changed);
    QSpinBox *rows = panel()->rowsBox();
    rows->setFocus();
    QTest::keyClick(rows, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(rows, QStringLiteral("12"));
    QCOMPARE(changed.count(), 0);
    QTest::keyClick(rows, Qt::Key_Return);
    // Not 1 row on the way to 12.
    QCOMPARE(changed.count(), 1);
    QCOMPARE(scene()->design()->rows(), 12);
    QCOMPARE(scene()->holeCount(), 60);
}

void TestPegDesigner::startsFromABuiltInBoard()
{
    startEditing();
    bool sawMenu = false;
    QTimer::singleShot(0, this, [&sawMenu] {
        auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
        if (!menu)
            return;
        sawMenu = true;
        // English (33 holes), the third board of the list.
        QCOMPARE(menu->actions().at(2)->text(), QStringLiteral("English (33 holes)"));
        menu->setActiveAction(menu->actions().at(2));
        QTest::keyClick(menu, Qt::Key_Return);
    });
    clickButton(panel()->startButton());
    QVERIFY(sawMenu);
    const PegPuzzle english(PegGeometry::english(), PegGeometry::english()->allHoles() & ~bit(16));
    QVERIFY(edited().equals(english));
    QCOMPARE(panel()->latticeBox()->currentText(), QStringLiteral("Square"));
    QCOMPARE(panel()->rowsBox()->value(), 7);
    QCOMPARE(panel()->colsBox()->value(), 7);
    // The corners of the cross are cells to drill.
    clickButton(panel()->holesTool());
    clickCell(0, 0);
    QCOMPARE(edited().geometry().holeCount(), 34);
    QCOMPARE(edited().geometry().holeAt(0, 0), 0);
    // Still nothing played until Done.
    QVERIFY(position().equals(PegPuzzle::classicTriangle()));
}

// The designer offers the boards the New Peg Solitaire dialog offers, from
// one list, each as the dialog first shows it; a remembered "Random solvable
// start" plays no part: the design starts from the built-in board at once
// instead of first making a start it would drop.
void TestPegDesigner::theBuiltInBoardIsNeverAMadeStart()
{
    QSettings().setValue(QStringLiteral("pegs/newGame/randomStart"), true);
    startEditing();
    QStringList offered;
    for (const QAction *action : panel()->startButton()->menu()->actions())
        offered.append(action->text());
    QStringList inTheDialog;
    {
        PegNewGameDialog dialog(testsetup::appSettings());
        for (int i = 0; i < dialog.boardBox()->count(); ++i)
            inTheDialog.append(dialog.boardBox()->itemText(i));
    }
    QCOMPARE(offered, inTheDialog);

    bool sawMenu = false;
    bool dialogShown = true;
    QTimer::singleShot(0, this, [&] {
        auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
        if (!menu)
            return;
        sawMenu = true;
        menu->setActiveAction(menu->actions().at(0));
        QTest::keyClick(menu, Qt::Key_Return);
        dialogShown = QApplication::activeModalWidget() != nullptr;
    });
    clickButton(panel()->startButton());
    QVERIFY(sawMenu);
    QVERIFY(!dialogShown);
    QVERIFY(edited().equals(PegPuzzle::classicTriangle()));
    // The game's New dialog still remembers it.
    QVERIFY(QSettings().value(QStringLiteral("pegs/newGame/randomStart")).toBool());
    QSettings().remove(QStringLiteral("pegs/newGame/randomStart"));
}

void TestPegDesigner::escapeWithoutChangesLeavesAtOnce()
{
    startEditing();
    // The keyboard's ring walks the canvas while designing...
    windowdriver::pressKeys(*m_window, QKeySequence(Qt::Key_Right));
    windowdriver::pressKeys(*m_window, QKeySequence(Qt::Key_Right));
    QVERIFY(scene()->shownFocusCell());
    windowdriver::pressKeys(*m_window, QKeySequence(Qt::Key_Escape));
    QVERIFY(!scene()->isEditing());
    // ...and is gone with the designer, until a key asks for it again.
    QCOMPARE(scene()->shownFocusCell(), std::nullopt);
    QCOMPARE(scene()->focusHole(), -1);
    QVERIFY(!action("actionEditBoard")->isChecked());
    QVERIFY(!panel());
    QVERIFY(!QApplication::activeModalWidget());
}

void TestPegDesigner::escapeAsksBeforeDroppingADesign()
{
    windowdriver::clickHole(*m_window, 11);
    windowdriver::clickHole(*m_window, 4);
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("11-4")});
    const std::unique_ptr<pb::Puzzle> played = position().clone();

    startEditing();
    clickButton(panel()->holesTool());
    clickCell(0, 0);
    press(panel()->holesTool(), Qt::Key_Space); // a key on the panel changes nothing
    QCOMPARE(scene()->holeCount(), 14);

    // Asked, and kept editing on Cancel.
    QString question;
    QTimer::singleShot(0, this, [&question] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            question = box->text();
            QTest::mouseClick(box->button(QMessageBox::Cancel), Qt::LeftButton);
        }
    });
    windowdriver::pressKeys(*m_window, QKeySequence(Qt::Key_Escape));
    QVERIFY(!question.isEmpty());
    QVERIFY(scene()->isEditing());
    QCOMPARE(scene()->holeCount(), 14);

    // Discarded: the game is as it was, its move and all, and the keyboard's
    // ring from the designer is gone with it.
    windowdriver::pressKeys(*m_window, QKeySequence(Qt::Key_Right));
    QVERIFY(scene()->shownFocusCell());
    QTimer::singleShot(0, this, [] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget()))
            QTest::mouseClick(box->button(QMessageBox::Discard), Qt::LeftButton);
    });
    windowdriver::pressKeys(*m_window, QKeySequence(Qt::Key_Escape));
    QVERIFY(!scene()->isEditing());
    QVERIFY(!panel());
    QVERIFY(position().equals(*played));
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("11-4")});
    QCOMPARE(scene()->holeCount(), 15);
    for (int hole = 0; hole < 15; ++hole)
        QCOMPARE(scene()->pegShown(hole), position().hasPeg(hole));
    QCOMPARE(scene()->shownFocusCell(), std::nullopt);
    QCOMPARE(scene()->focusHole(), -1);
    QVERIFY(action("actionUndo")->isEnabled());
    // Clicks play again.
    windowdriver::clickHole(*m_window, 2);
    windowdriver::clickHole(*m_window, 7);
    QCOMPARE(m_window->session().moves(), (QStringList{QStringLiteral("11-4"), QStringLiteral("2-7")}));
}

void TestPegDesigner::quittingAsksBeforeDroppingADesign()
{
    startEditing();
    windowdriver::clickHole(*m_window, 0);
    bool asked = false;
    QTimer::singleShot(0, this, [&asked] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            asked = true;
            QTest::mouseClick(box->button(QMessageBox::Cancel), Qt::LeftButton);
        }
    });
    QVERIFY(!m_window->close());
    QVERIFY(asked);
    QVERIFY(m_window->isVisible());
    QVERIFY(scene()->isEditing());
    // Put back as it was, the board has nothing to lose: no question.
    windowdriver::clickHole(*m_window, 0);
    QVERIFY(m_window->close());
}

// Issue 41: Quit or a file a second start hands over asked in a box titled
// "Cancel Editing" that said "the game stays as it was", then quit or opened
// the file. Each question now says what comes once the design is gone.
void TestPegDesigner::theQuestionSaysWhatComesNext()
{
    QTemporaryDir dir;
    const QString waiting = dir.filePath(QStringLiteral("waiting.peg"));
    {
        QFile file(waiting);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("square\no o .\n");
    }
    editSomething();
    struct Asked {
        QString title;
        QString then;
        QString discard;
    };
    const auto asking = [this](const std::function<void()> &act) {
        Asked asked;
        QTimer answerer;
        connect(&answerer, &QTimer::timeout, this, [&asked] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                asked = {box->windowTitle(), box->informativeText(), box->button(QMessageBox::Discard)->text()};
                QTest::mouseClick(box->button(QMessageBox::Cancel), Qt::LeftButton);
            }
        });
        answerer.start(0);
        act();
        return asked;
    };

    const Asked quitting = asking([this] { QVERIFY(!m_window->close()); });
    QVERIFY2(quitting.title.contains(QStringLiteral("Quit")), qPrintable(quitting.title));
    QVERIFY2(quitting.then.contains(QStringLiteral("Puzzlebox quits")), qPrintable(quitting.then));
    QVERIFY2(!quitting.then.contains(QStringLiteral("stays as it was")), qPrintable(quitting.then));
    QCOMPARE(quitting.discard, QStringLiteral("Discard and Quit"));

    // What a second start hands over is named.
    const Asked handedOver = asking([this, &waiting] { m_window->openFile(NativePath(waiting)); });
    QVERIFY2(handedOver.title.contains(QStringLiteral("waiting.peg")), qPrintable(handedOver.title));
    QVERIFY2(handedOver.then.contains(QStringLiteral("waiting.peg opens instead")), qPrintable(handedOver.then));
    QCOMPARE(handedOver.discard, QStringLiteral("Discard and Open"));

    const Asked cancelling = asking([this] { windowdriver::pressKeys(*m_window, QKeySequence(Qt::Key_Escape)); });
    QCOMPARE(cancelling.title, QStringLiteral("Cancel Editing"));
    QVERIFY2(cancelling.then.contains(QStringLiteral("stays as it was")), qPrintable(cancelling.then));

    // Kept designing each time.
    QVERIFY(scene()->isEditing());
    QVERIFY(m_window->isVisible());
    QVERIFY(position().equals(PegPuzzle::classicTriangle()));
}

// New, Open, Open Recent and Paste Board replace the game on screen: each asks
// before it drops a board being edited, as Esc does.
void TestPegDesigner::anotherGameAsksBeforeDroppingADesign()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    editSomething();
    // Saved, the design is in Open Recent.
    const QString path = dir.filePath(QStringLiteral("mine.peg"));
    QCOMPARE(saveAs(path), QString());
    const PegPuzzle saved = edited();
    clickCell(4, 4);
    const PegPuzzle design = edited();
    QGuiApplication::clipboard()->setText(QStringLiteral("square\no o o\no . o\n"));
    QMenu *recent = m_window->findChild<QMenu *>(QStringLiteral("menuOpenRecent"));
    QAction *recentEntry = recent->actions().value(0);
    QVERIFY(recentEntry && recentEntry->text().contains(QStringLiteral("mine.peg")));

    const std::vector<std::pair<const char *, std::function<void()>>> entries = {
        {"New", [this] { windowdriver::pressKeys(*m_window, QKeySequence(QKeySequence::New)); }},
        {"Open", [this] { windowdriver::pressKeys(*m_window, QKeySequence(QKeySequence::Open)); }},
        {"Open Recent", [recentEntry] { recentEntry->trigger(); }},
        {"Paste Board", [this] { windowdriver::pressKeys(*m_window, QKeySequence(QKeySequence::Paste)); }},
    };
    for (const auto &[name, act] : entries) {
        // New's options and Open's file are chosen first: the question comes
        // once a game is really on its way, and cancelling them asks nothing.
        const bool choosesFirst = name == std::string_view("New") || name == std::string_view("Open");
        if (choosesFirst) {
            QVERIFY2(answering(QMessageBox::Discard, act).isEmpty(), name);
            QVERIFY2(scene()->isEditing() && edited().equals(design), name);
        }
        const QString question = answering(QMessageBox::Cancel, act, choosesFirst ? path : QString());
        QVERIFY2(question.startsWith(QStringLiteral("Discard the board you made?")), qPrintable(name + (": " + question)));
        QVERIFY2(scene()->isEditing(), name);
        QVERIFY2(edited().equals(design), name);
        QVERIFY2(position().equals(PegPuzzle::classicTriangle()), name);
    }
    // Discarded: the pasted game comes, and its Undo brings back the game.
    QVERIFY(!answering(QMessageBox::Discard, [this] {
                 windowdriver::pressKeys(*m_window, QKeySequence(QKeySequence::Paste));
             }).isEmpty());
    QVERIFY(!action("actionEditBoard")->isChecked());
    QCOMPARE(position().geometry().holeCount(), 6);
    m_window->session().undo();
    QVERIFY(position().equals(PegPuzzle::classicTriangle()));
    // Nothing edited, nothing asked.
    startEditing();
    QCOMPARE(answering(QMessageBox::Cancel, [recentEntry] { recentEntry->trigger(); }), QString());
    QVERIFY(!scene()->isEditing());
    QVERIFY(position().equals(saved));
    // A board made from the file's game is suggested beside the file, named after itself.
    startEditing();
    press(panel()->latticeBox(), Qt::Key_Up); // square, 5 x 5
    press(panel()->rowsBox(), Qt::Key_Down, 2);
    QCOMPARE(saveAs(dir.filePath(QStringLiteral("smaller.peg"))), QString());
    QCOMPARE(QFileInfo(m_suggested).absoluteFilePath(), QFileInfo(dir.filePath(QStringLiteral("pegs-3x5.peg"))).absoluteFilePath());
}

void TestPegDesigner::theClockStopsWhileEditing()
{
    m_window->activateWindow();
    QApplication::setActiveWindow(m_window.get());
    windowdriver::clickHole(*m_window, 11);
    windowdriver::clickHole(*m_window, 4);
    QVERIFY(m_window->session().clock().isTicking());
    startEditing();
    QVERIFY(!m_window->session().clock().isTicking());
    windowdriver::pressKeys(*m_window, QKeySequence(Qt::Key_Escape));
    QVERIFY(!scene()->isEditing());
    QVERIFY(m_window->session().clock().isTicking());
}

// The report of a search that gave up, and its Try Again, speak of the game:
// they wait while a board is edited, and Esc is only Cancel Editing.
void TestPegDesigner::aGaveUpReportWaitsWhileEditing()
{
    m_window->settings().setMemoryBudgetMiB(1);
    // The diamond with hole 12 empty after its first jump (2 over 6 into 12):
    // no line found before a small budget is full.
    m_window->newGame(std::make_unique<PegPuzzle>(PegGeometry::diamond(),
                                                  PegGeometry::diamond()->allHoles() & ~bit(2) & ~bit(6)));
    QVERIFY(windowdriver::solveNow(*m_window, 30000));
    SolutionDock *dock = m_window->solutionDock();
    const QString report = dock->report();
    QVERIFY2(report.startsWith(QStringLiteral("The solver gave up")), qPrintable(report));
    auto *retry = dock->findChild<QPushButton *>(QStringLiteral("retryButton"));
    QVERIFY(retry->isVisibleTo(dock));

    startEditing();
    QCOMPARE(dock->report(), QString());
    QVERIFY(!retry->isVisibleTo(dock));
    emit dock->retryRequested();
    QVERIFY(!m_window->solver().isRunning());
    QCOMPARE(m_window->settings().memoryBudgetBytes(), std::size_t(1) << 20);

    windowdriver::pressKeys(*m_window, QKeySequence(Qt::Key_Escape));
    QVERIFY(!scene()->isEditing());
    QCOMPARE(dock->report(), report);
    QVERIFY(retry->isVisibleTo(dock));
}

// A Done refused says why in the solution panel, which the designer's tools
// cover: the panel comes into sight, and the tools stay in it.
void TestPegDesigner::aRefusedDoneShowsItsReason()
{
    startEditing();
    SolutionDock *dock = m_window->solutionDock();
    QVERIFY(dock->visibleRegion().isEmpty()); // tabbed behind the designer
    clickButton(panel()->holesTool());
    for (int row = 0; row < 5; ++row) {
        for (int col = 0; col <= row; ++col)
            clickCell(row, col);
    }
    const auto *tools = m_window->findChild<QDockWidget *>(QStringLiteral("editToolsDock"));
    QVERIFY(tools);
    const QSize toolsSize = tools->size();
    action("actionEditBoard")->trigger(); // Done, refused: no holes
    QVERIFY(scene()->isEditing());
    // Said once, where the tools that fix the board are: the designer's
    // verdict, and the status bar; the panel stays behind, the tools as they were.
    const auto *verdict = panel()->findChild<QLabel *>(QStringLiteral("designVerdict"));
    QVERIFY(verdict);
    const QString why = m_window->statusBar()->currentMessage();
    QVERIFY(!why.isEmpty());
    QVERIFY2(verdict->text().contains(why), qPrintable(verdict->text() + QStringLiteral(" / ") + why));
    QTRY_VERIFY(!verdict->visibleRegion().isEmpty());
    QVERIFY(dock->visibleRegion().isEmpty());
    QCOMPARE(tools->size(), toolsSize);
    QVERIFY(!panel()->holesTool()->visibleRegion().isEmpty());
}

void TestPegDesigner::aBoardWithNoEmptyHoleIsRefused()
{
    const auto before = position().clone();
    startEditing();
    clickCell(2, 1); // hole 4, the triangle's empty one, gets a peg
    QCOMPARE(edited().pegCount(), 15);
    // The status bar does not say the board has no pegs: it cannot be played yet.
    const auto *summary = m_window->findChild<QLabel *>(QStringLiteral("positionLabel"));
    QVERIFY(summary);
    QCOMPARE(summary->text(), QStringLiteral("Cannot be played yet"));
    action("actionEditBoard")->trigger(); // Done, refused
    QVERIFY(scene()->isEditing());
    const auto *verdict = panel()->findChild<QLabel *>(QStringLiteral("designVerdict"));
    QVERIFY(verdict);
    QVERIFY2(verdict->text().contains(QStringLiteral("at least one empty hole")), qPrintable(verdict->text()));
    QVERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("at least one empty hole")),
             qPrintable(m_window->statusBar()->currentMessage()));
    clickCell(0, 0); // takes the top peg out
    action("actionEditBoard")->trigger(); // Done
    QVERIFY(!scene()->isEditing());
    QCOMPARE(position().pegCount(), 14);
    QVERIFY(!position().equals(*before));
}

void TestPegDesigner::doneStartsTheDesignAndUndoBringsTheGameBack()
{
    windowdriver::clickHole(*m_window, 11);
    windowdriver::clickHole(*m_window, 4);
    startEditing();
    press(panel()->latticeBox(), Qt::Key_Up); // square, 5 x 5
    press(panel()->rowsBox(), Qt::Key_Down, 2);
    clickCell(0, 0); // an empty hole to jump into
    const PegPuzzle design = edited();
    QVERIFY(design.geometry() == *PegGeometry::rectangle(3, 5));
    QCOMPARE(design.pegCount(), 14);

    action("actionEditBoard")->trigger(); // Done
    QVERIFY(!scene()->isEditing());
    QVERIFY(position().equals(design));
    QCOMPARE(scene()->holeCount(), 15);
    QCOMPARE(m_window->session().moveCount(), 0);

    windowdriver::pressKeys(*m_window, QKeySequence(QKeySequence::Undo));
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("11-4")});
    QVERIFY(position().geometry().isTriangle());
    windowdriver::pressKeys(*m_window, QKeySequence(Qt::CTRL | Qt::Key_Y));
    QVERIFY(position().equals(design));
}

void TestPegDesigner::saveAsWhileEditingWritesTheDesign()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    startEditing();
    clickButton(panel()->holesTool());
    clickCell(0, 0);
    clickCell(4, 4);
    clickButton(panel()->pegsTool());
    clickCell(2, 1); // the empty hole gets a peg
    clickCell(4, 2); // and the middle of the bottom row loses its peg
    const PegPuzzle design = edited();

    const QString path = dir.filePath(QStringLiteral("mine.peg"));
    QCOMPARE(saveAs(path), QString());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const pb::Parsed<PegPuzzle> read = pb::pegs::parsePegFile(file.readAll().toStdString());
    const auto *board = std::get_if<PegPuzzle>(&read);
    QVERIFY(board);
    QVERIFY(board->equals(design));
    QCOMPARE(board->geometry().holeCount(), 13);
    // Saving leaves the editor open and the game alone.
    QVERIFY(scene()->isEditing());
    QVERIFY(position().equals(PegPuzzle::classicTriangle()));
}

void TestPegDesigner::saveAsRefusesAnUnplayableDesign()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    startEditing();
    for (int row = 0; row < 5; ++row) {
        for (int col = 0; col <= row; ++col) {
            if (scene()->design()->cell(row, col) == PegDesign::Cell::Peg)
                clickCell(row, col);
        }
    }
    QCOMPARE(scene()->design()->pegCount(), 0);
    const QString path = dir.filePath(QStringLiteral("none.peg"));
    QVERIFY(saveAs(path).contains(QStringLiteral("peg")));
    QVERIFY(!QFile::exists(path));
    QVERIFY(!m_window->saveFile(path).isEmpty());
    QVERIFY(!QFile::exists(path));
}

void TestPegDesigner::aBoardHoldsAtMost64Holes()
{
    m_window->newGame(std::make_unique<PegPuzzle>(PegGeometry::rectangle(8, 8), PegGeometry::rectangle(8, 8)->allHoles() & ~bit(0)));
    startEditing();
    press(panel()->rowsBox(), Qt::Key_Up);
    QCOMPARE(scene()->design()->rows(), 9);
    // The new row has no holes: 64 is the most.
    QCOMPARE(scene()->holeCount(), 64);
    QCOMPARE(scene()->design()->cell(8, 0), PegDesign::Cell::None);
    clickButton(panel()->holesTool());
    clickCell(8, 0);
    QCOMPARE(scene()->holeCount(), 64);
    QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("64")));
    // One hole less makes room for it.
    clickCell(0, 0);
    clickCell(8, 0);
    QCOMPARE(scene()->design()->cell(8, 0), PegDesign::Cell::Peg);
    const PegPuzzle board = edited();
    QCOMPARE(board.geometry().rows(), 9);
    QCOMPARE(board.geometry().holeCount(), 64);
}

// Before Done is pressed, the panel says whether it would play the board,
// and why not: a board with every hole filled has no jump to make.
void TestPegDesigner::thePanelWarnsBeforeDone()
{
    startEditing();
    QLabel *verdict = panel()->verdictLabel();
    QVERIFY(verdict->isVisible());
    QCOMPARE(verdict->text(), QStringLiteral("Playable: Done starts this board."));
    clickCell(2, 1); // the triangle's empty hole gets a peg: no hole is empty
    QVERIFY2(verdict->text().startsWith(QStringLiteral("Not playable yet: "))
                 && verdict->text().contains(QStringLiteral("at least one empty hole")),
             qPrintable(verdict->text()));
    const auto *summary = m_window->findChild<QLabel *>(QStringLiteral("positionLabel"));
    QVERIFY(!summary->text().contains(QStringLiteral("No pegs")));
    clickCell(0, 0);
    QCOMPARE(verdict->text(), QStringLiteral("Playable: Done starts this board."));
    // Down to one peg: a board that is solved before it starts.
    for (int row = 1; row < 5; ++row) {
        for (int col = 0; col <= row; ++col) {
            if (scene()->design()->cell(row, col) == PegDesign::Cell::Peg && scene()->design()->pegCount() > 1)
                clickCell(row, col);
        }
    }
    QCOMPARE(scene()->design()->pegCount(), 1);
    QVERIFY2(verdict->text().startsWith(QStringLiteral("Playable, but solved already")), qPrintable(verdict->text()));
}

void TestPegDesigner::growingNeverLeavesARaggedLine_data()
{
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("cols");
    QTest::addColumn<bool>("growRows");
    QTest::addColumn<int>("holesAfter");
    // 63 holes: the old code gave the new line one hole with a peg and the
    // rest none.
    QTest::newRow("a row past the room") << 7 << 9 << true << 63;
    QTest::newRow("a column past the room") << 9 << 7 << false << 63;
    // 56 holes: a new row of 8 fits whole.
    QTest::newRow("a row that fits") << 7 << 8 << true << 64;
}

// Growing the canvas by keys: a new row or column comes whole, holes with
// pegs, or without any hole when the board has no room for all of it.
void TestPegDesigner::growingNeverLeavesARaggedLine()
{
    QFETCH(int, rows);
    QFETCH(int, cols);
    QFETCH(bool, growRows);
    QFETCH(int, holesAfter);
    const auto geometry = PegGeometry::rectangle(rows, cols);
    m_window->newGame(std::make_unique<PegPuzzle>(geometry, geometry->allHoles() & ~bit(0)));
    startEditing();
    press(growRows ? panel()->rowsBox() : panel()->colsBox(), Qt::Key_Up);
    QCOMPARE(scene()->holeCount(), holesAfter);
    const PegDesign &design = *scene()->design();
    const int lineLength = growRows ? cols : rows;
    int holesInLine = 0;
    for (int i = 0; i < lineLength; ++i) {
        const PegDesign::Cell cell = growRows ? design.cell(rows, i) : design.cell(i, cols);
        holesInLine += cell == PegDesign::Cell::Peg;
        QVERIFY(cell == PegDesign::Cell::Peg || cell == PegDesign::Cell::None);
    }
    QVERIFY2(holesInLine == 0 || holesInLine == lineLength, qPrintable(QString::number(holesInLine)));
}

void TestPegDesigner::everyDesignIsAPegFile_data()
{
    QTest::addColumn<int>("seed");
    for (int seed = 1; seed <= 6; ++seed)
        QTest::newRow(qPrintable(QStringLiteral("seed %1").arg(seed))) << seed;
}

// Designs made by a long run of random edits (holes, pegs, size, lattice):
// each playable one writes a .peg file that reads back as the same board,
// numbered in reading order, with its empty margins gone.
void TestPegDesigner::everyDesignIsAPegFile()
{
    QFETCH(int, seed);
    std::mt19937 random{std::uint32_t(seed)};
    auto below = [&random](int n) { return int(random() % std::uint32_t(n)); };
    PegDesign design(PegPuzzle::classicTriangle());
    int checked = 0;
    for (int step = 0; step < 400; ++step) {
        switch (below(10)) {
        case 0:
            design.setLattice(below(2) == 0 ? Lattice::Square : Lattice::Triangle);
            break;
        case 1:
            design.setSize(1 + below(10), 1 + below(10));
            break;
        case 2:
        case 3:
        case 4:
            design.toggleHole(below(design.rows()), below(design.cols()));
            break;
        default:
            design.togglePeg(below(design.rows()), below(design.cols()));
            break;
        }
        QVERIFY(design.holeCount() <= pb::pegs::kMaxHoles);
        QCOMPARE(design.canvasGeometry()->holeCount(), design.holeCount());
        const std::optional<PegPuzzle> board = design.board();
        QCOMPARE(board.has_value(), design.pegCount() > 0);
        if (!board)
            continue;
        QCOMPARE(board->geometry().holeCount(), design.holeCount());
        QCOMPARE(board->pegCount(), design.pegCount());
        QVERIFY(inReadingOrder(board->geometry()));
        // No empty margin at the top or the left.
        int top = INT_MAX, left = INT_MAX;
        for (const auto &cell : board->geometry().holes()) {
            top = std::min(top, cell.row);
            left = std::min(left, cell.col);
        }
        QCOMPARE(left, 0);
        if (design.lattice() == Lattice::Square)
            QCOMPARE(top, 0);
        const std::string text = pb::pegs::writePegFile(*board);
        const pb::Parsed<PegPuzzle> read = pb::pegs::parsePegFile(text);
        const auto *back = std::get_if<PegPuzzle>(&read);
        QVERIFY2(back, text.c_str());
        QVERIFY2(back->equals(*board), text.c_str());
        ++checked;
    }
    QVERIFY(checked > 50);
}

PUZZLEBOX_TEST_MAIN(TestPegDesigner)
} // namespace tst_pegdesigner
#include "tst_pegdesigner.moc"
