// Without a desktop theme (Qt's fallback, hicolor), a themed icon drawn
// before the window's first frame is the one bundled or the style's, the
// theme not read; after the first frame the theme is looked up, and an icon
// it has takes the place of the one drawn. A desktop theme is read at once.
// A tool bar's bundled icons drawn ahead are the pixels Qt's SVG engine draws.

#include "ui/window/themedicon.h"
#include "testmain.h"

#include <QApplication>
#include <QDir>
#include <QPainter>
#include <QMainWindow>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QWidget>

// The bundled icons live in the window's library.
static void initResources() { Q_INIT_RESOURCE(puzzlebox); }

namespace tst_themedicon {

// A theme named `name` in `root` with one red icon, `icon`.
void writeTheme(const QString &root, const QString &name, const QString &icon = QStringLiteral("test-themed"))
{
    QDir(root).mkpath(name + QStringLiteral("/16x16/actions"));
    QFile index(root + QLatin1Char('/') + name + QStringLiteral("/index.theme"));
    QVERIFY(index.open(QIODevice::WriteOnly));
    index.write("[Icon Theme]\nName=" + name.toUtf8()
                + "\nDirectories=16x16/actions\n\n[16x16/actions]\nSize=16\nType=Fixed\n");
    index.close();
    QImage picture(16, 16, QImage::Format_ARGB32);
    picture.fill(Qt::red);
    QVERIFY(picture.save(root + QLatin1Char('/') + name + QStringLiteral("/16x16/actions/") + icon + QStringLiteral(".png")));
}

class TestThemedIcon : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { initResources(); }

    void init()
    {
        QVERIFY(m_themes.isValid());
        writeTheme(m_themes.path(), QStringLiteral("hicolor"));
        writeTheme(m_themes.path(), QStringLiteral("desktop"));
        QIcon::setThemeSearchPaths({m_themes.path()});
    }

    void hicolorIsLookedUpAfterTheFirstFrame()
    {
        QIcon::setThemeName(QStringLiteral("hicolor"));
        QWidget window;
        window.resize(200, 100);
        lookUpThemeAfterFirstFrame(window);
        const QIcon icon = themedIcon(QStringLiteral("test-themed"), QStyle::SP_DialogHelpButton, window.style());
        // Drawn before the first frame: the style's.
        QVERIFY(!icon.isNull());
        QCOMPARE(icon.name(), QString());
        QVERIFY(icon.pixmap(16).toImage().pixelColor(8, 8) != QColor(Qt::red));

        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_COMPARE(icon.name(), QStringLiteral("test-themed"));
        QCOMPARE(icon.pixmap(16).toImage().pixelColor(8, 8), QColor(Qt::red));
    }

    void aDesktopThemeIsLookedUpAtOnce()
    {
        QIcon::setThemeName(QStringLiteral("desktop"));
        QWidget window;
        lookUpThemeAfterFirstFrame(window);
        const QIcon icon = themedIcon(QStringLiteral("test-themed"), QStyle::SP_DialogHelpButton, window.style());
        QCOMPARE(icon.name(), QStringLiteral("test-themed"));
    }

    void anIconTheThemeLacksStaysAsDrawn()
    {
        QIcon::setThemeName(QStringLiteral("hicolor"));
        QWidget window;
        lookUpThemeAfterFirstFrame(window);
        const QIcon icon = themedIcon(QStringLiteral("not-in-any-theme"), QStyle::SP_DialogHelpButton, window.style());
        const QImage before = icon.pixmap(16).toImage();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTest::qWait(50);
        QCOMPARE(icon.pixmap(16).toImage(), before);
        // Without a style, nothing at all, as before.
        QVERIFY(themedIcon(QStringLiteral("not-in-any-theme"), QStyle::SP_CustomBase, nullptr).isNull());
    }

    void aToolBarsIconsArePaintedAheadAsQtDrawsThem()
    {
        writeTheme(m_themes.path(), QStringLiteral("hicolor"), QStringLiteral("edit-undo"));
        QIcon::setThemeName(QStringLiteral("hicolor"));
        QMainWindow window;
        QToolBar *bar = window.addToolBar(QStringLiteral("bar"));
        lookUpThemeAfterFirstFrame(window);
        const QStringList names{QStringLiteral("edit-undo"), QStringLiteral("process-stop"), QStringLiteral("help-hint")};
        for (const QString &name : names)
            bar->addAction(themedIcon(name, QStyle::SP_DialogHelpButton, window.style()), name);
        paintIconsAhead(window);
        const QSize size = bar->iconSize();
        for (int i = 0; i < names.size(); ++i) {
            const QIcon icon = bar->actions().at(i)->icon();
            const QIcon qts(QStringLiteral(":/icons/actions/%1.svg").arg(names.at(i)));
            QCOMPARE(icon.actualSize(size), qts.actualSize(size));
            for (QIcon::Mode mode : {QIcon::Normal, QIcon::Disabled, QIcon::Active, QIcon::Selected})
                QCOMPARE(icon.pixmap(size, mode).toImage(), qts.pixmap(size, mode).toImage());
            // Asked for another size, the icon is drawn as before.
            QCOMPARE(icon.pixmap(16).toImage(), qts.pixmap(16).toImage());
        }

        // The theme, looked up after the first frame, takes the place of
        // what was drawn ahead.
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_COMPARE(bar->actions().at(0)->icon().name(), QStringLiteral("edit-undo"));
        const QImage themed = bar->actions().at(0)->icon().pixmap(size).toImage();
        QCOMPARE(themed.pixelColor(themed.width() / 2, themed.height() / 2), QColor(Qt::red));
        const QIcon stop = bar->actions().at(1)->icon();
        QCOMPARE(stop.pixmap(size).toImage(), QIcon(QStringLiteral(":/icons/actions/process-stop.svg")).pixmap(size).toImage());
    }

private:
    QTemporaryDir m_themes;
};

PUZZLEBOX_TEST_MAIN(TestThemedIcon)
} // namespace tst_themedicon
#include "tst_themedicon.moc"
