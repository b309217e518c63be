#include "pegpagoda.h"

#include <cmath>
#include <cstddef>

namespace pb::pegs {

namespace {

// Dense tableau simplex for: maximise c.x subject to A x <= b, x >= 0, with
// b >= 0, so the slack basis is feasible from the start. The problem is very
// degenerate, so a long run of pivots falls back to Bland's rule (smallest
// index enters and leaves), which rules out cycling.
// Returns the optimal x, or nothing when unbounded or out of iterations.
std::optional<std::vector<double>> simplexMaximise(const std::vector<std::vector<double>> &a,
                                                   const std::vector<double> &b,
                                                   const std::vector<double> &c)
{
    constexpr double kEps = 1e-9;
    constexpr int kDantzigPivots = 2000;
    const std::size_t m = a.size();
    const std::size_t n = c.size();
    const std::size_t width = n + m + 1; // variables, slacks, right-hand side
    std::vector<std::vector<double>> t(m + 1, std::vector<double>(width, 0.0));
    std::vector<std::size_t> basis(m);
    for (std::size_t i = 0; i < m; ++i) {
        for (std::size_t j = 0; j < n; ++j)
            t[i][j] = a[i][j];
        t[i][n + i] = 1.0;
        t[i][width - 1] = b[i];
        basis[i] = n + i;
    }
    for (std::size_t j = 0; j < n; ++j)
        t[m][j] = -c[j];

    for (int iteration = 0; iteration < 100000; ++iteration) {
        // The most negative reduced cost enters (Dantzig): on the European
        // board some 20 times faster than Bland's rule alone. Past
        // kDantzigPivots Bland's rule takes over, which cannot cycle, so the
        // loop still ends.
        std::size_t enter = width;
        const bool bland = iteration >= kDantzigPivots;
        for (std::size_t j = 0; j + 1 < width; ++j) {
            if (t[m][j] < -kEps && (enter == width || (!bland && t[m][j] < t[m][enter]))) {
                enter = j;
                if (bland)
                    break;
            }
        }
        if (enter == width) {
            std::vector<double> x(n, 0.0);
            for (std::size_t i = 0; i < m; ++i) {
                if (basis[i] < n)
                    x[basis[i]] = t[i][width - 1];
            }
            return x;
        }
        std::size_t leave = m;
        double bestRatio = 0;
        for (std::size_t i = 0; i < m; ++i) {
            if (t[i][enter] <= kEps)
                continue;
            const double ratio = t[i][width - 1] / t[i][enter];
            if (leave == m || ratio < bestRatio - kEps
                || (std::abs(ratio - bestRatio) <= kEps && basis[i] < basis[leave])) {
                leave = i;
                bestRatio = ratio;
            }
        }
        if (leave == m)
            return std::nullopt;
        const double pivot = t[leave][enter];
        for (double &value : t[leave])
            value /= pivot;
        for (std::size_t i = 0; i <= m; ++i) {
            if (i == leave || std::abs(t[i][enter]) <= kEps)
                continue;
            const double factor = t[i][enter];
            for (std::size_t j = 0; j < width; ++j)
                t[i][j] -= factor * t[leave][j];
        }
        basis[leave] = enter;
    }
    return std::nullopt;
}

bool isPagoda(const PegGeometry &geometry, const PagodaWeights &w)
{
    for (const Jump &jump : geometry.jumps()) {
        if (w[std::size_t(jump.from)] + w[std::size_t(jump.over)] < w[std::size_t(jump.to)])
            return false;
    }
    return true;
}

} // namespace

int pagodaValue(const PagodaWeights &weights, PegBits pegs)
{
    int value = 0;
    for (; pegs; pegs &= pegs - 1)
        value += weights[std::size_t(lowestHole(pegs))];
    return value;
}

std::optional<PagodaWeights> findPagoda(const PegGeometry &geometry, PegBits pegs, PegBits target)
{
    const std::size_t holes = std::size_t(geometry.holeCount());
    if (holes == 0)
        return std::nullopt;
    // Weights are free in sign: w = u - v with u, v in [0, 1]. Every constraint
    // then has a right-hand side of 0 or 1, and w = 0 is a feasible start.
    std::vector<std::vector<double>> a;
    std::vector<double> b;
    for (const Jump &jump : geometry.jumps()) {
        std::vector<double> row(2 * holes, 0.0);
        // w(to) - w(from) - w(over) <= 0
        for (const auto &[hole, sign] : {std::pair{jump.to, 1.0}, {jump.from, -1.0}, {jump.over, -1.0}}) {
            row[std::size_t(hole)] += sign;
            row[holes + std::size_t(hole)] -= sign;
        }
        a.push_back(std::move(row));
        b.push_back(0.0);
    }
    for (std::size_t j = 0; j < 2 * holes; ++j) {
        std::vector<double> row(2 * holes, 0.0);
        row[j] = 1.0;
        a.push_back(std::move(row));
        b.push_back(1.0);
    }
    std::vector<double> c(2 * holes, 0.0);
    for (std::size_t h = 0; h < holes; ++h) {
        const double weight = ((target >> h) & 1) - double((pegs >> h) & 1);
        c[h] = weight;
        c[holes + h] = -weight;
    }
    const auto x = simplexMaximise(a, b, c);
    if (!x)
        return std::nullopt;

    // The optimum is a vertex with small rational weights: scale them to
    // integers and keep the first scaling that is still a pagoda and a proof.
    for (const int scale : {1, 2, 3, 4, 5, 6, 8, 10, 12, 24, 60}) {
        PagodaWeights weights(holes);
        for (std::size_t h = 0; h < holes; ++h)
            weights[h] = int(std::lround(((*x)[h] - (*x)[holes + h]) * scale));
        if (pagodaValue(weights, target) > pagodaValue(weights, pegs) && isPagoda(geometry, weights))
            return weights;
    }
    return std::nullopt;
}

} // namespace pb::pegs
