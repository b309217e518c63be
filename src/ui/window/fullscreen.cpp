#include "fullscreen.h"
#include "actiongates.h"

#include <QAction>
#include <QEvent>
#include <QWidget>

FullScreen::FullScreen(QWidget *window)
    : QObject(window)
    , m_window(window)
    , m_action(new QAction(window))
{
    m_action->setObjectName(QStringLiteral("actionFullScreen"));
    // No icon: an icon takes the place of the tick in the menu.
    m_action->setCheckable(true);
    // F11 as KDE, GNOME's programs and the browsers have it; Ctrl+Shift+F for
    // keyboards whose F11 the desktop takes.
    m_action->setShortcuts({QKeySequence(Qt::Key_F11), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F)});
    ActionGates::declare(m_action, ActionGates::Gate::Looks);
    connect(m_action, &QAction::toggled, this, &FullScreen::setFullScreen);
    window->installEventFilter(this);
    retranslate();
}

void FullScreen::retranslate()
{
    m_action->setText(tr("&Full Screen"));
    m_action->setToolTip(tr("Fill the screen with the window, without its frame; again to leave"));
}

void FullScreen::setFullScreen(bool on)
{
    if (on == m_window->isFullScreen())
        return;
    m_window->setWindowState(m_window->windowState() ^ Qt::WindowFullScreen);
}

bool FullScreen::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::WindowStateChange)
        m_action->setChecked(m_window->isFullScreen());
    return QObject::eventFilter(watched, event);
}
