// The window stays responsive while a solver works on a hard position: a timer
// on the GUI thread ticks every 10 ms and no gap between ticks may exceed
// 100 ms. A busy CI machine can stall any process now and then, so a window
// with a late tick is measured once more, and only two bad windows in a row
// fail (both are printed).

#include "core/common/registry.h"
#include "ui/mainwindow.h"
#include "../testsetup.h"
#include "testmain.h"

#include <QAction>
#include <QElapsedTimer>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

namespace tst_responsive {

namespace {

constexpr int kTickMillis = 10;
constexpr int kWindowMillis = 1500;
constexpr qint64 kMaxGapMillis = 100;

pb::PuzzlePtr parse(const char *text, const char *extension)
{
    auto parsed = pb::parseBoard(text, extension);
    if (auto *error = std::get_if<pb::ParseError>(&parsed))
        qFatal("test board does not parse: %s", error->toString().c_str());
    return std::move(std::get<pb::PuzzlePtr>(parsed));
}

// The longest gap between the ticks of a 10 ms timer over kWindowMillis.
qint64 longestGap()
{
    QElapsedTimer clock;
    clock.start();
    qint64 last = 0;
    qint64 longest = 0;
    QTimer tick;
    tick.setInterval(kTickMillis);
    QObject::connect(&tick, &QTimer::timeout, [&] {
        const qint64 now = clock.elapsed();
        longest = std::max(longest, now - last);
        last = now;
    });
    tick.start();
    QTest::qWait(kWindowMillis);
    return std::max(longest, clock.elapsed() - last);
}

} // namespace

class TestResponsive : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void ticksWhileSolving_data();
    void ticksWhileSolving();
};

void TestResponsive::initTestCase()
{
    testsetup::useTestFolders();
}

void TestResponsive::ticksWhileSolving_data()
{
    QTest::addColumn<QString>("board");
    QTest::addColumn<QString>("extension");
    // The 41-hole diamond with hole 12 empty after its first jump (2 over 6
    // into 12): a search far longer than the test.
    QTest::newRow("pegs diamond") << QStringLiteral("square\n- - - - 1 - - - -\n- - - 1 0 1 - - -\n- - 1 1 0 1 1 - -\n"
                                                    "- 1 1 1 1 1 1 1 -\n1 1 1 1 1 1 1 1 1\n- 1 1 1 1 1 1 1 -\n"
                                                    "- - 1 1 1 1 1 - -\n- - - 1 1 1 - - -\n- - - - 1 - - - -\n")
                                  << QStringLiteral("peg");
    // 80 moves from the goal: building the tables, then a long search.
    QTest::newRow("fifteen 4x4") << QStringLiteral("4\n0 12 9 13\n15 11 10 14\n3 7 2 5\n4 8 6 1\n") << QStringLiteral("fif");
}

void TestResponsive::ticksWhileSolving()
{
    QFETCH(QString, board);
    QFETCH(QString, extension);
    MainWindow window;
    window.resize(900, 640);
    window.newGame(parse(board.toUtf8().constData(), extension.toLatin1().constData()));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    auto *solve = window.findChild<QAction *>(QStringLiteral("actionSolve"));
    QVERIFY(solve && solve->isEnabled());
    solve->trigger();
    QVERIFY(window.solver().isRunning());

    qint64 gap = longestGap();
    qInfo("longest gap between ticks while solving: %lld ms", gap);
    if (gap > kMaxGapMillis) {
        gap = longestGap();
        qInfo("measured again: %lld ms", gap);
    }
    QVERIFY2(window.solver().isRunning(), "the position was not hard enough: the solver finished");
    QVERIFY2(gap <= kMaxGapMillis, qPrintable(QStringLiteral("the window did not answer for %1 ms").arg(gap)));
    window.findChild<QAction *>(QStringLiteral("actionStop"))->trigger();
}

PUZZLEBOX_TEST_MAIN(TestResponsive)
} // namespace tst_responsive
#include "tst_responsive.moc"
