#include "../clicommand.h"
#include "nimprompt.h"

#include <iostream>

#include <unistd.h>

namespace {

// The original exercise's Nim game against the perfect computer on standard input and output.
int nimCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Plays Nim against the perfect computer, exactly as the original exercise's program: "
                       "heaps A: 5, B: 4, C: 3; type a heap letter and a number of stones, such "
                       "as c2; whoever takes the last stone wins; the loser starts the next game. "
                       "When standard input is not a terminal, each answer read is echoed after "
                       "its prompt, so a piped session reads like one typed at the keyboard. "
                       "Exits with 0 when you stop playing or the input ends."));
    parser.addPositionalArgument(QStringLiteral("nim"), QStringLiteral("Play Nim."), QStringLiteral("nim"));
    if (const std::optional<int> exitCode = parseCommandLine(parser, arguments))
        return *exitCode;
    if (parser.positionalArguments().size() > 1)
        return usageError(parser, QStringLiteral("nim takes no arguments."));
    playNimAtPrompt(std::cin, std::cout, !isatty(STDIN_FILENO));
    return ExitAnswered;
}

const CliCommandRegistration nimcommandRegistration({
    "nim",
    "Play Nim against the perfect computer at the prompt, as the original exercise's program.",
    nimCommand,
});

} // namespace
