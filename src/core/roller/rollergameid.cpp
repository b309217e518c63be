#include "rollergameid.h"

namespace pb::roller {

std::string gameIdBody(const RollerPuzzle &puzzle)
{
    std::string body;
    for (int row = 0; row < puzzle.height(); ++row) {
        if (row > 0)
            body += '_';
        for (int col = 0; col < puzzle.width(); ++col)
            body += puzzle.cell(row, col) ? '1' : '0';
    }
    return body;
}

std::unique_ptr<Puzzle> parseGameId(GameIdScanner &body)
{
    const int firstColumn = body.column();
    int width = 0;
    int height = 0;
    RollerBits cells = 0;
    do {
        if (height == kMaxSide) {
            body.failHere(message("roller", PB_TRANSLATE_NOOP("roller", "A Roller-Board has at most %1 rows"),
                                  {std::to_string(kMaxSide)}));
        }
        int col = 0;
        while (body.peek() == '0' || body.peek() == '1') {
            if (col == (height == 0 ? kMaxSide : width)) {
                body.failHere(height == 0 ? message("roller", PB_TRANSLATE_NOOP("roller", "A Roller-Board row has at most %1 cells"),
                                                    {std::to_string(kMaxSide)})
                                          : message("roller", PB_TRANSLATE_NOOP("roller", "Every row has as many cells as the first, %1"),
                                                    {std::to_string(width)}));
            }
            if (body.next() == '1')
                cells |= RollerBits(1) << (height * kMaxSide + col);
            ++col;
        }
        if (col == 0 || (height > 0 && col < width)) {
            body.failHere(col == 0 ? message("roller", PB_TRANSLATE_NOOP("roller", "A row's cells are 0 and 1, rows separated by '_'"))
                                   : message("roller", PB_TRANSLATE_NOOP("roller", "Every row has as many cells as the first, %1"),
                                             {std::to_string(width)}));
        }
        width = col;
        ++height;
    } while (body.take('_'));
    if (!body.atEnd())
        body.failHere(message("roller", PB_TRANSLATE_NOOP("roller", "A row's cells are 0 and 1, rows separated by '_'")));

    // The rows were read kMaxSide apart; a board's rows are `width` apart.
    RollerBits packed = 0;
    for (int row = 0; row < height; ++row)
        packed |= ((cells >> (row * kMaxSide)) & lowBits(width)) << (row * width);
    if (const std::optional<Message> problem = boardProblem(height, width, packed))
        GameIdScanner::fail(firstColumn, *problem);
    return std::make_unique<RollerPuzzle>(height, width, packed);
}

} // namespace pb::roller
