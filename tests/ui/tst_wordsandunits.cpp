// Words and units the window uses: one style for a search's time, running
// and done; difficulty levels in moves; board names and sizes written one
// way ("English cross of 33 holes", "5 × 4"); a file that does not open is
// not called a board; a greyed menu entry says why; a solved board pasted
// says it is solved.

#include "core/fifteen/fifteenpuzzle.h"
#include "core/pegs/pegpuzzle.h"
#include "ui/fifteen/fifteendialog.h"
#include "ui/mainwindow.h"
#include "ui/pegs/pegbuiltinboards.h"
#include "ui/solving/searchtime.h"
#include "ui/widgets/difficultychoice.h"
#include "../testsetup.h"
#include "windowdriver.h"
#include "windowsetup.h"
#include "testmain.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QRegularExpression>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

namespace tst_wordsandunits {

using pb::pegs::PegPuzzle;

class TestWordsAndUnits : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void searchTimeHasOneStyle();
    void solverStatusUsesIt();
    void difficultyLevelsSayTheirMoves();
    void boardNamesSayWhatTheyCount();
    void aFileThatFailsIsNotCalledABoard();
    void greyedNumbersOnTilesSaysWhy();
    void aSolvedBoardPastedSaysSo();

private:
    QTemporaryDir m_home;
};

void TestWordsAndUnits::initTestCase()
{
    QVERIFY(m_home.isValid());
    testsetup::useOwnHome(m_home, QStringLiteral("tst_wordsandunits"));
}

// "74.8 s" while running does not end in "104,796 ms".
void TestWordsAndUnits::searchTimeHasOneStyle()
{
    QCOMPARE(SearchTime::text(35), QStringLiteral("35 ms"));
    QCOMPARE(SearchTime::text(999), QStringLiteral("999 ms"));
    QCOMPARE(SearchTime::text(1000), QStringLiteral("1.0 s"));
    QCOMPARE(SearchTime::text(74800), QStringLiteral("74.8 s"));
    QCOMPARE(SearchTime::text(104796), QStringLiteral("104.8 s"));
}

void TestWordsAndUnits::solverStatusUsesIt()
{
    MainWindow window;
    QVERIFY(windowsetup::show(window, QSize(900, 640)));
    QVERIFY(windowdriver::solveNow(window));
    QString status;
    for (const QLabel *label : window.statusBar()->findChildren<QLabel *>()) {
        if (label->text().startsWith(QStringLiteral("Found a solution")))
            status = label->text();
    }
    QVERIFY2(status.contains(QRegularExpression(QStringLiteral("\\((\\d+ ms|[\\d,]+\\.\\d s)(, |\\))"))), qPrintable(status));
}

void TestWordsAndUnits::difficultyLevelsSayTheirMoves()
{
    FifteenDialog dialog(testsetup::appSettings());
    dialog.show();
    dialog.setBoardSize(3);
    QComboBox *levels = dialog.difficulty()->levelBox();
    QCOMPARE(levels->itemText(0), QStringLiteral("Easy (8\u201315 slides)"));
    QCOMPARE(levels->itemText(1), QStringLiteral("Medium (16\u201324 slides)"));
    QCOMPARE(levels->itemText(2), QStringLiteral("Hard (25\u201331 slides)"));
    QCOMPARE(levels->itemText(3), QStringLiteral("Exactly"));
    dialog.setBoardSize(4);
    QVERIFY2(levels->itemText(2).startsWith(QStringLiteral("Hard (")), qPrintable(levels->itemText(2)));
}

void TestWordsAndUnits::boardNamesSayWhatTheyCount()
{
    MainWindow window;
    QVERIFY(windowsetup::show(window, QSize(900, 640)));
    window.newGame(std::make_unique<PegPuzzle>(PegBuiltInBoards::start(PegBuiltInBoards::Board::English)));
    QCOMPARE(window.windowTitle(), QStringLiteral("Peg solitaire English cross of 33 holes[*]"));
    auto parsed = pb::parseBoard("3\n1 2 3\n4 5 6\n7 0 8\n", "fif");
    window.newGame(std::move(std::get<pb::PuzzlePtr>(parsed)));
    QCOMPARE(window.windowTitle(), QStringLiteral("Fifteen 3 \u00d7 3[*]"));
    auto *position = window.findChild<QLabel *>(QStringLiteral("positionLabel"));
    QVERIFY2(position->text().startsWith(QStringLiteral("3 \u00d7 3, ")), qPrintable(position->text()));
}

void TestWordsAndUnits::aFileThatFailsIsNotCalledABoard()
{
    MainWindow window;
    QVERIFY(windowsetup::show(window, QSize(900, 640)));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.pbgame"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("puzzlebox-game 1\nfamily pegs\nmoves 1-9\n");
    file.close();
    window.openFile(NativePath(path));
    auto *box = window.findChild<QMessageBox *>(QStringLiteral("refusalBox"));
    QVERIFY(box);
    QCOMPARE(box->windowTitle(), QStringLiteral("Cannot Open File"));
    QVERIFY2(box->text().startsWith(QStringLiteral("The file could not be opened")), qPrintable(box->text()));
    QVERIFY(!box->text().contains(QStringLiteral("board could not")));
    box->close();
}

// Numbers on Tiles is greyed until a picture is on the tiles; its tip says so
// and the View menu shows tips.
void TestWordsAndUnits::greyedNumbersOnTilesSaysWhy()
{
    MainWindow window;
    QVERIFY(windowsetup::show(window, QSize(900, 640)));
    auto parsed = pb::parseBoard("3\n1 2 3\n4 5 6\n7 0 8\n", "fif");
    window.newGame(std::move(std::get<pb::PuzzlePtr>(parsed)));
    windowdriver::action(window, "actionTilePicture_none")->trigger();
    QAction *numbers = windowdriver::action(window, "actionTileNumbers");
    QTRY_VERIFY(!numbers->isEnabled());
    QVERIFY2(numbers->toolTip().contains(QStringLiteral("Picture on Tiles")), qPrintable(numbers->toolTip()));
    auto *view = window.findChild<QMenu *>(QStringLiteral("menuView"));
    QVERIFY(view && view->toolTipsVisible());
}

void TestWordsAndUnits::aSolvedBoardPastedSaysSo()
{
    MainWindow window;
    QVERIFY(windowsetup::show(window, QSize(900, 640)));
    QApplication::clipboard()->setText(QStringLiteral("3\n1 2 3\n4 5 6\n7 8 0\n"));
    windowdriver::pressKeys(window, QKeySequence(QKeySequence::Paste));
    QVERIFY(window.session().position().isSolved());
    QVERIFY2(window.statusBar()->currentMessage().startsWith(QStringLiteral("Pasted a board that is already solved: ")),
             qPrintable(window.statusBar()->currentMessage()));
}

PUZZLEBOX_TEST_MAIN(TestWordsAndUnits)
} // namespace tst_wordsandunits
#include "tst_wordsandunits.moc"
