// The baseline startupbench compares Puzzlebox's start with (issue 44): the
// least a Qt Widgets program shows, a main window with one menu and a label,
// reporting its first frame the way the app does (--report-first-frame, the
// app's own FirstFrameReport), so the ratio is what Puzzlebox adds to Qt.
//
//   startupbench --baseline build/bin/barewindow

#include "firstframe.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QLabel>
#include <QMainWindow>
#include <QMenuBar>

int main(int argc, char *argv[])
{
    QElapsedTimer sinceMain;
    sinceMain.start();
    QApplication app(argc, argv);
    QMainWindow window;
    window.menuBar()->addMenu(QStringLiteral("&Game"))->addAction(QStringLiteral("&Quit"), &app, &QApplication::quit);
    window.setCentralWidget(new QLabel(QStringLiteral("A bare Qt Widgets window")));
    window.resize(900, 640);
    if (app.arguments().contains(QStringLiteral("--report-first-frame")))
        new FirstFrameReport(window, sinceMain);
    window.show();
    return QApplication::exec();
}
