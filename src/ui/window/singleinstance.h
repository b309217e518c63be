#pragma once

#include "../../service/nativepath.h"
#include "localsocket.h"

#include <QList>
#include <QObject>
#include <QString>

#include <memory>

class MainWindow;
class QLockFile;
namespace PrivateFolder {
class Held;
}

// One Puzzlebox per data folder. Two windows would each keep their game in
// progress in the same file, and the one closed last would silently overwrite
// the other's; so a second start hands its file to the window already running
// (which opens it as File ▸ Open does: Undo brings back the game it replaced)
// and ends, as most desktop programs do.
//
// The window holds a lock file beside the game it keeps for as long as it
// runs, and listens on a local socket named after the data and settings
// folders (a test or a second account with folders of its own has a Puzzlebox
// of its own), in a folder only this user can enter and no other user can
// swap: XDG_RUNTIME_DIR when it is this user's own and closed to others,
// otherwise a folder of its own in the cache folder, never the shared
// temporary folder, where another user could listen first and take the files
// handed over. A socket or folder that is not this user's alone, or a
// listener of another user, is left alone with a warning; a start that cannot
// reach the window that holds the lock says so and ends instead of opening a
// second window on the same game. The window answers only this user's
// starts, one short line each, as many as come (within bounds on the bytes
// and connections it holds), and opens what they hand over one at a time. A
// socket left by a killed Puzzlebox answers nobody and is replaced.
class SingleInstance : public QObject {
    Q_OBJECT

public:
    enum class Start {
        First,       // this start opens the window (listening, unless it cannot)
        HandedOver,  // the running one took the request; this start ends
        NoAnswer,    // one runs but did not answer
        Unreachable, // one runs, but this start cannot reach it: unreachableReason()
    };

    explicit SingleInstance(QObject *parent = nullptr);
    ~SingleInstance() override;

    // Where the running one listens, for the data and settings folders in
    // use: a full path.
    static QString serverName();
    // The lock file the window holds while it runs, beside the game it keeps.
    static QString lockName();
    // Becomes the Puzzlebox of this data folder, or hands `file` (a name from
    // the root, or a game ID; empty: none) to the one already running, which
    // comes to the front.
    Start start(const NativePath &file);
    // What later starts hand over goes to `window`, one request at a time: it
    // comes to the front and opens their file through MainWindow::openFile(),
    // or their game ID through MainWindow::openGameId(). Requests answered
    // before wait for it.
    void serve(MainWindow &window);
    // How long a start waits for the running one, and the running one for a
    // caller's request, before giving up on it.
    void setAnswerMillis(int millis) { m_answerMillis = millis; }
    // Whether later starts can reach this one.
    bool isListening() const { return m_server.isListening(); }
    // Connections of later starts taken and not yet done with.
    int heldConnections() const { return m_openConnections; }
    // Why the window that runs cannot be reached, after Start::Unreachable.
    const QString &unreachableReason() const { return m_unreachable; }

signals:
    // A later start asked for the window, with its file (empty: none); not
    // before serve().
    void requested(const NativePath &file);

private:
    // This start keeps the window: it listens at `address`, unless `refused`
    // must not be used, for the reason `why`.
    Start becomeTheWindow(const QString &address, const QString &refused, const QString &why);
    // Serves `descriptor`, a new connection, if its caller may make a request.
    void take(int descriptor);
    void readRequest(LocalConnection &connection);
    // Emits the oldest request waiting, once the one before has been dealt
    // with.
    void dispatch();

    // Declared before the server, so that the server closes (and removes its
    // socket through the folder's descriptor) before either goes.
    std::unique_ptr<QLockFile> m_lock;
    std::unique_ptr<PrivateFolder::Held> m_folder;
    LocalServer m_server{this};
    // The socket's path, for messages: the server's own name goes through
    // the folder's descriptor.
    QString m_name;
    QString m_unreachable;
    // Generous: a window busy painting, or started under a sanitizer, answers late.
    int m_answerMillis = 20000;
    int m_openConnections = 0;
    // Requests answered but not yet emitted, and the bytes of their names.
    QList<NativePath> m_waiting;
    qsizetype m_waitingBytes = 0;
    bool m_dispatching = false;
    bool m_serving = false;
};
