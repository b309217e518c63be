#pragma once

#include <QStatusBar>
#include <QStringList>

// The window's status bar. A message longer than the room left of the
// permanent fields wraps onto more lines (the bar grows while it is shown)
// instead of being cut mid-word: a mode's instructions ("Designing the
// board: …") are read whole at any window size.
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
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void fitMessage();
};
