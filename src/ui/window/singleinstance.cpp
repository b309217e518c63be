#include "singleinstance.h"

#include "../../core/common/gameid.h"
#include "../../service/gamefiles.h"
#include "../../service/privatefolder.h"
#include "../mainwindow.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QPointer>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QThread>
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
// Connections held at once, each reading at most one request: 2 MiB at most.
// A burst of starts (a file manager opening 50 files) fits with room to
// spare, as they come over a second or two and each is answered in
// milliseconds; a process flooding the window with connections gets no more,
// the rest are closed at once (and their starts say the window does not
// answer).
constexpr int kMaxOpenConnections = 128;
// Requests answered and waiting for the window (it asks a question, say):
// thousands of names, at most this many bytes. Beyond it a start is not
// answered and says so.
constexpr qsizetype kMaxWaitingBytes = 1024 * 1024;

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

// Why the process at the other end of the socket `descriptor` may not take or
// make requests: it runs as another user. Empty when it is this user's.
QString strangerRefusal(int descriptor)
{
    const std::optional<uid_t> peer = PrivateFolder::peerUser(descriptor);
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
    int socket = -1;
    // A local socket connects at once, or is refused: nobody listens. A
    // queue that stays full: one listens, but does not take the connection.
    switch (LocalSocket::connectTo(QFile::encodeName(name), answerMillis, &socket)) {
    case LocalSocket::Reached::Connected:
        break;
    case LocalSocket::Reached::Nobody:
        return Peer::Nobody;
    case LocalSocket::Reached::Busy:
        return Peer::Silent;
    }
    const auto closed = qScopeGuard([socket] { ::close(socket); });
    // Asked before a byte is written: the name of the file is the secret.
    if (*why = strangerRefusal(socket); !why->isEmpty())
        return Peer::Stranger;
    if (!LocalSocket::writeAll(socket, request(file), answerMillis))
        return Peer::Silent;
    const std::optional<QByteArray> answer = LocalSocket::readLine(socket, kMaxRequestBytes, answerMillis);
    return answer && answer->trimmed() == kOk ? Peer::Answered : Peer::Silent;
}

// What later starts cannot meet in, and why; empty: they can.
struct Refusal {
    QString path;
    QString why;
    bool isEmpty() const { return why.isEmpty(); }
    QString text() const { return QStringLiteral("%1: %2").arg(path, why); }
};

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
    // Held open while in use; null when it could not be made.
    std::unique_ptr<PrivateFolder::Held> held;
    QString folderRefusal;  // non-empty: the folder must not be used
    QString runtimeRefusal; // why XDG_RUNTIME_DIR, set, is not used
};

Place place()
{
    Place place;
    const QString runtime = qEnvironmentVariable("XDG_RUNTIME_DIR");
    if (!runtime.isEmpty()) {
        auto held = std::make_unique<PrivateFolder::Held>(runtime);
        if (held->refusal().isEmpty()) {
            place.folder = runtime;
            place.held = std::move(held);
            return place;
        }
        place.runtimeRefusal = held->refusal();
    }
    const QString cache = QStandardPaths::writableLocation(QStandardPaths::CacheLocation);
    place.folder = cache + QStringLiteral("/instance");
    // Without a cache folder the name would be one from the root, anyone's.
    if (cache.isEmpty()) {
        place.folderRefusal = QStringLiteral("there is no cache folder");
    } else if (place.folderRefusal = PrivateFolder::makeFolder(place.folder); place.folderRefusal.isEmpty()) {
        place.held = std::make_unique<PrivateFolder::Held>(place.folder);
        place.folderRefusal = place.held->refusal();
    }
    return place;
}

} // namespace

SingleInstance::SingleInstance(QObject *parent)
    : QObject(parent)
{
    connect(&m_server, &LocalServer::connectionAccepted, this, &SingleInstance::take);
}

SingleInstance::~SingleInstance() = default;

QString SingleInstance::serverName()
{
    return place().folder + QLatin1Char('/') + socketBaseName();
}

QString SingleInstance::lockName()
{
    return GameFiles::autosavePath() + QStringLiteral(".lock");
}

SingleInstance::Start SingleInstance::start(const NativePath &file)
{
    Place where = place();
    if (!where.runtimeRefusal.isEmpty())
        qWarning("Puzzlebox does not meet other starts in XDG_RUNTIME_DIR (%s): %s. It uses %s instead.",
                 qPrintable(qEnvironmentVariable("XDG_RUNTIME_DIR")), qPrintable(where.runtimeRefusal),
                 qPrintable(where.folder));
    m_name = where.folder + QLatin1Char('/') + socketBaseName();
    Refusal refusal;
    QString address;
    if (!where.folderRefusal.isEmpty()) {
        refusal = {where.folder, where.folderRefusal};
    } else {
        address = where.held->entryPath(socketBaseName());
        // Another user's file is neither followed, nor used, nor removed.
        refusal = {m_name, PrivateFolder::fileRefusal(address)};
    }
    QDir().mkpath(QFileInfo(lockName()).absolutePath());
    m_lock = std::make_unique<QLockFile>(lockName());
    QElapsedTimer waited;
    waited.start();
    forever {
        QString stranger;
        switch (refusal.isEmpty() ? handOver(address, file, m_answerMillis, &stranger) : Peer::Nobody) {
        case Peer::Answered:
            return Start::HandedOver;
        case Peer::Silent:
            return Start::NoAnswer;
        case Peer::Stranger:
            refusal = {m_name, stranger};
            break;
        case Peer::Nobody:
            break;
        }
        // Nobody answered: the lock says whether a window runs all the same.
        // One that cannot be had at all (a data folder that cannot be
        // written) says nothing, and this start opens the window as it did
        // before there was a lock.
        if (m_lock->tryLock(0) || m_lock->error() != QLockFile::LockFailedError) {
            m_folder = std::move(where.held);
            return becomeTheWindow(address, refusal.path, refusal.why);
        }
        // Another start took it a moment ago and is about to listen; a
        // window that cannot be reached never will.
        if (!refusal.isEmpty() || waited.hasExpired(m_answerMillis)) {
            m_lock.reset();
            m_unreachable = refusal.isEmpty()
                ? QStringLiteral("it holds %1 but does not listen on %2").arg(lockName(), m_name)
                : refusal.text();
            qWarning("Puzzlebox runs already but cannot be reached: %s.", qPrintable(m_unreachable));
            return Start::Unreachable;
        }
        QThread::msleep(20);
    }
}

SingleInstance::Start SingleInstance::becomeTheWindow(const QString &address, const QString &refused,
                                                      const QString &why)
{
    static const char *const kAlone = "Later starts cannot hand their files to this window: they say so and end, "
                                      "until that is put right.";
    if (!why.isEmpty()) {
        qWarning("Puzzlebox does not use %s to meet other starts: %s. %s", qPrintable(refused), qPrintable(why),
                 kAlone);
        return Start::First;
    }
    // Nobody listens, and the lock is this start's: a socket left there is a
    // killed Puzzlebox's.
    QFile::remove(address);
    // Room in the system for a burst that comes while the window opens a file.
    if (!m_server.listen(QFile::encodeName(address), kMaxOpenConnections))
        qWarning("Puzzlebox cannot listen on %s (%s). %s", qPrintable(m_name), qPrintable(m_server.errorString()),
                 kAlone);
    return Start::First;
}

void SingleInstance::take(int descriptor)
{
    if (const QString why = strangerRefusal(descriptor); !why.isEmpty()) {
        qWarning("Puzzlebox refused a request on %s: %s. Only this user's starts may open files here.",
                 qPrintable(m_name), qPrintable(why));
        ::close(descriptor);
        return;
    }
    if (m_openConnections >= kMaxOpenConnections) {
        ::close(descriptor);
        return;
    }
    auto *connection = new LocalConnection(descriptor, this);
    ++m_openConnections;
    connect(connection, &QObject::destroyed, &m_server, [this] { --m_openConnections; });
    // A caller that never finishes its line must not keep its place.
    QTimer::singleShot(m_answerMillis, connection, &LocalConnection::finish);
    connect(connection, &LocalConnection::readyRead, this, [this, connection] { readRequest(*connection); });
    // A start writes its request as it connects: answered now, a burst is
    // answered before the window opens the first file it brings.
    readRequest(*connection);
}

void SingleInstance::readRequest(LocalConnection &connection)
{
    // Read no further than one request: no caller's bytes pile up beyond it.
    const bool open = connection.readAvailable(kMaxRequestBytes + 1);
    const QByteArray &got = connection.buffer();
    const qsizetype end = got.indexOf('\n');
    if (end < 0) {
        // Dropped at once, so that a caller's garbage or a caller gone does
        // not hold one of the places until its time is up.
        if (!open || got.size() > kMaxRequestBytes)
            connection.finish();
        return;
    }
    // One whole line and nothing after it, or no request at all.
    const std::optional<NativePath> file = end == got.size() - 1 ? parseRequest(got.first(end)) : std::nullopt;
    // Unanswered when too much waits already: the window is stuck, and the
    // start says it does not answer.
    if (!file || m_waitingBytes + file->bytes().size() > kMaxWaitingBytes) {
        connection.finish();
        return;
    }
    connection.write(kOk + '\n');
    connection.finish();
    m_waiting.append(*file);
    m_waitingBytes += file->bytes().size();
    // From the event loop, not inside the socket's signal: opening may ask a
    // question in a dialog of its own.
    QMetaObject::invokeMethod(this, &SingleInstance::dispatch, Qt::QueuedConnection);
}

void SingleInstance::dispatch()
{
    // A request whose file asks a question (a board being edited, one that
    // cannot be solved) runs the event loop until it is answered: the next
    // waits for it instead of asking over it.
    if (m_dispatching || !m_serving || m_waiting.isEmpty())
        return;
    m_dispatching = true;
    const NativePath file = m_waiting.takeFirst();
    m_waitingBytes -= file.bytes().size();
    emit requested(file);
    m_dispatching = false;
    if (!m_waiting.isEmpty())
        QMetaObject::invokeMethod(this, &SingleInstance::dispatch, Qt::QueuedConnection);
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
    // What came while the window was being made (it may ask about the game
    // it resumes) waited for it.
    m_serving = true;
    QMetaObject::invokeMethod(this, &SingleInstance::dispatch, Qt::QueuedConnection);
}
