#pragma once

#include <QList>
#include <QObject>

class GameSession;
class QAction;
class QActionGroup;
class QLabel;
class QMainWindow;
class QMenu;
class QPushButton;
class QWidget;

// Game ▸ Pause (P, as in KDE's games): the board goes behind a "Paused"
// cover, the clock stops, and whatever plays, undoes or asks the solver waits
// until Resume (P again, or the cover's button). A pause is not a turn:
// nothing of it is saved, and a new game starts unpaused.
class GamePause : public QObject {
    Q_OBJECT

public:
    // `board` is covered while paused. The window's actions that play or
    // reveal the board (ActionGates) wait: they are held in a disabled
    // QActionGroup, so a feature that enables one meanwhile is heard only on
    // Resume. Pause goes in `menu` before `before`.
    GamePause(QMainWindow *window, GameSession &session, QWidget *board, QMenu *menu, QAction *before);

    bool isPaused() const;
    void setPaused(bool paused);
    QAction *action() const { return m_action; }
    QWidget *cover() const { return m_cover; }
    void retranslate();

signals:
    void pausedChanged(bool paused);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void apply(bool paused);
    void placeCover();

    QMainWindow *m_window;
    QWidget *m_board;
    QAction *m_action;
    QActionGroup *m_gate;
    QWidget *m_cover;
    QLabel *m_title;
    QLabel *m_text;
    QPushButton *m_resume;
};
