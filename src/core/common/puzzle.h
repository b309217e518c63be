#pragma once

#include "message.h"
#include "../search/assessment.h"
#include "../search/progress.h"
#include "../search/solveresult.h"

#include <memory>
#include <optional>
#include <stop_token>
#include <string>
#include <string_view>
#include <vector>

namespace pb {

// What a family can do beyond playing, saving and solving. The family answers
// in one place (Puzzle::capabilities()); the window enables its actions, the
// CLI accepts its options and the solver service accepts goals from that
// answer alone, so shared code never asks which family it has.
enum class Capability : unsigned {
    FinishCells = 1u << 0,     // SolveGoal::FinishCells, and SolveOptions::targetCell
    CountSolutions = 1u << 1,  // SolveGoal::CountSolutions
    ImproveSolution = 1u << 2, // SolveGoal::Improve: look for a shorter solution
    ExplainedHints = 1u << 3,  // the family's window half says why a hint's move is the one to play
    BoardEditing = 1u << 4,    // Edit ▸ Edit Board: the scene edits the position freely
    Opponent = 1u << 5,        // a game against the computer (opponentMove())
    FewestMoves = 1u << 6,     // SolveGoal::FewestMoves: a solution in the fewest moves, proved
};

class Capabilities {
public:
    constexpr Capabilities() = default;
    constexpr Capabilities(Capability capability)
        : m_bits(unsigned(capability))
    {
    }
    constexpr Capabilities operator|(Capabilities other) const { return Capabilities(m_bits | other.m_bits); }
    constexpr bool has(Capability capability) const { return (m_bits & unsigned(capability)) != 0; }

private:
    constexpr explicit Capabilities(unsigned bits)
        : m_bits(bits)
    {
    }
    unsigned m_bits = 0;
};

constexpr Capabilities operator|(Capability a, Capability b)
{
    return Capabilities(a) | Capabilities(b);
}

// One position of one puzzle family, behind the interface that the service, the
// CLI and the file registry share. Moves cross this boundary in the family's
// text notation (the same text as in files, solver output and the move list), so
// a move from any source goes through the same validation in apply().
class Puzzle {
public:
    virtual ~Puzzle() = default;

    // Stable identifier of the family ("pegs", ...); the UI picks its scene by it.
    virtual std::string_view family() const = 0;
    virtual std::unique_ptr<Puzzle> clone() const = 0;
    virtual bool equals(const Puzzle &other) const = 0;

    virtual std::vector<std::string> legalMoves() const = 0;
    // Checks the move against the rules and plays it; on refusal returns why and
    // leaves the position untouched.
    virtual std::optional<Message> apply(std::string_view move) = 0;
    virtual bool isSolved() const = 0;

    // The board file text that parses back to this position.
    virtual std::string save() const = 0;
    // The position drawn as text for the command line.
    virtual std::string render() const = 0;
    // One line for a status bar: pegs left and the like.
    virtual Message summary() const = 0;
    // A legal `move` in words, for a hint: "jump 11 over 7 into 4". The
    // notation itself by default.
    virtual Message describeMove(std::string_view move) const;
    // The position in a few printable characters for its game ID (gameid.h):
    // letters, digits and - . _ only, read back by FamilyInfo::parseGameId
    // to a position equals() calls the same. Empty for a family without
    // game IDs.
    virtual std::string gameIdBody() const { return {}; }
    // How many of the family's single moves (those FamilyTerms::moveCount
    // counts) `move` makes: one, but a move of SolveGoal::FewestMoves may be
    // several in a row (peg solitaire's chain "5-17-29" is two jumps).
    virtual int stepsIn(std::string_view move) const
    {
        (void)move;
        return 1;
    }
    // The board in a few characters and no spaces ("4x4", Nim's heaps
    // "3-4-5", peg solitaire's "english-33"), to tell games apart in a file
    // name; empty for a family without one.
    virtual std::string sizeText() const { return {}; }
    // The board as a player knows it, for the window's title and Statistics:
    // a classic board by its name ("English cross of 33"), others by their
    // size. sizeText() by default.
    virtual Message boardName() const;

    // Runs the family's solver on this position. Called on a worker thread on a
    // private copy; must return soon after `stop` is requested.
    virtual SolveResult solve(const SolveOptions &options, std::stop_token stop,
                              Progress &progress) const = 0;
    // The coach's verdict on this position: whether the goal is in reach,
    // how far, and why not (assessment.h). Called on a worker thread on a
    // private copy, after every move while the coach is on, so it answers
    // within a tenth of a second on the usual boards or says it does not
    // know; must return soon after `stop` is requested. By default, a solve.
    virtual Assessment assess(const AssessOptions &options, std::stop_token stop, Progress &progress) const
    {
        return assessBySolving(*this, options, std::move(stop), progress);
    }
    // The cells `move` touches, in the numbering of SolveOptions::targetCell
    // and ProofDrawing (a jump's three holes, a roll's row): where the
    // window marks a move the coach judged. None by default.
    virtual std::vector<int> cellsOf(std::string_view move) const
    {
        (void)move;
        return {};
    }
    // What this position's family can do; a capability may depend on the
    // position (Fifteen improves solutions from 5 x 5 up).
    virtual Capabilities capabilities() const { return {}; }
    bool supports(Capability capability) const { return capabilities().has(capability); }
    // Whether solve() answers `options`: its goal and a target cell are
    // among the capabilities (goalInfo(), solvegoals.h).
    bool canAnswer(const SolveOptions &options) const;

    // Why no line reaches the goal from here, when that is known without a
    // search (the Fifteen's parity). The window plays such a board only when
    // the player insists, and solve() answers Unsolvable with the same reason.
    virtual std::optional<Message> unsolvableReason() const { return std::nullopt; }

    // Games against the computer: when it is the computer's turn in this
    // position, the move it plays; otherwise (and for every solitaire puzzle)
    // nothing. The window plays it after a short pause as an ordinary move.
    virtual std::optional<std::string> opponentMove() const { return std::nullopt; }
};

inline Message Puzzle::describeMove(std::string_view move) const
{
    return Message{"", "%1", {std::string(move)}};
}

inline Message Puzzle::boardName() const
{
    return Message{"", "%1", {sizeText()}};
}

} // namespace pb
