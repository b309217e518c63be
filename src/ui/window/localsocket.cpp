#include "localsocket.h"

#include <QDeadlineTimer>
#include <QThread>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

namespace {

std::optional<sockaddr_un> addressOf(const QByteArray &path)
{
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    if (path.isEmpty() || path.contains('\0') || std::size_t(path.size()) >= sizeof address.sun_path)
        return std::nullopt;
    std::memcpy(address.sun_path, path.constData(), std::size_t(path.size()));
    return address;
}

int newSocket()
{
    return ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
}

// Waits for `events` on `descriptor` until `deadline`; false when it passed.
bool waitFor(int descriptor, short events, const QDeadlineTimer &deadline)
{
    pollfd polled{descriptor, events, 0};
    forever {
        const int ready = ::poll(&polled, 1, int(deadline.remainingTime()));
        if (ready > 0)
            return true;
        if (ready == 0 || errno != EINTR)
            return false;
    }
}

} // namespace

namespace LocalSocket {

Reached connectTo(const QByteArray &path, int millis, int *descriptor)
{
    const std::optional<sockaddr_un> address = addressOf(path);
    if (!address)
        return Reached::Nobody;
    const int socket = newSocket();
    if (socket < 0)
        return Reached::Nobody;
    const QDeadlineTimer deadline(millis);
    forever {
        if (::connect(socket, reinterpret_cast<const sockaddr *>(&*address), sizeof *address) == 0) {
            *descriptor = socket;
            return Reached::Connected;
        }
        // A full queue: one listens, but has not taken the connections
        // before this one yet.
        if (errno != EAGAIN && errno != EINTR) {
            ::close(socket);
            return Reached::Nobody;
        }
        if (deadline.hasExpired()) {
            ::close(socket);
            return Reached::Busy;
        }
        if (errno == EAGAIN)
            QThread::msleep(10);
    }
}

bool writeAll(int descriptor, const QByteArray &bytes, int millis)
{
    const QDeadlineTimer deadline(millis);
    qsizetype written = 0;
    while (written < bytes.size()) {
        const ssize_t sent =
            ::send(descriptor, bytes.constData() + written, std::size_t(bytes.size() - written), MSG_NOSIGNAL);
        if (sent > 0) {
            written += sent;
        } else if (sent < 0 && errno != EAGAIN && errno != EINTR) {
            return false;
        } else if (!waitFor(descriptor, POLLOUT, deadline)) {
            return false;
        }
    }
    return true;
}

std::optional<QByteArray> readLine(int descriptor, qsizetype limit, int millis)
{
    const QDeadlineTimer deadline(millis);
    QByteArray line;
    char byte = 0;
    // Byte by byte: the answer is a few bytes, and nothing after its line
    // may be taken from the socket.
    while (line.size() < limit) {
        const ssize_t got = ::recv(descriptor, &byte, 1, 0);
        if (got == 1) {
            if (byte == '\n')
                return line;
            line.append(byte);
        } else if (got == 0 || (errno != EAGAIN && errno != EINTR)) {
            return std::nullopt;
        } else if (!waitFor(descriptor, POLLIN, deadline)) {
            return std::nullopt;
        }
    }
    return std::nullopt;
}

} // namespace LocalSocket

LocalConnection::LocalConnection(int descriptor, QObject *parent)
    : QObject(parent), m_descriptor(descriptor), m_notifier(descriptor, QSocketNotifier::Read)
{
    connect(&m_notifier, &QSocketNotifier::activated, this, &LocalConnection::readyRead);
}

LocalConnection::~LocalConnection()
{
    m_notifier.setEnabled(false);
    ::close(m_descriptor);
}

bool LocalConnection::readAvailable(qsizetype limit)
{
    while (m_buffer.size() < limit) {
        char bytes[4096];
        const std::size_t room = std::size_t(std::min<qsizetype>(limit - m_buffer.size(), qsizetype(sizeof bytes)));
        const ssize_t got = ::recv(m_descriptor, bytes, room, 0);
        if (got > 0) {
            m_buffer.append(bytes, got);
        } else if (got < 0 && errno == EINTR) {
            continue;
        } else {
            // Nothing more for now, or the end.
            return got < 0 && errno == EAGAIN;
        }
    }
    // Full: what else waits stays in the system, and the caller judges the
    // buffer as it is.
    m_notifier.setEnabled(false);
    return true;
}

void LocalConnection::write(const QByteArray &bytes)
{
    ::send(m_descriptor, bytes.constData(), std::size_t(bytes.size()), MSG_NOSIGNAL | MSG_DONTWAIT);
}

void LocalConnection::finish()
{
    m_notifier.setEnabled(false);
    deleteLater();
}

LocalServer::LocalServer(QObject *parent)
    : QObject(parent)
{
}

LocalServer::~LocalServer()
{
    close();
}

bool LocalServer::listen(const QByteArray &path, int backlog)
{
    close();
    const std::optional<sockaddr_un> address = addressOf(path);
    if (!address) {
        m_error = QStringLiteral("the name is too long for a local socket");
        return false;
    }
    const int socket = newSocket();
    // Only this user may connect: the socket's file is closed to all others
    // (its folder is already).
    if (socket < 0 || ::bind(socket, reinterpret_cast<const sockaddr *>(&*address), sizeof *address) != 0
        || ::chmod(path.constData(), S_IRWXU) != 0 || ::listen(socket, backlog) != 0) {
        m_error = QString::fromLocal8Bit(std::strerror(errno));
        if (socket >= 0)
            ::close(socket);
        return false;
    }
    m_descriptor = socket;
    m_path = path;
    m_notifier = new QSocketNotifier(socket, QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &LocalServer::acceptWaiting);
    return true;
}

void LocalServer::close()
{
    if (m_descriptor < 0)
        return;
    delete m_notifier;
    m_notifier = nullptr;
    ::close(m_descriptor);
    m_descriptor = -1;
    ::unlink(m_path.constData());
}

void LocalServer::acceptWaiting()
{
    // All that wait, not one a round of the event loop: between two rounds
    // the window may open a file, and a burst of starts would wait for the
    // files before them.
    while (m_descriptor >= 0) {
        const int connection = ::accept4(m_descriptor, nullptr, nullptr, SOCK_NONBLOCK | SOCK_CLOEXEC);
        if (connection >= 0)
            emit connectionAccepted(connection);
        else if (errno != EINTR && errno != ECONNABORTED)
            return;
    }
}
