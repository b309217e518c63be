#include "../clicommand.h"
#include "../promptlines.h"
#include "core/fifteen/fifteenpuzzle.h"
#include "core/fifteen/fifteensolver.h"
#include "service/solverservice.h"

#include <QFile>

#include <chrono>
#include <cstdio>
#include <iostream>
#include <stop_token>
#include <thread>

#include <unistd.h>

namespace {

using pb::fifteen::FifteenBoard;

// How long a terminal shows a board before the next one: the exercise's pause
// after an illegal move, and god mode's between two slides.
constexpr auto kIllegalMovePause = std::chrono::milliseconds(500);
constexpr auto kGodModePause = std::chrono::milliseconds(200);

class Screen {
public:
    explicit Screen(bool terminal)
        : m_terminal(terminal)
    {
    }

    // The exercise's clear() and draw(): its ANSI escape codes on a terminal
    // only, then each tile as %3i, the blank as "  _", two line breaks a row.
    void show(const FifteenBoard &board) const
    {
        std::string text = m_terminal ? "\033[2J\033[0;0H" : "";
        for (int row = 0; row < board.dim(); ++row) {
            for (int col = 0; col < board.dim(); ++col) {
                char tile[16];
                std::snprintf(tile, sizeof tile, "%3i", board.tileAt(row, col));
                text += board.tileAt(row, col) == 0 ? "  _" : tile;
            }
            text += "\n\n";
        }
        std::cout << text << std::flush;
    }

    void pause(std::chrono::milliseconds duration) const
    {
        if (m_terminal)
            std::this_thread::sleep_for(duration);
    }

private:
    bool m_terminal;
};

// God mode: the project's solver from `board` on, each slide replayed by the
// rules and drawn. False when the solver gave no answer or broke the rules.
bool playGodMode(FifteenBoard &board, const Screen &screen)
{
    pb::SolveOptions options;
    // The 4 x 4 tables are built once and kept where the app finds them too.
    options.cacheDirectory = QFile::encodeName(SolverService::tableCacheDirectory()).toStdString();
    pb::Progress progress;
    const pb::SolveResult result = pb::fifteen::solveFifteen(board, options, std::stop_token(), progress);
    if (result.status != pb::SolveStatus::Solved) {
        std::cerr << "fifteen: god mode found no solution: " << result.reason.toString() << '\n';
        return false;
    }
    for (std::size_t i = 0; i < result.moves.size(); ++i) {
        const std::optional<int> tile = pb::fifteen::parseMove(result.moves[i]);
        if (!tile || !board.canSlide(*tile)) {
            std::cerr << "fifteen: internal error: the solver's move " << result.moves[i] << " was refused\n";
            return false;
        }
        board.slide(*tile);
        // The last board is drawn by the game's own loop, with "ftw!".
        if (i + 1 < result.moves.size()) {
            screen.show(board);
            screen.pause(kGodModePause);
        }
    }
    if (!board.isGoal()) {
        std::cerr << "fifteen: internal error: god mode's solution does not reach the goal\n";
        return false;
    }
    return true;
}

// The original exercise's Game of Fifteen, with the god mode its write-up could not build.
int fifteenCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Plays the Game of Fifteen on a d x d board (d from 3 to 9) exactly as the "
                       "original exercise's fifteen program: it starts from tiles d*d-1 down to 1 "
                       "with the blank last (1 and 2 swapped when d*d is even), draws the board and "
                       "asks for the tile to move into the blank; 0 quits. Answer GOD and the "
                       "computer solves the board from where it stands (optimally up to 4 x 4), "
                       "drawing it after every slide. On a terminal the screen is cleared before "
                       "each drawing; when standard input is not a terminal, each answer read is "
                       "echoed after its prompt.\n\n"
                       "Exit status: 0 when the game ends (won, quit or at the end of input); "
                       "2 bad usage; 3 when god mode gave no answer."));
    parser.addPositionalArgument(QStringLiteral("fifteen"), QStringLiteral("Play the Game of Fifteen."),
                                 QStringLiteral("fifteen"));
    parser.addPositionalArgument(QStringLiteral("d"), QStringLiteral("The board's width and height, 3 to 9."));
    if (const std::optional<int> exitCode = parseCommandLine(parser, arguments))
        return *exitCode;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2)
        return usageError(parser, QStringLiteral("fifteen takes one size d."));
    bool isNumber = false;
    const int dim = positional.at(1).toInt(&isNumber);
    if (!isNumber || dim < pb::fifteen::kMinDim || dim > pb::fifteen::kMaxDim)
        return usageError(parser, QStringLiteral("d must be a whole number from %1 to %2, not \"%3\".")
                                      .arg(pb::fifteen::kMinDim).arg(pb::fifteen::kMaxDim).arg(positional.at(1)));

    const Screen screen(isatty(STDOUT_FILENO));
    PromptLines lines(std::cin, std::cout, !isatty(STDIN_FILENO));
    FifteenBoard board = FifteenBoard::classicStart(dim);
    while (true) {
        screen.show(board);
        if (board.isGoal()) {
            std::cout << "ftw!\n" << std::flush;
            return ExitAnswered;
        }
        const std::optional<PromptLines::Answer> answer = lines.ask("Tile to move: ");
        if (!answer)
            return ExitAnswered;
        // Refused with its reason, then as any answer that is no tile.
        if (answer->tooLong)
            std::cout << tooLongReason() << '\n';
        if (trimmedAnswer(answer->text) == "GOD") {
            if (!playGodMode(board, screen))
                return ExitNoAnswer;
            continue;
        }
        const std::optional<int> tile = wholeNumber(answer->text);
        if (tile == 0)
            return ExitAnswered;
        if (!tile || !board.canSlide(*tile)) {
            std::cout << "Illegal move.\n" << std::flush;
            screen.pause(kIllegalMovePause);
            continue;
        }
        board.slide(*tile);
    }
}

const CliCommandRegistration fifteencommandRegistration({
    "fifteen",
    "Play the Game of Fifteen at the prompt, as the original exercise's program, with its god mode.",
    fifteenCommand,
});

} // namespace
