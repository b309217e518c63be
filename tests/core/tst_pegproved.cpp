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
    // The diamond with a corner empty (hole 0 and its images) or hole 12 (next
    // to the centre, and its images) has no line, as exhaustive searches in
    // bench/ proved: Solve answers at once, with or without a finishing hole,
    // and names that search as the proof.
    void diamondRecords_data()
    {
        QTest::addColumn<int>("hole");
        QTest::addColumn<int>("finish"); // -1: anywhere
        // Each start with a hole the class argument leaves open (it settles
        // the other holes first): two steps in from a corner, and for hole 12
        // and its images the hole beyond them, seen from the centre.
        for (const auto &[hole, aim] : {std::pair{0, 6}, {16, 18}, {24, 22}, {40, 34},
                                        {12, 6}, {19, 18}, {21, 22}, {28, 34}}) {
            QTest::addRow("hole %d", hole) << hole << -1;
            QTest::addRow("hole %d to hole %d", hole, aim) << hole << aim;
        }
    }
    void diamondRecords()
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
    void diamondClosestLine_data()
    {
        QTest::addColumn<int>("hole");
        QTest::newRow("corner") << 0;
        QTest::newRow("next to the centre") << 12;
    }
    void diamondClosestLine()
    {
        QFETCH(int, hole);
        const auto diamond = PegGeometry::diamond();
        const PegPuzzle start(diamond, diamond->allHoles() & ~bit(hole));
        Progress progress;
        const SolveResult result = start.solve({}, std::stop_token(), progress);
        QCOMPARE(result.status, SolveStatus::Unsolvable);
        QCOMPARE(result.shortfall, std::optional<int>(2));
        PegPuzzle end(diamond, diamond->allHoles() & ~bit(hole));
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
        QCOMPARE(provedNoLine(*diamond, all & ~bit(12))->positions, std::uint64_t(396414971));
        QVERIFY(!provedNoLine(*diamond, all & ~bit(6)));
        QVERIFY(!provedNoLine(*diamond, all & ~bit(20)));
        // A position reached from a proved start has no line either, but is
        // not a start: the searches take it.
        QVERIFY(!provedNoLine(*diamond, all & ~bit(2) & ~bit(6)));
        QVERIFY(!provedNoLine(*diamond, all & ~bit(0) & ~bit(40)));
        const auto english = PegGeometry::english();
        QVERIFY(!provedNoLine(*english, english->allHoles() & ~bit(0)));
    }
};

PUZZLEBOX_TEST_APPLESS_MAIN(TestPegProved)
} // namespace tst_pegproved
#include "tst_pegproved.moc"
