#pragma once

#include <QHash>
#include <QObject>

class QAction;
class QToolBar;

// A toolbar button shows its action's icon text, which Qt makes from the
// menu text by dropping only the "&": in the languages that write the
// mnemonic as an added "(&S)" (Japanese, Chinese, Arabic, ...) the button
// would read "解く(S)". This keeps every action on the toolbar, those added
// later too, free of that "(S)", through language changes and whoever else
// sets an icon text (Edit Board's "Done").
class ToolbarTexts : public QObject {
public:
    explicit ToolbarTexts(QToolBar *toolBar);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void follow(QAction *action);
    void dropAddedMnemonic(QAction *action);

    struct Set {
        QString fromText; // the menu text the icon text below was made from
        QString iconText;
    };
    QHash<QAction *, Set> m_set; // the icon texts this set, by action
};
