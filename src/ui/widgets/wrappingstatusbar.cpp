#include "wrappingstatusbar.h"

#include "elidedlabel.h"

#include <QPainter>
#include <QTextLayout>
#include <QTimer>

#include <algorithm>

namespace {

// More would take too much of the board's height.
constexpr int kMostLines = 3;
constexpr int kMargin = 4;

} // namespace

WrappingStatusBar::WrappingStatusBar(QWidget *parent)
    : QStatusBar(parent)
{
    connect(this, &QStatusBar::messageChanged, this, [this] {
        shareRoom();
        // Measured once the fields have taken their new widths.
        QTimer::singleShot(0, this, &WrappingStatusBar::fitMessage);
    });
}

void WrappingStatusBar::shareRoom()
{
    QList<QWidget *> fields;
    for (QWidget *child : findChildren<QWidget *>(Qt::FindDirectChildrenOnly)) {
        if (!child->isHidden() && child->isWidgetType() && !child->isWindow())
            fields << child;
    }
    std::stable_sort(fields.begin(), fields.end(), [](const QWidget *a, const QWidget *b) { return a->x() < b->x(); });
    const QString text = currentMessage();
    int excess = text.isEmpty() ? 0 : std::min(fontMetrics().horizontalAdvance(text) + 2 * kMargin, width() * 2 / 5);
    excess -= width();
    for (const QWidget *field : std::as_const(fields))
        excess += field->sizeHint().width() + 2 * kMargin;
    for (QWidget *field : std::as_const(fields)) {
        auto *label = qobject_cast<ElidedLabel *>(field);
        if (!label)
            continue;
        const int spare = label->sizeHint().width() - label->minimumSizeHint().width();
        const int cut = std::clamp(excess, 0, spare);
        const int cap = cut > 0 ? label->sizeHint().width() - cut : QWIDGETSIZE_MAX;
        // Unchanged, it asks for no new layout (which would share the room again).
        if (label->maximumWidth() != cap)
            label->setMaximumWidth(cap);
        excess -= cut;
    }
}

bool WrappingStatusBar::event(QEvent *event)
{
    // A field's text changed: its share may have to.
    if (event->type() == QEvent::LayoutRequest)
        shareRoom();
    return QStatusBar::event(event);
}

QRect WrappingStatusBar::messageRect() const
{
    int right = width() - kMargin;
    for (const QWidget *child : findChildren<QWidget *>(Qt::FindDirectChildrenOnly)) {
        if (child->isVisible() && child->geometry().left() > kMargin)
            right = std::min(right, child->geometry().left() - kMargin);
    }
    return QRect(QPoint(kMargin, 0), QPoint(right, height() - 1));
}

QStringList WrappingStatusBar::shownLines() const
{
    const QString text = currentMessage();
    const int width = std::max(1, messageRect().width());
    QStringList lines;
    QTextLayout layout(text, font());
    QTextOption wrap;
    wrap.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(wrap);
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        if (lines.size() == kMostLines - 1) {
            lines << fontMetrics().elidedText(text.mid(line.textStart()).trimmed(), Qt::ElideRight, width);
            break;
        }
        lines << text.mid(line.textStart(), line.textLength()).trimmed();
    }
    layout.endLayout();
    return lines;
}

void WrappingStatusBar::fitMessage()
{
    const qsizetype lines = shownLines().size();
    const int needed = lines <= 1 ? 0 : int(lines) * fontMetrics().lineSpacing() + 2 * kMargin;
    if (minimumHeight() != needed)
        setMinimumHeight(needed);
    update();
}

void WrappingStatusBar::resizeEvent(QResizeEvent *event)
{
    QStatusBar::resizeEvent(event);
    shareRoom();
    // The permanent fields are placed once the resize is done: measure then.
    QTimer::singleShot(0, this, &WrappingStatusBar::fitMessage);
}

void WrappingStatusBar::paintEvent(QPaintEvent *event)
{
    const QStringList lines = shownLines();
    if (lines.size() <= 1) {
        QStatusBar::paintEvent(event);
        return;
    }
    QPainter painter(this);
    painter.setPen(palette().windowText().color());
    const QRect room = messageRect();
    const int spacing = fontMetrics().lineSpacing();
    int top = room.top() + (room.height() - int(lines.size()) * spacing) / 2;
    for (const QString &line : lines) {
        painter.drawText(QRect(room.left(), top, room.width(), spacing), Qt::AlignLeading | Qt::AlignVCenter, line);
        top += spacing;
    }
}
