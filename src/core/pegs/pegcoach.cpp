#include "pegcoach.h"

#include "../common/gameid.h"
#include "../search/deadline.h"

#include "pegclassify.h"
#include "pegcoachproof.h"
#include "pegfewestmoves.h"
#include "pegproved.h"
#include "pegpuzzle.h"
#include "pegsolver.h"


namespace pb::pegs {

namespace {

using Clock = std::chrono::steady_clock;
using std::chrono::milliseconds;

// Boards up to this many holes get the fewest-moves count: it takes
// milliseconds on the 15-hole triangle and grows fast beyond.
constexpr int kFewestMovesHoles = 21;
// Up to the English cross the answer is due within a tenth of a second.
constexpr int kQuickHoles = 33;

Message holesMessage(PegBits holes, const char *oneHole, const char *severalHoles)
{
    return message("pegs", pegCount(holes) == 1 ? oneHole : severalHoles, {holeList(holes)});
}

void setUnreachable(Assessment &assessment, Message reason)
{
    assessment.reach = Reach::Unreachable;
    assessment.verdict = message("pegs", PB_TRANSLATE_NOOP("pegs", "One peg can no longer be left."));
    assessment.reason = std::move(reason);
}

void setUnknown(Assessment &assessment, Message reason)
{
    assessment.reach = Reach::Unknown;
    assessment.verdict = message("pegs", PB_TRANSLATE_NOOP("pegs", "Not known yet whether one peg can still be left."));
    assessment.reason = std::move(reason);
}

// What needs no search: no pegs, one peg, no jump, the class argument, a
// recorded proof. Returns whether `assessment` holds the answer.
bool answeredAtOnce(const PegPuzzle &position, PegBits candidates, Assessment &assessment)
{
    const PegGeometry &geometry = position.geometry();
    const PegBits pegs = position.pegs();
    if (pegs == 0) {
        setUnreachable(assessment, message("pegs", PB_TRANSLATE_NOOP("pegs", "There are no pegs on the board")));
        return true;
    }
    if (pegCount(pegs) == 1) {
        assessment.reach = Reach::Reachable;
        assessment.distance = 0;
        assessment.everyLineSameLength = true;
        assessment.verdict = message("pegs", PB_TRANSLATE_NOOP("pegs", "Solved: one peg is left, in hole %1."),
                                     {std::to_string(lowestHole(pegs))});
        return true;
    }
    if (position.legalJumps().empty()) {
        setUnreachable(assessment, message("pegs", PB_TRANSLATE_NOOP("pegs", "No peg can jump any more.")));
        return true;
    }
    if (candidates == 0) {
        setUnreachable(assessment, message("pegs", PB_TRANSLATE_NOOP("pegs", "The position class (the rule of three) leaves no hole for a last peg.")));
        if (auto drawing = positionClassProof(geometry, pegs))
            assessment.proof = std::move(*drawing);
        return true;
    }
    if (const auto record = provedNoLine(geometry, pegs)) {
        setUnreachable(assessment, message("pegs", PB_TRANSLATE_NOOP("pegs", "A search of every line from this start, run once by the program %1, proved it."),
                                           {record->program}));
        assessment.proof = recordProof(*record, lowestHole(geometry.allHoles() & ~pegs));
        return true;
    }
    return false;
}

// The command that repeats a search of `position`: `question` is the solve
// option that asks what the search answered.
std::string solveCommand(const PegPuzzle &position, const char *question)
{
    return std::string("puzzlebox-cli solve ") + question + "'" + gameIdOf(position) + "'";
}

// No line was found: a pagoda that covers every hole the class leaves is the
// proof to draw, else the search itself when it was exhaustive.
void proveOutOfReach(const PegPuzzle &position, PegBits candidates, const FinishHoles &finish,
                     const std::stop_token &stop, const CoachBudget &budget, Assessment &assessment)
{
    const Deadline deadline(stop, budget.pagodas);
    auto drawing = budget.pagodas.count() > 0
        ? pagodaProof(position.geometry(), position.pegs(), candidates, deadline.token())
        : std::nullopt;
    if (drawing) {
        setUnreachable(assessment, message("pegs", PB_TRANSLATE_NOOP("pegs", "A pagoda function proves it: the pegs weigh %1, one last peg at least %2."),
                                           {std::to_string(drawing->now), std::to_string(drawing->goal)}));
        assessment.proof = std::move(*drawing);
        return;
    }
    if (finish.status != SolveStatus::Solved) {
        setUnknown(assessment, finish.status == SolveStatus::LimitReached
                                   ? finish.reason
                                   : message("pegs", PB_TRANSLATE_NOOP("pegs", "The coach's search ran out of time before it could tell; Solve searches longer.")));
        return;
    }
    assessment.proof = searchProof(finish.nodes, solveCommand(position, "--finish-cells "));
    setUnreachable(assessment, assessment.proof.sentences.front());
}

// On boards past kQuickHoles: the solver's line, where one is found in time.
// Returns the hole it leaves its last peg in (0 when none is found), or sets
// the verdict when the solver proves one peg out of reach.
PegBits findLine(const PegPuzzle &position, const AssessOptions &options, const std::stop_token &stop,
                 Progress &progress, const CoachBudget &budget, Assessment &assessment)
{
    if (budget.line.count() == 0)
        return 0;
    SolveOptions solve;
    solve.bestEffort = false;
    solve.memoryBudgetBytes = options.memoryBudgetBytes;
    const Deadline deadline(stop, budget.line);
    const SolveResult line = solvePegs(position.geometry(), position.pegs(), solve, deadline.token(), progress);
    assessment.nodes += line.nodes;
    if (line.status == SolveStatus::Unsolvable) {
        assessment.proof = searchProof(line.nodes, solveCommand(position, ""));
        setUnreachable(assessment, line.reason);
        return 0;
    }
    if (line.status != SolveStatus::Solved)
        return 0;
    PegPuzzle end = position;
    for (const std::string &move : line.moves)
        end.apply(move);
    return end.pegs();
}

void addFewestMoves(const PegPuzzle &position, const AssessOptions &options, const std::stop_token &stop,
                    Progress &progress, const CoachBudget &budget, Assessment &assessment)
{
    if (position.geometry().holeCount() > kFewestMovesHoles)
        return;
    SolveOptions solve;
    solve.goal = SolveGoal::FewestMoves;
    solve.bestEffort = false;
    solve.memoryBudgetBytes = options.memoryBudgetBytes;
    const Deadline deadline(stop, budget.fewestMoves);
    const SolveResult fewest = solveFewestMoves(position.geometry(), position.pegs(), solve, deadline.token(), progress);
    assessment.nodes += fewest.nodes;
    if (fewest.status == SolveStatus::Solved && fewest.optimal) {
        assessment.facts.push_back(countMessage("pegs", PB_TRANSLATE_N_NOOP("pegs", "%n move(s) at the fewest from here, a chain of jumps by one peg counting as one."),
                                                (long long)fewest.moves.size()));
    }
}

void setReachable(const PegPuzzle &position, const FinishHoles &finish, Assessment &assessment)
{
    const int jumps = position.pegCount() - 1;
    assessment.reach = Reach::Reachable;
    assessment.distance = jumps;
    assessment.everyLineSameLength = true;
    if (finish.status == SolveStatus::Solved) {
        assessment.verdict = holesMessage(finish.holes, PB_TRANSLATE_NOOP("pegs", "One peg can still be left: in hole %1."),
                                          PB_TRANSLATE_NOOP("pegs", "One peg can still be left: in holes %1."));
    } else {
        assessment.verdict = holesMessage(finish.holes, PB_TRANSLATE_NOOP("pegs", "One peg can still be left: in hole %1, perhaps in others too."),
                                          PB_TRANSLATE_NOOP("pegs", "One peg can still be left: in holes %1, perhaps in others too."));
    }
    assessment.facts.push_back(countMessage("pegs", PB_TRANSLATE_N_NOOP("pegs", "%n jump(s) left: every jump takes one peg."), jumps));
    if (finish.status != SolveStatus::Solved && finish.undecided) {
        assessment.facts.push_back(holesMessage(finish.undecided, PB_TRANSLATE_NOOP("pegs", "Not yet decided: hole %1."),
                                                PB_TRANSLATE_NOOP("pegs", "Not yet decided: holes %1.")));
    }
}

// The searches: a line (large boards), the finishing holes, and on small
// boards the fewest moves; then the verdict from what they found.
void searchFromHere(const PegPuzzle &position, PegBits candidates, const AssessOptions &options,
                    const std::stop_token &stop, Progress &progress, const CoachBudget &budget,
                    Assessment &assessment)
{
    const PegBits lineEnd = findLine(position, options, stop, progress, budget, assessment);
    if (assessment.reach == Reach::Unreachable)
        return;
    SolveOptions solve;
    solve.goal = SolveGoal::FinishCells;
    solve.memoryBudgetBytes = options.memoryBudgetBytes;
    FinishHoles finish;
    {
        const Deadline deadline(stop, budget.finishSearch);
        finish = finishHoles(position.geometry(), position.pegs(), solve, deadline.token(), progress);
    }
    assessment.nodes += finish.nodes;
    if (finish.status != SolveStatus::Solved) {
        finish.holes |= lineEnd;
        finish.undecided &= ~lineEnd;
    }
    if (finish.holes) {
        setReachable(position, finish, assessment);
        addFewestMoves(position, options, stop, progress, budget, assessment);
    } else if (stop.stop_requested()) {
        setUnknown(assessment, message("pegs", PB_TRANSLATE_NOOP("pegs", "Stopped before it could tell.")));
    } else {
        proveOutOfReach(position, candidates, finish, stop, budget, assessment);
    }
}

} // namespace

CoachBudget coachBudget(int holes)
{
    if (holes <= kQuickHoles)
        return {milliseconds(0), milliseconds(50), milliseconds(30), milliseconds(30)};
    // One linear program takes some 20 ms on the European board and ten
    // times that on Wiegleb's, where none would end in the time left.
    return {milliseconds(350), milliseconds(300), milliseconds(holes <= 37 ? 100 : 0), milliseconds(0)};
}

Assessment assessPegs(const PegPuzzle &position, const AssessOptions &options, std::stop_token stop,
                      Progress &progress, const CoachBudget &budget)
{
    const auto started = Clock::now();
    Assessment assessment;
    const PegBits candidates = position.pegs() ? classFinishCandidates(position.geometry(), position.pegs()) : 0;
    if (!answeredAtOnce(position, candidates, assessment))
        searchFromHere(position, candidates, options, stop, progress, budget, assessment);
    assessment.millis = std::chrono::duration_cast<milliseconds>(Clock::now() - started).count();
    return assessment;
}

} // namespace pb::pegs
