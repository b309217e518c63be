#include "windowmode.h"

#include <QAction>
#include <QActionGroup>
#include <QWidget>

using ActionGates::Gate;
using ActionGates::Gates;

WindowMode::WindowMode(QWidget *window)
    : QObject(window)
    , m_window(window)
{
}

WindowMode::Mode WindowMode::mode() const
{
    return m_paused ? Mode::Paused : m_editing ? Mode::Editing : Mode::Playing;
}

Gates WindowMode::allowed(Mode mode)
{
    switch (mode) {
    case Mode::Playing: return Gate::Plays | Gate::Reveals | Gate::Replaces | Gate::Looks;
    case Mode::Editing: return Gate::Edits | Gate::Replaces | Gate::Looks;
    case Mode::Paused: return Gate::Replaces | Gate::Looks;
    }
    return {};
}

void WindowMode::enterEditing(Question ask)
{
    m_leaveEditing = std::move(ask);
    setState(true, m_paused);
}

void WindowMode::leaveEditing()
{
    m_leaveEditing = nullptr;
    setState(false, m_paused);
}

void WindowMode::setPaused(bool paused)
{
    setState(m_editing, paused);
}

void WindowMode::setState(bool editing, bool paused)
{
    if (editing == m_editing && paused == m_paused)
        return;
    m_editing = editing;
    m_paused = paused;
    gatherActions();
    emit changed(mode());
}

bool WindowMode::mayLeave(Leaving why, const QString &name)
{
    if (!m_editing || !m_leaveEditing)
        return true;
    // A copy: agreed, the question leaves the mode, which lets it go.
    const Question ask = m_leaveEditing;
    return ask(why, name);
}

void WindowMode::gatherActions()
{
    // Gates no mode holds back need no group.
    const Gates always = allowed(Mode::Playing) & allowed(Mode::Editing) & allowed(Mode::Paused);
    for (QAction *action : m_window->findChildren<QAction *>()) {
        const Gates gates = ActionGates::gatesOf(action);
        if (!gates || (gates & always) || action->actionGroup())
            continue;
        QActionGroup *&group = m_groups[gates.toInt()];
        if (!group) {
            group = new QActionGroup(this);
            // Not exclusive: the group only turns its actions on and off.
            group->setExclusionPolicy(QActionGroup::ExclusionPolicy::None);
        }
        group->addAction(action);
    }
    const Gates open = allowed(mode());
    // Enabling a group gives each action back the state its feature last set.
    for (auto it = m_groups.cbegin(); it != m_groups.cend(); ++it)
        it.value()->setEnabled(bool(Gates::fromInt(it.key()) & open));
}
