#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <thread>

namespace pb {

// A second thread for a search that splits each of its steps in two halves:
// start() hands it one half, the caller does the other, and wait() returns
// once the handed half is done. It lives as long as the search, since a
// thread started for every step would cost more than a short step's half
// (a beam search takes several hundred steps a second).
//
// On a busy machine the side thread may not get a core for a few
// milliseconds after start(), longer than a step's half takes: then wait()
// runs the half on the caller's thread instead of waiting for it, and the
// side thread, once it runs, leaves it. A half must therefore give the same
// result on either thread (it writes only what it is handed).
class SideWorker {
public:
    SideWorker();
    ~SideWorker();
    SideWorker(const SideWorker &) = delete;
    SideWorker &operator=(const SideWorker &) = delete;

    // At most one job at a time: every start() is followed by a wait().
    void start(std::function<void()> job);
    void wait();

private:
    void loop();

    std::function<void()> m_job;
    // Jobs are numbered from 1. m_posted: the newest job handed out;
    // m_taken: the newest that a thread has taken up (the side thread or
    // wait()); m_done: the newest the side thread has finished.
    std::atomic<std::uint32_t> m_posted{0};
    std::atomic<std::uint32_t> m_taken{0};
    std::atomic<std::uint32_t> m_done{0};
    std::atomic<bool> m_quitting{false};
    // Last, so that it starts once everything it uses exists.
    std::thread m_thread;
};

} // namespace pb
