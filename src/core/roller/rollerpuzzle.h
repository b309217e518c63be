#pragma once

#include "../common/puzzle.h"

#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace pb::roller {

// The original exercise's limit for either side of the board.
inline constexpr int kMaxSide = 6;

// Cell (row, col) is bit row * width + col: row 0 (the goal row) in the lowest
// bits, so the solved board is simply the lowest `width` bits.
using RollerBits = std::uint64_t;

enum class Direction { Left, Right, Up, Down };

// One roll: a row rolls Left or Right, a column Up or Down, by one cell, the
// cell pushed off one end reappearing at the other.
struct Roll {
    Direction direction = Direction::Left;
    int line = 0; // the row (Left, Right) or column (Up, Down), 0-based
    bool operator==(const Roll &) const = default;

    constexpr bool isRow() const { return direction == Direction::Left || direction == Direction::Right; }
    Roll inverse() const;
};

// "R<row>L", "R<row>R", "C<col>U", "C<col>D"; row 0 is the top row.
std::string rollToString(const Roll &roll);
// Parses the notation above; no range check (that needs a board).
std::optional<Roll> parseRoll(std::string_view text);

inline constexpr RollerBits lowBits(int count)
{
    return count >= 64 ? ~RollerBits(0) : (RollerBits(1) << count) - 1;
}

// The cells of column `col` on a board `width` wide and `height` high.
inline constexpr RollerBits columnMask(int height, int width, int col)
{
    RollerBits mask = 0;
    for (int row = 0; row < height; ++row)
        mask |= RollerBits(1) << (row * width + col);
    return mask;
}

// Plays `roll` on the bits of a height x width board; `roll.line` must be in range.
inline constexpr RollerBits applyRoll(RollerBits cells, int height, int width, Roll roll)
{
    if (roll.isRow()) {
        const int shift = roll.line * width;
        const RollerBits mask = lowBits(width);
        const RollerBits row = (cells >> shift) & mask;
        const RollerBits rolled = roll.direction == Direction::Left
            ? (row >> 1) | ((row & 1) << (width - 1))
            : ((row << 1) & mask) | (row >> (width - 1));
        return (cells & ~(mask << shift)) | (rolled << shift);
    }
    const RollerBits mask = columnMask(height, width, roll.line);
    const RollerBits column = cells & mask;
    const int wrap = width * (height - 1); // from the top cell to the bottom one
    const RollerBits rolled = roll.direction == Direction::Up
        ? (column >> width) | ((column & (RollerBits(1) << roll.line)) << wrap)
        : ((column << width) & mask) | (column >> wrap);
    return (cells & ~mask) | rolled;
}

// Every roll of a height x width board in the order legalMoves() lists them:
// each row left then right, top to bottom, then each column up then down, left
// to right. The solver breaks ties in this order, so its answers are stable.
std::vector<Roll> allRolls(int height, int width);
// The rolls that turn `before` into `after` (bits of a height x width board),
// in allRolls() order: a roll changes one line, so two different boards name
// it, but not always its way (a line 2 cells long, or one whose tiles repeat
// every other cell, ends alike either way); the same board twice names
// every roll of a line whose tiles are all alike.
std::vector<Roll> rollsBetween(RollerBits before, RollerBits after, int height, int width);

// Why `cells` (bits inside a height x width board) is no Roller-Board: it
// holds other than `width` ones. nullopt when it is one; every such board can
// be solved. For a board set up by hand, before it becomes a RollerPuzzle.
std::optional<Message> boardProblem(int height, int width, RollerBits cells);

class RollerPuzzle final : public Puzzle {
public:
    static constexpr std::string_view kFamily = "rollerboard";

    // `cells` must hold exactly `width` ones inside the board, 1 <= sides <= kMaxSide;
    // the file parser and the generators below guarantee it.
    RollerPuzzle(int height, int width, RollerBits cells);

    // The board of the original exercise's file example (5 x 4, seven rolls from solved).
    static RollerPuzzle classicExample();
    static RollerPuzzle solvedBoard(int height, int width);
    // `depth` random rolls from the solved board, never one that leaves the
    // board as it was or undoes the one before; never returns the solved board
    // (depth 0 aside). Sides 2..kMaxSide.
    static RollerPuzzle scrambled(int height, int width, int depth, std::mt19937 &random);
    // The `width` ones dropped on cells chosen uniformly at random, other than
    // the solved board. Every such board can be solved (the solver's tests
    // check this for every size), so any of them is a fair game.
    static RollerPuzzle randomBoard(int height, int width, std::mt19937 &random);

    int height() const { return m_height; }
    int width() const { return m_width; }
    RollerBits cells() const { return m_cells; }
    bool cell(int row, int col) const { return (m_cells >> (row * m_width + col)) & 1; }
    // The ones on the top row.
    int onesHome() const;
    // Whether `roll` names a row or column of this board.
    bool fits(const Roll &roll) const;
    void play(const Roll &roll) { m_cells = applyRoll(m_cells, m_height, m_width, roll); }

    std::string_view family() const override { return kFamily; }
    std::unique_ptr<Puzzle> clone() const override;
    bool equals(const Puzzle &other) const override;
    std::vector<std::string> legalMoves() const override;
    std::optional<Message> apply(std::string_view move) override;
    bool isSolved() const override; // every one on the top row
    std::string save() const override;
    std::string gameIdBody() const override;
    std::string render() const override;
    Message summary() const override;
    Message describeMove(std::string_view move) const override;
    std::string sizeText() const override;
    SolveResult solve(const SolveOptions &options, std::stop_token stop,
                      Progress &progress) const override;
    // The exact rolls from solved, from the size's table (rollercoach.cpp).
    Assessment assess(const AssessOptions &options, std::stop_token stop, Progress &progress) const override;
    // The cells of the rolled row or column, row * width + column.
    std::vector<int> cellsOf(std::string_view move) const override;
    // A board set up by hand is checked by boardProblem().
    Capabilities capabilities() const override { return Capability::BoardEditing; }

private:
    int m_height;
    int m_width;
    RollerBits m_cells;
};

} // namespace pb::roller
