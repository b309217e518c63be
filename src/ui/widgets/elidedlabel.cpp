#include "elidedlabel.h"

#include <QHelpEvent>
#include <QPainter>
#include <QStyle>
#include <QToolTip>

QSize ElidedLabel::minimumSizeHint() const
{
    // Room for a few letters and the ellipsis, so the label can give way.
    const QMargins margins = contentsMargins();
    return {fontMetrics().horizontalAdvance(QStringLiteral("Mm…")) + margins.left() + margins.right(),
            QLabel::minimumSizeHint().height()};
}

QString ElidedLabel::shownText() const
{
    const QString whole = text();
    const int room = contentsRect().width();
    const QFontMetrics metrics = fontMetrics();
    if (metrics.horizontalAdvance(whole) <= room)
        return whole;
    // The details in brackets give way whole, before the words they explain:
    // "Found a solution in 9 moves (…)", not "…(35 ms, 53,13…".
    if (const qsizetype bracket = whole.indexOf(QLatin1String(" (")); bracket > 0) {
        const QString words = whole.left(bracket);
        const QString withoutDetails = words + QStringLiteral(" (\u2026)");
        if (metrics.horizontalAdvance(withoutDetails) <= room)
            return withoutDetails;
        return metrics.elidedText(words, Qt::ElideRight, room);
    }
    return metrics.elidedText(whole, Qt::ElideRight, room);
}

void ElidedLabel::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    style()->drawItemText(&painter, contentsRect(), int(alignment()) | Qt::TextSingleLine, palette(), isEnabled(),
                          shownText(), foregroundRole());
}

bool ElidedLabel::event(QEvent *event)
{
    // A tooltip of its own wins; otherwise an elided text shows in full.
    if (event->type() == QEvent::ToolTip && toolTip().isEmpty()) {
        const QString shown = shownText();
        if (shown != text()) {
            QToolTip::showText(static_cast<QHelpEvent *>(event)->globalPos(), text(), this);
            return true;
        }
    }
    return QLabel::event(event);
}
