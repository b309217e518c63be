// puzzlebox-cli review: recorded games of each family reviewed move by move,
// the JSON checked against the rules and the tables (the jump that loses the
// triangle, 3 x 3 Fifteen's distances, the computer's moves in Nim, only the
// moves since a restart), the text's lines, and a damaged file refused.

#include "core/fifteen/eighttable.h"
#include "core/fifteen/fifteenboard.h"
#include "testmain.h"
#include "testpaths.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include "clirun.h"

namespace tst_reviewcli {

namespace {

QString gameFile(const char *name)
{
    return qEnvironmentVariable("PUZZLEBOX_SOURCE_DIR") + QStringLiteral("/tests/data/games/") + QLatin1String(name);
}

// Tables a solver keeps go to the build tree, not the home directory.
CliRun review(const QStringList &arguments)
{
    return runCli(QStringList{QStringLiteral("review")} + arguments, {}, QStringLiteral(PUZZLEBOX_TEST_CACHES "/tst_reviewcli"));
}

// The review of `name` as JSON, after checking that it ran cleanly.
QJsonObject reviewJson(const char *name)
{
    const CliRun result = review({QStringLiteral("--json"), gameFile(name)});
    if (result.exitCode != 0 || !result.err.isEmpty())
        qWarning("exit %d: %s", result.exitCode, qPrintable(result.err));
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(result.outBytes, &error);
    if (error.error != QJsonParseError::NoError || !result.out.endsWith(QLatin1Char('\n')) || result.out.count(QLatin1Char('\n')) != 1)
        qWarning("not one line of JSON: %s", qPrintable(result.out));
    return result.exitCode == 0 ? document.object() : QJsonObject();
}

QStringList field(const QJsonArray &moves, const QString &key)
{
    QStringList values;
    for (const QJsonValue &move : moves)
        values << move.toObject().value(key).toVariant().toString();
    return values;
}

} // namespace

class TestReviewCli : public QObject {
    Q_OBJECT

private slots:
    // Two jumps of a solution, 4-11 (after which no line leaves one peg: the
    // core's tests check that with a search of their own), one more jump:
    // reachable turns false at exactly the third move, and while it is true
    // the distance is the pegs less one.
    void triangleLosesReachAtTheLosingJump()
    {
        const QJsonObject object = reviewJson("triangle-losing-jump.pbgame");
        QCOMPARE(object.value(QStringLiteral("puzzle")).toString(), QStringLiteral("pegs"));
        QCOMPARE(object.value(QStringLiteral("start")).toObject().value(QStringLiteral("reachable")), QJsonValue(true));
        const QJsonArray moves = object.value(QStringLiteral("moves")).toArray();
        QCOMPARE(field(moves, QStringLiteral("move")), QStringList({"11-4", "9-7", "4-11", "2-9"}));
        QCOMPARE(field(moves, QStringLiteral("reachable")), QStringList({"true", "true", "false", "false"}));
        QCOMPARE(field(moves, QStringLiteral("judgement")), QStringList({"kept", "kept", "lost", "still-out"}));
        for (int i = 0; i < 2; ++i) {
            const QJsonValue distance = moves[i].toObject().value(QStringLiteral("distance"));
            if (!distance.isUndefined())
                QCOMPARE(distance.toInt(), 12 - i);
        }
        // A solitaire game says nobody's turn, and an unreachable goal has no distance.
        for (const QJsonValue &move : moves) {
            QVERIFY(!move.toObject().contains(QStringLiteral("by")));
            if (!move.toObject().value(QStringLiteral("reachable")).toBool())
                QVERIFY(!move.toObject().contains(QStringLiteral("distance")));
        }
        const QJsonObject summary = object.value(QStringLiteral("summary")).toObject();
        QCOMPARE(summary.value(QStringLiteral("lostAt")).toInt(), 3);
        QCOMPARE(summary.value(QStringLiteral("movesPlayed")).toInt(), 4);
        QCOMPARE(summary.value(QStringLiteral("solved")), QJsonValue(false));
        QCOMPARE(object.value(QStringLiteral("complete")), QJsonValue(true));
    }

    // 3 x 3, six slides from solved, played home in eight: every distance is
    // the table's, the slide away costs two, and the summary adds up.
    void fifteenDistancesAreTheTables()
    {
        const QJsonObject object = reviewJson("fifteen3-detour.pbgame");
        const QJsonArray moves = object.value(QStringLiteral("moves")).toArray();
        QCOMPARE(moves.size(), 8);
        pb::fifteen::FifteenBoard board(3, {1, 2, 3, 7, 4, 6, 5, 8, 0});
        const auto distance = [&board] {
            pb::fifteen::EightTable::Tiles tiles{};
            for (int cell = 0; cell < 9; ++cell)
                tiles[std::size_t(cell)] = std::uint8_t(board.tileAt(cell));
            return pb::fifteen::EightTable::instance().distance(tiles);
        };
        QCOMPARE(object.value(QStringLiteral("start")).toObject().value(QStringLiteral("distance")).toInt(), distance());
        int before = distance();
        for (const QJsonValue &value : moves) {
            const QJsonObject move = value.toObject();
            board.slide(move.value(QStringLiteral("move")).toString().toInt());
            QCOMPARE(move.value(QStringLiteral("reachable")), QJsonValue(true));
            QCOMPARE(move.value(QStringLiteral("distance")).toInt(-1), distance());
            QCOMPARE(move.value(QStringLiteral("judgement")).toString(), QStringLiteral("kept"));
            QCOMPARE(move.value(QStringLiteral("cost")).toInt(-1), distance() + 1 - before);
            before = distance();
        }
        QCOMPARE(before, 0);
        const QJsonObject summary = object.value(QStringLiteral("summary")).toObject();
        QCOMPARE(summary.value(QStringLiteral("fewestMoves")).toInt(), 6);
        QCOMPARE(summary.value(QStringLiteral("movesPlayed")).toInt(), 8);
        QCOMPARE(summary.value(QStringLiteral("extraMoves")).toInt(), 2);
        QCOMPARE(summary.value(QStringLiteral("costly")).toArray(), QJsonArray({3}));
        QCOMPARE(summary.value(QStringLiteral("lostAt")), QJsonValue(QJsonValue::Null));
        QCOMPARE(summary.value(QStringLiteral("solved")), QJsonValue(true));
    }

    // Nim against the computer: its answers are in the list, each said to
    // be its own, and judged like the person's (the goal is the person's
    // win, whoever is to move); the person's count leaves them out.
    void nimSaysWhoseMoveItWas()
    {
        const QJsonObject object = reviewJson("nim-lost.pbgame");
        const QJsonArray moves = object.value(QStringLiteral("moves")).toArray();
        QCOMPARE(field(moves, QStringLiteral("move")), QStringList({"C2", "A1", "C1", "B2", "A2", "B1", "A2", "B1"}));
        QCOMPARE(field(moves, QStringLiteral("by")),
                 QStringList({"person", "computer", "person", "computer", "person", "computer", "person", "computer"}));
        // The person's win holds (a nim-sum of 0 left to the computer) until
        // the seventh move, A2, leaves 0-1-0 to the computer.
        QCOMPARE(object.value(QStringLiteral("start")).toObject().value(QStringLiteral("reachable")), QJsonValue(true));
        QCOMPARE(field(moves, QStringLiteral("reachable")),
                 QStringList({"true", "true", "true", "true", "true", "true", "false", "false"}));
        QCOMPARE(field(moves, QStringLiteral("judgement")),
                 QStringList({"kept", "kept", "kept", "kept", "kept", "kept", "lost", "still-out"}));
        const QJsonObject summary = object.value(QStringLiteral("summary")).toObject();
        QCOMPARE(summary.value(QStringLiteral("lostAt")).toInt(), 7);
        QCOMPARE(summary.value(QStringLiteral("movesPlayed")).toInt(), 4);
        // The computer took the last stone.
        QCOMPARE(summary.value(QStringLiteral("solved")), QJsonValue(false));
    }

    // Roller-Board: a roll, a restart, then the seven rolls home with a roll
    // out and back: only the nine since the restart are reviewed, and the
    // two extra are all the cost.
    void rollerReviewsTheMovesSinceTheRestart()
    {
        const QJsonObject object = reviewJson("roller-restart.pbgame");
        const QJsonArray moves = object.value(QStringLiteral("moves")).toArray();
        QCOMPARE(field(moves, QStringLiteral("move")),
                 QStringList({"R1L", "C0U", "R2R", "R2L", "R1L", "C1D", "C1D", "C2U", "C3U"}));
        QCOMPARE(object.value(QStringLiteral("start")).toObject().value(QStringLiteral("distance")).toInt(), 7);
        int costs = 0;
        for (const QJsonValue &value : moves) {
            const QJsonObject move = value.toObject();
            QCOMPARE(move.value(QStringLiteral("judgement")).toString(), QStringLiteral("kept"));
            QVERIFY(move.value(QStringLiteral("cost")).toInt(-1) >= 0);
            costs += move.value(QStringLiteral("cost")).toInt();
        }
        QCOMPARE(moves.last().toObject().value(QStringLiteral("distance")).toInt(-1), 0);
        QCOMPARE(moves[4].toObject().value(QStringLiteral("distance")).toInt(-1), 4);
        QCOMPARE(costs, 2);
        const QJsonObject summary = object.value(QStringLiteral("summary")).toObject();
        QCOMPARE(summary.value(QStringLiteral("extraMoves")).toInt(), 2);
        QCOMPARE(summary.value(QStringLiteral("movesPlayed")).toInt(), 9);
        QCOMPARE(summary.value(QStringLiteral("fewestMoves")).toInt(), 7);
        QCOMPARE(summary.value(QStringLiteral("solved")), QJsonValue(true));
    }

    // The text: a line per move with its number, move, judgement and how far
    // the goal is, the reason under the move that lost it, then the summary.
    void textSaysWhereTheGoalWasLost()
    {
        const CliRun result = review({gameFile("triangle-losing-jump.pbgame")});
        QCOMPARE(result.err, QString());
        QCOMPARE(result.exitCode, 0);
        const QStringList lines = result.out.split(QLatin1Char('\n'));
        QVERIFY2(lines.size() > 6, qPrintable(result.out));
        QVERIFY(lines[0].startsWith(QStringLiteral("Start: ")));
        QVERIFY2(lines[1].startsWith(QStringLiteral("1. 11-4  kept")), qPrintable(lines[1]));
        // Exact where the family's coach proves it, else the line it found.
        QVERIFY2(lines[1].endsWith(QStringLiteral(" 12 jumps left")) || lines[1].endsWith(QStringLiteral(" a line of 12 jumps found")),
                 qPrintable(lines[1]));
        QVERIFY2(lines[3].startsWith(QStringLiteral("3. 4-11  lost")), qPrintable(lines[3]));
        QVERIFY2(lines[3].endsWith(QStringLiteral("out of reach")), qPrintable(lines[3]));
        QVERIFY(result.out.contains(QStringLiteral("\nThe goal was lost at move 3 (4-11).\n")));
        QVERIFY(result.out.endsWith(QStringLiteral("Played: 4 jumps; the fewest from the start: 13 jumps.\n"))
                || result.out.endsWith(QStringLiteral("Played: 4 jumps.\n")));
    }

    // A damaged game is refused with its file, line and column, and nothing
    // on standard output.
    void damagedGameIsRefused()
    {
        for (const QStringList &arguments : {QStringList{gameFile("damaged-move.pbgame")},
                                             QStringList{QStringLiteral("--json"), gameFile("damaged-move.pbgame")}}) {
            const CliRun result = review(arguments);
            QCOMPARE(result.exitCode, 1);
            QCOMPARE(result.out, QString());
            QVERIFY2(result.err.contains(QStringLiteral("damaged-move.pbgame:4:16: ")), qPrintable(result.err));
        }
    }

    void usageErrors()
    {
        const CliRun none = review({});
        QCOMPARE(none.exitCode, 2);
        QVERIFY(none.err.contains(QStringLiteral("review needs a GAME file.")));
        const CliRun two = review({gameFile("nim-lost.pbgame"), gameFile("nim-lost.pbgame")});
        QCOMPARE(two.exitCode, 2);
        QCOMPARE(two.out, QString());
    }
};

PUZZLEBOX_TEST_GUILESS_MAIN(TestReviewCli)
} // namespace tst_reviewcli
#include "tst_reviewcli.moc"
