#pragma once

#include <QAccessibleWidget>

class ClockLabel;

// The play clock for a screen reader: its name stays "Time played" and the
// time is its value and description, read when asked. ClockLabel says when
// it changes enough to be worth hearing: never on every second.
class ClockAccessible : public QAccessibleWidget {
public:
    explicit ClockAccessible(ClockLabel *label);

    QString text(QAccessible::Text type) const override;
};
