// Game ▸ Pause, by keys as a player would: the board goes behind a cover,
// the clock stops, moves, hints and Undo wait, and P again (or the cover's
// Resume) brings everything back as it was; the computer waits too.

#include "core/nim/nimpuzzle.h"
#include "core/pegs/pegpuzzle.h"
#include "ui/board/boardview.h"
#include "windowdriver.h"
#include "../testsetup.h"
#include "windowsetup.h"
#include "testmain.h"

#include <QPushButton>
#include <QSettings>
#include <QTest>

namespace tst_pause {

class TestPause : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { testsetup::useTestFolders(); }
    void init();
    void cleanup() { m_window.reset(); }
    void pauseHidesTheBoardAndHoldsTheGame();
    void playMovesToShiftP();
    void aNewGameStartsUnpaused();
    void theComputerWaitsForResume();

private:
    // A key pressed where the keyboard's focus is, as a person would.
    void press(const QKeySequence &keys);
    QAction *action(const char *name) const { return windowdriver::action(*m_window, name); }
    QWidget *cover() const { return m_window->findChild<QWidget *>(QStringLiteral("pausedCover")); }

    std::unique_ptr<MainWindow> m_window;
};

void TestPause::init()
{
    QSettings().clear();
    m_window = std::make_unique<MainWindow>();
    QVERIFY(windowsetup::show(*m_window, {900, 640}));
    m_window->newGame(std::make_unique<pb::pegs::PegPuzzle>(pb::pegs::PegPuzzle::classicTriangle()));
    m_window->activateWindow();
    QApplication::setActiveWindow(m_window.get());
}

void TestPause::press(const QKeySequence &keys)
{
    QWidget *focus = QApplication::focusWidget();
    QTest::keySequence(focus ? focus : m_window.get(), keys);
}

void TestPause::pauseHidesTheBoardAndHoldsTheGame()
{
    windowdriver::clickHole(*m_window, 11);
    windowdriver::clickHole(*m_window, 4);
    QCOMPARE(m_window->session().moveCount(), 1);
    QVERIFY(m_window->session().clock().isTicking());
    QVERIFY(action("actionUndo")->isEnabled());

    press(QKeySequence(Qt::Key_P));
    QVERIFY(action("actionPause")->isChecked());
    QVERIFY(cover() && cover()->isVisible());
    QCOMPARE(cover()->geometry(), m_window->boardView()->geometry());
    QVERIFY(!m_window->session().clock().isTicking());
    for (const char *name : {"actionHint", "actionSolve", "actionUndo", "actionRestart", "actionEditBoard"})
        QVERIFY2(!action(name)->isEnabled(), name);

    // Nothing reaches the game: not a hint, not Undo, not a click on the board.
    press(QKeySequence(Qt::Key_H));
    QCOMPARE(m_window->hintShown(), QString());
    press(QKeySequence::Undo);
    windowdriver::clickHole(*m_window, 2);
    QCOMPARE(m_window->session().moveCount(), 1);
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("11-4")});
    // A feature that enables an action meanwhile is heard only on Resume.
    action("actionHint")->setEnabled(true);
    QVERIFY(!action("actionHint")->isEnabled());

    // The keys' focus is on Resume: P, or the button, goes on.
    QCOMPARE(QApplication::focusWidget(), cover()->findChild<QPushButton *>());
    press(QKeySequence(Qt::Key_P));
    QVERIFY(!action("actionPause")->isChecked());
    QVERIFY(!cover()->isVisible());
    QVERIFY(m_window->session().clock().isTicking());
    for (const char *name : {"actionHint", "actionSolve", "actionUndo", "actionRestart", "actionEditBoard"})
        QVERIFY2(action(name)->isEnabled(), name);
    QCOMPARE(m_window->session().moveCount(), 1);
    press(QKeySequence::Undo);
    QCOMPARE(m_window->session().moveCount(), 0);

    press(QKeySequence(Qt::Key_P));
    QTest::mouseClick(cover()->findChild<QPushButton *>(), Qt::LeftButton);
    QVERIFY(!action("actionPause")->isChecked());
    QVERIFY(m_window->boardView()->isEnabled());
}

void TestPause::playMovesToShiftP()
{
    QCOMPARE(action("actionPause")->shortcut(), QKeySequence(Qt::Key_P));
    QCOMPARE(action("actionPlayPause")->shortcut(), QKeySequence(Qt::SHIFT | Qt::Key_P));
    QVERIFY(windowdriver::solveNow(*m_window));
    press(QKeySequence(Qt::SHIFT | Qt::Key_P));
    QVERIFY(action("actionPlayPause")->isChecked());
    // Pausing stops the playback; it does not go on behind the cover.
    press(QKeySequence(Qt::Key_P));
    QVERIFY(!action("actionPlayPause")->isChecked());
    const int step = m_window->session().solutionStep();
    QTest::qWait(300);
    QCOMPARE(m_window->session().solutionStep(), step);
}

void TestPause::aNewGameStartsUnpaused()
{
    press(QKeySequence(Qt::Key_P));
    QVERIFY(cover()->isVisible());
    m_window->newGame(std::make_unique<pb::pegs::PegPuzzle>(pb::pegs::PegPuzzle::classicTriangle()));
    QVERIFY(!action("actionPause")->isChecked());
    QVERIFY(!cover()->isVisible());
    QVERIFY(action("actionHint")->isEnabled());
}

void TestPause::theComputerWaitsForResume()
{
    pb::nim::NimPuzzle::Rules rules;
    m_window->setOpponentPauseMillis(40);
    m_window->newGame(std::make_unique<pb::nim::NimPuzzle>(std::vector<int>{5, 4, 3}, rules));
    QVERIFY(m_window->session().play(std::string("A1")));
    press(QKeySequence(Qt::Key_P));
    QTest::qWait(250);
    QCOMPARE(m_window->session().moveCount(), 1);
    QCOMPARE(m_window->session().moves().constLast(), QStringLiteral("A1"));
    press(QKeySequence(Qt::Key_P));
    QTRY_VERIFY(m_window->session().moves().constLast() != QStringLiteral("A1"));
}

PUZZLEBOX_TEST_MAIN(TestPause)
} // namespace tst_pause
#include "tst_pause.moc"
