// A search's answer as the window shows it: one answer at a time, speaking
// of the game it was made for, and a line the game never followed is not
// shown as followed.

#include "core/nim/nimpuzzle.h"
#include "service/solverservice.h"
#include "ui/pegs/pegscene.h"
#include "ui/solving/solutiondock.h"
#include "windowdriver.h"
#include "../testsetup.h"
#include "windowsetup.h"
#include "testmain.h"

#include <QListWidget>
#include <QSettings>
#include <QSignalSpy>

namespace tst_answers {

using pb::nim::NimPuzzle;
using pb::nim::Player;

class TestAnswers : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void aNewerAnswerReplacesTheOlderText();
    void aLineNeverFollowedIsNotShownAsFollowed();
    void aSearchStoppedByAStepSaysSoInThePanel();

private:
    QAction *action(const char *name) const { return windowdriver::action(*m_window, name); }
    SolutionDock *dock() const { return m_window->solutionDock(); }
    // Waits for the search started last to end.
    bool waitForAnswer(QSignalSpy &finished, int count);

    std::unique_ptr<MainWindow> m_window;
};

void TestAnswers::initTestCase()
{
    testsetup::useTestFolders();
}

void TestAnswers::init()
{
    QSettings().clear();
    m_window = std::make_unique<MainWindow>();
    QVERIFY(windowsetup::show(*m_window, {1000, 720}));
}

void TestAnswers::cleanup()
{
    m_window.reset();
    QSettings().clear();
}

bool TestAnswers::waitForAnswer(QSignalSpy &finished, int count)
{
    return finished.count() >= count || (finished.wait(20000) && finished.count() >= count);
}

// From the triangle's first start the last peg can end in hole 12 alone:
// asked for hole 0, the panel says there is no such line and lists the one
// that comes closest. Counting the solutions then answers a new question;
// its answer must not stand above the words of the old one, which spoke of
// hole 0 and no longer hold for the question the panel shows.
void TestAnswers::aNewerAnswerReplacesTheOlderText()
{
    QSignalSpy finished(&m_window->solver(), &SolverService::finished);
    action("actionSolveToCell")->trigger();
    windowdriver::clickHole(*m_window, 0);
    QVERIFY(waitForAnswer(finished, 1));
    const QString toHoleZero = dock()->caption() + dock()->report();
    QVERIFY2(toHoleZero.contains(QStringLiteral("hole 0")), qPrintable(toHoleZero));
    QVERIFY(qobject_cast<PegScene *>(m_window->scene())->markedHoles() != 0);

    action("actionCountSolutions")->trigger();
    QVERIFY(waitForAnswer(finished, 2));
    QTRY_VERIFY2(dock()->report().contains(QStringLiteral("solution")), qPrintable(dock()->report()));
    QVERIFY2(!dock()->caption().contains(QStringLiteral("hole 0")), qPrintable(dock()->caption()));
    QVERIFY2(!dock()->report().contains(QStringLiteral("hole 0")), qPrintable(dock()->report()));
    // Nor does the board keep the mark of the hole the old question named.
    QCOMPARE(qobject_cast<PegScene *>(m_window->scene())->markedHoles(), pb::pegs::PegBits(0));
}

// Nim's perfect line from 7-6-5-4-3-2 ends with no stone left and the
// computer to move, as every game the player wins does. A game won otherwise reaches
// that position too, but never followed the line: the panel keeps the line
// set aside instead of marking its last step as the one the game is on.
void TestAnswers::aLineNeverFollowedIsNotShownAsFollowed()
{
    m_window->setOpponentPauseMillis(10);
    NimPuzzle::Rules rules;
    rules.starts = Player::Human;
    m_window->newGame(std::make_unique<NimPuzzle>(std::vector<int>{7, 6, 5, 4, 3, 2}, rules));
    action("actionSolve")->trigger();
    QTRY_VERIFY(m_window->session().hasSolution());
    QVERIFY(m_window->session().isOnSolution());

    // The player wins with another winning move than the line's, where
    // there is one.
    const auto nim = [this] { return dynamic_cast<const NimPuzzle *>(&m_window->session().position()); };
    const auto winningMove = [this](const NimPuzzle &position) {
        std::string found;
        for (const std::string &move : position.legalMoves()) {
            auto after = position.clone();
            after->apply(move);
            int sum = 0;
            for (int heap : dynamic_cast<const NimPuzzle &>(*after).heaps())
                sum ^= heap;
            if (sum == 0 && (found.empty() || QString::fromStdString(found) == m_window->session().nextSolutionMove()))
                found = move;
        }
        return found;
    };
    bool leftTheLine = false;
    for (int turn = 0; turn < 30 && !nim()->isOver(); ++turn) {
        QTRY_VERIFY(nim()->isOver() || nim()->toMove() == Player::Human);
        if (nim()->isOver())
            break;
        const std::string move = winningMove(*nim());
        QVERIFY(!move.empty());
        QVERIFY(m_window->session().play(move));
        leftTheLine = leftTheLine || !m_window->session().isOnSolution();
    }
    QVERIFY(nim()->isOver());
    QCOMPARE(nim()->winner(), Player::Human);
    QVERIFY(leftTheLine);
    QVERIFY(m_window->session().solutionEnd()->equals(*nim()));
    QVERIFY(!m_window->session().isOnSolution());
    QCOMPARE(dock()->currentStep(), -1);
    QVERIFY(dock()->isSetAside());
    // Nor are the line's first words, advice for the position it was found
    // in ("take 2 stones from heap …"), shown as if they spoke of this one.
    QVERIFY2(!dock()->caption().contains(QStringLiteral("perfect play")), qPrintable(dock()->caption()));

    // Undo back to where the line was found brings it back, at its start.
    while (m_window->session().canUndo() && m_window->session().moveCount() > 0)
        m_window->session().undo();
    QVERIFY(m_window->session().isOnSolution());
    QCOMPARE(m_window->session().solutionStep(), 0);
}

// Counting the English board's solutions runs long. A click on a step of
// the solution listed moves the position several steps at once, which stops
// the count: the panel, where its answer would have been, says why, not only
// the status bar, whose word goes at the next menu hovered.
void TestAnswers::aSearchStoppedByAStepSaysSoInThePanel()
{
    QCOMPARE(m_window->loadFile(qEnvironmentVariable("PUZZLEBOX_SOURCE_DIR") + QStringLiteral("/resources/boards/english.peg")), QString());
    QSignalSpy finished(&m_window->solver(), &SolverService::finished);
    action("actionSolve")->trigger();
    QVERIFY(waitForAnswer(finished, 1));
    QVERIFY(m_window->session().solution().size() > 5);
    action("actionCountSolutions")->trigger();
    QVERIFY(m_window->solver().isRunning());

    auto *list = dock()->findChild<QListWidget *>();
    QVERIFY(list);
    QListWidgetItem *fourth = list->item(4);
    QVERIFY(fourth);
    list->scrollToItem(fourth);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(fourth).center());
    QTRY_COMPARE(m_window->session().solutionStep(), dock()->currentStep());
    QVERIFY(m_window->session().solutionStep() > 1);
    QVERIFY(!m_window->solver().isRunning());
    QVERIFY2(dock()->report().contains(QStringLiteral("stopped")), qPrintable(dock()->report()));
}

PUZZLEBOX_TEST_MAIN(TestAnswers)
} // namespace tst_answers
#include "tst_answers.moc"
