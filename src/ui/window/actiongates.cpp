#include "actiongates.h"

#include <QAction>
#include <QVariant>
#include <QWidget>

namespace ActionGates {

namespace {

constexpr const char *kProperty = "puzzleboxGate";

} // namespace

void declare(QAction *action, Gates gates)
{
    action->setProperty(kProperty, gates.toInt());
}

void declare(const QList<QAction *> &actions, Gates gates)
{
    for (QAction *action : actions)
        declare(action, gates);
}

bool isDeclared(const QAction *action)
{
    return action->property(kProperty).isValid();
}

Gates gatesOf(const QAction *action)
{
    return Gates::fromInt(action->property(kProperty).toInt());
}

QList<QAction *> actionsOf(const QWidget *window, Gate gate)
{
    QList<QAction *> found;
    for (QAction *action : window->findChildren<QAction *>()) {
        if (gatesOf(action).testFlag(gate))
            found << action;
    }
    return found;
}

} // namespace ActionGates
