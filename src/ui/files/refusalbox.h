#pragma once

#include <QObject>
#include <QPointer>
#include <QStringList>

class QMessageBox;
class QWidget;

// One message box for the files and game IDs the window is given and cannot
// open (the command line's, and what later starts hand over): one refused
// while the box is up joins its list instead of stacking another modal box on
// it (1,800 bad hand-overs once left 1,806 boxes and 473 MB). The box is
// window-modal but not waited for, so the requests after it go on being
// served meanwhile.
class RefusalBox : public QObject {
    Q_OBJECT

public:
    explicit RefusalBox(QWidget *window);

    // A file that could not be opened, and why ("FILE:LINE:COL: reason").
    void refuseFile(const QString &error);
    // A game ID that could not be read, and why.
    void refuseGameId(const QString &id, const QString &error);
    // The box that is up, or null.
    QMessageBox *box() const { return m_box; }

private:
    // One refusal is said as File ▸ Open or Enter Game ID says it; a second
    // turns the box into a list, `line` by `line`.
    void add(const QString &title, const QString &text, const QString &line);

    QWidget *m_window;
    QPointer<QMessageBox> m_box;
    // The first few refusals the box shows, and how many it stands for.
    QStringList m_listed;
    int m_refused = 0;
};
