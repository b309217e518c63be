#include "poolpainting.h"

#include <QImage>
#include <QPaintEngine>
#include <QPainter>
#include <QSemaphore>
#include <QThreadPool>

std::optional<QRect> pixelArea(const QPainter &painter, const QRectF &itemRect)
{
    const QTransform toPixels = painter.combinedTransform();
    if (painter.paintEngine()->type() != QPaintEngine::Raster || toPixels.type() > QTransform::TxScale
        || painter.device()->devicePixelRatio() != 1)
        return std::nullopt;
    QRect area = toPixels.mapRect(itemRect).toAlignedRect() & QRect(0, 0, painter.device()->width(), painter.device()->height());
    if (painter.hasClipping())
        area &= toPixels.mapRect(painter.clipBoundingRect()).toAlignedRect();
    if (area.isEmpty())
        return std::nullopt;
    return area;
}

void runOnPoolThread(const std::function<void()> &work)
{
    QSemaphore done;
    if (QThreadPool::globalInstance()->tryStart([&work, &done] {
            work();
            done.release();
        }))
        done.acquire();
    else
        work();
}

void paintThroughImage(QPainter &painter, const QRectF &itemRect, const std::function<void(QPainter &)> &paint)
{
    const std::optional<QRect> area = pixelArea(painter, itemRect);
    if (!area) {
        paint(painter);
        return;
    }
    QImage image(area->size(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    const QTransform toImage = painter.combinedTransform() * QTransform::fromTranslate(-area->left(), -area->top());
    runOnPoolThread([&image, &toImage, &paint] {
        QPainter onImage(&image);
        onImage.setRenderHint(QPainter::Antialiasing);
        onImage.setTransform(toImage);
        paint(onImage);
    });
    painter.save();
    painter.resetTransform();
    painter.drawImage(area->topLeft(), image);
    painter.restore();
}
