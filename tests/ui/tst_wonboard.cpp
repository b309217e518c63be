// A won game locks its board, in every family, as a person meets it in the
// window: after the win a click, a key or a drag plays nothing, the clock stays
// stopped and the records count no second win; the panel offers Play Again
// and New Game; Undo takes the last move back and the board plays again; a
// won game read back at the next start is still locked.

#include "core/common/registry.h"
#include "core/nim/nimpuzzle.h"
#include "core/pegs/pegpuzzle.h"
#include "core/roller/rollerpuzzle.h"
#include "service/gamefiles.h"
#include "service/records.h"
#include "ui/board/boardview.h"
#include "ui/fifteen/fifteenscene.h"
#include "ui/mainwindow.h"
#include "ui/nim/nimscene.h"
#include "ui/pegs/pegscene.h"
#include "ui/roller/rollerscene.h"
#include "ui/settings/language.h"
#include "ui/solving/solutiondock.h"
#include "windowdriver.h"
#include "windowsetup.h"
#include "testmain.h"
#include "testsetup.h"

#include <QDialog>
#include <QFile>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

namespace tst_wonboard {

namespace {

using pb::roller::Direction;
using pb::roller::Roll;

pb::PuzzlePtr board(const char *text, const char *extension)
{
    auto parsed = pb::parseBoard(text, extension);
    if (auto *error = std::get_if<pb::ParseError>(&parsed))
        qFatal("test board does not parse: %s", error->toString().c_str());
    return std::move(std::get<pb::PuzzlePtr>(parsed));
}

// Two slides from solved: tile 7 (cell 7) then tile 8 (cell 8) move left.
const char *const kFifteenTwoFromSolved = "3\n1 2 3\n4 5 6\n0 7 8\n";
// One roll from solved: column 3 up brings its 1 into the top row.
const char *const kRollerOneFromSolved = "4 4\n1110\n0001\n0000\n0000\n";
// One jump from solved: the peg in hole 3 jumps over hole 1 into hole 0.
const char *const kPegsOneFromSolved = "triangle\n.\no .\no . .\n";

} // namespace

class TestWonBoard : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void fifteenTakesNoMoveAfterTheWin();
    void rollerTakesNoRollAfterTheWin();
    void pegsTakeNoJumpAfterTheWin();
    void nimTakesNoStoneAfterTheWin();
    void undoPlaysAgainAndPlayAgainRestarts();
    void newGameButtonOpensTheFamilysDialog();
    void wonGameReadBackIsStillLocked();

private:
    // The view's viewport as a person clicks it.
    void clickAt(const QPointF &scenePos);
    void pressOnBoard(int key, Qt::KeyboardModifiers modifiers = {});
    // The state a move would change, noted right after the win.
    void noteWin();
    // Nothing of it changed; `why` says what was tried.
    void checkStillWon(const char *why);
    QPushButton *playAgain() const { return m_window->findChild<QPushButton *>(QStringLiteral("playAgainButton")); }
    QPushButton *newGame() const { return m_window->findChild<QPushButton *>(QStringLiteral("newGameButton")); }
    void winFifteen();

    QTemporaryDir m_home;
    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<QSignalSpy> m_goals;
    qint64 m_now = 0;
    std::string m_wonPosition;
    int m_wonMoves = 0;
    qint64 m_wonMillis = 0;
    int m_wonRecords = 0;
};

void TestWonBoard::initTestCase()
{
    QVERIFY(m_home.isValid());
    testsetup::useOwnHome(m_home, QStringLiteral("tst_wonboard"));
    Language::choose(testsetup::appSettings(), QStringLiteral("en"));
}

void TestWonBoard::init()
{
    QFile::remove(PlayerRecords::defaultPath());
    QFile::remove(GameFiles::autosavePath());
    m_window = std::make_unique<MainWindow>();
    m_window->setOpponentPauseMillis(0);
    m_now = 1000;
    m_window->session().clock().setTimeSource([this] { return m_now; });
    QVERIFY(windowsetup::show(*m_window, {900, 640}));
    m_goals = std::make_unique<QSignalSpy>(&m_window->session(), &GameSession::goalReached);
}

void TestWonBoard::cleanup()
{
    m_goals.reset();
    m_window.reset();
}

void TestWonBoard::clickAt(const QPointF &scenePos)
{
    BoardView *view = m_window->boardView();
    m_window->scene()->finishAnimations();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(scenePos));
}

void TestWonBoard::pressOnBoard(int key, Qt::KeyboardModifiers modifiers)
{
    windowdriver::pressKeys(*m_window, QKeySequence(QKeyCombination(modifiers, Qt::Key(key))));
}

void TestWonBoard::noteWin()
{
    const GameSession &session = m_window->session();
    QVERIFY(session.position().isSolved());
    QCOMPARE(m_goals->count(), 1);
    m_wonPosition = session.position().save();
    m_wonMoves = session.moveCount();
    m_wonMillis = session.playMillis();
    const BoardRecord *record = m_window->records().find(session.startPosition());
    QVERIFY(record);
    m_wonRecords = record->solvedAlone;
    QCOMPARE(m_wonRecords, 1);
    QVERIFY(!session.clock().isRunning());
    QVERIFY(playAgain() && playAgain()->isVisible());
    QVERIFY(newGame() && newGame()->isVisible());
    // Time passes: a clock that ran again would show it.
    m_now += 60'000;
}

void TestWonBoard::checkStillWon(const char *why)
{
    const GameSession &session = m_window->session();
    QVERIFY2(session.position().save() == m_wonPosition, why);
    QVERIFY2(session.moveCount() == m_wonMoves, why);
    QVERIFY2(!session.clock().isRunning(), why);
    QVERIFY2(session.playMillis() == m_wonMillis, why);
    QVERIFY2(m_goals->count() == 1, why);
    QVERIFY2(m_window->records().find(session.startPosition())->solvedAlone == m_wonRecords, why);
    QVERIFY2(playAgain() && playAgain()->isVisible(), why);
}

void TestWonBoard::winFifteen()
{
    m_window->newGame(board(kFifteenTwoFromSolved, "fif"));
    auto *scene = qobject_cast<FifteenScene *>(m_window->scene());
    QVERIFY(scene);
    QVERIFY(playAgain() && !playAgain()->isVisible());
    clickAt(scene->cellCenter(7));
    const int panelWidth = m_window->solutionDock()->width();
    m_now += 5000;
    clickAt(scene->cellCenter(8));
    noteWin();
    // The offer fits the panel as it is: the board does not move for it.
    QCOMPARE(m_window->solutionDock()->width(), panelWidth);
}

void TestWonBoard::fifteenTakesNoMoveAfterTheWin()
{
    winFifteen();
    QVERIFY(!QTest::currentTestFailed());
    auto *scene = qobject_cast<FifteenScene *>(m_window->scene());
    // Tile 8 is beside the blank: a click, or Right, would slide it.
    clickAt(scene->cellCenter(7));
    checkStillWon("a click on a tile beside the blank");
    QVERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("won")),
             qPrintable(m_window->statusBar()->currentMessage()));
    pressOnBoard(Qt::Key_Right);
    checkStillWon("Right");
    pressOnBoard(Qt::Key_Down);
    checkStillWon("Down");
}

void TestWonBoard::rollerTakesNoRollAfterTheWin()
{
    m_window->newGame(board(kRollerOneFromSolved, "rbd"));
    auto *scene = qobject_cast<RollerScene *>(m_window->scene());
    QVERIFY(scene);
    clickAt(scene->buttonCenter(Roll{Direction::Up, 3}));
    noteWin();
    // A column rolled down, by its button and by Shift+Down, and the top row
    // rolled round (which keeps it solved).
    clickAt(scene->buttonCenter(Roll{Direction::Down, 0}));
    checkStillWon("the button of column 1 down");
    clickAt(scene->buttonCenter(Roll{Direction::Right, 0}));
    checkStillWon("the button of row 1 right");
    pressOnBoard(Qt::Key_Down, Qt::ShiftModifier);
    checkStillWon("Shift+Down");
    // A drag along column 1.
    BoardView *view = m_window->boardView();
    const QPoint from = view->mapFromScene(scene->cellCenter(0, 0));
    const QPoint to = view->mapFromScene(scene->cellCenter(2, 0));
    QTest::mousePress(view->viewport(), Qt::LeftButton, {}, from);
    QTest::mouseMove(view->viewport(), (from + to) / 2);
    QTest::mouseMove(view->viewport(), to);
    QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, to);
    checkStillWon("a drag down column 1");
}

void TestWonBoard::pegsTakeNoJumpAfterTheWin()
{
    m_window->newGame(board(kPegsOneFromSolved, "peg"));
    QVERIFY(qobject_cast<PegScene *>(m_window->scene()));
    windowdriver::clickHole(*m_window, 3);
    windowdriver::clickHole(*m_window, 0);
    noteWin();
    windowdriver::clickHole(*m_window, 0);
    windowdriver::clickHole(*m_window, 3);
    checkStillWon("a click on the last peg and on a hole");
    pressOnBoard(Qt::Key_Space);
    pressOnBoard(Qt::Key_Down);
    pressOnBoard(Qt::Key_Space);
    checkStillWon("Space, Down, Space");
}

void TestWonBoard::nimTakesNoStoneAfterTheWin()
{
    pb::nim::NimPuzzle::Rules rules;
    rules.starts = pb::nim::Player::Human;
    m_window->newGame(std::make_unique<pb::nim::NimPuzzle>(std::vector<int>{1}, rules));
    auto *scene = qobject_cast<NimScene *>(m_window->scene());
    QVERIFY(scene);
    clickAt(scene->stoneCenter(0, 0));
    noteWin();
    clickAt(scene->stoneCenter(0, 0));
    pressOnBoard(Qt::Key_Return);
    checkStillWon("a click on the empty heap and Return");
}

void TestWonBoard::undoPlaysAgainAndPlayAgainRestarts()
{
    winFifteen();
    QVERIFY(!QTest::currentTestFailed());
    auto *scene = qobject_cast<FifteenScene *>(m_window->scene());
    const std::string start = m_window->session().startPosition().save();

    // Undo takes the winning slide back, and the board plays again.
    pressOnBoard(Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(!m_window->session().position().isSolved());
    QCOMPARE(m_window->session().moveCount(), 1);
    QVERIFY(!playAgain()->isVisible());
    clickAt(scene->cellCenter(6));
    QCOMPARE(m_window->session().moveCount(), 2);
    QVERIFY(!m_window->session().position().isSolved());
    clickAt(scene->cellCenter(7));
    clickAt(scene->cellCenter(8));
    QVERIFY(m_window->session().position().isSolved());
    QCOMPARE(m_goals->count(), 2);
    QCOMPARE(m_window->records().find(m_window->session().startPosition())->solvedAlone, 1);

    // Play Again: the same start, a board that plays.
    QVERIFY(playAgain()->isEnabled());
    QTest::mouseClick(playAgain(), Qt::LeftButton);
    QCOMPARE(m_window->session().position().save(), start);
    QCOMPARE(m_window->session().moveCount(), 0);
    QVERIFY(!playAgain()->isVisible());
    clickAt(scene->cellCenter(7));
    QCOMPARE(m_window->session().moveCount(), 1);
}

void TestWonBoard::newGameButtonOpensTheFamilysDialog()
{
    winFifteen();
    QVERIFY(!QTest::currentTestFailed());
    QString title;
    QTimer::singleShot(0, this, [&title] {
        if (auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget())) {
            title = dialog->windowTitle();
            dialog->accept();
        }
    });
    QTest::mouseClick(newGame(), Qt::LeftButton);
    QVERIFY2(title.contains(QStringLiteral("15")) || title.contains(QStringLiteral("Fifteen"))
                 || title.contains(QStringLiteral("Sliding")),
             qPrintable(title));
    QVERIFY(!m_window->session().position().isSolved());
    QCOMPARE(m_window->session().moveCount(), 0);
    QVERIFY(!playAgain()->isVisible());
}

// The lock is the position's: a won game kept at quitting and read back at
// the next start takes no move either.
void TestWonBoard::wonGameReadBackIsStillLocked()
{
    // Nothing kept yet; from now on the game is kept on disk.
    QVERIFY(!m_window->resumeLastGame());
    winFifteen();
    QVERIFY(!QTest::currentTestFailed());
    QTRY_VERIFY(QFile::exists(GameFiles::autosavePath()));
    m_goals.reset();
    m_window.reset();
    m_window = std::make_unique<MainWindow>();
    QVERIFY(m_window->resumeLastGame());
    QVERIFY(windowsetup::show(*m_window, {900, 640}));
    QVERIFY(m_window->session().position().isSolved());
    QVERIFY(playAgain()->isVisible());
    auto *scene = qobject_cast<FifteenScene *>(m_window->scene());
    QVERIFY(scene);
    const std::string won = m_window->session().position().save();
    const int moves = m_window->session().moveCount();
    clickAt(scene->cellCenter(7));
    pressOnBoard(Qt::Key_Right);
    QCOMPARE(m_window->session().position().save(), won);
    QCOMPARE(m_window->session().moveCount(), moves);
    QVERIFY(!m_window->session().clock().isRunning());
}

PUZZLEBOX_TEST_MAIN(TestWonBoard)
} // namespace tst_wonboard
#include "tst_wonboard.moc"
