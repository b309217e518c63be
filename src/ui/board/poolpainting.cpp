#include "poolpainting.h"

#include <QCoreApplication>
#include <QDataStream>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QPaintEngine>
#include <QPainter>
#include <QSaveFile>
#include <QSemaphore>
#include <QStandardPaths>
#include <QThreadPool>

#include <atomic>

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

namespace {

// Runs `work` on a thread of Qt's global pool and waits for it, or here when
// the pool has no thread free.
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

void paintInto(QImage &image, const QTransform &toImage, const std::function<void(QPainter &)> &paint)
{
    QPainter onImage(&image);
    onImage.setRenderHint(QPainter::Antialiasing);
    onImage.setTransform(toImage);
    paint(onImage);
}

QImage transparentImage(const QSize &size)
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    return image;
}

// Another build of the program, or of Qt, may paint other pixels.
QByteArray programStamp()
{
    static const QByteArray stamp = [] {
        const QFileInfo program(QCoreApplication::applicationFilePath());
        return QByteArray::number(program.size()) + ' '
               + QByteArray::number(program.lastModified().toMSecsSinceEpoch()) + ' ' + qVersion();
    }();
    return stamp;
}

} // namespace

// Outside the anonymous namespace, as PoolPicture::Picture holds one.
// The file holds the header it was painted for, then the image's pixels.
struct PictureFile {
    QString path;
    QByteArray header;

    std::optional<QImage> read(const QSize &size) const
    {
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        // Only a file as this one writes it: a pipe or a device put in its
        // place would hold the start (opening a pipe waits for a writer), and
        // a file cut short or grown is not this picture.
        const QFileInfo info(path);
        const qint64 written = qint64(sizeof(quint32)) + header.size() + image.sizeInBytes();
        if (image.isNull() || !info.isFile() || info.size() != written)
            return std::nullopt;
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return std::nullopt;
        QDataStream in(&file);
        QByteArray kept;
        in >> kept;
        if (kept != header)
            return std::nullopt;
        if (in.readRawData(reinterpret_cast<char *>(image.bits()), int(image.sizeInBytes())) != image.sizeInBytes())
            return std::nullopt;
        return image;
    }

    void write(const QImage &image) const
    {
        QDir().mkpath(QFileInfo(path).path());
        QSaveFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return;
        QDataStream out(&file);
        out << header;
        out.writeRawData(reinterpret_cast<const char *>(image.constBits()), int(image.sizeInBytes()));
        file.commit();
    }
};

static std::optional<PictureFile> pictureFile(const QByteArray &fileKey, const QTransform &toImage, const QSize &size,
                                              quint64 state)
{
    const QString cache = QStandardPaths::writableLocation(QStandardPaths::CacheLocation);
    if (fileKey.isEmpty() || cache.isEmpty())
        return std::nullopt;
    PictureFile file{cache + QStringLiteral("/board-picture"), {}};
    QDataStream out(&file.header, QIODevice::WriteOnly);
    out << programStamp() << fileKey << toImage << size << state;
    return file;
}

// Shared by the item and the work painting it ahead: whichever of the GUI
// thread and the pool comes first to a picture not yet begun paints it.
struct PoolPicture::Picture {
    enum Stage { Waiting, Painting, Painted };

    Picture(const QTransform &toImage, const QSize &size, quint64 state, PoolPicture::Painting under,
            PoolPicture::Painting over)
        : toImage(toImage), size(size), state(state), under(std::move(under)), over(std::move(over))
    {
    }

    bool isFor(const QTransform &otherToImage, const QSize &otherSize, quint64 otherState) const
    {
        return toImage == otherToImage && size == otherSize && state == otherState;
    }

    // True for the thread that is to paint it.
    bool claim()
    {
        int waiting = Waiting;
        return stage.compare_exchange_strong(waiting, Painting);
    }

    void paint()
    {
        if (std::optional<QImage> kept = file ? file->read(size) : std::nullopt) {
            image = *kept;
        } else {
            image = transparentImage(size);
            paintInto(image, toImage, under);
            if (file)
                file->write(image);
        }
        if (over)
            paintInto(image, toImage, over);
        under = nullptr;
        over = nullptr;
        stage = Painted;
        painted.release();
    }

    const QTransform toImage;
    const QSize size;
    const quint64 state;
    PoolPicture::Painting under;
    PoolPicture::Painting over;
    // Where `under` is kept for the next start.
    std::optional<PictureFile> file;
    QImage image;
    std::atomic<int> stage{Waiting};
    QSemaphore painted;
};

PoolPicture::~PoolPicture()
{
    drop();
}

// A picture not yet begun is claimed, so that work painting ahead skips it.
void PoolPicture::drop()
{
    if (m_picture)
        m_picture->claim();
    m_picture.reset();
}

PoolPicture::AheadWork PoolPicture::paintAhead(const QTransform &toDevice, const QSize &deviceSize, const QRectF &itemRect,
                                               quint64 state, Painting under, Painting over, const QByteArray &fileKey)
{
    if (toDevice.type() > QTransform::TxScale)
        return {};
    const QRect area = toDevice.mapRect(itemRect).toAlignedRect() & QRect(QPoint(), deviceSize);
    if (area.isEmpty())
        return {};
    const QTransform toImage = toDevice * QTransform::fromTranslate(-area.left(), -area.top());
    if (m_picture && m_picture->isFor(toImage, area.size(), state))
        return {};
    drop();
    m_picture = std::make_shared<Picture>(toImage, area.size(), state, std::move(under), std::move(over));
    m_picture->file = pictureFile(fileKey, toImage, area.size(), state);
    return [picture = m_picture] {
        if (picture->claim())
            picture->paint();
    };
}

void PoolPicture::paint(QPainter &painter, const QRectF &itemRect, quint64 state, const Painting &under, const Painting &over)
{
    const std::optional<QRect> area = pixelArea(painter, itemRect);
    if (!area) {
        under(painter);
        if (over)
            over(painter);
        return;
    }
    const QTransform toImage = painter.combinedTransform() * QTransform::fromTranslate(-area->left(), -area->top());
    if (!m_picture || !m_picture->isFor(toImage, area->size(), state)) {
        drop();
        m_picture = std::make_shared<Picture>(toImage, area->size(), state, under, over);
    }
    Picture &picture = *m_picture;
    if (picture.claim())
        runOnPoolThread([&picture] { picture.paint(); });
    else if (picture.stage != Picture::Painted)
        picture.painted.acquire();
    painter.save();
    painter.resetTransform();
    painter.drawImage(area->topLeft(), picture.image);
    painter.restore();
}

void PoolPicture::startAhead(std::vector<AheadWork> work)
{
    std::erase(work, nullptr);
    if (work.empty())
        return;
    QThreadPool::globalInstance()->start([work = std::move(work)] {
        for (const AheadWork &paint : work)
            paint();
    });
}
