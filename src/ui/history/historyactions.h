#pragma once

#include <QList>
#include <QObject>

class BoardEditing;
class GameSession;
class QAction;
class QWidget;
class WindowMode;

// Edit ▸ Undo and Redo (heading the Edit menu and the toolbar) and Game ▸
// Restart, which it makes for the form's places (FormPlaces): the session's history, or while a board is edited the
// editor's (BoardEditing::editHistory()). The menu says what Undo and Redo
// would do ("Undo Move 11-4", "Undo New Game", "Undo Add Peg").
class HistoryActions : public QObject {
    Q_OBJECT

public:
    HistoryActions(QWidget *window, GameSession &session, const WindowMode &mode, const BoardEditing &editing);

    QList<QAction *> entries() const { return {m_undo, m_redo, m_restart}; }
    QAction *undoAction() const { return m_undo; }
    QAction *redoAction() const { return m_redo; }
    QAction *restartAction() const { return m_restart; }
    void updateActions();

protected:
    // The Board Designer's number fields leave Undo's and Redo's keys to the
    // window (see followEditHistory()).
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void undo();
    void redo();
    // While editing: the editor's steps, not the game's turns.
    void followEditHistory();

    GameSession &m_session;
    const BoardEditing &m_editing;
    QAction *m_undo;
    QAction *m_redo;
    QAction *m_restart;
};
