#include "themedicon.h"

#include "afterfirstframe.h"

#include <QApplication>
#include <QFile>
#include <QIconEngine>
#include <QPointer>
#include <QWidget>

#include <algorithm>
#include <vector>

namespace {

class LazyThemedIconEngine;

// Engines drawn without the theme before the first frame, to look up after it.
std::vector<LazyThemedIconEngine *> &withoutTheme()
{
    static std::vector<LazyThemedIconEngine *> engines;
    return engines;
}

bool g_themeWaits = false;

bool themeWaits()
{
    return g_themeWaits && QIcon::themeName() == QLatin1String("hicolor");
}

class LazyThemedIconEngine : public QIconEngine {
public:
    LazyThemedIconEngine(const QString &name, QStyle::StandardPixmap fallback, const QStyle *style)
        : m_name(name), m_fallback(fallback), m_style(style)
    {
    }
    LazyThemedIconEngine(const LazyThemedIconEngine &other)
        : QIconEngine(other), m_name(other.m_name), m_fallback(other.m_fallback), m_style(other.m_style)
    {
    }
    ~LazyThemedIconEngine() override { std::erase(withoutTheme(), this); }

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State state) override
    {
        icon().paint(painter, rect, Qt::AlignCenter, mode, state);
    }
    QSize actualSize(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        return icon().actualSize(size, mode, state);
    }
    // `size` is in device pixels already: the icon's own engine is asked
    // for exactly that, as QIcon asks this one.
    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        return icon().pixmap(size, 1.0, mode, state);
    }
    QList<QSize> availableSizes(QIcon::Mode mode, QIcon::State state) override
    {
        return icon().availableSizes(mode, state);
    }
    QString iconName() override { return icon().name(); }
    bool isNull() override { return icon().isNull(); }
    QString key() const override { return QStringLiteral("LazyThemedIconEngine"); }
    QIconEngine *clone() const override { return new LazyThemedIconEngine(*this); }

    // True when the theme has an icon other than the one drawn.
    bool lookUpTheme()
    {
        const QIcon themed = QIcon::fromTheme(m_name, m_icon);
        const bool other = themed.cacheKey() != m_icon.cacheKey();
        m_icon = themed;
        return other;
    }

private:
    const QIcon &icon()
    {
        if (!m_resolved) {
            const QString bundled = QStringLiteral(":/icons/actions/%1.svg").arg(m_name);
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
    return QIcon(new LazyThemedIconEngine(name, fallback, style));
}

void lookUpThemeAfterFirstFrame(QWidget &window)
{
    g_themeWaits = true;
    afterFirstFrame(window, lookUpTheme);
}
