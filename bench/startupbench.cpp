// How long a player waits for the window: from the moment puzzlebox is
// started (before fork and exec, so loading the program and its libraries is
// counted) until its main window's first frame is on the screen, which the
// app reports on standard output when started with --report-first-frame.
//
// Each run starts a new process in a private home of its own (settings, saved
// game, table cache and runtime folder under a temporary folder), the way a
// player starts it: the first run is cold for Puzzlebox's own files (no
// settings, no saved game) and is reported apart; the others resume the game
// the run before left, as a player's next start does.
//
//   startupbench [--runs N] [--open BOARD] [--tables DIR] [--drop-caches] [--baseline OTHER_PUZZLEBOX] [PUZZLEBOX]
//
// PUZZLEBOX defaults to the puzzlebox next to this program. With --baseline
// (given once or more), the programs alternate run by run, so all see the
// same load. --open:
// the first run opens BOARD, so the warm runs resume it. --tables: the solver
// tables' cache folder (the app's ~/.cache/puzzlebox) the runs see, so that
// the bench can tell whether any table file was mapped by the first frame:
// none should be, as the tables are mapped when a search first needs them. A
// display is needed: run it under xvfb-run and dbus-run-session
// (docs/benchmarks.md). --drop-caches (root only) empties the system's page
// cache before every start, so each loads the program and its libraries from
// the disk: the first start after a boot, not just of Puzzlebox's own files.
// The baseline (bench/barewindow.cpp, or another build) is a program that
// reports its first frame the same way.

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

namespace {

using Clock = std::chrono::steady_clock;

struct Start {
    double wallMs = 0;      // spawn to the first frame, measured here
    double sinceMainMs = 0; // main() to the first frame, as the app counted it
    // Processor time of all the app's threads by the first frame, as the app
    // reports it (those that have ended too), else as its live threads'
    // schedstat counts say: unlike the wall time, it does not count the time
    // other programs took.
    double cpuMs = 0;
    // Files of the table cache mapped into the app by the first frame.
    int tablesMapped = 0;
};

struct Options {
    int runs = 11;
    std::string open;
    std::string tables;
    bool dropCaches = false;
};

// Writes what the kernel holds in its page cache back and drops it; false
// where this process may not.
bool dropPageCache()
{
    sync();
    FILE *control = std::fopen("/proc/sys/vm/drop_caches", "w");
    if (!control)
        return false;
    const bool written = std::fputs("3\n", control) >= 0;
    return std::fclose(control) == 0 && written;
}

struct Program {
    std::string path;
    std::string home; // its private home
    std::vector<Start> warm;
    std::optional<Start> cold;
};

std::vector<std::string> environmentFor(const std::string &home)
{
    std::vector<std::string> variables;
    for (char **entry = environ; *entry; ++entry) {
        const std::string variable = *entry;
        if (variable.rfind("HOME=", 0) != 0 && variable.rfind("XDG_", 0) != 0 && variable.rfind("LANG", 0) != 0
            && variable.rfind("LC_", 0) != 0)
            variables.push_back(variable);
    }
    variables.push_back("HOME=" + home);
    variables.push_back("XDG_CONFIG_HOME=" + home + "/config");
    variables.push_back("XDG_DATA_HOME=" + home + "/data");
    variables.push_back("XDG_CACHE_HOME=" + home + "/cache");
    variables.push_back("XDG_RUNTIME_DIR=" + home + "/runtime");
    variables.push_back("LANG=C.UTF-8");
    return variables;
}

// Processor time of every thread of `pid` so far, from the scheduler's
// nanosecond counts (the first field of each thread's schedstat).
double cpuMillisOf(pid_t pid)
{
    double nanos = 0;
    std::error_code error;
    const std::filesystem::path tasks = "/proc/" + std::to_string(pid) + "/task";
    for (const auto &task : std::filesystem::directory_iterator(tasks, error)) {
        if (FILE *file = std::fopen((task.path() / "schedstat").c_str(), "r")) {
            unsigned long long onCpu = 0;
            if (std::fscanf(file, "%llu", &onCpu) == 1)
                nanos += double(onCpu);
            std::fclose(file);
        }
    }
    return nanos / 1e6;
}

// How many of the files mapped into `pid` are in its table cache.
int tablesMappedBy(pid_t pid, const std::string &home)
{
    const std::string cache = home + "/cache/puzzlebox/";
    FILE *maps = std::fopen(("/proc/" + std::to_string(pid) + "/maps").c_str(), "r");
    if (!maps)
        return 0;
    std::vector<std::string> files;
    char line[4096];
    while (std::fgets(line, sizeof line, maps)) {
        const char *path = std::strchr(line, '/');
        if (path && std::strncmp(path, cache.c_str(), cache.size()) == 0)
            files.emplace_back(path);
    }
    std::fclose(maps);
    std::sort(files.begin(), files.end());
    return int(std::unique(files.begin(), files.end()) - files.begin());
}

// One start of `program`, or nothing when it failed to report a frame.
std::optional<Start> startOnce(const Program &program, const std::string &open)
{
    int out[2];
    if (pipe(out) != 0)
        return std::nullopt;
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
    posix_spawn_file_actions_addclose(&actions, out[0]);
    const std::vector<std::string> variables = environmentFor(program.home);
    std::vector<char *> envp;
    for (const std::string &variable : variables)
        envp.push_back(const_cast<char *>(variable.c_str()));
    envp.push_back(nullptr);
    std::string flag = "--report-first-frame";
    std::vector<char *> argv = {const_cast<char *>(program.path.c_str()), flag.data()};
    if (!open.empty())
        argv.push_back(const_cast<char *>(open.c_str()));
    argv.push_back(nullptr);

    const Clock::time_point began = Clock::now();
    pid_t pid = 0;
    const int spawned = posix_spawn(&pid, program.path.c_str(), &actions, nullptr, argv.data(), envp.data());
    posix_spawn_file_actions_destroy(&actions);
    close(out[1]);
    if (spawned != 0) {
        close(out[0]);
        std::fprintf(stderr, "cannot start %s: %s\n", program.path.c_str(), std::strerror(spawned));
        return std::nullopt;
    }
    std::string text;
    std::optional<Start> start;
    char buffer[256];
    for (ssize_t got; (got = read(out[0], buffer, sizeof buffer)) != 0;) {
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0)
            break;
        text.append(buffer, std::size_t(got));
        if (!start && text.find('\n') != std::string::npos) {
            const double wall = std::chrono::duration<double, std::milli>(Clock::now() - began).count();
            long long sinceMain = -1;
            double cpu = -1;
            const int read = std::sscanf(text.c_str(), "first-frame %lld %lf", &sinceMain, &cpu);
            // A program that does not say its own processor time (an older
            // build) has its live threads' read instead.
            if (read >= 1)
                start = Start{wall, double(sinceMain), read == 2 ? cpu : cpuMillisOf(pid), tablesMappedBy(pid, program.home)};
        }
    }
    close(out[0]);
    int status = 0;
    waitpid(pid, &status, 0);
    if (!start)
        std::fprintf(stderr, "%s reported no first frame (exit status %d)\n", program.path.c_str(), status);
    return start;
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

void report(const Program &program, bool pageCacheDropped)
{
    std::vector<double> wall, sinceMain, cpu;
    int tablesMapped = 0;
    for (const Start &start : program.warm) {
        tablesMapped = std::max(tablesMapped, start.tablesMapped);
        wall.push_back(start.wallMs);
        sinceMain.push_back(start.sinceMainMs);
        cpu.push_back(start.cpuMs);
    }
    std::printf("%s\n", program.path.c_str());
    if (program.cold)
        std::printf("  first start (no settings, no saved game): %.0f ms (%.0f ms since main)\n", program.cold->wallMs,
                    program.cold->sinceMainMs);
    if (wall.empty())
        return;
    const char *which = pageCacheDropped ? "starts with settings and a kept game, the page cache dropped before each"
                                         : "warm starts";
    std::printf("  %s: %zu, median %.0f ms (min %.0f, max %.0f); since main: median %.0f ms; processor time: "
                "median %.0f ms\n",
                which, wall.size(), median(wall), *std::min_element(wall.begin(), wall.end()),
                *std::max_element(wall.begin(), wall.end()), median(sinceMain), median(cpu));
    std::printf("  table files mapped by the first frame: at most %d\n", tablesMapped);
}

std::string privateHome(const std::string &tables)
{
    std::string pattern = (std::filesystem::temp_directory_path() / "puzzlebox-startup-XXXXXX").string();
    if (!mkdtemp(pattern.data())) {
        std::perror("mkdtemp");
        std::exit(1);
    }
    for (const char *folder : {"/config", "/data", "/cache", "/runtime"})
        std::filesystem::create_directory(pattern + folder);
    std::filesystem::permissions(pattern + "/runtime", std::filesystem::perms::owner_all);
    if (!tables.empty())
        std::filesystem::create_directory_symlink(std::filesystem::absolute(tables), pattern + "/cache/puzzlebox");
    return pattern;
}

} // namespace

int main(int argc, char **argv)
{
    Options options;
    std::vector<Program> programs(1);
    for (int i = 1; i < argc; ++i) {
        const std::string argument = argv[i];
        if (argument == "--runs" && i + 1 < argc) {
            options.runs = std::max(1, std::atoi(argv[++i]));
        } else if (argument == "--open" && i + 1 < argc) {
            options.open = std::filesystem::absolute(argv[++i]).string();
        } else if (argument == "--tables" && i + 1 < argc) {
            options.tables = argv[++i];
        } else if (argument == "--drop-caches") {
            options.dropCaches = true;
        } else if (argument == "--baseline" && i + 1 < argc) {
            programs.push_back(Program{argv[++i], {}, {}, {}});
        } else if (!argument.empty() && argument[0] != '-') {
            programs[0].path = argument;
        } else {
            std::fprintf(stderr, "usage: %s [--runs N] [--open BOARD] [--tables DIR] [--drop-caches] "
                                 "[--baseline OTHER_PUZZLEBOX] [PUZZLEBOX]\n", argv[0]);
            return 2;
        }
    }
    if (programs[0].path.empty())
        programs[0].path = (std::filesystem::path(argv[0]).parent_path() / "puzzlebox").string();
    for (Program &program : programs)
        program.home = privateHome(options.tables);

    bool failed = false;
    for (int run = 0; run <= options.runs; ++run) {
        for (Program &program : programs) {
            if (options.dropCaches && !dropPageCache()) {
                std::perror("cannot drop the page cache (/proc/sys/vm/drop_caches)");
                return 2;
            }
            const std::optional<Start> start = startOnce(program, run == 0 ? options.open : std::string());
            failed = failed || !start;
            if (start && run == 0)
                program.cold = start;
            else if (start)
                program.warm.push_back(*start);
        }
    }
    for (const Program &program : programs) {
        report(program, options.dropCaches);
        std::filesystem::remove_all(program.home);
    }
    auto medianWall = [](const Program &program) {
        std::vector<double> wall;
        for (const Start &start : program.warm)
            wall.push_back(start.wallMs);
        return median(wall);
    };
    for (std::size_t other = 1; other < programs.size(); ++other) {
        if (!programs[0].warm.empty() && !programs[other].warm.empty())
            std::printf("ratio of the medians after the first start (wall), to %s: %.2f\n", programs[other].path.c_str(),
                        medianWall(programs[0]) / medianWall(programs[other]));
    }
    return failed ? 1 : 0;
}
