#pragma once

#include "core/search/deadline.h"

#include <chrono>
#include <stop_token>

// A stop that only a hang ever meets: a search that should end by itself is
// given this token, and the test checks that it was never requested. The
// search still ends, so the test fails rather than hanging the run.
class Watchdog {
public:
    explicit Watchdog(std::chrono::seconds patience)
        : m_deadline(std::stop_token(), patience)
    {
    }

    std::stop_token token() const { return m_deadline.token(); }
    bool barked() const { return m_deadline.token().stop_requested(); }

private:
    pb::Deadline m_deadline;
};
