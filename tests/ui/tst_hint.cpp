// Hint shows before it plays, in every family the window solves: the first
// Hint marks the move on the board and names it, the second plays it, and
// anything else takes the mark away.

#include "core/common/registry.h"
#include "ui/fifteen/fifteenscene.h"
#include "ui/settings/language.h"
#include "ui/roller/rollerscene.h"
#include "ui/solving/solutiondock.h"
#include "windowdriver.h"
#include "../testsetup.h"
#include "windowsetup.h"
#include "testmain.h"

#include <QListWidget>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>

namespace tst_hint {

namespace {

// The move the scene marks, in the family's notation; empty when none.
QString markedMove(const BoardScene *scene)
{
    if (const auto *pegs = qobject_cast<const PegScene *>(scene))
        return pegs->hint() ? QString::fromStdString(pb::pegs::moveToString(*pegs->hint())) : QString();
    if (const auto *roller = qobject_cast<const RollerScene *>(scene))
        return roller->hint() ? QString::fromStdString(pb::roller::rollToString(*roller->hint())) : QString();
    if (const auto *fifteen = qobject_cast<const FifteenScene *>(scene))
        return fifteen->hintTile() ? QString::number(fifteen->hintTile()) : QString();
    qFatal("no scene");
}

} // namespace

class TestHint : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void firstShowsSecondPlays_data();
    void firstShowsSecondPlays();
    void clickingThePegHintsLandingPlaysIt();
    void lostPositionOffersTheClosestLine();
    void hintListsOnlyTheMovesShown();
    void stuckGameSaysItIsOverAndHowToGoOn();

private:
    void open(const QByteArray &board, const QString &extension);
    // Presses Hint and waits for the search it may start.
    void pressHint();

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void TestHint::initTestCase()
{
    testsetup::useTestFolders();
    // English's catalogue holds the plural forms ("Show 12 More Moves").
    Language::installTranslators(testsetup::appSettings());
}

void TestHint::init()
{
    m_window = std::make_unique<MainWindow>();
    QVERIFY(windowsetup::show(*m_window, {900, 640}));
}

void TestHint::cleanup()
{
    m_window.reset();
}

void TestHint::open(const QByteArray &board, const QString &extension)
{
    const QString path = m_dir.filePath(QStringLiteral("board.") + extension);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(board);
    file.close();
    QCOMPARE(m_window->loadFile(path), QString());
}

void TestHint::pressHint()
{
    QSignalSpy finished(&m_window->solver(), &SolverService::finished);
    windowdriver::pressKeys(*m_window, QKeySequence(Qt::Key_H));
    QVERIFY(!m_window->solver().isRunning() || finished.wait(30000));
}

void TestHint::firstShowsSecondPlays_data()
{
    QTest::addColumn<QString>("extension");
    QTest::addColumn<QString>("words");
    for (const pb::FamilyInfo &family : pb::families()) {
        const QString extension = QLatin1String(family.extension);
        // A game against the computer has turns the player cannot hint:
        // tst_nimwindow's hintMarksTheLinesMoveOnTheBoard.
        if (family.sampleBoard()->supports(pb::Capability::Opponent))
            continue;
        QTest::newRow(family.id.data()) << extension
                                        << (extension == u"peg" ? QStringLiteral("jump ")
                                            : extension == u"rbd" ? QStringLiteral("roll ")
                                                                  : QStringLiteral("slide tile "));
    }
}

void TestHint::firstShowsSecondPlays()
{
    QFETCH(QString, extension);
    QFETCH(QString, words);
    const pb::FamilyInfo *family = nullptr;
    for (const pb::FamilyInfo &each : pb::families())
        family = QLatin1String(each.extension) == extension ? &each : family;
    QVERIFY(family);
    open(family->sample, extension);
    GameSession &session = m_window->session();

    pressHint();
    QCOMPARE(session.moveCount(), 0);
    const QString move = m_window->hintShown();
    QVERIFY(!move.isEmpty());
    QCOMPARE(markedMove(m_window->scene()), move);
    const QString status = m_window->statusBar()->currentMessage();
    QVERIFY2(status.startsWith(QStringLiteral("Hint: ") + words), qPrintable(status));
    const QString report = m_window->solutionDock()->report();
    QVERIFY2(report.startsWith(status) && report.endsWith(QStringLiteral("Press H again to play it.")), qPrintable(report));

    pressHint();
    QCOMPARE(session.moves(), QStringList{move});
    QCOMPARE(m_window->hintShown(), QString());
    QCOMPARE(markedMove(m_window->scene()), QString());
    QCOMPARE(m_window->solutionDock()->report(), QString());

    // The solution found for the first hint gives the next one at once.
    QSignalSpy started(&m_window->solver(), &SolverService::progress);
    pressHint();
    QCOMPARE(session.moveCount(), 1);
    if (!session.position().isSolved()) {
        QVERIFY(!m_window->hintShown().isEmpty());
        QCOMPARE(m_window->hintShown(), session.nextSolutionMove());
        // Anything else done takes the mark away; nothing is played.
        windowdriver::action(*m_window, "actionFinishCells")->isEnabled()
            ? windowdriver::action(*m_window, "actionFinishCells")->trigger()
            : windowdriver::action(*m_window, "actionRestart")->trigger();
        QCOMPARE(m_window->hintShown(), QString());
        QCOMPARE(markedMove(m_window->scene()), QString());
        QVERIFY(!m_window->statusBar()->currentMessage().startsWith(QStringLiteral("Hint: ")));
    }
}

void TestHint::clickingThePegHintsLandingPlaysIt()
{
    pressHint();
    const auto jump = qobject_cast<const PegScene *>(m_window->scene())->hint();
    QVERIFY(jump);
    windowdriver::clickHole(*m_window, jump->to);
    QCOMPARE(m_window->session().moves(), QStringList{QString::fromStdString(pb::pegs::moveToString(*jump))});
}

void TestHint::lostPositionOffersTheClosestLine()
{
    // Pegs on 0, 1 and 14: the only jump is 0 over 1 into 3, and nothing
    // ever reaches 14.
    open("triangle\n1\n1 0\n0 0 0\n0 0 0 0\n0 0 0 0 1\n", QStringLiteral("peg"));
    pressHint();
    QCOMPARE(m_window->hintShown(), QStringLiteral("0-3"));
    QCOMPARE(m_window->statusBar()->currentMessage(), QStringLiteral("Hint, closest line: jump 0 over 1 into 3"));
    QVERIFY2(m_window->solutionDock()->report().startsWith(QStringLiteral("No line from here reaches the goal.")),
             qPrintable(m_window->solutionDock()->report()));
    pressHint();
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("0-3")});
}

// A hint's search finds a whole solution and keeps it, but the panel lists
// only the moves hints showed and the player stepped to: one hint gives away
// one move. The rest waits behind a button, and Solve lists it all.
void TestHint::hintListsOnlyTheMovesShown()
{
    const SolutionDock *dock = m_window->solutionDock();
    const auto button = [dock] { return dock->findChild<QPushButton *>(QStringLiteral("showAllMovesButton")); };
    const GameSession &session = m_window->session();
    pressHint();
    const int steps = int(session.solution().size());
    QVERIFY(steps > 3);
    // The start and the hinted move.
    QCOMPARE(dock->moveList()->count(), 2);
    QCOMPARE(dock->moveList()->item(1)->text(), QStringLiteral("1. ") + m_window->hintShown());
    QVERIFY(button()->isVisible());
    QCOMPARE(button()->text(), QStringLiteral("Show %1 More Moves").arg(steps - 1));

    pressHint(); // plays it
    QCOMPARE(session.moveCount(), 1);
    QCOMPARE(dock->moveList()->count(), 2);
    QCOMPARE(dock->moveList()->currentRow(), 1);
    pressHint(); // shows the second
    QCOMPARE(dock->moveList()->count(), 3);
    QCOMPARE(button()->text(), QStringLiteral("Show %1 More Moves").arg(steps - 2));
    // Stepping on lists the moves stepped to, and no more.
    windowdriver::pressKeys(*m_window, QKeySequence(Qt::CTRL | Qt::Key_Right));
    windowdriver::pressKeys(*m_window, QKeySequence(Qt::CTRL | Qt::Key_Right));
    QCOMPARE(session.moveCount(), 3);
    QCOMPARE(dock->moveList()->count(), 4);
    QCOMPARE(dock->moveList()->currentRow(), 3);

    QTest::mouseClick(button(), Qt::LeftButton);
    QCOMPARE(dock->moveList()->count(), steps + 1);
    QVERIFY(!button()->isVisible());
    QCOMPARE(dock->moveList()->currentRow(), 3);

    // A new hint search lists one move again; Solve lists them all.
    windowdriver::action(*m_window, "actionRestart")->trigger();
    m_window->newGame(m_window->session().position().clone());
    pressHint();
    QCOMPARE(dock->moveList()->count(), 2);
    QSignalSpy finished(&m_window->solver(), &SolverService::finished);
    windowdriver::action(*m_window, "actionSolve")->trigger();
    QVERIFY(finished.wait(30000));
    QCOMPARE(dock->moveList()->count(), int(session.solution().size()) + 1);
    QVERIFY(!button()->isVisible());
}

// A peg game with no jump left is over: the panel says so, with the pegs
// left, and names the ways on (Undo, then Solve; Restart).
void TestHint::stuckGameSaysItIsOverAndHowToGoOn()
{
    // Pegs on 0, 1 and 14: after 0 over 1 into 3, nothing can jump.
    open("triangle\n1\n1 0\n0 0 0\n0 0 0 0\n0 0 0 0 1\n", QStringLiteral("peg"));
    const SolutionDock *dock = m_window->solutionDock();
    QVERIFY(!dock->introductionShown().startsWith(QStringLiteral("The game is over")));
    windowdriver::clickHole(*m_window, 0);
    windowdriver::clickHole(*m_window, 3);
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("0-3")});
    const QString said = dock->introductionShown();
    QVERIFY2(said.startsWith(QStringLiteral("The game is over: no moves left, 2 pegs left.")), qPrintable(said));
    for (const char *way : {"Undo", "Solve", "Restart"})
        QVERIFY2(said.contains(QLatin1String(way)), way);
    // Undo: the game goes on, and the panel says how to play again.
    windowdriver::pressKeys(*m_window, QKeySequence(QKeySequence::Undo));
    QVERIFY(!dock->introductionShown().startsWith(QStringLiteral("The game is over")));
}

PUZZLEBOX_TEST_MAIN(TestHint)
} // namespace tst_hint
#include "tst_hint.moc"
