#pragma once

#include <QStatusBar>
#include <QStringList>

// The window's status bar. A message longer than the room left of the
// permanent fields wraps onto a second line, which the bar always keeps, so
// the board does not move when a message comes or goes; it wraps between
// words, never inside one. The room is shared out: a message gets up to
// half the bar, and only fields that can elide (ElidedLabel, with
// their whole text as tooltip) give way for it and for each other, the
// leftmost first; the rest keep their whole text.
class WrappingStatusBar : public QStatusBar {
    Q_OBJECT

public:
    explicit WrappingStatusBar(QWidget *parent = nullptr);

    // Where the message is drawn: from the left edge to the first permanent
    // field.
    QRect messageRect() const;
    // The message as drawn, line by line; past the most lines the bar takes,
    // the last one ends in "…" (the tooltip has it whole).
    QStringList shownLines() const;

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    // Caps the elided fields' widths so the message and the other fields fit.
    void shareRoom();
    void reserveLines();
};
