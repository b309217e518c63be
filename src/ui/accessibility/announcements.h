#pragma once

#include <QObject>
#include <QStringList>
#include <QTimer>

struct BoardChange;
class GameSession;
class NotificationLabel;
class QMainWindow;

// Says aloud what just happened: a move, an Undo, a refused move, a hint, an
// answer. A screen reader reads the board's cells and labels when asked, but
// Orca 43 says nothing when their words change (it ignores NameChanged on
// table cells and labels), and Qt 6.4 has no announcement event
// (QAccessibleAnnouncementEvent came with 6.8). What it does speak is a
// notification that appears: so each announcement shows a notification
// anew, without taking the focus from the board.
//
// It hears the session's moves itself and every message of the status bar
// (the refusals, hints and wins the features put there), and features say
// the rest through say(). What one turn of the event loop says is said once,
// as one sentence: a move that solves the puzzle is one announcement, not
// three.
class Announcements : public QObject {
    Q_OBJECT

public:
    Announcements(QMainWindow *window, GameSession &session);

    // Says `text` with whatever else this turn of the event loop brings.
    void say(const QString &text);
    // What was announced last: the notification's words.
    QString lastAnnounced() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void sayBoardChange(const BoardChange &change);
    void announcePending();

    GameSession &m_session;
    NotificationLabel *m_notification;
    QStringList m_pending;
    // The position changed this turn: its summary ends the announcement
    // unless another part already says it.
    bool m_positionChanged = false;
    // A menu entry's tip is shown in the status bar as the pointer passes:
    // a screen reader reads the menu itself, so the tip is not announced.
    QString m_statusTip;
    QTimer m_announceTimer;
};
