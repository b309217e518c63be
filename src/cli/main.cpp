// puzzlebox-cli: the app's core and board files without a window, for scripts,
// tests and benchmarks.
//
// The first argument names a command; each command is one function that declares
// its own options, parses the command line and runs, registered with a
// CliCommandRegistration (clicommand.h). Families' own commands live in their
// folders beside this file.

#include "clicommand.h"
#include "service/nativepath.h"
#include "service/versiontext.h"

#include <QCommandLineParser>
#include <QCoreApplication>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    // File names that are not UTF-8 open by their bytes.
    NativePath::keepCommandLine(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("puzzlebox-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PUZZLEBOX_VERSION));

    QString commandList;
    for (const CliCommand &command : registeredCommands())
        commandList += QStringLiteral("  %1  %2\n").arg(QLatin1String(command.name), QLatin1String(command.summary));

    // This parser only finds the command: everything after it, options included,
    // is left to the command's own parser, so each command owns its options.
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Puzzlebox without a window: solves board files "
                                                    "for scripts, tests and benchmarks.\n\nCommands:\n")
                                     + commandList + QStringLiteral("\nRun \"%1 COMMAND --help\" for "
                                                                    "a command's options.\n\n")
                                                         .arg(QCoreApplication::applicationName())
                                     + QLatin1String(kExitStatusHelp));
    parser.addPositionalArgument(QStringLiteral("command"), QStringLiteral("The command to run."),
                                 QStringLiteral("COMMAND [options]"));
    parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsPositionalArguments);
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption versionOption = parser.addVersionOption();
    if (!parser.parse(QCoreApplication::arguments()))
        return usageError(parser, parser.errorText());

    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty()) {
        if (parser.isSet(helpOption))
            parser.showHelp(ExitAnswered);
        if (parser.isSet(versionOption)) {
            print(stdout, versionText());
            return ExitAnswered;
        }
        return usageError(parser, QStringLiteral("No command given."));
    }
    // "--help solve" reaches the command too, which shows its own help.
    for (const CliCommand &command : registeredCommands()) {
        if (positional.constFirst() == QLatin1String(command.name))
            return command.run(QCoreApplication::arguments());
    }
    return usageError(parser, QStringLiteral("Unknown command \"%1\".").arg(positional.constFirst()));
}
