#include "wrappingstatusbar.h"

#include "elidedlabel.h"

#include <QPainter>
#include <QTextLayout>
#include <QTimer>

#include <algorithm>

namespace {

// The bar is always this many lines high, so a message that wraps does not
// move the board; more would take too much of the board's height.
constexpr int kMostLines = 2;
constexpr int kMargin = 4;

} // namespace

WrappingStatusBar::WrappingStatusBar(QWidget *parent)
    : QStatusBar(parent)
{
    reserveLines();
    connect(this, &QStatusBar::messageChanged, this, [this] {
        shareRoom();
        // Drawn again once the fields have taken their new widths.
        QTimer::singleShot(0, this, [this] { update(); });
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
    int excess = text.isEmpty() ? 0 : std::min(fontMetrics().horizontalAdvance(text) + 2 * kMargin, width() / 2);
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
    if (event->type() == QEvent::FontChange)
        reserveLines();
    return QStatusBar::event(event);
}

void WrappingStatusBar::reserveLines()
{
    setFixedHeight(kMostLines * fontMetrics().lineSpacing() + 2 * kMargin);
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
    // Never inside a word: a game ID is split only after its hyphens, and a
    // word longer than the line ends in "…".
    wrap.setWrapMode(QTextOption::WordWrap);
    layout.setTextOption(wrap);
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        if (lines.size() == kMostLines - 1) {
            lines << fontMetrics().elidedText(text.mid(line.textStart()).trimmed(), Qt::ElideRight, width);
            break;
        }
        lines << fontMetrics().elidedText(text.mid(line.textStart(), line.textLength()).trimmed(), Qt::ElideRight, width);
    }
    layout.endLayout();
    return lines;
}

void WrappingStatusBar::resizeEvent(QResizeEvent *event)
{
    QStatusBar::resizeEvent(event);
    shareRoom();
    // The permanent fields are placed once the resize is done: draw then.
    QTimer::singleShot(0, this, [this] { update(); });
}

void WrappingStatusBar::paintEvent(QPaintEvent *event)
{
    const QStringList lines = shownLines();
    // A line as the message is, unelided, is drawn as QStatusBar draws it.
    if (lines.size() <= 1 && lines.value(0) == currentMessage()) {
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
