#include "peggameid.h"

#include <algorithm>

namespace pb::pegs {

namespace {

// Runs this long are written with their length in front.
constexpr int kShortestCountedRun = 3;
constexpr std::uint64_t kLongestRun = 999;

char cellChar(const PegPuzzle &puzzle, int row, int col)
{
    const int hole = puzzle.geometry().holeAt(row, col);
    return hole < 0 ? '-' : puzzle.hasPeg(hole) ? 'o' : '.';
}

void appendRun(std::string &body, char cell, int length)
{
    // A row spans at most kMaxExtent cells, far fewer than the longest run the reader takes.
    static_assert(kMaxExtent <= int(kLongestRun));
    if (length >= kShortestCountedRun)
        body += std::to_string(length) + cell;
    else
        body.append(std::size_t(length), cell);
}

struct ReadBoard {
    Lattice lattice = Lattice::Square;
    std::vector<std::vector<bool>> mask;
    PegBits pegs = 0;
    int holes = 0;
};

void readRow(GameIdScanner &body, ReadBoard &board)
{
    const std::size_t triangleLength = board.mask.size() + 1;
    if (board.mask.size() == std::size_t(kMaxExtent)) {
        body.failHere(message("pegs", PB_TRANSLATE_NOOP("pegs", "The board has more than %1 rows: a board spans at most %1 rows of at most %1 cells"),
                              {std::to_string(kMaxExtent)}));
    }
    std::vector<bool> &row = board.mask.emplace_back();
    while (!body.atEnd() && body.peek() != '_') {
        const int runColumn = body.column();
        std::uint64_t length = 1;
        if (body.peek() >= '0' && body.peek() <= '9') {
            length = body.number(kLongestRun);
            if (length == 0)
                GameIdScanner::fail(runColumn, message("pegs", PB_TRANSLATE_NOOP("pegs", "A run of cells is at least 1 long")));
        }
        const char cell = body.peek();
        if (cell != 'o' && cell != '.' && cell != '-') {
            body.failHere(message("pegs", PB_TRANSLATE_NOOP("pegs", "A cell is 'o' for a peg, '.' for an empty hole, '-' for no hole, rows separated by '_'")));
        }
        body.next();
        if (board.lattice == Lattice::Triangle && row.size() + length > triangleLength) {
            GameIdScanner::fail(runColumn, message("pegs", PB_TRANSLATE_NOOP("pegs", "Too many cells: row %1 of a triangle has %1"),
                                                   {std::to_string(triangleLength)}));
        }
        if (row.size() + length > std::size_t(kMaxExtent)) {
            GameIdScanner::fail(runColumn, message("pegs", PB_TRANSLATE_NOOP("pegs", "Row %1 has more than %2 cells: a board spans at most %2 rows of at most %2 cells"),
                                                   {std::to_string(board.mask.size()), std::to_string(kMaxExtent)}));
        }
        for (std::uint64_t i = 0; i < length; ++i) {
            row.push_back(cell != '-');
            if (cell == '-')
                continue;
            if (board.holes == kMaxHoles) {
                GameIdScanner::fail(runColumn, message("pegs", PB_TRANSLATE_NOOP("pegs", "The board has more than %1 holes"),
                                                       {std::to_string(kMaxHoles)}));
            }
            if (cell == 'o')
                board.pegs |= bit(board.holes);
            ++board.holes;
        }
    }
    if (row.empty() || (board.lattice == Lattice::Triangle && row.size() < triangleLength)) {
        body.failHere(board.lattice == Lattice::Triangle
                          ? message("pegs", PB_TRANSLATE_NOOP("pegs", "Too few cells: row %1 of a triangle has %1"),
                                    {std::to_string(triangleLength)})
                          : message("pegs", PB_TRANSLATE_NOOP("pegs", "A row has at least one cell: 'o', '.' or '-'")));
    }
}

} // namespace

std::string gameIdBody(const PegPuzzle &puzzle)
{
    const PegGeometry &geometry = puzzle.geometry();
    std::string body = geometry.lattice() == Lattice::Triangle ? "t" : "s";
    int lastRow = 0;
    for (const Cell &cell : geometry.holes())
        lastRow = std::max(lastRow, cell.row);
    for (int row = 0; row <= lastRow; ++row) {
        int length = geometry.lattice() == Lattice::Triangle ? row + 1 : 1;
        for (int col = 0; col < geometry.cols(); ++col) {
            if (geometry.holeAt(row, col) >= 0)
                length = std::max(length, col + 1);
        }
        body += '_';
        for (int col = 0; col < length;) {
            const char cell = cellChar(puzzle, row, col);
            int run = 1;
            while (col + run < length && cellChar(puzzle, row, col + run) == cell)
                ++run;
            appendRun(body, cell, run);
            col += run;
        }
    }
    return body;
}

std::unique_ptr<Puzzle> parseGameId(GameIdScanner &body)
{
    const int firstColumn = body.column();
    ReadBoard board;
    if (body.take('t'))
        board.lattice = Lattice::Triangle;
    else if (!body.take('s'))
        body.failHere(message("pegs", PB_TRANSLATE_NOOP("pegs", "A peg board starts with its lattice: 't' for a triangle, 's' for a square")));
    if (!body.take('_'))
        body.failHere(message("pegs", PB_TRANSLATE_NOOP("pegs", "Each row of the board starts with '_'")));
    do
        readRow(body, board);
    while (body.take('_'));
    if (board.holes == 0)
        GameIdScanner::fail(firstColumn, message("pegs", PB_TRANSLATE_NOOP("pegs", "The board has no holes: 'o' is a peg, '.' an empty hole")));
    if (board.pegs == 0)
        GameIdScanner::fail(firstColumn, message("pegs", PB_TRANSLATE_NOOP("pegs", "The board has no pegs: 'o' is a peg")));
    return std::make_unique<PegPuzzle>(std::make_shared<const PegGeometry>(board.lattice, board.mask), board.pegs);
}

} // namespace pb::pegs
