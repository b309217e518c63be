#include "clicommand.h"

#include "service/versiontext.h"

#include <QCoreApplication>

#include <algorithm>
#include <cstring>
#include <vector>

const char *const kExitStatusHelp =
    "Exit status:\n"
    "  0  solved, or proved unsolvable (the output says which)\n"
    "  1  the board file cannot be read or parsed (FILE:LINE:COL: reason on stderr)\n"
    "  2  bad usage: unknown command or option, missing FILE, bad --finish\n"
    "  3  no answer: the solver reached its memory or node limit (or failed)";

int exitCodeFor(pb::SolveStatus status)
{
    return status == pb::SolveStatus::Solved || status == pb::SolveStatus::Unsolvable ? ExitAnswered
                                                                                      : ExitNoAnswer;
}

void print(FILE *stream, const QString &text)
{
    const QByteArray bytes = text.toLocal8Bit();
    std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stream);
}

int usageError(const QCommandLineParser &parser, const QString &error)
{
    print(stderr, QCoreApplication::applicationName() + QStringLiteral(": ") + error
                      + QStringLiteral("\n\n") + parser.helpText());
    return ExitUsage;
}

std::optional<int> parseCommandLine(QCommandLineParser &parser, const QStringList &arguments)
{
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption versionOption = parser.addVersionOption();
    if (!parser.parse(arguments))
        return usageError(parser, parser.errorText());
    if (parser.isSet(helpOption))
        parser.showHelp(ExitAnswered);
    if (parser.isSet(versionOption)) {
        print(stdout, versionText());
        return ExitAnswered;
    }
    return std::nullopt;
}

QString fromStd(const std::string &text)
{
    return QString::fromStdString(text);
}

namespace {

std::vector<CliCommand> &commands()
{
    static std::vector<CliCommand> all;
    return all;
}

} // namespace

CliCommandRegistration::CliCommandRegistration(const CliCommand &command)
{
    // Static objects register in no defined order; the table is kept by name.
    auto &all = commands();
    all.insert(std::upper_bound(all.begin(), all.end(), command,
                                [](const CliCommand &a, const CliCommand &b) { return std::strcmp(a.name, b.name) < 0; }),
               command);
}

std::span<const CliCommand> registeredCommands()
{
    return commands();
}
