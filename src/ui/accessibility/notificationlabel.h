#pragma once

#include <QAccessibleWidget>
#include <QLabel>

// The widget an announcement appears in: one pixel in the window's corner,
// of the Notification role, shown anew for every message so that a screen
// reader hears it appear (Orca speaks a notification when it becomes
// showing; the AlertMessage role it passes over under Qt 6.4).
class NotificationLabel : public QLabel {
    Q_OBJECT

public:
    explicit NotificationLabel(QWidget *parent);

    void showMessage(const QString &text);
};

class NotificationAccessible : public QAccessibleWidget {
public:
    explicit NotificationAccessible(NotificationLabel *label);

    QString text(QAccessible::Text type) const override;
};
