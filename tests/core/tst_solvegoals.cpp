// The goal table (core/common/solvegoals.h): one descriptor per solve goal,
// the families' answers to what they claim, and a family that claims a goal
// without the words its answer needs refused as it registers.

#include "core/common/registry.h"
#include "core/common/solvegoals.h"
#include "testmain.h"

#include <QSet>
#include <QTest>

#include <stdexcept>

namespace tst_solvegoals {

using namespace pb;

namespace {

// A puzzle that claims whatever capabilities it is made with, and knows
// nothing else.
class ClaimingPuzzle : public Puzzle {
public:
    explicit ClaimingPuzzle(Capabilities can)
        : m_can(can)
    {
    }
    std::string_view family() const override { return "claiming"; }
    std::unique_ptr<Puzzle> clone() const override { return std::make_unique<ClaimingPuzzle>(*this); }
    bool equals(const Puzzle &) const override { return true; }
    std::vector<std::string> legalMoves() const override { return {}; }
    std::optional<Message> apply(std::string_view) override { return Message{"", "no moves", {}}; }
    bool isSolved() const override { return true; }
    std::string save() const override { return "claiming\n"; }
    std::string render() const override { return {}; }
    Message summary() const override { return {}; }
    SolveResult solve(const SolveOptions &, std::stop_token, Progress &) const override { return {}; }
    Capabilities capabilities() const override { return m_can; }

private:
    Capabilities m_can;
};

Parsed<PuzzlePtr> parseCounting(std::string_view)
{
    return PuzzlePtr(std::make_unique<ClaimingPuzzle>(Capability::CountSolutions));
}

} // namespace

class TestSolveGoals : public QObject {
    Q_OBJECT

private slots:
    void everyGoalHasOneDescriptor();
    void canAnswerFollowsTheTable_data();
    void canAnswerFollowsTheTable();
    void everyFamilyWordsWhatItClaims();
    void aFamilyClaimingAGoalWithoutItsWordsIsRefused();
};

void TestSolveGoals::everyGoalHasOneDescriptor()
{
    const std::span<const GoalInfo> goals = goalInfos();
    QCOMPARE(goals.size(), std::size_t(SolveGoal::FewestMoves) + 1);
    QSet<QByteArray> names;
    QSet<QByteArray> options;
    for (std::size_t i = 0; i < goals.size(); ++i) {
        QCOMPARE(std::size_t(goals[i].goal), i);
        QCOMPARE(&goalInfo(goals[i].goal), &goals[i]);
        QVERIFY2(!names.contains(goals[i].name), goals[i].name);
        names.insert(goals[i].name);
        if (*goals[i].cliOption) {
            QVERIFY2(!options.contains(goals[i].cliOption), goals[i].cliOption);
            options.insert(goals[i].cliOption);
            // Its help names the families that answer it: only a goal some lack has an option.
            QVERIFY(goals[i].needs && QByteArray(goals[i].cliHelp).contains("%1"));
        }
        // A goal answered in words has nothing else to say, and no line.
        QVERIFY(!(goals[i].answer && goals[i].improves));
        // Every term a goal needs is named, for the registration's complaint.
        for (const GoalTerm &term : goals[i].terms)
            QVERIFY(term.member && *term.name);
    }
    QVERIFY(!goalInfo(SolveGoal::Solve).needs);
}

void TestSolveGoals::canAnswerFollowsTheTable_data()
{
    QTest::addColumn<int>("goal");
    for (const GoalInfo &goal : goalInfos())
        QTest::newRow(goal.name) << int(goal.goal);
}

void TestSolveGoals::canAnswerFollowsTheTable()
{
    QFETCH(int, goal);
    const GoalInfo &info = goalInfo(SolveGoal(goal));
    SolveOptions options;
    options.goal = info.goal;
    QVERIFY(ClaimingPuzzle(info.needs ? Capabilities(*info.needs) : Capabilities()).canAnswer(options));
    QCOMPARE(ClaimingPuzzle(Capabilities()).canAnswer(options), !info.needs);
    // A target cell is a cell of a family that has them.
    options.targetCell = 0;
    const Capabilities needs = info.needs ? Capabilities(*info.needs) : Capabilities();
    QCOMPARE(ClaimingPuzzle(needs).canAnswer(options), info.needs == Capability::FinishCells);
    QVERIFY(ClaimingPuzzle(needs | Capability::FinishCells).canAnswer(options));
}

void TestSolveGoals::everyFamilyWordsWhatItClaims()
{
    QVERIFY(!families().empty());
    for (const FamilyInfo &family : families()) {
        try {
            checkFamilyGoals(family);
        } catch (const std::logic_error &error) {
            QFAIL(error.what());
        }
    }
}

void TestSolveGoals::aFamilyClaimingAGoalWithoutItsWordsIsRefused()
{
    const std::size_t before = families().size();
    // It counts solutions but never says how many it found.
    FamilyInfo counting{"claiming", "claim", "Claiming", parseCounting, "claiming\n", FamilyTerms{.context = "claiming"}};
    try {
        FamilyRegistration registration(counting);
        QFAIL("a family that counts solutions without the words for the count was registered");
    } catch (const std::logic_error &error) {
        const QByteArray what(error.what());
        QVERIFY2(what.contains("claiming") && what.contains("count-solutions") && what.contains("solutionsCounted"),
                 what.constData());
    }
    QCOMPARE(families().size(), before);
    QVERIFY(!familyById("claiming"));

    // With its words, it is welcome.
    counting.terms.solutionsCounted = "%n solution(s)";
    counting.terms.noSolutions = "No solution.";
    checkFamilyGoals(counting);
}

PUZZLEBOX_TEST_APPLESS_MAIN(TestSolveGoals)
} // namespace tst_solvegoals
#include "tst_solvegoals.moc"
