#pragma once

#include <array>

namespace pb::fifteen {

// The cells next to each cell of a Dim x Dim board, in reading order, -1
// padded: the cells the blank can move to, for the searches' inner loops.
template <int Dim>
constexpr std::array<std::array<int, 4>, Dim * Dim> gridNeighbours()
{
    std::array<std::array<int, 4>, Dim * Dim> result{};
    for (int cell = 0; cell < Dim * Dim; ++cell) {
        int n = 0;
        auto &list = result[std::size_t(cell)];
        list.fill(-1);
        if (cell >= Dim)
            list[std::size_t(n++)] = cell - Dim;
        if (cell < Dim * (Dim - 1))
            list[std::size_t(n++)] = cell + Dim;
        if (cell % Dim > 0)
            list[std::size_t(n++)] = cell - 1;
        if (cell % Dim < Dim - 1)
            list[std::size_t(n++)] = cell + 1;
    }
    return result;
}

} // namespace pb::fifteen
