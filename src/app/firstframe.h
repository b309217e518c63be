#pragma once

#include <QElapsedTimer>
#include <QObject>

class QWidget;

// For bench/startupbench.cpp: once the main window's first frame is on the
// screen, writes "first-frame MS CPU" (milliseconds since main() began, and
// the process's processor time so far in milliseconds) to standard output
// and ends the application the usual way, so the start a player waits
// through is timed from outside the process, exec included.
class FirstFrameReport : public QObject {
public:
    // `sinceMain` was started first thing in main().
    FirstFrameReport(QWidget &window, QElapsedTimer sinceMain);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget &m_window;
    QElapsedTimer m_sinceMain;
    bool m_reported = false;
};
