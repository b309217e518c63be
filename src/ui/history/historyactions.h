#pragma once

#include <QObject>

namespace Ui {
class MainWindow;
}
class BoardEditing;
class GameSession;
class QAction;
class QWidget;
class WindowMode;

// Edit ▸ Undo and Redo (made here, heading the Edit menu and the toolbar) and
// Game ▸ Restart: the session's history, or while a board is edited the
// editor's (BoardEditing::editHistory()). The menu says what Undo and Redo
// would do ("Undo Move 11-4", "Undo New Game", "Undo Add Peg").
class HistoryActions : public QObject {
    Q_OBJECT

public:
    HistoryActions(QWidget *window, const Ui::MainWindow &form, GameSession &session, const WindowMode &mode,
                   const BoardEditing &editing);

    QAction *undoAction() const { return m_undo; }
    QAction *redoAction() const { return m_redo; }
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

    const Ui::MainWindow &m_form;
    GameSession &m_session;
    const BoardEditing &m_editing;
    QAction *m_undo;
    QAction *m_redo;
};
