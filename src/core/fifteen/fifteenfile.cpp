#include "fifteenfile.h"

#include "../common/textscan.h"

#include <algorithm>
#include <optional>
#include <vector>

namespace pb::fifteen {

namespace {

struct Token {
    std::string_view text;
    int line;
    int column; // 1-based, in characters as an editor counts them
};

struct Line {
    int number;
    std::vector<Token> tokens;
};

// The non-empty, non-comment lines of the text, split into their tokens.
std::vector<Line> tokenize(std::string_view text)
{
    std::vector<Line> lines;
    for (const text::Line &line : text::lines(text)) {
        const std::vector<text::Word> words = text::words(line.text);
        if (words.empty() || words.front().text.starts_with('#'))
            continue;
        Line parsed{line.number, {}};
        for (const text::Word &word : words)
            parsed.tokens.push_back(Token{word.text, line.number, word.column});
        lines.push_back(std::move(parsed));
    }
    return lines;
}

// Short: a size or a tile is at most a few characters.
std::string shortened(std::string_view text)
{
    return text::shortened(text, 16);
}

std::optional<int> number(std::string_view text)
{
    if (text.size() > 4)
        return std::nullopt;
    return text::wholeNumber<int>(text);
}

ParseError error(int line, int column, const char *text, std::vector<std::string> args = {})
{
    return ParseError{line, column, message("fifteen", text, std::move(args))};
}

ParseError error(const Token &token, const char *text, std::vector<std::string> args = {})
{
    return error(token.line, token.column, text, std::move(args));
}

// The board's size, from the first line.
std::variant<int, ParseError> readSize(const Line &sizeLine)
{
    const Token &sizeToken = sizeLine.tokens.front();
    const std::optional<int> size = number(sizeToken.text);
    if (!size) {
        return error(sizeToken, PB_TRANSLATE_NOOP("fifteen", "'%1' is not a size: the first line must be the board's size, 3 to 9"),
                     {shortened(sizeToken.text)});
    }
    if (*size < kMinDim || *size > kMaxDim) {
        return error(sizeToken, PB_TRANSLATE_NOOP("fifteen", "Size %1 is not supported: the first line must be the board's size, 3 to 9"),
                     {std::to_string(*size)});
    }
    if (sizeLine.tokens.size() > 1) {
        return error(sizeLine.tokens[1], PB_TRANSLATE_NOOP("fifteen", "Unexpected '%1' after the size: the rows of tiles start on the next line"),
                     {shortened(sizeLine.tokens[1].text)});
    }
    return *size;
}

// The cells of the rows after the size line, in reading order, checked for
// shape and spelling: `dim` rows of `dim` tiles, each a tile of the board or
// the blank.
std::variant<std::vector<const Token *>, ParseError> readCells(const std::vector<Line> &lines, int dim)
{
    const std::string dimText = std::to_string(dim);
    const std::string lastTile = std::to_string(dim * dim - 1);
    const std::size_t rowCount = lines.size() - 1;
    if (rowCount > std::size_t(dim)) {
        return error(lines[std::size_t(dim) + 1].tokens.front(),
                     PB_TRANSLATE_NOOP("fifteen", "Too many rows: a board of size %1 has %1 rows of tiles"), {dimText});
    }
    std::vector<const Token *> cells;
    for (std::size_t r = 0; r < rowCount; ++r) {
        const Line &row = lines[r + 1];
        if (row.tokens.size() > std::size_t(dim)) {
            return error(row.tokens[std::size_t(dim)],
                         PB_TRANSLATE_NOOP("fifteen", "Too many numbers in row %1: a board of size %2 has %2 in each row"),
                         {std::to_string(r + 1), dimText});
        }
        for (const Token &token : row.tokens) {
            if (token.text == "_") {
                cells.push_back(&token);
                continue;
            }
            const std::optional<int> value = number(token.text);
            if (!value) {
                return error(token, PB_TRANSLATE_NOOP("fifteen", "'%1' is not a tile: write the numbers 1 to %2 and 0 or _ for the blank"),
                             {shortened(token.text), lastTile});
            }
            if (*value >= dim * dim) {
                return error(token, PB_TRANSLATE_NOOP("fifteen", "There is no tile %1 on a %2 × %2 board: the tiles are 1 to %3"),
                             {std::to_string(*value), dimText, lastTile});
            }
            cells.push_back(&token);
        }
        if (row.tokens.size() < std::size_t(dim)) {
            const Token &last = row.tokens.back();
            return error(row.number, last.column + text::columns(last.text),
                         PB_TRANSLATE_NOOP("fifteen", "Too few numbers in row %1: a board of size %2 has %2 in each row, this one %3"),
                         {std::to_string(r + 1), dimText, std::to_string(row.tokens.size())});
        }
    }
    if (rowCount < std::size_t(dim)) {
        const Line &last = lines.back();
        return error(last.number + 1, 1,
                     PB_TRANSLATE_NOOP("fifteen", "Too few rows: a board of size %1 has %1 rows of tiles, this one %2"),
                     {dimText, std::to_string(rowCount)});
    }
    return cells;
}

// The tiles of well-formed `cells` as a set: each once, the blank as 0. With
// every cell read, a repeated tile can say what is missing: the blank, or the
// tile it stands in for.
std::variant<std::vector<int>, ParseError> readTiles(const std::vector<const Token *> &cells, int dim)
{
    const auto tileOf = [](const Token *token) { return token->text == "_" ? 0 : *number(token->text); };
    std::vector<const Token *> where(std::size_t(dim * dim), nullptr); // first place of each tile
    for (const Token *token : cells) {
        const int tile = tileOf(token);
        if (!where[std::size_t(tile)])
            where[std::size_t(tile)] = token;
    }
    const auto missing = std::find(where.begin(), where.end(), nullptr);
    std::vector<int> tiles;
    for (const Token *token : cells) {
        const int tile = tileOf(token);
        const Token *first = where[std::size_t(tile)];
        if (first != token) {
            const std::vector<std::string> firstPlace{std::to_string(first->line), std::to_string(first->column)};
            if (tile == 0)
                return error(*token, PB_TRANSLATE_NOOP("fifteen", "A second blank: the board has exactly one (the first is at line %1, column %2)"),
                             firstPlace);
            const std::string tileText = std::to_string(tile);
            if (missing == where.begin()) {
                return error(*token, PB_TRANSLATE_NOOP("fifteen", "Tile %1 appears twice (first at line %2, column %3) and the board has no blank: write 0 or _ in the empty cell"),
                             {tileText, firstPlace[0], firstPlace[1]});
            }
            return error(*token, PB_TRANSLATE_NOOP("fifteen", "Tile %1 appears twice (first at line %2, column %3) and tile %4 is missing"),
                         {tileText, firstPlace[0], firstPlace[1], std::to_string(missing - where.begin())});
        }
        tiles.push_back(tile);
    }
    return tiles;
}

} // namespace

Parsed<FifteenBoard> parseFifteenFile(std::string_view text)
{
    const std::vector<Line> lines = tokenize(text);
    if (lines.empty())
        return error(1, 1, PB_TRANSLATE_NOOP("fifteen", "The file is empty: the first line must be the board's size, 3 to 9"));
    const auto size = readSize(lines.front());
    if (const auto *sizeError = std::get_if<ParseError>(&size))
        return *sizeError;
    const int dim = std::get<int>(size);
    // Shape and spelling first, in reading order; the tiles as a set after, so a
    // repeated tile can be reported with the tile (or blank) it stands in for.
    const auto cells = readCells(lines, dim);
    if (const auto *cellsError = std::get_if<ParseError>(&cells))
        return *cellsError;
    const auto tiles = readTiles(std::get<std::vector<const Token *>>(cells), dim);
    if (const auto *tilesError = std::get_if<ParseError>(&tiles))
        return *tilesError;
    return FifteenBoard(dim, std::get<std::vector<int>>(tiles));
}

std::string writeFifteenFile(const FifteenBoard &board)
{
    const int width = board.cellCount() > 10 ? 2 : 1;
    std::string out = std::to_string(board.dim()) + '\n';
    for (int row = 0; row < board.dim(); ++row) {
        for (int col = 0; col < board.dim(); ++col) {
            const int tile = board.tileAt(row, col);
            std::string cell = tile == 0 ? "_" : std::to_string(tile);
            if (col > 0)
                out += ' ';
            out.append(std::size_t(width) - cell.size(), ' ');
            out += cell;
        }
        out += '\n';
    }
    return out;
}

} // namespace pb::fifteen
