// Solve ▸ Fewest Moves, as a person uses it: chosen from the menu with the
// mouse, the solution panel lists chains, each step plays a chain as one
// turn that one Undo takes back, and families without it have it disabled;
// and Fewest Moves to a Chosen Hole, the hole clicked on the board.

#include "core/pegs/pegpuzzle.h"
#include "ui/pegs/pegscene.h"
#include "ui/solving/solutiondock.h"
#include "windowdriver.h"
#include "testmain.h"

#include "../core/trianglejumps.h"
#include "../testsetup.h"

#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

namespace tst_fewestmoves {

using pb::pegs::PegPuzzle;

class TestFewestMoves : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        testsetup::useTestFolders();
    }

    void init()
    {
        QSettings().clear();
        m_window = std::make_unique<MainWindow>();
        m_window->resize(900, 640);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void cleanup()
    {
        m_window.reset();
        QSettings().clear();
    }

    void menuFindsTheFewestAndStepsByChains_data()
    {
        QTest::addColumn<int>("animationMillis");
        QTest::newRow("no animation") << 0;
        QTest::newRow("animated") << 40;
    }
    void menuFindsTheFewestAndStepsByChains()
    {
        QFETCH(int, animationMillis);
        m_window->setAnimationMillis(animationMillis);
        // The 15-hole triangle with hole 4 empty: 11 moves at the fewest
        // (tst_pegfewestmoves checks the count against a breadth-first search).
        openBoard("triangle\n1\n1 1\n1 0 1\n1 1 1 1\n1 1 1 1 1\n");
        const auto *start = dynamic_cast<const PegPuzzle *>(&m_window->session().position());
        QVERIFY(start);
        const PegPuzzle first = *start;

        QSignalSpy finished(&m_window->solver(), &SolverService::finished);
        QVERIFY(chooseFromSolveMenu("actionFewestMoves"));
        QVERIFY(finished.count() == 1 || finished.wait(10000));

        auto *dock = m_window->solutionDock();
        const QStringList chains = dock->moves();
        QCOMPARE(chains.size(), 11);
        // "Start", then "1. 11-4-13" and so on.
        QCOMPARE(dock->moveList()->count(), 12);
        bool someChainIsLong = false;
        for (const QString &chain : chains) {
            QVERIFY2(QRegularExpression(QStringLiteral("^\\d+(-\\d+)+$")).match(chain).hasMatch(), qPrintable(chain));
            someChainIsLong = someChainIsLong || chain.count(QLatin1Char('-')) > 1;
        }
        // 13 jumps in 11 moves: some move is a chain of jumps.
        QVERIFY(someChainIsLong);
        // (The English plural forms come with the app's catalogue, which the test does not load.)
        QVERIFY2(dock->caption().startsWith(QStringLiteral("A solution in 11 move"))
                     && dock->caption().contains(QStringLiteral(", the fewest possible")),
                 qPrintable(dock->caption()));
        for (int step = 0; step < chains.size(); ++step) {
            const QString row = dock->moveList()->item(step + 1)->text();
            QVERIFY2(row.endsWith(QStringLiteral(". ") + chains.at(step)), qPrintable(row));
        }

        // Each step forward plays one chain as one move; the count played
        // is in jumps, as the status bar says it.
        PegPuzzle expected = first;
        int jumps = 0;
        for (int step = 0; step < chains.size(); ++step) {
            windowdriver::pressKeys(*m_window, QKeySequence(Qt::CTRL | Qt::Key_Right));
            QVERIFY(!expected.apply(chains.at(step).toStdString()));
            jumps += int(chains.at(step).count(QLatin1Char('-')));
            QCOMPARE(int(m_window->session().record().line().size()), step + 1);
            QCOMPARE(m_window->session().moveCount(), jumps);
            QVERIFY(m_window->session().position().equals(expected));
            QCOMPARE(dock->currentStep(), step + 1);
        }
        QVERIFY(m_window->session().position().isSolved());
        QCOMPARE(jumps, 13);
        // The board shows the end once the last chain has flown.
        const auto *scene = qobject_cast<const PegScene *>(m_window->scene());
        QVERIFY(scene);
        for (int hole = 0; hole < first.geometry().holeCount(); ++hole)
            QTRY_COMPARE(scene->pegShown(hole), expected.hasPeg(hole));

        // One Undo takes back one chain.
        windowdriver::pressKeys(*m_window, QKeySequence(QKeySequence::Undo));
        QCOMPARE(int(m_window->session().record().line().size()), int(chains.size()) - 1);
        QCOMPARE(m_window->session().moveCount(), 13 - int(chains.constLast().count(QLatin1Char('-'))));
        QCOMPARE(dock->currentStep(), int(chains.size()) - 1);
        for (int undo = 1; undo < chains.size(); ++undo)
            windowdriver::pressKeys(*m_window, QKeySequence(QKeySequence::Undo));
        QCOMPARE(m_window->session().moveCount(), 0);
        QVERIFY(m_window->session().position().equals(first));
        for (int hole = 0; hole < first.geometry().holeCount(); ++hole)
            QTRY_COMPARE(scene->pegShown(hole), first.hasPeg(hole));
    }

    void toAChosenHole()
    {
        // Hole 0 empty: the last peg can end in several holes, some of them
        // only in more moves than the fewest overall.
        openBoard("triangle\n0\n1 1\n1 1 1\n1 1 1 1\n1 1 1 1 1\n");
        const auto *start = dynamic_cast<const PegPuzzle *>(&m_window->session().position());
        QVERIFY(start);
        const PegPuzzle first = *start;
        const std::array<int, kHoles> fewest = bruteFewestMoves(std::uint32_t(first.pegs()));
        const int fewestAnywhere = *std::min_element(fewest.begin(), fewest.end(), [](int a, int b) {
            return b == kUnreached || (a != kUnreached && a < b);
        });
        int holesTried = 0;
        bool someHoleNeedsMore = false;
        for (int hole = 0; hole < kHoles; ++hole) {
            if (fewest[std::size_t(hole)] == kUnreached)
                continue;
            ++holesTried;
            someHoleNeedsMore = someHoleNeedsMore || fewest[std::size_t(hole)] > fewestAnywhere;
            QSignalSpy finished(&m_window->solver(), &SolverService::finished);
            QVERIFY(chooseFromSolveMenu("actionFewestMovesToCell"));
            QVERIFY(qobject_cast<PegScene *>(m_window->scene())->isPicking());
            windowdriver::clickHole(*m_window, hole);
            QVERIFY(finished.count() == 1 || finished.wait(10000));

            auto *dock = m_window->solutionDock();
            const QStringList chains = dock->moves();
            QCOMPARE(int(chains.size()), fewest[std::size_t(hole)]);
            QVERIFY2(dock->caption().contains(QStringLiteral(", the fewest possible")), qPrintable(dock->caption()));
            PegPuzzle replay = first;
            for (const QString &chain : chains)
                QVERIFY(!replay.apply(chain.toStdString()));
            QCOMPARE(replay.pegs(), pb::pegs::bit(hole));
            // Asking changed nothing on the board.
            QCOMPARE(m_window->session().moveCount(), 0);
        }
        QVERIFY(holesTried > 1);
        QVERIFY(someHoleNeedsMore);
    }

    // The table fills the budget before the proof: the line found on the way
    // is listed, and the caption, the report and the list speak of the same line.
    void aLineNotProvedIsListedAsWhatItIs()
    {
        openBoard("square\n- - 1 1 1 - -\n- - 1 1 1 - -\n1 1 1 1 1 1 1\n1 1 1 0 1 1 1\n1 1 1 1 1 1 1\n- - 1 1 1 - -\n- - 1 1 1 - -\n");
        m_window->settings().setMemoryBudgetMiB(1);
        const std::unique_ptr<pb::Puzzle> first = m_window->session().position().clone();
        QSignalSpy finished(&m_window->solver(), &SolverService::finished);
        QVERIFY(chooseFromSolveMenu("actionFewestMoves"));
        QVERIFY(finished.count() == 1 || finished.wait(60000));

        auto *dock = m_window->solutionDock();
        const QStringList chains = dock->moves();
        QVERIFY(!chains.isEmpty());
        const QString count = QStringLiteral("%1 moves").arg(chains.size());
        QVERIFY2(dock->report().contains(QStringLiteral("a line of ") + count + QStringLiteral(" was found, but not proved the fewest")),
                 qPrintable(dock->report()));
        QVERIFY2(dock->caption().contains(count) && dock->caption().contains(QStringLiteral("not proved the fewest")),
                 qPrintable(dock->caption()));
        QVERIFY2(!dock->report().contains(QStringLiteral("before it found an answer")), qPrintable(dock->report()));
        std::unique_ptr<pb::Puzzle> replay = first->clone();
        for (const QString &chain : chains)
            QVERIFY(!replay->apply(chain.toStdString()));
        QVERIFY(replay->isSolved());
        QVERIFY(!m_window->session().solutionIsOptimal());
    }

    void onlyForFamiliesThatOfferIt()
    {
        openBoard("triangle\n1\n1 1\n1 0 1\n1 1 1 1\n1 1 1 1 1\n");
        const auto offered = [this] {
            return windowdriver::action(*m_window, "actionFewestMoves")->isEnabled()
                && windowdriver::action(*m_window, "actionFewestMovesToCell")->isEnabled();
        };
        const auto withheld = [this] {
            return !windowdriver::action(*m_window, "actionFewestMoves")->isEnabled()
                && !windowdriver::action(*m_window, "actionFewestMovesToCell")->isEnabled();
        };
        QVERIFY(offered());
        openBoard("3\n1 2 3\n4 5 6\n7 0 8\n", QStringLiteral("fif"));
        QVERIFY(withheld());
        openBoard("5 4 3\n", QStringLiteral("nim"));
        QVERIFY(withheld());
        // A peg board already solved has nothing to ask.
        openBoard("triangle\n1\n0 0\n0 0 0\n0 0 0 0\n0 0 0 0 0\n");
        QVERIFY(withheld());
    }

private:
    void openBoard(const char *text, const QString &suffix = QStringLiteral("peg"))
    {
        const QString path = m_dir.filePath(QStringLiteral("board%1.%2").arg(++m_files).arg(suffix));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text);
        file.close();
        QCOMPARE(m_window->loadFile(path), QString());
    }

    // Clicks Solve in the menu bar, then the entry, as a person would.
    bool chooseFromSolveMenu(const char *actionName)
    {
        auto *menu = m_window->menuBar()->findChild<QMenu *>(QStringLiteral("menuSolve"));
        QAction *entry = windowdriver::action(*m_window, actionName);
        if (!menu || !entry->isEnabled())
            return false;
        QMenuBar *bar = m_window->menuBar();
        QTest::mouseClick(bar, Qt::LeftButton, {}, bar->actionGeometry(menu->menuAction()).center());
        if (!QTest::qWaitForWindowExposed(menu))
            return false;
        QTest::mouseClick(menu, Qt::LeftButton, {}, menu->actionGeometry(entry).center());
        return true;
    }

    QTemporaryDir m_dir;
    int m_files = 0;
    std::unique_ptr<MainWindow> m_window;
};

PUZZLEBOX_TEST_MAIN(TestFewestMoves)
} // namespace tst_fewestmoves
#include "tst_fewestmoves.moc"
