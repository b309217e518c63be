#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace pb::nim {

// Bounds of a game: the new-game dialog, the file parser and the scene agree on them.
inline constexpr int kMaxHeaps = 8;
inline constexpr int kMaxStones = 20;

// Take `count` stones from heap `heap` (0 = A).
struct NimMove {
    int heap = 0;
    int count = 0;
    friend bool operator==(const NimMove &, const NimMove &) = default;
};

// "A3": the heap letter in capitals and the count. parseMove() also takes the
// letter in lower case ("a3", as the original exercise's players type it); it checks only
// the spelling, not whether the heap exists or holds enough stones.
std::string moveToString(NimMove move);
std::optional<NimMove> parseMove(std::string_view text);
char heapLetter(int heap);

// XOR of all heap sizes: zero exactly when the player to move loses a normal
// game against perfect play.
int nimSum(std::span<const int> heaps);
bool isOver(std::span<const int> heaps);

// True when the player to move wins with perfect play. Normal play: the nim-sum
// is not zero. Misère play (the last stone loses) differs only when no heap has
// two stones or more: then the player to move wins when the number of
// one-stone heaps is even.
bool isWinning(std::span<const int> heaps, bool misere);

// The original exercise's perfect strategy. In a winning position: the first heap (in
// letter order) whose size XOR the nim-sum is smaller than itself, reduced to
// that size, which makes the nim-sum zero; in misère play the move that leaves
// an odd number of one-stone heaps once at most one heap has two stones or
// more. In a losing position (no winning move exists) it stalls by taking one
// stone from the first heap that has one. Requires !isOver(heaps).
NimMove perfectMove(std::span<const int> heaps, bool misere);

// The winning move, or nothing when the position is lost against perfect play.
std::optional<NimMove> winningMove(std::span<const int> heaps, bool misere);

// The fallible computer: mostly perfect, but in roughly one position in three
// where it could win it plays a random legal move instead. The choice is a pure
// function of `seed` and the heaps, so replaying a game (undo, redo, restart)
// shows the same moves. Requires !isOver(heaps).
NimMove fallibleMove(std::span<const int> heaps, bool misere, std::uint64_t seed);

} // namespace pb::nim
