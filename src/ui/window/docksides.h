#pragma once

#include <QByteArray>
#include <QObject>

class QMainWindow;

// The panels docked beside the board stand on the side the text ends on: on
// the right in English, on the left in Arabic. Qt mirrors the menus, tool bar
// and widgets for a right-to-left language but keeps a dock's area as it is,
// so the window's docks change sides here whenever its layout direction
// does. The state kept in the settings is always the left-to-right one, so a
// layout arranged in one language comes back mirrored in the other.
class DockSides : public QObject {
    Q_OBJECT

public:
    explicit DockSides(QMainWindow *window);

    // The window's state as QMainWindow::saveState() gives it, as it would be
    // left to right.
    QByteArray saveState();
    // Restores a state saveState() gave, mirrored when the window is right to left.
    void restoreState(const QByteArray &state);

    // Where a dock goes beside the board by default: the right, or the left when mirrored.
    static Qt::DockWidgetArea trailingSide(const QMainWindow &window);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // Moves every dock on the left to the right and back, keeping its tabs.
    void mirror();

    QMainWindow *m_window;
};
