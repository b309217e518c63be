#pragma once

#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <optional>
#include <stop_token>
#include <thread>

namespace pb {

// A stop for a search that comes when the caller asks or when the clock
// reaches `until`, whichever is first; with no `until`, only the caller's.
class Deadline {
public:
    using Clock = std::chrono::steady_clock;

    Deadline(const std::stop_token &outer, std::optional<Clock::time_point> until)
        : m_forward(outer, [this] { m_source.request_stop(); })
    {
        if (until) {
            m_timer = std::jthread([this, when = *until](std::stop_token ended) {
                std::mutex mutex;
                std::condition_variable_any wake;
                std::unique_lock lock(mutex);
                wake.wait_until(lock, ended, when, [] { return false; });
                if (!ended.stop_requested())
                    m_source.request_stop();
            });
        }
    }

    // `budget` from now.
    Deadline(const std::stop_token &outer, Clock::duration budget)
        : Deadline(outer, Clock::now() + budget)
    {
    }

    std::stop_token token() const { return m_source.get_token(); }

private:
    std::stop_source m_source;
    std::stop_callback<std::function<void()>> m_forward;
    // Last, so it is joined before the rest goes.
    std::jthread m_timer;
};

} // namespace pb
