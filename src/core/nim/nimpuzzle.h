#pragma once

#include "../common/puzzle.h"
#include "nimstrategy.h"

#include <cstdint>
#include <vector>

namespace pb::nim {

enum class Player { Human, Computer };
enum class Level { Perfect, Fallible };

inline Player opponentOf(Player player)
{
    return player == Player::Human ? Player::Computer : Player::Human;
}

// How a game is played, beyond its heaps.
struct NimRules {
    bool misere = false; // the last stone loses
    Player starts = Player::Human;
    Level level = Level::Perfect;
    // Drives the fallible computer's mistakes; part of the game, so a replay
    // makes the same mistakes.
    std::uint64_t seed = 0;
};

// A game of Nim between a person and the computer: the heaps, whose turn it
// is, whether the last stone wins (normal play) or loses (misère play), and
// how well the computer plays. Moves are written as heap letter and count
// ("A3"); apply() accepts a move of whichever side is to move, so a solution
// line or a saved game replays the computer's moves like any other.
class NimPuzzle final : public Puzzle {
public:
    static constexpr std::string_view kFamily = "nim";

    using Rules = NimRules;

    // Heap sizes are clamped to 0..kMaxStones and at most kMaxHeaps are kept.
    explicit NimPuzzle(std::vector<int> heaps, Rules rules = {});
    // The original exercise's game: heaps A: 5, B: 4, C: 3, the person moves first, normal play.
    static NimPuzzle classicGame(Rules rules = {});

    const std::vector<int> &heaps() const { return m_heaps; }
    bool isMisere() const { return m_rules.misere; }
    Level level() const { return m_rules.level; }
    std::uint64_t seed() const { return m_rules.seed; }
    const Rules &rules() const { return m_rules; }
    Player toMove() const { return m_toMove; }
    // No stones left.
    bool isOver() const;
    // The player who won, once the game is over: who took the last stone in
    // normal play, the other one in misère play.
    Player winner() const;
    int stonesLeft() const;
    // The move the computer plays here at its level (requires !isOver()).
    NimMove computerMove() const;

    std::string_view family() const override { return kFamily; }
    std::unique_ptr<Puzzle> clone() const override;
    bool equals(const Puzzle &other) const override;
    std::vector<std::string> legalMoves() const override;
    std::optional<Message> apply(std::string_view move) override;
    // The person won.
    bool isSolved() const override;
    std::string save() const override;
    std::string gameIdBody() const override;
    std::string render() const override;
    Message summary() const override;
    // "take 2 stones from heap C", as a hint names it.
    Message describeMove(std::string_view move) const override;
    std::string sizeText() const override;
    // The heaps ("5-4-3"), and for misère play the word, so the window's
    // title and Statistics tell the two games apart: "5-4-3, misère".
    Message boardName() const override;
    // The game's value for the player to move (SolveResult::value) and a line
    // to the end of the game with the computer's moves as it plays them: in a
    // won position the person plays the original exercise's perfect strategy;
    // in a lost one the line makes the computer take longest (or wins, where
    // the fallible computer's mistakes allow it).
    SolveResult solve(const SolveOptions &options, std::stop_token stop,
                      Progress &progress) const override;
    std::optional<std::string> opponentMove() const override;
    // From the person's side (nimcoach.cpp): Reachable when the person wins
    // with perfect play, whoever is to move.
    Assessment assess(const AssessOptions &options, std::stop_token stop, Progress &progress) const override;
    // The heap's number (0 = A): Nim's cells are its heaps.
    std::vector<int> cellsOf(std::string_view move) const override;
    Capabilities capabilities() const override { return Capability::Opponent | Capability::ExplainedHints; }

private:
    // SolveResult::valueAnswer for solve()'s line.
    Message valueAnswer(const SolveResult &result) const;

    std::vector<int> m_heaps;
    Rules m_rules;
    Player m_toMove;
};

} // namespace pb::nim
