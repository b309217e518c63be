#pragma once

#include "../search/progress.h"
#include "fifteenboard.h"
#include "patterndatabase.h"

#include <cstdint>
#include <functional>
#include <stop_token>
#include <vector>

namespace pb::fifteen {

// "Look for a shorter solution": anytime shortening of a known solution, for
// the boards whose solutions are not proved shortest (5 x 5 and up).
//
// Two moves alternate, each of which only ever keeps a strictly shorter result:
//  - re-solving: the reduction again, with other group sizes and weights and on
//    the board mirrored in the main diagonal (columns before rows), from the
//    start and from positions part-way along the best solution, whose tail it
//    replaces when it gets there in fewer moves;
//  - window polishing: for each stretch of L moves between two positions of
//    the best solution, IDA* (Manhattan distance between the two positions)
//    looks for a shorter way between them, within a node budget; L and the
//    budget grow pass after pass. A shorter way is spliced in, so the solution
//    stays valid after every change.
//
// Memory stays bounded: the solution, the IDA* stack of one window and the
// reduction's own bounded tables.
struct ImproveLimits {
    // Expansions (re-solving and polishing together) before run() returns;
    // unlimited by default: then only the stop token ends it.
    std::uint64_t maxNodes = ~std::uint64_t(0);
    // Re-solving takes its turns; without it, window polishing has all the
    // nodes (for lines far shorter than the reduction's, which re-solving
    // never beats).
    bool resolve = true;
};

// The line with every loop taken out: where it comes back to a position it
// passed before (a tile moved and moved back, say, where two searches' lines
// meet), the moves between go. A shorter line to the same goal, and one a
// player can step through: the session tells where a player is on a line by
// the position, which a loop makes ambiguous.
std::vector<int> withoutLoops(const FifteenBoard &board, const std::vector<int> &cells);

class SolutionImprover {
public:
    // `cells` must be a solution of `board` (the cells the blank visits); a
    // run without re-solving (ImproveLimits::resolve) polishes any line, to
    // whatever position it ends at, as only its windows are searched.
    // `databases` (may be null) finish the re-solved boards as solveLarge() does.
    SolutionImprover(const FifteenBoard &board, std::vector<int> cells, const PatternDatabases *databases);

    // Called on the running thread with each strictly shorter solution.
    using Callback = std::function<void(const std::vector<int> &cells)>;

    // Improves until stopped or past the limit, and returns the best solution.
    // A stop is noticed within a few milliseconds.
    const std::vector<int> &run(const ImproveLimits &limits, const Callback &improved, std::stop_token stop,
                                Progress &progress);

    // The shortest line yet without loops (withoutLoops()), as the callback
    // is given each: the polishing's own line keeps any that a splice made,
    // as its place on the line depends on the line's length.
    const std::vector<int> &best() const { return m_shortest; }

private:
    class Window;
    void resolveStep();
    void polishSome(std::uint64_t quota);
    bool accept(std::vector<int> cells);
    bool outOfNodes() const;
    void addNodes(std::uint64_t count);

    FifteenBoard m_board;
    std::vector<int> m_best;
    std::vector<int> m_shortest;
    const PatternDatabases *m_databases;

    // Valid during run().
    const Callback *m_improved = nullptr;
    std::stop_token m_stop;
    Progress *m_progress = nullptr;
    std::uint64_t m_nodes = 0;
    std::uint64_t m_maxNodes = 0;
    bool m_resolve = true;

    // Where the two kinds of step stand, kept across run() calls.
    std::size_t m_round = 0;        // re-solves done
    std::uint64_t m_resolveNodes = 0;
    std::uint64_t m_polishNodes = 0;
    int m_level = 0;                // polishing: window length and budget
    std::size_t m_cursor = 0;       // polishing: start of the next window
    bool m_passFound = false;       // polishing: this pass shortened something
    int m_fruitlessPasses = 0;      // polishing: passes in a row that shortened nothing
};

} // namespace pb::fifteen
