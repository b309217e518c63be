#include "../clicommand.h"
#include "core/roller/rollerpuzzle.h"
#include "service/boardfiles.h"

#include <QCoreApplication>

#include <cstdlib>
#include <stop_token>

namespace {

// The original exercise's Roller-Board program, output for output: "N moves" or "No
// Solution?" and nothing else, or with -v the boards of the solution as
// "i:", the rows and a blank line each; a bad file fails with EXIT_FAILURE.
int rollerboardCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Solves the Roller-Board in FILE (.rbd) in the fewest rolls and prints "
                       "\"N moves\", or \"No Solution?\" when there is none, exactly as the "
                       "original exercise's rollerboard program does.\n\n")
        + QLatin1String(kExitStatusHelp));
    parser.addPositionalArgument(QStringLiteral("rollerboard"), QStringLiteral("Solve a Roller-Board."),
                                 QStringLiteral("rollerboard"));
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("A Roller-Board file (.rbd)."));
    const QCommandLineOption verboseOption(
        {QStringLiteral("v"), QStringLiteral("verbose")},
        QStringLiteral("Print the boards of the solution instead, numbered from 0: (the start)."));
    parser.addOption(verboseOption);
    // Not parseCommandLine(): the original exercise's -v means verbose here, not --version.
    const QCommandLineOption helpOption = parser.addHelpOption();
    if (!parser.parse(arguments))
        return usageError(parser, parser.errorText());
    if (parser.isSet(helpOption))
        parser.showHelp(ExitAnswered);

    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2)
        return usageError(parser, QStringLiteral("rollerboard takes one FILE."));
    const BoardFiles::LoadResult loaded = BoardFiles::load(NativePath::argument(positional.at(1)));
    if (!loaded.puzzle) {
        print(stderr, loaded.error + QLatin1Char('\n'));
        return EXIT_FAILURE;
    }
    if (loaded.puzzle->family() != pb::roller::RollerPuzzle::kFamily) {
        print(stderr, QStringLiteral("%1: not a Roller-Board file\n").arg(positional.at(1)));
        return EXIT_FAILURE;
    }

    pb::Progress progress;
    const pb::SolveResult result = loaded.puzzle->solve(pb::SolveOptions(), std::stop_token(), progress);
    if (result.status != pb::SolveStatus::Solved) {
        print(stdout, QStringLiteral("No Solution?\n"));
        return exitCodeFor(result.status);
    }
    if (!parser.isSet(verboseOption)) {
        print(stdout, QStringLiteral("%1 moves\n").arg(result.moves.size()));
        return ExitAnswered;
    }
    pb::PuzzlePtr position = loaded.puzzle->clone();
    QString boards = QStringLiteral("0:\n") + fromStd(position->render()) + QLatin1Char('\n');
    for (std::size_t i = 0; i < result.moves.size(); ++i) {
        if (const std::optional<pb::Message> refusal = position->apply(result.moves[i])) {
            print(stderr, QStringLiteral("%1: internal error: the solver's move %2 was refused: %3\n")
                              .arg(QCoreApplication::applicationName(), fromStd(result.moves[i]),
                                   fromStd(refusal->toString())));
            return ExitNoAnswer;
        }
        boards += QStringLiteral("%1:\n").arg(i + 1) + fromStd(position->render()) + QLatin1Char('\n');
    }
    print(stdout, boards);
    return ExitAnswered;
}

const CliCommandRegistration rollerboardcommandRegistration({
    "rollerboard",
    "Solve a Roller-Board (.rbd) as the original exercise's program: \"N moves\" or the boards (-v).",
    rollerboardCommand,
});

} // namespace
