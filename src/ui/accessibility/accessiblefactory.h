#pragma once

// Installs, once, the factory that gives the window's own widgets their
// accessible interfaces: the board as a table of cells (BoardAccessible)
// and the play clock with its time as its value (ClockAccessible).
void installAccessibleFactory();
