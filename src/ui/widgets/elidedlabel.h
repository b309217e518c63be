#pragma once

#include <QLabel>

// A one-line label that, given less room than its text needs, ends the text
// with "…" instead of cutting it mid-word, and shows the whole of it as its
// tooltip. Details in brackets at its end give way first, whole. The status bar's labels shrink this way at small window sizes.
class ElidedLabel : public QLabel {
    Q_OBJECT

public:
    using QLabel::QLabel;

    QSize minimumSizeHint() const override;
    // The text as painted: `text()` or its elided form.
    QString shownText() const;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;
};
