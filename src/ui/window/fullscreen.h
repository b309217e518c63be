#pragma once

#include <QObject>

class QAction;
class QWidget;

// View ▸ Full Screen (F11, Ctrl+Shift+F): the window fills the screen without
// its frame, and the same entry or key brings it back. The tick follows the
// window's state, also when the desktop ends full screen itself.
class FullScreen : public QObject {
    Q_OBJECT

public:
    explicit FullScreen(QWidget *window);

    QAction *action() const { return m_action; }
    void retranslate();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void setFullScreen(bool on);

    QWidget *m_window;
    QAction *m_action;
};
