#include "core/pegs/peggeometry.h"
#include "core/pegs/pegpuzzle.h"
#include "testmain.h"

#include <QTest>

#include <algorithm>
#include <initializer_list>
#include <stdexcept>
#include <tuple>

namespace tst_pegrules {

using namespace pb;
using namespace pb::pegs;


namespace {

PegBits pegsAt(std::initializer_list<int> holes)
{
    PegBits pegs = 0;
    for (const int hole : holes)
        pegs |= bit(hole);
    return pegs;
}

std::vector<std::tuple<int, int, int>> sortedTriples(const std::vector<Jump> &jumps)
{
    std::vector<std::tuple<int, int, int>> triples;
    for (const Jump &j : jumps)
        triples.emplace_back(j.from, j.over, j.to);
    std::sort(triples.begin(), triples.end());
    return triples;
}

} // namespace

class TestPegRules : public QObject {
    Q_OBJECT

private slots:
    void triangleJumps()
    {
        // Written out by hand from the original exercise's drawing, one line of three holes
        // at a time, so the generator is checked against an independent list.
        const std::vector<std::tuple<int, int, int>> lines{
            // along the rows
            {3, 4, 5}, {6, 7, 8}, {7, 8, 9}, {10, 11, 12}, {11, 12, 13}, {12, 13, 14},
            // down to the left
            {0, 1, 3}, {1, 3, 6}, {3, 6, 10}, {2, 4, 7}, {4, 7, 11}, {5, 8, 12},
            // down to the right
            {0, 2, 5}, {2, 5, 9}, {5, 9, 14}, {1, 4, 8}, {4, 8, 13}, {3, 7, 12},
        };
        std::vector<std::tuple<int, int, int>> expected;
        for (const auto &[a, b, c] : lines) {
            expected.emplace_back(a, b, c);
            expected.emplace_back(c, b, a);
        }
        std::sort(expected.begin(), expected.end());
        QCOMPARE(expected.size(), std::size_t(36));

        const auto geometry = PegGeometry::triangle(5);
        QCOMPARE(geometry->holeCount(), 15);
        QCOMPARE(geometry->jumps().size(), std::size_t(36));
        QVERIFY(sortedTriples(geometry->jumps()) == expected);
        QVERIFY(geometry->isTriangle());
    }

    void triangleNumbering()
    {
        const auto geometry = PegGeometry::triangle(5);
        QCOMPARE(geometry->holeAt(0, 0), 0);
        QCOMPARE(geometry->holeAt(2, 1), 4);
        QCOMPARE(geometry->holeAt(4, 2), 12);
        QCOMPARE(geometry->holeAt(4, 4), 14);
        QCOMPARE(geometry->holeAt(1, 2), -1);
        QCOMPARE(geometry->holeAt(5, 0), -1);
        QCOMPARE(geometry->holeAt(-1, 0), -1);
        QCOMPARE(geometry->cellOf(12), (Cell{4, 2}));
        QCOMPARE(geometry->allHoles(), PegBits(0x7fff));
        // No "vertical" jump: 0 and 4 are two rows apart but not on a line.
        QVERIFY(!geometry->findJump(0, 4));
        QVERIFY(!geometry->findJump(1, 11));
        QCOMPARE(*geometry->findJump(11, 4), (Jump{11, 7, 4}));
        QCOMPARE(geometry->jumpsFrom(0).size(), std::size_t(2));
        QCOMPARE(geometry->jumpsFrom(12).size(), std::size_t(4));
    }

    void triangleSizes_data()
    {
        QTest::addColumn<int>("side");
        QTest::addColumn<int>("holes");
        QTest::addColumn<int>("jumps");
        // Each of the three line directions has (side-2)(side-1)/2 lines of three.
        for (int side = 1; side <= 10; ++side) {
            QTest::addRow("side %d", side)
                << side << side * (side + 1) / 2 << (side >= 2 ? 3 * (side - 2) * (side - 1) : 0);
        }
    }
    void triangleSizes()
    {
        QFETCH(int, side);
        QFETCH(int, holes);
        QFETCH(int, jumps);
        const auto geometry = PegGeometry::triangle(side);
        QCOMPARE(geometry->holeCount(), holes);
        QCOMPARE(int(geometry->jumps().size()), jumps);
    }

    void rectangleJumps_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        for (const auto &[r, c] : std::initializer_list<std::pair<int, int>>{
                 {2, 2}, {2, 3}, {3, 3}, {3, 4}, {4, 3}, {4, 4}, {5, 7}, {6, 6}, {2, 32}, {8, 8}})
            QTest::addRow("%dx%d", r, c) << r << c;
    }
    void rectangleJumps()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        const auto geometry = PegGeometry::rectangle(rows, cols);
        QCOMPARE(geometry->holeCount(), rows * cols);
        QCOMPARE(int(geometry->jumps().size()), 4 * (rows * cols - rows - cols));
        QCOMPARE(geometry->holeAt(rows - 1, cols - 1), rows * cols - 1);
        QVERIFY(!geometry->isTriangle());
        for (const Jump &j : geometry->jumps()) {
            const Cell a = geometry->cellOf(j.from);
            const Cell b = geometry->cellOf(j.over);
            const Cell c = geometry->cellOf(j.to);
            // Orthogonal only, over the middle hole.
            QVERIFY(a.row == c.row || a.col == c.col);
            QCOMPARE(b.row * 2, a.row + c.row);
            QCOMPARE(b.col * 2, a.col + c.col);
        }
    }

    void tooManyHoles()
    {
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, PegGeometry::rectangle(5, 13));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, PegGeometry::triangle(11));
        QCOMPARE(PegGeometry::rectangle(8, 8)->allHoles(), ~PegBits(0));
    }

    void irregularShape()
    {
        // The English cross: 33 holes, 76 jumps.
        std::vector<std::vector<bool>> mask(7, std::vector<bool>(7, false));
        for (int r = 0; r < 7; ++r) {
            for (int c = 0; c < 7; ++c)
                mask[std::size_t(r)][std::size_t(c)] = (r >= 2 && r <= 4) || (c >= 2 && c <= 4);
        }
        const PegGeometry geometry(Lattice::Square, mask);
        QCOMPARE(geometry.holeCount(), 33);
        QCOMPARE(geometry.jumps().size(), std::size_t(76));
        QCOMPARE(geometry.holeAt(0, 2), 0);
        QCOMPARE(geometry.holeAt(3, 3), 16);
        QCOMPARE(geometry.holeAt(0, 0), -1);
    }

    void moveParsing_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("over");
        QTest::addColumn<int>("to");
        QTest::newRow("11-4") << "11-4" << true << 11 << 7 << 4;
        QTest::newRow("0-3") << "0-3" << true << 0 << 1 << 3;
        QTest::newRow("14-12") << "14-12" << true << 14 << 13 << 12;
        QTest::newRow("3-12") << "3-12" << true << 3 << 7 << 12;
        QTest::newRow("12-3") << "12-3" << true << 12 << 7 << 3;
        const char *bad[] = {"",       "11",     "11-",      "-4",    "11-4 ",  " 11-4", "11 - 4",
                             "11_4",   "a-b",    "11-4-",    "11--4", "+11-4",  "11-+4", "-1-3",
                             "0x3-0",  "11-7",   "0-4",      "4-0",   "1-11",   "0-0",   "15-13",
                             "13-15",  "99-4",   "99999999999999999999-4", "11-4\n", "١١-٤", "11–4"};
        for (const char *text : bad) {
            const QString quoted = QString::fromUtf8(text).replace(QLatin1Char('\n'), QLatin1String("\\n"));
            QTest::addRow("bad '%s'", qPrintable(quoted)) << QString::fromUtf8(text) << false << 0 << 0 << 0;
        }
    }
    void moveParsing()
    {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        const auto geometry = PegGeometry::triangle(5);
        const std::string utf8 = text.toStdString();
        const auto jump = parseMove(*geometry, utf8);
        QCOMPARE(jump.has_value(), valid);
        if (valid) {
            QFETCH(int, from);
            QFETCH(int, over);
            QFETCH(int, to);
            QCOMPARE(*jump, (Jump{from, over, to}));
            QCOMPARE(moveToString(*jump), utf8);
        }
    }

    void classicPosition()
    {
        PegPuzzle puzzle = PegPuzzle::classicTriangle();
        QCOMPARE(puzzle.pegCount(), 14);
        QVERIFY(!puzzle.hasPeg(4));
        QVERIFY(!puzzle.isSolved());
        QCOMPARE(puzzle.family(), std::string_view("pegs"));
        auto moves = puzzle.legalMoves();
        std::sort(moves.begin(), moves.end());
        QCOMPARE(moves, (std::vector<std::string>{"11-4", "13-4"}));
        QCOMPARE(puzzle.summary().toString(), std::string("14 pegs left"));
        QCOMPARE(puzzle.render(), std::string("    o\n"
                                              "   o o\n"
                                              "  o . o\n"
                                              " o o o o\n"
                                              "o o o o o\n"));

        // The original exercise's opening: 11 over 7 into 4, then 9 over 8 into 7.
        QVERIFY(!puzzle.apply("11-4"));
        QCOMPARE(puzzle.pegs(), PegBits(0x7fff) & ~pegsAt({7, 11}));
        QVERIFY(!puzzle.apply("9-7"));
        QCOMPARE(puzzle.pegs(), PegBits(0x7fff) & ~pegsAt({8, 9, 11}));
        QCOMPARE(puzzle.pegCount(), 12);
    }

    void applyRefusals_data()
    {
        QTest::addColumn<PegBits>("pegs");
        QTest::addColumn<QString>("move");
        QTest::addColumn<QString>("because");
        const PegBits seed = PegBits(0x7fff) & ~bit(4);
        QTest::newRow("garbage") << seed << "jump!" << "is not a move";
        QTest::newRow("empty text") << seed << "" << "is not a move";
        QTest::newRow("no such hole") << seed << "15-13" << "no hole 15";
        QTest::newRow("no such jump") << seed << "0-4" << "No jump leads";
        QTest::newRow("from empty") << seed << "4-11" << "Hole 4 has no peg to move";
        QTest::newRow("over empty") << pegsAt({6, 8, 9}) << "6-8" << "Hole 7 has no peg to jump over";
        QTest::newRow("to full") << seed << "0-3" << "Hole 3 is not empty";
        QTest::newRow("from and to full") << pegsAt({0, 1, 3}) << "3-0" << "Hole 0 is not empty";
    }
    void applyRefusals()
    {
        QFETCH(PegBits, pegs);
        QFETCH(QString, move);
        QFETCH(QString, because);
        PegPuzzle puzzle(PegGeometry::triangle(5), pegs);
        const PegPuzzle before = puzzle;
        const auto refusal = puzzle.apply(move.toStdString());
        QVERIFY(refusal.has_value());
        QCOMPARE(std::string_view(refusal->context), std::string_view("pegs"));
        const std::string text = refusal->toString();
        QVERIFY2(text.find(because.toStdString()) != std::string::npos, text.c_str());
        QCOMPARE(puzzle.pegs(), pegs);
        QVERIFY(puzzle.equals(before));
    }

    void summaryAndSolved()
    {
        PegPuzzle one(PegGeometry::triangle(5), bit(12));
        QVERIFY(one.isSolved());
        QCOMPARE(one.summary().toString(), std::string("1 peg left"));
        PegPuzzle two(PegGeometry::triangle(5), pegsAt({3, 4}));
        QVERIFY(!two.isSolved());
        QCOMPARE(two.summary().toString(), std::string("2 pegs left"));
        QVERIFY(!two.apply("3-5"));
        QVERIFY(two.isSolved());
        QCOMPARE(two.pegs(), bit(5));
    }

    void equalityAndClone()
    {
        const PegPuzzle seed = PegPuzzle::classicTriangle();
        const auto copy = seed.clone();
        QVERIFY(copy->equals(seed));
        // Same shape built separately is the same board.
        QVERIFY(seed.equals(PegPuzzle(PegGeometry::triangle(5), seed.pegs())));
        QVERIFY(!seed.equals(PegPuzzle(PegGeometry::triangle(5), seed.pegs() ^ bit(0))));
        QVERIFY(!seed.equals(PegPuzzle(PegGeometry::rectangle(3, 5), seed.pegs())));
        // Pegs outside the board are dropped rather than counted.
        QCOMPARE(PegPuzzle(PegGeometry::rectangle(2, 2), 0xff).pegCount(), 4);
    }

    void renderSquare()
    {
        std::vector<std::vector<bool>> mask{{false, true, true}, {true, true, true}, {true}};
        PegPuzzle puzzle(std::make_shared<const PegGeometry>(Lattice::Square, mask), pegsAt({0, 2, 3, 5}));
        QCOMPARE(puzzle.render(), std::string("  o .\n"
                                              "o o .\n"
                                              "o\n"));
    }

    void chainBetweenFindsTheJumps_data()
    {
        QTest::addColumn<PegBits>("before");
        QTest::addColumn<PegBits>("after");
        QTest::addColumn<QString>("chain");
        const PegBits classic = PegPuzzle::classicTriangle().pegs();
        QTest::newRow("one jump") << classic << applyJump(Jump{13, 8, 4}, classic) << "13-4";
        QTest::newRow("two hops") << pegsAt({0, 1, 7}) << pegsAt({12}) << "0-3-12";
        QTest::newRow("round to its own hole") << pegsAt({3, 4, 8, 7}) << pegsAt({3}) << "3-5-12-3";
        QTest::newRow("no move") << classic << classic << "";
        QTest::newRow("two pegs landed") << pegsAt({0, 1}) << pegsAt({3, 5}) << "";
        QTest::newRow("no jump between") << pegsAt({0, 1}) << pegsAt({1, 14}) << "";
    }

    void chainBetweenFindsTheJumps()
    {
        QFETCH(PegBits, before);
        QFETCH(PegBits, after);
        QFETCH(QString, chain);
        const auto geometry = PegGeometry::triangle(5);
        const std::optional<std::vector<Jump>> jumps = chainBetween(*geometry, before, after);
        QCOMPARE(jumps.has_value(), !chain.isEmpty());
        if (!jumps)
            return;
        QString text = QString::number(jumps->front().from);
        PegBits pegs = before;
        for (const Jump &jump : *jumps) {
            QVERIFY(isLegal(jump, pegs));
            pegs = applyJump(jump, pegs);
            text += QLatin1Char('-') + QString::number(jump.to);
        }
        QCOMPARE(text, chain);
        QCOMPARE(pegs, after);
    }
};

PUZZLEBOX_TEST_GUILESS_MAIN(TestPegRules)
} // namespace tst_pegrules
#include "tst_pegrules.moc"
