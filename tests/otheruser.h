#pragma once

// A process of another local user, for the checks of who is at the other end
// of a local socket (SO_PEERCRED): forked from the test, which must run as
// root to switch the child to another user (CI does), and ended with it. The
// child makes only system calls: the test's threads may hold any lock.

#include <QByteArray>
#include <QTest>

#include <algorithm>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>

class OtherUser {
public:
    // Not this user, nor any account a CI machine is likely to run as.
    static constexpr uid_t kId = 1001;

    OtherUser() = default;
    OtherUser(const OtherUser &) = delete;
    OtherUser &operator=(const OtherUser &) = delete;
    ~OtherUser()
    {
        if (m_pid > 0) {
            ::kill(m_pid, SIGKILL);
            ::waitpid(m_pid, nullptr, 0);
        }
        if (m_output >= 0)
            ::close(m_output);
    }

    static bool canSwitch() { return ::geteuid() == 0; }

    // Binds a socket at `path` as root (so the file is root's, as a check of
    // the file alone would pass it), then listens as the other user and keeps
    // what the first caller sends. False when that could not be done.
    bool listen(const QByteArray &path)
    {
        return run([&path](int ready, int output) {
            const int listener = ::socket(AF_UNIX, SOCK_STREAM, 0);
            const sockaddr_un address = addressOf(path);
            if (::bind(listener, reinterpret_cast<const sockaddr *>(&address), sizeof address) != 0
                || !becomeOther() || ::listen(listener, 4) != 0)
                return;
            if (::write(ready, "r", 1) != 1)
                return;
            const int caller = ::accept(listener, nullptr, nullptr);
            keep(caller, output);
        });
    }

    // Connects to `path` as the other user, sends `request` and keeps the answer.
    bool request(const QByteArray &path, const QByteArray &request)
    {
        return run([&path, &request](int ready, int output) {
            if (!becomeOther())
                return;
            const int socket = ::socket(AF_UNIX, SOCK_STREAM, 0);
            const sockaddr_un address = addressOf(path);
            if (::connect(socket, reinterpret_cast<const sockaddr *>(&address), sizeof address) != 0)
                return;
            if (::write(ready, "r", 1) != 1 || ::write(socket, request.constData(), size_t(request.size())) < 0)
                return;
            keep(socket, output);
        });
    }

    // Everything the child kept, once it has ended (the test's event loop runs
    // meanwhile); *ended says whether it did within `millis`.
    QByteArray received(int millis, bool *ended)
    {
        QByteArray bytes;
        *ended = false;
        for (int waited = 0; waited < millis; waited += 10) {
            char buffer[4096];
            const ssize_t read = ::read(m_output, buffer, sizeof buffer);
            if (read == 0) {
                *ended = true;
                break;
            }
            if (read > 0)
                bytes.append(buffer, read);
            else
                QTest::qWait(10);
        }
        return bytes;
    }

private:
    static sockaddr_un addressOf(const QByteArray &path)
    {
        sockaddr_un address{};
        address.sun_family = AF_UNIX;
        std::memcpy(address.sun_path, path.constData(), std::min(size_t(path.size()), sizeof address.sun_path - 1));
        return address;
    }

    static bool becomeOther() { return ::setgid(kId) == 0 && ::setuid(kId) == 0; }

    // Copies what arrives on `socket` to `output` until the other end closes.
    static void keep(int socket, int output)
    {
        char buffer[4096];
        ssize_t read = 0;
        while (socket >= 0 && (read = ::read(socket, buffer, sizeof buffer)) > 0) {
            if (::write(output, buffer, size_t(read)) != read)
                return;
        }
    }

    // Forks a child running `body(ready, output)`; true once it wrote a byte
    // to `ready`.
    template <typename Body>
    bool run(Body body)
    {
        int ready[2];
        int output[2];
        if (::pipe(ready) != 0 || ::pipe(output) != 0)
            return false;
        m_pid = ::fork();
        if (m_pid == 0) {
            ::prctl(PR_SET_PDEATHSIG, SIGKILL);
            // A caller that never comes must not keep the child forever.
            ::alarm(60);
            ::close(ready[0]);
            ::close(output[0]);
            body(ready[1], output[1]);
            ::_exit(0);
        }
        ::close(ready[1]);
        ::close(output[1]);
        m_output = output[0];
        ::fcntl(m_output, F_SETFL, O_NONBLOCK);
        char byte = 0;
        const bool started = m_pid > 0 && ::read(ready[0], &byte, 1) == 1;
        ::close(ready[0]);
        return started;
    }

    pid_t m_pid = -1;
    int m_output = -1;
};
