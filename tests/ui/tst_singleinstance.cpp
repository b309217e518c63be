// One Puzzlebox per data folder (SingleInstance): a second start of the real
// program hands its file to the window already running, which opens it as
// File ▸ Open does, so the game played there comes back with Undo; before,
// the second start opened a window of its own, and whichever window closed
// last overwrote the other's kept game. The first Puzzlebox here is this
// test's window; the later starts are the built program, in the test's own
// data, settings and runtime folders.

#include "../childprocess.h"
#include "../otheruser.h"
#include "core/pegs/pegpuzzle.h"
#include "core/roller/rollerpuzzle.h"
#include "ui/mainwindow.h"
#include "ui/window/singleinstance.h"
#include "windowdriver.h"
#include "testmain.h"
#include "testpaths.h"

#include <QApplication>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QLocalServer>
#include <QLocalSocket>
#include <QMessageBox>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QScopeGuard>
#include <QSet>
#include <QSignalSpy>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <memory>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <sys/wait.h>

namespace tst_singleinstance {

using pb::pegs::PegPuzzle;

namespace {

constexpr const char *kRollerBoard = "3 3\n000\n001\n011\n";
// Generous: the program starts slowly under a sanitizer.
constexpr int kStartMillis = 60000;

} // namespace

class TestSingleInstance : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void secondStartOpensItsFileInTheFirst_data();
    void secondStartOpensItsFileInTheFirst();
    void secondStartWithoutAFileShowsTheFirst();
    void secondStartPlaysItsGameIdInTheFirst();
    void killedFirstDoesNotBlockTheNextStart();
    void unansweredStartOpensNoSecondWindow();
    void screenshotStandsAlone();

    // Issue 30: another local user must not take over the start.
    void withoutRuntimeFolderMeetsInAFolderOfItsOwn();
    void refusedFolderOpensAWindowOfItsOwn_data();
    void refusedFolderOpensAWindowOfItsOwn();
    void runtimeFolderOfAnotherIsNotUsed();
    void anotherUsersFileIsAvoided_data();
    void anotherUsersFileIsAvoided();
    void listenerOfAnotherUserGetsNothing();
    void requestOfAnotherUserIsRefused();
    void malformedRequestsAreDropped_data();
    void malformedRequestsAreDropped();
    void floodIsBounded();
    void staleLockDoesNotBlockTheNextStart();

    // Issue 40: every start from this user is served, by one window.
    void longCachePathStillMeets();
    void failedListenTurnsLaterStartsAway();
    void burstOfRequestsIsServed();
    void burstOfStartsIsServed();
    void burstIsAnsweredBeforeItIsOpened();
    void requestBeforeTheWindowIsKept();
    void badHandOversShareOneBox();
    void swappedCacheFolderOpensNoSecondWindow();
    void stickySharedParentIsAccepted();

    // Issue 44: a start as light as Qt's.
    void startLoadsNoQtNetwork();

private:
    // Starts the program with `arguments` (bytes: any file name) in `folder`.
    void startApp(ChildProcess &app, const QByteArrayList &arguments, const QString &folder = QString());
    // Waits for `app` to end, answering it meanwhile; its exit code, or -1.
    int exitCode(ChildProcess &app);
    QByteArray writeRollerBoard(const QByteArray &name);
    void playOneMove();
    // The folder the socket goes to when XDG_RUNTIME_DIR is not set, which
    // the test then leaves unset until cleanup(); with `cache`, the cache
    // folder is that until cleanup() too.
    QString withoutRuntimeFolder(const QString &cache = QString());
    // A test's own SingleInstance in place of init()'s, the window served,
    // with `millis` for its callers' requests; whether it listens.
    bool restartInstance(int millis);
    // How many callers init()'s SingleInstance holds connections to.
    qsizetype heldConnections() const;
    // Sends `bytes` as a caller would; whether the window answered "ok"
    // before hanging up. Runs the event loop meanwhile.
    bool answered(const QByteArray &bytes);

    QTemporaryDir m_home;
    QTemporaryDir m_runtime;
    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<SingleInstance> m_instance;
    QByteArrayList m_written;
};

void TestSingleInstance::initTestCase()
{
    QVERIFY(m_home.isValid() && m_runtime.isValid());
    qputenv("XDG_DATA_HOME", QFile::encodeName(m_home.filePath(QStringLiteral("data"))));
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_home.filePath(QStringLiteral("config"))));
    qputenv("XDG_CACHE_HOME", QFile::encodeName(m_home.filePath(QStringLiteral("cache"))));
    qputenv("XDG_RUNTIME_DIR", QFile::encodeName(m_runtime.path()));
    // The program's own names, so that both find the same folders.
    QCoreApplication::setOrganizationName(QStringLiteral("Puzzlebox"));
    QCoreApplication::setApplicationName(QStringLiteral("puzzlebox"));
    QVERIFY(SingleInstance::serverName().startsWith(m_runtime.path() + QLatin1Char('/')));
}

void TestSingleInstance::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->setAnimationMillis(0);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_instance = std::make_unique<SingleInstance>();
    QCOMPARE(m_instance->start(NativePath()), SingleInstance::Start::First);
    m_instance->serve(*m_window);
}

void TestSingleInstance::cleanup()
{
    m_instance.reset();
    m_window.reset();
    qputenv("XDG_RUNTIME_DIR", QFile::encodeName(m_runtime.path()));
    qputenv("XDG_CACHE_HOME", QFile::encodeName(m_home.filePath(QStringLiteral("cache"))));
    ::chmod(QFile::encodeName(m_runtime.path()).constData(), 0700);
    // What the refusals left, so that the next test starts afresh.
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + QStringLiteral("/instance");
    if (QFileInfo(folder).isSymLink())
        QFile::remove(folder);
    QDir(folder).removeRecursively();
    for (const QString &left : {SingleInstance::serverName(), SingleInstance::serverName() + QStringLiteral(".lock")})
        QFile::remove(left);
    // QTemporaryDir lists the folder as text, so it cannot remove these.
    for (const QByteArray &path : std::as_const(m_written))
        std::remove(path.constData());
    m_written.clear();
}

void TestSingleInstance::startApp(ChildProcess &app, const QByteArrayList &arguments, const QString &folder)
{
    app.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    app.setWorkingDirectory(folder.isEmpty() ? m_home.path() : folder);
    app.startWithBytes(QStringLiteral(PUZZLEBOX_APP), arguments);
}

int TestSingleInstance::exitCode(ChildProcess &app)
{
    // Not waitForFinished(): the window here must answer the request.
    for (int waited = 0; waited < kStartMillis && app.state() != QProcess::NotRunning; waited += 20)
        QTest::qWait(20);
    if (app.state() != QProcess::NotRunning || app.exitStatus() != QProcess::NormalExit)
        return -1;
    return app.exitCode();
}

QByteArray TestSingleInstance::writeRollerBoard(const QByteArray &name)
{
    const QByteArray path = QFile::encodeName(m_home.path()) + '/' + name;
    std::ofstream file(path.toStdString(), std::ios::binary);
    file << kRollerBoard;
    m_written.append(path);
    return file.good() ? path : QByteArray();
}

void TestSingleInstance::playOneMove()
{
    QVERIFY(PegPuzzle::classicTriangle().equals(m_window->session().position()));
    windowdriver::clickHole(*m_window, 11);
    windowdriver::clickHole(*m_window, 4);
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("11-4")});
}

void TestSingleInstance::secondStartOpensItsFileInTheFirst_data()
{
    QTest::addColumn<QByteArray>("name");
    QTest::addColumn<bool>("relative");

    QTest::newRow("from the root") << QByteArray("second.rbd") << false;
    QTest::newRow("relative to the second start's folder") << QByteArray("relative.rbd") << true;
    QTest::newRow("name that is not UTF-8") << QByteArray("bad\xff\xfeutf8.rbd") << false;
}

void TestSingleInstance::secondStartOpensItsFileInTheFirst()
{
    QFETCH(QByteArray, name);
    QFETCH(bool, relative);

    playOneMove();
    const QByteArray path = writeRollerBoard(name);
    QVERIFY(!path.isEmpty());

    ChildProcess second;
    startApp(second, {relative ? name : path});
    QCOMPARE(exitCode(second), 0);

    QTRY_COMPARE(m_window->session().position().family(), pb::roller::RollerPuzzle::kFamily);
    QVERIFY2(m_window->windowTitle().startsWith(QFile::decodeName(name)), qPrintable(m_window->windowTitle()));
    // The first window's game is kept: Undo brings it back, move and all.
    m_window->session().undo();
    QVERIFY(m_window->session().position().family() == PegPuzzle::kFamily);
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("11-4")});
}

void TestSingleInstance::secondStartWithoutAFileShowsTheFirst()
{
    playOneMove();
    QSignalSpy requests(m_instance.get(), &SingleInstance::requested);

    ChildProcess second;
    startApp(second, {});
    QCOMPARE(exitCode(second), 0);

    QTRY_COMPARE(requests.count(), 1);
    QVERIFY(requests.constFirst().constFirst().value<NativePath>().isEmpty());
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("11-4")});
}

// `puzzlebox ID` hands the ID, not a file of that name, to the window.
void TestSingleInstance::secondStartPlaysItsGameIdInTheFirst()
{
    playOneMove();
    ChildProcess second;
    startApp(second, {QByteArrayLiteral("rollerboard:0000_1100_1000_0100_0000")});
    QCOMPARE(exitCode(second), 0);

    QTRY_COMPARE(m_window->session().position().family(), pb::roller::RollerPuzzle::kFamily);
    QVERIFY(m_window->session().position().equals(pb::roller::RollerPuzzle::classicExample()));
    m_window->session().undo();
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("11-4")});
}

// A Puzzlebox killed leaves its socket behind; the next start listens in its
// place instead of handing its file to nobody.
void TestSingleInstance::killedFirstDoesNotBlockTheNextStart()
{
    m_instance.reset();
    const QString socket = SingleInstance::serverName();
    QVERIFY(!QFileInfo::exists(socket));

    ChildProcess killed;
    startApp(killed, {});
    for (int waited = 0; waited < kStartMillis && !QFileInfo::exists(socket); waited += 20)
        QTest::qWait(20);
    QVERIFY(QFileInfo::exists(socket));
    killed.kill();
    QVERIFY(killed.waitForFinished());
    QVERIFY(QFileInfo::exists(socket));

    m_instance = std::make_unique<SingleInstance>();
    QCOMPARE(m_instance->start(NativePath()), SingleInstance::Start::First);
    m_instance->serve(*m_window);

    // And it is this window that later starts reach.
    const QByteArray path = writeRollerBoard("after-kill.rbd");
    ChildProcess next;
    startApp(next, {path});
    QCOMPARE(exitCode(next), 0);
    QTRY_COMPARE(m_window->session().position().family(), pb::roller::RollerPuzzle::kFamily);
}

// A Puzzlebox that takes the request but never answers (hung) still runs: the
// new start must not open a second window on the same data.
void TestSingleInstance::unansweredStartOpensNoSecondWindow()
{
    m_instance.reset();
    QLocalServer silent;
    QVERIFY(silent.listen(SingleInstance::serverName()));
    SingleInstance second;
    // The answer never comes: waiting the product's 20 s for it tells no more.
    second.setAnswerMillis(500);
    QCOMPARE(second.start(NativePath()), SingleInstance::Start::NoAnswer);
    // Nor did it take the running one's socket away.
    QVERIFY(QFileInfo::exists(SingleInstance::serverName()));
}

// docs/screenshots.sh's mode draws its own window, whatever runs.
void TestSingleInstance::screenshotStandsAlone()
{
    playOneMove();
    const QByteArray path = writeRollerBoard("shot.rbd");
    const QString png = m_home.filePath(QStringLiteral("shot.png"));
    ChildProcess shot;
    startApp(shot, {"--screenshot", QFile::encodeName(png), path});
    QCOMPARE(exitCode(shot), 0);
    QVERIFY(!QImage(png).isNull());
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("11-4")});
}

QString TestSingleInstance::withoutRuntimeFolder(const QString &cache)
{
    qunsetenv("XDG_RUNTIME_DIR");
    if (!cache.isEmpty())
        qputenv("XDG_CACHE_HOME", QFile::encodeName(cache));
    return QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + QStringLiteral("/instance");
}

bool TestSingleInstance::restartInstance(int millis)
{
    m_instance.reset();
    m_instance = std::make_unique<SingleInstance>();
    m_instance->setAnswerMillis(millis);
    const SingleInstance::Start start = m_instance->start(NativePath());
    m_instance->serve(*m_window);
    return start == SingleInstance::Start::First && m_instance->isListening();
}

qsizetype TestSingleInstance::heldConnections() const
{
    return m_instance->heldConnections();
}

bool TestSingleInstance::answered(const QByteArray &bytes)
{
    QLocalSocket caller;
    caller.connectToServer(SingleInstance::serverName());
    if (!caller.waitForConnected(kStartMillis))
        return false;
    caller.write(bytes);
    // Not waitForDisconnected(): the window here must read and answer.
    for (int waited = 0; waited < kStartMillis && caller.state() != QLocalSocket::UnconnectedState; waited += 10)
        QTest::qWait(10);
    return caller.readAll() == "ok\n";
}

// Without XDG_RUNTIME_DIR (su, sudo, containers) Qt's runtime folder is one in
// the shared temporary folder, which another user can make first; Puzzlebox
// meets its later starts in a folder of its own instead.
void TestSingleInstance::withoutRuntimeFolderMeetsInAFolderOfItsOwn()
{
    m_instance.reset();
    const QString folder = withoutRuntimeFolder();
    QCOMPARE(SingleInstance::serverName(), folder + QLatin1Char('/') + QFileInfo(SingleInstance::serverName()).fileName());
    m_instance = std::make_unique<SingleInstance>();
    QCOMPARE(m_instance->start(NativePath()), SingleInstance::Start::First);
    QVERIFY(m_instance->isListening());
    m_instance->serve(*m_window);
    struct stat info {};
    QCOMPARE(::lstat(QFile::encodeName(folder).constData(), &info), 0);
    QVERIFY(S_ISDIR(info.st_mode));
    QCOMPARE(info.st_mode & 07777, mode_t(0700));
    QVERIFY(!folder.startsWith(QDir::tempPath() + QStringLiteral("/runtime-")));

    // The same user's second start still hands its file over.
    const QByteArray path = writeRollerBoard("private.rbd");
    ChildProcess second;
    startApp(second, {path});
    QCOMPARE(exitCode(second), 0);
    QTRY_COMPARE(m_window->session().position().family(), pb::roller::RollerPuzzle::kFamily);
}

void TestSingleInstance::refusedFolderOpensAWindowOfItsOwn_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("why");

    QTest::newRow("another user's") << QStringLiteral("other") << QStringLiteral("belongs to user 1001");
    QTest::newRow("symbolic link") << QStringLiteral("link") << QStringLiteral("symbolic link");
    QTest::newRow("open to everyone") << QStringLiteral("open") << QStringLiteral("mode 0777");
}

// Made by another user before Puzzlebox first ran, or opened up: nobody may be
// waiting there for the start's file, so the start keeps away.
void TestSingleInstance::refusedFolderOpensAWindowOfItsOwn()
{
    QFETCH(QString, kind);
    QFETCH(QString, why);

    m_instance.reset();
    const QString folder = withoutRuntimeFolder();
    const QByteArray bytes = QFile::encodeName(folder);
    QVERIFY(QDir().mkpath(QFileInfo(folder).absolutePath()));
    if (kind == QLatin1String("link")) {
        QVERIFY(QDir().mkpath(m_home.filePath(QStringLiteral("elsewhere"))));
        QVERIFY(QFile::link(m_home.filePath(QStringLiteral("elsewhere")), folder));
    } else {
        QVERIFY(QDir().mkpath(folder));
        if (kind == QLatin1String("open"))
            QCOMPARE(::chmod(bytes.constData(), 0777), 0);
        else if (!OtherUser::canSwitch())
            QSKIP("Only root can give a folder to another user (CI runs as root).");
        else
            QCOMPARE(::chown(bytes.constData(), OtherUser::kId, OtherUser::kId), 0);
    }

    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QRegularExpression::escape(folder) + QStringLiteral(".*")
                                                          + QRegularExpression::escape(why)));
    SingleInstance start;
    QCOMPARE(start.start(NativePath::fromBytes("/home/victim/secret.rbd")), SingleInstance::Start::First);
    QVERIFY(!start.isListening());
    // Left as it was: not Puzzlebox's to put right.
    QVERIFY(QFileInfo(folder).isSymLink() == (kind == QLatin1String("link")));
    QVERIFY(!QFileInfo::exists(SingleInstance::serverName()));
}

// XDG_RUNTIME_DIR set to a folder that is not this user's alone is passed by
// for the folder of Puzzlebox's own.
void TestSingleInstance::runtimeFolderOfAnotherIsNotUsed()
{
    m_instance.reset();
    const QString folder = withoutRuntimeFolder();
    QTemporaryDir shared;
    QVERIFY(shared.isValid());
    QCOMPARE(::chmod(QFile::encodeName(shared.path()).constData(), 0777), 0);
    qputenv("XDG_RUNTIME_DIR", QFile::encodeName(shared.path()));
    QVERIFY(SingleInstance::serverName().startsWith(folder + QLatin1Char('/')));

    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("XDG_RUNTIME_DIR \\(")
                                                          + QRegularExpression::escape(shared.path())
                                                          + QStringLiteral("\\).*mode 0777")));
    m_instance = std::make_unique<SingleInstance>();
    QCOMPARE(m_instance->start(NativePath()), SingleInstance::Start::First);
    QVERIFY(m_instance->isListening());
    QVERIFY(QDir(shared.path()).isEmpty(QDir::AllEntries | QDir::System | QDir::Hidden | QDir::NoDotAndDotDot));
}

void TestSingleInstance::anotherUsersFileIsAvoided_data()
{
    QTest::addColumn<bool>("link");

    QTest::newRow("another user's socket") << false;
    QTest::newRow("socket that is a symbolic link") << true;
}

// Found where the socket goes (a runtime folder root wrote into): not
// removed, not used; the start opens its own window.
void TestSingleInstance::anotherUsersFileIsAvoided()
{
    QFETCH(bool, link);

    m_instance.reset();
    const QString path = SingleInstance::serverName();
    const QByteArray bytes = QFile::encodeName(path);
    if (link) {
        QVERIFY(QFile::link(m_home.filePath(QStringLiteral("elsewhere")), path));
    } else {
        if (!OtherUser::canSwitch())
            QSKIP("Only root can give a file to another user (CI runs as root).");
        // A socket file nobody listens on, as a killed process leaves it.
        const int socket = ::socket(AF_UNIX, SOCK_STREAM, 0);
        sockaddr_un address{};
        address.sun_family = AF_UNIX;
        std::strncpy(address.sun_path, bytes.constData(), sizeof address.sun_path - 1);
        QCOMPARE(::bind(socket, reinterpret_cast<const sockaddr *>(&address), sizeof address), 0);
        ::close(socket);
        QCOMPARE(::chown(bytes.constData(), OtherUser::kId, OtherUser::kId), 0);
    }

    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QRegularExpression::escape(path) + QStringLiteral(" .*: ")
                                                          + (link ? QStringLiteral("it is a symbolic link")
                                                                  : QStringLiteral("it belongs to user 1001"))));
    SingleInstance start;
    QCOMPARE(start.start(NativePath::fromBytes("/home/victim/secret.rbd")), SingleInstance::Start::First);
    QVERIFY(!start.isListening());
    QVERIFY(QFileInfo(path).isSymLink() || QFileInfo::exists(path));
}

// Another user listening first (here on a socket file root made, so only the
// peer's credentials give it away) learns nothing: not even "show".
void TestSingleInstance::listenerOfAnotherUserGetsNothing()
{
    if (!OtherUser::canSwitch())
        QSKIP("Only root can listen as another user (CI runs as root).");
    m_instance.reset();
    OtherUser listener;
    QVERIFY(listener.listen(QFile::encodeName(SingleInstance::serverName())));

    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QRegularExpression::escape(SingleInstance::serverName())
                                                          + QStringLiteral(" .*: user 1001 is at the other end")));
    SingleInstance start;
    QCOMPARE(start.start(NativePath::fromBytes("/home/victim/secret.rbd")), SingleInstance::Start::First);
    QVERIFY(!start.isListening());
    bool ended = false;
    QCOMPARE(listener.received(kStartMillis, &ended), QByteArray());
    QVERIFY(ended);
    QVERIFY(QFileInfo::exists(SingleInstance::serverName()));
}

// The running window takes requests of its own user only, should the socket
// ever be reachable by others (here: its folder and file opened by hand).
void TestSingleInstance::requestOfAnotherUserIsRefused()
{
    if (!OtherUser::canSwitch())
        QSKIP("Only root can call as another user (CI runs as root).");
    playOneMove();
    QSignalSpy requests(m_instance.get(), &SingleInstance::requested);
    // Named before the folder is opened, which makes later starts pass it by.
    const QString socket = SingleInstance::serverName();
    QCOMPARE(::chmod(QFile::encodeName(m_runtime.path()).constData(), 0711), 0);
    QCOMPARE(::chmod(QFile::encodeName(socket).constData(), 0777), 0);
    const QByteArray path = writeRollerBoard("planted.rbd");

    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("refused a request on ")
                                                          + QRegularExpression::escape(socket)
                                                          + QStringLiteral(": user 1001")));
    OtherUser caller;
    QVERIFY(caller.request(QFile::encodeName(socket),
                           "open " + path.toPercentEncoding() + '\n'));
    bool ended = false;
    QCOMPARE(caller.received(kStartMillis, &ended), QByteArray());
    QVERIFY(ended);
    QTest::qWait(100);
    QCOMPARE(requests.count(), 0);
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("11-4")});
}

void TestSingleInstance::malformedRequestsAreDropped_data()
{
    QTest::addColumn<QByteArray>("bytes");

    QTest::newRow("no request") << QByteArray("hello\n");
    QTest::newRow("not from the root") << QByteArray("open relative.rbd\n");
    QTest::newRow("not percent-encoded") << QByteArray("open /tmp/a b.rbd\n");
    QTest::newRow("broken escape") << QByteArray("open %2Ftmp%zz\n");
    QTest::newRow("cut-off escape") << QByteArray("open %2Ftmp%2\n");
    QTest::newRow("zero byte") << QByteArray("open %2Ftmp%00.rbd\n");
    QTest::newRow("two requests") << QByteArray("show\nshow\n");
    QTest::newRow("oversized line") << QByteArray("open %2F" + QByteArray(20000, 'a') + "\n");
    QTest::newRow("oversized, no line") << QByteArray(20000, 'a');
    QTest::newRow("no end of line") << QByteArray("show");
}

// Whatever a caller sends that is not a request a start writes is dropped
// without an answer, and the window stays as it was; a good request after it
// is still served.
void TestSingleInstance::malformedRequestsAreDropped()
{
    QFETCH(QByteArray, bytes);

    playOneMove();
    QSignalSpy requests(m_instance.get(), &SingleInstance::requested);
    if (bytes == "show") {
        // A caller that never ends its line is dropped when its time is up:
        // here, as it hangs up.
        QLocalSocket caller;
        caller.connectToServer(SingleInstance::serverName());
        QVERIFY(caller.waitForConnected(kStartMillis));
        caller.write(bytes);
        QTest::qWait(200);
        caller.disconnectFromServer();
        QTest::qWait(100);
        QCOMPARE(requests.count(), 0);
    } else {
        QVERIFY(!answered(bytes));
    }
    QTest::qWait(100);
    QCOMPARE(requests.count(), 0);
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("11-4")});
    QVERIFY(answered("show\n"));
    QTRY_COMPARE(requests.count(), 1);
}

// Callers that open connections and send nothing hold a bounded number of
// places, each until its time is up (here 300 ms); then a request is served
// again.
void TestSingleInstance::floodIsBounded()
{
    QVERIFY(restartInstance(300));
    std::vector<std::unique_ptr<QLocalSocket>> idle;
    for (int i = 0; i < 200; ++i) {
        idle.push_back(std::make_unique<QLocalSocket>());
        idle.back()->connectToServer(SingleInstance::serverName());
    }
    qsizetype mostHeld = 0;
    for (int waited = 0; waited < 250; waited += 5) {
        QTest::qWait(5);
        mostHeld = std::max(mostHeld, heldConnections());
    }
    QVERIFY2(mostHeld > 0 && mostHeld <= 128, qPrintable(QString::number(mostHeld)));
    QTRY_COMPARE_WITH_TIMEOUT(heldConnections(), 0, 10000);
    QVERIFY(answered("show\n"));
}

// A lock left by a Puzzlebox killed while it held it (its process is gone)
// does not hold up the next start.
void TestSingleInstance::staleLockDoesNotBlockTheNextStart()
{
    m_instance.reset();
    const pid_t gone = ::fork();
    if (gone == 0)
        ::_exit(0);
    QVERIFY(gone > 0);
    QCOMPARE(::waitpid(gone, nullptr, 0), gone);
    QFile lock(SingleInstance::lockName());
    QVERIFY(lock.open(QIODevice::WriteOnly));
    lock.write(QByteArray::number(gone) + "\npuzzlebox\n" + QSysInfo::machineHostName().toUtf8() + '\n');
    lock.close();

    QElapsedTimer started;
    started.start();
    m_instance = std::make_unique<SingleInstance>();
    QCOMPARE(m_instance->start(NativePath()), SingleInstance::Start::First);
    QVERIFY(m_instance->isListening());
    QVERIFY2(started.elapsed() < 5000, qPrintable(QString::number(started.elapsed())));
}

// Without XDG_RUNTIME_DIR, a cache folder with a long path made the socket's
// name longer than a local socket's 108 bytes: nobody listened, and every
// start opened a window of its own on the same game.
void TestSingleInstance::longCachePathStillMeets()
{
    m_instance.reset();
    withoutRuntimeFolder(m_home.filePath(QString(120, QLatin1Char('c'))));
    QVERIFY(QFile::encodeName(SingleInstance::serverName()).size() > 108);
    QVERIFY(restartInstance(20000));

    const QByteArray path = writeRollerBoard("long.rbd");
    ChildProcess second;
    startApp(second, {path});
    QCOMPARE(exitCode(second), 0);
    QTRY_COMPARE(m_window->session().position().family(), pb::roller::RollerPuzzle::kFamily);
}

// Should listening fail all the same (here a folder sits where the socket
// goes), later starts do not open a second window on the same game: they
// find the window's lock taken, and say so.
void TestSingleInstance::failedListenTurnsLaterStartsAway()
{
    m_instance.reset();
    const QString socket = SingleInstance::serverName();
    QVERIFY(QDir().mkpath(socket));
    const auto removeFolder = qScopeGuard([&socket] { QDir().rmdir(socket); });
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("cannot listen on ")
                                                          + QRegularExpression::escape(socket)));
    m_instance = std::make_unique<SingleInstance>();
    QCOMPARE(m_instance->start(NativePath()), SingleInstance::Start::First);
    QVERIFY(!m_instance->isListening());
    m_instance->serve(*m_window);

    // A window that has run for an hour holds its lock all the same.
    QFile lock(SingleInstance::lockName());
    QVERIFY(lock.open(QIODevice::ReadOnly));
    QVERIFY(lock.setFileTime(QDateTime::currentDateTime().addSecs(-3600), QFileDevice::FileModificationTime));
    lock.close();

    SingleInstance later;
    later.setAnswerMillis(500);
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("cannot be reached: .*")
                                                          + QRegularExpression::escape(SingleInstance::lockName())));
    QCOMPARE(later.start(NativePath::fromBytes("/home/victim/plans.rbd")), SingleInstance::Start::Unreachable);
    QVERIFY(!later.isListening());
}

// A file manager opening 50 files starts 50 Puzzleboxes at once: every
// request is answered and reaches the window (a bound of 10 a second once
// turned 4 of 15 away).
void TestSingleInstance::burstOfRequestsIsServed()
{
    QSignalSpy requests(m_instance.get(), &SingleInstance::requested);
    std::vector<std::unique_ptr<QLocalSocket>> callers;
    for (int i = 0; i < 50; ++i) {
        callers.push_back(std::make_unique<QLocalSocket>());
        QLocalSocket *caller = callers.back().get();
        connect(caller, &QLocalSocket::connected, caller, [caller] { caller->write("show\n"); });
        caller->connectToServer(SingleInstance::serverName());
    }
    QTRY_COMPARE_WITH_TIMEOUT(requests.count(), 50, 20000);
    for (const std::unique_ptr<QLocalSocket> &caller : callers) {
        QTRY_VERIFY(caller->bytesAvailable() >= 3 || caller->state() == QLocalSocket::UnconnectedState);
        QCOMPARE(caller->readAll(), QByteArray("ok\n"));
    }
}

// The same with the program itself: 15 `puzzlebox FILE` at once all hand
// their file over and end with 0.
void TestSingleInstance::burstOfStartsIsServed()
{
    QSignalSpy requests(m_instance.get(), &SingleInstance::requested);
    constexpr int kStarts = 15;
    QSet<QByteArray> written;
    std::vector<std::unique_ptr<ChildProcess>> starts;
    for (int i = 0; i < kStarts; ++i) {
        const QByteArray path = writeRollerBoard("burst-" + QByteArray::number(i) + ".rbd");
        written.insert(path);
        starts.push_back(std::make_unique<ChildProcess>());
        startApp(*starts.back(), {path});
    }
    for (const std::unique_ptr<ChildProcess> &start : starts)
        QCOMPARE(exitCode(*start), 0);
    QTRY_COMPARE(requests.count(), kStarts);
    QSet<QByteArray> handed;
    for (const QList<QVariant> &request : std::as_const(requests))
        handed.insert(request.constFirst().value<NativePath>().bytes());
    QCOMPARE(handed, written);
}

// A burst is answered before the window opens what it brings: each start
// waits for its "ok", not for the files before its own. (Taking one
// connection a round, between two files opened, 100 starts at once on a busy
// machine waited past their 20 s.)
void TestSingleInstance::burstIsAnsweredBeforeItIsOpened()
{
    constexpr int kCallers = 40;
    std::vector<std::unique_ptr<QLocalSocket>> callers;
    for (int i = 0; i < kCallers; ++i) {
        callers.push_back(std::make_unique<QLocalSocket>());
        callers.back()->connectToServer(SingleInstance::serverName());
        QCOMPARE(callers.back()->state(), QLocalSocket::ConnectedState);
        callers.back()->write("show\n");
        QVERIFY(callers.back()->flush());
    }
    // Whether the window has written its answer, whether or not this side's
    // event loop has read it yet.
    const auto answered = [](const QLocalSocket &caller) {
        char byte = 0;
        return ::recv(int(caller.socketDescriptor()), &byte, 1, MSG_PEEK | MSG_DONTWAIT) == 1
            || caller.bytesAvailable() > 0;
    };
    qsizetype answeredAtFirst = -1;
    connect(m_instance.get(), &SingleInstance::requested, this, [&] {
        if (answeredAtFirst < 0)
            answeredAtFirst = std::count_if(callers.begin(), callers.end(),
                                            [&](const std::unique_ptr<QLocalSocket> &caller) { return answered(*caller); });
    });
    QTRY_VERIFY_WITH_TIMEOUT(answeredAtFirst >= 0, 20000);
    // Taking one connection a round, it had answered 1.
    QVERIFY2(answeredAtFirst > kCallers / 2, qPrintable(QString::number(answeredAtFirst)));
}

// A start that comes while the first is still making its window (which may
// ask about the game it resumes) is answered, and its file opens once the
// window is there.
void TestSingleInstance::requestBeforeTheWindowIsKept()
{
    m_instance.reset();
    m_instance = std::make_unique<SingleInstance>();
    QCOMPARE(m_instance->start(NativePath()), SingleInstance::Start::First);
    const QByteArray path = writeRollerBoard("early.rbd");
    QVERIFY(answered("open " + path.toPercentEncoding() + '\n'));
    QTest::qWait(100);
    m_instance->serve(*m_window);
    QTRY_COMPARE(m_window->session().position().family(), pb::roller::RollerPuzzle::kFamily);
}

// Each bad file or game ID handed over while the box saying so is up joins
// that box: one box listing them all (1,800 once stacked 1,806 modal boxes).
void TestSingleInstance::badHandOversShareOneBox()
{
    playOneMove();
    QSignalSpy requests(m_instance.get(), &SingleInstance::requested);
    QByteArrayList bad{"nim:5-25-3", "fifteen:1-2-"};
    for (int i = 0; i < 4; ++i)
        bad.append(QFile::encodeName(m_home.filePath(QStringLiteral("missing-%1.rbd").arg(i))));
    std::vector<std::unique_ptr<QLocalSocket>> callers;
    for (const QByteArray &what : std::as_const(bad)) {
        callers.push_back(std::make_unique<QLocalSocket>());
        QLocalSocket *caller = callers.back().get();
        const QByteArray line = "open " + what.toPercentEncoding() + '\n';
        connect(caller, &QLocalSocket::connected, caller, [caller, line] { caller->write(line); });
        caller->connectToServer(SingleInstance::serverName());
    }

    // Counts the boxes up, and closes them all a moment after the last
    // request: a box waited for in a loop of its own (each stacked on the
    // one before, and the spy told only once its box is closed) would
    // otherwise hold this test forever.
    const auto visibleBoxes = [this] {
        QList<QMessageBox *> boxes = m_window->findChildren<QMessageBox *>();
        boxes.removeIf([](const QMessageBox *box) { return !box->isVisible(); });
        return boxes;
    };
    qsizetype mostBoxes = 0;
    QString said;
    QElapsedTimer sinceLast;
    QTimer watcher;
    connect(&watcher, &QTimer::timeout, this, [&] {
        mostBoxes = std::max(mostBoxes, visibleBoxes().size());
        if (requests.count() < bad.size() && visibleBoxes().size() < bad.size())
            return;
        if (!sinceLast.isValid())
            sinceLast.start();
        if (!sinceLast.hasExpired(300))
            return;
        watcher.stop();
        for (QMessageBox *box : visibleBoxes()) {
            said += box->text();
            box->close();
        }
    });
    watcher.start(5);
    QTRY_VERIFY_WITH_TIMEOUT(!watcher.isActive(), kStartMillis);
    QCOMPARE(mostBoxes, qsizetype(1));
    for (const QByteArray &what : std::as_const(bad))
        QVERIFY2(said.contains(QFile::decodeName(what)), qPrintable(said));
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("11-4")});
}

// A cache folder inside one that others may write to: another user could
// move the instance folder away after the first start and put one of their
// own in its place, and later starts, refusing it, opened a second window.
// Now the first start refuses that place already, and a later start that
// finds the other user's folder ends with a message instead.
void TestSingleInstance::swappedCacheFolderOpensNoSecondWindow()
{
    if (!OtherUser::canSwitch())
        QSKIP("Only root can give a folder to another user (CI runs as root).");
    m_instance.reset();
    const QString shared = m_home.filePath(QStringLiteral("shared"));
    QVERIFY(QDir().mkpath(shared));
    QCOMPARE(::chmod(QFile::encodeName(shared).constData(), 0777), 0);
    const QString folder = withoutRuntimeFolder(shared + QStringLiteral("/cache"));
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QRegularExpression::escape(shared)
                                                          + QStringLiteral(" can be written by other users")));
    m_instance = std::make_unique<SingleInstance>();
    QCOMPARE(m_instance->start(NativePath()), SingleInstance::Start::First);
    m_instance->serve(*m_window);

    // What the other user leaves: the folder moved away, theirs in its place.
    QVERIFY(QDir().rename(shared + QStringLiteral("/cache"), shared + QStringLiteral("/moved")));
    QVERIFY(QDir().mkpath(folder));
    for (QString made = folder; made != shared; made = QFileInfo(made).absolutePath())
        QCOMPARE(::chown(QFile::encodeName(made).constData(), OtherUser::kId, OtherUser::kId), 0);
    QCOMPARE(::chmod(QFile::encodeName(folder).constData(), 0700), 0);

    SingleInstance later;
    later.setAnswerMillis(500);
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("cannot be reached: ")
                                                          + QRegularExpression::escape(folder)
                                                          + QStringLiteral(": it belongs to user 1001")));
    QCOMPARE(later.start(NativePath::fromBytes("/home/victim/plans.rbd")), SingleInstance::Start::Unreachable);
    QVERIFY(!later.isListening());
    QVERIFY(QDir(folder).isEmpty(QDir::AllEntries | QDir::System | QDir::Hidden | QDir::NoDotAndDotDot));
}

// A shared folder with the sticky bit, as the temporary folder has, lets
// nobody move what is not theirs: a cache folder in it is used.
void TestSingleInstance::stickySharedParentIsAccepted()
{
    m_instance.reset();
    const QString shared = m_home.filePath(QStringLiteral("sticky"));
    QVERIFY(QDir().mkpath(shared));
    QCOMPARE(::chmod(QFile::encodeName(shared).constData(), 01777), 0);
    withoutRuntimeFolder(shared + QStringLiteral("/cache"));
    QVERIFY(restartInstance(20000));
}

// Every start meets the others on a local socket before its window opens:
// Qt Network for that loaded nine more libraries (Kerberos, libproxy) into
// each, before its first frame. The system's loader lists what it loads
// for the program, and does not run it.
void TestSingleInstance::startLoadsNoQtNetwork()
{
    QProcess loader;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("LD_TRACE_LOADED_OBJECTS"), QStringLiteral("1"));
    loader.setProcessEnvironment(environment);
    loader.start(QStringLiteral(PUZZLEBOX_APP), {});
    QVERIFY(loader.waitForFinished(kStartMillis));
    const QByteArray loaded = loader.readAllStandardOutput();
    QVERIFY2(loaded.contains("libQt6Widgets"), loaded.constData());
    QVERIFY2(!loaded.contains("libQt6Network"), loaded.constData());
}

PUZZLEBOX_TEST_MAIN(TestSingleInstance)
} // namespace tst_singleinstance
#include "tst_singleinstance.moc"
