#pragma once

#include "message.h"
#include "../search/progress.h"
#include "../search/solveresult.h"

#include <memory>
#include <optional>
#include <stop_token>
#include <string>
#include <string_view>
#include <vector>

namespace pb {

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

    // Runs the family's solver on this position. Called on a worker thread on a
    // private copy; must return soon after `stop` is requested.
    virtual SolveResult solve(const SolveOptions &options, std::stop_token stop,
                              Progress &progress) const = 0;
    // Whether solve() can do SolveGoal::Improve here: look for solutions
    // shorter than one that is not proved shortest (Fifteen from 5 x 5 up).
    virtual bool canImproveSolutions() const { return false; }

    // Games against the computer: when it is the computer's turn in this
    // position, the move it plays; otherwise (and for every solitaire puzzle)
    // nothing. The window plays it after a short pause as an ordinary move.
    virtual std::optional<std::string> opponentMove() const { return std::nullopt; }
};

} // namespace pb
