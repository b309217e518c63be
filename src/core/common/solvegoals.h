#pragma once

#include "message.h"
#include "puzzle.h"
#include "registry.h"

#include <optional>
#include <span>
#include <string>

namespace pb {

// What one solve goal (SolveGoal) is, in one place: what a family must be
// able to do to be asked it, what it takes, how its answer is worded and
// written. Shared code (Puzzle::canAnswer(), the CLI's solve command, the
// window's table of goal actions) reads these instead of telling the goals
// apart itself; a new goal is a new row here and in the window's table.
// A term of FamilyTerms a goal's answer is worded with, by its name for the
// registration's complaint.
struct GoalTerm {
    const char *FamilyTerms::*member;
    const char *name;
};

struct GoalInfo {
    SolveGoal goal;
    const char *name = "";  // unique, for messages and tests: "finish-cells"
    // The capability a family needs to be asked it; none: every family (Solve).
    std::optional<Capability> needs = std::nullopt;
    // SolveOptions::targetCell narrows it to the lines that finish in that
    // cell (the cell itself needs Capability::FinishCells).
    bool takesTargetCell = false;
    // The terms a family with `needs` must fill (FamilyTerms), checked when
    // the family registers (checkFamilyGoals()).
    std::span<const GoalTerm> terms = {};
    // Its answer in the family's words when it is not a line of moves (the
    // cells, the count), or null.
    Message (*answer)(const Puzzle &position, const SolveResult &result) = nullptr;
    // puzzlebox-cli solve: the option that asks it ("finish-cells"; empty:
    // none, Solve being the default) and its --help, in English: %1 the
    // families that answer it, %2 (if it has one) its JSON key.
    const char *cliOption = "";
    const char *cliHelp = "";
    // The JSON key of its answer: a fixed one, or the family's own term.
    const char *jsonKey = "";
    const char *FamilyTerms::*familyJsonKey = nullptr;
    // The CLI's plain answer, English, before the line of moves if any;
    // nothing: the line alone, as for Solve.
    std::optional<std::string> (*cliAnswer)(const Puzzle &position, const SolveResult &result) = nullptr;
    // Its moves may be several steps of one piece each (Puzzle::stepsIn()),
    // and an `optimal` line has the fewest of them.
    bool movesAreChains = false;
    // An anytime search (SolveOptions::onImproved) from the solution known,
    // until stopped.
    bool improves = false;
};

// Every goal, in SolveGoal's order.
std::span<const GoalInfo> goalInfos();
const GoalInfo &goalInfo(SolveGoal goal);

// Whether a position with `can` answers `goal`.
bool answers(const GoalInfo &goal, Capabilities can);

// Throws std::logic_error naming the family, the goal and the term when a
// family whose sample board claims a goal's capability leaves one of the
// terms that goal's answer needs empty: a family is checked as it registers,
// so no answer goes out with a word missing.
void checkFamilyGoals(const FamilyInfo &family);

} // namespace pb
