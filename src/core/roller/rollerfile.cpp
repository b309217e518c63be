#include "rollerfile.h"

#include "../common/textscan.h"

#include <cstdio>
#include <vector>

namespace pb::roller {

namespace {

using text::Char;
using text::charsOf;
using text::describe;

// Short: a size or a row of a Roller-Board is at most a few characters.
std::string shortened(std::string_view word)
{
    return text::shortened(word, 12);
}

ParseError error(int line, int column, const char *text, std::vector<std::string> args = {})
{
    return ParseError{line, column, message("roller", text, std::move(args))};
}

// Trailing whitespace is invisible in an editor, so it is forgiven; inside a
// row it is an error.
std::string_view trimmedEnd(std::string_view line)
{
    while (!line.empty() && text::isSpace(line.back()))
        line.remove_suffix(1);
    return line;
}

// A side of the board from the first line; the error names which side.
std::variant<int, ParseError> parseSide(const text::Word &token, bool height)
{
    std::string_view digits = token.text;
    const bool negative = digits.starts_with('-');
    if (negative)
        digits.remove_prefix(1);
    const bool number = !digits.empty()
        && digits.find_first_not_of("0123456789") == std::string_view::npos;
    if (!number) {
        return error(1, token.column,
                     height ? PB_TRANSLATE_NOOP("roller", "The height '%1' is not a number: the first line holds the height and then the width of the board, such as '5 4'")
                            : PB_TRANSLATE_NOOP("roller", "The width '%1' is not a number: the first line holds the height and then the width of the board, such as '5 4'"),
                     {shortened(token.text)});
    }
    // Leading zeros are harmless; a long number is simply too large.
    const std::size_t first = digits.find_first_not_of('0');
    const std::string_view significant =
        first == std::string_view::npos ? std::string_view("0") : digits.substr(first);
    const int value = significant.size() > 2 ? 100 : std::stoi(std::string(significant));
    if (negative || value < 1 || value > kMaxSide) {
        return error(1, token.column,
                     height ? PB_TRANSLATE_NOOP("roller", "The height is %1; a board has 1 to 6 rows")
                            : PB_TRANSLATE_NOOP("roller", "The width is %1; a board has 1 to 6 columns"),
                     {shortened(token.text)});
    }
    return value;
}

struct Size {
    int rows;
    int cols;
};

// The height and the width, from the first line.
std::variant<Size, ParseError> readSize(std::string_view firstLine)
{
    const std::vector<text::Word> sizes = text::words(firstLine);
    if (sizes.empty()) {
        return error(1, 1, PB_TRANSLATE_NOOP("roller", "The first line is empty: it must hold the height and then the width of the board, such as '5 4'"));
    }
    const auto height = parseSide(sizes[0], true);
    if (const auto *failure = std::get_if<ParseError>(&height))
        return *failure;
    if (sizes.size() < 2) {
        return error(1, text::columns(firstLine) + 1,
                     PB_TRANSLATE_NOOP("roller", "The width is missing: the first line holds the height and then the width of the board, such as '5 4'"));
    }
    const auto width = parseSide(sizes[1], false);
    if (const auto *failure = std::get_if<ParseError>(&width))
        return *failure;
    if (sizes.size() > 2) {
        return error(1, sizes[2].column,
                     PB_TRANSLATE_NOOP("roller", "Unexpected '%1' after the width: the first line holds only the height and the width"),
                     {shortened(sizes[2].text)});
    }
    return Size{std::get<int>(height), std::get<int>(width)};
}

// The cells of the rows after the first line, which must be `size`, with
// exactly as many ones as the board is wide.
std::variant<RollerBits, ParseError> readCells(const std::vector<std::string_view> &lines, Size size)
{
    const auto [rows, cols] = size;
    RollerBits cells = 0;
    int ones = 0;
    int surplusLine = 0;
    int surplusColumn = 0;
    for (int row = 0; row < rows; ++row) {
        const int number = row + 2;
        if (std::size_t(row + 1) >= lines.size()) {
            return error(number, 1,
                         PB_TRANSLATE_NOOP("roller", "The board ends after %1 rows; the first line says it has %2"),
                         {std::to_string(row), std::to_string(rows)});
        }
        const std::vector<Char> chars = charsOf(lines[std::size_t(row + 1)]);
        for (const Char &ch : chars) {
            const char c = ch.ascii();
            if (c == ' ') {
                return error(number, ch.column,
                             PB_TRANSLATE_NOOP("roller", "Unexpected space: a row holds only the cells 0 and 1, with nothing between them"));
            }
            if (c != '0' && c != '1') {
                return error(number, ch.column,
                             PB_TRANSLATE_NOOP("roller", "Unexpected '%1': a row holds only the cells 0 and 1"),
                             {describe(ch)});
            }
            if (ch.column > cols) {
                return error(number, ch.column,
                             PB_TRANSLATE_NOOP("roller", "Row R%1 has %2 cells; the first line says the board is %3 wide"),
                             {std::to_string(row), std::to_string(chars.size()), std::to_string(cols)});
            }
            if (c == '1') {
                if (++ones == cols + 1) {
                    surplusLine = number;
                    surplusColumn = ch.column;
                }
                cells |= RollerBits(1) << (row * cols + ch.column - 1);
            }
        }
        if (int(chars.size()) < cols) {
            return error(number, int(chars.size()) + 1,
                         PB_TRANSLATE_NOOP("roller", "Row R%1 has %2 cells; the first line says the board is %3 wide"),
                         {std::to_string(row), std::to_string(chars.size()), std::to_string(cols)});
        }
    }
    for (std::size_t extra = std::size_t(rows + 1); extra < lines.size(); ++extra) {
        if (lines[extra].empty())
            continue;
        return error(int(extra) + 1, 1,
                     PB_TRANSLATE_NOOP("roller", "Too many rows: the first line says the board has %1"),
                     {std::to_string(rows)});
    }
    // The designer's words for the same rule, at the surplus one or the board's start.
    if (const std::optional<Message> problem = boardProblem(rows, cols, cells))
        return ParseError{ones > cols ? surplusLine : 2, ones > cols ? surplusColumn : 1, *problem};
    return cells;
}

} // namespace

Parsed<RollerPuzzle> parseRollerFile(std::string_view text)
{
    std::vector<std::string_view> lines;
    for (const text::Line &line : text::lines(text))
        lines.push_back(trimmedEnd(line.text));
    // Blank lines after the board are as harmless as a final newline.
    while (!lines.empty() && lines.back().empty())
        lines.pop_back();
    if (lines.empty())
        return error(1, 1, PB_TRANSLATE_NOOP("roller", "The file is empty: the first line must hold the height and then the width of the board, such as '5 4'"));
    const auto size = readSize(lines[0]);
    if (const auto *failure = std::get_if<ParseError>(&size))
        return *failure;
    const auto cells = readCells(lines, std::get<Size>(size));
    if (const auto *failure = std::get_if<ParseError>(&cells))
        return *failure;
    return RollerPuzzle(std::get<Size>(size).rows, std::get<Size>(size).cols, std::get<RollerBits>(cells));
}

std::string writeRollerFile(const RollerPuzzle &puzzle)
{
    return std::to_string(puzzle.height()) + ' ' + std::to_string(puzzle.width()) + '\n'
           + puzzle.render();
}

Parsed<std::unique_ptr<Puzzle>> parseRollerBoard(std::string_view text)
{
    auto parsed = parseRollerFile(text);
    if (auto *failure = std::get_if<ParseError>(&parsed))
        return std::move(*failure);
    return std::make_unique<RollerPuzzle>(std::get<RollerPuzzle>(parsed));
}

} // namespace pb::roller
