#pragma once

#include <QGraphicsObject>
#include <QPointer>
#include <QVariantAnimation>

// A short burst of light over the board when a puzzle is solved: a warm glow
// and a ring that open from the board's centre while sparks fly out and fade.
// It knows nothing of the family: it covers the items of any scene. A click
// on the board or a key pressed on it skips it; it removes itself when done.
class Celebration : public QGraphicsObject {
    Q_OBJECT

public:
    // At most 1.5 s, as a celebration should never hold up the next game.
    static constexpr int kMillis = 1200;

    // Plays over everything in `scene`; null when the scene has nothing drawn.
    static QPointer<Celebration> play(QGraphicsScene *scene, int millis = kMillis);

    // Ends at once.
    void skip();
    qreal progress() const { return m_progress; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    Celebration(const QRectF &board, int millis);

    QRectF m_board;
    QVariantAnimation m_animation;
    qreal m_progress = 0;
};
