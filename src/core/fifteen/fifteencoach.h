#pragma once

#include "../search/assessment.h"
#include "fifteenboard.h"

namespace pb::fifteen {

// The smaller tiles after the one in `cell`, in reading order (the blank
// skipped): its share of the board's inversions. 0 for the blank.
int inversionsAt(const FifteenBoard &board, int cell);

// Why an unsolvable board stays so (its sentences say so), drawn (ProofDrawing::Kind::Parity): each
// tile labelled with inversionsAt(); on boards of even width the blank also,
// with its row counted from 1 at the top. `now` is the sum of the labels,
// `goal` the solved board's (0, or the width on even widths); they differ in
// parity exactly when the board is unsolvable (FifteenBoard::isSolvable(),
// which counts cycles instead: the tests check the two agree).
ProofDrawing parityDrawing(const FifteenBoard &board);

} // namespace pb::fifteen
