#pragma once

// A program a test starts, ended on every path. A test that left its child
// running would keep ctest waiting for it (the child holds ctest's output
// pipe), as an aborted tst_killrecovery once did for 22 minutes.

#include <QProcess>

#ifdef Q_OS_LINUX
#include <csignal>
#include <sys/prctl.h>
#include <unistd.h>
#endif

class ChildProcess : public QProcess {
public:
    ChildProcess()
    {
#ifdef Q_OS_LINUX
        // The kernel kills the child when the test itself dies without
        // running a destructor: a sanitizer's abort, a crash, ctest's timeout.
        setChildProcessModifier([parent = ::getpid()] {
            ::prctl(PR_SET_PDEATHSIG, SIGKILL);
            // The test died before the line above took effect.
            if (::getppid() != parent)
                ::_exit(127);
        });
#endif
    }
    ChildProcess(const ChildProcess &) = delete;
    ChildProcess &operator=(const ChildProcess &) = delete;
    // A failed QVERIFY or QCOMPARE returns early: the child ends here, before
    // the test goes on.
    ~ChildProcess() override { end(); }

    void end()
    {
        if (state() != NotRunning) {
            kill();
            waitForFinished();
        }
    }
};
