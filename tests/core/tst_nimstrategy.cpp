// The original exercise's strategy, and NimPuzzle::solve()'s value and line, checked
// against a brute-force game-tree search on every position of up to 4 heaps of
// up to 7 stones, in normal and misère play.

#include "core/nim/nimpuzzle.h"
#include "core/nim/nimstrategy.h"
#include "testmain.h"

#include <QRandomGenerator>
#include <QTest>

#include <map>
#include <vector>

namespace tst_nimstrategy {

using namespace pb::nim;
using pb::GameValue;
using pb::SolveResult;
using pb::SolveStatus;

namespace {

using Heaps = std::vector<int>;

// Plain minimax over the whole game tree, remembered per position: the player
// to move wins when some move leaves the opponent a lost position. With no
// stones left the player to move has lost in normal play (the opponent took
// the last stone) and won in misère play.
class GameTree {
public:
    explicit GameTree(bool misere)
        : m_misere(misere)
    {
    }

    bool wins(const Heaps &heaps)
    {
        if (isOver(heaps))
            return m_misere;
        if (const auto known = m_known.find(heaps); known != m_known.end())
            return known->second;
        bool result = false;
        for (std::size_t i = 0; i < heaps.size() && !result; ++i) {
            for (int take = 1; take <= heaps[i] && !result; ++take)
                result = !wins(after(heaps, NimMove{int(i), take}));
        }
        m_known.emplace(heaps, result);
        return result;
    }

    static Heaps after(Heaps heaps, NimMove move)
    {
        heaps[std::size_t(move.heap)] -= move.count;
        return heaps;
    }

private:
    bool m_misere;
    std::map<Heaps, bool> m_known;
};

// The longest a person in a lost position can make the game last against the
// perfect computer: every move of the person tried, each answered by the
// computer's move, with no bound and no move ordering.
class LongestLoss {
public:
    explicit LongestLoss(bool misere)
        : m_misere(misere)
    {
    }

    int moves(const Heaps &heaps)
    {
        if (const auto known = m_known.find(heaps); known != m_known.end())
            return known->second;
        int longest = 0;
        for (std::size_t i = 0; i < heaps.size(); ++i) {
            for (int take = 1; take <= heaps[i]; ++take) {
                const Heaps next = GameTree::after(heaps, NimMove{int(i), take});
                if (isOver(next)) {
                    longest = std::max(longest, 1);
                    continue;
                }
                const Heaps answered = GameTree::after(next, perfectMove(next, m_misere));
                longest = std::max(longest, isOver(answered) ? 2 : 2 + moves(answered));
            }
        }
        m_known.emplace(heaps, longest);
        return longest;
    }

private:
    bool m_misere;
    std::map<Heaps, int> m_known;
};

// The nim-sum rule as textbooks state it: normal play, the player to move wins
// when the XOR of the heaps is not zero; misère play, the same unless no heap
// has two stones or more, when an even number of one-stone heaps wins.
bool nimSumRuleWins(const Heaps &heaps, bool misere)
{
    int sum = 0;
    bool allSmall = true;
    int ones = 0;
    for (const int size : heaps) {
        sum ^= size;
        allSmall = allSmall && size <= 1;
        ones += size == 1 ? 1 : 0;
    }
    return misere && allSmall ? ones % 2 == 0 : sum != 0;
}

// Every position of `heapCount` heaps of 0..maxStones stones.
std::vector<Heaps> allPositions(int heapCount, int maxStones)
{
    std::vector<Heaps> positions{Heaps{}};
    for (int h = 0; h < heapCount; ++h) {
        std::vector<Heaps> longer;
        for (const Heaps &position : positions) {
            for (int size = 0; size <= maxStones; ++size) {
                Heaps next = position;
                next.push_back(size);
                longer.push_back(std::move(next));
            }
        }
        positions = std::move(longer);
    }
    return positions;
}

bool isLegal(const Heaps &heaps, NimMove move)
{
    return move.heap >= 0 && move.heap < int(heaps.size()) && move.count >= 1
           && move.count <= heaps[std::size_t(move.heap)];
}

NimMove firstStone(const Heaps &heaps)
{
    for (std::size_t i = 0; i < heaps.size(); ++i) {
        if (heaps[i] > 0)
            return NimMove{int(i), 1};
    }
    return {};
}

QByteArray describe(const Heaps &heaps)
{
    QByteArray text;
    for (const int size : heaps)
        text += QByteArray::number(size) + ' ';
    return text;
}

} // namespace

class TestNimStrategy : public QObject {
    Q_OBJECT

private slots:
    void matchesTheGameTree_data()
    {
        QTest::addColumn<bool>("misere");
        QTest::newRow("normal") << false;
        QTest::newRow("misere") << true;
    }

    void matchesTheGameTree()
    {
        QFETCH(bool, misere);
        GameTree tree(misere);
        int checked = 0;
        for (int heapCount = 1; heapCount <= 4; ++heapCount) {
            for (const Heaps &heaps : allPositions(heapCount, 7)) {
                if (isOver(heaps))
                    continue;
                const QByteArray where = describe(heaps);
                const bool wins = tree.wins(heaps);
                QVERIFY2(isWinning(heaps, misere) == wins, where);

                const NimMove move = perfectMove(heaps, misere);
                QVERIFY2(isLegal(heaps, move), where);
                const std::optional<NimMove> winning = winningMove(heaps, misere);
                QVERIFY2(winning.has_value() == wins, where);
                if (wins) {
                    QVERIFY2(move == *winning, where);
                    // The opponent is left a lost position.
                    QVERIFY2(!tree.wins(GameTree::after(heaps, move)), where);
                } else {
                    // Nothing wins, so the seed stalls: one stone from the first heap with one.
                    QVERIFY2(move == firstStone(heaps), where);
                }
                ++checked;
            }
        }
        QCOMPARE(checked, 8 + 64 + 512 + 4096 - 4); // all but the four empty positions
    }

    // solve() from every position with the person to move: the value is the
    // nim-sum rule's and the game tree's; a won game's line is perfect play
    // that wins; a lost game's line is as long as LongestLoss, which tries
    // every line of the person against the computer, finds.
    void solveGivesTheValueAndTheLine_data()
    {
        QTest::addColumn<bool>("misere");
        QTest::newRow("normal") << false;
        QTest::newRow("misere") << true;
    }

    void solveGivesTheValueAndTheLine()
    {
        QFETCH(bool, misere);
        GameTree tree(misere);
        LongestLoss longest(misere);
        NimRules rules;
        rules.misere = misere;
        int wins = 0;
        int losses = 0;
        for (int heapCount = 1; heapCount <= 4; ++heapCount) {
            for (const Heaps &heaps : allPositions(heapCount, 7)) {
                if (isOver(heaps))
                    continue;
                const QByteArray where = describe(heaps);
                const NimPuzzle start(heaps, rules);
                pb::Progress progress;
                const SolveResult result = start.solve({}, {}, progress);
                QCOMPARE(result.status, SolveStatus::Solved);
                const bool personWins = tree.wins(heaps);
                QVERIFY2(personWins == nimSumRuleWins(heaps, misere), where);
                QVERIFY2(result.value == (personWins ? GameValue::Win : GameValue::Loss), where);
                QVERIFY2(!result.valueAnswer.isEmpty(), where);

                NimPuzzle position = start;
                for (const std::string &move : result.moves) {
                    const bool computersTurn = position.toMove() == Player::Computer;
                    if (computersTurn)
                        QVERIFY2(position.opponentMove() == move, where + move.c_str());
                    QVERIFY2(!position.apply(move), where + move.c_str());
                    // The person's every move in a won game leaves the computer lost.
                    if (personWins && !computersTurn && !position.isOver())
                        QVERIFY2(!tree.wins(position.heaps()), where + move.c_str());
                }
                QVERIFY2(position.isOver(), where);
                QVERIFY2(position.isSolved() == personWins, where);
                if (personWins) {
                    ++wins;
                } else {
                    QVERIFY2(int(result.moves.size()) == longest.moves(heaps),
                             where + QByteArray::number(qsizetype(result.moves.size())));
                    ++losses;
                }
            }
        }
        QCOMPARE(wins + losses, 8 + 64 + 512 + 4096 - 4);
        QVERIFY(wins > 0 && losses > 0);
    }

    // The largest games, perfect and fallible, answer at once: the search for
    // the longest loss finds it among the first lines it tries.
    void solveIsQuickOnTheLargestGames_data()
    {
        QTest::addColumn<bool>("misere");
        QTest::addColumn<Level>("level");
        QTest::newRow("normal, perfect") << false << Level::Perfect;
        QTest::newRow("misere, perfect") << true << Level::Perfect;
        QTest::newRow("normal, fallible") << false << Level::Fallible;
        QTest::newRow("misere, fallible") << true << Level::Fallible;
    }

    void solveIsQuickOnTheLargestGames()
    {
        QFETCH(bool, misere);
        QFETCH(Level, level);
        QRandomGenerator random(15);
        for (int game = 0; game < 300; ++game) {
            Heaps heaps(std::size_t{kMaxHeaps});
            for (int &size : heaps)
                size = random.bounded(kMaxStones + 1);
            NimRules rules;
            rules.misere = misere;
            rules.level = level;
            rules.seed = random.generate64();
            const NimPuzzle start(heaps, rules);
            pb::Progress progress;
            const SolveResult result = start.solve({}, {}, progress);
            const QByteArray where = describe(heaps);
            QCOMPARE(result.status, SolveStatus::Solved);
            QVERIFY2(result.nodes < 10'000, where + QByteArray::number(qulonglong(result.nodes)));
            NimPuzzle position = start;
            for (const std::string &move : result.moves)
                QVERIFY2(!position.apply(move), where + move.c_str());
            QVERIFY2(position.isOver(), where);
            if (result.value == GameValue::Win)
                QVERIFY2(position.isSolved(), where);
        }
    }

    // The answer in words names the first move of a won game.
    void valueAnswer_data()
    {
        QTest::addColumn<QList<int>>("heaps");
        QTest::addColumn<bool>("misere");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("answer");
        QTest::newRow("0 4 3 7") << QList<int>{0, 4, 3, 7} << false << QStringLiteral("loss")
                                 << QStringLiteral("The computer wins against any play; this line makes it take longest.");
        QTest::newRow("5 4 3") << QList<int>{5, 4, 3} << false << QStringLiteral("win")
                               << QStringLiteral("You win with perfect play: take 2 stones from heap C.");
        QTest::newRow("0 4 3 6") << QList<int>{0, 4, 3, 6} << false << QStringLiteral("win")
                                 << QStringLiteral("You win with perfect play: take 1 stone from heap C.");
        QTest::newRow("1 1 misere") << QList<int>{1, 1} << true << QStringLiteral("win")
                                    << QStringLiteral("You win with perfect play: take 1 stone from heap A.");
        QTest::newRow("1 1 1 misere") << QList<int>{1, 1, 1} << true << QStringLiteral("loss")
                                      << QStringLiteral("The computer wins against any play; this line makes it take longest.");
    }

    void valueAnswer()
    {
        QFETCH(QList<int>, heaps);
        QFETCH(bool, misere);
        QFETCH(QString, value);
        QFETCH(QString, answer);
        NimRules rules;
        rules.misere = misere;
        pb::Progress progress;
        const SolveResult result = NimPuzzle(Heaps(heaps.begin(), heaps.end()), rules).solve({}, {}, progress);
        QVERIFY(result.value);
        QCOMPARE(QString::fromLatin1(pb::valueName(*result.value)), value);
        QCOMPARE(QString::fromStdString(result.valueAnswer.toString()), answer);
    }

    // Normal play, where a winning move exists: the original exercise's rule picks the first
    // heap whose size XOR the nim-sum is smaller, and reduces it to that.
    void seedsRuleInNormalPlay()
    {
        for (int heapCount = 1; heapCount <= 4; ++heapCount) {
            for (const Heaps &heaps : allPositions(heapCount, 7)) {
                const int sum = nimSum(heaps);
                if (sum == 0)
                    continue;
                std::size_t first = 0;
                while ((heaps[first] ^ sum) >= heaps[first])
                    ++first;
                const NimMove move = perfectMove(heaps, false);
                QCOMPARE(move.heap, int(first));
                QCOMPARE(heaps[first] - move.count, heaps[first] ^ sum);
            }
        }
    }

    // The computer's replies in the original exercise's sample session.
    void sampleSessionReplies_data()
    {
        QTest::addColumn<QList<int>>("heaps");
        QTest::addColumn<QString>("reply");
        QTest::newRow("5 4 1") << QList<int>{5, 4, 1} << QStringLiteral("A1");
        QTest::newRow("4 2 1") << QList<int>{4, 2, 1} << QStringLiteral("A1");
        QTest::newRow("3 2 0") << QList<int>{3, 2, 0} << QStringLiteral("A1");
        QTest::newRow("2 1 0") << QList<int>{2, 1, 0} << QStringLiteral("A1");
        QTest::newRow("1 0 0") << QList<int>{1, 0, 0} << QStringLiteral("A1");
        QTest::newRow("0 4 3") << QList<int>{0, 4, 3} << QStringLiteral("B1");
        QTest::newRow("0 0 3") << QList<int>{0, 0, 3} << QStringLiteral("C3");
    }

    void sampleSessionReplies()
    {
        QFETCH(QList<int>, heaps);
        QFETCH(QString, reply);
        const Heaps position(heaps.begin(), heaps.end());
        QCOMPARE(QString::fromStdString(moveToString(perfectMove(position, false))), reply);
    }

    void moveNotation()
    {
        QCOMPARE(moveToString(NimMove{0, 3}), std::string("A3"));
        QCOMPARE(moveToString(NimMove{7, 20}), std::string("H20"));
        QCOMPARE(parseMove("a3"), std::optional<NimMove>(NimMove{0, 3}));
        QCOMPARE(parseMove("C12"), std::optional<NimMove>(NimMove{2, 12}));
        for (const char *bad : {"", "A", "3A", "A-1", "A 3", "A3x", "?3", "A99999999999"})
            QVERIFY2(!parseMove(bad), bad);
    }

    void fallibleComputer()
    {
        const Heaps classicGame{5, 4, 3};
        int mistakes = 0;
        for (std::uint64_t seed = 1; seed <= 300; ++seed) {
            const NimMove move = fallibleMove(classicGame, false, seed);
            QVERIFY(isLegal(classicGame, move));
            // The same seed and position always give the same move.
            QCOMPARE(fallibleMove(classicGame, false, seed), move);
            if (!(move == perfectMove(classicGame, false)))
                ++mistakes;
        }
        // About one in three, minus the random moves that happen to be perfect.
        QVERIFY2(mistakes > 50 && mistakes < 150, QByteArray::number(mistakes));

        // A lost position has no mistake to make: it stalls like the perfect computer.
        const Heaps lost{5, 4, 1};
        for (std::uint64_t seed = 1; seed <= 50; ++seed)
            QCOMPARE(fallibleMove(lost, false, seed), perfectMove(lost, false));
    }
};

PUZZLEBOX_TEST_GUILESS_MAIN(TestNimStrategy)
} // namespace tst_nimstrategy
#include "tst_nimstrategy.moc"
