#pragma once

#include "actiongates.h"

#include <QHash>
#include <QObject>
#include <QString>

#include <functional>

class QActionGroup;
class QWidget;

// The window's one mode: Playing, Editing (a board being designed, Edit ▸
// Edit Board) or Paused (Game ▸ Pause; over a design too, which comes back on
// Resume). BoardEditing and GamePause enter and leave it; the features follow
// changed() instead of asking each other.
//
// The mode turns the window's actions on and off by the gates they declared
// (ActionGates): Playing lets Plays, Reveals, Replaces and Looks through,
// Editing Edits, Replaces and Looks, Paused only Replaces and Looks. Each
// gated action sits in a QActionGroup of the mode's, so a feature keeps
// setting its own condition with QAction::setEnabled() (Undo needs a step to
// undo) and the action is on only while the mode lets it through as well.
class WindowMode : public QObject {
    Q_OBJECT

public:
    enum class Mode { Playing, Editing, Paused };
    Q_ENUM(Mode)
    // What would take the window out of editing: the question names it.
    enum class Leaving {
        Cancel,   // Edit ▸ Cancel Editing: the game stays as it was
        Quit,     // the window closes
        NewGame,  // Game ▸ New, its options chosen
        OpenFile, // a file that reads (Open, Open Recent, a drop, a second start's)
        Paste,    // Edit ▸ Paste Board
        GameId,   // a game ID that reads (typed, or a second start's)
    };
    // Asks the person whether what the mode holds may go for `why`; `name`
    // is the file or game ID that would take its place.
    using Question = std::function<bool(Leaving why, const QString &name)>;

    explicit WindowMode(QWidget *window);

    Mode mode() const;
    // A board is being designed, paused or not.
    bool isEditing() const { return m_editing; }
    // `ask` is what leaving the design asks first (mayLeave()).
    void enterEditing(Question ask);
    void leaveEditing();
    void setPaused(bool paused);
    // True when nothing of the mode would be lost for `why`, or the person
    // agreed: a hand-over, New or Quit asks this first. A pause holds
    // nothing: a game that replaces the paused one starts unpaused.
    bool mayLeave(Leaving why, const QString &name = QString());
    // The gates `mode` lets through.
    static ActionGates::Gates allowed(Mode mode);
    // Takes in the actions declared since the last change (the window calls
    // it once its features are made) and turns each group on or off.
    void gatherActions();

signals:
    void changed(WindowMode::Mode mode);

private:
    void setState(bool editing, bool paused);

    QWidget *m_window;
    bool m_editing = false;
    bool m_paused = false;
    Question m_leaveEditing;
    // One group per set of gates an action declared.
    QHash<int, QActionGroup *> m_groups;
};
