// How long the window and puzzlebox-cli take to answer a malformed or
// oversized file: each must answer (a message or the board) in under 2 s for
// any file up to the file-size limit, never hang (issue 40: a 1.2 KB peg file
// whose four holes spanned 30,001 x 30,001 cells froze the window).
//
//   malformedbench [--cli PUZZLEBOX_CLI] [--timeout SECONDS] [CORPUS_FOLDER ...]
//
// The files are the ones it writes itself into a temporary folder (grids far
// wider than any board, binary garbage, long lines, the file-size limit in
// every family's suffix) and every file of the CORPUS_FOLDERs (the fuzz
// corpus in tests/fuzz/corpus/*, say). Each is opened in an offscreen
// MainWindow through loadFile(), as Open does, and given to
// `puzzlebox-cli solve` in a process of its own, killed after --timeout
// (default 10 s). Prints a row per file, then the count, the slowest of each
// and the peak memory. Exits 1 when any answer took 2 s or more: the window's
// load of any file, or the prompt's refusal of one it cannot read (a board
// that reads is solved there, which is a search's time, not an answer's).

#include "service/boardfiles.h"
#include "service/nativepath.h"
#include "ui/mainwindow.h"

#include <QApplication>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QDialog>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include <csignal>
#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

namespace {

constexpr double kBoundMs = 2000;

struct Answer {
    double ms = 0;
    long peakKiB = 0;
    bool timedOut = false;
    int exitCode = 0;
};

// The child's own high-water mark: its rusage from wait4() would also count
// this process's memory, which a spawned child inherits until exec.
long peakOf(pid_t child)
{
    QFile status(QStringLiteral("/proc/%1/status").arg(child));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').value(0).toLong();
    }
    return 0;
}

// Files that make the work grow if a reader or a drawing does not bound it.
void writeGeneratedCorpus(const QDir &folder)
{
    const auto write = [&folder](const QString &name, const QByteArray &bytes) {
        QFile file(folder.filePath(name));
        if (file.open(QIODevice::WriteOnly))
            file.write(bytes);
    };
    const qint64 limit = BoardFiles::kMaxFileBytes;
    // The issue's board: rows of one '-', then one wide row ending in a peg.
    for (const int span : {600, 2'000, 6'000, 60'000, 300'000}) {
        const QByteArray rows = QByteArray("-\n").repeated(span);
        write(QStringLiteral("span-%1.peg").arg(span), "square\no o\n" + rows + QByteArray("-").repeated(span) + "o\n");
    }
    write(QStringLiteral("tall-limit.peg"), "square\no o\n" + QByteArray("-\n").repeated(limit / 2 - 8));
    write(QStringLiteral("wide-limit.peg"), "square\no o\n" + QByteArray("-").repeated(limit - 16) + "o\n");
    write(QStringLiteral("wide-limit-spaced.peg"), "square\no o\n" + QByteArray("- ").repeated(limit / 2 - 16) + "o\n");
    write(QStringLiteral("triangle-limit.peg"), "triangle\n" + QByteArray("o\n").repeated(limit / 2 - 8));
    write(QStringLiteral("comments-limit.peg"), "#" + QByteArray("x").repeated(limit - 1));
    write(QStringLiteral("bare-limit.peg"), QByteArray("1 ").repeated(limit / 2));
    QByteArray garbage(int(limit), '\0');
    for (qsizetype i = 0; i < garbage.size(); ++i)
        garbage[i] = char((i * 2654435761u) >> 13);
    for (const char *suffix : {"peg", "rbd", "fif", "nim", "pbgame"}) {
        write(QStringLiteral("garbage.%1").arg(QLatin1String(suffix)), garbage);
        write(QStringLiteral("digits-limit.%1").arg(QLatin1String(suffix)), QByteArray("9").repeated(limit));
        write(QStringLiteral("lines-limit.%1").arg(QLatin1String(suffix)), QByteArray("1\n").repeated(limit / 2));
        write(QStringLiteral("spaces-limit.%1").arg(QLatin1String(suffix)), QByteArray("1 ").repeated(limit / 2));
    }
    write(QStringLiteral("fifteen-huge-size.fif"), "99999999 99999999\n" + QByteArray("1 ").repeated(limit / 4));
    write(QStringLiteral("roller-huge-size.rbd"), "99999 99999\n" + QByteArray("1").repeated(limit / 2));
    write(QStringLiteral("nim-many-heaps.nim"), QByteArray("20 ").repeated(limit / 3));
    write(QStringLiteral("game-many-moves.pbgame"),
          "puzzlebox-game 1\nfamily pegs\nmoves " + QByteArray("11-4 ").repeated(limit / 6)
              + "\nboard\ntriangle\n1\n1 1\n1 0 1\n1 1 1 1\n1 1 1 1 1\n");
    write(QStringLiteral("game-wide-board.pbgame"),
          "puzzlebox-game 1\nfamily pegs\nboard\nsquare\no o\n" + QByteArray("-\n").repeated(limit / 2 - 64));
}

long ownPeakKiB()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;
}

Answer answerInWindow(MainWindow &window, const QString &path)
{
    QElapsedTimer timer;
    timer.start();
    (void)window.loadFile(NativePath(path));
    // Whatever the load left for the event loop (drawing the board) counts too.
    QCoreApplication::processEvents();
    return Answer{double(timer.nsecsElapsed()) / 1e6, ownPeakKiB(), false};
}

Answer answerAtThePrompt(const std::string &cli, const QString &path, int timeoutSeconds)
{
    const QByteArray file = QFile::encodeName(path);
    std::vector<char *> argv{const_cast<char *>(cli.c_str()), const_cast<char *>("solve"),
                             const_cast<char *>(file.constData()), nullptr};
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
    QElapsedTimer timer;
    timer.start();
    pid_t child = 0;
    const int spawned = posix_spawn(&child, cli.c_str(), &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    if (spawned != 0) {
        std::fprintf(stderr, "cannot start %s\n", cli.c_str());
        std::exit(2);
    }
    Answer answer;
    int status = 0;
    for (;;) {
        // Sampled until the end: a zombie has no memory left to read.
        answer.peakKiB = std::max(answer.peakKiB, peakOf(child));
        siginfo_t info {};
        if (waitid(P_PID, id_t(child), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_pid == child) {
            waitpid(child, &status, 0);
            break;
        }
        if (timer.elapsed() > timeoutSeconds * 1000LL && !answer.timedOut) {
            answer.timedOut = true;
            kill(child, SIGKILL);
        }
        usleep(1000);
    }
    answer.ms = double(timer.nsecsElapsed()) / 1e6;
    answer.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return answer;
}

} // namespace

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("PuzzleboxBench"));
    QStringList folders;
    std::string cli = QFile::encodeName(QCoreApplication::applicationDirPath() + QStringLiteral("/puzzlebox-cli")).toStdString();
    int timeoutSeconds = 10;
    const QStringList arguments = QCoreApplication::arguments().mid(1);
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        if (arguments[i] == QLatin1String("--cli") && i + 1 < arguments.size())
            cli = QFile::encodeName(arguments[++i]).toStdString();
        else if (arguments[i] == QLatin1String("--timeout") && i + 1 < arguments.size())
            timeoutSeconds = arguments[++i].toInt();
        else
            folders << arguments[i];
    }
    QTemporaryDir generated;
    writeGeneratedCorpus(QDir(generated.path()));
    folders.prepend(generated.path());

    MainWindow window;
    window.resize(900, 640);
    window.show();
    // A question is an answer too (an unsolvable Fifteen asks whether to play
    // it anyway): it is closed as soon as it is up.
    QTimer questions;
    QObject::connect(&questions, &QTimer::timeout, [] {
        if (auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget()))
            dialog->reject();
    });
    questions.start(0);

    int files = 0;
    int refused = 0;
    int slow = 0;
    QString slowestWindowFile, slowestCliFile;
    double slowestWindow = 0, slowestCli = 0;
    long cliPeakKiB = 0;
    std::printf("%-44s %9s %10s %9s %5s %9s\n", "file", "bytes", "window ms", "cli ms", "exit", "cli KiB");
    for (const QString &folder : folders) {
        QDirIterator entries(folder, QDir::Files, QDirIterator::Subdirectories);
        QStringList paths;
        while (entries.hasNext())
            paths << entries.next();
        paths.sort();
        for (const QString &path : paths) {
            const Answer shown = answerInWindow(window, path);
            const Answer said = answerAtThePrompt(cli, path, timeoutSeconds);
            ++files;
            const QString name = QDir(folder).relativeFilePath(path);
            std::printf("%-44s %9lld %10.1f %9.1f %5d %9ld%s\n", qPrintable(name), QFileInfo(path).size(), shown.ms,
                        said.ms, said.exitCode, said.peakKiB, said.timedOut ? " killed" : "");
            std::fflush(stdout);
            if (shown.ms > slowestWindow) {
                slowestWindow = shown.ms;
                slowestWindowFile = name;
            }
            cliPeakKiB = std::max(cliPeakKiB, said.peakKiB);
            // A board that reads is solved at the prompt, which is no answer
            // to a malformed file: only the refusals (exit 1) are held to the bound.
            const bool refusal = said.exitCode == 1;
            refused += refusal;
            if (refusal && said.ms > slowestCli) {
                slowestCli = said.ms;
                slowestCliFile = name;
            }
            if (shown.ms >= kBoundMs || (refusal && said.ms >= kBoundMs) || said.timedOut)
                ++slow;
        }
    }
    std::printf("\n%d files, %d refused at the prompt; slowest in the window %.1f ms (%s), slowest refusal at the "
                "prompt %.1f ms (%s); peak memory: window %ld KiB, puzzlebox-cli %ld KiB; %d over the 2 s bound\n",
                files, refused, slowestWindow, qPrintable(slowestWindowFile), slowestCli, qPrintable(slowestCliFile),
                ownPeakKiB(), cliPeakKiB, slow);
    return slow == 0 ? 0 : 1;
}
