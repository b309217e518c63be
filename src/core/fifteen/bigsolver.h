#pragma once

#include "../search/progress.h"
#include "fifteenboard.h"
#include "patterndatabase.h"

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <stop_token>
#include <vector>

namespace pb::fifteen {

struct BigSolverTuning {
    // Boards kept per layer by the beam search over the whole board, or over
    // what the stages leave of it (beamsearch.h); 0: none, the reduction
    // alone.
    std::size_t beamWidth = 0;
    // Expansions of SolutionImprover's polishing over the line found.
    std::uint64_t polishNodes = 0;
    // Boards kept per layer by the stages, the beams that solve the first
    // rows and columns left (a row and a column at a time unless stagePlans
    // says more), until wholeBoardSize rows are left; 0: no stages.
    std::size_t stageWidth = 0;
    int wholeBoardSize = 0;
    // The ways on from the first stage (a row and a column), each tried and
    // the shortest line kept: for each, how many rows and columns each
    // further stage solves; where the list ends, a row and a column a stage
    // until wholeBoardSize rows are left. An empty list: one way, a row and a
    // column a stage. The ways differ by some per cent board by board, as
    // the variants do, for the price of what follows the first stage only.
    std::vector<std::vector<int>> stagePlans{};
    // How much more a stage's own tiles weigh than the others.
    int stageWeight = 2;
    // Threads of each beam, at most two; 0: as many as usableCores() allows.
    // The line is the same for any number.
    int threads = 0;
    // Lines found, the shortest kept (1 to 4): the board with its moves tried
    // in the usual order, in the reverse order, and the board turned over its
    // main diagonal, each way.
    int variants = 1;
    // Wall time from the start by which the polishing stops, keeping the line
    // it has, as at a Stop: the answer comes within it on a busy machine too,
    // at the price of a line that then depends on the machine's speed. A
    // further variant or stage plan starts only where those before say it
    // ends within nine tenths of it.
    // Zero: no limit but polishNodes.
    std::chrono::milliseconds answerWithin{0};
};

// The tuning that gave dim x dim boards their shortest lines within about
// two seconds of two cores (bench/bigfifteenbench, docs/benchmarks.md).
BigSolverTuning defaultBigTuning(int dim);

// A short, not shortest, solution for 6 x 6 and up: on 8 x 8 and 9 x 9 first
// the stages, each a beam search (beamsearch.h) that brings the first rows
// and columns left home, until a 6 x 6 board is left, by each stage plan
// after the first stage; then a beam search over that (or over the whole
// board), each as wide as the memory budget allows
// the tuning's widths. Where a beam stalls short of its goal, or outgrows the
// budget, the reduction (largesolver.h) finishes from the best board it
// reached; then a bounded SolutionImprover run shortens the line. The blank's
// cells; nullopt only when stopped.
std::optional<std::vector<int>> solveBig(const FifteenBoard &board, const PatternDatabases *databases,
                                         std::size_t memoryBudgetBytes, std::stop_token stop, Progress &progress,
                                         const BigSolverTuning &tuning);

} // namespace pb::fifteen
