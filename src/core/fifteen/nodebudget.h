#pragma once

#include <cstdint>
#include <stop_token>

namespace pb::fifteen {

// What one depth-first window search (the improver's, the 5 x 5 polish's)
// may still spend: a number of nodes, and Stop, looked at every 4,096 nodes
// (well under a millisecond) rather than at every node.
class NodeBudget {
public:
    void start(std::uint64_t nodes, const std::stop_token &stop)
    {
        m_stop = &stop;
        m_budget = nodes;
        m_used = 0;
        m_spent = false;
    }
    // Counts a node; false once the budget is gone or a stop was requested.
    bool spend()
    {
        if ((++m_used & kStopCheckMask) == 0 && m_stop->stop_requested())
            m_spent = true;
        if (m_used > m_budget)
            m_spent = true;
        return !m_spent;
    }
    bool spent() const { return m_spent; }
    std::uint64_t used() const { return m_used; }

private:
    static constexpr std::uint64_t kStopCheckMask = 0xFFF;
    const std::stop_token *m_stop = nullptr;
    std::uint64_t m_budget = 0;
    std::uint64_t m_used = 0;
    bool m_spent = false;
};

} // namespace pb::fifteen
