// What the first frame does not show waits for it: work given before the
// window is exposed runs, in its order, only once the frame is out; work
// given later runs at once; a window never shown runs none.

#include "ui/window/afterfirstframe.h"
#include "testmain.h"

#include <QTest>
#include <QWidget>
#include <QWindow>

namespace tst_afterfirstframe {

class TestAfterFirstFrame : public QObject {
    Q_OBJECT

private slots:
    void waitsForTheFrameAndKeepsTheOrder()
    {
        QWidget window;
        window.resize(200, 100);
        QStringList ran;
        afterFirstFrame(window, [&] { ran << QStringLiteral("icon"); });
        afterFirstFrame(window, [&] { ran << QStringLiteral("theme"); });
        QCoreApplication::processEvents();
        QVERIFY(ran.isEmpty());

        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_COMPARE(ran, (QStringList{QStringLiteral("icon"), QStringLiteral("theme")}));

        afterFirstFrame(window, [&] { ran << QStringLiteral("late"); });
        QCOMPARE(ran.last(), QStringLiteral("late"));
    }

    void aWindowNeverShownRunsNothing()
    {
        bool ran = false;
        {
            QWidget window;
            afterFirstFrame(window, [&] { ran = true; });
            QCoreApplication::processEvents();
        }
        QWidget other;
        other.show();
        QVERIFY(QTest::qWaitForWindowExposed(&other));
        QTest::qWait(20);
        QVERIFY(!ran);
    }
};

PUZZLEBOX_TEST_MAIN(TestAfterFirstFrame)
} // namespace tst_afterfirstframe
#include "tst_afterfirstframe.moc"
