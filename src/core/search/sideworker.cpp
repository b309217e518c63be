#include "sideworker.h"

namespace pb {

SideWorker::SideWorker()
    : m_thread([this] { loop(); })
{
}

SideWorker::~SideWorker()
{
    // The semaphore orders the flag before the thread's reading of it.
    m_quitting = true;
    m_started.release();
    m_thread.join();
}

void SideWorker::start(std::function<void()> job)
{
    m_job = std::move(job);
    m_started.release();
}

void SideWorker::wait()
{
    m_finished.acquire();
}

void SideWorker::loop()
{
    for (;;) {
        m_started.acquire();
        if (m_quitting)
            return;
        m_job();
        m_finished.release();
    }
}

} // namespace pb
