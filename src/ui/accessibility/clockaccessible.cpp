#include "clockaccessible.h"

#include "../records/clocklabel.h"

// A label, not QAccessible::Clock: Qt 6.4's AT-SPI bridge gives a clock the
// role "unknown", which a screen reader passes over.
ClockAccessible::ClockAccessible(ClockLabel *label)
    : QAccessibleWidget(label, QAccessible::StaticText)
{
}

QString ClockAccessible::text(QAccessible::Text type) const
{
    const auto *label = static_cast<const ClockLabel *>(widget());
    switch (type) {
    case QAccessible::Name:
        return label->accessibleName();
    case QAccessible::Value:
    case QAccessible::Description:
        return label->text();
    case QAccessible::Help:
        return label->toolTip();
    default:
        return QAccessibleWidget::text(type);
    }
}
