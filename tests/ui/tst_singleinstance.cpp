// One Puzzlebox per data folder (SingleInstance): a second start of the real
// program hands its file to the window already running, which opens it as
// File ▸ Open does, so the game played there comes back with Undo; before,
// the second start opened a window of its own, and whichever window closed
// last overwrote the other's kept game. The first Puzzlebox here is this
// test's window; the later starts are the built program, in the test's own
// data, settings and runtime folders.

#include "../childprocess.h"
#include "core/pegs/pegpuzzle.h"
#include "core/roller/rollerpuzzle.h"
#include "ui/mainwindow.h"
#include "ui/singleinstance.h"
#include "windowdriver.h"

#include <QApplication>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QLocalServer>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>
#include <fstream>
#include <memory>

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
    void killedFirstDoesNotBlockTheNextStart();
    void unansweredStartOpensNoSecondWindow();
    void screenshotStandsAlone();

private:
    // Starts the program with `arguments` (bytes: any file name) in `folder`.
    void startApp(ChildProcess &app, const QByteArrayList &arguments, const QString &folder = QString());
    // Waits for `app` to end, answering it meanwhile; its exit code, or -1.
    int exitCode(ChildProcess &app);
    QByteArray writeRollerBoard(const QByteArray &name);
    void playOneMove();

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

QTEST_MAIN(TestSingleInstance)
#include "tst_singleinstance.moc"
