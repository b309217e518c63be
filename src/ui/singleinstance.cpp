#include "singleinstance.h"

#include "../core/common/gameid.h"
#include "../service/privatefolder.h"
#include "mainwindow.h"

#include <QCryptographicHash>
#include <QFile>
#include <QLocalSocket>
#include <QLockFile>
#include <QPointer>
#include <QStandardPaths>
#include <QTimer>

#include <unistd.h>

namespace {

// A request is one line: "open " and the file's bytes from the root
// percent-encoded (any name survives) or a game ID, or "show". The answer is
// "ok".
const QByteArray kOpen = QByteArrayLiteral("open ");
const QByteArray kShow = QByteArrayLiteral("show");
const QByteArray kOk = QByteArrayLiteral("ok");
// A name of PATH_MAX bytes, every one of them percent-encoded, fits; a longer
// line is not a request of ours.
constexpr qint64 kMaxRequestBytes = 16 * 1024;
// Starts come one per click in a file manager: a few at once at most. More
// is someone flooding the window with files to open.
constexpr int kMaxPendingConnections = 8;
constexpr int kMaxOpenRequests = 8;
constexpr int kMaxRequestsPerSecond = 10;

QByteArray request(const NativePath &file)
{
    return (file.isEmpty() ? kShow : kOpen + file.bytes().toPercentEncoding()) + '\n';
}

bool isHexDigit(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

// Exactly what request() writes: unreserved characters and complete escapes.
bool isPercentEncoded(const QByteArray &text)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '%') {
            if (i + 2 >= text.size())
                return false;
            if (!isHexDigit(text[i + 1]) || !isHexDigit(text[i + 2]))
                return false;
            i += 2;
        } else if (!(c >= 'a' && c <= 'z') && !(c >= 'A' && c <= 'Z') && !(c >= '0' && c <= '9') && c != '-'
                   && c != '.' && c != '_' && c != '~') {
            return false;
        }
    }
    return true;
}

// The file a request line (without its newline) asks for: empty for "show";
// nothing when the line is not a request request() could have written.
std::optional<NativePath> parseRequest(const QByteArray &line)
{
    if (line == kShow)
        return NativePath();
    if (!line.startsWith(kOpen) || !isPercentEncoded(line.mid(kOpen.size())))
        return std::nullopt;
    const QByteArray bytes = QByteArray::fromPercentEncoding(line.mid(kOpen.size()));
    const bool gameId = pb::looksLikeGameId(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    if ((!bytes.startsWith('/') && !gameId) || bytes.contains('\0'))
        return std::nullopt;
    return NativePath::fromBytes(bytes);
}

// Why the process at the other end of `socket` may not take or make requests:
// it runs as another user. Empty when it is this user's.
QString strangerRefusal(const QLocalSocket &socket)
{
    const std::optional<uid_t> peer = PrivateFolder::peerUser(socket.socketDescriptor());
    if (!peer)
        return QStringLiteral("the system does not say which user is at the other end");
    if (*peer != ::geteuid())
        return QStringLiteral("user %1 is at the other end, not this user (%2)").arg(*peer).arg(::geteuid());
    return QString();
}

enum class Peer { Nobody, Answered, Silent, Stranger };

// Hands `file` to the Puzzlebox listening on `name`, if it is this user's;
// otherwise *why says whose it is.
Peer handOver(const QString &name, const NativePath &file, int answerMillis, QString *why)
{
    QLocalSocket socket;
    socket.connectToServer(name);
    // A local socket connects at once, or is refused: nobody listens.
    if (!socket.waitForConnected(answerMillis))
        return Peer::Nobody;
    // Asked before a byte is written: the name of the file is the secret.
    if (*why = strangerRefusal(socket); !why->isEmpty()) {
        socket.abort();
        return Peer::Stranger;
    }
    socket.write(request(file));
    if (!socket.waitForBytesWritten(answerMillis))
        return Peer::Silent;
    while (!socket.canReadLine()) {
        if (!socket.waitForReadyRead(answerMillis))
            return Peer::Silent;
    }
    return socket.readLine(kMaxRequestBytes).trimmed() == kOk ? Peer::Answered : Peer::Silent;
}

// The start keeps away from `path`: it opens a window of its own.
SingleInstance::Start alone(const QString &path, const QString &why)
{
    qWarning("Puzzlebox does not use %s to meet other starts: %s. It opens a window of its own, and so "
             "will later starts until that is put right.",
             qPrintable(path), qPrintable(why));
    return SingleInstance::Start::First;
}

QString socketBaseName()
{
    const QByteArray folders = QFile::encodeName(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        + '\n' + QFile::encodeName(QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation));
    const QByteArray hash = QCryptographicHash::hash(folders, QCryptographicHash::Sha256).toHex().left(16);
    return QStringLiteral("puzzlebox-") + QString::fromLatin1(hash);
}

// Where the socket goes: XDG_RUNTIME_DIR when it is this user's alone (what
// Qt picks without it, a folder in the shared temporary folder, may be
// another user's), else a folder of Puzzlebox's own in the cache folder.
struct Place {
    QString folder;
    QString folderRefusal;  // non-empty: the folder must not be used
    QString runtimeRefusal; // why XDG_RUNTIME_DIR, set, is not used
};

Place place()
{
    Place place;
    const QString runtime = qEnvironmentVariable("XDG_RUNTIME_DIR");
    if (!runtime.isEmpty()) {
        place.runtimeRefusal = PrivateFolder::folderRefusal(runtime);
        if (place.runtimeRefusal.isEmpty()) {
            place.folder = runtime;
            return place;
        }
    }
    const QString cache = QStandardPaths::writableLocation(QStandardPaths::CacheLocation);
    place.folder = cache + QStringLiteral("/instance");
    // Without a cache folder the name would be one from the root, anyone's.
    place.folderRefusal = cache.isEmpty() ? QStringLiteral("there is no cache folder")
                                          : PrivateFolder::makeFolder(place.folder);
    return place;
}

} // namespace

SingleInstance::SingleInstance(QObject *parent)
    : QObject(parent)
{
    m_server.setMaxPendingConnections(kMaxPendingConnections);
    connect(&m_server, &QLocalServer::newConnection, this, &SingleInstance::accept);
}

QString SingleInstance::serverName()
{
    return place().folder + QLatin1Char('/') + socketBaseName();
}

SingleInstance::Start SingleInstance::start(const NativePath &file)
{
    const Place where = place();
    if (!where.runtimeRefusal.isEmpty())
        qWarning("Puzzlebox does not meet other starts in XDG_RUNTIME_DIR (%s): %s. It uses %s instead.",
                 qPrintable(qEnvironmentVariable("XDG_RUNTIME_DIR")), qPrintable(where.runtimeRefusal),
                 qPrintable(where.folder));
    if (!where.folderRefusal.isEmpty())
        return alone(where.folder, where.folderRefusal);
    const QString name = where.folder + QLatin1Char('/') + socketBaseName();
    const QString lockName = name + QStringLiteral(".lock");
    // Another user's file is neither followed, nor used, nor removed.
    for (const QString &path : {name, lockName}) {
        if (const QString why = PrivateFolder::fileRefusal(path); !why.isEmpty())
            return alone(path, why);
    }
    QLockFile lock(lockName);
    // Held for a moment only; without it (an unwritable folder) the window
    // still opens.
    const bool locked = lock.tryLock(m_answerMillis);
    QString why;
    switch (handOver(name, file, m_answerMillis, &why)) {
    case Peer::Answered:
        return Start::HandedOver;
    case Peer::Silent:
        return Start::NoAnswer;
    case Peer::Stranger:
        return alone(name, why);
    case Peer::Nobody:
        break;
    }
    // Nobody listens: a socket left there is a killed Puzzlebox's.
    if (locked)
        QLocalServer::removeServer(name);
    m_server.setSocketOptions(QLocalServer::UserAccessOption);
    if (!m_server.listen(name))
        qWarning("Puzzlebox cannot listen on %s (%s): a second start will open a window of its own.",
                 qPrintable(name), qPrintable(m_server.errorString()));
    return Start::First;
}

void SingleInstance::accept()
{
    while (QLocalSocket *socket = m_server.nextPendingConnection()) {
        connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
        if (!admit(*socket)) {
            socket->abort();
            socket->deleteLater();
            continue;
        }
        ++m_openRequests;
        connect(socket, &QObject::destroyed, this, [this] { --m_openRequests; });
        // A caller that never finishes its line must not keep its place.
        QTimer::singleShot(m_answerMillis, socket, [socket] {
            socket->abort();
            socket->deleteLater();
        });
        connect(socket, &QLocalSocket::readyRead, this, [this, socket] { readRequest(*socket); });
    }
}

bool SingleInstance::admit(QLocalSocket &socket)
{
    if (const QString why = strangerRefusal(socket); !why.isEmpty()) {
        qWarning("Puzzlebox refused a request on %s: %s. Only this user's starts may open files here.",
                 qPrintable(m_server.fullServerName()), qPrintable(why));
        return false;
    }
    if (!m_rateStart.isValid() || m_rateStart.hasExpired(1000)) {
        m_rateStart.start();
        m_recentRequests = 0;
    }
    return ++m_recentRequests <= kMaxRequestsPerSecond && m_openRequests < kMaxOpenRequests;
}

void SingleInstance::readRequest(QLocalSocket &socket)
{
    // Dropped at once, so that a caller's garbage does not hold one of the
    // few places until its time is up.
    const auto drop = [&socket] {
        socket.abort();
        socket.deleteLater();
    };
    if (!socket.canReadLine()) {
        if (socket.bytesAvailable() > kMaxRequestBytes)
            drop();
        return;
    }
    QByteArray line = socket.readLine(kMaxRequestBytes + 1);
    // One whole line and nothing after it, or no request at all.
    const std::optional<NativePath> file =
        line.endsWith('\n') && socket.bytesAvailable() == 0 ? parseRequest(line.chopped(1)) : std::nullopt;
    if (!file) {
        drop();
        return;
    }
    socket.write(kOk + '\n');
    socket.flush();
    socket.disconnectFromServer();
    // From the event loop, not inside the socket's signal: opening may ask a
    // question in a dialog of its own.
    QMetaObject::invokeMethod(this, [this, file = *file] { emit requested(file); }, Qt::QueuedConnection);
}

void SingleInstance::serve(MainWindow &window)
{
    connect(this, &SingleInstance::requested, &window, [window = QPointer<MainWindow>(&window)](const NativePath &file) {
        if (!window)
            return;
        window->setWindowState(window->windowState() & ~Qt::WindowMinimized);
        window->show();
        window->raise();
        window->activateWindow();
        if (file.bytes().startsWith('/'))
            window->openFile(file);
        else if (!file.isEmpty())
            window->openGameId(file.text());
    });
}
