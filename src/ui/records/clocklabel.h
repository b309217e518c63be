#pragma once

#include <QLabel>

// The status bar's play clock. A screen reader finds it by a name that stays
// put, with the time as its value (ClockAccessible), and hears of the time
// only when the clock starts or stops or the time changes while it stands
// (a new game, Undo), never on every second it runs.
class ClockLabel : public QLabel {
    Q_OBJECT

public:
    explicit ClockLabel(QWidget *parent = nullptr);

    // `ticking`: the clock runs, and `time` will change every second.
    void showTime(const QString &time, bool ticking);
    // QWidget::setAccessibleName() tells a screen reader of a new name on
    // every call, the same name included: set only when the words change.
    void setWords(const QString &name, const QString &help);

private:
    bool m_ticking = false;
};
