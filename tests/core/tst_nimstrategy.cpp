// The original exercise's strategy checked against a brute-force game-tree search on every
// position of up to 4 heaps of up to 7 stones, in normal and misère play.

#include "core/nim/nimstrategy.h"

#include <QTest>

#include <map>
#include <vector>

using namespace pb::nim;

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

QTEST_GUILESS_MAIN(TestNimStrategy)
#include "tst_nimstrategy.moc"
