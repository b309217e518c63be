#include "playclock.h"

#include <QElapsedTimer>

PlayClock::PlayClock()
{
    setTimeSource({});
}

void PlayClock::setTimeSource(TimeSource now)
{
    settle();
    if (!now) {
        QElapsedTimer steady;
        steady.start();
        now = [steady] { return steady.elapsed(); };
    }
    m_now = std::move(now);
    m_since = m_now();
}

void PlayClock::reset(qint64 elapsedMillis)
{
    m_elapsed = std::max<qint64>(elapsedMillis, 0);
    m_since = m_now();
}

qint64 PlayClock::elapsedMillis() const
{
    return isTicking() ? m_elapsed + std::max<qint64>(m_now() - m_since, 0) : m_elapsed;
}

void PlayClock::setRunning(bool running)
{
    settle();
    m_running = running;
}

void PlayClock::setPaused(bool paused)
{
    settle();
    m_paused = paused;
}

void PlayClock::settle()
{
    if (!m_now)
        return;
    m_elapsed = elapsedMillis();
    m_since = m_now();
}

QString PlayClock::text(qint64 millis)
{
    const qint64 seconds = std::max<qint64>(millis, 0) / 1000;
    const QChar zero = QLatin1Char('0');
    if (seconds >= 3600)
        return QStringLiteral("%1:%2:%3").arg(seconds / 3600).arg(seconds / 60 % 60, 2, 10, zero).arg(seconds % 60, 2, 10, zero);
    return QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, zero);
}
