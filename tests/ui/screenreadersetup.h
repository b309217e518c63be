#pragma once

// Turns accessibility on as a screen reader's bridge (AT-SPI on X11) would,
// through Qt's platform API, as Qt's own accessibility tests do: the
// offscreen platform has no bridge, and QAccessible::setActive() only tells
// observers.

#include <QAccessible>
#include <QtGui/private/qguiapplication_p.h>
#include <QtGui/qpa/qplatformaccessibility.h>
#include <QtGui/qpa/qplatformintegration.h>

namespace screenreadersetup {

// Whether accessibility is on; initTestCase() QVERIFYs it.
[[nodiscard]] inline bool listen(QAccessible::UpdateHandler hear)
{
    QAccessible::installUpdateHandler(hear);
    QPlatformAccessibility *platform = QGuiApplicationPrivate::platformIntegration()->accessibility();
    if (!platform)
        return false;
    platform->setActive(true);
    return QAccessible::isActive();
}

} // namespace screenreadersetup
