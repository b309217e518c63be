#include "boardfocus.h"
#include "../window/windowmode.h"

#include "boardview.h"
#include "../../service/gamesession.h"

BoardFocus::BoardFocus(GameSession &session, const WindowMode &mode, BoardView *view, QObject *parent)
    : QObject(parent)
    , m_view(view)
{
    connect(&session, &GameSession::boardChanged, this, [this](const BoardChange &change) {
        // Not a step through the solution: its list keeps the keys it was clicked for.
        if (change.kind == BoardChange::Kind::Replaced || change.kind == BoardChange::Kind::Jumped)
            takeKeys();
    });
    connect(&mode, &WindowMode::changed, this, [this](WindowMode::Mode now) {
        if (now == WindowMode::Mode::Playing)
            takeKeys();
    });
}

// In a window behind a dialog (the New dialog just closing) the board gets
// the keys when the window is active again.
void BoardFocus::takeKeys()
{
    m_view->setFocus(Qt::OtherFocusReason);
}
