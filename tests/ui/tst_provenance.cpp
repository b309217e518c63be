// The game owns where it came from and what the player chose to see: the
// file it was opened from, the recipe that made its start and how much of a
// hinted solution was shown come back with it after a restart (a new window
// resuming the kept game), Undo and Redo across games, and Open.

#include "core/pegs/pegpuzzle.h"
#include "service/gamefiles.h"
#include "service/solverservice.h"
#include "ui/mainwindow.h"
#include "ui/solving/solutiondock.h"
#include "windowdriver.h"
#include "../testsetup.h"
#include "testmain.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QFileDialog>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

namespace tst_provenance {

using pb::pegs::PegPuzzle;

class TestProvenance : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void hintedMovesShownStayAsChosen();
    void openedGameKeepsItsFile();
    void recipeStaysWithTheGame();

private:
    void newWindow();
    // The window is gone as a crash would take it; a new one resumes the kept game.
    void restart();
    // Presses Save; whether it asked where (a file dialog, rejected).
    bool saveAsked();
    QString copiedId();
    int listedMoves() const { return m_window->solutionDock()->moveList()->count(); }
    bool offersMore() const
    {
        return m_window->solutionDock()->findChild<QPushButton *>(QStringLiteral("showAllMovesButton"))->isVisible();
    }

    QTemporaryDir m_home;
    std::unique_ptr<MainWindow> m_window;
};

void TestProvenance::initTestCase()
{
    QVERIFY(m_home.isValid());
    testsetup::useOwnHome(m_home, QStringLiteral("tst_provenance"));
    QVERIFY(GameFiles::autosavePath().startsWith(m_home.path()));
}

void TestProvenance::init()
{
    QFile::remove(GameFiles::autosavePath());
    QFile::remove(GameFiles::autosavePath() + QStringLiteral(".others"));
    newWindow();
    QVERIFY(!m_window->resumeLastGame());
}

void TestProvenance::cleanup()
{
    m_window.reset();
}

void TestProvenance::newWindow()
{
    m_window = std::make_unique<MainWindow>();
    m_window->setAnimationMillis(0);
    m_window->resize(900, 640);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestProvenance::restart()
{
    m_window.reset();
    newWindow();
    QVERIFY(m_window->resumeLastGame());
}

bool TestProvenance::saveAsked()
{
    m_window->activateWindow();
    QApplication::setActiveWindow(m_window.get());
    bool asked = false;
    QTimer::singleShot(0, this, [&asked] {
        if (auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget())) {
            asked = true;
            dialog->reject();
        }
    });
    windowdriver::pressKeys(*m_window, QKeySequence::Save);
    return asked;
}

QString TestProvenance::copiedId()
{
    QApplication::clipboard()->clear();
    windowdriver::action(*m_window, "actionCopyGameId")->trigger();
    return QApplication::clipboard()->text();
}

// After one Hint the panel lists that move and offers the rest; what the
// player chose to see is the game's.
void TestProvenance::hintedMovesShownStayAsChosen()
{
    QSignalSpy finished(&m_window->solver(), &SolverService::finished);
    windowdriver::pressKeys(*m_window, QKeySequence(Qt::Key_H));
    QVERIFY(!m_window->solver().isRunning() || finished.wait(30000));
    const int steps = int(m_window->session().solution().size());
    QVERIFY(steps > 3);
    QCOMPARE(listedMoves(), 2); // the start and the hinted move
    QVERIFY(offersMore());

    m_window->newGame(PegPuzzle::classicTriangle().clone());
    m_window->session().undo(); // Undo New Game
    QCOMPARE(listedMoves(), 2);
    QVERIFY(offersMore());
    m_window->session().redo();
    m_window->session().undo();
    QCOMPARE(listedMoves(), 2);

    restart();
    QCOMPARE(int(m_window->session().solution().size()), steps);
    QCOMPARE(listedMoves(), 2);
    QVERIFY(offersMore());
    // Asking for them all is kept as well.
    QTest::mouseClick(m_window->solutionDock()->findChild<QPushButton *>(QStringLiteral("showAllMovesButton")),
                      Qt::LeftButton);
    QCOMPARE(listedMoves(), steps + 1);
    restart();
    QCOMPARE(listedMoves(), steps + 1);
    QVERIFY(!offersMore());
}

// A game opened from a file and kept over a restart is still that file's:
// the title names it and Save writes there; Undo and Redo across games take
// each game's file along.
void TestProvenance::openedGameKeepsItsFile()
{
    const QString path = m_home.filePath(QStringLiteral("kept over.pbgame"));
    QCOMPARE(m_window->saveFile(path), QString());
    QCOMPARE(m_window->loadFile(path), QString());
    windowdriver::clickHole(*m_window, 11);
    windowdriver::clickHole(*m_window, 4);

    restart();
    QVERIFY2(m_window->windowTitle().startsWith(QStringLiteral("kept over.pbgame")), qPrintable(m_window->windowTitle()));
    QVERIFY(m_window->isWindowModified());
    QVERIFY(!saveAsked());
    QVERIFY(!m_window->isWindowModified());
    const GameFiles::LoadResult saved = GameFiles::load(path);
    QVERIFY2(saved.game, qPrintable(saved.error));
    QCOMPARE(saved.game->record.line().size(), std::size_t(1));

    m_window->newGame(PegPuzzle::classicTriangle().clone());
    QVERIFY(!m_window->windowTitle().contains(QStringLiteral("kept over")));
    restart();
    m_window->session().undo(); // back to the file's game, across the restart
    QVERIFY2(m_window->windowTitle().startsWith(QStringLiteral("kept over.pbgame")), qPrintable(m_window->windowTitle()));
    QVERIFY(!m_window->isWindowModified());
    windowdriver::pressKeys(*m_window, QKeySequence(QKeySequence::Undo));
    QVERIFY(m_window->isWindowModified());
    QVERIFY(!saveAsked());
    QCOMPARE(GameFiles::load(path).game->record.line().size(), std::size_t(0));
}

// A game ID's recipe is the game's, not kept aside by its start: saved with
// it, copied again after a restart, Undo across games and Open; the same
// board entered without a recipe has none.
void TestProvenance::recipeStaysWithTheGame()
{
    const QString board = QStringLiteral("rollerboard:0001_0000_1000_1001");
    const QString id = board + QStringLiteral("#4x4.moves5.42");
    QCOMPARE(m_window->enterGameId(id), QString());
    QCOMPARE(copiedId(), id);
    restart();
    QCOMPARE(copiedId(), id);
    const QString path = m_home.filePath(QStringLiteral("made.pbgame"));
    QCOMPARE(m_window->saveFile(path), QString());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().contains("\nrecipe 4x4.moves5.42\n"));

    QCOMPARE(m_window->enterGameId(board), QString());
    QCOMPARE(copiedId(), board);
    m_window->session().undo();
    QCOMPARE(copiedId(), id);
    m_window->session().redo();
    QCOMPARE(copiedId(), board);
    QCOMPARE(m_window->loadFile(path), QString());
    QCOMPARE(copiedId(), id);
}

PUZZLEBOX_TEST_MAIN(TestProvenance)
} // namespace tst_provenance
#include "tst_provenance.moc"
