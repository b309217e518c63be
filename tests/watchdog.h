#pragma once

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <stop_token>
#include <thread>

// A stop that only a hang ever meets: a search that should end by itself is
// given this token, and the test checks that it was never requested. The
// search still ends, so the test fails rather than hanging the run.
class Watchdog {
public:
    explicit Watchdog(std::chrono::seconds patience)
        : m_timer([this, patience](std::stop_token done) {
            std::mutex mutex;
            std::condition_variable_any woken;
            std::unique_lock lock(mutex);
            woken.wait_for(lock, done, patience, [] { return false; });
            if (!done.stop_requested())
                m_stop.request_stop();
        })
    {
    }

    std::stop_token token() const { return m_stop.get_token(); }
    bool barked() const { return m_stop.stop_requested(); }

private:
    std::stop_source m_stop;
    // Last: it reads m_stop.
    std::jthread m_timer;
};
