#include "toolbartexts.h"

#include <QAction>
#include <QActionEvent>
#include <QRegularExpression>
#include <QToolBar>

ToolbarTexts::ToolbarTexts(QToolBar *toolBar)
    : QObject(toolBar)
{
    for (QAction *action : toolBar->actions())
        follow(action);
    toolBar->installEventFilter(this);
}

bool ToolbarTexts::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::ActionAdded)
        follow(static_cast<QActionEvent *>(event)->action());
    return QObject::eventFilter(watched, event);
}

void ToolbarTexts::follow(QAction *action)
{
    if (m_set.contains(action) || action->isSeparator())
        return;
    m_set.insert(action, {});
    connect(action, &QAction::changed, this, [this, action] { dropAddedMnemonic(action); });
    connect(action, &QObject::destroyed, this, [this, action] { m_set.remove(action); });
    dropAddedMnemonic(action);
}

void ToolbarTexts::dropAddedMnemonic(QAction *action)
{
    Set &set = m_set[action];
    // The menu text changed (another language) under an icon text this made
    // from the old one: Qt's own, from the new text, is the one to mend.
    if (!set.iconText.isEmpty() && action->iconText() == set.iconText && action->text() != set.fromText) {
        set = {};
        action->setIconText(QString());
    }
    static const QRegularExpression added(QStringLiteral("\\(&([^&\\s])\\)"));
    const QRegularExpressionMatch match = added.match(action->text());
    if (!match.hasMatch())
        return;
    const QString shown = QLatin1Char('(') + match.captured(1) + QLatin1Char(')');
    QString iconText = action->iconText();
    if (!iconText.contains(shown))
        return;
    iconText = iconText.remove(shown).trimmed();
    set = {action->text(), iconText};
    action->setIconText(iconText);
}
