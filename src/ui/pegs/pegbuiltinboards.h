#pragma once

#include "core/common/generator.h"
#include "core/pegs/pegpuzzle.h"

#include <QCoreApplication>
#include <QString>

#include <array>
#include <memory>

// The built-in peg boards, in the order they are offered: the one list that
// Game ▸ New ▸ Peg Solitaire and the board designer's start both read. A
// triangle is sized by its side and a rectangle by its rows and columns; the
// crosses and the diamond come in one size.
class PegBuiltInBoards {
    Q_DECLARE_TR_FUNCTIONS(PegBuiltInBoards)

public:
    enum class Board { Triangle, Rectangle, English, European, Wiegleb, Diamond };
    static constexpr std::array kAll{Board::Triangle, Board::Rectangle, Board::English,
                                     Board::European, Board::Wiegleb,   Board::Diamond};
    // The sizes first offered: the original exercise's triangle, a 4 x 4 square.
    static constexpr int kClassicSide = 5;
    static constexpr int kFirstRows = 4;
    static constexpr int kFirstColumns = 4;

    // As the lists show it ("English (33 holes)").
    static QString name(Board board);
    // The board's holes; `rows` is a triangle's side, `columns` counts only
    // for a rectangle.
    static std::shared_ptr<const pb::pegs::PegGeometry> geometry(Board board, int rows, int columns);
    // Where a board starts empty until the player picks another hole.
    static int defaultEmptyHole(const pb::pegs::PegGeometry &geometry, Board board);
    // The board at its first size, every hole filled but its default empty one.
    static pb::pegs::PegPuzzle start(Board board);
    // A random start of the board from the family's generator.
    static pb::GenerateRequest generateRequest(Board board, int rows, int columns);
};
