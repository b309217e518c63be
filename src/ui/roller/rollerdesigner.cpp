#include "rollerdesigner.h"

#include "service/translatedmessage.h"

#include <algorithm>

using pb::roller::RollerBits;
using pb::roller::RollerPuzzle;

RollerDesigner::RollerDesigner(const RollerPuzzle &start, QObject *parent)
    : BoardDesigner(parent)
    , m_design{start.height(), start.width(), start.cells()}
{
}

void RollerDesigner::toggle(int row, int col)
{
    RollerDesign toggled = m_design;
    toggled.cells ^= RollerBits(1) << (row * m_design.width + col);
    record(toggled.cell(row, col) ? tr("Turn Tile to 1") : tr("Turn Tile to 0"), m_design, toggled);
}

void RollerDesigner::setSize(int height, int width)
{
    RollerDesign resized{std::clamp(height, 1, pb::roller::kMaxSide), std::clamp(width, 1, pb::roller::kMaxSide), 0};
    for (int row = 0; row < std::min(resized.height, m_design.height); ++row) {
        for (int col = 0; col < std::min(resized.width, m_design.width); ++col) {
            if (m_design.cell(row, col))
                resized.cells |= RollerBits(1) << (row * resized.width + col);
        }
    }
    record(tr("Resize"), m_design, resized);
}

void RollerDesigner::clear()
{
    record(tr("Clear"), m_design, RollerDesign{m_design.height, m_design.width, 0});
}

void RollerDesigner::setSolved()
{
    const RollerPuzzle solved = RollerPuzzle::solvedBoard(m_design.height, m_design.width);
    record(tr("Solved Position"), m_design, RollerDesign{solved.height(), solved.width(), solved.cells()});
}

std::unique_ptr<pb::Puzzle> RollerDesigner::editedPosition(QString *why) const
{
    if (const std::optional<pb::Message> problem = pb::roller::boardProblem(m_design.height, m_design.width, m_design.cells)) {
        if (why)
            *why = translated(*problem);
        return nullptr;
    }
    return std::make_unique<RollerPuzzle>(m_design.height, m_design.width, m_design.cells);
}
