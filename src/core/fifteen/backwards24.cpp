#include "backwards24.h"

#include "gridsymmetry.h"

#include <algorithm>

namespace pb::fifteen {

namespace {

constexpr int kCells = Pattern24::kCells;
constexpr int kHome = kCells - 1; // the blank's

using Tiles = std::array<std::uint8_t, kCells>;

// The cells the blank visits from `blank`, with every step straight back
// dropped together with the step it undoes.
std::vector<int> withoutReturns(int blank, const std::vector<int> &cells)
{
    std::vector<int> visited{blank};
    for (const int cell : cells) {
        if (visited.size() >= 2 && visited[visited.size() - 2] == cell)
            visited.pop_back();
        else
            visited.push_back(cell);
    }
    return {visited.begin() + 1, visited.end()};
}

} // namespace

Search24Result solveBackwards5(const Tiles &tiles, const Pattern24 &tables, const Search24Limits &limits,
                               std::stop_token stop, Progress &progress)
{
    const int blank = int(std::find(tiles.begin(), tiles.end(), 0) - tiles.begin());
    const int symmetry = symmetryToward5(blank, kHome);
    Tiles start{};
    for (int cell = 0; cell < kCells; ++cell)
        start[std::size_t(symmetric5(cell, symmetry))] = tiles[std::size_t(cell)];
    // In the turned board's cells until the end.
    std::vector<int> line = walkBlankHome5(start, symmetric5(blank, symmetry));
    // Each tile is named after its cell in the walked start; the goal, turned
    // (tile t on cell t - 1, the blank home) and so renamed, is searched.
    std::array<std::uint8_t, kCells> name{};
    for (int cell = 0; cell < kHome; ++cell)
        name[start[std::size_t(cell)]] = std::uint8_t(cell + 1);
    Tiles goal{};
    for (int cell = 0; cell < kHome; ++cell)
        goal[std::size_t(symmetric5(cell, symmetry))] = name[std::size_t(cell + 1)];
    const int walk = int(line.size());

    Search24Result result;
    bool solved = true;
    for (int cell = 0; cell < kHome; ++cell)
        solved = solved && goal[std::size_t(cell)] == cell + 1;
    if (!solved) {
        result = solveWeighted5(goal, tables, limits, stop, progress);
        // The searched position is at most the walk further from its goal
        // than the board is from the real one (there and back): the walk
        // comes off the bound with or without a line.
        result.lowerBound = std::max(0, result.lowerBound - walk);
        if (!result.cells)
            return result;
        // The search's blank went from the turned home to the walked start's
        // blank; the solution takes those steps back.
        const std::vector<int> &back = *result.cells;
        for (std::size_t i = back.size() - 1; i-- > 0;)
            line.push_back(back[i]);
        line.push_back(symmetric5(kHome, symmetry));
    }
    for (int &cell : line)
        cell = unsymmetric5(cell, symmetry);
    result.cells = withoutReturns(blank, line);
    return result;
}

} // namespace pb::fifteen
