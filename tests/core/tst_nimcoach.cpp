// Nim's coach (NimPuzzle::assess()) from the person's side, against a
// game-tree search written here: on every position of a few played games,
// normal and misère, against the perfect and the fallible computer, the
// verdict is the person's win exactly when the tree says so (and agrees with
// the solver's GameValue); judgeMove marks Lost on exactly the person's move
// that gives a won game away; the nim-sum is the one the facts state.

#include "core/nim/nimpuzzle.h"
#include "testmain.h"

#include <QTest>

#include <map>
#include <random>

namespace tst_nimcoach {

using namespace pb;
using namespace pb::nim;

namespace {

using Heaps = std::vector<int>;

// Whether the player to move wins, by trying every move.
class GameTree {
public:
    explicit GameTree(bool misere)
        : m_misere(misere)
    {
    }

    bool moverWins(const Heaps &heaps)
    {
        if (isOver(heaps))
            return m_misere; // the other player took the last stone
        if (const auto known = m_known.find(heaps); known != m_known.end())
            return known->second;
        bool wins = false;
        for (std::size_t heap = 0; heap < heaps.size() && !wins; ++heap) {
            for (int take = 1; take <= heaps[heap] && !wins; ++take) {
                Heaps next = heaps;
                next[heap] -= take;
                wins = !moverWins(next);
            }
        }
        m_known.emplace(heaps, wins);
        return wins;
    }

private:
    bool m_misere;
    std::map<Heaps, bool> m_known;
};

Assessment assessed(const NimPuzzle &game)
{
    Progress progress;
    return game.assess(AssessOptions{}, {}, progress);
}

} // namespace

class TestNimCoach : public QObject {
    Q_OBJECT

private slots:
    void verdictAgreesWithTheGameTree_data()
    {
        QTest::addColumn<Heaps>("heaps");
        QTest::addColumn<bool>("misere");
        QTest::addColumn<bool>("computerStarts");
        QTest::addColumn<bool>("fallible");
        QTest::addColumn<int>("seed");
        QTest::newRow("5-4-3") << Heaps{5, 4, 3} << false << false << false << 1;
        QTest::newRow("5-4-3 misère") << Heaps{5, 4, 3} << true << false << false << 2;
        QTest::newRow("1-3-5-7 computer first") << Heaps{1, 3, 5, 7} << false << true << false << 3;
        QTest::newRow("1-3-5-7 misère, fallible") << Heaps{1, 3, 5, 7} << true << true << true << 4;
        QTest::newRow("7-6-2-1 fallible") << Heaps{7, 6, 2, 1} << false << false << true << 5;
        QTest::newRow("2-2-1 misère") << Heaps{2, 2, 1} << true << false << false << 6;
    }

    // A game where the person plays at random half the time and perfectly
    // otherwise, the computer as it plays: every position's verdict and every
    // move's judgement checked.
    void verdictAgreesWithTheGameTree()
    {
        QFETCH(Heaps, heaps);
        QFETCH(bool, misere);
        QFETCH(bool, computerStarts);
        QFETCH(bool, fallible);
        QFETCH(int, seed);
        NimRules rules;
        rules.misere = misere;
        rules.starts = computerStarts ? Player::Computer : Player::Human;
        rules.level = fallible ? Level::Fallible : Level::Perfect;
        rules.seed = std::uint64_t(seed);
        NimPuzzle game(heaps, rules);
        GameTree tree(misere);
        std::mt19937 random{std::uint32_t(seed)};
        Assessment before = assessed(game);
        int lost = 0;
        while (true) {
            checkVerdict(game, before, tree);
            if (game.isOver())
                break;
            const bool personMoves = game.toMove() == Player::Human;
            std::string move;
            if (!personMoves)
                move = *game.opponentMove();
            else if (random() % 2 == 0)
                move = moveToString(perfectMove(game.heaps(), misere));
            else
                move = game.legalMoves()[random() % game.legalMoves().size()];
            NimPuzzle next = game;
            QVERIFY(!next.apply(move));
            const Assessment after = assessed(next);
            const bool wasWon = before.reach == Reach::Reachable;
            const bool isWon = after.reach == Reach::Reachable;
            const MoveJudgement judgement = judgeMove(before, after, 1);
            // Only the person's move can give the game away; only the
            // computer's mistake can give it back.
            QCOMPARE(judgement.kind == MoveJudgement::Kind::Lost, wasWon && !isWon);
            if (judgement.kind == MoveJudgement::Kind::Lost) {
                QVERIFY(personMoves);
                QVERIFY(tree.moverWins(game.heaps()));
                ++lost;
            }
            if (judgement.kind == MoveJudgement::Kind::Regained)
                QVERIFY(!personMoves && fallible);
            game = next;
            before = after;
        }
        QVERIFY(lost <= 1 || fallible);
    }

    void losingMoveIsMarkedLost()
    {
        const NimPuzzle game({5, 4, 3}); // nim-sum 2: the person wins by taking 2 from C
        const Assessment before = assessed(game);
        QCOMPARE(before.reach, Reach::Reachable);
        QCOMPARE(before.verdict.args, std::vector<std::string>{"2"});
        NimPuzzle good = game;
        good.apply("C2");
        QCOMPARE(judgeMove(before, assessed(good), 1).kind, MoveJudgement::Kind::Kept);
        NimPuzzle bad = game;
        bad.apply("A1");
        const Assessment after = assessed(bad);
        QCOMPARE(after.reach, Reach::Unreachable);
        QVERIFY(!after.reason.isEmpty());
        QCOMPARE(judgeMove(before, after, 1).kind, MoveJudgement::Kind::Lost);
        QVERIFY(!before.distance && !after.distance);
    }

    void factsSayTheHeapsInBinary()
    {
        const Assessment assessment = assessed(NimPuzzle({5, 4, 3}));
        QVERIFY(assessment.facts.size() >= 2);
        QCOMPARE(assessment.facts[0].args, std::vector<std::string>{"A 5 = 101, B 4 = 100, C 3 = 11"});
        QCOMPARE(assessment.facts[1].args, (std::vector<std::string>{"2", "10"}));
    }

    void finishedGames()
    {
        NimPuzzle won({1});
        won.apply("A1");
        QCOMPARE(assessed(won).reach, Reach::Reachable);
        QCOMPARE(assessed(won).distance, std::optional<int>(0));
        NimRules misere;
        misere.misere = true;
        NimPuzzle lost({1}, misere);
        lost.apply("A1");
        QCOMPARE(assessed(lost).reach, Reach::Unreachable);
    }

    void cellsOfAMoveAreTheHeap()
    {
        const NimPuzzle game({5, 4, 3});
        QCOMPARE(game.cellsOf("C2"), std::vector<int>{2});
        QCOMPARE(game.cellsOf("A5"), std::vector<int>{0});
        QVERIFY(game.cellsOf("D1").empty());
        QVERIFY(game.cellsOf("?").empty());
    }

private:
    static void checkVerdict(const NimPuzzle &game, const Assessment &assessment, GameTree &tree)
    {
        if (game.isOver()) {
            QCOMPARE(assessment.reach, game.isSolved() ? Reach::Reachable : Reach::Unreachable);
            return;
        }
        const bool personToMove = game.toMove() == Player::Human;
        const bool personWins = tree.moverWins(game.heaps()) == personToMove;
        QCOMPARE(assessment.reach, personWins ? Reach::Reachable : Reach::Unreachable);
        Progress progress;
        const SolveResult solved = game.solve(SolveOptions{}, {}, progress);
        QCOMPARE(solved.value == GameValue::Win, personWins == personToMove);
        QVERIFY(!assessment.distance);
        QCOMPARE(assessment.facts[1].args.front(), std::to_string(nimSum(game.heaps())));
    }
};

PUZZLEBOX_TEST_GUILESS_MAIN(TestNimCoach)
} // namespace tst_nimcoach
#include "tst_nimcoach.moc"
