#include "themedicon.h"

#include <QFile>
#include <QIconEngine>
#include <QPointer>

namespace {

class LazyThemedIconEngine : public QIconEngine {
public:
    LazyThemedIconEngine(const QString &name, QStyle::StandardPixmap fallback, const QStyle *style)
        : m_name(name), m_fallback(fallback), m_style(style)
    {
    }

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

private:
    const QIcon &icon()
    {
        if (!m_resolved) {
            const QString bundled = QStringLiteral(":/icons/actions/%1.svg").arg(m_name);
            const QIcon fallback = QFile::exists(bundled) ? QIcon(bundled)
                                   : m_style                ? m_style->standardIcon(m_fallback)
                                                            : QIcon();
            m_icon = QIcon::fromTheme(m_name, fallback);
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

} // namespace

QIcon themedIcon(const QString &name, QStyle::StandardPixmap fallback, const QStyle *style)
{
    return QIcon(new LazyThemedIconEngine(name, fallback, style));
}
