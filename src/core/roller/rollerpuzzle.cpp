#include "rollerpuzzle.h"

#include "../common/textscan.h"

#include "rollerfile.h"
#include "rollergameid.h"
#include "rollersolver.h"

#include <bit>
#include <cassert>

namespace pb::roller {

namespace {

char directionLetter(Direction direction)
{
    switch (direction) {
    case Direction::Left: return 'L';
    case Direction::Right: return 'R';
    case Direction::Up: return 'U';
    case Direction::Down: return 'D';
    }
    return 'L';
}

} // namespace

Roll Roll::inverse() const
{
    switch (direction) {
    case Direction::Left: return {Direction::Right, line};
    case Direction::Right: return {Direction::Left, line};
    case Direction::Up: return {Direction::Down, line};
    case Direction::Down: return {Direction::Up, line};
    }
    return *this;
}

std::string rollToString(const Roll &roll)
{
    std::string text(1, roll.isRow() ? 'R' : 'C');
    text += std::to_string(roll.line);
    text += directionLetter(roll.direction);
    return text;
}

std::optional<Roll> parseRoll(std::string_view text)
{
    if (text.size() < 3 || (text.front() != 'R' && text.front() != 'C'))
        return std::nullopt;
    const bool row = text.front() == 'R';
    const std::optional<int> line = text::wholeNumber<int>(text.substr(1, text.size() - 2));
    if (!line)
        return std::nullopt;
    switch (text.back()) {
    case 'L': return row ? std::optional(Roll{Direction::Left, *line}) : std::nullopt;
    case 'R': return row ? std::optional(Roll{Direction::Right, *line}) : std::nullopt;
    case 'U': return row ? std::nullopt : std::optional(Roll{Direction::Up, *line});
    case 'D': return row ? std::nullopt : std::optional(Roll{Direction::Down, *line});
    default: return std::nullopt;
    }
}

std::vector<Roll> allRolls(int height, int width)
{
    std::vector<Roll> rolls;
    for (int row = 0; row < height; ++row) {
        rolls.push_back({Direction::Left, row});
        rolls.push_back({Direction::Right, row});
    }
    for (int col = 0; col < width; ++col) {
        rolls.push_back({Direction::Up, col});
        rolls.push_back({Direction::Down, col});
    }
    return rolls;
}

std::vector<Roll> rollsBetween(RollerBits before, RollerBits after, int height, int width)
{
    std::vector<Roll> rolls;
    for (const Roll &roll : allRolls(height, width)) {
        if (applyRoll(before, height, width, roll) == after)
            rolls.push_back(roll);
    }
    return rolls;
}

std::optional<Message> boardProblem(int height, int width, RollerBits cells)
{
    const int ones = std::popcount(cells & lowBits(height * width));
    if (ones == width)
        return std::nullopt;
    return countMessage("roller",
                        PB_TRANSLATE_N_NOOP("roller", "The board has %n one(s); it needs %1, one for each cell of the top row"),
                        ones, {std::to_string(width)});
}

RollerPuzzle::RollerPuzzle(int height, int width, RollerBits cells)
    : m_height(height)
    , m_width(width)
    , m_cells(cells)
{
    assert(height >= 1 && height <= kMaxSide && width >= 1 && width <= kMaxSide);
    assert(std::popcount(cells) == width && (cells & ~lowBits(height * width)) == 0);
}

RollerPuzzle RollerPuzzle::classicExample()
{
    // 0000 / 1100 / 1000 / 0100 / 0000
    return RollerPuzzle(5, 4, 0b0000'0010'0001'0011'0000);
}

RollerPuzzle RollerPuzzle::solvedBoard(int height, int width)
{
    return RollerPuzzle(height, width, lowBits(width));
}

RollerPuzzle RollerPuzzle::scrambled(int height, int width, int depth, std::mt19937 &random)
{
    const std::vector<Roll> rolls = allRolls(height, width);
    for (;;) {
        RollerPuzzle puzzle = solvedBoard(height, width);
        std::optional<Roll> last;
        for (int step = 0; step < depth; ++step) {
            std::vector<Roll> useful;
            for (const Roll &roll : rolls) {
                if ((!last || roll != last->inverse())
                    && applyRoll(puzzle.m_cells, height, width, roll) != puzzle.m_cells)
                    useful.push_back(roll);
            }
            std::uniform_int_distribution<std::size_t> pick(0, useful.size() - 1);
            last = useful[pick(random)];
            puzzle.play(*last);
        }
        // Rolls can cancel out in longer ways than one undoing the last.
        if (depth == 0 || !puzzle.isSolved())
            return puzzle;
    }
}

RollerPuzzle RollerPuzzle::randomBoard(int height, int width, std::mt19937 &random)
{
    const int cellCount = height * width;
    for (;;) {
        // A partial Fisher-Yates shuffle picks `width` distinct cells.
        std::vector<int> order(std::size_t(cellCount), 0);
        for (int i = 0; i < cellCount; ++i)
            order[std::size_t(i)] = i;
        RollerBits cells = 0;
        for (int i = 0; i < width; ++i) {
            std::uniform_int_distribution<int> pick(i, cellCount - 1);
            std::swap(order[std::size_t(i)], order[std::size_t(pick(random))]);
            cells |= RollerBits(1) << order[std::size_t(i)];
        }
        RollerPuzzle puzzle(height, width, cells);
        if (!puzzle.isSolved() || cellCount == width)
            return puzzle;
    }
}

int RollerPuzzle::onesHome() const
{
    return std::popcount(m_cells & lowBits(m_width));
}

bool RollerPuzzle::fits(const Roll &roll) const
{
    return roll.line >= 0 && roll.line < (roll.isRow() ? m_height : m_width);
}

std::unique_ptr<Puzzle> RollerPuzzle::clone() const
{
    return std::make_unique<RollerPuzzle>(*this);
}

bool RollerPuzzle::equals(const Puzzle &other) const
{
    const auto *roller = dynamic_cast<const RollerPuzzle *>(&other);
    return roller && m_height == roller->m_height && m_width == roller->m_width
           && m_cells == roller->m_cells;
}

std::vector<std::string> RollerPuzzle::legalMoves() const
{
    std::vector<std::string> moves;
    for (const Roll &roll : allRolls(m_height, m_width))
        moves.push_back(rollToString(roll));
    return moves;
}

std::optional<Message> RollerPuzzle::apply(std::string_view move)
{
    const std::optional<Roll> roll = parseRoll(move);
    if (!roll) {
        return message("roller",
                       PB_TRANSLATE_NOOP("roller", "'%1' is not a roll: write R<row>L or R<row>R to roll a row left or right, C<column>U or C<column>D to roll a column up or down, such as R0L"),
                       {text::shortened(move)});
    }
    if (!fits(*roll)) {
        const bool row = roll->isRow();
        return message("roller",
                       row ? PB_TRANSLATE_NOOP("roller", "There is no row %1 on this board: the rows are numbered 0 to %2 from the top")
                           : PB_TRANSLATE_NOOP("roller", "There is no column %1 on this board: the columns are numbered 0 to %2 from the left"),
                       {std::to_string(roll->line), std::to_string((row ? m_height : m_width) - 1)});
    }
    play(*roll);
    return std::nullopt;
}

bool RollerPuzzle::isSolved() const
{
    return m_cells == lowBits(m_width);
}

std::string RollerPuzzle::gameIdBody() const
{
    return roller::gameIdBody(*this);
}

std::string RollerPuzzle::save() const
{
    return writeRollerFile(*this);
}

std::string RollerPuzzle::render() const
{
    std::string out;
    for (int row = 0; row < m_height; ++row) {
        for (int col = 0; col < m_width; ++col)
            out += cell(row, col) ? '1' : '0';
        out += '\n';
    }
    return out;
}

Message RollerPuzzle::describeMove(std::string_view move) const
{
    const std::optional<Roll> roll = parseRoll(move);
    if (!roll)
        return Puzzle::describeMove(move);
    // The rows and columns are named on the board as in the notation: R2, C1.
    const std::string line = std::string(roll->isRow() ? "R" : "C") + std::to_string(roll->line);
    switch (roll->direction) {
    case Direction::Left: return message("roller", PB_TRANSLATE_NOOP("roller", "roll row %1 left"), {line});
    case Direction::Right: return message("roller", PB_TRANSLATE_NOOP("roller", "roll row %1 right"), {line});
    case Direction::Up: return message("roller", PB_TRANSLATE_NOOP("roller", "roll column %1 up"), {line});
    case Direction::Down: return message("roller", PB_TRANSLATE_NOOP("roller", "roll column %1 down"), {line});
    }
    return Puzzle::describeMove(move);
}

std::string RollerPuzzle::sizeText() const
{
    return std::to_string(m_height) + 'x' + std::to_string(m_width);
}

Message RollerPuzzle::summary() const
{
    return message("roller", PB_TRANSLATE_NOOP("roller", "%1 of %2 ones on the top row"),
                   {std::to_string(onesHome()), std::to_string(m_width)});
}

SolveResult RollerPuzzle::solve(const SolveOptions &options, std::stop_token stop,
                                Progress &progress) const
{
    return solveRoller(*this, options, std::move(stop), progress);
}

} // namespace pb::roller
