#pragma once

#include <QEasingCurve>
#include <QVariantAnimation>

#include <algorithm>
#include <functional>

// The animation of a move on a board: as it plays, `frame` gets its progress
// from 0 to 1; `done` runs once it has played to the end, or at once when
// finish() cuts it short, so a scene ends its move in one place. Both are
// member functions of the scene, which owns the animation.
class MoveAnimation : public QVariantAnimation {
public:
    template <typename Scene>
    MoveAnimation(Scene *scene, void (Scene::*frame)(qreal progress), void (Scene::*done)())
        : MoveAnimation(
              scene, [scene, frame](qreal progress) { (scene->*frame)(progress); },
              [scene, done] { (scene->*done)(); })
    {
    }

    // Plays from 0 over `millis`. What still runs is cut short without
    // `done`: the scene has already set up what this run shows.
    void play(int millis, const QEasingCurve &easing);
    // Stops at once and runs `done`, whether anything was running or not.
    void finish();

    // 0 before `edge0`, 1 after `edge1`, easing in and out between: for a
    // part of a move that happens within its progress (a peg vanishing as
    // it is jumped over).
    static qreal smoothStep(qreal edge0, qreal edge1, qreal x)
    {
        const qreal t = std::clamp((x - edge0) / (edge1 - edge0), 0.0, 1.0);
        return t * t * (3 - 2 * t);
    }

private:
    MoveAnimation(QObject *scene, std::function<void(qreal)> frame, std::function<void()> done);

    std::function<void()> m_done;
};
