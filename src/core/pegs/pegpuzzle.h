#pragma once

#include "../common/puzzle.h"
#include "peggeometry.h"

#include <optional>
#include <string_view>

namespace pb::pegs {

// Moves are written FROM-TO with hole numbers in reading order ("11-4"); the
// jumped hole follows from the geometry.
std::string moveToString(const Jump &jump);
std::optional<Jump> parseMove(const PegGeometry &geometry, std::string_view text);
// The jumps of a chain "5-17-29" (one peg's jumps in a row; a single jump is
// a chain of one), each a jump of the board; whether they are legal is
// apply()'s question.
std::optional<std::vector<Jump>> parseChain(const PegGeometry &geometry, std::string_view text);

// The chain of one peg's jumps that turns `before` into `after` (a single
// jump is a chain of one), legal hop by hop; nullopt when no chain does. Two
// positions do not say in which order a chain took its pegs when several
// orders end alike: the first found, in the order of the board's jumps().
std::optional<std::vector<Jump>> chainBetween(const PegGeometry &geometry, PegBits before, PegBits after);

bool isLegal(const Jump &jump, PegBits pegs);
inline PegBits applyJump(const Jump &jump, PegBits pegs)
{
    return pegs ^ (bit(jump.from) | bit(jump.over) | bit(jump.to));
}

class PegPuzzle final : public Puzzle {
public:
    static constexpr std::string_view kFamily = "pegs";

    PegPuzzle(std::shared_ptr<const PegGeometry> geometry, PegBits pegs);
    // The original exercise's game: 15-hole triangle, every hole filled but hole 4.
    static PegPuzzle classicTriangle();

    const PegGeometry &geometry() const { return *m_geometry; }
    std::shared_ptr<const PegGeometry> sharedGeometry() const { return m_geometry; }
    PegBits pegs() const { return m_pegs; }
    int pegCount() const;
    bool hasPeg(int hole) const { return (m_pegs & bit(hole)) != 0; }
    std::vector<Jump> legalJumps() const;

    std::string_view family() const override { return kFamily; }
    std::unique_ptr<Puzzle> clone() const override;
    bool equals(const Puzzle &other) const override;
    std::vector<std::string> legalMoves() const override;
    std::optional<Message> apply(std::string_view move) override;
    bool isSolved() const override; // exactly one peg left
    std::string save() const override;
    std::string gameIdBody() const override;
    std::string render() const override;
    Message summary() const override;
    Message describeMove(std::string_view move) const override;
    int stepsIn(std::string_view move) const override; // a chain's jumps
    // The triangle and the classic crosses by name ("triangle-15",
    // "english-33"), a full rectangle by its size ("4x5"), any other board
    // by its holes ("17-holes").
    std::string sizeText() const override;
    Message boardName() const override;
    SolveResult solve(const SolveOptions &options, std::stop_token stop,
                      Progress &progress) const override;
    // pegcoach.h: within coachBudget() of the board.
    Assessment assess(const AssessOptions &options, std::stop_token stop, Progress &progress) const override;
    // The from, over and to holes of each jump of the move, each hole once.
    std::vector<int> cellsOf(std::string_view move) const override;
    Capabilities capabilities() const override
    {
        return Capability::FinishCells | Capability::CountSolutions | Capability::BoardEditing
               | Capability::FewestMoves;
    }

private:
    std::shared_ptr<const PegGeometry> m_geometry;
    PegBits m_pegs;
};

} // namespace pb::pegs
