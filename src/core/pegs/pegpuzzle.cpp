#include "pegpuzzle.h"

#include "../common/textscan.h"

#include "pegclassify.h"
#include "pegcoach.h"
#include "pegfewestmoves.h"
#include "pegfile.h"
#include "peggameid.h"
#include "pegsolver.h"

#include <algorithm>
#include <array>
#include <bit>

namespace pb::pegs {

namespace {

struct MoveHoles {
    int from;
    int to;
};

std::optional<MoveHoles> splitMove(std::string_view text)
{
    const auto dash = text.find('-');
    if (dash == std::string_view::npos)
        return std::nullopt;
    const auto from = text::wholeNumber<int>(text.substr(0, dash));
    const auto to = text::wholeNumber<int>(text.substr(dash + 1));
    if (!from || !to)
        return std::nullopt;
    return MoveHoles{*from, *to};
}

// A classic board a player knows by its name, which neither its rows and
// columns (7x7 for the English cross) nor its holes alone say.
struct NamedBoard {
    std::shared_ptr<const PegGeometry> geometry;
    const char *fileName;
    const char *words; // %1: its holes
};

const NamedBoard *namedBoard(const PegGeometry &geometry)
{
    static const std::array<NamedBoard, 4> boards{{
        {PegGeometry::english(), "english", PB_TRANSLATE_NOOP("pegs", "English cross of %1 holes")},
        {PegGeometry::european(), "european", PB_TRANSLATE_NOOP("pegs", "European cross of %1 holes")},
        {PegGeometry::wiegleb(), "wiegleb", PB_TRANSLATE_NOOP("pegs", "Wiegleb cross of %1 holes")},
        {PegGeometry::diamond(), "diamond", PB_TRANSLATE_NOOP("pegs", "diamond of %1 holes")},
    }};
    const auto found = std::find_if(boards.begin(), boards.end(),
                                    [&](const NamedBoard &board) { return *board.geometry == geometry; });
    return found == boards.end() ? nullptr : &*found;
}

bool isRectangle(const PegGeometry &geometry)
{
    return geometry.lattice() == Lattice::Square && geometry.holeCount() == geometry.rows() * geometry.cols();
}

} // namespace

std::string moveToString(const Jump &jump)
{
    return std::to_string(jump.from) + '-' + std::to_string(jump.to);
}

std::optional<Jump> parseMove(const PegGeometry &geometry, std::string_view text)
{
    const auto holes = splitMove(text);
    if (!holes || holes->from >= geometry.holeCount() || holes->to >= geometry.holeCount())
        return std::nullopt;
    const Jump *jump = geometry.findJump(holes->from, holes->to);
    if (!jump)
        return std::nullopt;
    return *jump;
}

std::optional<std::vector<Jump>> parseChain(const PegGeometry &geometry, std::string_view text)
{
    std::vector<Jump> jumps;
    std::size_t begin = 0;
    for (;;) {
        const std::size_t dash = text.find('-', begin);
        if (dash == std::string_view::npos)
            break;
        const std::size_t end = text.find('-', dash + 1);
        const std::optional<Jump> jump = parseMove(geometry, text.substr(begin, end == std::string_view::npos ? end : end - begin));
        if (!jump)
            return std::nullopt;
        jumps.push_back(*jump);
        if (end == std::string_view::npos)
            break;
        begin = dash + 1;
    }
    if (jumps.empty())
        return std::nullopt;
    return jumps;
}

namespace {

// Extends `chain`, its peg now in `at`, until it has jumped every peg of
// `overs` and stands in `to`.
bool extendChain(const PegGeometry &geometry, PegBits pegs, int at, PegBits overs, int to, std::vector<Jump> &chain)
{
    if (overs == 0)
        return at == to;
    for (const Jump &jump : geometry.jumps()) {
        if (jump.from != at || !(overs & bit(jump.over)) || !isLegal(jump, pegs))
            continue;
        chain.push_back(jump);
        if (extendChain(geometry, applyJump(jump, pegs), jump.to, overs & ~bit(jump.over), to, chain))
            return true;
        chain.pop_back();
    }
    return false;
}

} // namespace

std::optional<std::vector<Jump>> chainBetween(const PegGeometry &geometry, PegBits before, PegBits after)
{
    const PegBits gone = before & ~after;
    const PegBits landed = after & ~before;
    // One peg moves: it lands in one hole, or back in its own.
    if (std::popcount(landed) > 1 || gone == 0)
        return std::nullopt;
    std::vector<Jump> chain;
    for (int from = 0; from < geometry.holeCount(); ++from) {
        // The jumper leaves its hole unless it comes back to it.
        const bool leaves = landed != 0;
        if (!(before & bit(from)) || leaves != ((gone & bit(from)) != 0))
            continue;
        const int to = leaves ? std::countr_zero(landed) : from;
        if (extendChain(geometry, before, from, gone & ~bit(from), to, chain))
            return chain;
    }
    return std::nullopt;
}

bool isLegal(const Jump &jump, PegBits pegs)
{
    return (pegs & bit(jump.from)) && (pegs & bit(jump.over)) && !(pegs & bit(jump.to));
}

PegPuzzle::PegPuzzle(std::shared_ptr<const PegGeometry> geometry, PegBits pegs)
    : m_geometry(std::move(geometry))
    // A peg outside the board would be invisible yet count as a peg left.
    , m_pegs(pegs & m_geometry->allHoles())
{
}

PegPuzzle PegPuzzle::classicTriangle()
{
    auto geometry = PegGeometry::triangle(5);
    const PegBits pegs = geometry->allHoles() & ~bit(4);
    return PegPuzzle(std::move(geometry), pegs);
}

int PegPuzzle::pegCount() const
{
    return pegs::pegCount(m_pegs);
}

std::vector<Jump> PegPuzzle::legalJumps() const
{
    std::vector<Jump> result;
    for (const Jump &jump : m_geometry->jumps()) {
        if (isLegal(jump, m_pegs))
            result.push_back(jump);
    }
    return result;
}

std::unique_ptr<Puzzle> PegPuzzle::clone() const
{
    return std::make_unique<PegPuzzle>(*this);
}

bool PegPuzzle::equals(const Puzzle &other) const
{
    const auto *peg = dynamic_cast<const PegPuzzle *>(&other);
    return peg && m_pegs == peg->m_pegs
           && (m_geometry == peg->m_geometry || *m_geometry == *peg->m_geometry);
}

std::vector<std::string> PegPuzzle::legalMoves() const
{
    std::vector<std::string> result;
    for (const Jump &jump : legalJumps())
        result.push_back(moveToString(jump));
    return result;
}

std::optional<Message> PegPuzzle::apply(std::string_view move)
{
    // A chain of jumps by one peg, "5-17-29" (one move of the fewest-moves
    // count), is its jumps in turn, all or none.
    const auto firstDash = move.find('-');
    if (firstDash != std::string_view::npos && move.find('-', firstDash + 1) != std::string_view::npos) {
        PegPuzzle after = *this;
        std::size_t begin = 0;
        for (;;) {
            const std::size_t dash = move.find('-', begin);
            const std::size_t end = move.find('-', dash + 1);
            if (const auto refusal = after.apply(move.substr(begin, end == std::string_view::npos ? end : end - begin)))
                return refusal;
            if (end == std::string_view::npos)
                break;
            begin = dash + 1;
        }
        m_pegs = after.m_pegs;
        return std::nullopt;
    }
    const auto holes = splitMove(move);
    if (!holes) {
        return message("pegs",
                       PB_TRANSLATE_NOOP("pegs", "'%1' is not a move: write FROM-TO with hole numbers, such as 11-4"),
                       {text::shortened(move)});
    }
    const int last = m_geometry->holeCount() - 1;
    for (const int hole : {holes->from, holes->to}) {
        if (hole > last) {
            return message("pegs",
                           PB_TRANSLATE_NOOP("pegs", "There is no hole %1 on this board: the holes are numbered 0 to %2"),
                           {std::to_string(hole), std::to_string(last)});
        }
    }
    const Jump *jump = m_geometry->findJump(holes->from, holes->to);
    if (!jump) {
        return message("pegs",
                       PB_TRANSLATE_NOOP("pegs", "No jump leads from hole %1 to hole %2: they are not two holes apart on a line"),
                       {std::to_string(holes->from), std::to_string(holes->to)});
    }
    if (!hasPeg(jump->from)) {
        return message("pegs", PB_TRANSLATE_NOOP("pegs", "Hole %1 has no peg to move"),
                       {std::to_string(jump->from)});
    }
    if (!hasPeg(jump->over)) {
        return message("pegs", PB_TRANSLATE_NOOP("pegs", "Hole %1 has no peg to jump over"),
                       {std::to_string(jump->over)});
    }
    if (hasPeg(jump->to)) {
        return message("pegs", PB_TRANSLATE_NOOP("pegs", "Hole %1 is not empty: a peg can only land in an empty hole"),
                       {std::to_string(jump->to)});
    }
    m_pegs = applyJump(*jump, m_pegs);
    return std::nullopt;
}

bool PegPuzzle::isSolved() const
{
    return pegCount() == 1;
}

std::string PegPuzzle::gameIdBody() const
{
    return pegs::gameIdBody(*this);
}

std::string PegPuzzle::save() const
{
    return writePegFile(*this);
}

std::string PegPuzzle::render() const
{
    const PegGeometry &g = *m_geometry;
    std::string out;
    for (int r = 0; r < g.rows(); ++r) {
        std::string line;
        // Shifting each triangle row half a cell per row puts the left-aligned
        // rows back on their lattice: (r+1, c) lands below-left of (r, c) and
        // (r+1, c+1) below-right, whatever the shape.
        if (g.lattice() == Lattice::Triangle)
            line.assign(std::size_t(g.rows() - 1 - r), ' ');
        for (int c = 0; c < g.cols(); ++c) {
            if (c > 0)
                line += ' ';
            const int hole = g.holeAt(r, c);
            line += hole < 0 ? ' ' : hasPeg(hole) ? 'o' : '.';
        }
        line.erase(line.find_last_not_of(' ') + 1);
        out += line;
        out += '\n';
    }
    return out;
}

Message PegPuzzle::describeMove(std::string_view move) const
{
    const std::optional<Jump> jump = parseMove(*m_geometry, move);
    if (!jump)
        return Puzzle::describeMove(move);
    return message("pegs", PB_TRANSLATE_NOOP("pegs", "jump %1 over %2 into %3"),
                   {std::to_string(jump->from), std::to_string(jump->over), std::to_string(jump->to)});
}

int PegPuzzle::stepsIn(std::string_view move) const
{
    return std::max(1, int(std::count(move.begin(), move.end(), '-')));
}

std::string PegPuzzle::sizeText() const
{
    const PegGeometry &geometry = *m_geometry;
    const std::string holes = std::to_string(geometry.holeCount());
    if (geometry.isTriangle())
        return "triangle-" + holes;
    if (const NamedBoard *named = namedBoard(geometry))
        return named->fileName + ('-' + holes);
    if (isRectangle(geometry))
        return std::to_string(geometry.rows()) + 'x' + std::to_string(geometry.cols());
    return holes + "-holes";
}

Message PegPuzzle::boardName() const
{
    const PegGeometry &geometry = *m_geometry;
    const std::string holes = std::to_string(geometry.holeCount());
    if (geometry.isTriangle())
        return message("pegs", PB_TRANSLATE_NOOP("pegs", "triangle of %1 holes"), {holes});
    if (const NamedBoard *named = namedBoard(geometry))
        return message("pegs", named->words, {holes});
    if (isRectangle(geometry)) {
        return message("pegs", PB_TRANSLATE_NOOP("pegs", "rectangle of %1 × %2"),
                       {std::to_string(geometry.rows()), std::to_string(geometry.cols())});
    }
    return countMessage("pegs", PB_TRANSLATE_N_NOOP("pegs", "board of %n hole(s)"), geometry.holeCount());
}

Message PegPuzzle::summary() const
{
    const int count = pegCount();
    if (count == 1)
        return message("pegs", PB_TRANSLATE_NOOP("pegs", "1 peg left"));
    return message("pegs", PB_TRANSLATE_NOOP("pegs", "%1 pegs left"), {std::to_string(count)});
}

SolveResult PegPuzzle::solve(const SolveOptions &options, std::stop_token stop,
                             Progress &progress) const
{
    if (options.goal == SolveGoal::CountSolutions) {
        const SolutionCount count = countSolutions(*m_geometry, m_pegs, options, std::move(stop), progress);
        SolveResult result;
        result.status = count.status;
        result.reason = count.reason;
        result.nodes = count.nodes;
        result.millis = count.millis;
        if (count.status == SolveStatus::Solved)
            result.solutionCount = count.solutions;
        return result;
    }
    if (options.goal == SolveGoal::FewestMoves)
        return solveFewestMoves(*m_geometry, m_pegs, options, std::move(stop), progress);
    if (options.goal != SolveGoal::FinishCells)
        return solvePegs(*m_geometry, m_pegs, options, std::move(stop), progress);

    const FinishHoles finish = finishHoles(*m_geometry, m_pegs, options, std::move(stop), progress);
    SolveResult result;
    result.status = finish.status;
    result.reason = finish.reason;
    result.nodes = finish.nodes;
    result.millis = finish.millis;
    for (int hole = 0; hole < m_geometry->holeCount(); ++hole) {
        if (finish.holes & bit(hole))
            result.finishCells.push_back(hole);
    }
    return result;
}

Assessment PegPuzzle::assess(const AssessOptions &options, std::stop_token stop, Progress &progress) const
{
    return assessPegs(*this, options, std::move(stop), progress, coachBudget(m_geometry->holeCount()));
}

std::vector<int> PegPuzzle::cellsOf(std::string_view move) const
{
    std::vector<int> cells;
    const auto chain = parseChain(*m_geometry, move);
    if (!chain)
        return cells;
    for (const Jump &jump : *chain) {
        for (const int hole : {jump.from, jump.over, jump.to}) {
            if (std::find(cells.begin(), cells.end(), hole) == cells.end())
                cells.push_back(hole);
        }
    }
    return cells;
}

} // namespace pb::pegs
