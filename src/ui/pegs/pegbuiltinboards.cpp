#include "pegbuiltinboards.h"

using pb::pegs::PegGeometry;
using pb::pegs::PegPuzzle;

QString PegBuiltInBoards::name(Board board)
{
    switch (board) {
    case Board::Triangle: return tr("Triangle");
    case Board::Rectangle: return tr("Rectangle");
    case Board::English: return tr("English (33 holes)");
    case Board::European: return tr("European (37 holes)");
    case Board::Wiegleb: return tr("Wiegleb (45 holes)");
    case Board::Diamond: return tr("Diamond (41 holes)");
    }
    return QString();
}

std::shared_ptr<const PegGeometry> PegBuiltInBoards::geometry(Board board, int rows, int columns)
{
    switch (board) {
    case Board::Triangle: return PegGeometry::triangle(rows);
    case Board::Rectangle: return PegGeometry::rectangle(rows, columns);
    case Board::English: return PegGeometry::english();
    case Board::European: return PegGeometry::european();
    case Board::Wiegleb: return PegGeometry::wiegleb();
    case Board::Diamond: return PegGeometry::diamond();
    }
    return nullptr;
}

// The original exercise's hole 4 on a triangle (the middle of its third
// row), the centre of the English, European and Wiegleb crosses, a corner of
// a rectangle. The diamond cannot be played from its centre to one peg (the
// class argument forbids it), so it starts two holes below its top, a start
// that can.
int PegBuiltInBoards::defaultEmptyHole(const PegGeometry &geometry, Board board)
{
    switch (board) {
    case Board::Triangle: return geometry.holeAt(2, 1);
    case Board::English:
    case Board::European: return geometry.holeAt(3, 3);
    case Board::Wiegleb: return geometry.holeAt(4, 4);
    case Board::Diamond: return geometry.holeAt(2, 4);
    case Board::Rectangle: break;
    }
    return 0;
}

PegPuzzle PegBuiltInBoards::start(Board board)
{
    const int rows = board == Board::Triangle ? kClassicSide : kFirstRows;
    const std::shared_ptr<const PegGeometry> holes = geometry(board, rows, kFirstColumns);
    return PegPuzzle(holes, holes->allHoles() & ~pb::pegs::bit(defaultEmptyHole(*holes, board)));
}

pb::GenerateRequest PegBuiltInBoards::generateRequest(Board board, int rows, int columns)
{
    pb::GenerateRequest request;
    switch (board) {
    case Board::Triangle: request.rows = rows; break;
    case Board::Rectangle:
        request.rows = rows;
        request.columns = columns;
        break;
    case Board::English: request.shape = "english"; break;
    case Board::European: request.shape = "european"; break;
    case Board::Wiegleb: request.shape = "wiegleb"; break;
    case Board::Diamond: request.shape = "diamond"; break;
    }
    return request;
}
