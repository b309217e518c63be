#pragma once

#include "../../core/common/puzzle.h"

#include <QRectF>
#include <QString>
#include <QStringList>

#include <memory>

class QPainter;

// What Game ▸ Print puts on its one page: a title, a line on the position,
// the board, and optionally the moves of a solution from that board.
struct PrintedGame {
    std::shared_ptr<const pb::Puzzle> board;
    QString title;
    QString summary;
    // The moves from the board printed, in the family's notation, the first
    // numbered 1; empty: no solution is printed.
    QStringList solution;
};

// Where paintPage() put things, so that a caller (and a test) can tell what
// the page holds without reading it back.
struct PrintedPage {
    QRectF boardArea;
    // The solution's lines as drawn, "1. 11-4" and on.
    QStringList moveLines;
    // Moves that did not fit on the page and were counted in a note instead.
    int movesLeftOut = 0;
};

// Lays the page out in `page` (device coordinates of `painter`'s device) and
// draws it: the board in its family's scene, a new one so that no cursor,
// hint or animation of the window's is printed, shrunk to leave room for the moves, which
// flow down columns; what still does not fit is left out with a note, so the
// page is always one page.
PrintedPage paintPage(QPainter &painter, const QRectF &page, const PrintedGame &game);
