// The pegs coach (PegPuzzle::assess()) on every position of played games,
// against full solves of the same positions, and its proof drawings against
// the core's own proofs.

#include "core/pegs/pegclassify.h"
#include "core/pegs/pegcoach.h"
#include "core/pegs/pegcoachproof.h"
#include "core/pegs/pegpuzzle.h"
#include "core/pegs/pegsolver.h"
#include "testmain.h"

#include <QTest>

#include <algorithm>
#include <array>
#include <chrono>

namespace tst_pegcoach {

using namespace pb;
using namespace pb::pegs;

namespace {

enum class Line {
    Solution,   // the solver's line to one peg
    FirstJump,  // always the first legal jump, until none is left
};

std::shared_ptr<const PegGeometry> boardNamed(const QString &name)
{
    if (name == QLatin1String("english"))
        return PegGeometry::english();
    if (name == QLatin1String("european"))
        return PegGeometry::european();
    if (name == QLatin1String("4x5"))
        return PegGeometry::rectangle(4, 5);
    return PegGeometry::triangle(5);
}

// The positions of a game from `empty` played along `line`, first to last.
std::vector<PegPuzzle> playedGame(std::shared_ptr<const PegGeometry> geometry, int empty, Line line)
{
    std::vector<PegPuzzle> positions{PegPuzzle(geometry, geometry->allHoles() & ~bit(empty))};
    std::vector<std::string> moves;
    if (line == Line::Solution) {
        SolveOptions options;
        options.bestEffort = false;
        Progress progress;
        moves = solvePegs(*geometry, positions.front().pegs(), options, std::stop_token(), progress).moves;
    }
    for (std::size_t i = 0;; ++i) {
        PegPuzzle next = positions.back();
        const std::vector<std::string> legal = next.legalMoves();
        if (line == Line::Solution ? i == moves.size() : legal.empty())
            break;
        if (next.apply(line == Line::Solution ? moves[i] : legal.front()))
            return {};
        positions.push_back(next);
    }
    return positions;
}

Assessment assess(const PegPuzzle &position, const CoachBudget &budget)
{
    Progress progress;
    return assessPegs(position, AssessOptions{}, std::stop_token(), progress, budget);
}

// Time enough for an exact answer on these boards, however slow the machine.
const CoachBudget kUnhurried{std::chrono::milliseconds(0), std::chrono::milliseconds(120000),
                             std::chrono::milliseconds(120000), std::chrono::milliseconds(120000)};

FinishHoles fullFinishHoles(const PegPuzzle &position)
{
    Progress progress;
    return finishHoles(position.geometry(), position.pegs(), SolveOptions{}, std::stop_token(), progress);
}

// The holes named in a verdict ("... in holes 4, 9, 13."), as a set.
PegBits holesNamed(const Message &verdict)
{
    PegBits holes = 0;
    if (verdict.args.empty())
        return holes;
    const QStringList numbers = QString::fromStdString(verdict.args.front()).split(QStringLiteral(", "));
    for (const QString &number : numbers)
        holes |= bit(number.toInt());
    return holes;
}

bool inSpan(const std::vector<PegBits> &basis, PegBits mask)
{
    for (std::size_t combination = 0; combination < (std::size_t(1) << basis.size()); ++combination) {
        PegBits sum = 0;
        for (std::size_t i = 0; i < basis.size(); ++i) {
            if (combination & (std::size_t(1) << i))
                sum ^= basis[i];
        }
        if (sum == mask)
            return true;
    }
    return false;
}

// The three colours' numbers are the class argument's: each colour pair is a
// parity invariant, each jump touches every colour once, the colours holding
// an odd number of pegs are `now`, and one peg alone would make it `goal`.
void checkPositionClass(const PegPuzzle &position, const ProofDrawing &proof)
{
    const PegGeometry &geometry = position.geometry();
    QCOMPARE(proof.groups.size(), std::size_t(geometry.holeCount()));
    std::array<PegBits, 3> colours{};
    for (int hole = 0; hole < geometry.holeCount(); ++hole) {
        const int group = proof.groups[std::size_t(hole)];
        QVERIFY(group >= 1 && group <= 3);
        colours[std::size_t(group - 1)] |= bit(hole);
    }
    const std::vector<PegBits> basis = parityInvariants(geometry);
    QVERIFY(inSpan(basis, colours[0] | colours[2]));
    QVERIFY(inSpan(basis, colours[1] | colours[2]));
    for (const Jump &jump : geometry.jumps()) {
        for (const PegBits colour : colours)
            QCOMPARE(pegCount(colour & (bit(jump.from) | bit(jump.over) | bit(jump.to))), 1);
    }
    long long odd = 0;
    for (const PegBits colour : colours)
        odd += pegCount(colour & position.pegs()) % 2;
    QCOMPARE(proof.now, odd);
    QCOMPARE(proof.goal, 1LL);
    QVERIFY(odd == 0 || odd == 3);
    QCOMPARE(classFinishCandidates(geometry, position.pegs()), PegBits(0));
}

// The weights are a pagoda, the pegs weigh `now`, and every hole the class
// argument leaves weighs `goal` or more, which is more than `now`.
void checkPagoda(const PegPuzzle &position, const ProofDrawing &proof)
{
    const PegGeometry &geometry = position.geometry();
    QCOMPARE(proof.labels.size(), std::size_t(geometry.holeCount()));
    for (const auto &label : proof.labels)
        QVERIFY(label.has_value());
    const auto weight = [&](int hole) { return *proof.labels[std::size_t(hole)]; };
    for (const Jump &jump : geometry.jumps())
        QVERIFY(weight(jump.from) + weight(jump.over) >= weight(jump.to));
    long long now = 0;
    for (int hole = 0; hole < geometry.holeCount(); ++hole)
        now += position.hasPeg(hole) ? weight(hole) : 0;
    QCOMPARE(proof.now, now);
    QVERIFY(proof.now < proof.goal);
    PegBits goalCells = 0;
    for (const int hole : proof.goalCells) {
        QVERIFY(weight(hole) >= proof.goal);
        goalCells |= bit(hole);
    }
    QCOMPARE(goalCells, classFinishCandidates(geometry, position.pegs()));
}

} // namespace

class TestPegCoach : public QObject {
    Q_OBJECT

private slots:
    void agreesWithFullSolves_data()
    {
        QTest::addColumn<QString>("board");
        QTest::addColumn<int>("empty");
        QTest::addColumn<int>("line");
        // The positions with more pegs are left out: their full solves take
        // seconds on the English cross (withinItsBudgetIsNeverWrong has them).
        QTest::addColumn<int>("mostPegs");
        QTest::newRow("triangle, hole 4, solution") << QStringLiteral("triangle") << 4 << int(Line::Solution) << 15;
        QTest::newRow("triangle, hole 0, solution") << QStringLiteral("triangle") << 0 << int(Line::Solution) << 15;
        QTest::newRow("triangle, hole 12, solution") << QStringLiteral("triangle") << 12 << int(Line::Solution) << 15;
        QTest::newRow("triangle, hole 4, first jumps") << QStringLiteral("triangle") << 4 << int(Line::FirstJump) << 15;
        QTest::newRow("triangle, hole 3, first jumps") << QStringLiteral("triangle") << 3 << int(Line::FirstJump) << 15;
        QTest::newRow("triangle, hole 0, first jumps") << QStringLiteral("triangle") << 0 << int(Line::FirstJump) << 15;
        QTest::newRow("4x5, hole 1, first jumps") << QStringLiteral("4x5") << 1 << int(Line::FirstJump) << 20;
        QTest::newRow("English, centre, solution") << QStringLiteral("english") << 16 << int(Line::Solution) << 17;
        QTest::newRow("English, centre, first jumps") << QStringLiteral("english") << 16 << int(Line::FirstJump) << 17;
    }
    // On every position, given time: reach, the jumps left and the finishing
    // holes are a full solve's; a move is judged lost exactly where the goal
    // went out of reach; every proof drawn checks.
    void agreesWithFullSolves()
    {
        QFETCH(QString, board);
        QFETCH(int, empty);
        QFETCH(int, line);
        QFETCH(int, mostPegs);
        std::vector<PegPuzzle> game = playedGame(boardNamed(board), empty, Line(line));
        std::erase_if(game, [mostPegs](const PegPuzzle &position) { return position.pegCount() > mostPegs; });
        QVERIFY(game.size() > 1);
        std::vector<Assessment> verdicts;
        std::vector<bool> reachable;
        for (const PegPuzzle &position : game) {
            const Assessment coach = assess(position, kUnhurried);
            const FinishHoles full = fullFinishHoles(position);
            QCOMPARE(full.status, SolveStatus::Solved);
            const bool canFinish = full.holes != 0;
            QCOMPARE(coach.reach, canFinish ? Reach::Reachable : Reach::Unreachable);
            if (canFinish) {
                QCOMPARE(coach.distance, std::optional<int>(position.pegCount() - 1));
                QCOMPARE(holesNamed(coach.verdict), full.holes);
            } else {
                checkProof(position, coach.proof);
            }
            verdicts.push_back(coach);
            reachable.push_back(canFinish);
        }
        for (std::size_t i = 1; i < game.size(); ++i) {
            const MoveJudgement judged = judgeMove(verdicts[i - 1], verdicts[i], 1);
            QCOMPARE(judged.kind == MoveJudgement::Kind::Lost, reachable[i - 1] && !reachable[i]);
            // Every line to one peg is as long: no jump costs more than another.
            QVERIFY(verdicts[i - 1].everyLineSameLength || !reachable[i - 1]);
            QCOMPARE(judged.cost, std::optional<int>());
        }
        const bool lost = std::find(reachable.begin(), reachable.end(), false) != reachable.end();
        QCOMPARE(lost, Line(line) == Line::FirstJump);
    }

    // Within the coach's own budget on the English cross the answer may be
    // partial but never wrong: Unknown rather than a guess, and the holes
    // named are finishing holes. A position is known reachable when a later
    // one of its game is; the ones left to be known are solved in full.
    void withinItsBudgetIsNeverWrong_data()
    {
        QTest::addColumn<int>("line");
        QTest::newRow("solution") << int(Line::Solution);
        QTest::newRow("first jumps") << int(Line::FirstJump);
    }
    void withinItsBudgetIsNeverWrong()
    {
        QFETCH(int, line);
        const std::vector<PegPuzzle> game = playedGame(PegGeometry::english(), 16, Line(line));
        bool laterReachable = false;
        for (auto position = game.rbegin(); position != game.rend(); ++position) {
            Progress progress;
            const Assessment coach = position->assess(AssessOptions{}, std::stop_token(), progress);
            const PegBits candidates = classFinishCandidates(position->geometry(), position->pegs());
            if (!laterReachable)
                laterReachable = fullFinishHoles(*position).holes != 0;
            if (coach.reach == Reach::Unknown)
                continue;
            QCOMPARE(coach.reach, laterReachable ? Reach::Reachable : Reach::Unreachable);
            if (coach.reach == Reach::Reachable && position->pegCount() > 1) {
                QCOMPARE(coach.distance, std::optional<int>(position->pegCount() - 1));
                const PegBits named = holesNamed(coach.verdict);
                QVERIFY(named != 0);
                QCOMPARE(named & ~candidates, PegBits(0));
            }
        }
    }

    // Each kind of proof appears where it should: the class argument, a
    // pagoda, an exhaustive search, and the diamond's recorded search.
    void proofKinds_data()
    {
        QTest::addColumn<QString>("board");
        QTest::addColumn<int>("empty");
        QTest::addColumn<int>("pegsLeft");
        QTest::addColumn<int>("kind");
        // Played along the first legal jumps, to the position with `pegsLeft` pegs.
        QTest::newRow("class: European, hole 18") << QStringLiteral("european") << 18 << 36 << int(ProofDrawing::Kind::PositionClass);
        QTest::newRow("class: European, hole 18, later") << QStringLiteral("european") << 18 << 20 << int(ProofDrawing::Kind::PositionClass);
        QTest::newRow("pagoda: English") << QStringLiteral("english") << 16 << 8 << int(ProofDrawing::Kind::Pagoda);
        QTest::newRow("search: English") << QStringLiteral("english") << 16 << 12 << int(ProofDrawing::Kind::Search);
        QTest::newRow("search: triangle") << QStringLiteral("triangle") << 4 << 12 << int(ProofDrawing::Kind::Search);
    }
    void proofKinds()
    {
        QFETCH(QString, board);
        QFETCH(int, empty);
        QFETCH(int, pegsLeft);
        QFETCH(int, kind);
        const std::vector<PegPuzzle> game = playedGame(boardNamed(board), empty, Line::FirstJump);
        const auto position = std::find_if(game.begin(), game.end(),
                                           [&](const PegPuzzle &played) { return played.pegCount() == pegsLeft; });
        QVERIFY(position != game.end());
        const Assessment coach = assess(*position, kUnhurried);
        QCOMPARE(coach.reach, Reach::Unreachable);
        QCOMPARE(coach.proof.kind, ProofDrawing::Kind(kind));
        QVERIFY(!coach.reason.isEmpty());
        QVERIFY(!coach.proof.sentences.empty());
        checkProof(*position, coach.proof);
    }

    void diamondRecord()
    {
        const auto diamond = PegGeometry::diamond();
        const PegPuzzle start(diamond, diamond->allHoles() & ~bit(12));
        Progress progress;
        const Assessment coach = start.assess(AssessOptions{}, std::stop_token(), progress);
        QCOMPARE(coach.reach, Reach::Unreachable);
        QCOMPARE(coach.proof.kind, ProofDrawing::Kind::Search);
        QCOMPARE(coach.proof.searched, std::uint64_t(396414971));
        QCOMPARE(coach.proof.command, std::string("build/bin/pegdiamond forward 12"));
    }

    // The fewest moves where a chain of jumps counts as one, on the triangle.
    void fewestMovesOnSmallBoards()
    {
        const Assessment coach = assess(PegPuzzle::classicTriangle(), kUnhurried);
        QCOMPARE(coach.reach, Reach::Reachable);
        QCOMPARE(coach.distance, std::optional<int>(13));
        QCOMPARE(coach.facts.size(), std::size_t(2));
        SolveOptions fewest;
        fewest.goal = SolveGoal::FewestMoves;
        Progress progress;
        const PegPuzzle start = PegPuzzle::classicTriangle();
        const SolveResult solved = start.solve(fewest, std::stop_token(), progress);
        QVERIFY(solved.optimal);
        QCOMPARE(coach.facts[1].count, (long long)solved.moves.size());
        QCOMPARE(holesNamed(coach.verdict), fullFinishHoles(start).holes);
    }

    void cellsOfAChain()
    {
        const PegPuzzle triangle = PegPuzzle::classicTriangle();
        QCOMPARE(triangle.cellsOf("11-4"), (std::vector<int>{11, 7, 4}));
        const auto english = PegGeometry::english();
        const PegPuzzle cross(english, english->allHoles());
        // Down the middle column: 4 over 9 to 16, then over 23 to 28.
        QCOMPARE(cross.cellsOf("4-16-28"), (std::vector<int>{4, 9, 16, 23, 28}));
        QVERIFY(triangle.cellsOf("nonsense").empty());
        QVERIFY(triangle.cellsOf("0-1").empty());
    }

private:
    static void checkProof(const PegPuzzle &position, const ProofDrawing &proof)
    {
        switch (proof.kind) {
        case ProofDrawing::Kind::PositionClass: checkPositionClass(position, proof); break;
        case ProofDrawing::Kind::Pagoda: checkPagoda(position, proof); break;
        case ProofDrawing::Kind::Search:
            QVERIFY(proof.searched > 0);
            QVERIFY(proof.command.starts_with("puzzlebox-cli solve --finish-cells 'pegs:"));
            break;
        case ProofDrawing::Kind::None:
            QVERIFY(position.legalMoves().empty());
            break;
        case ProofDrawing::Kind::Parity: QFAIL("no parity drawing for pegs"); break;
        }
    }
};

PUZZLEBOX_TEST_APPLESS_MAIN(TestPegCoach)
} // namespace tst_pegcoach
#include "tst_pegcoach.moc"
