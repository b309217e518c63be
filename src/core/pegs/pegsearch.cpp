#include "pegsearch_p.h"

#include "pegpagoda.h"

namespace pb::pegs::detail {

namespace {

struct Transform {
    int rr, rc, cr, cc; // (r, c) -> (rr*r + rc*c, cr*r + cc*c)
};

std::vector<Transform> transforms(Lattice lattice)
{
    if (lattice == Lattice::Square) {
        return {{1, 0, 0, 1}, {1, 0, 0, -1}, {-1, 0, 0, 1}, {-1, 0, 0, -1},
                {0, 1, 1, 0}, {0, 1, -1, 0}, {0, -1, 1, 0}, {0, -1, -1, 0}};
    }
    // In left-aligned triangle coordinates a 60 degree turn is
    // (r, c) -> (c, c - r) and a mirror is (r, c) -> (c, r).
    std::vector<Transform> result;
    Transform turn{1, 0, 0, 1};
    for (int k = 0; k < 6; ++k) {
        result.push_back(turn);
        result.push_back({turn.rc, turn.rr, turn.cc, turn.cr}); // turn after mirror
        turn = {turn.cr, turn.cc, turn.cr - turn.rr, turn.cc - turn.rc};
    }
    return result;
}

// Where each hole goes under `t` followed by the translation that lines the
// image up with the board; empty when some hole lands off the board.
std::vector<int> holePermutation(const PegGeometry &geometry, const Transform &t)
{
    const auto &holes = geometry.holes();
    if (holes.empty())
        return {};
    int minRow = holes[0].row, minCol = holes[0].col;
    int minImageRow = t.rr * holes[0].row + t.rc * holes[0].col;
    int minImageCol = t.cr * holes[0].row + t.cc * holes[0].col;
    for (const Cell &cell : holes) {
        minRow = std::min(minRow, cell.row);
        minCol = std::min(minCol, cell.col);
        minImageRow = std::min(minImageRow, t.rr * cell.row + t.rc * cell.col);
        minImageCol = std::min(minImageCol, t.cr * cell.row + t.cc * cell.col);
    }
    std::vector<int> permutation;
    for (const Cell &cell : holes) {
        const int hole = geometry.holeAt(t.rr * cell.row + t.rc * cell.col - minImageRow + minRow,
                                         t.cr * cell.row + t.cc * cell.col - minImageCol + minCol);
        if (hole < 0)
            return {};
        permutation.push_back(hole);
    }
    return permutation;
}

} // namespace

std::vector<CompiledJump> compileJumps(const PegGeometry &geometry)
{
    std::vector<CompiledJump> jumps;
    jumps.reserve(geometry.jumps().size());
    for (std::size_t i = 0; i < geometry.jumps().size(); ++i) {
        const Jump &j = geometry.jumps()[i];
        jumps.push_back(CompiledJump{bit(j.from) | bit(j.over), bit(j.to),
                                     bit(j.from) | bit(j.over) | bit(j.to), int(i)});
    }
    return jumps;
}

std::vector<CompiledJump> centreFirst(const PegGeometry &geometry, std::vector<CompiledJump> jumps)
{
    double midRow = 0, midCol = 0;
    for (const Cell &cell : geometry.holes()) {
        midRow += cell.row;
        midCol += cell.col;
    }
    midRow /= std::max(1, geometry.holeCount());
    midCol /= std::max(1, geometry.holeCount());
    auto distance = [&](const CompiledJump &jump) {
        const Cell cell = geometry.cellOf(geometry.jumps()[std::size_t(jump.index)].to);
        return (cell.row - midRow) * (cell.row - midRow) + (cell.col - midCol) * (cell.col - midCol);
    };
    std::stable_sort(jumps.begin(), jumps.end(),
                     [&](const CompiledJump &a, const CompiledJump &b) { return distance(a) < distance(b); });
    return jumps;
}

Symmetries::Symmetries(const PegGeometry &geometry, PegBits fixedSet)
{
    const int holes = geometry.holeCount();
    m_chunks = (holes + 7) / 8;
    for (const auto &transform : transforms(geometry.lattice())) {
        const auto permutation = holePermutation(geometry, transform);
        if (permutation.empty())
            continue;
        bool identity = true;
        PegBits fixedImage = 0;
        for (int h = 0; h < holes; ++h) {
            identity = identity && permutation[std::size_t(h)] == h;
            if (fixedSet & bit(h))
                fixedImage |= bit(permutation[std::size_t(h)]);
        }
        if (identity || fixedImage != fixedSet)
            continue;
        // Byte-wise lookup: mapping a position costs one load per 8 holes.
        std::vector<PegBits> table(std::size_t(m_chunks) * 256, 0);
        // Built value by value from the value without its lowest bit: this
        // runs on every solve, so it must cost next to nothing on small boards.
        for (int chunk = 0; chunk < m_chunks; ++chunk) {
            PegBits *row = &table[std::size_t(chunk * 256)];
            for (int value = 1; value < 256; ++value) {
                const int hole = chunk * 8 + std::countr_zero(unsigned(value));
                row[value] = row[value & (value - 1)]
                             | (hole < holes ? bit(permutation[std::size_t(hole)]) : 0);
            }
        }
        m_tables.push_back(std::move(table));
    }
}

PagodaPruner::PagodaPruner(const PegGeometry &geometry, const Symmetries &symmetries)
    : m_geometry(geometry)
    , m_symmetries(symmetries)
    , m_chunks((geometry.holeCount() + 7) / 8)
    , m_byHole(std::size_t(geometry.holeCount()))
    , m_weights(std::size_t(geometry.holeCount()))
{
}

std::size_t PagodaPruner::count() const
{
    std::size_t total = 0;
    for (const auto &list : m_byHole)
        total += list.size();
    return total;
}

void PagodaPruner::add(int hole, const std::vector<int> &weights)
{
    auto &known = m_weights[std::size_t(hole)];
    if (m_byHole[std::size_t(hole)].size() >= kMaxPerHole
        || std::find(known.begin(), known.end(), weights) != known.end())
        return;
    known.push_back(weights);
    Pagoda pagoda;
    pagoda.table.assign(std::size_t(m_chunks) * 256, 0);
    for (int chunk = 0; chunk < m_chunks; ++chunk) {
        for (int byte = 1; byte < 256; ++byte) {
            const int h = chunk * 8 + std::countr_zero(unsigned(byte));
            pagoda.table[std::size_t(chunk * 256 + byte)] = pagoda.table[std::size_t(chunk * 256 + (byte & (byte - 1)))]
                + (h < m_geometry.holeCount() ? weights[std::size_t(h)] : 0);
        }
    }
    pagoda.threshold = weights[std::size_t(hole)];
    m_byHole[std::size_t(hole)].push_back(std::move(pagoda));
}

bool PagodaPruner::learn(PegBits pegs, PegBits wanted)
{
    bool added = false;
    for (; wanted; wanted &= wanted - 1) {
        const int hole = lowestHole(wanted);
        if (refutesHole(pegs, hole) || m_byHole[std::size_t(hole)].size() >= kMaxPerHole)
            continue;
        const auto weights = findPagoda(m_geometry, pegs, bit(hole));
        if (!weights)
            continue;
        added = true;
        add(hole, *weights);
        // A mirror image of a pagoda is a pagoda for the mirrored hole.
        for (std::size_t t = 0; t < m_symmetries.count(); ++t) {
            std::vector<int> image(weights->size(), 0);
            for (int h = 0; h < m_geometry.holeCount(); ++h)
                image[std::size_t(lowestHole(m_symmetries.map(t, bit(h))))] = (*weights)[std::size_t(h)];
            add(lowestHole(m_symmetries.map(t, bit(hole))), image);
        }
    }
    return added;
}

std::string formatBytes(std::size_t bytes)
{
    if (bytes >= (std::size_t(1) << 20))
        return std::to_string(bytes >> 20) + " MiB";
    if (bytes >= 1024)
        return std::to_string(bytes >> 10) + " KiB";
    return std::to_string(bytes) + " bytes";
}

} // namespace pb::pegs::detail
