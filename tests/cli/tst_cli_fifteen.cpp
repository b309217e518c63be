// puzzlebox-cli on Fifteen boards: the moves it prints are tile numbers,
// replayed here with the core's rules; lengths of optimal answers are checked
// against the 3 x 3 table and a known distance.

#include "core/fifteen/eighttable.h"
#include "core/fifteen/fifteenfile.h"
#include "core/fifteen/fifteenpuzzle.h"
#include "testmain.h"
#include "testpaths.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "clirun.h"

namespace tst_cli_fifteen {

using namespace pb::fifteen;

namespace {

std::vector<std::string> toMoves(const QJsonValue &value)
{
    std::vector<std::string> moves;
    const QJsonArray array = value.toArray();
    for (const QJsonValue &item : array)
        moves.push_back(item.toString().toStdString());
    return moves;
}

// The board after `moves`; nullopt when a move is refused.
std::optional<FifteenPuzzle> replay(const FifteenBoard &start, const std::vector<std::string> &moves)
{
    FifteenPuzzle puzzle(start);
    for (const std::string &move : moves) {
        if (puzzle.apply(move))
            return std::nullopt;
    }
    return puzzle;
}

// Fewest moves to the goal by plain iterative deepening (no heuristic), for
// boards a dozen moves away.
int bruteForceDistance(const FifteenBoard &start)
{
    const auto reaches = [](auto &self, const FifteenBoard &board, int depth, int previousBlank) -> bool {
        if (board.isGoal())
            return true;
        if (depth == 0)
            return false;
        for (const int tile : board.movableTiles()) {
            FifteenBoard next = board;
            next.slide(tile);
            if (next.blank() != previousBlank && self(self, next, depth - 1, board.blank()))
                return true;
        }
        return false;
    };
    int depth = 0;
    while (!reaches(reaches, start, depth, -1))
        ++depth;
    return depth;
}

const QString kTableFile = QStringLiteral(PUZZLEBOX_TEST_CACHES "/tst_cli_fifteen/puzzlebox/fifteen-6-6-3.pdb");

} // namespace

class TestCliFifteen : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY2(m_dir.isValid(), qPrintable(m_dir.errorString()));
        QVERIFY2(QFileInfo(QStringLiteral(PUZZLEBOX_CLI)).isExecutable(), PUZZLEBOX_CLI);
        // The 5 x 5 and 9 x 9 solves need the 4 x 4 tables (they finish the
        // last corner with them), so they build them again and keep them.
        QFile::remove(kTableFile);
    }

    void solvesJson_data()
    {
        QTest::addColumn<int>("dim");
        QTest::addColumn<int>("seed"); // 0: the original exercise's layout; -1: a few moves from the goal
        QTest::addColumn<bool>("optimal");
        QTest::newRow("3x3 seed layout") << 3 << 0 << true;
        QTest::newRow("3x3 random") << 3 << 5 << true;
        QTest::newRow("4x4 near the goal") << 4 << -1 << true;
        QTest::newRow("5x5 random") << 5 << 3 << false;
        QTest::newRow("9x9 seed layout") << 9 << 0 << false;
        QTest::newRow("9x9 random") << 9 << 8 << false;
    }
    void solvesJson()
    {
        QFETCH(int, dim);
        QFETCH(int, seed);
        QFETCH(bool, optimal);
        FifteenBoard board = seed == 0 ? FifteenBoard::classicStart(dim) : FifteenBoard::randomSolvable(dim, std::uint64_t(seed));
        int expectedLength = -1;
        if (seed < 0) {
            // 14 slides, each a different tile from the one before.
            board = FifteenBoard::goal(dim);
            int previous = 0;
            for (int step = 0; step < 14; ++step) {
                const std::vector<int> tiles = board.movableTiles();
                const int tile = tiles[std::size_t(step * 7 + 3) % tiles.size()] == previous
                    ? tiles[std::size_t(step * 7 + 4) % tiles.size()]
                    : tiles[std::size_t(step * 7 + 3) % tiles.size()];
                board.slide(tile);
                previous = tile;
            }
            expectedLength = bruteForceDistance(board);
            QVERIFY(expectedLength > 6);
        }
        if (dim == 3) {
            EightTable::Tiles tiles{};
            for (int cell = 0; cell < 9; ++cell)
                tiles[std::size_t(cell)] = std::uint8_t(board.tileAt(cell));
            expectedLength = EightTable::instance().distance(tiles);
        }
        const CliRun result = run({QStringLiteral("solve"), writeBoard(board), QStringLiteral("--json")});
        QCOMPARE(result.exitCode, 0);
        const QJsonObject json = QJsonDocument::fromJson(result.out.toUtf8()).object();
        QCOMPARE(json.value(QStringLiteral("puzzle")).toString(), QStringLiteral("fifteen"));
        QCOMPARE(json.value(QStringLiteral("status")).toString(), QStringLiteral("solved"));
        QCOMPARE(json.value(QStringLiteral("optimal")).toBool(), optimal);
        const std::vector<std::string> moves = toMoves(json.value(QStringLiteral("moves")));
        const auto end = replay(board, moves);
        QVERIFY(end && end->isSolved());
        if (expectedLength >= 0)
            QCOMPARE(int(moves.size()), expectedLength);
        // 5 x 5: the proven bound beside the moves, never above their count.
        if (dim == 5) {
            const int bound = json.value(QStringLiteral("lowerBound")).toInt(-1);
            QVERIFY(bound > 0);
            QVERIFY(bound <= int(moves.size()));
        }
    }

    // The tables built above are kept where the app looks for them too
    // (SolverService::tableCacheDirectory()), not in a folder of the CLI's own.
    void tablesAreKeptWhereTheAppFindsThem()
    {
        QVERIFY2(QFileInfo::exists(kTableFile), qPrintable(kTableFile));
    }

    void plainOutput()
    {
        // One slide from the goal: the move, a blank line, then the boards.
        FifteenBoard board = FifteenBoard::goal(3);
        board.slide(6);
        const CliRun result = run({QStringLiteral("solve"), writeBoard(board)});
        QCOMPARE(result.exitCode, 0);
        QCOMPARE(result.out, QStringLiteral("6\n\n0:\n  1  2  3\n  4  5  _\n  7  8  6\n\n1: 6\n  1  2  3\n  4  5  6\n  7  8  _\n"));
    }

    void unsolvable_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("3x3 two tiles swapped") << QByteArray("3\n2 1 3\n4 5 6\n7 8 _\n");
        QTest::newRow("4x4 seed without the swap") << QByteArray("4\n15 14 13 12\n11 10 9 8\n7 6 5 4\n3 2 1 0\n");
    }
    void unsolvable()
    {
        QFETCH(QByteArray, text);
        const CliRun result = run({QStringLiteral("solve"), writeBoard(text), QStringLiteral("--json")});
        QCOMPARE(result.exitCode, 0);
        const QJsonObject json = QJsonDocument::fromJson(result.out.toUtf8()).object();
        QCOMPARE(json.value(QStringLiteral("status")).toString(), QStringLiteral("unsolvable"));
        QVERIFY(json.value(QStringLiteral("moves")).toArray().isEmpty());
        QVERIFY(json.value(QStringLiteral("reason")).toString().contains(QStringLiteral("cannot be solved")));
    }

    void badFile_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("where");
        QTest::newRow("size") << QByteArray("12\n") << QStringLiteral(":1:1: Size 12 is not supported");
        QTest::newRow("repeat") << QByteArray("3\n1 2 3\n4 5 6\n7 7 _\n") << QStringLiteral(":4:3: Tile 7 appears twice");
        QTest::newRow("row length") << QByteArray("3\n1 2 3\n4 5\n7 8 _\n") << QStringLiteral(":3:4: Too few numbers in row 2");
    }
    void badFile()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, where);
        const QString path = writeBoard(text);
        const CliRun result = run({QStringLiteral("solve"), path, QStringLiteral("--json")});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains(QFileInfo(path).fileName() + where), qPrintable(result.err));
        QVERIFY(result.out.isEmpty());
    }

private:
    QString writeBoard(const FifteenBoard &board)
    {
        return writeBoard(QByteArray::fromStdString(writeFifteenFile(board)));
    }
    QString writeBoard(const QByteArray &text)
    {
        const QString path = m_dir.filePath(QStringLiteral("board%1.fif").arg(++m_fileCount));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }
    // The tables the solver caches go to the build tree, not the home directory.
    CliRun run(const QStringList &arguments)
    {
        return runCli(arguments, {}, QStringLiteral(PUZZLEBOX_TEST_CACHES "/tst_cli_fifteen"));
    }

    QTemporaryDir m_dir;
    int m_fileCount = 0;
};

PUZZLEBOX_TEST_GUILESS_MAIN(TestCliFifteen)
} // namespace tst_cli_fifteen
#include "tst_cli_fifteen.moc"
