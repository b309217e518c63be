#include "firstframe.h"

#include <QApplication>
#include <QWidget>
#include <QWindow>

#include <cstdio>
#include <ctime>

FirstFrameReport::FirstFrameReport(QWidget &window, QElapsedTimer sinceMain)
    : QObject(&window), m_window(window), m_sinceMain(sinceMain)
{
    // The application sees the expose of a native window that does not exist
    // until show() makes it.
    qApp->installEventFilter(this);
}

bool FirstFrameReport::eventFilter(QObject *watched, QEvent *event)
{
    if (!m_reported && event->type() == QEvent::Expose && watched == m_window.windowHandle()
        && m_window.windowHandle()->isExposed()) {
        m_reported = true;
        // Qt paints and flushes the whole window while it handles this expose,
        // so a call queued now runs once the frame has gone to the screen.
        QMetaObject::invokeMethod(
            this,
            [this] {
                // The processor time of all threads, those already ended too
                // (a bench reading the live threads' counts misses those).
                timespec cpu{};
                clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpu);
                std::printf("first-frame %lld %.3f\n", static_cast<long long>(m_sinceMain.elapsed()),
                            double(cpu.tv_sec) * 1e3 + double(cpu.tv_nsec) / 1e6);
                std::fflush(stdout);
                QApplication::exit(0);
            },
            Qt::QueuedConnection);
    }
    return false;
}
