#pragma once

#include "generator.h"
#include "parseerror.h"
#include "puzzle.h"

#include <memory>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace pb {

using PuzzlePtr = std::unique_ptr<Puzzle>;
class GameIdScanner;

// How a family words the answers that shared code shows (the window) and
// prints (the CLI), so that shared code names no family's pieces. English
// templates marked for translation in the family's own context; only those of
// the family's capabilities are needed.
struct FamilyTerms {
    const char *context = "";
    // Capability::FinishCells, marked with PB_TRANSLATE_N_NOOP: %n cells, %1 their list.
    const char *cellsFound = "";
    const char *noCell = "";        // no cell: the goal cannot be reached at all
    const char *cellsReached = "";  // the search gave up; %1 the cells reached so far
    const char *cellsJsonKey = "";  // the CLI's JSON name of the list
    // Capability::CountSolutions, marked with PB_TRANSLATE_N_NOOP: %n solutions.
    const char *solutionsCounted = "";
    const char *noSolutions = "";
    // SolveResult::shortfall: %1 how far the closest line stays from the goal.
    const char *shortfall = "";
    const char *shortfallJsonKey = "";
    // How the family counts the moves of a line, marked with
    // PB_TRANSLATE_N_NOOP: "%n jump(s)". Empty: "%n move(s)".
    const char *moveCount = "";
    // Every line from a position to the goal has the same length (each peg
    // jump removes one peg), so a line's length says nothing of being short.
    bool everyLineSameLength = false;
    // How a move is written, for puzzlebox-cli solve --help (English, as the
    // CLI is); empty when the moves speak for themselves.
    const char *moveNotation = "";
};

// What the rest of the program needs to know of a family to read its files and
// speak of it.
struct FamilyInfo {
    std::string_view id;        // Puzzle::family()
    std::string_view extension; // board file suffix without the dot
    const char *displayName;    // English, marked with PB_TRANSLATE_NOOP("Family", ...)
    Parsed<PuzzlePtr> (*parse)(std::string_view text);
    // A small board in the family's file format that its solvers answer at
    // once: the game tests, fuzzing and the CLI's help start from it.
    const char *sample;
    FamilyTerms terms;
    // What the puzzle is, in one sentence, marked with PB_TRANSLATE_NOOP("Family", ...):
    // Help ▸ About introduces every family with it.
    const char *description = "";
    // A puzzle made to order (puzzlebox-cli generate, the New dialogs),
    // deterministic for the request's seed; it returns soon after `stop` is
    // requested. Null for a family that makes none.
    Generated (*generate)(const GenerateRequest &request, std::stop_token stop) = nullptr;
    // The sizes generate() takes and what each difficulty means, in English
    // for puzzlebox-cli generate --help.
    const char *generateHelp = "";
    // generate() reads GenerateRequest::winning (a game against an
    // opponent); the CLI refuses it for the other families.
    bool generatesForAnOpponent = false;
    // The position of a game ID from its body (Puzzle::gameIdBody()), which
    // it reads whole: a refusal throws through the scanner, naming the
    // character. Null for a family without game IDs (gameid.h).
    PuzzlePtr (*parseGameId)(GameIdScanner &body) = nullptr;
    // The options generate() takes of its own (GenerateRequest::options), in
    // the order a recipe writes them.
    std::span<const GenerateOption> generateOptions = {};

    // The sample board, parsed.
    PuzzlePtr sampleBoard() const;
};

// Every family, in menu order: those compiled in, each from its own folder
// (src/CMakeLists.txt generates the list), then any added by a
// FamilyRegistration.
std::span<const FamilyInfo> families();

// A family's folder defines its entry with this, in namespace pb; e.g. in
// pegs/pegsfamily.cpp:
//   PB_FAMILY(pegs) { static const FamilyInfo info{...}; return info; }
#define PB_FAMILY(folder) const ::pb::FamilyInfo &familyInfo_##folder()

// Adds a family that is not compiled into the program's libraries (a test's
// own): a static FamilyRegistration object in the test registers it before
// main() runs. A family is checked first, as the compiled-in ones are at the
// first families(): one whose answers lack their words throws
// (checkFamilyGoals(), solvegoals.h).
struct FamilyRegistration {
    explicit FamilyRegistration(const FamilyInfo &family);
};
const FamilyInfo *familyById(std::string_view id);
// The family of `position`; every position's family is registered.
const FamilyInfo &familyOf(const Puzzle &position);

// The answers to the questions beyond Solve, in the family's words
// (FamilyTerms), for the window and the CLI alike; empty when the search was
// stopped before it knew anything.
// SolveGoal::FinishCells: the cells found, that there is none, or the cells
// reached before the search gave up.
Message finishCellsAnswer(const Puzzle &position, const SolveResult &result);
// SolveGoal::CountSolutions: how many there are, or that there is none.
Message solutionCountAnswer(const Puzzle &position, const SolveResult &result);
// `moves` moves of `position`'s family in its words: "12 moves", "31 jumps".
Message moveCountText(const Puzzle &position, long long moves);

// Parses a board file. The extension picks the family; an unknown extension is
// parsed as parseBoardOfAnyFamily() does, and then the first family's error is
// the one reported. A byte order mark is dropped and what is not text refused
// here, so the families' parsers never see either.
Parsed<PuzzlePtr> parseBoard(std::string_view text, std::string_view extension);
// The family whose board files end in `extension` (with or without its dot,
// in any case), or null.
const FamilyInfo *familyByExtension(std::string_view extension);

// Why one family's parser refused a text; `family` is null when the text was
// refused before any family saw it (binary bytes, invalid UTF-8).
struct FamilyRefusal {
    const FamilyInfo *family = nullptr;
    ParseError error;
};
// Reads a board whose family nothing names (the clipboard, a file of another
// suffix): the position of the first family, in menu order, whose parser
// accepts the text, or every family's reason for refusing it, so that a
// message can say what was tried.
std::variant<PuzzlePtr, std::vector<FamilyRefusal>> parseBoardOfAnyFamily(std::string_view text);

// Refuses what is not text (NUL and other control bytes, invalid UTF-8) with the
// place of the first offending byte.
std::optional<ParseError> checkIsText(std::string_view text);

} // namespace pb
