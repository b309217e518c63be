// Without a desktop theme (Qt's fallback, hicolor), a themed icon drawn
// before the window's first frame is the one bundled or the style's, the
// theme not read; after the first frame the theme is looked up, and an icon
// it has takes the place of the one drawn. A desktop theme is read at once.

#include "ui/window/themedicon.h"
#include "testmain.h"

#include <QApplication>
#include <QDir>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>
#include <QWidget>

namespace tst_themedicon {

// A theme named `name` in `root` with one icon, test-themed.
void writeTheme(const QString &root, const QString &name)
{
    QDir(root).mkpath(name + QStringLiteral("/16x16/actions"));
    QFile index(root + QLatin1Char('/') + name + QStringLiteral("/index.theme"));
    QVERIFY(index.open(QIODevice::WriteOnly));
    index.write("[Icon Theme]\nName=" + name.toUtf8()
                + "\nDirectories=16x16/actions\n\n[16x16/actions]\nSize=16\nType=Fixed\n");
    index.close();
    QImage picture(16, 16, QImage::Format_ARGB32);
    picture.fill(Qt::red);
    QVERIFY(picture.save(root + QLatin1Char('/') + name + QStringLiteral("/16x16/actions/test-themed.png")));
}

class TestThemedIcon : public QObject {
    Q_OBJECT

private slots:
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

private:
    QTemporaryDir m_themes;
};

PUZZLEBOX_TEST_MAIN(TestThemedIcon)
} // namespace tst_themedicon
#include "tst_themedicon.moc"
