#pragma once

#include "../../service/boardchange.h"

#include <QObject>
#include <QList>
#include <QString>

class BoardScene;
class BoardView;
class GameSession;
class QAction;
class QLabel;
class QMenu;
class QStatusBar;

// Shows the session's position on the board: the scene of the family being
// played (a new one when the family changes), each change the session
// announces drawn as it comes (animated along its line, or at once), and the
// position in the status bar (BoardAccessibility reads it to a screen
// reader). The scene's move
// requests go straight to the session; nothing here applies a move.
class BoardPresenter : public QObject {
    Q_OBJECT

public:
    BoardPresenter(GameSession &session, BoardView *view, QStatusBar *statusBar, QObject *parent = nullptr);

    BoardScene *scene() const { return m_scene; }
    // The status bar's labels of the position and of the moves played, for
    // the window to place.
    QLabel *positionLabel() const { return m_positionLabel; }
    QLabel *movesLabel() const { return m_movesLabel; }

    // Milliseconds one move's animation takes; 0 switches animation off.
    void setAnimationMillis(int millis);
    int animationMillis() const { return m_animationMillis; }
    // While the solution player plays, each move's animation fits its pace.
    void setPlaybackPace(int paceMillis);
    // Off while a jump through the solution plays its moves: it is drawn once
    // at its end (showPosition()).
    void setAnimating(bool animating) { m_animating = animating; }
    // Animations are on and not suspended: a celebration may play.
    bool isAnimating() const { return m_animating && m_animationMillis > 0; }

    // Draws the game's position afresh, dropping whatever the scene showed
    // over it (an edited board, a hint's mark).
    void showPosition();
    // The status bar's word on the position.
    void updateStatus();
    // Shows `summary` in place of the position's (an edited board's).
    void showSummary(const QString &summary);
    // The View menu's entries of the family on screen (FamilyUi::viewOptions)
    // go into `menu` above `end`, new for each new scene; refreshed, they
    // speak the language just chosen.
    void placeViewOptions(QMenu *menu, QAction *end);
    void refreshViewOptions();

signals:
    // A scene of another family replaced the one before (which is deleted).
    void sceneReplaced(BoardScene *scene);

private:
    void onBoardChanged(const BoardChange &change);
    void replaceScene();
    void connectScene();
    void playRequested(const std::vector<std::string> &moves);

    GameSession &m_session;
    BoardView *m_view;
    QStatusBar *m_statusBar;
    QLabel *m_positionLabel;
    QLabel *m_movesLabel;
    BoardScene *m_scene = nullptr;
    std::string m_family;
    // The scene's last status message, so its withdrawal takes down only that.
    QString m_sceneMessage;
    QMenu *m_viewMenu = nullptr;
    QAction *m_viewOptionsEnd = nullptr;
    QList<QAction *> m_viewOptions;
    int m_animationMillis = 220;
    int m_paceMillis = 0;
    bool m_animating = true;
};
