#pragma once

#include "core/search/solveresult.h"

#include <QCommandLineParser>
#include <QString>
#include <QStringList>

#include <cstdio>
#include <optional>
#include <span>
#include <string>

// What every puzzlebox-cli command shares: its exit codes, printing, and the
// command table. The output is English only and installs no translator:
// scripts match on it, and JSON "reason" texts are specified as English.

// Documented in the --help text (kExitStatusHelp); keep the two in step.
enum ExitCode : int {
    ExitAnswered = 0, // solved, or proved unsolvable: the output holds the answer
    ExitBadFile = 1,  // the board file is missing, unreadable or malformed
    ExitUsage = 2,    // unknown command or option, missing or bad argument
    ExitNoAnswer = 3, // the solver hit its budget or was stopped, or its answer broke the rules
};

extern const char *const kExitStatusHelp;

int exitCodeFor(pb::SolveStatus status);
void print(FILE *stream, const QString &text);
// Prints `error` and the command's help on stderr; returns ExitUsage.
int usageError(const QCommandLineParser &parser, const QString &error);
// Parses `arguments` and handles --help and --version (which exit). Returns the
// exit code when the command line is not usable.
std::optional<int> parseCommandLine(QCommandLineParser &parser, const QStringList &arguments);
QString fromStd(const std::string &text);

// A command: the first argument names it, and it declares its own options.
struct CliCommand {
    const char *name;
    const char *summary; // one line for the top-level --help
    int (*run)(const QStringList &arguments);
};

// A family's own commands live in its folder (src/cli/<folder>/), each
// registered by a static CliCommandRegistration, so the command table names
// no family.
struct CliCommandRegistration {
    explicit CliCommandRegistration(const CliCommand &command);
};
// The registered commands, by name.
std::span<const CliCommand> registeredCommands();
