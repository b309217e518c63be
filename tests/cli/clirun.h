#pragma once

// Runs the built puzzlebox-cli (PUZZLEBOX_CLI, generated into testpaths.h)
// for the CLI tests, as a user at the prompt would: arguments, standard input
// given whole and then closed.

#include "../childprocess.h"
#include "../sanitizer.h"
#include "testpaths.h"

#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

struct CliRun {
    // -1 when it did not start, crashed or did not finish in time (`err`
    // then says which).
    int exitCode = -1;
    QByteArray outBytes;
    QString out; // outBytes as UTF-8
    QString err;
};

// `cacheHome`, when given, becomes XDG_CACHE_HOME: the tables a solver keeps
// go to the build tree, not the home directory. `start` starts `process`.
template<typename Start>
CliRun runCliStartedBy(Start start, const QByteArray &input, const QString &cacheHome)
{
    ChildProcess process;
    if (!cacheHome.isEmpty()) {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("XDG_CACHE_HOME"), cacheHome);
        process.setProcessEnvironment(environment);
    }
    start(process);
    CliRun result;
    if (!process.waitForStarted()) {
        result.err = QStringLiteral("puzzlebox-cli did not start: ") + process.errorString();
        return result;
    }
    process.write(input);
    process.closeWriteChannel();
    // Generous: a first 5 x 5 solve builds its tables, slowly under a sanitizer.
    if (!process.waitForFinished(300'000) || process.exitStatus() != QProcess::NormalExit) {
        result.err = QStringLiteral("puzzlebox-cli did not finish normally: ") + process.errorString();
        return result;
    }
    result.exitCode = process.exitCode();
    result.outBytes = process.readAllStandardOutput();
    result.out = QString::fromUtf8(result.outBytes);
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

inline CliRun runCli(const QStringList &arguments, const QByteArray &input = {}, const QString &cacheHome = {})
{
    return runCliStartedBy([&arguments](ChildProcess &process) { process.start(QStringLiteral(PUZZLEBOX_CLI), arguments); },
                           input, cacheHome);
}

// With arguments as bytes: file names that are not UTF-8.
inline CliRun runCliWithBytes(const QByteArrayList &arguments, const QByteArray &input = {})
{
    return runCliStartedBy(
        [&arguments](ChildProcess &process) { process.startWithBytes(QStringLiteral(PUZZLEBOX_CLI), arguments); },
        input, QString());
}

// The prompt programs' reason for a line longer than any answer (PromptLines).
inline const QString kLineTooLong =
    QStringLiteral("the line is longer than 256 characters, longer than any answer here");

// Standard input that never ends and holds no line break (/dev/zero), in at
// most 512 MiB of address space: a program that read a whole line of it would
// run out of memory and abort rather than fill the machine's. (Not under a
// sanitizer, whose shadow memory alone needs far more address space.)
inline CliRun runCliOnEndlessLine(const QStringList &arguments)
{
    return runCliStartedBy(
        [&arguments](ChildProcess &process) {
            const QString limit = kSanitized ? QString() : QStringLiteral("ulimit -v 524288 && ");
            process.start(QStringLiteral("/bin/sh"),
                          QStringList{QStringLiteral("-c"), limit + QStringLiteral("exec \"$0\" \"$@\" < /dev/zero"),
                                      QStringLiteral(PUZZLEBOX_CLI)}
                              + arguments);
        },
        QByteArray(), QString());
}
