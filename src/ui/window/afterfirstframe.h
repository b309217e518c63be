#pragma once

#include <functional>

class QWidget;

// Runs `work` once `window`'s first frame has been painted and flushed to the
// screen, for what the player does not see in that frame: the start waits
// for none of it. Each call adds to the same queue; the work runs in the
// order given. Nothing runs for a window that is never shown.
void afterFirstFrame(QWidget &window, std::function<void()> work);
