#include "docksides.h"

#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>

#include <utility>
#include <vector>

DockSides::DockSides(QMainWindow *window)
    : QObject(window)
    , m_window(window)
{
    window->installEventFilter(this);
}

Qt::DockWidgetArea DockSides::trailingSide(const QMainWindow &window)
{
    return window.isRightToLeft() ? Qt::LeftDockWidgetArea : Qt::RightDockWidgetArea;
}

QByteArray DockSides::saveState()
{
    if (!m_window->isRightToLeft())
        return m_window->saveState();
    mirror();
    const QByteArray state = m_window->saveState();
    mirror();
    return state;
}

void DockSides::restoreState(const QByteArray &state)
{
    m_window->restoreState(state);
    if (m_window->isRightToLeft())
        mirror();
}

bool DockSides::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::LayoutDirectionChange)
        mirror();
    return QObject::eventFilter(watched, event);
}

void DockSides::mirror()
{
    std::vector<std::pair<QDockWidget *, Qt::DockWidgetArea>> moves;
    std::vector<std::pair<QDockWidget *, QDockWidget *>> tabs;
    for (QDockWidget *dock : m_window->findChildren<QDockWidget *>(Qt::FindDirectChildrenOnly)) {
        const Qt::DockWidgetArea area = m_window->dockWidgetArea(dock);
        if (dock->isFloating() || (area != Qt::LeftDockWidgetArea && area != Qt::RightDockWidgetArea))
            continue;
        moves.emplace_back(dock, area == Qt::LeftDockWidgetArea ? Qt::RightDockWidgetArea : Qt::LeftDockWidgetArea);
        for (QDockWidget *tab : m_window->tabifiedDockWidgets(dock)) {
            if (tab != dock)
                tabs.emplace_back(dock, tab);
        }
    }
    for (const auto &[dock, area] : moves) {
        // Only a dock closed on purpose stays closed; one not shown yet shows with the window.
        const bool closed = dock->testAttribute(Qt::WA_WState_ExplicitShowHide) && dock->isHidden();
        m_window->addDockWidget(area, dock);
        if (closed)
            dock->hide();
    }
    for (const auto &[dock, tab] : tabs)
        m_window->tabifyDockWidget(dock, tab);
}
