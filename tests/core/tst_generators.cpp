// The generators behind puzzlebox-cli generate and the New dialogs' Difficulty:
// every board they make is checked against the family's own answers (Roller-Board
// and 3 x 3 Fifteen against their full distance tables, 4 x 4 against the
// optimal solver, peg starts solved to one peg, Nim by its value), difficulties
// land in their ranges, impossible requests are refused with the reason, and
// a seed gives the same board every time.

#include "core/common/registry.h"
#include "core/fifteen/eighttable.h"
#include "core/fifteen/fifteengenerator.h"
#include "core/fifteen/fifteenpuzzle.h"
#include "core/fifteen/fifteensolver.h"
#include "core/nim/nimgenerator.h"
#include "core/nim/nimpuzzle.h"
#include "core/pegs/peggenerator.h"
#include "core/pegs/pegpuzzle.h"
#include "core/roller/rollerpuzzle.h"
#include "core/roller/rollersolver.h"
#include "../sanitizer.h"
#include "testmain.h"

#include <QTest>

#include <set>

namespace tst_generators {

using namespace pb;


namespace {

Generated generate(const char *family, const GenerateRequest &request)
{
    const FamilyInfo *info = familyById(family);
    if (!info || !info->generate)
        qFatal("no generator for %s", family);
    return info->generate(request, std::stop_token());
}

SolveResult solve(const Puzzle &puzzle)
{
    Progress progress;
    return puzzle.solve(SolveOptions(), std::stop_token(), progress);
}

GenerateRequest request(int rows, int columns, int moves, std::uint64_t seed,
                        Difficulty difficulty = Difficulty::Medium, std::string shape = {})
{
    GenerateRequest request;
    request.rows = rows;
    request.columns = columns;
    request.shape = std::move(shape);
    if (moves > 0)
        request.moves = moves;
    request.difficulty = difficulty;
    request.seed = seed;
    return request;
}

// The fewest moves the family's own answers give `puzzle`.
int provedFewest(const Puzzle &puzzle)
{
    if (const auto *roller = dynamic_cast<const roller::RollerPuzzle *>(&puzzle)) {
        Progress progress;
        const auto *table = roller::sharedDistanceTable(roller->height(), roller->width(), std::stop_token(), progress);
        return table->distance(roller->cells());
    }
    if (const auto *fifteen = dynamic_cast<const fifteen::FifteenPuzzle *>(&puzzle)) {
        if (fifteen->board().dim() == 3) {
            fifteen::EightTable::Tiles tiles{};
            for (int cell = 0; cell < 9; ++cell)
                tiles[std::size_t(cell)] = std::uint8_t(fifteen->board().tileAt(cell));
            return fifteen::EightTable::instance().distance(tiles);
        }
        const SolveResult result = solve(puzzle);
        if (result.status != SolveStatus::Solved || !result.optimal)
            return -1;
        return int(result.moves.size());
    }
    // Peg solitaire: every solution takes all pegs but one, so solved is all to check.
    const SolveResult result = solve(puzzle);
    return result.status == SolveStatus::Solved ? int(result.moves.size()) : -1;
}

} // namespace

class TestGenerators : public QObject {
    Q_OBJECT

private slots:
    void exactMoves_data();
    void exactMoves();
    void everyRollerDistance();
    void everyEightDistance();
    void difficulty_data();
    void difficulty();
    void largeFifteenIsShuffled();
    void nimValue_data();
    void nimValue();
    void refused_data();
    void refused();
    void seedsDiffer();
};

void TestGenerators::exactMoves_data()
{
    QTest::addColumn<QString>("family");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("columns");
    QTest::addColumn<QString>("shape");
    QTest::addColumn<int>("moves");
    QTest::addColumn<quint64>("seed");

    QTest::newRow("roller 6x6, 14") << "rollerboard" << 6 << 6 << "" << 14 << quint64(1);
    QTest::newRow("roller 6x6, 1") << "rollerboard" << 6 << 0 << "" << 1 << quint64(2);
    QTest::newRow("roller 5x4, 8") << "rollerboard" << 5 << 4 << "" << 8 << quint64(3);
    QTest::newRow("roller 2x6, 3") << "rollerboard" << 2 << 6 << "" << 3 << quint64(4);
    QTest::newRow("roller 6x1, 3") << "rollerboard" << 6 << 1 << "" << 3 << quint64(5);
    QTest::newRow("fifteen 3x3, 31") << "fifteen" << 3 << 0 << "" << 31 << quint64(6);
    QTest::newRow("fifteen 3x3, 1") << "fifteen" << 3 << 3 << "" << 1 << quint64(7);
    QTest::newRow("fifteen 4x4, 1") << "fifteen" << 4 << 0 << "" << 1 << quint64(8);
    QTest::newRow("fifteen 4x4, 17") << "fifteen" << 4 << 0 << "" << 17 << quint64(9);
    QTest::newRow("fifteen 4x4, 36") << "fifteen" << 4 << 4 << "" << 36 << quint64(10);
    QTest::newRow("fifteen 4x4, 50") << "fifteen" << 4 << 0 << "" << 50 << quint64(11);
    QTest::newRow("pegs triangle 5, 13") << "pegs" << 5 << 0 << "" << 13 << quint64(12);
    QTest::newRow("pegs triangle 8, 20") << "pegs" << 8 << 0 << "" << 20 << quint64(13);
    QTest::newRow("pegs 7x7, 30") << "pegs" << 7 << 7 << "" << 30 << quint64(14);
    QTest::newRow("pegs 4x6, 10") << "pegs" << 4 << 6 << "" << 10 << quint64(15);
    QTest::newRow("pegs english, 31") << "pegs" << 0 << 0 << "english" << 31 << quint64(16);
    QTest::newRow("pegs english, 12") << "pegs" << 0 << 0 << "english" << 12 << quint64(17);
    QTest::newRow("pegs european, 25") << "pegs" << 0 << 0 << "european" << 25 << quint64(18);
    QTest::newRow("pegs european, full: 35") << "pegs" << 0 << 0 << "european" << 35 << quint64(19);
    QTest::newRow("pegs 7x7, full: 47") << "pegs" << 7 << 7 << "" << 47 << quint64(20);
}

void TestGenerators::exactMoves()
{
    QFETCH(QString, family);
    QFETCH(int, rows);
    QFETCH(int, columns);
    QFETCH(QString, shape);
    QFETCH(int, moves);
    QFETCH(quint64, seed);

    const GenerateRequest asked = request(rows, columns, moves, seed, Difficulty::Medium, shape.toStdString());
    const Generated generated = generate(qPrintable(family), asked);
    QVERIFY2(generated.puzzle, generated.reason.toString().c_str());
    QCOMPARE(QString::fromUtf8(generated.puzzle->family().data(), qsizetype(generated.puzzle->family().size())), family);
    QCOMPARE(generated.fewestMoves, moves);
    QCOMPARE(provedFewest(*generated.puzzle), moves);
    if (const auto *pegs = dynamic_cast<const pegs::PegPuzzle *>(generated.puzzle.get()))
        QCOMPARE(pegs->pegCount(), moves + 1);

    // The board file reads back as the same board, and the seed gives it again.
    const FamilyInfo *info = familyById(family.toStdString());
    auto parsed = info->parse(generated.puzzle->save());
    QVERIFY(std::holds_alternative<PuzzlePtr>(parsed));
    QVERIFY(std::get<PuzzlePtr>(parsed)->equals(*generated.puzzle));
    const Generated again = generate(qPrintable(family), asked);
    QVERIFY(again.puzzle && again.puzzle->equals(*generated.puzzle));
}

void TestGenerators::everyRollerDistance()
{
    // Every N of every size, one seed each, against the size's table.
    for (int height = 1; height <= roller::kMaxSide; ++height) {
        for (int width = 1; width <= roller::kMaxSide; ++width) {
            Progress progress;
            const auto *table = roller::sharedDistanceTable(height, width, std::stop_token(), progress);
            const int largest = table->maxDistance();
            for (int moves = 1; moves <= largest; ++moves) {
                const Generated generated = generate("rollerboard", request(height, width, moves, std::uint64_t(moves)));
                QVERIFY(generated.puzzle);
                const auto &board = dynamic_cast<const roller::RollerPuzzle &>(*generated.puzzle);
                QCOMPARE(board.height(), height);
                QCOMPARE(board.width(), width);
                QCOMPARE(table->distance(board.cells()), moves);
            }
            // One more than the largest is refused, naming the largest.
            const Generated beyond = generate("rollerboard", request(height, width, largest + 1, 1));
            QVERIFY(!beyond.puzzle);
            if (largest > 0)
                QVERIFY(beyond.reason.toString().find("largest possible number is " + std::to_string(largest)) != std::string::npos);
        }
    }
}

void TestGenerators::everyEightDistance()
{
    // Every distance in the plain run; a sanitizer checks the generator's code,
    // which every distance runs through, on a sample of them.
    for (int moves = 1; moves <= 31; moves += kSanitized ? 3 : 1) {
        for (std::uint64_t seed : {0u, 77u}) {
            const Generated generated = generate("fifteen", request(3, 0, moves, seed));
            QVERIFY(generated.puzzle);
            QCOMPARE(provedFewest(*generated.puzzle), moves);
        }
    }
}

void TestGenerators::difficulty_data()
{
    QTest::addColumn<QString>("family");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("columns");
    QTest::addColumn<QString>("shape");
    QTest::addColumn<pb::Difficulty>("difficulty");
    QTest::addColumn<int>("low");
    QTest::addColumn<int>("high");

    // The documented ranges (generateHelp in each family's FamilyInfo).
    QTest::newRow("roller 6x6 easy") << "rollerboard" << 6 << 6 << "" << Difficulty::Easy << 4 << 7;
    QTest::newRow("roller 6x6 medium") << "rollerboard" << 6 << 6 << "" << Difficulty::Medium << 8 << 11;
    QTest::newRow("roller 6x6 hard") << "rollerboard" << 6 << 6 << "" << Difficulty::Hard << 12 << 14;
    QTest::newRow("roller 4x4 hard") << "rollerboard" << 4 << 4 << "" << Difficulty::Hard << 7 << 8;
    QTest::newRow("fifteen 3x3 easy") << "fifteen" << 3 << 3 << "" << Difficulty::Easy << 8 << 15;
    QTest::newRow("fifteen 3x3 hard") << "fifteen" << 3 << 3 << "" << Difficulty::Hard << 25 << 31;
    QTest::newRow("fifteen 4x4 easy") << "fifteen" << 4 << 0 << "" << Difficulty::Easy << 14 << 25;
    QTest::newRow("pegs english medium") << "pegs" << 0 << 0 << "english" << Difficulty::Medium << 16 << 24;
    QTest::newRow("pegs triangle hard") << "pegs" << 5 << 0 << "" << Difficulty::Hard << 11 << 13;
}

void TestGenerators::difficulty()
{
    QFETCH(QString, family);
    QFETCH(int, rows);
    QFETCH(int, columns);
    QFETCH(QString, shape);
    QFETCH(pb::Difficulty, difficulty);
    QFETCH(int, low);
    QFETCH(int, high);

    for (std::uint64_t seed = 0; seed < 4; ++seed) {
        const Generated generated = generate(qPrintable(family), request(rows, columns, 0, seed, difficulty, shape.toStdString()));
        QVERIFY(generated.puzzle);
        QVERIFY2(generated.fewestMoves >= low && generated.fewestMoves <= high,
                 qPrintable(QString::number(generated.fewestMoves)));
        QCOMPARE(provedFewest(*generated.puzzle), generated.fewestMoves);
    }
}

void TestGenerators::largeFifteenIsShuffled()
{
    for (int dim = 5; dim <= 9; dim += 2) {
        const Generated generated = generate("fifteen", request(dim, 0, 3, std::uint64_t(dim)));
        QVERIFY(generated.puzzle);
        const auto &board = dynamic_cast<const fifteen::FifteenPuzzle &>(*generated.puzzle).board();
        QCOMPARE(board.dim(), dim);
        QVERIFY(!board.isGoal());
        QVERIFY(board.isSolvable());
        // Three slides from the goal: the tiles are at most three steps from home in all.
        QVERIFY(board.manhattan() <= 3);
        QCOMPARE(generated.fewestMoves, -1);
    }
}

void TestGenerators::nimValue_data()
{
    QTest::addColumn<int>("heaps");
    QTest::addColumn<bool>("winning");
    QTest::addColumn<pb::Difficulty>("difficulty");
    QTest::addColumn<bool>("misere");

    QTest::newRow("default winning") << 0 << true << Difficulty::Medium << false;
    QTest::newRow("default losing") << 0 << false << Difficulty::Medium << false;
    QTest::newRow("2 heaps losing") << 2 << false << Difficulty::Hard << false;
    QTest::newRow("1 heap winning") << 1 << true << Difficulty::Easy << false;
    QTest::newRow("8 heaps losing") << 8 << false << Difficulty::Easy << false;
    QTest::newRow("hard winning") << 0 << true << Difficulty::Hard << false;
    // Misère: heaps of one stone each lose with an odd count, win with an
    // even one; a single heap loses only as one stone.
    QTest::newRow("misère 1 heap losing") << 1 << false << Difficulty::Easy << true;
    QTest::newRow("misère 1 heap winning") << 1 << true << Difficulty::Easy << true;
    QTest::newRow("misère 2 heaps losing") << 2 << false << Difficulty::Easy << true;
    QTest::newRow("misère 2 heaps winning") << 2 << true << Difficulty::Easy << true;
    QTest::newRow("misère default losing") << 0 << false << Difficulty::Medium << true;
    QTest::newRow("misère 8 heaps winning") << 8 << true << Difficulty::Hard << true;
}

void TestGenerators::nimValue()
{
    QFETCH(int, heaps);
    QFETCH(bool, winning);
    QFETCH(pb::Difficulty, difficulty);
    QFETCH(bool, misere);

    for (std::uint64_t seed = 0; seed < 8; ++seed) {
        GenerateRequest asked = request(heaps, 0, 0, seed, difficulty);
        asked.winning = winning;
        if (misere)
            asked.options.emplace_back(nim::kMisere);
        const Generated generated = generate("nim", asked);
        QVERIFY(generated.puzzle);
        const auto &nim = dynamic_cast<const nim::NimPuzzle &>(*generated.puzzle);
        if (heaps > 0)
            QCOMPARE(int(nim.heaps().size()), heaps);
        for (const int heap : nim.heaps())
            QVERIFY(heap >= 1 && heap <= nim::kMaxStones);
        QCOMPARE(nim.isMisere(), misere);
        QCOMPARE(nim::isWinning(nim.heaps(), misere), winning);
        // The solver agrees: its value is a win exactly when the person can win.
        const SolveResult result = solve(nim);
        QVERIFY(result.value.has_value());
        QCOMPARE(*result.value == GameValue::Win, winning);
        const Generated again = generate("nim", asked);
        QVERIFY(again.puzzle->equals(nim));
    }
}

void TestGenerators::refused_data()
{
    QTest::addColumn<QString>("family");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("columns");
    QTest::addColumn<QString>("shape");
    QTest::addColumn<int>("moves");
    QTest::addColumn<bool>("winning");
    QTest::addColumn<QString>("reason");

    QTest::newRow("roller 6x6, 15") << "rollerboard" << 6 << 6 << "" << 15 << true << "largest possible number is 14";
    QTest::newRow("roller 7x6") << "rollerboard" << 7 << 6 << "" << 3 << true << "1 to 6 rows";
    QTest::newRow("roller 1x4") << "rollerboard" << 1 << 4 << "" << 0 << true << "already solved";
    QTest::newRow("fifteen 3x3, 32") << "fifteen" << 3 << 0 << "" << 32 << true << "1 to 31 slides";
    QTest::newRow("fifteen 4x4, 51") << "fifteen" << 4 << 0 << "" << 51 << true << "1 to 50 slides";
    QTest::newRow("fifteen 3x4") << "fifteen" << 3 << 4 << "" << 5 << true << "square";
    QTest::newRow("fifteen 10") << "fifteen" << 10 << 0 << "" << 5 << true << "square";
    QTest::newRow("pegs triangle 11") << "pegs" << 11 << 0 << "" << 5 << true << "triangle of side 3 to 10";
    QTest::newRow("pegs 9x7") << "pegs" << 9 << 7 << "" << 5 << true << "at most 8 × 8";
    QTest::newRow("pegs unknown shape") << "pegs" << 0 << 0 << "hexagon" << 5 << true << "English, European, Wiegleb or diamond";
    QTest::newRow("pegs english, 32") << "pegs" << 0 << 0 << "english" << 32 << true << "1 to 31 jumps";
    QTest::newRow("pegs 1x2") << "pegs" << 1 << 2 << "" << 0 << true << "too small";
    QTest::newRow("nim moves") << "nim" << 3 << 0 << "" << 4 << true << "not to a number of moves";
    QTest::newRow("nim 9 heaps") << "nim" << 9 << 0 << "" << 0 << true << "1 to 8 heaps";
    QTest::newRow("nim 1 heap losing") << "nim" << 1 << 0 << "" << 0 << false << "always won";
}

void TestGenerators::refused()
{
    QFETCH(QString, family);
    QFETCH(int, rows);
    QFETCH(int, columns);
    QFETCH(QString, shape);
    QFETCH(int, moves);
    QFETCH(bool, winning);
    QFETCH(QString, reason);

    GenerateRequest asked = request(rows, columns, moves, 1, Difficulty::Medium, shape.toStdString());
    asked.winning = winning;
    const Generated generated = generate(qPrintable(family), asked);
    QVERIFY(!generated.puzzle);
    QVERIFY(!generated.stopped);
    const QString said = QString::fromStdString(generated.reason.toString());
    QVERIFY2(said.contains(reason), qPrintable(said));
}

void TestGenerators::seedsDiffer()
{
    // A fresh seed is a fresh puzzle: not every family hands out one board.
    for (const char *family : {"rollerboard", "fifteen", "pegs", "nim"}) {
        std::set<std::string> boards;
        for (std::uint64_t seed = 0; seed < 6; ++seed)
            boards.insert(generate(family, request(0, 0, 0, seed, Difficulty::Easy)).puzzle->save());
        QVERIFY2(boards.size() >= 4, family);
    }
}

PUZZLEBOX_TEST_GUILESS_MAIN(TestGenerators)
} // namespace tst_generators
#include "tst_generators.moc"
