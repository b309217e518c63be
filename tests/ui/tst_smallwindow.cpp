// Small windows: the board keeps priority over the solution panel, and the
// New Peg Solitaire dialog opens inside the window that opens it.

#include "ui/boardview.h"
#include "ui/mainwindow.h"
#include "ui/pegs/pegnewgamedialog.h"
#include "ui/solutiondock.h"
#include "../testsetup.h"
#include "testmain.h"

#include <QStandardPaths>
#include <QTest>

namespace tst_smallwindow {

class TestSmallWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void boardComesFirst_data();
    void boardComesFirst();
    void newPegGameDialogFitsTheWindow();
};

void TestSmallWindow::initTestCase()
{
    testsetup::useTestFolders();
}

void TestSmallWindow::boardComesFirst_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("1400x900") << QSize(1400, 900);
    QTest::newRow("700x500") << QSize(700, 500);
    QTest::newRow("400x300") << QSize(400, 300);
}

void TestSmallWindow::boardComesFirst()
{
    QFETCH(QSize, size);
    MainWindow window;
    window.resize(size);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    SolutionDock *dock = window.solutionDock();
    QTRY_VERIFY(dock->width() <= std::max(dock->minimumSizeHint().width(), window.width() / 3));
    // A small minimum: the panel gives way first.
    QVERIFY2(dock->minimumSizeHint().width() <= 200, qPrintable(QString::number(dock->minimumSizeHint().width())));
    QVERIFY(window.boardView()->width() > dock->width());
}

void TestSmallWindow::newPegGameDialogFitsTheWindow()
{
    MainWindow window;
    window.resize(900, 640);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    PegNewGameDialog dialog(&window);
    // Sized by the dialog itself: left to Qt, a dialog takes its size hint
    // up to two thirds of the screen (933x600 on a 1400x900 screen), wider
    // than the window.
    QVERIFY(dialog.testAttribute(Qt::WA_Resized));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY2(dialog.width() <= 900 && dialog.height() <= 640,
             qPrintable(QStringLiteral("%1x%2").arg(dialog.width()).arg(dialog.height())));
    // And the preview still shows the board.
    QVERIFY(dialog.preview()->minimumSizeHint().width() < dialog.width() / 2);
}

PUZZLEBOX_TEST_MAIN(TestSmallWindow)
} // namespace tst_smallwindow
#include "tst_smallwindow.moc"
