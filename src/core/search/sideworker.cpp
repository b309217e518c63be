#include "sideworker.h"

namespace pb {

SideWorker::SideWorker()
    : m_thread([this] { loop(); })
{
}

SideWorker::~SideWorker()
{
    m_quitting.store(true, std::memory_order_release);
    m_posted.fetch_add(1, std::memory_order_release);
    m_posted.notify_one();
    m_thread.join();
}

void SideWorker::start(std::function<void()> job)
{
    m_job = std::move(job);
    m_posted.fetch_add(1, std::memory_order_release);
    m_posted.notify_one();
}

void SideWorker::wait()
{
    const std::uint32_t job = m_posted.load(std::memory_order_relaxed);
    std::uint32_t before = job - 1;
    if (m_taken.compare_exchange_strong(before, job, std::memory_order_acq_rel)) {
        m_job();
        return;
    }
    for (std::uint32_t done = m_done.load(std::memory_order_acquire); done != job;
         done = m_done.load(std::memory_order_acquire))
        m_done.wait(done, std::memory_order_acquire);
}

void SideWorker::loop()
{
    std::uint32_t seen = 0;
    for (;;) {
        m_posted.wait(seen, std::memory_order_acquire);
        if (m_quitting.load(std::memory_order_acquire))
            return;
        seen = m_posted.load(std::memory_order_acquire);
        // Unless wait() has taken it up already.
        std::uint32_t before = seen - 1;
        if (m_taken.compare_exchange_strong(before, seen, std::memory_order_acq_rel)) {
            m_job();
            m_done.store(seen, std::memory_order_release);
            m_done.notify_one();
        }
    }
}

} // namespace pb
