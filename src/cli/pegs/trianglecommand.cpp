#include "../clicommand.h"
#include "../promptlines.h"
#include "core/pegs/pegpuzzle.h"
#include "onepegsolve.h"

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <variant>

#include <unistd.h>

namespace {

using pb::pegs::PegBits;
using pb::pegs::PegGeometry;

constexpr int kSide = 5;
constexpr int kHoles = kSide * (kSide + 1) / 2;

// The exercise's triangle_print (its triangle_routines.c), byte for byte: each
// row of holes is three lines of text (the tops of the boxes, the numbers, the
// bottoms), each hole four characters and four spaces after it, a row indented
// by four spaces for every hole it is shorter than the last. The seed's copy
// of the picture lost the lines of tops (" __ ") to its text extraction, which
// left them blank.
std::string drawTriangle(const PegGeometry &geometry, PegBits pegs)
{
    std::string text;
    for (int row = 0; row < geometry.rows(); ++row) {
        const std::string indent(std::size_t(geometry.rows() - 1 - row) * 4, ' ');
        std::string tops = indent;
        std::string numbers = indent;
        std::string bottoms = indent;
        for (int col = 0; col <= row; ++col) {
            const int hole = geometry.holeAt(row, col);
            const bool peg = (pegs & pb::pegs::bit(hole)) != 0;
            char number[16];
            std::snprintf(number, sizeof number, peg ? "|%2d|" : " %2d ", hole);
            tops += peg ? " __     " : "        ";
            numbers += number;
            numbers += "    ";
            bottoms += peg ? "|__|    " : "        ";
        }
        text += tops + '\n' + numbers + '\n' + bottoms + '\n';
    }
    return text;
}

struct BoardRead {
    PegBits pegs = 0;
};
struct InputEnded {};
struct InputError {
    std::string message;
};

// The board as 15 values 0/1, hole 0 first, across as many lines as they
// take. On a terminal each line is asked for with the holes still missing.
std::variant<BoardRead, InputEnded, InputError> readBoard(PromptLines &lines, bool prompt)
{
    BoardRead board;
    int count = 0;
    std::string lastLine;
    while (true) {
        std::string question;
        if (prompt) {
            question = count == 0 ? "Holes 0 to 14 (0 empty, 1 peg): "
                                  : "Holes " + std::to_string(count) + " to 14: ";
        }
        const std::optional<PromptLines::Answer> answer = lines.ask(question);
        if (!answer) {
            if (count == kHoles)
                return board;
            if (count == 0)
                return InputEnded{};
            return InputError{stdinError(std::max(lines.lineNumber(), 1), int(lastLine.size()) + 1,
                                         "the board ends after " + std::to_string(count)
                                             + " values: it needs 15, one 0 or 1 for each hole")};
        }
        if (answer->tooLong)
            return InputError{stdinError(lines.lineNumber(), int(PromptLines::kLongestLine) + 1, tooLongReason())};
        const std::string &line = answer->text;
        lastLine = line;
        std::size_t position = 0;
        while (true) {
            position = line.find_first_not_of(" \t\r", position);
            if (position == std::string::npos)
                break;
            const std::size_t end = std::min(line.find_first_of(" \t\r", position), line.size());
            const std::string_view value = std::string_view(line).substr(position, end - position);
            const int column = int(position) + 1;
            if (count == kHoles)
                return InputError{stdinError(lines.lineNumber(), column,
                                             quoted(value) + " is one value too many: the board has 15 holes")};
            if (value != "0" && value != "1")
                return InputError{stdinError(lines.lineNumber(), column,
                                             quoted(value) + " is not 0 (empty) or 1 (peg) for hole "
                                                 + std::to_string(count))};
            if (value == "1")
                board.pegs |= pb::pegs::bit(count);
            ++count;
            position = end;
        }
        // On a terminal the line with the last value ends the board; a file
        // must hold nothing after it.
        if (count == kHoles && prompt)
            return board;
    }
}

// The original exercise's triangle game: reads a board and prints the boards
// of a solution from the last peg back to the board read.
int triangleCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Solves the 15-hole triangle peg solitaire exactly as the original exercise's "
                       "triangle_game program: reads a board from standard input as 15 values 0 "
                       "(empty) or 1 (peg), one per hole, hole 0 at the apex and then row by row, "
                       "separated by spaces or line breaks (the original exercise's test input is 1 1 1 1 0 "
                       "and ten more 1s). On a terminal it asks for them, one line at a time, "
                       "until all 15 are given. When the board can be reduced to one peg, it "
                       "prints the boards of a solution in the original exercise's reverse order: the board "
                       "with one peg first, then the one with two, up to the board read, with a "
                       "blank line between boards; a hole with a peg is drawn boxed. Otherwise it "
                       "prints that the board cannot be solved.\n\n"
                       "Exit status: 0 when answered (solved or not) or at once at the end of "
                       "input; 1 when the board is malformed (stdin:LINE:COL: reason on stderr); "
                       "2 bad usage; 3 when the solver gave no answer."));
    parser.addPositionalArgument(QStringLiteral("triangle"), QStringLiteral("Solve a triangle board."),
                                 QStringLiteral("triangle"));
    if (const std::optional<int> exitCode = parseCommandLine(parser, arguments))
        return *exitCode;
    if (parser.positionalArguments().size() > 1)
        return usageError(parser, QStringLiteral("triangle takes no arguments: the board is read from standard input."));

    PromptLines lines(std::cin, std::cout, false);
    const auto read = readBoard(lines, isatty(STDIN_FILENO));
    if (std::holds_alternative<InputEnded>(read))
        return ExitAnswered;
    if (const auto *error = std::get_if<InputError>(&read)) {
        std::cerr << error->message;
        return ExitBadFile;
    }
    const PegBits start = std::get<BoardRead>(read).pegs;
    const std::shared_ptr<const PegGeometry> geometry = PegGeometry::triangle(kSide);

    const OnePegLine line = solveToOnePeg(*geometry, start);
    if (line.answer == OnePegAnswer::NotSolvable) {
        std::cout << "This board cannot be solved.\n";
        return ExitAnswered;
    }
    if (line.answer == OnePegAnswer::NoAnswer) {
        std::cerr << "triangle: the solver gave no answer: " << line.result.reason.toString() << '\n';
        return ExitNoAnswer;
    }
    const pb::SolveResult &result = line.result;

    // The solution replayed by the rules: every board it passes through, the
    // last one with a single peg, or nothing is printed.
    std::vector<PegBits> boards{start};
    for (const std::string &move : result.moves) {
        const std::optional<pb::pegs::Jump> jump = pb::pegs::parseMove(*geometry, move);
        if (!jump || !pb::pegs::isLegal(*jump, boards.back())) {
            std::cerr << "triangle: internal error: the solver's move " << move << " was refused\n";
            return ExitNoAnswer;
        }
        boards.push_back(pb::pegs::applyJump(*jump, boards.back()));
    }
    if (pb::pegs::pegCount(boards.back()) != 1) {
        std::cerr << "triangle: internal error: the solver's line leaves more than one peg\n";
        return ExitNoAnswer;
    }
    std::string text;
    for (auto board = boards.rbegin(); board != boards.rend(); ++board) {
        if (board != boards.rbegin())
            text += '\n';
        text += drawTriangle(*geometry, *board);
    }
    std::cout << text << std::flush;
    return ExitAnswered;
}

const CliCommandRegistration trianglecommandRegistration({
    "triangle",
    "Solve a 15-hole triangle board read from the prompt, as the original exercise's program: the boards from one peg back.",
    triangleCommand,
});

} // namespace
