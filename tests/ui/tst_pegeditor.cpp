// Edit ▸ Edit Board and Solve ▸ Which Holes Can It Finish In?, driven through
// the window with real clicks on the board's viewport.

#include "core/pegs/pegpuzzle.h"
#include "ui/solving/solutiondock.h"
#include "ui/board/boardview.h"
#include "ui/mainwindow.h"
#include "ui/pegs/pegscene.h"
#include "windowdriver.h"
#include "../testsetup.h"
#include "windowsetup.h"
#include "testmain.h"

#include <QAction>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>

#include <bit>
#include <map>
#include <set>

namespace tst_pegeditor {

using pb::pegs::bit;
using pb::pegs::PegBits;
using pb::pegs::PegPuzzle;

namespace {

// Every hole a single last peg can be left in, by trying every line of play
// through the generic rules: independent of the classifier under test.
void collectFinishes(const pb::Puzzle &position, std::set<std::string> &seen, PegBits &finishes)
{
    const auto &pegs = dynamic_cast<const PegPuzzle &>(position);
    if (pegs.pegCount() == 1) {
        finishes |= pegs.pegs();
        return;
    }
    if (!seen.insert(position.save()).second)
        return;
    for (const std::string &move : position.legalMoves()) {
        std::unique_ptr<pb::Puzzle> next = position.clone();
        QVERIFY(!next->apply(move));
        collectFinishes(*next, seen, finishes);
    }
}

// The number of distinct lines of play to one peg, memoized per position.
std::uint64_t countLines(const pb::Puzzle &position, std::map<std::string, std::uint64_t> &memo)
{
    if (dynamic_cast<const PegPuzzle &>(position).pegCount() == 1)
        return 1;
    const auto known = memo.find(position.save());
    if (known != memo.end())
        return known->second;
    std::uint64_t lines = 0;
    for (const std::string &move : position.legalMoves()) {
        std::unique_ptr<pb::Puzzle> next = position.clone();
        next->apply(move);
        lines += countLines(*next, memo);
    }
    memo.emplace(position.save(), lines);
    return lines;
}

PegBits bruteForceFinishes(const pb::Puzzle &position)
{
    std::set<std::string> seen;
    PegBits finishes = 0;
    collectFinishes(position, seen, finishes);
    return finishes;
}

} // namespace

class TestPegEditor : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void clicksAddAndRemovePegsWithoutPlaying();
    void doneStartsTheEditedBoard();
    void editedBoardSolves();
    void boardWithoutPegsIsRefused();
    void newGameLeavesTheEditor();
    void finishingHolesAreMarked_data();
    void finishingHolesAreMarked();
    void solveToAChosenHole();
    void escapeCancelsThePick();
    void countSolutions();
    void screenshot();

private:
    void waitForSolver();
    QAction *action(const char *name) const;
    PegScene *scene() const;
    void click(int hole);
    const PegPuzzle &position() const;
    // Turns the editor on and clicks `holes` in order.
    void editByClicks(const QList<int> &holes);

    std::unique_ptr<MainWindow> m_window;
};

void TestPegEditor::initTestCase()
{
    testsetup::useTestFolders();
}

void TestPegEditor::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->newGame(std::make_unique<PegPuzzle>(PegPuzzle::classicTriangle()));
    QVERIFY(windowsetup::show(*m_window, {900, 640}));
}

void TestPegEditor::cleanup()
{
    m_window.reset();
}

QAction *TestPegEditor::action(const char *name) const
{
    return windowdriver::action(*m_window, name);
}

PegScene *TestPegEditor::scene() const
{
    return qobject_cast<PegScene *>(m_window->scene());
}

void TestPegEditor::click(int hole)
{
    windowdriver::clickHole(*m_window, hole);
}

const PegPuzzle &TestPegEditor::position() const
{
    return dynamic_cast<const PegPuzzle &>(m_window->session().position());
}

void TestPegEditor::editByClicks(const QList<int> &holes)
{
    action("actionEditBoard")->trigger();
    QVERIFY(action("actionEditBoard")->isChecked());
    QVERIFY(scene()->isEditing());
    for (int hole : holes)
        click(hole);
}

void TestPegEditor::clicksAddAndRemovePegsWithoutPlaying()
{
    editByClicks({0, 4});
    // The board shows the edit; the game is untouched until Done.
    QVERIFY(!scene()->pegShown(0));
    QVERIFY(scene()->pegShown(4));
    QVERIFY(position().equals(PegPuzzle::classicTriangle()));
    QCOMPARE(m_window->session().moveCount(), 0);
    // Nothing may play, solve or undo the position being edited.
    QVERIFY(!action("actionSolve")->isEnabled());
    QVERIFY(!action("actionHint")->isEnabled());
    QVERIFY(!action("actionFinishCells")->isEnabled());
    // A second click on the same hole takes the change back.
    click(0);
    QVERIFY(scene()->pegShown(0));
}

void TestPegEditor::doneStartsTheEditedBoard()
{
    editByClicks({0, 4, 12});
    action("actionEditBoard")->trigger(); // Done
    QVERIFY(!action("actionEditBoard")->isChecked());
    QVERIFY(!scene()->isEditing());
    const PegBits expected = (PegPuzzle::classicTriangle().pegs() & ~bit(0) & ~bit(12)) | bit(4);
    QCOMPARE(position().pegs(), expected);
    QCOMPARE(position().pegCount(), 13);
    QCOMPARE(m_window->session().moveCount(), 0);
    for (int hole = 0; hole < 15; ++hole)
        QCOMPARE(scene()->pegShown(hole), position().hasPeg(hole));
    QVERIFY(action("actionSolve")->isEnabled());
    // The edited board is played by clicks like any other: 0 is empty now, so
    // the peg on 3 can jump over 1 into it.
    click(3);
    click(0);
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("3-0")});

    // The game the edit replaced is not lost: Undo goes back to it.
    m_window->session().undo();
    QCOMPARE(m_window->session().undoText(), QStringLiteral("Edit Board"));
    m_window->session().undo();
    QVERIFY(position().equals(PegPuzzle::classicTriangle()));
    for (int hole = 0; hole < 15; ++hole)
        QCOMPARE(scene()->pegShown(hole), position().hasPeg(hole));
    m_window->session().redo();
    QCOMPARE(position().pegs(), expected);
}

void TestPegEditor::editedBoardSolves()
{
    // Leave only the pegs on 0 and 1: one jump, 0 over 1 into 3, finishes.
    QList<int> clicks;
    for (int hole = 2; hole < 15; ++hole) {
        if (hole != 4)
            clicks << hole;
    }
    editByClicks(clicks);
    action("actionEditBoard")->trigger();
    QCOMPARE(position().pegs(), bit(0) | bit(1));

    QSignalSpy finished(&m_window->solver(), &SolverService::finished);
    action("actionSolve")->trigger();
    QVERIFY(finished.count() == 1 || finished.wait(10000));
    const QStringList solution = m_window->session().solution();
    QCOMPARE(solution.size(), 1);
    std::unique_ptr<pb::Puzzle> replay = position().clone();
    QVERIFY(!replay->apply(solution.front().toStdString()));
    QVERIFY(replay->isSolved());
}

void TestPegEditor::boardWithoutPegsIsRefused()
{
    QList<int> clicks;
    for (int hole = 0; hole < 15; ++hole) {
        if (hole != 4)
            clicks << hole;
    }
    editByClicks(clicks);
    action("actionEditBoard")->trigger(); // Done, on an empty board
    // Refused with a reason: the editor stays open and the game is as it was.
    QVERIFY(action("actionEditBoard")->isChecked());
    QVERIFY(scene()->isEditing());
    QVERIFY(!m_window->statusBar()->currentMessage().isEmpty());
    QVERIFY(position().equals(PegPuzzle::classicTriangle()));
    // One peg put back makes it a board again.
    click(7);
    action("actionEditBoard")->trigger();
    QVERIFY(!scene()->isEditing());
    QCOMPARE(position().pegs(), bit(7));
}

void TestPegEditor::newGameLeavesTheEditor()
{
    editByClicks({0});
    m_window->newGame(std::make_unique<PegPuzzle>(PegPuzzle::classicTriangle()));
    QVERIFY(!action("actionEditBoard")->isChecked());
    QVERIFY(!scene()->isEditing());
    QVERIFY(scene()->pegShown(0));
    QVERIFY(action("actionSolve")->isEnabled());
}

void TestPegEditor::finishingHolesAreMarked_data()
{
    QTest::addColumn<QList<int>>("edits");
    QTest::newRow("seed start, hole 4 empty") << QList<int>{};
    QTest::newRow("hole 0 empty") << QList<int>{0, 4};
    QTest::newRow("holes 0 and 4 empty") << QList<int>{0};
    QTest::newRow("hole 3 empty") << QList<int>{3, 4};
}

void TestPegEditor::finishingHolesAreMarked()
{
    QFETCH(QList<int>, edits);
    if (!edits.isEmpty()) {
        editByClicks(edits);
        action("actionEditBoard")->trigger();
    }
    const PegBits expected = bruteForceFinishes(position());

    QSignalSpy finished(&m_window->solver(), &SolverService::finished);
    QVERIFY(action("actionFinishCells")->isEnabled());
    action("actionFinishCells")->trigger();
    QVERIFY(finished.count() == 1 || finished.wait(10000));
    QCOMPARE(scene()->markedHoles(), expected);
    // Asking changes nothing in the game.
    QCOMPARE(m_window->session().moveCount(), 0);
    QVERIFY(!m_window->statusBar()->currentMessage().isEmpty());

    // The rings belong to that position: the next move takes them away.
    const std::vector<std::string> moves = position().legalMoves();
    if (!moves.empty()) {
        const QString move = QString::fromStdString(moves.front());
        click(move.section(QLatin1Char('-'), 0, 0).toInt());
        click(move.section(QLatin1Char('-'), 1, 1).toInt());
        QCOMPARE(m_window->session().moveCount(), 1);
        QCOMPARE(scene()->markedHoles(), PegBits(0));
    }
}

void TestPegEditor::waitForSolver()
{
    QSignalSpy finished(&m_window->solver(), &SolverService::finished);
    QVERIFY(finished.count() == 1 || finished.wait(10000));
}

void TestPegEditor::solveToAChosenHole()
{
    // From the original exercise's start the last peg can only end in hole 12 (see
    // finishingHolesAreMarked); hole 0 empty lets it end in several.
    editByClicks({0, 4});
    action("actionEditBoard")->trigger();
    const PegBits finishes = bruteForceFinishes(position());
    QVERIFY(std::popcount(finishes) > 1);
    for (int hole = 0; hole < 15; ++hole) {
        if (!(finishes & bit(hole)))
            continue;
        QVERIFY(action("actionSolveToCell")->isEnabled());
        QSignalSpy finished(&m_window->solver(), &SolverService::finished);
        action("actionSolveToCell")->trigger();
        QVERIFY(qobject_cast<PegScene *>(m_window->scene())->isPicking());
        QVERIFY(!m_window->statusBar()->currentMessage().isEmpty()); // the prompt to click a hole
        click(hole);
        QVERIFY(!scene()->isPicking());
        // Answered, the prompt goes.
        QVERIFY2(!m_window->statusBar()->currentMessage().startsWith(QStringLiteral("Click")),
                 qPrintable(m_window->statusBar()->currentMessage()));
        QVERIFY(finished.count() == 1 || finished.wait(10000));
        // The line shown replays to one peg, in the hole that was clicked.
        std::unique_ptr<pb::Puzzle> replay = position().clone();
        for (const QString &move : m_window->session().solution())
            QVERIFY(!replay->apply(move.toStdString()));
        QCOMPARE(dynamic_cast<const PegPuzzle &>(*replay).pegs(), bit(hole));
        QCOMPARE(m_window->session().moveCount(), 0);
        // The answer names the hole, and the board marks it.
        const QString named = QStringLiteral("ends in hole %1, marked on the board").arg(hole);
        QVERIFY2(m_window->solutionDock()->caption().contains(named), qPrintable(m_window->solutionDock()->caption()));
        QCOMPARE(scene()->markedHoles(), bit(hole));
    }
}

void TestPegEditor::escapeCancelsThePick()
{
    action("actionSolveToCell")->trigger();
    QVERIFY(scene()->isPicking());
    QTest::keyClick(m_window->boardView()->viewport(), Qt::Key_Escape);
    QVERIFY(!scene()->isPicking());
    QVERIFY(!m_window->solver().isRunning());
    // Clicks play again.
    click(11);
    click(4);
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("11-4")});
}

void TestPegEditor::countSolutions()
{
    std::map<std::string, std::uint64_t> memo;
    const std::uint64_t expected = countLines(position(), memo);
    QVERIFY(expected > 0);
    action("actionCountSolutions")->trigger();
    waitForSolver();
    const QString message = m_window->statusBar()->currentMessage();
    // In full in the panel, the number grouped as the locale groups it.
    QVERIFY2(message.startsWith(QLocale().toString(qulonglong(expected)) + QLatin1Char(' ')), qPrintable(message));
    QCOMPARE(m_window->solutionDock()->report(), message);
}

void TestPegEditor::screenshot()
{
    const QString dir = qEnvironmentVariable("PUZZLEBOX_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("Set PUZZLEBOX_SCREENSHOT_DIR to write screenshots.");
    QSignalSpy finished(&m_window->solver(), &SolverService::finished);
    action("actionFinishCells")->trigger();
    QVERIFY(finished.count() == 1 || finished.wait(10000));
    QVERIFY(m_window->grab().save(dir + QStringLiteral("/peg-finish-cells.png")));
    editByClicks({0, 4, 12});
    QVERIFY(m_window->grab().save(dir + QStringLiteral("/peg-editor.png")));
}

PUZZLEBOX_TEST_MAIN(TestPegEditor)
} // namespace tst_pegeditor
#include "tst_pegeditor.moc"
