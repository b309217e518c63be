#pragma once

#include <QEasingCurve>
#include <QVariantAnimation>

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

private:
    MoveAnimation(QObject *scene, std::function<void(qreal)> frame, std::function<void()> done);

    std::function<void()> m_done;
};
