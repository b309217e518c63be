// The game kept between runs, where keeping it can go wrong (issue 40): a
// start that resumed the kept game and never drew its window makes the next
// start offer to set that game aside, and a quit while the game cannot be
// kept asks before the moves since the last good write are dropped.

#include "core/pegs/pegpuzzle.h"
#include "service/autosave.h"
#include "service/gamefiles.h"
#include "ui/mainwindow.h"
#include "windowdriver.h"
#include "windowsetup.h"
#include "../testsetup.h"
#include "testmain.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

namespace tst_keptgame {

using pb::pegs::PegPuzzle;

namespace {

// Two jumps into the classic triangle.
constexpr const char *kGame = "puzzlebox-game 1\nfamily pegs\nmoves 11-4 9-7\nboard\n"
                              "triangle\n1\n1 1\n1 0 1\n1 1 1 1\n1 1 1 1 1\n";

QAbstractButton *named(QMessageBox &box, const char *name)
{
    return box.findChild<QAbstractButton *>(QString::fromLatin1(name));
}

QStringList damagedCopies()
{
    const QFileInfo kept(GameFiles::autosavePath());
    return kept.absoluteDir().entryList({kept.fileName() + QStringLiteral(".damaged*")}, QDir::Files, QDir::Name);
}

} // namespace

class TestKeptGame : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void cleanStartLeavesNoMark();
    void closedBeforeItsFirstFrameLeavesNoMark();
    void unfinishedStartOffersToSetTheGameAside();
    void unfinishedStartCanRestoreOnceMore();
    void quitAsksWhenTheGameCannotBeKept();
    void keepTryingStaysOpenUntilTheGameIsKept();
    void saveAsOnQuitKeepsTheGameElsewhere();

private:
    void keepGame(const QByteArray &text);
    // A window that resumes the kept game, as main() starts one: resumed
    // before it is shown. Returns whether a game was resumed.
    bool startWindow(QString *answered = nullptr, const char *button = nullptr);
    // The kept game's place taken by a folder: writing it fails, as on a
    // full disk or in a read-only folder, and root cannot write past it either.
    void blockTheKeptGame();

    QTemporaryDir m_home;
    std::unique_ptr<MainWindow> m_window;
};

void TestKeptGame::initTestCase()
{
    QVERIFY(m_home.isValid());
    testsetup::useOwnHome(m_home, QStringLiteral("tst_keptgame"));
    QVERIFY(GameFiles::autosavePath().startsWith(m_home.path()));
}

void TestKeptGame::init()
{
    QDir folder = QFileInfo(GameFiles::autosavePath()).absoluteDir();
    folder.removeRecursively();
    QVERIFY(QDir().mkpath(folder.path()));
}

void TestKeptGame::cleanup()
{
    if (m_window) {
        // A test that blocked the kept game lets the window go unasked.
        QDir(GameFiles::autosavePath()).removeRecursively();
        m_window.reset();
    }
}

void TestKeptGame::keepGame(const QByteArray &text)
{
    QFile file(GameFiles::autosavePath());
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(text), text.size());
}

bool TestKeptGame::startWindow(QString *answered, const char *button)
{
    m_window = std::make_unique<MainWindow>();
    bool resumed = false;
    const QString text = windowdriver::answeringMessageBox([button](QMessageBox &box) { return named(box, button); },
                                                           [this, &resumed] { resumed = m_window->resumeLastGame(); });
    if (answered)
        *answered = text;
    return resumed;
}

void TestKeptGame::blockTheKeptGame()
{
    QFile::remove(GameFiles::autosavePath());
    QVERIFY(QDir().mkpath(GameFiles::autosavePath()));
}

void TestKeptGame::cleanStartLeavesNoMark()
{
    keepGame(kGame);
    QString asked;
    QVERIFY(startWindow(&asked));
    QVERIFY(asked.isEmpty());
    // Marked while the kept game is read and drawn...
    QVERIFY(Autosave::lastStartUnfinished());
    QVERIFY(windowsetup::show(*m_window, QSize(900, 640)));
    // ...and no longer once the window is on the screen.
    QTRY_VERIFY(!Autosave::lastStartUnfinished());
    QCOMPARE(m_window->session().moveCount(), 2);
}

void TestKeptGame::closedBeforeItsFirstFrameLeavesNoMark()
{
    keepGame(kGame);
    QVERIFY(startWindow());
    QVERIFY(Autosave::lastStartUnfinished());
    // An orderly end is no start that the game stopped.
    m_window.reset();
    QVERIFY(!Autosave::lastStartUnfinished());
}

void TestKeptGame::unfinishedStartOffersToSetTheGameAside()
{
    // What a start killed or hung while it resumed leaves: the game and the mark.
    keepGame(kGame);
    QFile mark(Autosave::resumingMarkerPath());
    QVERIFY(mark.open(QIODevice::WriteOnly));
    mark.close();

    QString asked;
    QVERIFY(!startWindow(&asked, "setAsideButton"));
    QVERIFY2(asked.contains(QStringLiteral("did not finish starting last time")), qPrintable(asked));
    // A new game, the kept one beside it as a dated copy, never deleted.
    QVERIFY(dynamic_cast<const PegPuzzle &>(m_window->session().position()).equals(PegPuzzle::classicTriangle()));
    QCOMPARE(m_window->session().moveCount(), 0);
    const QStringList copies = damagedCopies();
    QCOMPARE(copies.size(), 1);
    QFile copy(QFileInfo(GameFiles::autosavePath()).absoluteDir().filePath(copies.front()));
    QVERIFY(copy.open(QIODevice::ReadOnly));
    QCOMPARE(copy.readAll(), QByteArray(kGame));
    QVERIFY(!Autosave::lastStartUnfinished());
    const QString said = m_window->statusBar()->currentMessage();
    QVERIFY2(said.contains(copies.front()), qPrintable(said));

    // The next start has nothing to ask, and the new game to resume.
    QVERIFY(windowsetup::show(*m_window, QSize(900, 640)));
    windowdriver::clickHole(*m_window, 11);
    windowdriver::clickHole(*m_window, 4);
    m_window.reset();
    QVERIFY(startWindow(&asked));
    QVERIFY(asked.isEmpty());
    QCOMPARE(m_window->session().moveCount(), 1);
}

void TestKeptGame::unfinishedStartCanRestoreOnceMore()
{
    keepGame(kGame);
    QFile mark(Autosave::resumingMarkerPath());
    QVERIFY(mark.open(QIODevice::WriteOnly));
    mark.close();

    QString asked;
    QVERIFY(startWindow(&asked, "restoreButton"));
    QVERIFY(!asked.isEmpty());
    QCOMPARE(m_window->session().moveCount(), 2);
    QVERIFY(damagedCopies().isEmpty());
    QVERIFY(windowsetup::show(*m_window, QSize(900, 640)));
    QTRY_VERIFY(!Autosave::lastStartUnfinished());
}

void TestKeptGame::quitAsksWhenTheGameCannotBeKept()
{
    QVERIFY(!startWindow());
    QVERIFY(windowsetup::show(*m_window, QSize(900, 640)));
    windowdriver::clickHole(*m_window, 11);
    windowdriver::clickHole(*m_window, 4);
    QCOMPARE(m_window->session().moveCount(), 1);
    blockTheKeptGame();

    bool closed = true;
    const QString asked = windowdriver::answeringMessageBox([](QMessageBox &box) { return named(box, "quitAnywayButton"); },
                                                            [this, &closed] { closed = m_window->close(); });
    // The question names the file and why; the window closes only once told to.
    QVERIFY2(asked.contains(QDir::toNativeSeparators(GameFiles::autosavePath())), qPrintable(asked));
    QVERIFY(closed);
}

void TestKeptGame::keepTryingStaysOpenUntilTheGameIsKept()
{
    QVERIFY(!startWindow());
    QVERIFY(windowsetup::show(*m_window, QSize(900, 640)));
    windowdriver::clickHole(*m_window, 11);
    windowdriver::clickHole(*m_window, 4);
    blockTheKeptGame();

    bool closed = true;
    QString asked = windowdriver::answeringMessageBox([](QMessageBox &box) { return named(box, "keepTryingButton"); },
                                                      [this, &closed] { closed = m_window->close(); });
    QVERIFY(!asked.isEmpty());
    QVERIFY(!closed);
    QVERIFY(m_window->isVisible());
    QCOMPARE(m_window->session().moveCount(), 1);

    // Room made: Keep Trying keeps the game and the window closes.
    QVERIFY(QDir(GameFiles::autosavePath()).removeRecursively());
    closed = false;
    asked = windowdriver::answeringMessageBox([](QMessageBox &box) { return named(box, "keepTryingButton"); },
                                              [this, &closed] { closed = m_window->close(); });
    QVERIFY(asked.isEmpty());
    QVERIFY(closed);
    const GameFiles::LoadResult kept = GameFiles::load(GameFiles::autosavePath());
    QVERIFY2(kept.game, qPrintable(kept.error));
    QCOMPARE(kept.game->record.played(), 1);
}

void TestKeptGame::saveAsOnQuitKeepsTheGameElsewhere()
{
    QVERIFY(!startWindow());
    QVERIFY(windowsetup::show(*m_window, QSize(900, 640)));
    windowdriver::clickHole(*m_window, 11);
    windowdriver::clickHole(*m_window, 4);
    blockTheKeptGame();

    const QString elsewhere = m_home.filePath(QStringLiteral("rescued.pbgame"));
    // The file dialog, then the question no more: the game is safe.
    QTimer dialogs;
    connect(&dialogs, &QTimer::timeout, this, [&elsewhere] {
        if (auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget())) {
            dialog->selectFile(elsewhere);
            static_cast<QDialog *>(dialog)->accept();
        }
    });
    dialogs.start(0);
    bool closed = false;
    const QString asked = windowdriver::answeringMessageBox([](QMessageBox &box) { return named(box, "saveAsButton"); },
                                                            [this, &closed] { closed = m_window->close(); });
    QVERIFY(!asked.isEmpty());
    QVERIFY(closed);
    const GameFiles::LoadResult saved = GameFiles::load(elsewhere);
    QVERIFY2(saved.game, qPrintable(saved.error));
    QCOMPARE(saved.game->record.played(), 1);
}

PUZZLEBOX_TEST_MAIN(TestKeptGame)
} // namespace tst_keptgame
#include "tst_keptgame.moc"
