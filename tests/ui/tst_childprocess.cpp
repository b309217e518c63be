// ChildProcess (tests/childprocess.h), which the tests that start the app or
// puzzlebox-cli use: its child ends when the test returns early and when the
// test process dies without unwinding, so no child is left to keep ctest
// waiting.
//
// The binary plays three parts: the test; a "test" that starts a child and is
// killed (--start-child-and-die); and that child, which waits for a signal
// (--wait).

#include "../childprocess.h"

#include <QCoreApplication>
#include <QFile>
#include <QScopeGuard>
#include <QTest>

#include <csignal>
#include <cstdio>
#include <cstring>
#include <unistd.h>

namespace {

// Whether process `pid` still runs (a zombie waiting to be reaped has ended).
bool isRunning(qint64 pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return false;
    const QByteArray line = stat.readAll();
    // "PID (NAME) STATE ...": NAME may hold spaces and parentheses.
    const qsizetype close = line.lastIndexOf(") ");
    return close >= 0 && line.size() > close + 2 && line.at(close + 2) != 'Z' && line.at(close + 2) != 'X';
}

// Waits, within a bound generous for a sanitizer build, for `pid` to end.
bool endsSoon(qint64 pid)
{
    for (int waited = 0; waited < 20000; waited += 20) {
        if (!isRunning(pid))
            return true;
        QTest::qSleep(20);
    }
    return false;
}

int startChildAndDie()
{
    ChildProcess child;
    child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--wait")});
    if (!child.waitForStarted())
        return 1;
    std::printf("%lld\n", static_cast<long long>(child.processId()));
    std::fflush(stdout);
    // As a sanitizer's abort or ctest's timeout would: no destructor runs.
    ::raise(SIGKILL);
    return 1;
}

} // namespace

class TestChildProcess : public QObject {
    Q_OBJECT

private slots:
    void endsWhenTheTestReturns();
    void endsWhenTheTestDies();
};

void TestChildProcess::endsWhenTheTestReturns()
{
    qint64 pid = 0;
    {
        ChildProcess child;
        child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--wait")});
        QVERIFY(child.waitForStarted());
        pid = child.processId();
        QVERIFY(isRunning(pid));
    }
    QVERIFY(!isRunning(pid));
}

void TestChildProcess::endsWhenTheTestDies()
{
    ChildProcess dying;
    dying.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--start-child-and-die")});
    QVERIFY(dying.waitForFinished());
    QCOMPARE(dying.exitStatus(), QProcess::CrashExit);
    bool ok = false;
    const qint64 orphan = dying.readAllStandardOutput().trimmed().toLongLong(&ok);
    QVERIFY(ok && orphan > 0);
    // Should the check fail, the orphan is not left behind by this test.
    const auto cleanUp = qScopeGuard([orphan] {
        if (isRunning(orphan))
            ::kill(pid_t(orphan), SIGKILL);
    });
    QVERIFY2(endsSoon(orphan), "the child of a test that died still runs");
}

int main(int argc, char *argv[])
{
    if (argc == 2 && std::strcmp(argv[1], "--wait") == 0) {
        ::pause();
        return 0;
    }
    if (argc == 2 && std::strcmp(argv[1], "--start-child-and-die") == 0) {
        QCoreApplication app(argc, argv);
        return startChildAndDie();
    }
    QCoreApplication app(argc, argv);
    TestChildProcess test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_childprocess.moc"
