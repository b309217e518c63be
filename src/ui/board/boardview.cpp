#include "boardview.h"
#include "boardlook.h"
#include "poolpainting.h"

#include <QKeyEvent>
#include <QPainter>
#include <QRadialGradient>

#include <algorithm>

namespace {
// Room around the board, in pixels, so its shadow and rings never touch the edge.
constexpr int kMarginPixels = 12;
} // namespace

BoardView::BoardView(QWidget *parent)
    : QGraphicsView(parent)
{
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform
                   | QPainter::TextAntialiasing);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setAlignment(Qt::AlignCenter);
    setTransformationAnchor(AnchorViewCenter);
    setResizeAnchor(AnchorViewCenter);
    // The backdrop is painted in viewport coordinates, so the whole viewport is
    // repainted rather than scrolled or patched.
    setViewportUpdateMode(FullViewportUpdate);
    // drawBackground() covers every pixel with an opaque backdrop: the
    // viewport's own fill beneath it was painted over at every frame.
    viewport()->setAutoFillBackground(false);
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    setFocusPolicy(Qt::StrongFocus);
    connect(BoardLook::notifier(), &BoardLookNotifier::changed, this, &BoardView::repaintInNewLook);
}

void BoardView::repaintInNewLook()
{
    // update() drops an item's cached picture, painted in the old look.
    if (scene()) {
        for (QGraphicsItem *item : scene()->items())
            item->update();
    }
    viewport()->update();
}

void BoardView::setScene(QGraphicsScene *scene)
{
    disconnect(m_sceneRectConnection);
    QGraphicsView::setScene(scene);
    if (scene)
        m_sceneRectConnection =
            connect(scene, &QGraphicsScene::sceneRectChanged, this, &BoardView::fitScene);
    fitScene();
}

QSize BoardView::sizeHint() const
{
    return {640, 560};
}

void BoardView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    fitScene();
}

void BoardView::showEvent(QShowEvent *event)
{
    QGraphicsView::showEvent(event);
    fitScene();
    paintItemsAhead();
}

// Shown, the view is laid out, and its first paint is still to come: the
// window's first frame finds the board's pictures painted on the pool while
// the GUI thread painted the rest of the window.
void BoardView::paintItemsAhead()
{
    if (!scene() || viewport()->devicePixelRatio() != 1)
        return;
    std::vector<PoolPicture::AheadWork> work;
    // The backdrop first, as it is painted: under the rest.
    work.push_back(m_backdrop.paintAhead(QTransform(), viewport()->size(), viewport()->rect(), backdropState(),
                                         backdropPainting()));
    const QTransform toViewport = viewportTransform();
    // Then the board: the largest, under the rest.
    for (QGraphicsItem *item : scene()->items(Qt::AscendingOrder)) {
        if (auto *ahead = dynamic_cast<PaintsAhead *>(item); ahead && item->isVisible())
            work.push_back(ahead->paintAhead(item->sceneTransform() * toViewport, viewport()->size()));
    }
    PoolPicture::startAhead(std::move(work));
}

void BoardView::keyPressEvent(QKeyEvent *event)
{
    // The board is played with plain keys; a chord is the window's. Ctrl+Right
    // steps the solution, and must not move the board's cursor when there is
    // no step to take and its action is disabled.
    if (event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)) {
        event->ignore();
        return;
    }
    QGraphicsView::keyPressEvent(event);
}

void BoardView::drawBackground(QPainter *painter, const QRectF &)
{
    painter->save();
    painter->resetTransform();
    m_backdrop.paint(*painter, viewport()->rect(), backdropState(), backdropPainting());
    painter->restore();
}

PoolPicture::Painting BoardView::backdropPainting() const
{
    // A copy of what it reads: the pool may paint it after the view is gone.
    const BoardLook &look = BoardLook::current();
    return [area = QRectF(viewport()->rect()), centre = look.backdropCentre, edge = look.backdropEdge](QPainter &painter) {
        paintBackdrop(&painter, area, centre, edge);
    };
}

quint64 BoardView::backdropState()
{
    return quint64(BoardLook::current().theme);
}

void BoardView::paintBackdrop(QPainter *painter, const QRectF &area)
{
    const BoardLook &look = BoardLook::current();
    paintBackdrop(painter, area, look.backdropCentre, look.backdropEdge);
}

void BoardView::paintBackdrop(QPainter *painter, const QRectF &area, const QColor &centre, const QColor &edge)
{
    QRadialGradient backdrop(area.center(), std::max(area.width(), area.height()) * 0.75);
    backdrop.setColorAt(0, centre);
    backdrop.setColorAt(1, edge);
    painter->fillRect(area, backdrop);
}

void BoardView::fitScene()
{
    if (!scene() || !viewport())
        return;
    const QRectF sceneArea = sceneRect();
    const QRect viewArea = viewport()->rect().adjusted(kMarginPixels, kMarginPixels,
                                                       -kMarginPixels, -kMarginPixels);
    if (sceneArea.isEmpty() || viewArea.isEmpty())
        return;
    const qreal scale = std::min(viewArea.width() / sceneArea.width(),
                                 viewArea.height() / sceneArea.height());
    setTransform(QTransform::fromScale(scale, scale));
    centerOn(sceneArea.center());
}
