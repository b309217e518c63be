#pragma once

// How the window tests start their MainWindow: moves without animation unless
// a test times them, a size that shows the whole board, shown and exposed
// before the test clicks anything.

#include "ui/mainwindow.h"

#include <QSize>
#include <QTest>

namespace windowsetup {

// Whether the window was exposed; init() QVERIFYs it.
[[nodiscard]] inline bool show(MainWindow &window, QSize size, int animationMillis = 0)
{
    window.setAnimationMillis(animationMillis);
    window.resize(size);
    window.show();
    return QTest::qWaitForWindowExposed(&window);
}

} // namespace windowsetup
