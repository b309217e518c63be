#pragma once

#include "../window/windowmode.h"

#include <QObject>
#include <QString>

#include <memory>

namespace pb {
class Puzzle;
}
class BoardPresenter;
class GameSession;
class WindowMode;
class QAction;
class QDockWidget;
class QMainWindow;
class QStatusBar;
class QUndoStack;

// Edit ▸ Edit Board (a family with pb::Capability::BoardEditing): while it is
// on, clicks on the board change the position freely and the family's tools
// (the Board Designer) stand beside the board; Done plays the edited board
// as a new game (one Undo from the game before), Edit ▸ Cancel Editing (Esc)
// leaves the game as it was, asking first when the edited board differs.
// It holds the window in WindowMode::Mode::Editing while it is on: whatever
// would replace the game or quit asks WindowMode::mayLeave() first, which
// asks here in words that say what comes next.
class BoardEditing : public QObject {
    Q_OBJECT

public:
    // `editAction` is the form's Edit Board (checkable); Cancel Editing is
    // made here, for the form's place after it (FormPlaces).
    // The tools' dock goes in front of `panel` (the solution panel, which has
    // nothing to say while editing).
    BoardEditing(QMainWindow *window, GameSession &session, BoardPresenter &board, WindowMode &mode, QAction *editAction,
                 QDockWidget *panel);

    bool isEditing() const;
    QAction *cancelAction() const { return m_cancelAction; }
    // The steps of the board being edited, which Edit ▸ Undo and Redo walk
    // until editing ends; null while not editing.
    QUndoStack *editHistory() const;
    // The board being edited, or null with the reason it cannot be played.
    std::unique_ptr<pb::Puzzle> editedBoard(QString *why) const;

    // Leaves the editor without playing what was edited.
    void endEditing();
    // The Board Designer dock, while it is open.
    QDockWidget *toolsDock() const { return m_toolsDock; }
    void retranslate();

signals:
    // The edited board changed: a reason shown for the board before is stale.
    void editedBoardChanged();
    // The Board Designer dock opened; the window keeps the board first.
    void toolsShown();

private:
    using Leaving = WindowMode::Leaving;
    // True when nothing edited would be lost, or the person agreed to lose it
    // for `why`; `name` is the file or game ID that would take its place.
    bool mayDropEditedBoard(Leaving why, const QString &name = QString());
    // WindowMode's question: agreed, the editor closes, but for Quit, which
    // may yet be refused for the game's sake (KeptGame).
    bool mayLeave(Leaving why, const QString &name);
    void setEditing(bool editing);
    void startEditing();
    void finishEditing();
    void cancelEditing();
    void showEditTools();
    void nameActions();
    void updateEditedSummary();
    QStatusBar *statusBar() const;

    QMainWindow *m_window;
    GameSession &m_session;
    BoardPresenter &m_board;
    WindowMode &m_mode;
    QAction *m_editAction;
    QAction *m_cancelAction;
    QDockWidget *m_panel;
    // The panel's width before the designer's tools came beside it.
    int m_panelWidth = 0;
    QDockWidget *m_toolsDock = nullptr;
};
