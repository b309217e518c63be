#include "core/pegs/pegproved.h"
#include "core/pegs/pegpuzzle.h"
#include "core/pegs/pegsolver.h"
#include "testmain.h"

#include <QTest>

#include <utility>

namespace tst_pegproved {

using namespace pb;
using namespace pb::pegs;

class TestPegProved : public QObject {
    Q_OBJECT

private slots:
    // The diamond with a corner empty (hole 0 and its images) has no line, as
    // an exhaustive search in bench/ proved: Solve answers at once, with or
    // without a finishing hole, and names that search as the proof.
    void diamondCorners_data()
    {
        QTest::addColumn<int>("hole");
        QTest::addColumn<int>("finish"); // -1: anywhere
        // Each corner with the hole two steps in from it, which the class
        // argument leaves open (it settles the other holes first).
        for (const auto &[hole, inward] : {std::pair{0, 6}, {16, 18}, {24, 22}, {40, 34}}) {
            QTest::addRow("hole %d", hole) << hole << -1;
            QTest::addRow("hole %d to hole %d", hole, inward) << hole << inward;
        }
    }
    void diamondCorners()
    {
        QFETCH(int, hole);
        QFETCH(int, finish);
        const auto diamond = PegGeometry::diamond();
        SolveOptions options;
        options.bestEffort = false;
        if (finish >= 0)
            options.targetCell = finish;
        Progress progress;
        const SolveResult result =
            solvePegs(*diamond, diamond->allHoles() & ~bit(hole), options, std::stop_token(), progress);
        QCOMPARE(result.status, SolveStatus::Unsolvable);
        QCOMPARE(result.nodes, std::uint64_t(0));
        const std::string reason = result.reason.toString();
        QVERIFY(reason.find("exhaustive search") != std::string::npos);
        QVERIFY(reason.find("bench/pegdiamond.cpp") != std::string::npos);
    }

    // The closest answer for such a start: two pegs, by a line that replays.
    void diamondCornerClosestLine()
    {
        const auto diamond = PegGeometry::diamond();
        const PegPuzzle start(diamond, diamond->allHoles() & ~bit(0));
        Progress progress;
        const SolveResult result = start.solve({}, std::stop_token(), progress);
        QCOMPARE(result.status, SolveStatus::Unsolvable);
        QCOMPARE(result.shortfall, std::optional<int>(2));
        PegPuzzle end(diamond, diamond->allHoles() & ~bit(0));
        for (const std::string &move : result.bestLine)
            QVERIFY(!end.apply(move));
        QCOMPARE(end.pegCount(), 2);
    }

    // Only the recorded starts: the diamond's other starts, other boards and
    // other positions still go to the searches.
    void onlyRecordedStarts()
    {
        const auto diamond = PegGeometry::diamond();
        const PegBits all = diamond->allHoles();
        QVERIFY(provedNoLine(*diamond, all & ~bit(0)));
        QVERIFY(!provedNoLine(*diamond, all & ~bit(12)));
        QVERIFY(!provedNoLine(*diamond, all & ~bit(6)));
        QVERIFY(!provedNoLine(*diamond, all & ~bit(0) & ~bit(40)));
        const auto english = PegGeometry::english();
        QVERIFY(!provedNoLine(*english, english->allHoles() & ~bit(0)));
    }
};

PUZZLEBOX_TEST_APPLESS_MAIN(TestPegProved)
} // namespace tst_pegproved
#include "tst_pegproved.moc"
