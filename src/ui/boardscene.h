#pragma once

#include "../core/common/puzzle.h"

#include <QGraphicsScene>
#include <QString>

// What the main window needs of a family's scene. A scene draws a position,
// turns clicks (and keys) into moves in the family's notation and emits them
// through moveRequested(); it never changes the position itself. The window
// plays the move through the session and then calls showMove() so the scene can
// animate it.
class BoardScene : public QGraphicsScene {
    Q_OBJECT

public:
    using QGraphicsScene::QGraphicsScene;

    // Draws `position` at once, dropping any selection or running animation.
    virtual void setPosition(const pb::Puzzle &position) = 0;
    // Animates `move` from `before` to `after` (forward), or back from `after`
    // to `before` (!forward). Ends showing the resulting position.
    virtual void showMove(const pb::Puzzle &before, const pb::Puzzle &after,
                          const QString &move, bool forward) = 0;
    // Finishes any running animation at once.
    virtual void finishAnimations() = 0;
    // Highlights the move a hint suggests (empty: no highlight).
    virtual void showHint(const QString &move) = 0;
    // Animation length of one move, 0 for none.
    void setAnimationMillis(int millis) { m_animationMillis = millis; }
    int animationMillis() const { return m_animationMillis; }

signals:
    void moveRequested(const QString &move);
    // A click that makes no move explains itself here.
    void statusMessage(const QString &text);

private:
    int m_animationMillis = 220;
};
