#pragma once

#include <QImage>
#include <QString>

#include <span>

// A picture for Fifteen's tiles: a square cut from the middle of an image and
// scaled once, which the scene divides among its tiles. Bundled pictures are
// SVG drawings in the resources; a person's own image is checked before it is
// decoded, so a huge or broken file is refused with the reason.
namespace TilePicture {

// The side of the square kept: sharp tiles on a 3 x 3 filling a large screen.
constexpr int kSide = 1200;
// A person's image above these is refused before it is decoded.
constexpr qint64 kMaxFileBytes = 50LL * 1024 * 1024;
constexpr int kMaxDimension = 10000;

struct Bundled {
    const char *id;       // how the settings name it
    const char *name;     // the menu entry, marked with QT_TRANSLATE_NOOP("TilePicture", ...)
    const char *resource; // an SVG drawing in the resources
};

std::span<const Bundled> bundled();
const Bundled *findBundled(const QString &id);
QString bundledName(const Bundled &picture); // translated

// The square of a bundled picture.
QImage bundledSquare(const Bundled &picture);

// Whether the image at `path` may be decoded, from its size and header only
// (fast enough for the GUI thread); if not, the reason naming the file is in
// *error: missing, too large, not an image.
bool check(const QString &path, QString *error);

// The square of the image at `path`, or the reason naming the file why there
// is none (check()'s reasons, or damaged). Decoding a large photo takes a
// second, so this runs on a worker thread, never on the GUI thread.
struct Loaded {
    QImage square; // null when refused
    QString error;
};
Loaded load(const QString &path);

// What Open Image offers: every format this Qt can read, then all files.
QString openFilters();

} // namespace TilePicture
