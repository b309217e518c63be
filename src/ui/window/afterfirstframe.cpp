#include "afterfirstframe.h"

#include <QApplication>
#include <QEvent>
#include <QWidget>
#include <QWindow>

#include <vector>

namespace {

// Watches for `window`'s first expose: a call queued while Qt handles it runs
// after Qt has painted and flushed the frame.
class FirstFrameWatch : public QObject {
public:
    explicit FirstFrameWatch(QWidget &window)
        : QObject(&window), m_window(window)
    {
        setObjectName(name());
        // The expose goes to a native window that show() has yet to make.
        qApp->installEventFilter(this);
    }

    // Found by its name: without Q_OBJECT, a cast by type would take any object.
    static QString name() { return QStringLiteral("FirstFrameWatch"); }

    void add(std::function<void()> work) { m_work.push_back(std::move(work)); }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Expose && watched == m_window.windowHandle() && m_window.windowHandle()->isExposed()) {
            qApp->removeEventFilter(this);
            QMetaObject::invokeMethod(this, &FirstFrameWatch::runAll, Qt::QueuedConnection);
        }
        return false;
    }

private:
    void runAll()
    {
        for (const std::function<void()> &work : std::exchange(m_work, {}))
            work();
        deleteLater();
    }

    QWidget &m_window;
    std::vector<std::function<void()>> m_work;
};

} // namespace

void afterFirstFrame(QWidget &window, std::function<void()> work)
{
    if (window.windowHandle() && window.windowHandle()->isExposed()) {
        work();
        return;
    }
    auto *watch = static_cast<FirstFrameWatch *>(window.findChild<QObject *>(FirstFrameWatch::name(), Qt::FindDirectChildrenOnly));
    if (!watch)
        watch = new FirstFrameWatch(window);
    watch->add(std::move(work));
}
