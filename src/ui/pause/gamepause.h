#pragma once

#include <QList>
#include <QObject>

class GameSession;
class QAction;
class QLabel;
class QMainWindow;
class QPushButton;
class QWidget;
class WindowMode;

// Game ▸ Pause (P, as in KDE's games): the board goes behind a "Paused"
// cover, the clock stops, and whatever plays, undoes or asks the solver waits
// until Resume (P again, or the cover's button). A pause is not a turn:
// nothing of it is saved, and a new game starts unpaused.
class GamePause : public QObject {
    Q_OBJECT

public:
    // `board` is covered while paused, and the window is in
    // WindowMode::Mode::Paused: the actions that play or reveal the board
    // wait for Resume. The window puts Pause in the form's place (FormPlaces).
    GamePause(QMainWindow *window, GameSession &session, WindowMode &mode, QWidget *board);

    void setPaused(bool paused);
    QAction *action() const { return m_action; }
    QWidget *cover() const { return m_cover; }
    void retranslate();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void apply(bool paused);
    void placeCover();

    WindowMode &m_mode;
    QWidget *m_board;
    QAction *m_action;
    QWidget *m_cover;
    QLabel *m_title;
    QLabel *m_text;
    QPushButton *m_resume;
};
