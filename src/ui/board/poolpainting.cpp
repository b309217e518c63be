#include "poolpainting.h"

#include <QCoreApplication>
#include <QDataStream>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMutex>
#include <QPaintEngine>
#include <QPainter>
#include <QSaveFile>
#include <QSemaphore>
#include <QStandardPaths>
#include <QThreadPool>

#include <atomic>
#include <cstring>
#include <map>

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

// What a kept picture was painted for, and whether it holds what is painted
// over too.
static QByteArray pictureHeader(const QByteArray &fileKey, const QTransform &toImage, const QSize &size, quint64 state,
                                bool withOver)
{
    QByteArray header;
    QDataStream out(&header, QIODevice::WriteOnly);
    out << programStamp() << fileKey << toImage << size << state << withOver;
    return header;
}

static std::optional<PictureFile> pictureFile(const QByteArray &fileKey, const QTransform &toImage, const QSize &size,
                                              quint64 state, bool withOver)
{
    const QString cache = QStandardPaths::writableLocation(QStandardPaths::CacheLocation);
    if (fileKey.isEmpty() || cache.isEmpty())
        return std::nullopt;
    return PictureFile{cache + QStringLiteral("/board-picture"), pictureHeader(fileKey, toImage, size, state, withOver)};
}

namespace {

// The small pictures painted ahead (a peg board's holes and pegs, about 5 ms
// of the pool's processor time at every start) kept together in one file of
// the cache folder: read whole by the first picture that asks, written again
// with the pictures this start drew once the work painting ahead is done,
// when one of them had to be painted.
class KeptPieces {
public:
    static KeptPieces &instance()
    {
        static KeptPieces pieces;
        return pieces;
    }

    std::optional<QImage> find(const QByteArray &header, const QSize &size)
    {
        const QMutexLocker lock(&m_mutex);
        if (!m_read) {
            m_read = true;
            read();
        }
        const auto kept = m_file.find(header);
        if (kept == m_file.end() || kept->second.size() != size)
            return std::nullopt;
        m_drawn[header] = kept->second;
        return kept->second;
    }

    void keep(const QByteArray &header, const QImage &image)
    {
        const QMutexLocker lock(&m_mutex);
        m_drawn[header] = image;
        m_painted = true;
    }

    // Ends this start's use: the next reads the file again.
    void writeIfPainted()
    {
        const QMutexLocker lock(&m_mutex);
        if (m_painted && !m_drawn.empty())
            write();
        m_file.clear();
        m_drawn.clear();
        m_read = m_painted = false;
    }

private:
    static QString path()
    {
        const QString cache = QStandardPaths::writableLocation(QStandardPaths::CacheLocation);
        return cache.isEmpty() ? QString() : cache + QStringLiteral("/board-pieces");
    }

    // Only a file as write() leaves it: as for the wood's, a pipe or a device
    // in its place would hold the start, and one cut short is not read.
    void read()
    {
        const QFileInfo info(path());
        if (path().isEmpty() || !info.isFile() || info.size() > kMostBytes)
            return;
        QFile file(path());
        if (!file.open(QIODevice::ReadOnly))
            return;
        QDataStream in(&file);
        quint32 count = 0;
        in >> count;
        std::map<QByteArray, QImage> pieces;
        for (quint32 i = 0; i < count && in.status() == QDataStream::Ok; ++i) {
            QByteArray header;
            QSize size;
            QByteArray pixels;
            in >> header >> size >> pixels;
            QImage image(size, QImage::Format_ARGB32_Premultiplied);
            if (in.status() != QDataStream::Ok || image.isNull() || pixels.size() != image.sizeInBytes())
                return;
            std::memcpy(image.bits(), pixels.constData(), std::size_t(pixels.size()));
            pieces.emplace(header, image);
        }
        if (in.status() == QDataStream::Ok && in.atEnd())
            m_file = std::move(pieces);
    }

    void write() const
    {
        if (path().isEmpty())
            return;
        QDir().mkpath(QFileInfo(path()).path());
        QSaveFile file(path());
        if (!file.open(QIODevice::WriteOnly))
            return;
        QDataStream out(&file);
        out << quint32(m_drawn.size());
        for (const auto &[header, image] : m_drawn)
            out << header << image.size()
                << QByteArray::fromRawData(reinterpret_cast<const char *>(image.constBits()), int(image.sizeInBytes()));
        file.commit();
    }

    // Far more than a board's pieces at any window size.
    static constexpr qint64 kMostBytes = 64 << 20;

    QMutex m_mutex;
    bool m_read = false;
    bool m_painted = false;
    std::map<QByteArray, QImage> m_file;
    std::map<QByteArray, QImage> m_drawn;
};

} // namespace

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
        const std::optional<QImage> kept = file  ? file->read(size)
                                           : piece ? KeptPieces::instance().find(*piece, size)
                                                   : std::nullopt;
        if (kept) {
            image = *kept;
        } else {
            image = transparentImage(size);
            paintInto(image, toImage, under);
            if (file && !fileHoldsOver)
                file->write(image);
            if (piece)
                KeptPieces::instance().keep(*piece, image);
        }
        if (over && !(kept && fileHoldsOver))
            paintInto(image, toImage, over);
        if (file && fileHoldsOver && !kept)
            file->write(image);
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
    // Where `under` is kept for the next start: a file of its own (with what
    // `over` paints when the file holds over), or among the pieces under
    // this header.
    std::optional<PictureFile> file;
    bool fileHoldsOver = false;
    std::optional<QByteArray> piece;
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
                                               quint64 state, Painting under, Painting over, const QByteArray &fileKey,
                                               KeptIn keptIn)
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
    if (keptIn != KeptIn::WithPieces) {
        m_picture->fileHoldsOver = keptIn == KeptIn::AloneWithOver;
        m_picture->file = pictureFile(fileKey, toImage, area.size(), state, m_picture->fileHoldsOver);
    } else if (!fileKey.isEmpty()) {
        m_picture->piece = pictureHeader(fileKey, toImage, area.size(), state, false);
    }
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
        KeptPieces::instance().writeIfPainted();
    });
}
