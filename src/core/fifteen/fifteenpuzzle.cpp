#include "fifteenpuzzle.h"

#include "../common/textscan.h"

#include "fifteenfile.h"
#include "fifteengameid.h"
#include "fifteensolver.h"

namespace pb::fifteen {

namespace {

// Keeps a refusal readable when the "move" was a pasted paragraph or binary junk.
std::string quoted(std::string_view text)
{
    constexpr std::size_t kMax = 16;
    std::string out;
    for (const char ch : text.substr(0, kMax))
        out += (static_cast<unsigned char>(ch) < 0x20 || ch == 0x7f) ? '?' : ch;
    if (text.size() > kMax)
        out += "...";
    return out;
}

} // namespace

std::optional<int> parseMove(std::string_view text)
{
    if (text.size() > 2)
        return std::nullopt;
    return text::wholeNumber<int>(text);
}

FifteenPuzzle::FifteenPuzzle(const FifteenBoard &board)
    : m_board(board)
{
}

std::unique_ptr<Puzzle> FifteenPuzzle::clone() const
{
    return std::make_unique<FifteenPuzzle>(*this);
}

bool FifteenPuzzle::equals(const Puzzle &other) const
{
    const auto *fifteen = dynamic_cast<const FifteenPuzzle *>(&other);
    return fifteen && fifteen->m_board == m_board;
}

std::vector<std::string> FifteenPuzzle::legalMoves() const
{
    std::vector<std::string> moves;
    for (const int tile : m_board.movableTiles())
        moves.push_back(std::to_string(tile));
    return moves;
}

std::optional<Message> FifteenPuzzle::apply(std::string_view move)
{
    const std::optional<int> tile = parseMove(move);
    const std::string last = std::to_string(m_board.cellCount() - 1);
    if (!tile) {
        return message("fifteen",
                       PB_TRANSLATE_NOOP("fifteen", "'%1' is not a move: write the number of the tile that slides into the blank, 1 to %2"),
                       {quoted(move), last});
    }
    if (*tile < 1 || *tile >= m_board.cellCount()) {
        return message("fifteen", PB_TRANSLATE_NOOP("fifteen", "There is no tile %1 on this board: the tiles are 1 to %2"),
                       {std::to_string(*tile), last});
    }
    if (!m_board.canSlide(*tile)) {
        return message("fifteen", PB_TRANSLATE_NOOP("fifteen", "Tile %1 is not next to the blank, so it cannot slide"),
                       {std::to_string(*tile)});
    }
    m_board.slide(*tile);
    return std::nullopt;
}

bool FifteenPuzzle::isSolved() const
{
    return m_board.isGoal();
}

std::string FifteenPuzzle::gameIdBody() const
{
    return fifteen::gameIdBody(m_board);
}

std::string FifteenPuzzle::save() const
{
    return writeFifteenFile(m_board);
}

// The original exercise's drawing: each cell right-aligned in three characters, the blank as '_'.
std::string FifteenPuzzle::render() const
{
    std::string out;
    for (int row = 0; row < m_board.dim(); ++row) {
        std::string line;
        for (int col = 0; col < m_board.dim(); ++col) {
            const int tile = m_board.tileAt(row, col);
            const std::string cell = tile == 0 ? "_" : std::to_string(tile);
            line.append(3 - cell.size(), ' ');
            line += cell;
        }
        out += line + '\n';
    }
    return out;
}

Message FifteenPuzzle::describeMove(std::string_view move) const
{
    const std::optional<int> tile = parseMove(move);
    if (!tile || *tile < 1 || *tile >= m_board.cellCount() || !m_board.canSlide(*tile))
        return Puzzle::describeMove(move);
    // The tile slides into the blank, so it moves the way the blank lies.
    const int d = m_board.dim();
    const int from = m_board.cellOf(*tile);
    const int to = m_board.blank();
    const std::string number = std::to_string(*tile);
    if (to == from - 1)
        return message("fifteen", PB_TRANSLATE_NOOP("fifteen", "slide tile %1 left"), {number});
    if (to == from + 1)
        return message("fifteen", PB_TRANSLATE_NOOP("fifteen", "slide tile %1 right"), {number});
    if (to == from - d)
        return message("fifteen", PB_TRANSLATE_NOOP("fifteen", "slide tile %1 up"), {number});
    return message("fifteen", PB_TRANSLATE_NOOP("fifteen", "slide tile %1 down"), {number});
}

std::string FifteenPuzzle::sizeText() const
{
    const std::string dim = std::to_string(m_board.dim());
    return dim + 'x' + dim;
}

Message FifteenPuzzle::summary() const
{
    const std::string dim = std::to_string(m_board.dim());
    const int misplaced = m_board.misplacedCount();
    if (misplaced == 0)
        return message("fifteen", PB_TRANSLATE_NOOP("fifteen", "%1 × %1, every tile home"), {dim});
    if (misplaced == 1)
        return message("fifteen", PB_TRANSLATE_NOOP("fifteen", "%1 × %1, 1 tile out of place"), {dim});
    return message("fifteen", PB_TRANSLATE_NOOP("fifteen", "%1 × %1, %2 tiles out of place"),
                   {dim, std::to_string(misplaced)});
}

Parsed<std::unique_ptr<Puzzle>> parseFifteenBoard(std::string_view text)
{
    auto parsed = parseFifteenFile(text);
    if (auto *error = std::get_if<ParseError>(&parsed))
        return std::move(*error);
    return std::make_unique<FifteenPuzzle>(std::get<FifteenBoard>(parsed));
}

SolveResult FifteenPuzzle::solve(const SolveOptions &options, std::stop_token stop, Progress &progress) const
{
    return solveFifteen(m_board, options, std::move(stop), progress);
}

// Only the 5 x 5 and larger solvers stop short of the fewest moves, so only
// their solutions can be shortened.
Capabilities FifteenPuzzle::capabilities() const
{
    const Capabilities improve = m_board.dim() >= 5 && m_board.isSolvable() && !m_board.isGoal()
        ? Capability::ImproveSolution : Capabilities();
    return improve | Capability::BoardEditing;
}

} // namespace pb::fifteen
