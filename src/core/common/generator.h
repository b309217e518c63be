#pragma once

#include "message.h"

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <random>
#include <stop_token>
#include <string>
#include <string_view>
#include <vector>

namespace pb {

class Puzzle;

// How hard a generated puzzle is, where the person does not ask for an exact
// number of moves. Each family maps the three onto ranges of its fewest moves
// (or of what measures it), documented in its FamilyInfo::generateHelp.
enum class Difficulty { Easy, Medium, Hard };

// An option a family's generator takes of its own (Nim's misère): a word of
// the recipe after '.', and --NAME to puzzlebox-cli generate. No shared code
// names one.
struct GenerateOption {
    std::string_view name;
    const char *help = ""; // English, for puzzlebox-cli generate --help
};

// What a family's generator is asked for (puzzlebox-cli generate, the New
// dialogs). The family reads the size its own way: Roller-Board rows x
// columns, Fifteen the side, peg solitaire a triangle's side or a rectangle,
// Nim the number of heaps.
struct GenerateRequest {
    int rows = 0;    // 0: the family's default size
    int columns = 0; // 0: only one number was given (`rows`)
    // A board the family names instead of a size (peg solitaire: "english",
    // "european"); empty for none.
    std::string shape;
    // Exactly this many moves (the fewest that solve it); nullopt: `difficulty`.
    std::optional<int> moves;
    Difficulty difficulty = Difficulty::Medium;
    std::uint64_t seed = 0;
    // Games against an opponent: the player to move can win (or cannot).
    bool winning = true;
    // The family's own options asked for (FamilyInfo::generateOptions), by
    // name, in the order the family lists them.
    std::vector<std::string> options;
    // Where a generator may keep tables between runs (SolveOptions::cacheDirectory).
    std::filesystem::path cacheDirectory;
};

// Whether `request` asks for the family's option `name`.
bool asksFor(const GenerateRequest &request, std::string_view name);

// A generated puzzle, or why none fits the request.
struct Generated {
    std::unique_ptr<Puzzle> puzzle;
    Message reason;     // set when there is no puzzle
    bool stopped = false; // the stop token was requested before it was done
    // The fewest moves that solve it, where the generator knows them exactly;
    // -1 otherwise (a shuffle of a large Fifteen, Nim).
    int fewestMoves = -1;
};

// The generators' random numbers: std::mt19937_64 is specified to the bit and
// the bounded draw is done here, so a seed gives the same puzzle with every
// standard library (std::uniform_int_distribution is not specified).
class GeneratorRandom {
public:
    explicit GeneratorRandom(std::uint64_t seed)
        : m_engine(seed)
    {
    }
    // Uniform in 0..bound-1 (bound > 0), by rejection so that no value is favoured.
    std::uint64_t below(std::uint64_t bound);
    // Uniform in low..high (inclusive).
    int between(int low, int high) { return low + int(below(std::uint64_t(high - low + 1))); }
    std::uint64_t next() { return m_engine(); }

private:
    std::mt19937_64 m_engine;
};

// The moves a difficulty asks for when the longest a size allows is
// `largest`: easy the lower half but for the shortest, medium up to about
// four fifths, hard the rest (6 x 6 Roller-Board, 14: easy 4-7, medium 8-11,
// hard 12-14). Never empty for largest >= 1.
struct MoveRange {
    int low = 1;
    int high = 1;
};
MoveRange difficultyRange(Difficulty difficulty, int largest);

} // namespace pb
