#pragma once

#include <QImage>
#include <QRect>
#include <QTransform>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QPainter;

// Qt 6.4's raster engine cuts every fill of more than about a hundred spans
// into pieces for QThreadPool::globalInstance() and waits for them, unless it
// already runs on a thread of that pool. For the shapes of a board that costs
// more processor time than the fills it shares out (the first frame of the
// peg board made 1,840 such hand-overs), and under load each waits for a core.
// Painting on a pool thread into an image, then the image, fills without them.

// The device pixels `itemRect` (in the painter's coordinates) covers, when
// `painter` paints pixels one for one (a raster device, moved and scaled
// only, at a device pixel ratio of 1): what is painted can then be drawn as an
// image of those pixels. Nothing for a printer or an SVG file, which keep the
// shapes themselves.
std::optional<QRect> pixelArea(const QPainter &painter, const QRectF &itemRect);

// An item's picture painted on a pool thread into an image, then drawn, and
// kept for its next paint of the same pixels.
// It can be painted ahead: when the board's view is shown, the pool paints
// its items' pictures while the GUI thread lays out and paints the rest of
// the window, so the first frame finds them done (a peg board's wood took
// 20 ms of the pool that the GUI thread waited for).
class PoolPicture {
public:
    using Painting = std::function<void(QPainter &)>;
    // Work for a pool thread: paintings ahead, run one after another.
    using AheadWork = std::function<void()>;
    // Where what is painted ahead under a file key is kept: what `under`
    // paints in a file of its own (the board's wood), or what both paint
    // there (the wood with an inlay the key names), or with the board's
    // other pieces (its holes and pegs), all in one file written once the
    // work started ahead is done.
    enum class KeptIn { Alone, AloneWithOver, WithPieces };

    PoolPicture() = default;
    ~PoolPicture();
    PoolPicture(const PoolPicture &) = delete;
    PoolPicture &operator=(const PoolPicture &) = delete;

    // The work that paints `under`, then `over`, as paint() would through
    // a painter that maps the item to a raster device of `deviceSize` by
    // `toDevice`, unclipped; nothing when that picture is kept already or
    // the device's pixels are not the image's one for one. The work may run
    // after the item is gone: the paintings hold copies of what they read,
    // never the item.
    //
    // With a `fileKey` (all that `under` paints depends on besides the
    // pixels and `state`), what `under` painted is also kept in one file of
    // the cache folder, and the next start reads it from there instead of
    // painting it if the key, the pixels, the state and the program are the
    // same: the board's wood, whose painting was the first frame's longest
    // wait (17 ms of processor time), read back as it was painted.
    AheadWork paintAhead(const QTransform &toDevice, const QSize &deviceSize, const QRectF &itemRect, quint64 state,
                         Painting under, Painting over = {}, const QByteArray &fileKey = {},
                         KeptIn keptIn = KeptIn::Alone);

    // Draws what `under`, then `over`, paint within `itemRect` onto
    // `painter`: the picture kept, or painted ahead, for the same device
    // pixels and `state` (what else the picture shows, such as the theme),
    // else one painted now, on a pool thread the GUI thread waits for. A
    // painter that pixelArea() refuses gets both straight.
    void paint(QPainter &painter, const QRectF &itemRect, quint64 state, const Painting &under,
               const Painting &over = {});

    // Starts `work` on one pool thread, in its order: the pool's other
    // thread stays free for Qt's own fills, which the GUI thread waits for.
    static void startAhead(std::vector<AheadWork> work);

private:
    struct Picture;
    void drop();

    std::shared_ptr<Picture> m_picture;
};

// A scene's item whose picture its view has painted ahead when shown.
class PaintsAhead {
public:
    // The work for the item's picture through a painter mapping the item to
    // the view's viewport of `viewportSize` by `toViewport`.
    virtual PoolPicture::AheadWork paintAhead(const QTransform &toViewport, const QSize &viewportSize) = 0;

protected:
    ~PaintsAhead() = default;
};
