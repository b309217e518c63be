#include "eighttable.h"

#include <algorithm>
#include <utility>

namespace pb::fifteen {

namespace {

constexpr int kCells = 9;
constexpr std::uint32_t kPermutations = 362880; // 9!
constexpr std::uint8_t kUnknown = 0xFF;

int blankOf(const EightTable::Tiles &tiles)
{
    for (int cell = 0; cell < kCells; ++cell) {
        if (tiles[std::size_t(cell)] == 0)
            return cell;
    }
    return -1;
}

template<class Visit>
void forEachNeighbour(int cell, Visit visit)
{
    const int row = cell / 3;
    const int col = cell % 3;
    if (row > 0)
        visit(cell - 3);
    if (row < 2)
        visit(cell + 3);
    if (col > 0)
        visit(cell - 1);
    if (col < 2)
        visit(cell + 1);
}

} // namespace

const EightTable &EightTable::instance()
{
    static const EightTable table;
    return table;
}

// Lehmer code: for each cell, how many later cells hold a smaller tile.
std::uint32_t EightTable::rank(const Tiles &tiles)
{
    std::uint32_t result = 0;
    for (int i = 0; i < kCells; ++i) {
        std::uint32_t smaller = 0;
        for (int j = i + 1; j < kCells; ++j)
            smaller += tiles[std::size_t(j)] < tiles[std::size_t(i)];
        result = result * std::uint32_t(kCells - i) + smaller;
    }
    return result;
}

EightTable::Tiles EightTable::unrank(std::uint32_t rank)
{
    std::array<std::uint32_t, kCells> digits{};
    for (int i = kCells - 1; i >= 0; --i) {
        digits[std::size_t(i)] = rank % std::uint32_t(kCells - i);
        rank /= std::uint32_t(kCells - i);
    }
    Tiles tiles{};
    std::array<bool, kCells> used{};
    for (int i = 0; i < kCells; ++i) {
        std::uint32_t skip = digits[std::size_t(i)];
        for (int value = 0; value < kCells; ++value) {
            if (used[std::size_t(value)])
                continue;
            if (skip-- == 0) {
                tiles[std::size_t(i)] = std::uint8_t(value);
                used[std::size_t(value)] = true;
                break;
            }
        }
    }
    return tiles;
}

EightTable::EightTable()
    : m_distance(kPermutations, kUnknown)
{
    const Tiles goal{1, 2, 3, 4, 5, 6, 7, 8, 0};
    std::vector<std::uint32_t> frontier{rank(goal)};
    m_distance[frontier.front()] = 0;
    for (std::uint8_t depth = 1; !frontier.empty(); ++depth) {
        std::vector<std::uint32_t> next;
        for (const std::uint32_t at : frontier) {
            Tiles tiles = unrank(at);
            const int blank = blankOf(tiles);
            forEachNeighbour(blank, [&](int cell) {
                std::swap(tiles[std::size_t(blank)], tiles[std::size_t(cell)]);
                const std::uint32_t r = rank(tiles);
                if (m_distance[r] == kUnknown) {
                    m_distance[r] = depth;
                    next.push_back(r);
                }
                std::swap(tiles[std::size_t(blank)], tiles[std::size_t(cell)]);
            });
        }
        frontier = std::move(next);
    }
}

int EightTable::distance(const Tiles &tiles) const
{
    const std::uint8_t d = m_distance[rank(tiles)];
    return d == kUnknown ? -1 : d;
}

std::size_t EightTable::countAt(int distance) const
{
    return std::size_t(std::count(m_distance.begin(), m_distance.end(), std::uint8_t(distance)));
}

EightTable::Tiles EightTable::positionAt(int distance, std::size_t index) const
{
    for (std::uint32_t at = 0; at < kPermutations; ++at) {
        if (m_distance[at] == distance && index-- == 0)
            return unrank(at);
    }
    return {}; // unreachable: index < countAt(distance)
}

std::vector<int> EightTable::solve(Tiles tiles) const
{
    std::vector<int> path;
    for (int d = distance(tiles); d > 0; --d) {
        const int blank = blankOf(tiles);
        int best = -1;
        forEachNeighbour(blank, [&](int cell) {
            std::swap(tiles[std::size_t(blank)], tiles[std::size_t(cell)]);
            if (best < 0 && distance(tiles) == d - 1)
                best = cell;
            std::swap(tiles[std::size_t(blank)], tiles[std::size_t(cell)]);
        });
        std::swap(tiles[std::size_t(blank)], tiles[std::size_t(best)]);
        path.push_back(best);
    }
    return path;
}

} // namespace pb::fifteen
