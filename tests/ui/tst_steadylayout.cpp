// The window's layout holds still: the solution panel keeps its width when a
// question is cancelled, the language changes or the window starts again; the
// status bar's messages never move the board; the status bar's fields give
// way sensibly and never split a game ID; at 700x500 in German every toolbar
// button shows; at 400x300 the panel scrolls.

#include "core/pegs/pegpuzzle.h"
#include "ui/board/boardview.h"
#include "ui/mainwindow.h"
#include "ui/settings/language.h"
#include "ui/solving/solutiondock.h"
#include "ui/widgets/elidedlabel.h"
#include "ui/widgets/wrappingstatusbar.h"
#include "../testsetup.h"
#include "windowdriver.h"
#include "windowsetup.h"
#include "testmain.h"

#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QToolButton>

namespace tst_steadylayout {

using pb::pegs::PegPuzzle;

namespace {

// The toolbar's ">>" button, shown when a button does not fit.
bool toolbarOverflows(const MainWindow &window)
{
    auto *bar = window.findChild<QToolBar *>(QStringLiteral("toolBar"));
    Q_ASSERT(bar);
    const auto *more = bar->findChild<QToolButton *>(QStringLiteral("qt_toolbar_ext_button"));
    return more && more->isVisible();
}

void switchLanguage(MainWindow &window, const char *action, const QString &panelTitle)
{
    windowdriver::action(window, action)->trigger();
    QTRY_COMPARE(window.solutionDock()->windowTitle(), panelTitle);
    QTest::qWait(50);
}

} // namespace

class TestSteadyLayout : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void panelKeepsItsWidth();
    void panelKeepsItsWidthOverARestart();
    void panelKeepsItsWidthOverEditing_data();
    void panelKeepsItsWidthOverEditing();
    void messagesDoNotMoveTheBoard_data();
    void messagesDoNotMoveTheBoard();
    void solverFieldDropsItsDetailsFirst();
    void gameIdIsNeverSplitInsideAWord();
    void germanToolbarFitsAt700();
    void panelScrollsAt400x300();

private:
    QTemporaryDir m_home;
};

void TestSteadyLayout::initTestCase()
{
    QVERIFY(m_home.isValid());
    testsetup::useOwnHome(m_home, QStringLiteral("tst_steadylayout"));
}

void TestSteadyLayout::cleanup()
{
    // The next test starts in English, whatever this one chose.
    AppSettings settings;
    settings.setLanguage(QString());
    Language::installTranslators(settings);
}

// A hint (its report and "Show More" button), a question about a hole
// cancelled with Esc, and German and back: the panel's width stays.
void TestSteadyLayout::panelKeepsItsWidth()
{
    MainWindow window;
    QVERIFY(windowsetup::show(window, QSize(900, 640)));
    window.newGame(std::make_unique<PegPuzzle>(PegPuzzle::classicTriangle()));
    SolutionDock *dock = window.solutionDock();
    QTest::qWait(50);
    const int width = dock->width();

    QVERIFY(windowdriver::solveNow(window));
    QTest::qWait(50);
    QCOMPARE(dock->width(), width);

    windowdriver::action(window, "actionSolveToCell")->trigger();
    QTest::keyClick(window.boardView(), Qt::Key_Escape);
    QTest::qWait(50);
    QCOMPARE(dock->width(), width);

    switchLanguage(window, "actionLanguage_de", QStringLiteral("Lösung"));
    QCOMPARE(dock->width(), width);
    switchLanguage(window, "actionLanguage_en", QStringLiteral("Solution"));
    QCOMPARE(dock->width(), width);
}

// The designer's tools are wider than the panel; when they go, the panel
// and the board are as they were, whether the design was cancelled or played.
void TestSteadyLayout::panelKeepsItsWidthOverEditing_data()
{
    QTest::addColumn<QString>("extension");
    QTest::addColumn<bool>("german");
    for (const bool german : {false, true}) {
        const char *language = german ? "de" : "en";
        QTest::addRow("pegs %s", language) << QStringLiteral("peg") << german;
        QTest::addRow("roller %s", language) << QStringLiteral("rbd") << german;
        QTest::addRow("fifteen %s", language) << QStringLiteral("fif") << german;
    }
}

void TestSteadyLayout::panelKeepsItsWidthOverEditing()
{
    QFETCH(QString, extension);
    QFETCH(bool, german);
    MainWindow window;
    QVERIFY(windowsetup::show(window, QSize(700, 500)));
    if (german)
        switchLanguage(window, "actionLanguage_de", QStringLiteral("Lösung"));
    const auto english = qScopeGuard([&window, german] {
        if (german)
            switchLanguage(window, "actionLanguage_en", QStringLiteral("Solution"));
    });
    QTemporaryDir dir;
    QCOMPARE(windowsetup::openSample(window, dir, extension), QString());
    SolutionDock *dock = window.solutionDock();
    QTest::qWait(50);
    const int width = dock->width();
    const QRect board = window.boardView()->geometry();

    windowdriver::action(window, "actionEditBoard")->trigger();
    QTest::qWait(50);
    windowdriver::action(window, "actionCancelEditing")->trigger();
    QTest::qWait(50);
    QCOMPARE(dock->width(), width);
    QCOMPARE(window.boardView()->geometry(), board);

    windowdriver::action(window, "actionEditBoard")->trigger();
    QTest::qWait(50);
    windowdriver::action(window, "actionEditBoard")->trigger(); // Done: the board as it was
    QTest::qWait(50);
    QCOMPARE(dock->width(), width);
    QCOMPARE(window.boardView()->geometry(), board);
}

void TestSteadyLayout::panelKeepsItsWidthOverARestart()
{
    int width = 0;
    {
        MainWindow window;
        QVERIFY(windowsetup::show(window, QSize(900, 640)));
        QTest::qWait(50);
        width = window.solutionDock()->width();
        switchLanguage(window, "actionLanguage_de", QStringLiteral("Lösung"));
        QVERIFY(window.close());
    }
    MainWindow again;
    again.show();
    QVERIFY(QTest::qWaitForWindowExposed(&again));
    QTest::qWait(50);
    QCOMPARE(again.solutionDock()->windowTitle(), QStringLiteral("Lösung"));
    QCOMPARE(again.solutionDock()->width(), width);
}

void TestSteadyLayout::messagesDoNotMoveTheBoard_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("900x640") << QSize(900, 640);
    QTest::newRow("700x500") << QSize(700, 500);
    QTest::newRow("400x300") << QSize(400, 300);
}

void TestSteadyLayout::messagesDoNotMoveTheBoard()
{
    QFETCH(QSize, size);
    MainWindow window;
    QVERIFY(windowsetup::show(window, size));
    QTest::qWait(50);
    auto *bar = qobject_cast<WrappingStatusBar *>(window.statusBar());
    QVERIFY(bar);
    // Measured after a round of the designer, whose tools may make a small
    // window taller.
    windowdriver::action(window, "actionEditBoard")->trigger();
    QTest::qWait(50);
    windowdriver::action(window, "actionCancelEditing")->trigger();
    QTest::qWait(50);
    const QRect board = window.boardView()->geometry();

    // A refused jump and a long message.
    windowdriver::clickHole(window, 0);
    windowdriver::clickHole(window, 1);
    QTest::qWait(50);
    QCOMPARE(window.boardView()->geometry(), board);
    bar->showMessage(QStringLiteral("This position cannot be solved: its tiles are an odd number of swaps away "
                                    "from the goal, while the blank is an even number of steps from its home."));
    QTRY_VERIFY(bar->shownLines().size() > 1);
    QTest::qWait(50);
    QCOMPARE(window.boardView()->geometry(), board);
    bar->clearMessage();
    QTest::qWait(50);
    QCOMPARE(window.boardView()->geometry(), board);
}

// "Found a solution in 13 moves (35 ms, 53,13…": too long for its share, the
// solver's field drops the details in brackets whole, never half a number.
void TestSteadyLayout::solverFieldDropsItsDetailsFirst()
{
    MainWindow window;
    QVERIFY(windowsetup::show(window, QSize(700, 500)));
    QVERIFY(windowdriver::solveNow(window));
    ElidedLabel *solver = nullptr;
    const auto findSolver = [&window, &solver] {
        for (ElidedLabel *label : window.statusBar()->findChildren<ElidedLabel *>()) {
            if (label->text().startsWith(QStringLiteral("Found a solution")))
                solver = label;
        }
        return solver != nullptr;
    };
    QTRY_VERIFY(findSolver());
    QVERIFY2(solver->text().contains(QStringLiteral(" (")), qPrintable(solver->text()));
    // A message takes its share: the solver's field gives way.
    window.statusBar()->showMessage(QStringLiteral("Hint: jump 3 over 4 into 5, then 12 over 8 into 5."));
    QTRY_VERIFY(solver->shownText() != solver->text());
    const QString shown = solver->shownText();
    const QString words = solver->text().left(solver->text().indexOf(QStringLiteral(" (")));
    QVERIFY2(shown == words + QStringLiteral(" (\u2026)") || (!shown.contains(QLatin1Char('(')) && shown.endsWith(QChar(0x2026))),
             qPrintable(shown));
}

// Wrapped onto two lines in a small window, the message "Copied the game ID
// …" breaks between words or after a hyphen of the ID, never inside a run of
// its characters; what does not fit ends in "…".
void TestSteadyLayout::gameIdIsNeverSplitInsideAWord()
{
    MainWindow window;
    QVERIFY(windowsetup::show(window, QSize(400, 300)));
    auto *bar = qobject_cast<WrappingStatusBar *>(window.statusBar());
    const QString id = QStringLiteral("pegs:triangle5.h4.Xk9QzT3vLmW8pR2nB7cD");
    bar->showMessage(QStringLiteral("Copied the game ID %1 to the clipboard.").arg(id));
    QTest::qWait(50);
    const QStringList lines = bar->shownLines();
    QVERIFY(lines.size() > 1);
    const QString message = bar->currentMessage();
    qsizetype at = 0;
    for (const QString &line : lines) {
        QVERIFY2(bar->fontMetrics().horizontalAdvance(line) <= bar->messageRect().width(), qPrintable(line));
        if (line.endsWith(QChar(0x2026)))
            break;
        QVERIFY2(message.mid(at).startsWith(line), qPrintable(line));
        at += line.size();
        // The line ends where a word does, or after a hyphen.
        const bool atBreak = at >= message.size() || message[at] == QLatin1Char(' ') || line.endsWith(QLatin1Char('-'));
        QVERIFY2(atBreak, qPrintable(QStringLiteral("split inside a word: \"%1\"").arg(line)));
        while (at < message.size() && message[at] == QLatin1Char(' '))
            ++at;
    }
}

void TestSteadyLayout::germanToolbarFitsAt700()
{
    MainWindow window;
    QVERIFY(windowsetup::show(window, QSize(700, 500)));
    switchLanguage(window, "actionLanguage_de", QStringLiteral("Lösung"));
    QVERIFY(!toolbarOverflows(window));
    // The designer's Done and Cancel too.
    windowdriver::action(window, "actionEditBoard")->trigger();
    QTest::qWait(50);
    QVERIFY(!toolbarOverflows(window));
    windowdriver::action(window, "actionCancelEditing")->trigger();
    // Undo without its word still says what it does.
    auto *bar = window.findChild<QToolBar *>(QStringLiteral("toolBar"));
    auto *undo = qobject_cast<QToolButton *>(bar->widgetForAction(window.undoAction()));
    QVERIFY(undo);
    QVERIFY(!undo->toolTip().isEmpty());
}

// Too low for a solution's caption, its moves and the pace together (in
// German), the panel scrolls to show the rest, and never cuts a line.
void TestSteadyLayout::panelScrollsAt400x300()
{
    MainWindow window;
    QVERIFY(windowsetup::show(window, QSize(400, 300)));
    switchLanguage(window, "actionLanguage_de", QStringLiteral("Lösung"));
    QVERIFY(windowdriver::solveNow(window));
    SolutionDock *dock = window.solutionDock();
    auto *scroller = dock->findChild<QScrollArea *>(QStringLiteral("solutionScroller"));
    QVERIFY(scroller);
    QTRY_VERIFY(scroller->verticalScrollBar()->maximum() > 0);
    // Nothing is cut at the right: the panel is as wide as its contents need.
    QVERIFY2(scroller->widget()->width() <= scroller->viewport()->width(),
             qPrintable(QStringLiteral("%1 px of text in a %2 px panel").arg(scroller->widget()->width()).arg(scroller->viewport()->width())));
    QVERIFY(scroller->verticalScrollBar()->isVisible());
    // Scrolled down, the pace slider is in view.
    scroller->verticalScrollBar()->setValue(scroller->verticalScrollBar()->maximum());
    QTest::qWait(20);
    auto *pace = dock->findChild<QSlider *>();
    QVERIFY(pace);
    const QRect seen = scroller->viewport()->rect();
    QVERIFY(seen.contains(QRect(pace->mapTo(scroller->viewport(), QPoint(0, 0)), pace->size())));
}

PUZZLEBOX_TEST_MAIN(TestSteadyLayout)
} // namespace tst_steadylayout
#include "tst_steadylayout.moc"
