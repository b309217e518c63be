#pragma once

#include "../service/nativepath.h"

#include <QLocalServer>
#include <QObject>
#include <QString>

class MainWindow;

// One Puzzlebox per data folder. Two windows would each keep their game in
// progress in the same file, and the one closed last would silently overwrite
// the other's; so a second start hands its file to the window already running
// (which opens it as File ▸ Open does: Undo brings back the game it replaced)
// and ends, as most desktop programs do.
//
// The running one listens on a local socket in the runtime folder, named after
// the data and settings folders: a test or a second account with folders of its
// own has a Puzzlebox of its own. A socket left by a killed Puzzlebox answers
// nobody and is replaced; a lock file makes the look and the listen one step,
// so two starts at the same moment never both listen.
class SingleInstance : public QObject {
    Q_OBJECT

public:
    enum class Start {
        First,      // listening: this start opens the window
        HandedOver, // the running one took the request; this start ends
        NoAnswer,   // one runs but did not answer
    };

    explicit SingleInstance(QObject *parent = nullptr);

    // Where the running one listens, for the data and settings folders in use.
    static QString serverName();
    // Becomes the Puzzlebox of this data folder, or hands `file` (a name from
    // the root; empty: none) to the one already running, which comes to the
    // front.
    Start start(const NativePath &file);
    // What later starts hand over goes to `window`: it comes to the front and
    // opens their file through MainWindow::openFile().
    void serve(MainWindow &window);

signals:
    // A later start asked for the window, with its file (empty: none).
    void requested(const NativePath &file);

private:
    void accept();

    QLocalServer m_server;
};
