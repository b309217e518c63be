#pragma once

#include "../service/nativepath.h"

#include <QElapsedTimer>
#include <QLocalServer>
#include <QObject>
#include <QString>

class MainWindow;
class QLocalSocket;

// One Puzzlebox per data folder. Two windows would each keep their game in
// progress in the same file, and the one closed last would silently overwrite
// the other's; so a second start hands its file to the window already running
// (which opens it as File ▸ Open does: Undo brings back the game it replaced)
// and ends, as most desktop programs do.
//
// The running one listens on a local socket named after the data and settings
// folders (a test or a second account with folders of its own has a Puzzlebox
// of its own), in a folder only this user can enter: XDG_RUNTIME_DIR when it
// is this user's own and closed to others, otherwise a folder of its own in
// the cache folder, never the shared temporary folder, where another user
// could listen first and take the files handed over. A socket, lock or folder
// that is not this user's alone, or a listener of another user, is left
// alone with a warning, and the start opens a window of its own. The running
// one answers only this user's starts, one short line each, a few at a time.
// A socket left by a killed Puzzlebox answers nobody and is replaced; a lock
// file makes the look and the listen one step, so two starts at the same
// moment never both listen.
class SingleInstance : public QObject {
    Q_OBJECT

public:
    enum class Start {
        First,      // this start opens the window (listening, unless refused)
        HandedOver, // the running one took the request; this start ends
        NoAnswer,   // one runs but did not answer
    };

    explicit SingleInstance(QObject *parent = nullptr);

    // Where the running one listens, for the data and settings folders in
    // use: a full path.
    static QString serverName();
    // Becomes the Puzzlebox of this data folder, or hands `file` (a name from
    // the root, or a game ID; empty: none) to the one already running, which
    // comes to the front.
    Start start(const NativePath &file);
    // What later starts hand over goes to `window`: it comes to the front and
    // opens their file through MainWindow::openFile(), or their game ID
    // through MainWindow::openGameId().
    void serve(MainWindow &window);
    // How long a start waits for the running one, and the running one for a
    // caller's request, before giving up on it.
    void setAnswerMillis(int millis) { m_answerMillis = millis; }
    // Whether later starts can reach this one.
    bool isListening() const { return m_server.isListening(); }

signals:
    // A later start asked for the window, with its file (empty: none).
    void requested(const NativePath &file);

private:
    void accept();
    // Whether a caller may make a request: this user's, within the bounds.
    bool admit(QLocalSocket &socket);
    void readRequest(QLocalSocket &socket);

    QLocalServer m_server;
    // Generous: a window busy painting, or started under a sanitizer, answers late.
    int m_answerMillis = 20000;
    int m_openRequests = 0;
    // Requests admitted since m_rateStart, for the bound on the rate.
    QElapsedTimer m_rateStart;
    int m_recentRequests = 0;
};
