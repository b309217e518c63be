#pragma once

#include "poolpainting.h"

#include <QGraphicsView>
#include <QMetaObject>

// The view every board is shown in: it keeps the whole scene fitted (keeping
// the aspect ratio) whatever the window's size, without scroll bars, on a soft
// backdrop. Clicks and plain keys go to the scene as usual; a key with Ctrl,
// Alt or Meta never does.
class BoardView : public QGraphicsView {
    Q_OBJECT

public:
    explicit BoardView(QWidget *parent = nullptr);

    // Hides QGraphicsView::setScene (which is not virtual) to follow the new
    // scene's rectangle, so a board of another size is fitted at once.
    void setScene(QGraphicsScene *scene);

    QSize sizeHint() const override;

    // The soft backdrop behind every board, filling `area`; also under an
    // exported picture of the board.
    static void paintBackdrop(QPainter *painter, const QRectF &area);

protected:
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void drawBackground(QPainter *painter, const QRectF &rect) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    static void paintBackdrop(QPainter *painter, const QRectF &area, const QColor &centre, const QColor &edge);
    void fitScene();
    void paintItemsAhead();
    // The backdrop of the viewport's size in the current look, as the pool
    // paints it; its state, the look.
    PoolPicture::Painting backdropPainting() const;
    static quint64 backdropState();
    // View ▸ Theme chose another look: every item painted again.
    void repaintInNewLook();

    QMetaObject::Connection m_sceneRectConnection;
    // Kept between frames: every frame repaints the whole viewport, and a
    // radial gradient that size took the GUI thread about a millisecond.
    PoolPicture m_backdrop;
};
