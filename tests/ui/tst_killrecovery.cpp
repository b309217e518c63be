// The real app killed with SIGKILL in the middle of a game comes back with the
// game as it was at its last move: it keeps the game in progress on disk after
// every change (atomically, so a kill never leaves half a file), and reads it
// back at start. Each run gets a home and XDG folders of its own.

#include "../childprocess.h"
#include "core/common/savedgame.h"
#include "service/gamefiles.h"
#include "testmain.h"
#include "testpaths.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

namespace tst_killrecovery {

namespace {

// A game in the middle: two moves played, one taken back (Redo plays it).
constexpr const char *kGame = "puzzlebox-game 1\nfamily pegs\nmoves 11-4 9-7\nredo 1-8\nboard\n"
                              "triangle\n1\n1 1\n1 0 1\n1 1 1 1\n1 1 1 1 1\n";

} // namespace

class TestKillRecovery : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void killedAppResumesTheGame();
    void killedWhileResumingLeavesTheMark();

private:
    // Starts the app with `arguments` and waits until it has kept `game` in
    // the autosave file (written after `since`).
    void start(ChildProcess &app, const QStringList &arguments);
    bool startAndWaitForAutosave(ChildProcess &app, const QStringList &arguments, const QDateTime &since,
                                 const pb::SavedGame &game);
    std::optional<pb::SavedGame> readAutosave(QString *error) const;
    bool autosaveHolds(const pb::SavedGame &game) const;

    QTemporaryDir m_home;
    QString m_autosave;
};

bool TestKillRecovery::autosaveHolds(const pb::SavedGame &game) const
{
    QString error;
    const auto kept = readAutosave(&error);
    return kept && kept->record.start().equals(game.record.start()) && kept->record.turns() == game.record.turns()
        && kept->record.played() == game.record.played() && kept->solution == game.solution;
}

void TestKillRecovery::initTestCase()
{
    QVERIFY(m_home.isValid());
    // Where the app keeps the game: GameFiles::autosavePath() under the
    // app's own names and the test's XDG_DATA_HOME.
    m_autosave = m_home.filePath(QStringLiteral("xdg_data_home/Puzzlebox/puzzlebox/"))
        + QFileInfo(GameFiles::autosavePath()).fileName();
}

void TestKillRecovery::start(ChildProcess &app, const QStringList &arguments)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    environment.insert(QStringLiteral("HOME"), m_home.path());
    for (const char *name : {"XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"})
        environment.insert(QString::fromLatin1(name), m_home.filePath(QString::fromLatin1(name).toLower()));
    app.setProcessEnvironment(environment);
    app.setProcessChannelMode(QProcess::ForwardedChannels);
    app.start(QStringLiteral(PUZZLEBOX_APP), arguments);
}

bool TestKillRecovery::startAndWaitForAutosave(ChildProcess &app, const QStringList &arguments, const QDateTime &since,
                                               const pb::SavedGame &game)
{
    start(app, arguments);
    if (!app.waitForStarted(10000))
        return false;
    // Generous: a sanitizer build starts slowly.
    for (int waited = 0; waited < 30000; waited += 50) {
        const QFileInfo file(m_autosave);
        // The app may first keep the game it starts with, then the one it opens.
        if (file.exists() && file.lastModified() > since && autosaveHolds(game))
            return true;
        if (app.state() != QProcess::Running)
            return false;
        QTest::qWait(50);
    }
    return false;
}

std::optional<pb::SavedGame> TestKillRecovery::readAutosave(QString *error) const
{
    GameFiles::LoadResult loaded = GameFiles::load(m_autosave);
    *error = loaded.error;
    return std::move(loaded.game);
}

void TestKillRecovery::killedAppResumesTheGame()
{
    const QString gameFile = m_home.filePath(QStringLiteral("middle.pbgame"));
    {
        QFile file(gameFile);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(kGame);
    }
    const auto expected = pb::parseSavedGame(kGame);
    QVERIFY(std::holds_alternative<pb::SavedGame>(expected));
    const pb::SavedGame &game = std::get<pb::SavedGame>(expected);

    // Opening the game is a change the app keeps at once; then the kill.
    ChildProcess first;
    QVERIFY2(startAndWaitForAutosave(first, {gameFile}, QDateTime(), game), qPrintable(m_autosave));
    first.kill();
    QVERIFY(first.waitForFinished(10000));
    QCOMPARE(first.exitStatus(), QProcess::CrashExit);

    // After the kill: the file is whole and holds the game.
    QVERIFY(autosaveHolds(game));

    // Started again with no file, the app resumes the kept game before its
    // first frame; had it lost the game, it would keep its default game
    // instead, at once and again as it ends. The game resumed unchanged is
    // not written again.
    const QDateTime before = QDateTime::currentDateTime().addSecs(-3600);
    {
        QFile kept(m_autosave);
        QVERIFY(kept.open(QIODevice::ReadWrite) && kept.setFileTime(before, QFileDevice::FileModificationTime));
    }
    ChildProcess second;
    start(second, {QStringLiteral("--report-first-frame")});
    QVERIFY(second.waitForFinished(30000));
    QCOMPARE(second.exitStatus(), QProcess::NormalExit);
    QCOMPARE(second.exitCode(), 0);
    QCOMPARE(QFileInfo(m_autosave).lastModified(), before);
    QVERIFY(autosaveHolds(game));
}

// Issue 40: a kept game that crashed or hung every start locked the app out.
// A start killed while it resumes (before its first frame) leaves its mark
// beside the kept game, so the next start asks whether to set the game aside
// (tst_keptgame answers that question); the game itself is left whole.
void TestKillRecovery::killedWhileResumingLeavesTheMark()
{
    const QString mark = m_autosave + QStringLiteral(".resuming");
    QVERIFY(QDir().mkpath(QFileInfo(m_autosave).absolutePath()));
    // The kill must come between the mark and the first frame; a machine
    // quick enough to draw first is given another try.
    bool caught = false;
    for (int attempt = 0; attempt < 5 && !caught; ++attempt) {
        QFile::remove(mark);
        {
            QFile kept(m_autosave);
            QVERIFY(kept.open(QIODevice::WriteOnly));
            kept.write(kGame);
        }
        ChildProcess app;
        start(app, {});
        QVERIFY(app.waitForStarted(10000));
        for (int waited = 0; waited < 30000 && app.state() == QProcess::Running && !caught; ++waited) {
            caught = QFileInfo::exists(mark);
            if (!caught)
                QThread::usleep(1000);
        }
        app.kill();
        QVERIFY(app.waitForFinished(10000));
        caught = caught && QFileInfo::exists(mark);
    }
    QVERIFY2(caught, "no start was killed between its mark and its first frame");
    const auto expected = pb::parseSavedGame(kGame);
    QVERIFY(autosaveHolds(std::get<pb::SavedGame>(expected)));
}

PUZZLEBOX_TEST_MAIN(TestKillRecovery)
} // namespace tst_killrecovery
#include "tst_killrecovery.moc"
