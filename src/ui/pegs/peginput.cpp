#include "peginput.h"

#include "core/pegs/pegpuzzle.h"

#include <cmath>

using pb::pegs::Cell;
using pb::pegs::Jump;
using pb::pegs::Lattice;
using pb::pegs::PegBits;
using pb::pegs::PegGeometry;

PegInput::Answer PegInput::clickHole(const PegGeometry &geometry, PegBits pegs, int selected,
                                     const std::optional<Jump> &hint, int hole, InputDevice device)
{
    if (pegs & pb::pegs::bit(hole)) {
        if (hole == selected)
            return {{}, -1, {}};
        if (landingHoles(geometry, pegs, hole) != 0)
            return {{},
                    hole,
                    (device == InputDevice::Keys
                         ? tr("Peg %1 selected: move the ring to a highlighted hole and press Space to jump there.")
                         : tr("Peg %1 selected: click a highlighted hole to jump there."))
                        .arg(hole)};
        return {{},
                selected,
                tr("Peg %1 has no jump: it needs a neighbouring peg with an empty hole right behind it.").arg(hole)};
    }
    if (selected < 0 && hint && hole == hint->to) {
        // The hint's mark ends in this hole: a click on it plays the hint.
        return {pb::pegs::moveToString(*hint), selected, {}};
    }
    if (selected < 0)
        return {{}, -1, tr("Hole %1 is empty. Select a peg first, then the hole it should jump into.").arg(hole)};
    if (landingHoles(geometry, pegs, selected) & pb::pegs::bit(hole))
        return {pb::pegs::moveToString(*geometry.findJump(selected, hole)), -1, {}};
    return {{}, selected, jumpRefusal(selected, hole)};
}

PegBits PegInput::landingHoles(const PegGeometry &geometry, PegBits pegs, int from)
{
    PegBits landing = 0;
    for (const Jump &jump : geometry.jumps()) {
        if (jump.from == from && pb::pegs::isLegal(jump, pegs))
            landing |= pb::pegs::bit(jump.to);
    }
    return landing;
}

QString PegInput::jumpRefusal(int from, int to)
{
    return tr("Peg %1 cannot jump into hole %2: a peg jumps over one neighbouring peg into the empty hole right "
              "behind it.")
        .arg(from)
        .arg(to);
}

double PegInput::across(Lattice lattice, Cell cell)
{
    return lattice == Lattice::Triangle ? cell.col - cell.row / 2.0 : cell.col;
}

int PegInput::focusStep(const PegGeometry &geometry, int from, int rowStep, int colStep, double aim)
{
    const Cell here = geometry.cellOf(from);
    int best = -1;
    if (colStep != 0) {
        for (int col = here.col + colStep; col >= 0 && col < geometry.cols() && best < 0; col += colStep)
            best = geometry.holeAt(here.row, col);
        return best;
    }
    for (int row = here.row + rowStep; rowStep != 0 && row >= 0 && row < geometry.rows() && best < 0;
         row += rowStep) {
        double bestOffset = 0;
        for (int col = 0; col < geometry.cols(); ++col) {
            const int hole = geometry.holeAt(row, col);
            if (hole < 0)
                continue;
            const double offset = std::abs(across(geometry.lattice(), Cell{row, col}) - aim);
            if (best < 0 || offset < bestOffset - 1e-8) {
                best = hole;
                bestOffset = offset;
            }
        }
    }
    return best;
}

std::optional<Cell> PegInput::designFocusStep(const PegDesign &design, Cell from, int rowStep, int colStep,
                                              double aim)
{
    if (colStep != 0) {
        if (design.inCanvas(from.row, from.col + colStep))
            return Cell{from.row, from.col + colStep};
        return std::nullopt;
    }
    std::optional<Cell> best;
    const int row = from.row + rowStep;
    double bestOffset = 0;
    for (int col = 0; rowStep != 0 && design.inCanvas(row, col); ++col) {
        const double offset = std::abs(across(design.lattice(), Cell{row, col}) - aim);
        if (!best || offset < bestOffset - 1e-8) {
            best = Cell{row, col};
            bestOffset = offset;
        }
    }
    return best;
}
