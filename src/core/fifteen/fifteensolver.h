#pragma once

#include "../search/progress.h"
#include "../search/solveresult.h"
#include "fifteenboard.h"
#include "patterndatabase.h"

#include <filesystem>
#include <memory>
#include <stop_token>
#include <string>
#include <vector>

namespace pb::fifteen {

// The god mode. An unsolvable board is refused at once by its parity; 3 x 3 is
// solved optimally from a table of all positions; 4 x 4 optimally by IDA* with
// additive pattern databases (the 6-6-3 built on first use and cached in
// options.cacheDirectory; the 7-7-1 instead when its file is there and the
// budget holds it); 5 x 5 by solveNearOptimal5() (search24.h) with the
// board's own tables (pattern24.h), built only where they can be cached,
// short but not proved shortest (optimal = false); 6 x 6 and up by
// solveBig() (bigsolver.h), and 5 x 5 without those tables by solveLarge(),
// short but not proved shortest (optimal = false; lowerBound holds
// conflictBound()), finishing with the databases when there is a cache
// directory to keep them in. SolveGoal::Improve on those boards runs a
// SolutionImprover (improver.h) on options.knownSolution until stopped.
SolveResult solveFifteen(const FifteenBoard &board, const SolveOptions &options, std::stop_token stop,
                         Progress &progress);

// Where the databases of `partition` live in a cache directory
// ("fifteen-6-6-3.pdb").
std::filesystem::path databaseFile(const std::filesystem::path &cacheDirectory,
                                   const PatternDatabases::Partition &partition = PatternDatabases::standardPartition());

// Maps `file` when it holds databases of `partition`; otherwise, when
// `buildThreads` is not 0, builds them on that many threads and writes them to
// `file` (unless it is empty). nullptr when they are not there and may not be
// built, or when stopped.
std::shared_ptr<const PatternDatabases> loadOrBuildDatabases(const std::filesystem::path &file,
                                                             const PatternDatabases::Partition &partition,
                                                             int buildThreads, std::stop_token stop,
                                                             Progress &progress);

// The process's standard databases: kept in memory once loaded or built, so
// only the first 4 x 4 solve of a run pays for them. Thread-safe.
std::shared_ptr<const PatternDatabases> standardDatabases(const std::filesystem::path &cacheDirectory,
                                                          int buildThreads, std::stop_token stop,
                                                          Progress &progress);

// The process's 7-7-1 databases, mapped from their file in `cacheDirectory`
// (and copied into large pages) once; null while the file is not there:
// these are never built here, as their build holds 1.5 GiB for minutes
// (`fifteenbench --korf100 1 --partition 7-7-1 --cache DIR` builds them).
// Thread-safe.
std::shared_ptr<const PatternDatabases> largeDatabases(const std::filesystem::path &cacheDirectory,
                                                       std::stop_token stop);

// The moves of a blank path as the numbers of the tiles that slide.
std::vector<std::string> tileMoves(FifteenBoard board, const std::vector<int> &blankCells);

} // namespace pb::fifteen
