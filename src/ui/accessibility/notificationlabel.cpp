#include "notificationlabel.h"

#include "accessiblefactory.h"

NotificationLabel::NotificationLabel(QWidget *parent)
    : QLabel(parent)
{
    installAccessibleFactory();
    // Seen by nobody but screen readers: the board's own words say the same.
    setGeometry(0, 0, 1, 1);
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setFocusPolicy(Qt::NoFocus);
    // The pixel is drawn with nothing: no text, no background.
    setAutoFillBackground(false);
    QPalette transparent = palette();
    transparent.setColor(QPalette::WindowText, Qt::transparent);
    setPalette(transparent);
    hide();
}

void NotificationLabel::showMessage(const QString &text)
{
    // A screen reader speaks a notification as it appears: hidden first, so
    // the same words twice are heard twice.
    hide();
    setText(text);
    if (parentWidget() && parentWidget()->isVisible()) {
        raise();
        show();
    }
}

NotificationAccessible::NotificationAccessible(NotificationLabel *label)
    : QAccessibleWidget(label, QAccessible::Notification)
{
}

QString NotificationAccessible::text(QAccessible::Text type) const
{
    if (type == QAccessible::Name)
        return static_cast<const NotificationLabel *>(widget())->text();
    return QAccessibleWidget::text(type);
}
