// Nim in the main window, played as a person would: real clicks on the
// board's viewport, the computer's answer after its (shortened) pause, undo,
// the match's score, Hint and Solve.

#include "core/nim/nimpuzzle.h"
#include "ui/board/boardview.h"
#include "ui/mainwindow.h"
#include "ui/nim/nimhintdialog.h"
#include "ui/nim/nimmatch.h"
#include "ui/nim/nimnewgamedialog.h"
#include "ui/nim/nimscene.h"
#include "service/solverservice.h"
#include "ui/solving/solutiondock.h"
#include "windowdriver.h"
#include "../testsetup.h"
#include "windowsetup.h"
#include "testmain.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QImage>
#include <QPainter>
#include <QListWidget>
#include <QCheckBox>
#include <QDialog>
#include <QFile>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QLabel>
#include <QPointer>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

namespace tst_nimwindow {

using pb::nim::Level;
using pb::nim::NimPuzzle;
using pb::nim::Player;

namespace {

constexpr int kPause = 40;

std::unique_ptr<NimPuzzle> game(std::vector<int> heaps, Player starts = Player::Human, bool misere = false)
{
    NimPuzzle::Rules rules;
    rules.starts = starts;
    rules.misere = misere;
    return std::make_unique<NimPuzzle>(std::move(heaps), rules);
}

} // namespace

class TestNimWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void clickTakesStonesAndTheComputerAnswers();
    void pointingPreviewsTheMove();
    void undoTakesBackAWholeTurn();
    void undoDuringThePauseCancelsTheAnswer();
    void computerOpensWhenItStarts();
    void clicksWaitForTheComputer();
    void finishedGamesCountForTheMatch();
    void loserStartsTheNextGame();
    void scoreSurvivesARestart();
    void hintWorksOutTheNimSum();
    void hintMarksTheLinesMoveOnTheBoard();
    void solveShowsThePerfectLine();
    void theVerdictGoesWithTheMove();
    void lostGameLineLastsAndTheComputerStaysOnIt();
    void nimFilesOpen();
    void newGameDialog();
    void newGameDialogNamesNoLoserBeforeTheFirstGame();
    void newGameDialogSaysWhoCanWin();
    void dealGivesThePlayerAWinnableGame();
    void solutionListSaysWhoseMove();
    void misereGameSaysSoInTheTitle();
    void rulesDiagramMarksTheStonePlainly();
    void screenshot();

private:
    NimScene *scene() const;
    const NimPuzzle &position() const;
    void clickStone(int heap, int slot);
    QAction *action(const char *name) const;

    std::unique_ptr<MainWindow> m_window;
};

void TestNimWindow::initTestCase()
{
    testsetup::useTestFolders();
}

void TestNimWindow::init()
{
    QSettings().clear();
    m_window = std::make_unique<MainWindow>();
    m_window->setOpponentPauseMillis(kPause);
    QVERIFY(windowsetup::show(*m_window, {1000, 720}, 10));
    m_window->newGame(game({5, 4, 3}));
    QVERIFY(scene());
}

void TestNimWindow::cleanup()
{
    m_window.reset();
}

NimScene *TestNimWindow::scene() const
{
    return qobject_cast<NimScene *>(m_window->scene());
}

const NimPuzzle &TestNimWindow::position() const
{
    return dynamic_cast<const NimPuzzle &>(m_window->session().position());
}

void TestNimWindow::clickStone(int heap, int slot)
{
    BoardView *view = m_window->boardView();
    scene()->finishAnimations();
    const QPoint point = view->mapFromScene(scene()->stoneCenter(heap, slot));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, point);
}

QAction *TestNimWindow::action(const char *name) const
{
    return windowdriver::action(*m_window, name);
}

void TestNimWindow::clickTakesStonesAndTheComputerAnswers()
{
    QCOMPARE(scene()->heapCount(), 3);
    QCOMPARE(scene()->caption(), QStringLiteral("Your turn: click a stone to take it and all above it."));
    // Heap C holds 3 stones; its middle one takes 2: the original exercise's first move.
    clickStone(2, 1);
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("C2")});
    QCOMPARE(scene()->caption(), QStringLiteral("The computer is thinking…"));
    QCOMPARE(scene()->stonesShown(2), 1);

    QTRY_COMPARE(m_window->session().moves(), (QStringList{QStringLiteral("C2"), QStringLiteral("A1")}));
    QCOMPARE(position().heaps(), (std::vector<int>{4, 4, 1}));
    QCOMPARE(scene()->stonesShown(0), 4);
    QCOMPARE(scene()->caption(), QStringLiteral("The computer took 1 stone from heap A. Your turn."));
    // Named in the status bar too, once its stones have gone.
    QTRY_COMPARE(m_window->statusBar()->currentMessage(), QStringLiteral("The computer took 1 stone from heap A."));
}

void TestNimWindow::pointingPreviewsTheMove()
{
    BoardView *view = m_window->boardView();
    QTest::mouseMove(view->viewport(), view->mapFromScene(scene()->stoneCenter(0, 2)));
    QTRY_COMPARE(scene()->previewHeap(), 0);
    QCOMPARE(scene()->previewCount(), 3); // stones 3, 4 and 5 of heap A
    QTest::mouseMove(view->viewport(), view->mapFromScene(scene()->stoneCenter(1, 3)));
    QTRY_COMPARE(scene()->previewHeap(), 1);
    QCOMPARE(scene()->previewCount(), 1);

    // The keyboard previews too: Down asks for fewer stones, Enter takes them.
    view->setFocus();
    QTest::keyClick(view->viewport(), Qt::Key_Left);
    QCOMPARE(scene()->previewHeap(), 0);
    QTest::keyClick(view->viewport(), Qt::Key_Up);
    QCOMPARE(scene()->previewCount(), 2);
    QTest::keyClick(view->viewport(), Qt::Key_Return);
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("A2")});
}

void TestNimWindow::undoTakesBackAWholeTurn()
{
    clickStone(2, 1);
    QTRY_COMPARE(m_window->session().moveCount(), 2);
    GameSession &stack = m_window->session();
    QCOMPARE(int(stack.record().turns().size()), 1);
    QCOMPARE(stack.undoText(), QStringLiteral("Move C2 and answer A1"));

    stack.undo();
    QCOMPARE(m_window->session().moveCount(), 0);
    QVERIFY(position().equals(*game({5, 4, 3})));
    QCOMPARE(scene()->stonesShown(2), 3);
    stack.redo();
    QCOMPARE(m_window->session().moves(), (QStringList{QStringLiteral("C2"), QStringLiteral("A1")}));

    // A second turn is a second undo step.
    clickStone(2, 0);
    QTRY_COMPARE(m_window->session().moveCount(), 4);
    QCOMPARE(int(stack.record().turns().size()), 2);
    stack.undo();
    QCOMPARE(m_window->session().moveCount(), 2);
    QCOMPARE(position().toMove(), Player::Human);
}

void TestNimWindow::undoDuringThePauseCancelsTheAnswer()
{
    m_window->setOpponentPauseMillis(150);
    QSignalSpy moves(&m_window->session(), &GameSession::boardChanged);
    clickStone(2, 1);
    m_window->session().undo();
    QCOMPARE(moves.count(), 2); // the click and its undo
    QVERIFY(!moves.wait(400));  // and no answer to a move that is gone
    QCOMPARE(m_window->session().moveCount(), 0);
    QCOMPARE(scene()->caption(), QStringLiteral("Your turn: click a stone to take it and all above it."));
}

void TestNimWindow::computerOpensWhenItStarts()
{
    m_window->newGame(game({5, 4, 3}, Player::Computer));
    QCOMPARE(scene()->caption(), QStringLiteral("The computer is thinking…"));
    QTRY_COMPARE(m_window->session().moves(), QStringList{QStringLiteral("C2")});
    // Its opening answers nothing, so Undo leaves it: Undo goes back to the
    // game before, not to where the computer would only move again.
    QVERIFY(!m_window->session().record().canUndo());
    QCOMPARE(m_window->session().undoText(), QStringLiteral("New Game"));
    QCOMPARE(position().toMove(), Player::Human);
    clickStone(0, 4);
    QTRY_COMPARE(m_window->session().moveCount(), 3);
    m_window->session().undo();
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("C2")});
}

void TestNimWindow::clicksWaitForTheComputer()
{
    m_window->setOpponentPauseMillis(150);
    clickStone(2, 1);
    clickStone(0, 0); // too early: the computer is still to move
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("C2")});
    QCOMPARE(m_window->statusBar()->currentMessage(), QStringLiteral("Wait a moment: it is the computer's turn."));
    QTRY_COMPARE(m_window->session().moveCount(), 2);
}

void TestNimWindow::finishedGamesCountForTheMatch()
{
    m_window->newGame(game({2}));
    clickStone(0, 0);
    QVERIFY(position().isOver());
    QCOMPARE(scene()->caption(), QStringLiteral("You win!"));
    QCOMPARE(NimMatch::humanWins(testsetup::appSettings()), 1);
    QCOMPARE(NimMatch::nextStarter(testsetup::appSettings()), Player::Computer);
    QCOMPARE(scene()->scoreText(), QStringLiteral("You 1 : 0 Computer"));

    // Taking the winning move back takes the win back; playing it again counts it once.
    m_window->session().undo();
    QCOMPARE(NimMatch::humanWins(testsetup::appSettings()), 0);
    QCOMPARE(NimMatch::nextStarter(testsetup::appSettings()), Player::Human);
    m_window->session().redo();
    QCOMPARE(NimMatch::humanWins(testsetup::appSettings()), 1);
    QCOMPARE(NimMatch::computerWins(testsetup::appSettings()), 0);

    // The finished game brought back by Undo New Game counts nothing again,
    // and its last move taken back and played again counts once.
    m_window->newGame(game({2}));
    m_window->session().undo();
    QVERIFY(position().isOver());
    QCOMPARE(NimMatch::humanWins(testsetup::appSettings()), 1);
    m_window->session().undo();
    QCOMPARE(NimMatch::humanWins(testsetup::appSettings()), 0);
    m_window->session().redo();
    QCOMPARE(NimMatch::humanWins(testsetup::appSettings()), 1);
    // Nor does a restart and its undo.
    m_window->session().restart();
    m_window->session().undo();
    QCOMPARE(NimMatch::humanWins(testsetup::appSettings()), 1);
    QCOMPARE(scene()->scoreText(), QStringLiteral("You 1 : 0 Computer"));
}

void TestNimWindow::loserStartsTheNextGame()
{
    m_window->newGame(game({1, 1}));
    clickStone(0, 0);
    QTRY_VERIFY(position().isOver());
    QCOMPARE(scene()->caption(), QStringLiteral("The computer wins."));
    QCOMPARE(NimMatch::computerWins(testsetup::appSettings()), 1);
    QCOMPARE(NimMatch::nextStarter(testsetup::appSettings()), Player::Human);
    // The undo step holds the person's move and the computer's winning answer.
    m_window->session().undo();
    QCOMPARE(NimMatch::computerWins(testsetup::appSettings()), 0);
    m_window->session().redo();
    QCOMPARE(NimMatch::computerWins(testsetup::appSettings()), 1);

    m_window->newGame(game({1}));
    clickStone(0, 0);
    QCOMPARE(NimMatch::nextStarter(testsetup::appSettings()), Player::Computer);
    const auto next = NimNewGameDialog::defaultGame(testsetup::appSettings());
    QCOMPARE(dynamic_cast<const NimPuzzle &>(*next).toMove(), Player::Computer);
}

void TestNimWindow::scoreSurvivesARestart()
{
    m_window->newGame(game({3}));
    clickStone(0, 0);
    QCOMPARE(NimMatch::humanWins(testsetup::appSettings()), 1);
    m_window.reset();
    m_window = std::make_unique<MainWindow>();
    m_window->newGame(game({5, 4, 3}));
    QCOMPARE(scene()->scoreText(), QStringLiteral("You 1 : 0 Computer"));
}

void TestNimWindow::hintWorksOutTheNimSum()
{
    const NimHintDialog winning(*game({5, 4, 3}), "C2");
    const QString text = winning.explanation();
    QVERIFY2(text.contains(QStringLiteral("The nim-sum is 2, not 0: you can win. Take 2 stones from heap C.")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("Heap C goes from 3 (011) to 1 (001)")));
    // The 2s column is the nim-sum's only one: tinted in each heap's row and in the sum's.
    QCOMPARE(text.count(QStringLiteral("background-color:#ffe08a")), 4);
    QVERIFY(text.contains(QStringLiteral("nim-sum")));

    // Lost: the hint only makes the game last, and the explanation names it.
    const NimHintDialog lost(*game({0, 4, 3, 7}), "C1");
    QVERIFY(lost.explanation().contains(QStringLiteral("The nim-sum is 0: there is no winning move.")));
    QVERIFY2(lost.explanation().contains(QStringLiteral("The hint, take 1 stone from heap C, keeps the game going longest")),
             qPrintable(lost.explanation()));

    const NimHintDialog misere(*game({3, 1, 1}, Player::Human, true), "A2");
    QVERIFY2(misere.explanation().contains(QStringLiteral("Only heap A has more than one stone. Reduce it to 1")),
             qPrintable(misere.explanation()));
}

// Hint marks on the board the first move of the line Solve lists, as every
// family's hint does (in a lost game the line that lasts longest: C1 here,
// where the nim-sum's stall would take from heap B); why, with the nim-sum
// worked out, is one click away in a window that leaves the game playable.
void TestNimWindow::hintMarksTheLinesMoveOnTheBoard()
{
    m_window->newGame(game({0, 4, 3, 7}));
    pb::Progress progress;
    const std::string lineStart = position().solve({}, std::stop_token(), progress).moves.front();
    QCOMPARE(lineStart, std::string("C1"));
    // A modal dialog would hold the test in its own loop: close it, and fail.
    bool modal = false;
    QTimer guard;
    connect(&guard, &QTimer::timeout, this, [&modal] {
        if (auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget())) {
            modal = true;
            dialog->reject();
        }
    });
    guard.start(10);
    QSignalSpy finished(&m_window->solver(), &SolverService::finished);
    windowdriver::pressKeys(*m_window, QKeySequence(Qt::Key_H));
    QVERIFY(!m_window->solver().isRunning() || finished.wait(10000));
    QVERIFY(!modal);
    QCOMPARE(m_window->hintShown(), QStringLiteral("C1"));
    QVERIFY(scene()->hint());
    QCOMPARE(pb::nim::moveToString(*scene()->hint()), lineStart);
    QCOMPARE(m_window->session().moveCount(), 0);
    QCOMPARE(m_window->session().solution().constFirst(), QStringLiteral("C1"));
    QVERIFY2(m_window->statusBar()->currentMessage().startsWith(QStringLiteral("Hint: take 1 stone")),
             qPrintable(m_window->statusBar()->currentMessage()));

    // Why: a click in the panel opens the nim-sum's table beside the game.
    QPushButton *why = m_window->solutionDock()->explanationButton();
    QVERIFY(why->isVisible());
    QTest::mouseClick(why, Qt::LeftButton);
    auto *explanation = m_window->findChild<NimHintDialog *>();
    QVERIFY(explanation);
    QTRY_VERIFY(explanation->isVisible());
    QVERIFY(!explanation->isModal());
    QVERIFY(!modal);
    QVERIFY(explanation->explanation().contains(QStringLiteral("take 1 stone from heap C")));
    QPointer<NimHintDialog> open(explanation);

    // The game goes on: a second Hint plays the move, and the explanation of
    // the position left goes with it.
    windowdriver::pressKeys(*m_window, QKeySequence(Qt::Key_H));
    QCOMPARE(m_window->session().moves().constFirst(), QStringLiteral("C1"));
    QTRY_VERIFY(open.isNull() || !open->isVisible());
    QVERIFY(!why->isVisible());
    QTRY_COMPARE(m_window->session().moveCount(), 2);
    QVERIFY(m_window->session().isOnSolution());
    QVERIFY(!modal);

    // Solve lists the same line from here: the next hint is its next move.
    QVERIFY(windowdriver::solveNow(*m_window));
    const QStringList line = m_window->session().solution();
    windowdriver::pressKeys(*m_window, QKeySequence(Qt::Key_H));
    QCOMPARE(m_window->hintShown(), line.value(m_window->session().solutionStep()));
}

void TestNimWindow::solveShowsThePerfectLine()
{
    m_window->setOpponentPauseMillis(10000); // the solution player plays both sides here
    action("actionSolve")->trigger();
    QTRY_VERIFY(m_window->session().hasSolution());
    const QStringList line{"C2", "A1", "C1", "A1", "B1", "A1", "B1", "A1", "B1", "A1", "B1"};
    QCOMPARE(m_window->session().solution(), line);
    QCOMPARE(m_window->solutionDock()->stepCount(), int(line.size()));
    action("actionLast")->trigger();
    QVERIFY(position().isOver());
    QCOMPARE(position().winner(), Player::Human);
    QCOMPARE(scene()->caption(), QStringLiteral("You win!"));
}

// "You can win" is said of the position Solve answered: a move that throws
// the win away takes it off the status bar.
void TestNimWindow::theVerdictGoesWithTheMove()
{
    const auto verdicts = [this] {
        int count = 0;
        for (const QLabel *label : m_window->statusBar()->findChildren<QLabel *>())
            count += label->text().startsWith(QStringLiteral("You can win")) ? 1 : 0;
        return count;
    };
    action("actionSolve")->trigger();
    QTRY_VERIFY(m_window->session().hasSolution());
    QCOMPARE(verdicts(), 1);
    QVERIFY(m_window->session().play("A1")); // 4-4-3: no longer a win
    QCOMPARE(verdicts(), 0);
}

void TestNimWindow::lostGameLineLastsAndTheComputerStaysOnIt()
{
    // 0-4-3-7 with the person to move is lost; one stone a move is as long as it lasts.
    m_window->newGame(game({0, 4, 3, 7}));
    action("actionSolve")->trigger();
    QTRY_VERIFY(m_window->session().hasSolution());
    const QStringList line = m_window->session().solution();
    QCOMPARE(line.size(), 14);
    QVERIFY(!m_window->session().solutionIsOptimal());

    // The person's step; the computer answers on its own after its pause, with
    // the line's move, so the solution stays on.
    action("actionForward")->trigger();
    QTRY_COMPARE(m_window->session().moveCount(), 2);
    QCOMPARE(m_window->session().moves(), line.mid(0, 2));
    QCOMPARE(m_window->session().solutionStep(), 2);
    action("actionLast")->trigger();
    QTRY_VERIFY(position().isOver());
    QCOMPARE(m_window->session().moves(), line);
    QCOMPARE(position().winner(), Player::Computer);
    QCOMPARE(NimMatch::computerWins(testsetup::appSettings()), 1);
}

void TestNimWindow::nimFilesOpen()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.nim"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("1 2 3 4 5 6 7 20 misere\n");
    file.close();
    QCOMPARE(m_window->loadFile(path), QString());
    QCOMPARE(scene()->heapCount(), 8);
    QCOMPARE(scene()->stonesShown(7), 20);
    QVERIFY(position().isMisere());
    clickStone(7, 19);
    QCOMPARE(m_window->session().moves().constFirst(), QStringLiteral("H1"));
}

void TestNimWindow::newGameDialog()
{
    NimNewGameDialog dialog(testsetup::appSettings());
    dialog.heapCountBox()->setValue(2);
    dialog.heapBox(0)->setValue(7);
    dialog.heapBox(1)->setValue(0);
    const auto made = dialog.game();
    QCOMPARE(made->heaps(), (std::vector<int>{7, 0}));
    QCOMPARE(made->toMove(), Player::Human); // the loser-starts rule, with no game played yet
    QCOMPARE(made->level(), Level::Perfect);
}

void TestNimWindow::newGameDialogNamesNoLoserBeforeTheFirstGame()
{
    // No game played: no loser to speak of, the person starts.
    QCOMPARE(NimNewGameDialog(testsetup::appSettings()).starterBox()->itemText(0), QStringLiteral("You (then the loser of each game)"));
    NimMatch::recordWin(testsetup::appSettings(), Player::Computer);
    QCOMPARE(NimNewGameDialog(testsetup::appSettings()).starterBox()->itemText(0), QStringLiteral("Loser of the last game (you)"));
    NimMatch::recordWin(testsetup::appSettings(), Player::Human);
    QCOMPARE(NimNewGameDialog(testsetup::appSettings()).starterBox()->itemText(0), QStringLiteral("Loser of the last game (the computer)"));
    NimMatch::reset(testsetup::appSettings());
    QCOMPARE(NimNewGameDialog(testsetup::appSettings()).starterBox()->itemText(0), QStringLiteral("You (then the loser of each game)"));
}

// Who moves first and who wins with perfect play, said as the heaps and the
// first move change: "the loser of the last game" never deals a lost game unseen.
void TestNimWindow::newGameDialogSaysWhoCanWin()
{
    NimMatch::recordWin(testsetup::appSettings(), Player::Human); // the computer lost: it starts next
    NimNewGameDialog dialog(testsetup::appSettings());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QCOMPARE(dialog.starterBox()->currentText(), QStringLiteral("Loser of the last game (the computer)"));
    const auto setHeaps = [&dialog](std::vector<int> heaps) {
        dialog.heapCountBox()->selectAll();
        QTest::keyClicks(dialog.heapCountBox(), QString::number(heaps.size()));
        for (std::size_t heap = 0; heap < heaps.size(); ++heap) {
            dialog.heapBox(int(heap))->selectAll();
            QTest::keyClicks(dialog.heapBox(int(heap)), QString::number(heaps[heap]));
        }
    };
    setHeaps({5, 4, 3});
    QCOMPARE(dialog.verdictLabel()->text(), QStringLiteral("The computer moves first and can win: you lose against perfect play."));
    QVERIFY(dialog.verdictLabel()->isVisible());
    setHeaps({1, 2, 3});
    QCOMPARE(dialog.verdictLabel()->text(), QStringLiteral("The computer moves first, but you can win with perfect play."));
    dialog.starterBox()->setFocus();
    QTest::keyClick(dialog.starterBox(), Qt::Key_Down); // You
    QCOMPARE(dialog.verdictLabel()->text(), QStringLiteral("You move first, but the computer can win: you lose against perfect play."));
    setHeaps({5, 4, 3});
    QCOMPARE(dialog.verdictLabel()->text(), QStringLiteral("You move first and can win with perfect play."));
    // Misère changes the winner of heaps of one stone each.
    setHeaps({1, 1});
    QCOMPARE(dialog.verdictLabel()->text(), QStringLiteral("You move first, but the computer can win: you lose against perfect play."));
    QCheckBox *misere = nullptr;
    for (QCheckBox *box : dialog.findChildren<QCheckBox *>())
        misere = box->text().contains(QStringLiteral("Misère")) ? box : misere;
    QVERIFY(misere);
    QTest::mouseClick(misere, Qt::LeftButton, {}, QPoint(5, misere->height() / 2));
    QCOMPARE(dialog.verdictLabel()->text(), QStringLiteral("You move first and can win with perfect play."));
}

// Deal asks for a game the player can win, whoever moves first: with the
// computer first, the heaps it deals are lost for the first to move.
void TestNimWindow::dealGivesThePlayerAWinnableGame()
{
    NimMatch::recordWin(testsetup::appSettings(), Player::Human);
    NimNewGameDialog dialog(testsetup::appSettings());
    dialog.show();
    QCOMPARE(dialog.valueBox()->currentText(), QStringLiteral("that you can win"));
    for (int deal = 0; deal < 3; ++deal) {
        QTest::mouseClick(dialog.dealButton(), Qt::LeftButton);
        QTRY_VERIFY(dialog.dealButton()->isEnabled());
        std::vector<int> heaps;
        for (int heap = 0; heap < dialog.heapCountBox()->value(); ++heap)
            heaps.push_back(dialog.heapBox(heap)->value());
        QVERIFY(!pb::nim::isWinning(heaps, false));
        QCOMPARE(dialog.verdictLabel()->text(), QStringLiteral("The computer moves first, but you can win with perfect play."));
        QCOMPARE(dialog.game()->toMove(), Player::Computer);
    }
}

// Solve's line names whose move each row is: the person's and the computer's in turn.
void TestNimWindow::solutionListSaysWhoseMove()
{
    m_window->setOpponentPauseMillis(10000);
    action("actionSolve")->trigger();
    QTRY_VERIFY(m_window->session().hasSolution());
    QListWidget *list = m_window->solutionDock()->moveList();
    QCOMPARE(list->item(1)->text(), QStringLiteral("1. You: C2"));
    QCOMPARE(list->item(2)->text(), QStringLiteral("2. Computer: A1"));
    QCOMPARE(list->item(3)->text(), QStringLiteral("3. You: C1"));
    // The computer first: after its opening, the person's move heads the line.
    m_window->setOpponentPauseMillis(0);
    m_window->newGame(game({0, 4, 3, 7}, Player::Computer));
    QTRY_COMPARE(m_window->session().moveCount(), 1); // its opening
    action("actionSolve")->trigger();
    QTRY_VERIFY(m_window->session().hasSolution());
    QVERIFY2(list->item(1)->text().startsWith(QStringLiteral("1. You: ")), qPrintable(list->item(1)->text()));
    QVERIFY2(list->item(2)->text().startsWith(QStringLiteral("2. Computer: ")), qPrintable(list->item(2)->text()));
}

void TestNimWindow::misereGameSaysSoInTheTitle()
{
    m_window->newGame(game({5, 4, 3}, Player::Human, true));
    QVERIFY2(m_window->windowTitle().contains(QStringLiteral("misère")), qPrintable(m_window->windowTitle()));
    m_window->newGame(game({5, 4, 3}));
    QVERIFY2(!m_window->windowTitle().contains(QStringLiteral("misère")), qPrintable(m_window->windowTitle()));
}

// The Rules' small diagram marks the stones of its move so they stand out: at
// the diagram's scale, the marked stones differ plainly from the rest.
void TestNimWindow::rulesDiagramMarksTheStonePlainly()
{
    NimScene diagram;
    diagram.setAnimationMillis(0);
    diagram.setPosition(*game({5, 4, 3}));
    const auto render = [&diagram] {
        QImage image(180, 180, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        QPainter painter(&image);
        diagram.render(&painter, QRectF(0, 0, 180, 180), diagram.sceneRect(), Qt::KeepAspectRatio);
        return image;
    };
    const QImage plain = render();
    diagram.showHint("A1");
    const QImage marked = render();
    int changed = 0;
    for (int y = 0; y < plain.height(); ++y) {
        for (int x = 0; x < plain.width(); ++x) {
            const QColor a = plain.pixelColor(x, y), b = marked.pixelColor(x, y);
            changed += std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue()) > 120;
        }
    }
    // A glow and a rim around the stone changed about 70 pixels at this
    // scale, hard to see; the stone taking the hint's colour changes about 160.
    QVERIFY2(changed >= 120, qPrintable(QString::number(changed)));
}

void TestNimWindow::screenshot()
{
    // Not a check: a picture of the window for people to look at.
    const QString dir = qEnvironmentVariable("PUZZLEBOX_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("set PUZZLEBOX_SCREENSHOT_DIR to save a picture of the window");
    NimMatch::recordWin(testsetup::appSettings(), Player::Computer);
    NimMatch::recordWin(testsetup::appSettings(), Player::Human);
    m_window->newGame(game({5, 4, 3, 7}));
    clickStone(3, 4);
    QTRY_COMPARE(m_window->session().moveCount(), 2);
    scene()->finishAnimations();
    BoardView *view = m_window->boardView();
    QTest::mouseMove(view->viewport(), view->mapFromScene(scene()->stoneCenter(1, 2)));
    QTRY_COMPARE(scene()->previewHeap(), 1);
    QCoreApplication::processEvents(); // let the pending layout requests settle
    QVERIFY(m_window->grab().save(dir + QStringLiteral("/nimwindow.png")));

    // The largest table, misère, as the game ends.
    m_window->newGame(game({20, 1, 7, 12, 0, 3, 9, 16}, Player::Human, true));
    QCoreApplication::processEvents();
    QVERIFY(m_window->grab().save(dir + QStringLiteral("/nimwindow-large.png")));
    m_window->newGame(game({1, 1}));
    clickStone(1, 0);
    QTRY_VERIFY(position().isOver());
    scene()->finishAnimations();
    QCoreApplication::processEvents();
    QVERIFY(m_window->grab().save(dir + QStringLiteral("/nimwindow-over.png")));

    NimHintDialog hint(*game({5, 4, 3}), "C2");
    hint.show();
    QVERIFY(QTest::qWaitForWindowExposed(&hint));
    QVERIFY(hint.grab().save(dir + QStringLiteral("/nimhint.png")));
    NimNewGameDialog dialog(testsetup::appSettings());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(dialog.grab().save(dir + QStringLiteral("/nimnewgame.png")));
}

PUZZLEBOX_TEST_MAIN(TestNimWindow)
} // namespace tst_nimwindow
#include "tst_nimwindow.moc"
