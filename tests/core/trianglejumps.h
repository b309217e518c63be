#pragma once

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
