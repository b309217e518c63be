#pragma once

// What the benchmarks read of their own process: wall time, processor time
// and peak resident memory.

#include <chrono>
#include <ctime>
#include <cstdlib>
#include <fstream>
#include <string>

namespace bench {

using Clock = std::chrono::steady_clock;

inline double millisSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// Processor time of this process, all its threads: unlike the wall clock it
// does not count the time other programs on the shared machine take.
inline double cpuMillisSince(std::clock_t start)
{
    return 1000.0 * double(std::clock() - start) / CLOCKS_PER_SEC;
}

// Peak resident memory of this process so far, from the kernel; -1 where
// that is not available.
inline long peakRssKb()
{
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line)) {
        if (line.rfind("VmHWM:", 0) == 0)
            return std::atol(line.c_str() + 6);
    }
    return -1;
}

} // namespace bench
