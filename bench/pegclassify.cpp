// Times the peg classifier (every single-vacancy start with all its finishing
// holes) and the single-target solver against the seeds' plain recursive
// backtracking, on the same boards in the same run. The baseline is given a
// time cap per board and reported as "> cap" when it does not finish.
//
// Usage: pegclassify STAGE [repetitions] [cap seconds]
//   STAGE: triangle5 | english-centre | english | european | small
//   cap 0 skips the baseline. Times are medians over the repetitions; "cpu"
//   is the process's user + system time, both search threads included.
// Run each heavy stage in its own process: the peak memory printed is the
// process's.

#include "core/pegs/pegclassify.h"
#include "core/pegs/pegsolver.h"

#include <sys/resource.h>

#include <algorithm>
#include <bit>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using namespace pb;
using namespace pb::pegs;

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const std::size_t mid = values.size() / 2;
    return values.size() % 2 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
}

// User plus system time of the whole process, every thread included: on a
// shared machine wall time is distorted by other jobs, CPU time much less.
double cpuSeconds()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    auto seconds = [](const timeval &t) { return double(t.tv_sec) + double(t.tv_usec) / 1e6; };
    return seconds(usage.ru_utime) + seconds(usage.ru_stime);
}

long peakMiB()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss / 1024;
}

// The seeds' algorithm: an int per hole, the list of possible moves, try each
// legal move, recurse, undo; no memo. Extended only by the finishing hole and
// a deadline, checked every 4096 calls.
class Baseline {
public:
    Baseline(const PegGeometry &geometry, Clock::time_point deadline)
        : m_holes(geometry.holeCount())
        , m_deadline(deadline)
    {
        for (const Jump &j : geometry.jumps())
            m_moves.push_back({j.from, j.over, j.to});
    }

    // 1 solved, 0 not, -1 out of time.
    int solve(PegBits pegs, int finish)
    {
        std::vector<int> board(std::size_t(m_holes), 0);
        for (int h = 0; h < m_holes; ++h)
            board[std::size_t(h)] = (pegs >> h) & 1;
        m_timedOut = false;
        const bool solved = solvePuzzle(board, std::popcount(pegs), finish);
        return m_timedOut ? -1 : solved;
    }

private:
    struct Move {
        int from, over, to;
    };

    bool solvePuzzle(std::vector<int> &board, int pegs, int finish)
    {
        if ((++m_calls & 4095) == 0 && Clock::now() > m_deadline)
            m_timedOut = true;
        if (m_timedOut)
            return false;
        if (pegs == 1)
            return finish < 0 || board[std::size_t(finish)] == 1;
        for (const Move &m : m_moves) {
            if (board[std::size_t(m.from)] == 1 && board[std::size_t(m.over)] == 1 && board[std::size_t(m.to)] == 0) {
                board[std::size_t(m.from)] = 0;
                board[std::size_t(m.over)] = 0;
                board[std::size_t(m.to)] = 1;
                const bool solved = solvePuzzle(board, pegs - 1, finish);
                board[std::size_t(m.from)] = 1;
                board[std::size_t(m.over)] = 1;
                board[std::size_t(m.to)] = 0;
                if (solved)
                    return true;
            }
        }
        return false;
    }

    int m_holes;
    std::vector<Move> m_moves;
    Clock::time_point m_deadline;
    std::uint64_t m_calls = 0;
    bool m_timedOut = false;
};

// The baseline's classification: every (vacancy, finish) pair searched on its
// own. Seconds, or a negative number when the cap ran out.
double baselineClassify(const PegGeometry &geometry, double capSeconds, std::vector<PegBits> *finishes)
{
    const auto start = Clock::now();
    const auto deadline = start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(capSeconds));
    Baseline baseline(geometry, deadline);
    for (int v = 0; v < geometry.holeCount(); ++v) {
        PegBits found = 0;
        for (int h = 0; h < geometry.holeCount(); ++h) {
            const int solved = baseline.solve(geometry.allHoles() & ~bit(v), h);
            if (solved < 0)
                return -1;
            if (solved)
                found |= bit(h);
        }
        if (finishes)
            (*finishes)[std::size_t(v)] = found;
    }
    return secondsSince(start);
}

std::string formatSeconds(double seconds, double cap)
{
    char text[64];
    if (seconds < 0)
        std::snprintf(text, sizeof text, "> %.0f s (cap)", cap);
    else if (seconds < 1)
        std::snprintf(text, sizeof text, "%.2f ms", seconds * 1000);
    else
        std::snprintf(text, sizeof text, "%.2f s", seconds);
    return text;
}

VacancyClassification classify(const PegGeometry &geometry, std::size_t budget)
{
    SolveOptions options;
    options.memoryBudgetBytes = budget;
    Progress progress;
    return classifySingleVacancies(geometry, options, std::stop_token(), progress);
}

int countFinishes(const VacancyClassification &result)
{
    int pairs = 0;
    for (const PegBits finishes : result.finishes)
        pairs += std::popcount(finishes);
    return pairs;
}

void printClassification(const char *name, const PegGeometry &geometry, int repetitions, double cap,
                         std::size_t budget)
{
    std::vector<double> times;
    std::vector<double> cpuTimes;
    VacancyClassification result;
    for (int i = 0; i < repetitions; ++i) {
        const auto start = Clock::now();
        const double cpuStart = cpuSeconds();
        result = classify(geometry, budget);
        times.push_back(secondsSince(start));
        cpuTimes.push_back(cpuSeconds() - cpuStart);
    }
    std::vector<PegBits> reference(std::size_t(geometry.holeCount()), 0);
    const double baseline = cap > 0 ? baselineClassify(geometry, cap, &reference) : -1;
    const double ours = median(times);
    std::printf("%-16s %3d holes  classifier %12s  cpu %12s  (%s, %d solvable pairs, %llu nodes)  baseline %16s",
                name, geometry.holeCount(), formatSeconds(ours, 0).c_str(),
                formatSeconds(median(cpuTimes), 0).c_str(), statusName(result.status),
                countFinishes(result), static_cast<unsigned long long>(result.nodes),
                cap > 0 ? formatSeconds(baseline, cap).c_str() : "not run");
    if (baseline > 0) {
        std::printf(baseline / ours < 10 ? "  ratio %.1fx" : "  ratio %.0fx", baseline / ours);
        if (reference != result.finishes)
            std::printf("  DISAGREEMENT");
    } else if (cap > ours) {
        // The baseline's time is at least the cap, so this is a lower bound.
        std::printf("  ratio > %.0fx", cap / ours);
    }
    std::printf("\n");
}

} // namespace

int main(int argc, char **argv)
{
    const std::string stage = argc > 1 ? argv[1] : "triangle5";
    const int repetitions = argc > 2 ? std::max(1, std::atoi(argv[2])) : 1;
    const double cap = argc > 3 ? std::atof(argv[3]) : 60;
    const std::size_t twoGiB = std::size_t(2) << 30;

    if (stage == "triangle5") {
        printClassification("triangle 5", *PegGeometry::triangle(5), repetitions, cap, twoGiB);
    } else if (stage == "english-centre") {
        const auto english = PegGeometry::english();
        const int centre = english->holeAt(3, 3);
        const PegBits start = english->allHoles() & ~bit(centre);
        std::vector<double> times;
        SolveResult result;
        for (int i = 0; i < repetitions; ++i) {
            SolveOptions options;
            options.targetCell = centre;
            Progress progress;
            const auto begin = Clock::now();
            result = solvePegs(*english, start, options, std::stop_token(), progress);
            times.push_back(secondsSince(begin));
        }
        Baseline baseline(*english, Clock::now() + std::chrono::seconds(long(cap)));
        const auto begin = Clock::now();
        const int solved = baseline.solve(start, centre);
        const double baselineSeconds = solved < 0 ? -1 : secondsSince(begin);
        std::printf("english centre to centre: solver %s (%s, %llu nodes)  baseline %s",
                    formatSeconds(median(times), 0).c_str(), statusName(result.status),
                    static_cast<unsigned long long>(result.nodes), formatSeconds(baselineSeconds, cap).c_str());
        if (baselineSeconds > 0)
            std::printf("  ratio %.0fx", baselineSeconds / median(times));
        std::printf("\n");
    } else if (stage == "english") {
        printClassification("english 33", *PegGeometry::english(), repetitions, cap, twoGiB);
    } else if (stage == "european") {
        printClassification("european 37", *PegGeometry::european(), repetitions, cap, twoGiB);
    } else if (stage == "small") {
        for (const int side : {6, 7})
            printClassification(("triangle " + std::to_string(side)).c_str(), *PegGeometry::triangle(side),
                                repetitions, cap, twoGiB);
        for (int rows = 1; rows <= 6; ++rows) {
            for (int cols = rows; cols <= 6; ++cols) {
                printClassification(("rectangle " + std::to_string(rows) + "x" + std::to_string(cols)).c_str(),
                                    *PegGeometry::rectangle(rows, cols), repetitions, cap, twoGiB);
            }
        }
    } else {
        std::fprintf(stderr, "unknown stage %s\n", stage.c_str());
        return 2;
    }
    std::printf("peak memory: %ld MiB\n", peakMiB());
    return 0;
}
