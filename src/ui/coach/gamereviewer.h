#pragma once

#include "../../service/solverservice.h"
#include "reviewdialog.h"

#include <QObject>
#include <QPointer>

class AppSettings;
class GameSession;
class QAction;
class QWidget;

// Game ▸ Review: opens the review of the game on the board (ReviewDialog),
// worked out on a solver service of its own so that neither a solve nor the
// coach is stopped by it. Another Review while one is open reviews the game
// as it is now in the same window.
class GameReviewer : public QObject {
    Q_OBJECT

public:
    GameReviewer(QWidget *window, GameSession &session, AppSettings &settings);

    QAction *action() const { return m_action; }
    ReviewDialog *dialog() const { return m_dialog; }
    void retranslate();

signals:
    // The review asked for has come (tests wait for it).
    void reviewShown();

private:
    void review();

    QWidget *m_window;
    GameSession &m_session;
    AppSettings &m_settings;
    QAction *m_action;
    SolverService m_service;
    QPointer<ReviewDialog> m_dialog;
    quint64 m_request = 0;
};
