// A PoolPicture draws the same pixels whether it was painted ahead, kept
// from the paint before, read from the file a start before kept (alone, or
// with a board's other pieces) or painted at the paint, and paints only when it has no picture of those pixels; the
// board's view has its items' pictures painted ahead when shown, before any
// paint event.

#include "ui/board/boardview.h"
#include "ui/board/poolpainting.h"
#include "testmain.h"

#include <QFile>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QPainter>
#include <QSemaphore>
#include <QStandardPaths>
#include <QDir>
#include <QTest>
#include <QThreadPool>

#include <sys/stat.h>

#include <atomic>
#include <memory>

namespace tst_poolpicture {

const QRectF kItemRect(-20, -15, 40, 30);
const QSize kDeviceSize(120, 90);

// Moved by fractions of a pixel and scaled, as a board in its view is.
QTransform toDevice(qreal dx = 50.3)
{
    return QTransform::fromScale(1.7, 1.7) * QTransform::fromTranslate(dx, 44.6);
}

// A disc with a ring and a gradient, counted each time it is painted.
struct CountedPainting {
    std::shared_ptr<std::atomic<int>> ahead = std::make_shared<std::atomic<int>>(0);
    std::shared_ptr<std::atomic<int>> rest = std::make_shared<std::atomic<int>>(0);

    PoolPicture::Painting aheadPainting() const
    {
        return [count = ahead](QPainter &painter) {
            ++*count;
            QRadialGradient fill(QPointF(-5, -4), 18);
            fill.setColorAt(0, QColor(250, 200, 120));
            fill.setColorAt(1, QColor(120, 60, 20, 200));
            painter.setPen(Qt::NoPen);
            painter.setBrush(fill);
            painter.drawEllipse(kItemRect.adjusted(2, 2, -2, -2));
        };
    }
    PoolPicture::Painting restPainting() const
    {
        return [count = rest](QPainter &painter) {
            ++*count;
            painter.setBrush(Qt::NoBrush);
            painter.setPen(QPen(QColor(40, 20, 200, 180), 3.5));
            painter.drawEllipse(kItemRect.adjusted(6, 5, -6, -5));
        };
    }
};

QImage blankDevice()
{
    QImage image(kDeviceSize, QImage::Format_ARGB32_Premultiplied);
    image.fill(QColor(230, 240, 250));
    return image;
}

// What the item looks like painted at once, the two paintings in one go
// into one image, as items were painted before they kept their pictures.
QImage paintedAtOnce(const QTransform &transform = toDevice())
{
    const CountedPainting painting;
    QImage device = blankDevice();
    QPainter painter(&device);
    painter.setTransform(transform);
    const QRect area = *pixelArea(painter, kItemRect);
    QImage image(area.size(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter onImage(&image);
    onImage.setRenderHint(QPainter::Antialiasing);
    onImage.setTransform(transform * QTransform::fromTranslate(-area.left(), -area.top()));
    painting.aheadPainting()(onImage);
    painting.restPainting()(onImage);
    onImage.end();
    painter.resetTransform();
    painter.drawImage(area.topLeft(), image);
    return device;
}

QImage paintedBy(PoolPicture &picture, const CountedPainting &painting, quint64 state = 0,
                 const QTransform &transform = toDevice())
{
    QImage device = blankDevice();
    QPainter painter(&device);
    painter.setTransform(transform);
    picture.paint(painter, kItemRect, state, painting.aheadPainting(), painting.restPainting());
    return device;
}

// An item of the view that counts its paintings, and lets the test wait for
// one without handling any event.
class CountingItem : public QGraphicsItem, public PaintsAhead {
public:
    QRectF boundingRect() const override { return kItemRect; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        m_picture.paint(*painter, kItemRect, 0, painting());
    }
    PoolPicture::AheadWork paintAhead(const QTransform &toViewport, const QSize &viewportSize) override
    {
        return m_picture.paintAhead(toViewport, viewportSize, kItemRect, 0, painting());
    }

    std::shared_ptr<std::atomic<int>> paintings = std::make_shared<std::atomic<int>>(0);
    std::shared_ptr<QSemaphore> painted = std::make_shared<QSemaphore>();

private:
    PoolPicture::Painting painting() const
    {
        return [paintings = paintings, painted = painted](QPainter &painter) {
            ++*paintings;
            painter.fillRect(kItemRect, QColor(200, 30, 40));
            painted->release();
        };
    }

    PoolPicture m_picture;
};

class TestPoolPicture : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void paintedAheadIsDrawnAsPaintedAtOnce()
    {
        PoolPicture picture;
        const CountedPainting painting;
        const PoolPicture::AheadWork work =
            picture.paintAhead(toDevice(), kDeviceSize, kItemRect, 0, painting.aheadPainting(), painting.restPainting());
        QVERIFY(work);
        work();
        QCOMPARE(painting.ahead->load(), 1);
        QCOMPARE(painting.rest->load(), 1);

        // Painted in two, drawn as painted in one go, and not painted again.
        QCOMPARE(paintedBy(picture, painting), paintedAtOnce());
        QCOMPARE(painting.ahead->load(), 1);
        QCOMPARE(painting.rest->load(), 1);
    }

    void keptForTheNextPaintOfTheSamePixels()
    {
        PoolPicture picture;
        const CountedPainting painting;
        QCOMPARE(paintedBy(picture, painting), paintedAtOnce());
        QCOMPARE(paintedBy(picture, painting), paintedAtOnce());
        QCOMPARE(painting.ahead->load(), 1);
        QCOMPARE(painting.rest->load(), 1);
        // Moved by whole pixels, the same picture is drawn further on.
        QCOMPARE(paintedBy(picture, painting, 0, toDevice(53.3)), paintedAtOnce(toDevice(53.3)));
        QCOMPARE(painting.ahead->load(), 1);
        // Already kept, nothing is left to paint ahead.
        QVERIFY(!picture.paintAhead(toDevice(), kDeviceSize, kItemRect, 0, painting.aheadPainting()));
    }

    void otherPixelsOrStatePaintAgain()
    {
        PoolPicture picture;
        const CountedPainting painting;
        paintedBy(picture, painting);
        QCOMPARE(paintedBy(picture, painting, 0, toDevice(50.8)), paintedAtOnce(toDevice(50.8)));
        QCOMPARE(painting.ahead->load(), 2);
        paintedBy(picture, painting, 7, toDevice(50.8));
        QCOMPARE(painting.ahead->load(), 3);
        QCOMPARE(painting.rest->load(), 3);
    }

    void aPictureNotBegunIsPaintedAtThePaint()
    {
        PoolPicture picture;
        const CountedPainting painting;
        const PoolPicture::AheadWork work =
            picture.paintAhead(toDevice(), kDeviceSize, kItemRect, 0, painting.aheadPainting(), painting.restPainting());
        QCOMPARE(paintedBy(picture, painting), paintedAtOnce());
        QCOMPARE(painting.ahead->load(), 1);
        // The work comes too late: the picture is painted already.
        work();
        QCOMPARE(painting.ahead->load(), 1);
    }

    void aPictureDroppedIsNotPaintedAhead()
    {
        auto picture = std::make_unique<PoolPicture>();
        const CountedPainting painting;
        const PoolPicture::AheadWork first = picture->paintAhead(toDevice(), kDeviceSize, kItemRect, 0, painting.aheadPainting());
        // Another size before the first was painted, then the item gone.
        const PoolPicture::AheadWork second = picture->paintAhead(toDevice(51), kDeviceSize, kItemRect, 0, painting.aheadPainting());
        picture.reset();
        first();
        second();
        QCOMPARE(painting.ahead->load(), 0);
    }

    void keptInAFileForTheNextStart()
    {
        QFile::remove(QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + QStringLiteral("/board-picture"));
        const CountedPainting painting;
        const QByteArray key("the board");
        auto paintAheadOnce = [&](const QByteArray &fileKey, const QTransform &transform, quint64 state) {
            PoolPicture picture;
            picture.paintAhead(transform, kDeviceSize, kItemRect, state, painting.aheadPainting(), painting.restPainting(),
                               fileKey)();
            return paintedBy(picture, painting, state, transform);
        };
        QCOMPARE(paintAheadOnce(key, toDevice(), 0), paintedAtOnce());
        QCOMPARE(painting.ahead->load(), 1);
        // The next start reads what was painted under, and draws the same
        // pixels; what is painted over is painted again.
        QCOMPARE(paintAheadOnce(key, toDevice(), 0), paintedAtOnce());
        QCOMPARE(painting.ahead->load(), 1);
        QCOMPARE(painting.rest->load(), 2);
        // Another board, other pixels or another state are painted.
        paintAheadOnce("another board", toDevice(), 0);
        QCOMPARE(painting.ahead->load(), 2);
        QCOMPARE(paintAheadOnce(key, toDevice(50.8), 0), paintedAtOnce(toDevice(50.8)));
        QCOMPARE(painting.ahead->load(), 3);
        paintAheadOnce(key, toDevice(50.8), 1);
        QCOMPARE(painting.ahead->load(), 4);
        paintAheadOnce(key, toDevice(50.8), 1);
        QCOMPARE(painting.ahead->load(), 4);
    }

    // Kept with what is painted over, the next start paints neither.
    void keptWithWhatIsOverForTheNextStart()
    {
        QFile::remove(QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + QStringLiteral("/board-picture"));
        const CountedPainting painting;
        auto paintAheadOnce = [&](PoolPicture::KeptIn keptIn) {
            PoolPicture picture;
            picture.paintAhead(toDevice(), kDeviceSize, kItemRect, 0, painting.aheadPainting(), painting.restPainting(),
                               "the board and its inlay", keptIn)();
            return paintedBy(picture, painting);
        };
        QCOMPARE(paintAheadOnce(PoolPicture::KeptIn::AloneWithOver), paintedAtOnce());
        QCOMPARE(paintAheadOnce(PoolPicture::KeptIn::AloneWithOver), paintedAtOnce());
        QCOMPARE(painting.ahead->load(), 1);
        QCOMPARE(painting.rest->load(), 1);
        // What under alone painted is not taken for both.
        QCOMPARE(paintAheadOnce(PoolPicture::KeptIn::Alone), paintedAtOnce());
        QCOMPARE(paintAheadOnce(PoolPicture::KeptIn::AloneWithOver), paintedAtOnce());
        QCOMPARE(painting.rest->load(), 3);
    }

    // Whatever takes the kept file's place is painted over, at once: a pipe
    // (which a plain open would wait on for ever), a directory, a file cut
    // short or one grown longer.
    void aStrangeKeptFileIsPaintedAgain_data()
    {
        QTest::addColumn<QString>("kind");
        for (const char *kind : {"pipe", "directory", "cut short", "grown"})
            QTest::newRow(kind) << QString::fromLatin1(kind);
    }
    void aStrangeKeptFileIsPaintedAgain()
    {
        QFETCH(QString, kind);
        const QString path = QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + QStringLiteral("/board-picture");
        const CountedPainting painting;
        const QByteArray key("the strange file's board");
        auto paintAheadOnce = [&] {
            PoolPicture picture;
            picture.paintAhead(toDevice(), kDeviceSize, kItemRect, 0, painting.aheadPainting(), painting.restPainting(),
                               key)();
            return paintedBy(picture, painting, 0, toDevice());
        };
        QFile::remove(path);
        QDir(path).removeRecursively();
        QCOMPARE(paintAheadOnce(), paintedAtOnce());
        QCOMPARE(painting.ahead->load(), 1);
        if (kind == QStringLiteral("pipe") || kind == QStringLiteral("directory")) {
            QVERIFY(QFile::remove(path));
            if (kind == QStringLiteral("pipe"))
                QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
            else
                QVERIFY(QDir().mkdir(path));
        } else {
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadWrite));
            const qint64 size = file.size();
            QVERIFY(kind == QStringLiteral("grown") ? file.seek(size) && file.write("x", 1) == 1 : file.resize(size - 1));
        }
        QCOMPARE(paintAheadOnce(), paintedAtOnce());
        QCOMPARE(painting.ahead->load(), 2);
        QFile::remove(path);
        QDir(path).removeRecursively();
    }

    // A board's pieces, painted ahead, are kept in one file once all the
    // work ahead is done, and the next start reads them all back; a start
    // that has to paint one writes the file again, and a strange file is
    // painted over.
    void piecesAreKeptTogetherForTheNextStart()
    {
        const QString path = QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + QStringLiteral("/board-pieces");
        QFile::remove(path);
        const CountedPainting painting;
        auto startOnce = [&](quint64 state) {
            PoolPicture one;
            PoolPicture other;
            std::vector<PoolPicture::AheadWork> work;
            for (auto [picture, transform] : {std::pair{&one, toDevice()}, std::pair{&other, toDevice(50.8)}})
                work.push_back(picture->paintAhead(transform, kDeviceSize, kItemRect, state, painting.aheadPainting(),
                                                   painting.restPainting(), "a piece", PoolPicture::KeptIn::WithPieces));
            PoolPicture::startAhead(std::move(work));
            QThreadPool::globalInstance()->waitForDone();
            QCOMPARE(paintedBy(one, painting, state, toDevice()), paintedAtOnce());
            QCOMPARE(paintedBy(other, painting, state, toDevice(50.8)), paintedAtOnce(toDevice(50.8)));
        };
        startOnce(0);
        QCOMPARE(painting.ahead->load(), 2);
        QVERIFY(QFile::exists(path));
        startOnce(0);
        QCOMPARE(painting.ahead->load(), 2);
        QCOMPARE(painting.rest->load(), 4);
        // Another state is painted, and kept in place of the pieces before.
        startOnce(1);
        QCOMPARE(painting.ahead->load(), 4);
        startOnce(1);
        QCOMPARE(painting.ahead->load(), 4);
        startOnce(0);
        QCOMPARE(painting.ahead->load(), 6);

        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadWrite));
        QVERIFY(file.resize(file.size() - 1));
        file.close();
        startOnce(0);
        QCOMPARE(painting.ahead->load(), 8);
        QVERIFY(QFile::remove(path));
        QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        startOnce(0);
        QCOMPARE(painting.ahead->load(), 10);
        QFile::remove(path);
    }

    void aShownViewHasItsItemsPaintedAhead()
    {
        QGraphicsScene scene(-60, -45, 120, 90);
        auto *item = new CountingItem;
        scene.addItem(item);
        BoardView view;
        view.resize(240, 180);
        view.setScene(&scene);
        view.show();
        // Painted on the pool before the view has handled any event, its
        // first paint included.
        QVERIFY(item->painted->tryAcquire(1, 10000));
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QImage shown = view.grab().toImage();
        QCOMPARE(item->paintings->load(), 1);
        const QPoint centre = view.mapFromScene(QPointF(0, 0));
        QCOMPARE(shown.pixelColor(centre), QColor(200, 30, 40));
    }
};

PUZZLEBOX_TEST_MAIN(TestPoolPicture)
} // namespace tst_poolpicture
#include "tst_poolpicture.moc"
