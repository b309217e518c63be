#include "singleinstance.h"

#include "mainwindow.h"

#include <QCryptographicHash>
#include <QDir>
#include <QLocalSocket>
#include <QLockFile>
#include <QPointer>
#include <QStandardPaths>

namespace {

// A request is one line: "open " and the file's bytes percent-encoded (any
// name survives), or "show". The answer is "ok".
const QByteArray kOpen = QByteArrayLiteral("open ");
const QByteArray kShow = QByteArrayLiteral("show");
const QByteArray kOk = QByteArrayLiteral("ok");
// Far more than any file name; a longer line is not a request of ours.
constexpr qint64 kMaxRequestBytes = 64 * 1024;
// Generous: a window busy painting, or started under a sanitizer, answers late.
constexpr int kAnswerMillis = 20000;

QByteArray request(const NativePath &file)
{
    return (file.isEmpty() ? kShow : kOpen + file.bytes().toPercentEncoding()) + '\n';
}

// Hands `file` to the Puzzlebox listening on `name`. Returns whether one
// listens and `*answered` whether it took the request.
bool handOver(const QString &name, const NativePath &file, bool *answered)
{
    *answered = false;
    QLocalSocket socket;
    socket.connectToServer(name);
    // A local socket connects at once, or is refused: nobody listens.
    if (!socket.waitForConnected(kAnswerMillis))
        return false;
    socket.write(request(file));
    if (!socket.waitForBytesWritten(kAnswerMillis))
        return true;
    while (!socket.canReadLine()) {
        if (!socket.waitForReadyRead(kAnswerMillis))
            return true;
    }
    *answered = socket.readLine(kMaxRequestBytes).trimmed() == kOk;
    return true;
}

} // namespace

SingleInstance::SingleInstance(QObject *parent)
    : QObject(parent)
{
    connect(&m_server, &QLocalServer::newConnection, this, &SingleInstance::accept);
}

QString SingleInstance::serverName()
{
    QString folder = QStandardPaths::writableLocation(QStandardPaths::RuntimeLocation);
    if (folder.isEmpty())
        folder = QDir::tempPath();
    const QByteArray folders = QFile::encodeName(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        + '\n' + QFile::encodeName(QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation));
    const QByteArray hash = QCryptographicHash::hash(folders, QCryptographicHash::Sha256).toHex().left(16);
    return folder + QStringLiteral("/puzzlebox-") + QString::fromLatin1(hash);
}

SingleInstance::Start SingleInstance::start(const NativePath &file)
{
    const QString name = serverName();
    QLockFile lock(name + QStringLiteral(".lock"));
    // Held for a moment only; without it (an unwritable folder) the window
    // still opens.
    const bool locked = lock.tryLock(kAnswerMillis);
    bool answered = false;
    if (handOver(name, file, &answered))
        return answered ? Start::HandedOver : Start::NoAnswer;
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
        connect(socket, &QLocalSocket::readyRead, this, [this, socket] {
            if (!socket->canReadLine()) {
                if (socket->bytesAvailable() > kMaxRequestBytes)
                    socket->abort();
                return;
            }
            const QByteArray line = socket->readLine(kMaxRequestBytes).trimmed();
            NativePath file;
            if (line.startsWith(kOpen))
                file = NativePath::fromBytes(QByteArray::fromPercentEncoding(line.mid(kOpen.size())));
            else if (line != kShow) {
                socket->abort();
                return;
            }
            socket->write(kOk + '\n');
            socket->flush();
            socket->disconnectFromServer();
            // From the event loop, not inside the socket's signal: opening
            // may ask a question in a dialog of its own.
            QMetaObject::invokeMethod(this, [this, file] { emit requested(file); }, Qt::QueuedConnection);
        });
    }
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
        if (!file.isEmpty())
            window->openFile(file);
    });
}
