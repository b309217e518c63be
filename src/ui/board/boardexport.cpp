#include "boardexport.h"

#include "boardlook.h"
#include "boardview.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QImage>
#include <QImageWriter>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>

namespace BoardExport {

namespace {

// The margin around the board, as a share of the picture's longer side.
constexpr qreal kMargin = 0.05;

// Every item's cached picture dropped: painted in the look in use when
// next asked.
void dropCaches(QGraphicsScene &scene)
{
    for (QGraphicsItem *item : scene.items())
        item->update();
}

// In the printable look, whatever the screen's: a picture of the board goes
// into documents and onto paper.
void paint(QGraphicsScene &scene, QPainter &painter, const QSize &size, qreal margin)
{
    const ScopedBoardLook printable(kPrintTheme);
    dropCaches(scene);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform | QPainter::TextAntialiasing);
    const QRectF area(QPointF(0, 0), size);
    BoardView::paintBackdrop(&painter, area);
    scene.render(&painter, area.adjusted(margin, margin, -margin, -margin), scene.sceneRect(),
                 Qt::KeepAspectRatio);
    dropCaches(scene);
}

QString failed(const QString &path, const QString &reason)
{
    return QCoreApplication::translate("BoardExport", "Cannot write %1: %2").arg(QDir::toNativeSeparators(path), reason);
}

} // namespace

QString write(QGraphicsScene &scene, const QString &path, int longSidePixels)
{
    const QRectF board = scene.sceneRect();
    if (board.isEmpty())
        return failed(path, QCoreApplication::translate("BoardExport", "There is no board to draw"));
    const qreal margin = kMargin * longSidePixels;
    const qreal scale = (longSidePixels - 2 * margin) / std::max(board.width(), board.height());
    const QSize size(int(std::lround(board.width() * scale + 2 * margin)),
                     int(std::lround(board.height() * scale + 2 * margin)));

    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return failed(path, file.errorString());
    if (QFileInfo(path).suffix().compare(QLatin1String("svg"), Qt::CaseInsensitive) == 0) {
        QSvgGenerator svg;
        svg.setOutputDevice(&file);
        svg.setSize(size);
        // The generator gives the size in millimetres; at the CSS 96 dpi a
        // browser shows the drawing as large as the PNG.
        svg.setResolution(96);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(QCoreApplication::translate("BoardExport", "Puzzlebox board"));
        QPainter painter(&svg);
        paint(scene, painter, size, margin);
    } else {
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        {
            QPainter painter(&image);
            paint(scene, painter, size, margin);
        }
        QImageWriter writer(&file, "png");
        if (!writer.write(image))
            return failed(path, writer.errorString());
    }
    // Qt 6.4's commit() ignores a failure of its final flush (a full disk)
    // and would replace the old file with the cut-off new one.
    if (!file.flush() || !file.commit())
        return failed(path, file.errorString());
    return QString();
}

} // namespace BoardExport
