#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <deque>
#include <vector>

// The 15-hole triangle's jumps as the original exercise lists them, typed in
// rather than taken from PegGeometry, so that the reference searches of the
// tests share nothing with the code under test.
struct Triple {
    int from, over, to;
};

inline const std::vector<Triple> kTriangleMoves = [] {
    const Triple lines[] = {{3, 4, 5},   {6, 7, 8},   {7, 8, 9}, {10, 11, 12}, {11, 12, 13}, {12, 13, 14},
                            {0, 1, 3},   {1, 3, 6},   {3, 6, 10}, {2, 4, 7},   {4, 7, 11},   {5, 8, 12},
                            {0, 2, 5},   {2, 5, 9},   {5, 9, 14}, {1, 4, 8},   {4, 8, 13},   {3, 7, 12}};
    std::vector<Triple> moves;
    for (const Triple &t : lines) {
        moves.push_back(t);
        moves.push_back({t.to, t.over, t.from});
    }
    return moves;
}();

inline constexpr int kHoles = 15;
inline constexpr int kUnreached = -1;

// Every position one chain of jumps (by one peg, one jump or more) leads to.
inline void chainsFrom(std::uint32_t pegs, int hole, std::vector<std::uint32_t> &out)
{
    for (const Triple &m : kTriangleMoves) {
        if (m.from == hole && (pegs >> m.over & 1) && !(pegs >> m.to & 1)) {
            const std::uint32_t next = pegs ^ (1u << m.from) ^ (1u << m.over) ^ (1u << m.to);
            out.push_back(next);
            chainsFrom(next, m.to, out);
        }
    }
}

// Breadth-first search over chains from `start`: the fewest moves to one peg
// in each hole (kUnreached where none).
inline std::array<int, kHoles> bruteFewestMoves(std::uint32_t start)
{
    std::vector<int> distance(std::size_t(1) << kHoles, kUnreached);
    std::array<int, kHoles> fewest;
    fewest.fill(kUnreached);
    std::deque<std::uint32_t> queue{start};
    distance[start] = 0;
    while (!queue.empty()) {
        const std::uint32_t pegs = queue.front();
        queue.pop_front();
        if (std::popcount(pegs) == 1) {
            const int hole = std::countr_zero(pegs);
            if (fewest[std::size_t(hole)] == kUnreached)
                fewest[std::size_t(hole)] = distance[pegs];
            continue;
        }
        std::vector<std::uint32_t> next;
        for (int hole = 0; hole < kHoles; ++hole) {
            if (pegs >> hole & 1)
                chainsFrom(pegs, hole, next);
        }
        for (const std::uint32_t child : next) {
            if (distance[child] == kUnreached) {
                distance[child] = distance[pegs] + 1;
                queue.push_back(child);
            }
        }
    }
    return fewest;
}
