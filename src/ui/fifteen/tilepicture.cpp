#include "tilepicture.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QImageReader>
#include <QPainter>
#include <QSvgRenderer>

#include <algorithm>

namespace TilePicture {

namespace {

// A 48-megapixel photo still opens; beyond this the decoded image alone would
// take hundreds of megabytes.
constexpr qint64 kMaxPixels = 50'000'000;

// Behind a transparent picture: the ivory of the plain tiles.
const QColor kBacking(246, 238, 220);

const Bundled kBundled[] = {
    {"lakeside", QT_TRANSLATE_NOOP("TilePicture", "&Lakeside"), ":/pictures/lakeside.svg"},
};

QString named(const QString &path)
{
    return QDir::toNativeSeparators(path);
}

// The middle square of `image`, scaled to kSide.
QImage square(const QImage &image)
{
    const int side = std::min(image.width(), image.height());
    const QRect middle((image.width() - side) / 2, (image.height() - side) / 2, side, side);
    QImage result(kSide, kSide, QImage::Format_RGB32);
    result.fill(kBacking);
    QPainter painter(&result);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    painter.drawImage(QRect(0, 0, kSide, kSide), image, middle);
    return result;
}

} // namespace

std::span<const Bundled> bundled()
{
    return kBundled;
}

const Bundled *findBundled(const QString &id)
{
    for (const Bundled &picture : kBundled) {
        if (id == QLatin1String(picture.id))
            return &picture;
    }
    return nullptr;
}

QString bundledName(const Bundled &picture)
{
    return QCoreApplication::translate("TilePicture", picture.name);
}

QImage bundledSquare(const Bundled &picture)
{
    QImage result(kSide, kSide, QImage::Format_RGB32);
    result.fill(kBacking);
    QSvgRenderer renderer(QString::fromLatin1(picture.resource));
    QPainter painter(&result);
    renderer.render(&painter, QRectF(0, 0, kSide, kSide));
    return result;
}

namespace {

// The checks before decoding, which read no more than the header: false, with
// the reason naming the file in *error, when the image is not to be decoded.
bool checkHeader(const QString &path, QImageReader &reader, QString *error)
{
    const QFileInfo info(path);
    if (!info.exists()) {
        *error = QCoreApplication::translate("TilePicture", "%1 does not exist.").arg(named(path));
        return false;
    }
    if (!info.isFile()) {
        *error = QCoreApplication::translate("TilePicture", "%1 is not a file.").arg(named(path));
        return false;
    }
    if (info.size() > kMaxFileBytes) {
        *error = QCoreApplication::translate("TilePicture", "%1 is too large for a picture on the tiles: %2 MB, at most %3 MB.")
                     .arg(named(path))
                     .arg(info.size() / (1024 * 1024))
                     .arg(kMaxFileBytes / (1024 * 1024));
        return false;
    }
    reader.setFileName(path);
    reader.setAutoTransform(true);
    const QSize size = reader.size();
    if (!reader.canRead()) {
        *error = QCoreApplication::translate("TilePicture", "%1 is not an image Puzzlebox can read: %2.")
                     .arg(named(path), reader.errorString());
        return false;
    }
    if (!size.isValid()) {
        *error = QCoreApplication::translate("TilePicture", "%1 is damaged: its image cannot be read.").arg(named(path));
        return false;
    }
    if (size.width() > kMaxDimension || size.height() > kMaxDimension
        || qint64(size.width()) * size.height() > kMaxPixels) {
        *error = QCoreApplication::translate("TilePicture", "%1 has %2 × %3 pixels, more than a picture on the tiles may have "
                    "(%4 on a side, %5 million in all).")
                     .arg(named(path))
                     .arg(size.width())
                     .arg(size.height())
                     .arg(kMaxDimension)
                     .arg(kMaxPixels / 1'000'000);
        return false;
    }
    return true;
}

} // namespace

bool check(const QString &path, QString *error)
{
    QImageReader reader;
    return checkHeader(path, reader, error);
}

Loaded load(const QString &path)
{
    Loaded result;
    QImageReader reader;
    // Checked again: the file may have changed since check().
    if (!checkHeader(path, reader, &result.error))
        return result;
    // A format that decodes at a smaller size (JPEG) does so: a photo needs
    // no more than the square's pixels.
    const QSize size = reader.size();
    const int shorter = std::min(size.width(), size.height());
    if (shorter > 2 * kSide && reader.supportsOption(QImageIOHandler::ScaledSize))
        reader.setScaledSize(size * (2.0 * kSide / shorter));
    const QImage image = reader.read();
    if (image.isNull()) {
        result.error = QCoreApplication::translate("TilePicture", "%1 is damaged: its image cannot be read (%2).")
                           .arg(named(path), reader.errorString());
        return result;
    }
    result.square = square(image);
    return result;
}

QString openFilters()
{
    QStringList patterns;
    for (const QByteArray &suffix : QImageReader::supportedImageFormats())
        patterns << QStringLiteral("*.") + QString::fromLatin1(suffix);
    return QCoreApplication::translate("TilePicture", "Images (%1)").arg(patterns.join(QLatin1Char(' '))) + QStringLiteral(";;")
        + QCoreApplication::translate("TilePicture", "All files (*)");
}

} // namespace TilePicture
