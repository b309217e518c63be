#pragma once

#include <functional>
#include <semaphore>
#include <thread>

namespace pb {

// A second thread for a search that splits each of its steps in two halves:
// start() hands it one half, the caller does the other, and wait() returns
// once the handed half is done. It lives as long as the search, since a
// thread started for every step would cost more than a short step's half
// (a beam search takes several hundred steps a second).
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

    std::binary_semaphore m_started{0};
    std::binary_semaphore m_finished{0};
    std::function<void()> m_job;
    bool m_quitting = false;
    // Last, so that it starts once everything it uses exists.
    std::thread m_thread;
};

} // namespace pb
