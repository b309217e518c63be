#pragma once

namespace pb {
class Puzzle;
}
class QWidget;

// Every way a board becomes the game (Open, Paste Board, a dropped file, the
// editor's Done) follows one rule: a position the core knows cannot reach the
// goal (pb::Puzzle::unsolvableReason()) is played only when the person insists,
// after reading why; the solver then gives the same reason. True when
// `position` may be played.
bool mayPlayUnsolvableBoard(QWidget *parent, const pb::Puzzle &position);
