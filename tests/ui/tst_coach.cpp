// View ▸ Coach as a player meets it: Ctrl+K turns it on and the next start
// remembers it; after each jump the panel gives the verdict on the position
// on screen and judges the jump; the jump that loses the goal is marked on
// exactly that move, in the panel's list and ringed on the board; Undo
// answers at once from what the coach has seen; a screen reader hears the
// verdict; Show Why draws the core's own proof on the board.

#include "core/common/registry.h"
#include "service/gamefiles.h"
#include "ui/accessibility/announcements.h"
#include "ui/coach/coach.h"
#include "ui/coach/coachdock.h"
#include "ui/coach/coachoverlay.h"
#include "ui/coach/gamereviewer.h"
#include "ui/coach/reviewdialog.h"
#include "ui/mainwindow.h"
#include "ui/settings/language.h"
#include "screenreadersetup.h"
#include "windowdriver.h"
#include "windowsetup.h"
#include "testmain.h"
#include "testsetup.h"

#include <QFile>
#include <QListWidget>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

namespace tst_coach {

class TestCoach : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void ctrlKTurnsItOnAndANewStartKeepsIt();
    void eachJumpIsJudgedAndTheLosingOneMarked();
    void undoAnswersAtOnce();
    void theScreenReaderHearsTheVerdict();
    void showWhyDrawsTheCoresProof();
    void aSearchProofGivesItsCommand();
    void nimJudgesThePersonsMoveNotTheReply();
    void reviewStepsThroughTheMarkedGame();

private:
    Coach *coach() const { return m_window->findChild<Coach *>(); }
    // Waits until the coach has its verdict on the position on screen.
    [[nodiscard]] bool verdictArrives();
    // A jump from the position on screen after which no line leaves one
    // peg, found by the core's own solver; empty when every jump keeps it.
    std::string losingJump() const;
    void jump(const std::string &move);

    QTemporaryDir m_home;
    std::unique_ptr<MainWindow> m_window;
};

void TestCoach::initTestCase()
{
    QVERIFY(m_home.isValid());
    testsetup::useOwnHome(m_home, QStringLiteral("tst_coach"));
    Language::choose(testsetup::appSettings(), QStringLiteral("en"));
    // As a screen reader's bridge would: announcements are made only then.
    QVERIFY(screenreadersetup::listen([](QAccessibleEvent *) {}));
}

void TestCoach::init()
{
    QFile::remove(GameFiles::autosavePath());
    testsetup::appSettings().remove(QStringLiteral("view/coach"));
    m_window = std::make_unique<MainWindow>();
    QVERIFY(windowsetup::show(*m_window, {900, 640}));
    QCOMPARE(m_window->session().position().family(), std::string_view("pegs"));
}

void TestCoach::cleanup()
{
    m_window.reset();
}

bool TestCoach::verdictArrives()
{
    QSignalSpy shown(coach(), &Coach::verdictShown);
    for (int tries = 0; tries < 200 && !coach()->verdictNow(); ++tries)
        shown.wait(100);
    return coach()->verdictNow() != nullptr;
}

std::string TestCoach::losingJump() const
{
    const pb::Puzzle &now = m_window->session().position();
    for (const std::string &move : now.legalMoves()) {
        pb::PuzzlePtr after = now.clone();
        after->apply(move);
        pb::Progress progress;
        pb::SolveOptions options;
        options.bestEffort = false;
        if (after->solve(options, {}, progress).status == pb::SolveStatus::Unsolvable)
            return move;
    }
    return {};
}

void TestCoach::jump(const std::string &move)
{
    // "11-4": the peg in hole 11, then the hole it lands in.
    const auto dash = move.find('-');
    windowdriver::clickHole(*m_window, std::stoi(move.substr(0, dash)));
    windowdriver::clickHole(*m_window, std::stoi(move.substr(dash + 1)));
}

void TestCoach::ctrlKTurnsItOnAndANewStartKeepsIt()
{
    QVERIFY(!coach()->isOn());
    QVERIFY(!coach()->dock()->isVisible());
    windowdriver::pressKeys(*m_window, QKeySequence(Qt::CTRL | Qt::Key_K));
    QVERIFY(coach()->isOn());
    QVERIFY(coach()->dock()->isVisible());
    QVERIFY(verdictArrives());
    QCOMPARE(coach()->verdictNow()->reach, pb::Reach::Reachable);
    QVERIFY(!coach()->dock()->verdictText().isEmpty());

    m_window.reset();
    m_window = std::make_unique<MainWindow>();
    QVERIFY(windowsetup::show(*m_window, {900, 640}));
    QVERIFY(coach()->isOn());
    QVERIFY(coach()->dock()->isVisible());
    QVERIFY(verdictArrives());

    windowdriver::pressKeys(*m_window, QKeySequence(Qt::CTRL | Qt::Key_K));
    QVERIFY(!coach()->isOn());
    QVERIFY(!coach()->dock()->isVisible());
}

void TestCoach::eachJumpIsJudgedAndTheLosingOneMarked()
{
    coach()->action()->trigger();
    QVERIFY(verdictArrives());
    jump("11-4");
    QVERIFY(verdictArrives());
    QVERIFY(coach()->lastMoveJudgement());
    QCOMPARE(coach()->lastMoveJudgement()->kind, pb::MoveJudgement::Kind::Kept);
    QVERIFY(coach()->overlay()->lostMoveCells().isEmpty());

    const std::string losing = losingJump();
    QVERIFY2(!losing.empty(), "the test needs a position with a losing jump");
    jump(losing);
    QCOMPARE(m_window->session().moveCount(), 2);
    QVERIFY(verdictArrives());
    QCOMPARE(coach()->verdictNow()->reach, pb::Reach::Unreachable);
    QVERIFY(coach()->lastMoveJudgement());
    QCOMPARE(coach()->lastMoveJudgement()->kind, pb::MoveJudgement::Kind::Lost);
    QVERIFY2(coach()->dock()->judgementText().contains(QStringLiteral("lost the goal")),
             qPrintable(coach()->dock()->judgementText()));

    // Marked on exactly that move: the second row, not the first.
    QListWidget *history = coach()->dock()->history();
    QCOMPARE(history->count(), 2);
    QVERIFY(!history->item(0)->text().contains(QStringLiteral("lost")));
    QVERIFY2(history->item(1)->text().contains(QStringLiteral("lost the goal")), qPrintable(history->item(1)->text()));

    // Ringed on the board: the holes the jump touched.
    pb::PuzzlePtr before = m_window->session().startPosition().clone();
    before->apply("11-4");
    QList<int> cells;
    for (int cell : before->cellsOf(losing))
        cells << cell;
    QCOMPARE(coach()->overlay()->lostMoveCells(), cells);
    QVERIFY(!cells.isEmpty());
}

void TestCoach::undoAnswersAtOnce()
{
    coach()->action()->trigger();
    QVERIFY(verdictArrives());
    jump("11-4");
    QVERIFY(verdictArrives());
    windowdriver::pressKeys(*m_window, QKeySequence::Undo);
    QCOMPARE(m_window->session().moveCount(), 0);
    // Seen before: no search, no "Thinking…".
    QVERIFY(coach()->verdictNow());
    QVERIFY(!coach()->isThinking());
    QVERIFY(!coach()->dock()->verdictText().isEmpty());
}

void TestCoach::theScreenReaderHearsTheVerdict()
{
    auto *announcements = m_window->findChild<Announcements *>();
    QVERIFY(announcements);
    coach()->action()->trigger();
    QVERIFY(verdictArrives());
    jump("11-4");
    QVERIFY(verdictArrives());
    QTRY_VERIFY2(announcements->lastAnnounced().contains(coach()->dock()->judgementText()),
                 qPrintable(announcements->lastAnnounced() + " / " + coach()->dock()->judgementText()));
    QVERIFY(announcements->lastAnnounced().contains(coach()->dock()->verdictText()));
}

void TestCoach::showWhyDrawsTheCoresProof()
{
    // The English board with the hole above the top of the centre column
    // empty: the position classes leave no hole for a last peg.
    QFile board(m_home.filePath(QStringLiteral("classes.peg")));
    QVERIFY(board.open(QIODevice::WriteOnly));
    board.write("square\n- - 1 0 1 - -\n- - 1 1 1 - -\n1 1 1 1 1 1 1\n1 1 1 0 1 1 1\n"
                "1 1 1 1 1 1 1\n- - 1 1 1 - -\n- - 1 1 1 - -\n");
    board.close();
    QCOMPARE(m_window->loadFile(board.fileName()), QString());
    coach()->action()->trigger();
    QVERIFY(verdictArrives());
    const pb::Assessment verdict = *coach()->verdictNow();
    QCOMPARE(verdict.reach, pb::Reach::Unreachable);
    QCOMPARE(verdict.proof.kind, pb::ProofDrawing::Kind::PositionClass);
    QVERIFY(coach()->showWhyAction()->isEnabled());
    windowdriver::pressKeys(*m_window, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
    QVERIFY(coach()->showWhyAction()->isChecked());
    // The board carries the core's numbers and groups, the panel its words
    // and the colours' names.
    QCOMPARE(coach()->overlay()->proof().groups, verdict.proof.groups);
    QCOMPARE(coach()->overlay()->proof().now, verdict.proof.now);
    QVERIFY2(coach()->dock()->proofText().contains(QStringLiteral("colours in that order")),
             qPrintable(coach()->dock()->proofText()));

    // A jump keeps the classes' verdict: the drawing is the new position's.
    jump(m_window->session().position().legalMoves().front());
    QVERIFY(verdictArrives());
    QCOMPARE(coach()->overlay()->proof().groups, coach()->verdictNow()->proof.groups);
    QCOMPARE(coach()->overlay()->proof().now, coach()->verdictNow()->proof.now);
    // The key again takes the drawing away.
    windowdriver::pressKeys(*m_window, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
    QVERIFY(!coach()->showWhyAction()->isChecked());
    QVERIFY(coach()->overlay()->proof().isEmpty());
    QVERIFY(coach()->dock()->proofText().isEmpty());
}

void TestCoach::aSearchProofGivesItsCommand()
{
    coach()->action()->trigger();
    QVERIFY(verdictArrives());
    jump("11-4");
    QVERIFY(verdictArrives());
    jump(losingJump());
    QVERIFY(verdictArrives());
    const pb::Assessment verdict = *coach()->verdictNow();
    QCOMPARE(verdict.reach, pb::Reach::Unreachable);
    QCOMPARE(verdict.proof.kind, pb::ProofDrawing::Kind::Search);
    // Nothing to draw: no Show Why, the command among the facts.
    QVERIFY(!coach()->showWhyAction()->isEnabled());
    QVERIFY2(coach()->dock()->factsText().contains(QString::fromStdString(verdict.proof.command)),
             qPrintable(coach()->dock()->factsText()));
}

void TestCoach::nimJudgesThePersonsMoveNotTheReply()
{
    m_window->setOpponentPauseMillis(0);
    QVERIFY(windowsetup::openSample(*m_window, m_home, QStringLiteral("nim")).isEmpty());
    coach()->action()->trigger();
    QVERIFY(verdictArrives());
    QCOMPARE(coach()->verdictNow()->reach, pb::Reach::Reachable);
    // A take that leaves the nim-sum other than 0: the win is given away.
    std::string losing;
    for (const std::string &move : m_window->session().position().legalMoves()) {
        pb::PuzzlePtr after = m_window->session().position().clone();
        after->apply(move);
        pb::Progress progress;
        if (after->assess({}, {}, progress).reach == pb::Reach::Unreachable) {
            losing = move;
            break;
        }
    }
    QVERIFY(!losing.empty());
    QVERIFY(m_window->session().play(losing));
    // The computer answers; the panel still speaks of the person's take.
    QTRY_COMPARE(m_window->session().record().line().size(), std::size_t(2));
    QVERIFY(verdictArrives());
    QTRY_VERIFY2(coach()->dock()->judgementText().contains(QStringLiteral("lost the goal")),
                 qPrintable(coach()->dock()->judgementText()));
    QListWidget *history = coach()->dock()->history();
    QCOMPARE(history->count(), 2);
    QVERIFY2(history->item(0)->text().contains(QStringLiteral("lost the goal")), qPrintable(history->item(0)->text()));
    QVERIFY2(history->item(1)->text().contains(QStringLiteral("Computer")), qPrintable(history->item(1)->text()));
}

void TestCoach::reviewStepsThroughTheMarkedGame()
{
    // The coach need not be on: the review judges every move itself.
    jump("11-4");
    const std::string losing = losingJump();
    jump(losing);
    const std::string played = m_window->session().position().save();
    auto *reviewer = m_window->findChild<GameReviewer *>();
    QVERIFY(reviewer);
    QSignalSpy shown(reviewer, &GameReviewer::reviewShown);
    windowdriver::action(*m_window, "actionReview")->trigger();
    ReviewDialog *dialog = reviewer->dialog();
    QVERIFY(dialog && dialog->isVisible());
    QVERIFY(shown.count() == 1 || shown.wait(20000));

    // The start, then each move; the losing one, and it alone, marked.
    QListWidget *moves = dialog->moveList();
    QCOMPARE(moves->count(), 3);
    QVERIFY(!moves->item(1)->text().contains(QStringLiteral("lost")));
    QVERIFY2(moves->item(2)->text().contains(QStringLiteral("lost the goal")), qPrintable(moves->item(2)->text()));
    QVERIFY2(dialog->summary().contains(QStringLiteral("lost at move 2")), qPrintable(dialog->summary()));

    // Stepping back shows each position with its verdict; the game on the
    // window's board stays where it was.
    QTest::mouseClick(moves->viewport(), Qt::LeftButton, {}, moves->visualItemRect(moves->item(1)).center());
    QCOMPARE(dialog->step(), 1);
    QVERIFY(dialog->overlay()->lostMoveCells().isEmpty());
    QVERIFY2(dialog->verdictShown().contains(QStringLiteral("kept the goal")), qPrintable(dialog->verdictShown()));
    QTest::keyClick(moves, Qt::Key_Down);
    QCOMPARE(dialog->step(), 2);
    QVERIFY(!dialog->overlay()->lostMoveCells().isEmpty());
    QCOMPARE(m_window->session().position().save(), played);
    QCOMPARE(m_window->session().moveCount(), 2);
}

PUZZLEBOX_TEST_MAIN(TestCoach)
} // namespace tst_coach
#include "tst_coach.moc"
