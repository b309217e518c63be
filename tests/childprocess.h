#pragma once

// A program a test starts, ended on every path. A test that left its child
// running would keep ctest waiting for it (the child holds ctest's output
// pipe), as an aborted tst_killrecovery once did for 22 minutes.

#include <QByteArrayList>
#include <QProcess>
#include <QStringList>

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

    // Starts `program` with arguments given as bytes. QProcess takes them as
    // text, which cannot hold a file name that is not UTF-8, so a shell puts
    // each together from printf's octal escapes (a '-' too: printf would take
    // a leading one for an option).
    void startWithBytes(const QString &program, const QByteArrayList &arguments)
    {
        QString script = QStringLiteral("exec \"$0\"");
        for (const QByteArray &argument : arguments) {
            QString escaped;
            for (const char byte : argument) {
                const auto code = static_cast<unsigned char>(byte);
                if (code == '%')
                    escaped += QStringLiteral("%%");
                else if ((code >= '0' && code <= '9') || (code >= 'A' && code <= 'Z') || (code >= 'a' && code <= 'z')
                         || code == '/' || code == '.' || code == '_')
                    escaped += QLatin1Char(byte);
                else
                    escaped += QStringLiteral("\\%1").arg(code, 3, 8, QLatin1Char('0'));
            }
            script += QStringLiteral(" \"$(printf '%1')\"").arg(escaped);
        }
        start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), script, program});
    }

    void end()
    {
        if (state() != NotRunning) {
            kill();
            waitForFinished();
        }
    }
};
