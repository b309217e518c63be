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

void paintThroughImage(QPainter &painter, const QRectF &itemRect, const std::function<void(QPainter &)> &paint,
                       ImageTurn turn)
{
    const std::optional<QRect> area = pixelArea(painter, itemRect);
    if (!area) {
        paint(painter);
        return;
    }
    const bool turned = turn == ImageTurn::Quarter;
    QImage image(turned ? area->size().transposed() : area->size(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QTransform toImage = painter.combinedTransform() * QTransform::fromTranslate(-area->left(), -area->top());
    if (turned)
        toImage *= QTransform(0, 1, -1, 0, area->height(), 0);
    runOnPoolThread([&image, &toImage, &paint] {
        QPainter onImage(&image);
        onImage.setRenderHint(QPainter::Antialiasing);
        onImage.setTransform(toImage);
        paint(onImage);
    });
    painter.save();
    painter.resetTransform();
    painter.drawImage(area->topLeft(), turned ? image.transformed(QTransform(0, -1, 1, 0, 0, 0)) : image);
    painter.restore();
}
