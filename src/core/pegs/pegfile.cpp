#include "pegfile.h"

#include "../common/textscan.h"

#include <algorithm>
#include <cstdio>
#include <optional>
#include <vector>

namespace pb::pegs {

namespace {

using text::Char;
using text::charsOf;
using text::describe;
using text::shortened;
// A line without its comment.
using ContentLine = text::Line;

constexpr int kBareValues = 15;

ParseError error(int line, int column, const char *text, std::vector<std::string> args = {})
{
    return ParseError{line, column, message("pegs", text, std::move(args))};
}

std::string lower(std::string_view text)
{
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](char ch) { return ch >= 'A' && ch <= 'Z' ? char(ch - 'A' + 'a') : ch; });
    return out;
}

Parsed<PegPuzzle> parseBare(const std::vector<ContentLine> &lines)
{
    struct Value {
        bool peg;
        int line;
        int column;
    };
    std::vector<Value> values;
    int lastLine = 1;
    int lastEnd = 1;
    for (const ContentLine &line : lines) {
        for (const Char &ch : charsOf(line.text)) {
            if (ch.isSpace())
                continue;
            if (ch.ascii() != '0' && ch.ascii() != '1') {
                return error(line.number, ch.column,
                             PB_TRANSLATE_NOOP("pegs", "Unexpected character '%1': a board without a first line 'triangle' or 'square' is 15 values 0 or 1"),
                             {describe(ch)});
            }
            values.push_back(Value{ch.ascii() == '1', line.number, ch.column});
            lastLine = line.number;
            lastEnd = ch.column + 1;
        }
    }
    if (values.size() != std::size_t(kBareValues)) {
        // Too many: point at the first value too many; too few: just past the last.
        const bool tooMany = values.size() > std::size_t(kBareValues);
        return error(tooMany ? values[kBareValues].line : lastLine,
                     tooMany ? values[kBareValues].column : lastEnd,
                     PB_TRANSLATE_NOOP("pegs", "Found %1 values 0 or 1; a board without a first line 'triangle' or 'square' must have exactly 15, the holes of the 15-hole triangle"),
                     {std::to_string(values.size())});
    }
    PegBits pegs = 0;
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (values[i].peg)
            pegs |= bit(int(i));
    }
    if (pegs == 0)
        return error(values[0].line, values[0].column, PB_TRANSLATE_NOOP("pegs", "The board has no pegs: 1 is a peg, 0 an empty hole"));
    return PegPuzzle(PegGeometry::triangle(5), pegs);
}

// A board of a few holes could otherwise span millions of cells, and all
// that walks its grid would take minutes. `row`: the row too long, or none
// when there are too many rows.
ParseError extentError(int line, int column, std::optional<std::size_t> row)
{
    if (!row) {
        return error(line, column, PB_TRANSLATE_NOOP("pegs", "The board has more than %1 rows: a board spans at most %1 rows of at most %1 cells"),
                     {std::to_string(kMaxExtent)});
    }
    return error(line, column, PB_TRANSLATE_NOOP("pegs", "Row %1 has more than %2 cells: a board spans at most %2 rows of at most %2 cells"),
                 {std::to_string(*row), std::to_string(kMaxExtent)});
}

Parsed<PegPuzzle> parseRows(Lattice lattice, const ContentLine &latticeLine,
                            const std::vector<ContentLine> &rows)
{
    if (rows.empty()) {
        return error(latticeLine.number, 1,
                     PB_TRANSLATE_NOOP("pegs", "No board rows after '%1': write one line per row of the board"),
                     {lattice == Lattice::Triangle ? "triangle" : "square"});
    }
    std::vector<std::vector<bool>> mask;
    PegBits pegs = 0;
    int holes = 0;
    std::optional<Char> firstCell;
    int firstCellLine = 0;
    int tooManyLine = 0;
    int tooManyColumn = 0;

    for (const ContentLine &row : rows) {
        const std::size_t index = mask.size();
        const std::size_t triangleLength = index + 1;
        if (index == std::size_t(kMaxExtent))
            return extentError(row.number, text::words(row.text).front().column, std::nullopt);
        mask.emplace_back();
        auto &cells = mask.back();
        int endColumn = 1;
        for (const Char &ch : charsOf(row.text)) {
            if (ch.isSpace())
                continue;
            const char c = ch.ascii();
            const bool hole = c == '1' || c == 'o' || c == '0' || c == '.';
            if (!hole && c != '-') {
                return error(row.number, ch.column,
                             PB_TRANSLATE_NOOP("pegs", "Unexpected character '%1': a cell is 'o' or '1' for a peg, '.' or '0' for an empty hole, '-' for no hole"),
                             {describe(ch)});
            }
            if (cells.size() == std::size_t(kMaxExtent))
                return extentError(row.number, ch.column, index + 1);
            if (lattice == Lattice::Triangle && cells.size() == triangleLength) {
                return error(row.number, ch.column,
                             PB_TRANSLATE_NOOP("pegs", "Too many cells: row %1 of a triangle has %2"),
                             {std::to_string(index + 1), std::to_string(triangleLength)});
            }
            if (!firstCell) {
                firstCell = ch;
                firstCellLine = row.number;
            }
            cells.push_back(hole);
            endColumn = ch.column + 1;
            if (!hole)
                continue;
            if (holes >= kMaxHoles) {
                if (tooManyLine == 0) {
                    tooManyLine = row.number;
                    tooManyColumn = ch.column;
                }
            } else if (c == '1' || c == 'o') {
                pegs |= bit(holes);
            }
            ++holes;
        }
        if (lattice == Lattice::Triangle && cells.size() < triangleLength) {
            return error(row.number, endColumn,
                         PB_TRANSLATE_NOOP("pegs", "Too few cells: row %1 of a triangle has %2, this one %3"),
                         {std::to_string(index + 1), std::to_string(triangleLength),
                          std::to_string(cells.size())});
        }
    }

    if (holes > kMaxHoles) {
        return error(tooManyLine, tooManyColumn,
                     PB_TRANSLATE_NOOP("pegs", "The board has %1 holes; at most %2 are supported"),
                     {std::to_string(holes), std::to_string(kMaxHoles)});
    }
    if (holes == 0)
        return error(firstCellLine, firstCell->column, PB_TRANSLATE_NOOP("pegs", "The board has no holes: 'o' or '1' is a peg, '.' or '0' an empty hole"));
    if (pegs == 0)
        return error(firstCellLine, firstCell->column, PB_TRANSLATE_NOOP("pegs", "The board has no pegs: 'o' or '1' is a peg"));
    return PegPuzzle(std::make_shared<const PegGeometry>(lattice, mask), pegs);
}

bool isCellChar(char ch)
{
    return ch == 'o' || ch == '.' || ch == '-' || ch == '0' || ch == '1';
}

} // namespace

Parsed<PegPuzzle> parsePegFile(std::string_view text)
{
    std::vector<ContentLine> lines;
    bool sawComment = false;
    for (ContentLine line : text::lines(text)) {
        // '#' never occurs inside a UTF-8 sequence, so a byte search is safe.
        if (const auto hash = line.text.find('#'); hash != std::string_view::npos) {
            line.text = line.text.substr(0, hash);
            sawComment = true;
        }
        if (!text::words(line.text).empty())
            lines.push_back(line);
    }
    if (lines.empty()) {
        return error(1, 1, sawComment
                               ? PB_TRANSLATE_NOOP("pegs", "The file has only comments: the first line must be 'triangle' or 'square', then one line per row of the board")
                               : PB_TRANSLATE_NOOP("pegs", "The file is empty: the first line must be 'triangle' or 'square', then one line per row of the board"));
    }

    const ContentLine &first = lines.front();
    const std::vector<text::Word> words = text::words(first.text);
    const text::Word &word = words.front();
    if (word.text.starts_with('0') || word.text.starts_with('1'))
        return parseBare(lines);

    const std::string name = lower(word.text);
    std::optional<Lattice> lattice;
    if (name == "triangle")
        lattice = Lattice::Triangle;
    else if (name == "square")
        lattice = Lattice::Square;

    if (!lattice) {
        if (std::all_of(word.text.begin(), word.text.end(), isCellChar)) {
            return error(first.number, word.column,
                         PB_TRANSLATE_NOOP("pegs", "The board's shape is missing: the first line must be 'triangle' or 'square', then one line per row of the board"));
        }
        return error(first.number, word.column,
                     PB_TRANSLATE_NOOP("pegs", "Unknown board shape '%1': the first line must be 'triangle' or 'square'"),
                     {shortened(word.text)});
    }
    if (words.size() > 1) {
        return error(first.number, words[1].column,
                     PB_TRANSLATE_NOOP("pegs", "Unexpected '%1' after '%2': the board's rows start on the next line"),
                     {describe(charsOf(words[1].text).front()), lower(word.text)});
    }
    return parseRows(*lattice, first, std::vector<ContentLine>(lines.begin() + 1, lines.end()));
}

std::string writePegFile(const PegPuzzle &puzzle)
{
    const PegGeometry &g = puzzle.geometry();
    std::string out = "# Puzzlebox peg solitaire board\n";
    out += g.lattice() == Lattice::Triangle ? "triangle\n" : "square\n";

    int lastRow = -1;
    for (const Cell &cell : g.holes())
        lastRow = std::max(lastRow, cell.row);
    for (int r = 0; r <= lastRow; ++r) {
        int lastHole = -1;
        for (int c = 0; c < g.cols(); ++c) {
            if (g.holeAt(r, c) >= 0)
                lastHole = c;
        }
        // A triangle row is always spelled out in full; a square row may stop
        // at its last hole, but a row must have at least one cell to count.
        const int length = g.lattice() == Lattice::Triangle ? std::max(r + 1, lastHole + 1)
                                                            : std::max(1, lastHole + 1);
        for (int c = 0; c < length; ++c) {
            if (c > 0)
                out += ' ';
            const int hole = g.holeAt(r, c);
            out += hole < 0 ? '-' : puzzle.hasPeg(hole) ? 'o' : '.';
        }
        out += '\n';
    }
    return out;
}

} // namespace pb::pegs
