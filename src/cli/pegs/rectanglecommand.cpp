#include "../clicommand.h"
#include "../promptlines.h"
#include "core/pegs/pegpuzzle.h"
#include "onepegsolve.h"

#include <algorithm>
#include <iostream>
#include <variant>
#include <vector>

#include <unistd.h>

namespace {

using pb::pegs::Cell;
using pb::pegs::PegBits;
using pb::pegs::PegGeometry;

constexpr int kMaxSide = 8;

// The exercise's Point as it writes it: "(r, c)".
std::string pointText(const Cell &cell)
{
    return '(' + std::to_string(cell.row) + ", " + std::to_string(cell.col) + ')';
}

// Where in the line a bad answer starts, from 1.
int columnOf(const std::string &line)
{
    const auto first = line.find_first_not_of(" \t\r");
    return first == std::string::npos ? 1 : int(first) + 1;
}

struct Refusal {
    std::string reason;
};
struct InputEnded {};

// Asks `question` until the answer passes `parse`: a refusal repeats the
// question with its reason on a terminal, and ends the program with
// stdin:LINE:COL: reason otherwise.
template<typename Value, typename Parse>
std::variant<Value, InputEnded, Refusal> askUntilValid(PromptLines &lines, bool terminal, std::string_view question,
                                                       Parse parse)
{
    while (true) {
        const std::optional<PromptLines::Answer> answer = lines.ask(question);
        if (!answer)
            return InputEnded{};
        std::variant<Value, std::string> parsed = answer->tooLong ? tooLongReason() : parse(answer->text);
        if (auto *value = std::get_if<Value>(&parsed))
            return *value;
        const std::string &reason = std::get<std::string>(parsed);
        if (!terminal) {
            const int column = answer->tooLong ? int(PromptLines::kLongestLine) + 1 : columnOf(answer->text);
            return Refusal{stdinError(lines.lineNumber(), column, reason)};
        }
        lines.out() << reason << '\n';
    }
}

std::variant<int, std::string> parseSide(const std::string &answer, std::string_view what)
{
    const std::string range = "the board has 1 to " + std::to_string(kMaxSide) + ' ' + std::string(what);
    const std::optional<int> number = wholeNumber(answer);
    if (!number)
        return quoted(trimmedAnswer(answer)) + " is not a number: " + range;
    if (*number < 1 || *number > kMaxSide)
        return std::to_string(*number) + ' ' + std::string(what) + " is out of range: " + range;
    return *number;
}

// "r c", "r, c" or "(r, c)", 0-based and on the board.
std::variant<Cell, std::string> parsePoint(const std::string &answer, int rows, int cols)
{
    std::string text(trimmedAnswer(answer));
    if (text.size() >= 2 && text.front() == '(' && text.back() == ')')
        text = text.substr(1, text.size() - 2);
    if (const auto comma = text.find(','); comma != std::string::npos)
        text[comma] = ' ';
    std::vector<std::string_view> numbers;
    for (std::size_t position = 0; (position = text.find_first_not_of(" \t", position)) != std::string::npos;) {
        const std::size_t end = std::min(text.find_first_of(" \t", position), text.size());
        numbers.push_back(std::string_view(text).substr(position, end - position));
        position = end;
    }
    const std::optional<int> row = numbers.size() == 2 ? wholeNumber(numbers[0]) : std::nullopt;
    const std::optional<int> col = numbers.size() == 2 ? wholeNumber(numbers[1]) : std::nullopt;
    if (!row || !col)
        return quoted(trimmedAnswer(answer)) + " is not a point: write its row and column, such as 0 0";
    if (*row < 0 || *row >= rows || *col < 0 || *col >= cols)
        return pointText({*row, *col}) + " is off the board: rows 0 to " + std::to_string(rows - 1)
            + ", columns 0 to " + std::to_string(cols - 1);
    return Cell{*row, *col};
}

// Prints the solution's moves as the original program does, each replayed by
// the rules before any is printed.
int printHistory(const PegGeometry &geometry, PegBits start, const std::vector<std::string> &moves)
{
    std::string history;
    PegBits pegs = start;
    for (const std::string &move : moves) {
        const std::optional<pb::pegs::Jump> jump = pb::pegs::parseMove(geometry, move);
        if (!jump || !pb::pegs::isLegal(*jump, pegs)) {
            std::cerr << "rectangle: internal error: the solver's move " << move << " was refused\n";
            return ExitNoAnswer;
        }
        pegs = pb::pegs::applyJump(*jump, pegs);
        history += pointText(geometry.cellOf(jump->from)) + ' ' + pointText(geometry.cellOf(jump->over)) + ' '
            + pointText(geometry.cellOf(jump->to)) + '\n';
    }
    if (pb::pegs::pegCount(pegs) != 1) {
        std::cerr << "rectangle: internal error: the solver's history leaves more than one peg\n";
        return ExitNoAnswer;
    }
    std::cout << history << std::flush;
    return ExitAnswered;
}

// The original exercise's Rectangle Puzzle: asks for the board and the empty
// square, and prints the moves of a solution or that there is none.
int rectangleCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Solves the Rectangle Puzzle (peg solitaire on a board of rows x columns "
                       "holes, jumps along rows and columns) exactly as the original exercise's "
                       "RectanglePuzzle program: asks for the number of rows, the number of columns "
                       "(1 to 8 each) and the location of the initial unoccupied square as a point "
                       "\"row col\" (from 0, row 0 at the top), each answer on its own line. "
                       "When one peg can be left it prints the history of moves, one a line, each "
                       "as the jumping peg, the peg jumped over and the landing hole: "
                       "(r, c) (r, c) (r, c); otherwise it says this instance is not solvable. "
                       "A bad answer is asked again on a terminal. When standard input is not a "
                       "terminal, each answer read is echoed after its prompt.\n\n"
                       "Exit status: 0 when answered (solvable or not) or at the end of input; 1 "
                       "for a bad answer when standard input is not a terminal (stdin:LINE:COL: "
                       "reason on stderr); 2 bad usage; 3 when the solver gave no answer."));
    parser.addPositionalArgument(QStringLiteral("rectangle"), QStringLiteral("Play the Rectangle Puzzle."),
                                 QStringLiteral("rectangle"));
    const QCommandLineOption verboseOption(
        QStringLiteral("verbose"),
        QStringLiteral("Also print the size of the original exercise's list of possible moves, "
                       "4(rows * cols - rows - cols) on boards of at least 2 x 2."));
    parser.addOption(verboseOption);
    if (const std::optional<int> exitCode = parseCommandLine(parser, arguments))
        return *exitCode;
    if (parser.positionalArguments().size() > 1)
        return usageError(parser, QStringLiteral("rectangle takes no arguments: it asks for the board."));

    const bool terminal = isatty(STDIN_FILENO);
    PromptLines lines(std::cin, std::cout, !terminal);
    // The exit code when an answer ended the program: refused, or none at all.
    const auto ended = [](const auto &answer) -> std::optional<int> {
        if (const Refusal *refusal = std::get_if<Refusal>(&answer)) {
            std::cerr << refusal->reason;
            return ExitBadFile;
        }
        if (std::holds_alternative<InputEnded>(answer))
            return ExitAnswered;
        return std::nullopt;
    };
    const auto rows = askUntilValid<int>(lines, terminal, "Enter the number of rows: ",
                                         [](const std::string &answer) { return parseSide(answer, "rows"); });
    if (const std::optional<int> exitCode = ended(rows))
        return *exitCode;
    const auto cols = askUntilValid<int>(lines, terminal, "Enter the number of columns: ",
                                         [](const std::string &answer) { return parseSide(answer, "columns"); });
    if (const std::optional<int> exitCode = ended(cols))
        return *exitCode;
    const auto empty = askUntilValid<Cell>(
        lines, terminal, "Enter the location of the initial unoccupied square (row col): ",
        [rows = std::get<int>(rows), cols = std::get<int>(cols)](const std::string &answer) {
            return parsePoint(answer, rows, cols);
        });
    if (const std::optional<int> exitCode = ended(empty))
        return *exitCode;

    const std::shared_ptr<const PegGeometry> geometry = PegGeometry::rectangle(std::get<int>(rows), std::get<int>(cols));
    const Cell emptyCell = std::get<Cell>(empty);
    const PegBits start = geometry->allHoles() & ~pb::pegs::bit(geometry->holeAt(emptyCell.row, emptyCell.col));
    if (parser.isSet(verboseOption))
        std::cout << geometry->jumps().size() << " possible moves\n";

    const OnePegLine line = solveToOnePeg(*geometry, start);
    if (line.answer == OnePegAnswer::NotSolvable) {
        std::cout << "This instance of the Rectangle Puzzle is not solvable.\n";
        return ExitAnswered;
    }
    if (line.answer == OnePegAnswer::NoAnswer) {
        std::cerr << "rectangle: the solver gave no answer: " << line.result.reason.toString() << '\n';
        return ExitNoAnswer;
    }
    return printHistory(*geometry, start, line.result.moves);
}

const CliCommandRegistration rectanglecommandRegistration({
    "rectangle",
    "Play the Rectangle Puzzle at the prompt, as the original exercise's program: the moves that leave one peg.",
    rectangleCommand,
});

} // namespace
