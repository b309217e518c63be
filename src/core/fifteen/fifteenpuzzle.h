#pragma once

#include "../common/parseerror.h"
#include "../common/puzzle.h"
#include "fifteenboard.h"

#include <optional>
#include <string_view>

namespace pb::fifteen {

// A move is written as the number of the tile that slides into the blank ("7").
std::optional<int> parseMove(std::string_view text);

class FifteenPuzzle final : public Puzzle {
public:
    static constexpr std::string_view kFamily = "fifteen";

    explicit FifteenPuzzle(const FifteenBoard &board);

    const FifteenBoard &board() const { return m_board; }

    std::string_view family() const override { return kFamily; }
    std::unique_ptr<Puzzle> clone() const override;
    bool equals(const Puzzle &other) const override;
    std::vector<std::string> legalMoves() const override;
    std::optional<Message> apply(std::string_view move) override;
    bool isSolved() const override;
    std::string save() const override;
    std::string gameIdBody() const override;
    std::string render() const override;
    Message summary() const override;
    Message describeMove(std::string_view move) const override;
    std::string sizeText() const override;
    SolveResult solve(const SolveOptions &options, std::stop_token stop,
                      Progress &progress) const override;
    Capabilities capabilities() const override;
    // Exact on 3 x 3 and 4 x 4, a bound and a line past them, the parity
    // drawn when unsolvable (fifteencoach.cpp).
    Assessment assess(const AssessOptions &options, std::stop_token stop, Progress &progress) const override;
    // The slid tile's cell and the blank's, which it enters.
    std::vector<int> cellsOf(std::string_view move) const override;
    std::optional<Message> unsolvableReason() const override { return m_board.unsolvableReason(); }

private:
    FifteenBoard m_board;
};

// A .fif board file (see fifteenfile.h) as a puzzle, for the family registry.
Parsed<std::unique_ptr<Puzzle>> parseFifteenBoard(std::string_view text);

} // namespace pb::fifteen
