#include "fifteencoach.h"

#include <string>

namespace pb::fifteen {

int inversionsAt(const FifteenBoard &board, int cell)
{
    const int tile = board.tileAt(cell);
    int smaller = 0;
    for (int after = cell + 1; after < board.cellCount(); ++after) {
        const int other = board.tileAt(after);
        smaller += other != 0 && other < tile;
    }
    return tile == 0 ? 0 : smaller;
}

ProofDrawing parityDrawing(const FifteenBoard &board)
{
    ProofDrawing drawing;
    drawing.kind = ProofDrawing::Kind::Parity;
    const int d = board.dim();
    const bool evenWidth = d % 2 == 0;
    drawing.labels.resize(std::size_t(board.cellCount()));
    drawing.groups.assign(std::size_t(board.cellCount()), -1);
    drawing.goalCells = {board.cellCount() - 1};
    long long inversions = 0;
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        if (board.tileAt(cell) == 0)
            continue;
        drawing.labels[std::size_t(cell)] = inversionsAt(board, cell);
        inversions += *drawing.labels[std::size_t(cell)];
    }
    const std::string others = std::to_string(d - 1);
    if (!evenWidth) {
        drawing.now = inversions;
        drawing.goal = 0;
        drawing.sentences = {
            message("fifteen", PB_TRANSLATE_NOOP("fifteen", "The number on each tile counts the smaller tiles after it in reading order: %1 such pairs in all, an odd number. The solved board has none."),
                    {std::to_string(inversions)}),
            message("fifteen", PB_TRANSLATE_NOOP("fifteen", "A slide along a row leaves the order of the tiles as it is. A slide along a column moves one tile past %1 others, an even number, so the count changes by an even amount."),
                    {others}),
            message("fifteen", PB_TRANSLATE_NOOP("fifteen", "So the count stays odd whatever you slide, and never becomes 0.")),
        };
        return drawing;
    }
    // On an even width a slide along a column changes the count by an odd
    // amount: the blank's row, which changes by one too, makes up for it.
    const int blankRow = board.blank() / d + 1;
    drawing.labels[std::size_t(board.blank())] = blankRow;
    drawing.groups[std::size_t(board.blank())] = 1;
    drawing.now = inversions + blankRow;
    drawing.goal = d;
    drawing.sentences = {
        message("fifteen", PB_TRANSLATE_NOOP("fifteen", "The number on each tile counts the smaller tiles after it in reading order; the number on the blank is its row, counted from the top. Together they make %1, an odd number."),
                {std::to_string(drawing.now)}),
        message("fifteen", PB_TRANSLATE_NOOP("fifteen", "On the solved board no tile has a smaller one after it and the blank is in row %1: %1 in all, an even number."),
                {std::to_string(d)}),
        message("fifteen", PB_TRANSLATE_NOOP("fifteen", "A slide along a row changes neither the order of the tiles nor the blank's row. A slide along a column moves one tile past %1 others, an odd number, so the count changes by an odd amount, and the blank's row by one: the sum changes by an even amount.")
                , {others}),
        message("fifteen", PB_TRANSLATE_NOOP("fifteen", "So the sum stays odd whatever you slide, and never becomes even as the goal needs.")),
    };
    return drawing;
}

} // namespace pb::fifteen
