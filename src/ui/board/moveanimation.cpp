#include "moveanimation.h"

MoveAnimation::MoveAnimation(QObject *scene, std::function<void(qreal)> frame,
                             std::function<void()> done)
    : QVariantAnimation(scene)
    , m_done(std::move(done))
{
    setStartValue(0.0);
    setEndValue(1.0);
    // The scene is the receiver, so a scene being destroyed gets no more calls.
    connect(this, &QVariantAnimation::valueChanged, scene,
            [frame = std::move(frame)](const QVariant &value) { frame(value.toReal()); });
    connect(this, &QVariantAnimation::finished, scene, [this] { m_done(); });
}

void MoveAnimation::play(int millis, const QEasingCurve &easing)
{
    stop();
    setEasingCurve(easing);
    setDuration(millis);
    start();
}

void MoveAnimation::finish()
{
    stop(); // does not emit finished(), so `done` runs here
    m_done();
}
