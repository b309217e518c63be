#include "themedicon.h"

#include "afterfirstframe.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QFuture>
#include <QIconEngine>
#include <QPainter>
#include <QPointer>
#include <QStyleOption>
#include <QSvgRenderer>
#include <QToolButton>
#include <QtConcurrent>

#include <algorithm>
#include <array>
#include <vector>

namespace {

class LazyThemedIconEngine;

// Engines drawn without the theme before the first frame, to look up after it.
std::vector<LazyThemedIconEngine *> &withoutTheme()
{
    static std::vector<LazyThemedIconEngine *> engines;
    return engines;
}

// Every engine alive, for paintIconsAhead() to find by its icon.
std::vector<LazyThemedIconEngine *> &allEngines()
{
    static std::vector<LazyThemedIconEngine *> engines;
    return engines;
}

bool g_themeWaits = false;

QString bundledFile(const QString &name) { return QStringLiteral(":/icons/actions/%1.svg").arg(name); }

// `file` drawn as Qt's SVG icon engine draws it for `size`: the largest size
// of its shape within `size`, on transparent pixels.
QImage drawnAsQtDraws(const QString &file, const QSize &size)
{
    QSvgRenderer renderer(file);
    QSize actual = renderer.defaultSize();
    if (!actual.isNull())
        actual.scale(size, Qt::KeepAspectRatio);
    if (!renderer.isValid() || actual.isEmpty())
        return QImage();
    QImage image(actual, QImage::Format_ARGB32_Premultiplied);
    image.fill(0);
    QPainter painter(&image);
    renderer.render(&painter);
    return image;
}

bool themeWaits()
{
    return g_themeWaits && QIcon::themeName() == QLatin1String("hicolor");
}

class LazyThemedIconEngine : public QIconEngine {
public:
    LazyThemedIconEngine(const QString &name, QStyle::StandardPixmap fallback, const QStyle *style)
        : m_name(name), m_fallback(fallback), m_style(style)
    {
        allEngines().push_back(this);
    }
    LazyThemedIconEngine(const LazyThemedIconEngine &other)
        : QIconEngine(other), m_name(other.m_name), m_fallback(other.m_fallback), m_style(other.m_style)
    {
        allEngines().push_back(this);
    }
    ~LazyThemedIconEngine() override
    {
        std::erase(withoutTheme(), this);
        std::erase(allEngines(), this);
    }

    // The QIcon made with this engine, and its copies.
    void setIconKey(qint64 key) { m_iconKey = key; }
    qint64 iconKey() const { return m_iconKey; }

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State state) override
    {
        icon().paint(painter, rect, Qt::AlignCenter, mode, state);
    }
    QSize actualSize(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        if (const QPixmap *ahead = aheadPixmap(size, QIcon::Normal))
            return ahead->size();
        return icon().actualSize(size, mode, state);
    }
    // `size` is in device pixels already: the icon's own engine is asked
    // for exactly that, as QIcon asks this one.
    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        if (const QPixmap *ahead = aheadPixmap(size, mode))
            return *ahead;
        return icon().pixmap(size, 1.0, mode, state);
    }
    QList<QSize> availableSizes(QIcon::Mode mode, QIcon::State state) override
    {
        return icon().availableSizes(mode, state);
    }
    QString iconName() override { return icon().name(); }
    bool isNull() override { return !aheadPixmap(m_aheadSize, QIcon::Normal) && icon().isNull(); }
    QString key() const override { return QStringLiteral("LazyThemedIconEngine"); }
    QIconEngine *clone() const override { return new LazyThemedIconEngine(*this); }

    // True when the theme has an icon other than the one drawn.
    bool lookUpTheme()
    {
        const QIcon themed = QIcon::fromTheme(m_name, m_icon);
        const bool other = themed.cacheKey() != m_icon.cacheKey();
        m_icon = themed;
        if (other) {
            // Drawn ahead, the bundled picture was drawn without resolving the icon.
            m_resolved = true;
            m_aheadSize = QSize();
            m_aheadPixmaps = {};
        }
        return other;
    }

    // Starts drawing the bundled SVG at `size` on a pool thread, when that is
    // what the icon shows until the first frame is out: the tool bar's
    // icons, each read from SVG up to three times and drawn twice by Qt's
    // SVG engine on the GUI thread as the window is laid out and painted,
    // are then one image each, drawn while the window is built.
    void paintAhead(const QSize &size)
    {
        const QString bundled = bundledFile(m_name);
        if (m_resolved || m_aheadSize.isValid() || !themeWaits() || !QFile::exists(bundled))
            return;
        m_aheadSize = size;
        m_ahead = QtConcurrent::run(drawnAsQtDraws, bundled, size);
    }

private:
    // What Qt's SVG engine gives for the bundled SVG at the size drawn
    // ahead, in `mode`; nothing for another size or what could not be drawn.
    const QPixmap *aheadPixmap(const QSize &size, QIcon::Mode mode)
    {
        if (!m_aheadSize.isValid() || size != m_aheadSize)
            return nullptr;
        QPixmap &pixmap = m_aheadPixmaps.at(std::size_t(mode));
        if (pixmap.isNull()) {
            const QImage image = m_ahead.result();
            if (image.isNull())
                return nullptr;
            // Drawn without the theme: it is looked up after the first frame.
            std::vector<LazyThemedIconEngine *> &waiting = withoutTheme();
            if (!m_resolved && themeWaits() && std::find(waiting.begin(), waiting.end(), this) == waiting.end())
                waiting.push_back(this);
            pixmap = QPixmap::fromImage(image);
            if (mode != QIcon::Normal) {
                // As the SVG engine styles a mode the file has no picture for.
                QStyleOption option(0);
                option.palette = QGuiApplication::palette();
                const QPixmap styled = QApplication::style()->generatedIconPixmap(mode, pixmap, &option);
                if (!styled.isNull())
                    pixmap = styled;
            }
        }
        return &pixmap;
    }

    const QIcon &icon()
    {
        if (!m_resolved) {
            const QString bundled = bundledFile(m_name);
            const QIcon fallback = QFile::exists(bundled) ? QIcon(bundled)
                                   : m_style                ? m_style->standardIcon(m_fallback)
                                                            : QIcon();
            if (themeWaits()) {
                m_icon = fallback;
                withoutTheme().push_back(this);
            } else {
                m_icon = QIcon::fromTheme(m_name, fallback);
            }
            m_resolved = true;
        }
        return m_icon;
    }

    QString m_name;
    QStyle::StandardPixmap m_fallback;
    // The window's style, which outlives its actions' icons but not
    // necessarily a copy of one kept elsewhere.
    QPointer<const QStyle> m_style;
    QIcon m_icon;
    bool m_resolved = false;
    qint64 m_iconKey = 0;
    QSize m_aheadSize;
    QFuture<QImage> m_ahead;
    // By QIcon::Mode.
    std::array<QPixmap, 4> m_aheadPixmaps;
};

// The icons drawn without the theme look it up now; an icon it has after
// all takes the place of the one drawn.
void lookUpTheme()
{
    g_themeWaits = false;
    bool changed = false;
    for (LazyThemedIconEngine *engine : std::exchange(withoutTheme(), {}))
        changed = engine->lookUpTheme() || changed;
    if (changed) {
        for (QWidget *widget : QApplication::allWidgets())
            widget->update();
    }
}

} // namespace

QIcon themedIcon(const QString &name, QStyle::StandardPixmap fallback, const QStyle *style)
{
    auto *engine = new LazyThemedIconEngine(name, fallback, style);
    const QIcon icon(engine);
    engine->setIconKey(icon.cacheKey());
    return icon;
}

void paintIconsAhead(const QWidget &window)
{
    // QIcon draws other ratios through another call, which this does not serve.
    if (window.devicePixelRatio() != 1)
        return;
    for (const QToolButton *button : window.findChildren<QToolButton *>()) {
        // A tool bar shows its buttons when it is laid out: until then, an
        // action's button stands for what it will show.
        const QAction *action = button->defaultAction();
        if (!button->parentWidget()->isVisibleTo(&window) || (action ? !action->isVisible() : !button->isVisibleTo(&window)))
            continue;
        const qint64 key = button->icon().cacheKey();
        for (LazyThemedIconEngine *engine : allEngines()) {
            if (engine->iconKey() == key)
                engine->paintAhead(button->iconSize());
        }
    }
}

void lookUpThemeAfterFirstFrame(QWidget &window)
{
    g_themeWaits = true;
    afterFirstFrame(window, lookUpTheme);
}
