#include "clocklabel.h"

#include "../accessibility/accessiblefactory.h"

#include <QAccessible>

ClockLabel::ClockLabel(QWidget *parent)
    : QLabel(parent)
{
    installAccessibleFactory();
}

void ClockLabel::showTime(const QString &time, bool ticking)
{
    const bool heard = ticking != m_ticking || (!ticking && time != text());
    m_ticking = ticking;
    setText(time);
    if (heard) {
        QAccessibleEvent event(this, QAccessible::DescriptionChanged);
        QAccessible::updateAccessibility(&event);
    }
}

void ClockLabel::setWords(const QString &name, const QString &help)
{
    if (accessibleName() != name)
        setAccessibleName(name);
    if (toolTip() != help)
        setToolTip(help);
}
