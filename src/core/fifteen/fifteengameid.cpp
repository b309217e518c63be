#include "fifteengameid.h"

#include <array>

namespace pb::fifteen {

std::string gameIdBody(const FifteenBoard &board)
{
    std::string body;
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        if (cell > 0)
            body += '-';
        body += std::to_string(board.tileAt(cell));
    }
    return body;
}

std::unique_ptr<Puzzle> parseGameId(GameIdScanner &body)
{
    const int firstColumn = body.column();
    std::vector<int> tiles;
    std::vector<int> columns;
    do {
        if (tiles.size() == std::size_t(kMaxCells)) {
            body.failHere(message("fifteen", PB_TRANSLATE_NOOP("fifteen", "A Fifteen has at most %1 cells, 9 × 9"),
                                  {std::to_string(kMaxCells)}));
        }
        columns.push_back(body.column());
        // Larger tiles are refused below, by the board's own size.
        tiles.push_back(int(body.number(kMaxCells)));
    } while (body.take('-'));

    int dim = kMinDim;
    while (dim < kMaxDim && dim * dim < int(tiles.size()))
        ++dim;
    if (dim * dim != int(tiles.size())) {
        GameIdScanner::fail(firstColumn,
                            message("fifteen", PB_TRANSLATE_NOOP("fifteen", "The position has %1 cells; a Fifteen has 9, 16, 25, 36, 49, 64 or 81 (3 × 3 to 9 × 9)"),
                                    {std::to_string(tiles.size())}));
    }
    std::array<bool, kMaxCells> seen{};
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        const int tile = tiles[i];
        if (tile >= dim * dim) {
            GameIdScanner::fail(columns[i],
                                message("fifteen", PB_TRANSLATE_NOOP("fifteen", "Tile %1 is not on a %2 × %2 board: its tiles are 1 to %3 and 0 for the blank"),
                                        {std::to_string(tile), std::to_string(dim), std::to_string(dim * dim - 1)}));
        }
        if (seen[std::size_t(tile)]) {
            GameIdScanner::fail(columns[i], tile == 0 ? message("fifteen", PB_TRANSLATE_NOOP("fifteen", "The board has a second blank (0)"))
                                                      : message("fifteen", PB_TRANSLATE_NOOP("fifteen", "Tile %1 is on the board twice"),
                                                                {std::to_string(tile)}));
        }
        seen[std::size_t(tile)] = true;
    }
    return std::make_unique<FifteenPuzzle>(FifteenBoard(dim, tiles));
}

} // namespace pb::fifteen
