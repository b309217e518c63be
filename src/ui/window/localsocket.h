#pragma once

#include <QByteArray>
#include <QObject>
#include <QSocketNotifier>
#include <QString>

#include <optional>

// The local (Unix-domain) stream sockets SingleInstance meets other starts
// on, on the system's own calls and QtCore's QSocketNotifier. Qt Network's
// QLocalSocket and QLocalServer would load Qt Network and the eight libraries
// it needs (Kerberos, libproxy, the resolver) into every start, before its
// first frame, for one line each way. The bytes on the socket are what
// QLocalSocket would send, so a start of an older build still reaches a newer
// window and back.
namespace LocalSocket {

enum class Reached {
    Connected,
    Nobody, // no socket there, nobody listening, or a path that cannot be one
    Busy,   // one listens, but its queue stayed full for the whole wait
};

// Connects to the socket at `path` (a file name's bytes), trying for up to
// `millis` while the listener's queue is full; the descriptor (non-blocking)
// is put in *descriptor when connected.
Reached connectTo(const QByteArray &path, int millis, int *descriptor);
// Writes all of `bytes` to `descriptor` within `millis`; false when it could not.
bool writeAll(int descriptor, const QByteArray &bytes, int millis);
// The first line `descriptor` sends, without its newline, within `millis` and
// at most `limit` bytes; nothing when the other end hangs up first or is late.
std::optional<QByteArray> readLine(int descriptor, qsizetype limit, int millis);

} // namespace LocalSocket

// One connection a LocalServer accepted. Closed when deleted.
class LocalConnection : public QObject {
    Q_OBJECT

public:
    LocalConnection(int descriptor, QObject *parent);
    ~LocalConnection() override;

    int descriptor() const { return m_descriptor; }
    // Reads what has come into buffer(), which never grows past `limit`
    // bytes; false once the other end has hung up (or the socket failed).
    bool readAvailable(qsizetype limit);
    const QByteArray &buffer() const { return m_buffer; }
    // Writes as much of `bytes` as the socket takes now: an answer of a few
    // bytes to a connection that has sent nothing else, always all of it.
    void write(const QByteArray &bytes);
    // Done with: reads nothing more, and goes once the event loop comes round.
    void finish();

signals:
    // Bytes came, or the other end hung up.
    void readyRead();

private:
    int m_descriptor;
    QSocketNotifier m_notifier;
    QByteArray m_buffer;
};

// Listens on a local socket and hands each connection it accepts to
// connectionAccepted(), at once, all that wait. Closing (or deleting) it
// removes the socket's file.
class LocalServer : public QObject {
    Q_OBJECT

public:
    explicit LocalServer(QObject *parent = nullptr);
    ~LocalServer() override;

    // Listens at `path`, a socket only this user may connect to, with room
    // in the system for `backlog` connections not yet accepted; false, with
    // errorString(), when it cannot.
    bool listen(const QByteArray &path, int backlog);
    bool isListening() const { return m_descriptor >= 0; }
    QString errorString() const { return m_error; }
    void close();

signals:
    // A connection came; its receiver owns the descriptor (non-blocking).
    void connectionAccepted(int descriptor);

private:
    void acceptWaiting();

    int m_descriptor = -1;
    QByteArray m_path;
    QSocketNotifier *m_notifier = nullptr;
    QString m_error;
};
