// View ▸ Picture on Tiles and Numbers on Tiles for Fifteen, through the
// window's menu: the entries come and go with the family, each tile draws its
// home cell's part of the picture (checked on the rendered scene's pixels),
// numbers show or hide, an image that cannot be used is refused naming the
// file and changes nothing, play and hints go on, the choice outlives the window.

#include "core/fifteen/fifteenpuzzle.h"
#include "ui/board/boardview.h"
#include "ui/families.h"
#include "ui/fifteen/fifteenscene.h"
#include "ui/fifteen/tilepicture.h"
#include "ui/mainwindow.h"
#include "windowdriver.h"
#include "../testsetup.h"
#include "windowsetup.h"
#include "testmain.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>
#include <QTimer>
#include <QtEndian>

#include <cstdlib>

namespace tst_tilepicture {

using pb::fifteen::FifteenBoard;
using pb::fifteen::FifteenPuzzle;

namespace {

// The scene drawn one scene unit to a pixel.
QImage render(QGraphicsScene &scene)
{
    const QRectF rect = scene.sceneRect();
    QImage image(rect.size().toSize(), QImage::Format_RGB32);
    image.fill(Qt::black);
    QPainter painter(&image);
    scene.render(&painter, QRectF(QPointF(0, 0), rect.size()), rect);
    return image;
}

int difference(QRgb a, QRgb b)
{
    return (std::abs(qRed(a) - qRed(b)) + std::abs(qGreen(a) - qGreen(b)) + std::abs(qBlue(a) - qBlue(b))) / 3;
}

QByteArray be32(quint32 value)
{
    QByteArray bytes(4, '\0');
    qToBigEndian(value, bytes.data());
    return bytes;
}

QByteArray pngChunk(const QByteArray &type, const QByteArray &data)
{
    const QByteArray body = type + data;
    quint32 crc = 0xffffffffu;
    for (const char byte : body) {
        crc ^= quint8(byte);
        for (int bit = 0; bit < 8; ++bit)
            crc = (crc >> 1) ^ (0xedb88320u & (0u - (crc & 1u)));
    }
    return be32(quint32(data.size())) + body + be32(~crc);
}

// A PNG of `width` x `height` as far as its header tells, whose pixel data is
// junk: what a huge image says of itself without the memory it would take,
// or a damaged file.
QByteArray junkPng(quint32 width, quint32 height)
{
    return QByteArray::fromHex("89504e470d0a1a0a")
        + pngChunk("IHDR", be32(width) + be32(height) + QByteArray::fromHex("0802000000")) // 8-bit RGB
        + pngChunk("IDAT", QByteArray(64, 'x')) + pngChunk("IEND", QByteArray());
}

} // namespace

class TestTilePicture : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        testsetup::useTestFolders();
    }

    void init()
    {
        QSettings().clear();
        openWindow();
        start(FifteenBoard::goal(4));
    }

    void cleanup() { m_window.reset(); }

    void optionsShowOnlyForFifteen()
    {
        QMenu *view = m_window->findChild<QMenu *>(QStringLiteral("menuView"));
        QVERIFY(view);
        QVERIFY(view->actions().contains(numbersAction()));
        QVERIFY(view->actions().contains(pictureMenu()->menuAction()));
        // Set apart from the window's own entries above and below.
        const qsizetype at = view->actions().indexOf(pictureMenu()->menuAction());
        QVERIFY(view->actions().at(at - 1)->isSeparator());
        QVERIFY(view->actions().at(at + 2)->isSeparator());

        for (const FamilyUi &family : familyUis()) {
            if (family.family == FifteenPuzzle::kFamily)
                continue;
            m_window->newGame(family.defaultGame(testsetup::appSettings()));
            QVERIFY(!m_window->findChild<QAction *>(QStringLiteral("actionTileNumbers")));
            QVERIFY(!m_window->findChild<QMenu *>(QStringLiteral("menuTilePicture")));
            for (const QAction *entry : view->actions())
                QVERIFY(!entry->text().contains(QStringLiteral("Tiles")));
        }
        start(FifteenBoard::goal(3));
        QVERIFY(view->actions().contains(numbersAction()));
    }

    void tilesShowTheirPartOfTheBundledPicture()
    {
        QVERIFY(scene()->tilePicture().isNull());
        QVERIFY(!numbersAction()->isEnabled()); // no picture: numbers always
        pictureAction("actionTilePicture_lakeside")->trigger();
        QVERIFY(pictureAction("actionTilePicture_lakeside")->isChecked());
        QVERIFY(numbersAction()->isEnabled());
        const QImage &picture = scene()->tilePicture();
        QCOMPARE(picture.size(), QSize(TilePicture::kSide, TilePicture::kSide));

        // Shuffled, so tiles are away from home: each still shows its home part.
        start(FifteenBoard::randomSolvable(4, 11));
        const QImage shown = render(*scene());
        for (int cell = 0; cell < 16; ++cell) {
            const int tile = board().tileAt(cell);
            if (tile == 0)
                continue;
            QVERIFY2(differenceFromPicture(shown, cell, tile) < 18, qPrintable(QStringLiteral("tile %1").arg(tile)));
        }
        // And not just any part: tile 1 over tile 16's home would be wrong.
        const int cellOf1 = board().cellOf(1);
        QVERIFY(differenceFromPicture(shown, cellOf1, 15) > 30);
        QVERIFY(tileDifference(shown, board().cellOf(1), board().cellOf(12)) > 30);
    }

    void numbersComeAndGo()
    {
        pictureAction("actionTilePicture_lakeside")->trigger();
        QVERIFY(numbersAction()->isChecked());
        QVERIFY(scene()->tileNumbersShown());
        const QImage withNumbers = render(*scene());
        numbersAction()->trigger();
        QVERIFY(!numbersAction()->isChecked());
        QVERIFY(!scene()->tileNumbersShown());
        const QImage without = render(*scene());
        // The badge's corner of tile 7 (in the sun's glow) changed, and shows
        // the picture now.
        const QPoint corner = onImage(scene()->cellCenter(6) + QPointF(-30, -30));
        QVERIFY(difference(withNumbers.pixel(corner), without.pixel(corner)) > 40);
        QVERIFY(difference(without.pixel(corner), pictureAt(6, QPointF(-30, -30))) < 25);
        // The rest of the tile is the same.
        const QPoint middle = onImage(scene()->cellCenter(6) + QPointF(20, 25));
        QCOMPARE(withNumbers.pixel(middle), without.pixel(middle));

        // Without a picture the numbers are all a tile shows.
        pictureAction("actionTilePicture_none")->trigger();
        QVERIFY(scene()->tilePicture().isNull());
        QVERIFY(scene()->tileNumbersShown());
        QVERIFY(!numbersAction()->isEnabled());
    }

    void opensAnImageOfThePlayers()
    {
        QTemporaryDir dir;
        // Landscape 300 x 200: the middle 200 x 200 is kept, red left, blue right.
        QImage image(300, 200, QImage::Format_RGB32);
        image.fill(Qt::yellow);
        QPainter painter(&image);
        painter.fillRect(QRect(50, 0, 100, 200), Qt::red);
        painter.fillRect(QRect(150, 0, 100, 200), Qt::blue);
        painter.end();
        const QString path = dir.filePath(QStringLiteral("my photo & more.png"));
        QVERIFY(image.save(path));

        QCOMPARE(openImage(path), QString());
        const QImage &picture = scene()->tilePicture();
        QCOMPARE(picture.pixel(10, 10), QColor(Qt::red).rgb());
        QCOMPARE(picture.pixel(TilePicture::kSide - 10, 10), QColor(Qt::blue).rgb());
        QAction *own = pictureAction("actionTilePicture_file");
        QVERIFY(own->isVisible());
        QVERIFY(own->isChecked());
        QCOMPARE(own->text(), QStringLiteral("my photo && more.png")); // no mnemonic
        const QImage shown = render(*scene());
        QVERIFY(difference(shown.pixel(onImage(scene()->cellCenter(0) + QPointF(10, 20))), QColor(Qt::red).rgb()) < 30);
        QVERIFY(difference(shown.pixel(onImage(scene()->cellCenter(3) + QPointF(10, 20))), QColor(Qt::blue).rgb()) < 30);
    }

    void refusesWhatIsNoPicture_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("reason");
        QTest::newRow("text") << QByteArray("3\n1 2 3\n4 5 6\n7 8 _\n") << QStringLiteral("notes.txt")
                              << QStringLiteral("not an image");
        QByteArray garbage(4096, '\0');
        for (int i = 0; i < garbage.size(); ++i)
            garbage[i] = char((i * 7919 + 13) % 251);
        QTest::newRow("garbage") << garbage << QStringLiteral("garbage.png") << QStringLiteral("not an image");
        QTest::newRow("damaged") << junkPng(400, 300) << QStringLiteral("cut-off.png") << QStringLiteral("damaged");
        QTest::newRow("huge dimensions") << junkPng(20000, 300) << QStringLiteral("wide.png")
                                         << QStringLiteral("20000 × 300 pixels");
        QTest::newRow("huge file") << QByteArray() << QStringLiteral("huge.png") << QStringLiteral("too large");
    }

    void refusesWhatIsNoPicture()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, name);
        QFETCH(QString, reason);
        pictureAction("actionTilePicture_lakeside")->trigger();
        const QImage before = scene()->tilePicture();
        const QVariant stored = QSettings().value(QStringLiteral("fifteen/tilePicture"));

        QTemporaryDir dir;
        const QString path = dir.filePath(name);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(content);
        if (content.isEmpty())
            QVERIFY(file.resize(TilePicture::kMaxFileBytes + 1)); // sparse: takes no disk
        file.close();

        const QString refusal = openImage(path);
        QVERIFY2(refusal.contains(QDir::toNativeSeparators(path)), qPrintable(refusal));
        QVERIFY2(refusal.contains(reason), qPrintable(refusal));
        QVERIFY(scene()->tilePicture() == before);
        QCOMPARE(QSettings().value(QStringLiteral("fifteen/tilePicture")), stored);
        QVERIFY(pictureAction("actionTilePicture_lakeside")->isChecked());
        QVERIFY(!pictureAction("actionTilePicture_file")->isVisible());
    }

    void playAndHintsWorkWithThePicture()
    {
        pictureAction("actionTilePicture_lakeside")->trigger();
        FifteenBoard near = FifteenBoard::goal(3);
        near.slide(6);
        near.slide(5);
        start(near);
        BoardView *view = m_window->boardView();
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(scene()->cellCenter(near.cellOf(5))));
        QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("5")});
        m_window->session().undo();
        windowdriver::action(*m_window, "actionHint")->trigger();
        QTRY_COMPARE(scene()->hintTile(), 5);
        windowdriver::action(*m_window, "actionHint")->trigger();
        QTRY_COMPARE(m_window->session().moveCount(), 1);
        windowdriver::action(*m_window, "actionHint")->trigger();
        windowdriver::action(*m_window, "actionHint")->trigger();
        QTRY_VERIFY(m_window->session().position().isSolved());
        QVERIFY(!scene()->tilePicture().isNull());

        // The exported board has the picture too.
        QTemporaryDir dir;
        const QString withPicture = dir.filePath(QStringLiteral("picture.png"));
        const QString plain = dir.filePath(QStringLiteral("plain.png"));
        QCOMPARE(m_window->exportBoard(withPicture), QString());
        pictureAction("actionTilePicture_none")->trigger();
        QCOMPARE(m_window->exportBoard(plain), QString());
        QVERIFY(QImage(withPicture) != QImage(plain));
    }

    void theChoiceOutlivesTheWindow()
    {
        pictureAction("actionTilePicture_lakeside")->trigger();
        numbersAction()->trigger();
        m_window.reset();
        openWindow();
        start(FifteenBoard::goal(5));
        QVERIFY(!scene()->tilePicture().isNull());
        QVERIFY(!scene()->tileNumbersShown());
        QVERIFY(pictureAction("actionTilePicture_lakeside")->isChecked());
        QVERIFY(!numbersAction()->isChecked());

        // A picture file gone by the next start: numbers, said once.
        const QString gone = QDir::temp().filePath(QStringLiteral("tst_tilepicture-gone.png"));
        QFile::remove(gone);
        QSettings().setValue(QStringLiteral("fifteen/tilePicture"), QStringLiteral("file:") + gone);
        m_window.reset();
        openWindow();
        start(FifteenBoard::goal(4));
        QVERIFY(scene()->tilePicture().isNull());
        QTRY_VERIFY(m_window->statusBar()->currentMessage().contains(QDir::toNativeSeparators(gone)));
        QVERIFY(pictureAction("actionTilePicture_none")->isChecked());
        QVERIFY(!QSettings().contains(QStringLiteral("fifteen/tilePicture")));

        // A stored picture found damaged only when decoded: the same, once
        // the decoding has ended, and the menu follows.
        QTemporaryDir dir;
        const QString damaged = dir.filePath(QStringLiteral("cut-off.png"));
        QFile file(damaged);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(junkPng(400, 300));
        file.close();
        QSettings().setValue(QStringLiteral("fifteen/tilePicture"), QStringLiteral("file:") + damaged);
        m_window.reset();
        openWindow();
        start(FifteenBoard::goal(4));
        QVERIFY(pictureAction("actionTilePicture_file")->isChecked());
        QTRY_VERIFY(m_window->statusBar()->currentMessage().contains(QDir::toNativeSeparators(damaged)));
        QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("damaged")));
        QVERIFY(scene()->tilePicture().isNull());
        QVERIFY(!QSettings().contains(QStringLiteral("fifteen/tilePicture")));
        QVERIFY(pictureAction("actionTilePicture_none")->isChecked());
        QVERIFY(!pictureAction("actionTilePicture_file")->isVisible());
        QVERIFY(!numbersAction()->isEnabled());
    }

    void decodesOffTheGuiThread()
    {
        QTemporaryDir dir;
        QImage image(400, 400, QImage::Format_RGB32);
        image.fill(Qt::red);
        const QString red = dir.filePath(QStringLiteral("red.png"));
        QVERIFY(image.save(red));
        image.fill(Qt::blue);
        const QString blue = dir.filePath(QStringLiteral("blue.png"));
        QVERIFY(image.save(blue));

        // The choice returns before the image is decoded: nothing changed yet.
        chooseFile(red);
        QVERIFY(scene()->tilePicture().isNull());
        QVERIFY(!QSettings().contains(QStringLiteral("fifteen/tilePicture")));
        QVERIFY(pictureAction("actionTilePicture_none")->isChecked());
        QTRY_VERIFY(!scene()->tilePicture().isNull());
        QCOMPARE(scene()->tilePicture().pixel(10, 10), QColor(Qt::red).rgb());
        QVERIFY(pictureAction("actionTilePicture_file")->isChecked());

        // A later choice wins over one still decoding.
        chooseFile(blue);
        QCOMPARE(scene()->tilePicture().pixel(10, 10), QColor(Qt::red).rgb()); // the old one until then
        pictureAction("actionTilePicture_lakeside")->trigger();
        const QImage lakeside = TilePicture::bundledSquare(*TilePicture::findBundled(QStringLiteral("lakeside")));
        QCOMPARE(scene()->tilePicture(), lakeside);
        finishDecoding();
        QCOMPARE(scene()->tilePicture(), lakeside);
        QCOMPARE(QSettings().value(QStringLiteral("fifteen/tilePicture")).toString(), QStringLiteral("bundled:lakeside"));
        QVERIFY(pictureAction("actionTilePicture_lakeside")->isChecked());

        // A new scene shows numbers until its picture is decoded ...
        image.fill(Qt::green);
        const QString green = dir.filePath(QStringLiteral("green.png"));
        QVERIFY(image.save(green));
        QSettings().setValue(QStringLiteral("fifteen/tilePicture"), QStringLiteral("file:") + green);
        m_window.reset();
        openWindow();
        start(FifteenBoard::goal(4));
        QVERIFY(scene()->tilePicture().isNull());
        QVERIFY(scene()->tileNumbersShown());
        QTRY_VERIFY(!scene()->tilePicture().isNull());
        QCOMPARE(scene()->tilePicture().pixel(10, 10), QColor(Qt::green).rgb());
        // ... once: back from another family, it is there at once.
        startAnotherFamily();
        start(FifteenBoard::goal(3));
        QCOMPARE(scene()->tilePicture().pixel(10, 10), QColor(Qt::green).rgb());

        // A scene gone before its picture arrives is no matter.
        QSettings().setValue(QStringLiteral("fifteen/tilePicture"), QStringLiteral("file:") + red);
        startAnotherFamily();
        start(FifteenBoard::goal(4));
        QVERIFY(scene()->tilePicture().isNull());
        m_window.reset();
        finishDecoding();
    }

    void entriesFollowTheLanguage()
    {
        // Built afresh after a language change, in the same state.
        pictureAction("actionTilePicture_lakeside")->trigger();
        QEvent change(QEvent::LanguageChange);
        QApplication::sendEvent(m_window.get(), &change);
        QCOMPARE(m_window->findChildren<QMenu *>(QStringLiteral("menuTilePicture")).size(), 1);
        QCOMPARE(m_window->findChildren<QAction *>(QStringLiteral("actionTileNumbers")).size(), 1);
        QVERIFY(pictureAction("actionTilePicture_lakeside")->isChecked());
    }

private:
    void openWindow()
    {
        m_window = std::make_unique<MainWindow>();
        QVERIFY(windowsetup::show(*m_window, {900, 700}));
    }
    void startAnotherFamily()
    {
        for (const FamilyUi &family : familyUis()) {
            if (family.family != FifteenPuzzle::kFamily) {
                m_window->newGame(family.defaultGame(testsetup::appSettings()));
                return;
            }
        }
    }
    void start(const FifteenBoard &board) { m_window->newGame(std::make_unique<FifteenPuzzle>(board)); }
    FifteenScene *scene() const { return qobject_cast<FifteenScene *>(m_window->scene()); }
    const FifteenBoard &board() const { return dynamic_cast<const FifteenPuzzle &>(m_window->session().position()).board(); }
    QMenu *pictureMenu() const
    {
        auto *menu = m_window->findChild<QMenu *>(QStringLiteral("menuTilePicture"));
        Q_ASSERT(menu);
        return menu;
    }
    QAction *pictureAction(const char *name) const
    {
        auto *action = pictureMenu()->findChild<QAction *>(QString::fromLatin1(name));
        Q_ASSERT(action);
        return action;
    }
    QAction *numbersAction() const { return windowdriver::action(*m_window, "actionTileNumbers"); }

    // Picture on Tiles ▸ Open Image… choosing `path`, without waiting for the
    // image to be decoded.
    void chooseFile(const QString &path)
    {
        QTimer::singleShot(0, m_window.get(), [path] {
            if (auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget())) {
                dialog->selectFile(path);
                static_cast<QDialog *>(dialog)->accept();
            }
        });
        pictureAction("actionTilePictureOpen")->trigger();
    }

    // chooseFile(), then waits until the picture is shown or refused: the
    // message box's text when it is refused, else empty.
    QString openImage(const QString &path)
    {
        QString refusal;
        QTimer closer;
        QObject::connect(&closer, &QTimer::timeout, [&refusal] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                refusal = box->text();
                box->close();
            }
        });
        closer.start(5);
        chooseFile(path);
        const QString choice = QStringLiteral("file:") + QFileInfo(path).absoluteFilePath();
        if (!QTest::qWaitFor([&] { return !refusal.isEmpty() || QSettings().value(QStringLiteral("fifteen/tilePicture")) == choice; }))
            return QStringLiteral("neither shown nor refused");
        return refusal;
    }

    // Lets every pending decode end and its result arrive.
    static void finishDecoding()
    {
        QThreadPool::globalInstance()->waitForDone();
        QCoreApplication::processEvents();
    }

    // Where a scene point lands on render()'s image.
    QPoint onImage(const QPointF &scenePoint) const { return (scenePoint - scene()->sceneRect().topLeft()).toPoint(); }

    // The picture's pixel under scene offset `offset` from the centre of
    // `home`'s cell, the picture spread over the whole board.
    QRgb pictureAt(int home, const QPointF &offset) const
    {
        const QImage &picture = scene()->tilePicture();
        const int d = scene()->dim();
        const qreal perUnit = qreal(picture.width()) / (d * 100);
        const QPointF centre = (scene()->cellCenter(home) - scene()->cellCenter(0) + QPointF(50, 50)) * perUnit;
        return picture.pixel((centre + offset * perUnit).toPoint());
    }

    // Samples of the middle and lower part of the tile on `cell` (clear of
    // the number's badge), against the picture's part for `tile`'s home.
    int differenceFromPicture(const QImage &shown, int cell, int tile) const
    {
        int total = 0;
        int count = 0;
        for (int dy = 0; dy <= 30; dy += 10) {
            for (int dx = -30; dx <= 30; dx += 10) {
                const QPoint at = onImage(scene()->cellCenter(cell) + QPointF(dx, dy));
                total += difference(shown.pixel(at), pictureAt(tile - 1, QPointF(dx, dy)));
                ++count;
            }
        }
        return total / count;
    }

    int tileDifference(const QImage &shown, int cellA, int cellB) const
    {
        int total = 0;
        int count = 0;
        for (int dy = 0; dy <= 30; dy += 10) {
            for (int dx = -30; dx <= 30; dx += 10) {
                const QPoint a = onImage(scene()->cellCenter(cellA) + QPointF(dx, dy));
                const QPoint b = onImage(scene()->cellCenter(cellB) + QPointF(dx, dy));
                total += difference(shown.pixel(a), shown.pixel(b));
                ++count;
            }
        }
        return total / count;
    }

    std::unique_ptr<MainWindow> m_window;
};

PUZZLEBOX_TEST_MAIN(TestTilePicture)
} // namespace tst_tilepicture
#include "tst_tilepicture.moc"
