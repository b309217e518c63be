#include "actiongates.h"

#include <QAction>
#include <QVariant>
#include <QWidget>

namespace ActionGates {

namespace {

constexpr const char *kProperty = "puzzleboxGate";

} // namespace

void declare(QAction *action, Gate gate)
{
    action->setProperty(kProperty, int(gate));
}

void declare(const QList<QAction *> &actions, Gate gate)
{
    for (QAction *action : actions)
        declare(action, gate);
}

bool isDeclared(const QAction *action)
{
    return action->property(kProperty).isValid();
}

Gate gateOf(const QAction *action)
{
    return Gate(action->property(kProperty).toInt());
}

QList<QAction *> actionsOf(const QWidget *window, Gate gate)
{
    QList<QAction *> found;
    for (QAction *action : window->findChildren<QAction *>()) {
        if (isDeclared(action) && gateOf(action) == gate)
            found << action;
    }
    return found;
}

} // namespace ActionGates
