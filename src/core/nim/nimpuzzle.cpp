#include "nimpuzzle.h"

#include "../common/textscan.h"

#include "nimfile.h"

#include <algorithm>
#include <chrono>
#include <numeric>

namespace pb::nim {

namespace {

std::string letter(int heap)
{
    return std::string(1, heapLetter(heap));
}

} // namespace

NimPuzzle::NimPuzzle(std::vector<int> heaps, Rules rules)
    : m_heaps(std::move(heaps))
    , m_rules(rules)
    , m_toMove(rules.starts)
{
    if (m_heaps.size() > std::size_t(kMaxHeaps))
        m_heaps.resize(std::size_t(kMaxHeaps));
    for (int &size : m_heaps)
        size = std::clamp(size, 0, kMaxStones);
}

NimPuzzle NimPuzzle::classicGame(Rules rules)
{
    return NimPuzzle({5, 4, 3}, rules);
}

bool NimPuzzle::isOver() const
{
    return pb::nim::isOver(m_heaps);
}

Player NimPuzzle::winner() const
{
    // The player to move did not take the last stone.
    return m_rules.misere ? m_toMove : opponentOf(m_toMove);
}

int NimPuzzle::stonesLeft() const
{
    return std::accumulate(m_heaps.begin(), m_heaps.end(), 0);
}

NimMove NimPuzzle::computerMove() const
{
    return m_rules.level == Level::Fallible ? fallibleMove(m_heaps, m_rules.misere, m_rules.seed)
                                            : perfectMove(m_heaps, m_rules.misere);
}

std::unique_ptr<Puzzle> NimPuzzle::clone() const
{
    return std::make_unique<NimPuzzle>(*this);
}

bool NimPuzzle::equals(const Puzzle &other) const
{
    const auto *nim = dynamic_cast<const NimPuzzle *>(&other);
    // Who started is history, not the position: the heaps, whose turn it is
    // and the rules of play are.
    return nim && m_heaps == nim->m_heaps && m_toMove == nim->m_toMove
           && m_rules.misere == nim->m_rules.misere && m_rules.level == nim->m_rules.level
           && m_rules.seed == nim->m_rules.seed;
}

std::vector<std::string> NimPuzzle::legalMoves() const
{
    std::vector<std::string> result;
    for (std::size_t heap = 0; heap < m_heaps.size(); ++heap) {
        for (int count = 1; count <= m_heaps[heap]; ++count)
            result.push_back(moveToString(NimMove{int(heap), count}));
    }
    return result;
}

std::optional<Message> NimPuzzle::apply(std::string_view move)
{
    const std::optional<NimMove> parsed = parseMove(move);
    if (!parsed) {
        return message("nim",
                       PB_TRANSLATE_NOOP("nim", "'%1' is not a move: write the heap letter and the number of stones to take, such as A3"),
                       {text::shortened(move)});
    }
    const int heaps = int(m_heaps.size());
    if (parsed->heap >= heaps) {
        return message("nim", PB_TRANSLATE_NOOP("nim", "There is no heap %1: the heaps are A to %2"),
                       {letter(parsed->heap), letter(heaps - 1)});
    }
    if (parsed->count < 1)
        return message("nim", PB_TRANSLATE_NOOP("nim", "A move takes at least one stone"));
    const int size = m_heaps[std::size_t(parsed->heap)];
    if (size == 0)
        return message("nim", PB_TRANSLATE_NOOP("nim", "Heap %1 is empty"), {letter(parsed->heap)});
    if (parsed->count > size && size == 1)
        return message("nim", PB_TRANSLATE_NOOP("nim", "Heap %1 has only one stone"), {letter(parsed->heap)});
    if (parsed->count > size) {
        return message("nim", PB_TRANSLATE_NOOP("nim", "Heap %1 has only %2 stones, so %3 cannot be taken"),
                       {letter(parsed->heap), std::to_string(size), std::to_string(parsed->count)});
    }
    m_heaps[std::size_t(parsed->heap)] -= parsed->count;
    m_toMove = opponentOf(m_toMove);
    return std::nullopt;
}

bool NimPuzzle::isSolved() const
{
    return isOver() && winner() == Player::Human;
}

std::string NimPuzzle::save() const
{
    return writeNimFile(*this);
}

std::string NimPuzzle::render() const
{
    std::string out;
    if (m_rules.misere)
        out += "Misere play: whoever takes the last stone loses.\n";
    for (std::size_t heap = 0; heap < m_heaps.size(); ++heap) {
        out += letter(int(heap)) + ": " + std::to_string(m_heaps[heap]);
        if (m_heaps[heap] > 0)
            out += "  " + std::string(std::size_t(m_heaps[heap]), 'o');
        out += '\n';
    }
    if (isOver())
        out += winner() == Player::Human ? "The human wins.\n" : "The computer wins.\n";
    else
        out += m_toMove == Player::Human ? "The human moves next.\n" : "The computer moves next.\n";
    return out;
}

std::string NimPuzzle::sizeText() const
{
    std::string text;
    for (const int heap : m_heaps)
        text += (text.empty() ? "" : "-") + std::to_string(heap);
    return text;
}

Message NimPuzzle::summary() const
{
    if (isOver()) {
        return winner() == Player::Human ? message("nim", PB_TRANSLATE_NOOP("nim", "You win"))
                                         : message("nim", PB_TRANSLATE_NOOP("nim", "The computer wins"));
    }
    if (stonesLeft() == 1) {
        return m_toMove == Player::Human ? message("nim", PB_TRANSLATE_NOOP("nim", "1 stone left, your turn"))
                                         : message("nim", PB_TRANSLATE_NOOP("nim", "1 stone left, the computer's turn"));
    }
    const std::string left = std::to_string(stonesLeft());
    if (m_toMove == Player::Human)
        return message("nim", PB_TRANSLATE_NOOP("nim", "%1 stones left, your turn"), {left});
    return message("nim", PB_TRANSLATE_NOOP("nim", "%1 stones left, the computer's turn"), {left});
}

SolveResult NimPuzzle::solve(const SolveOptions &, std::stop_token, Progress &progress) const
{
    // At most 8 * 20 moves, each found in a glance at the heaps: nothing to stop.
    const auto started = std::chrono::steady_clock::now();
    SolveResult result;
    result.status = SolveStatus::Solved;
    std::vector<int> heaps = m_heaps;
    while (!pb::nim::isOver(heaps)) {
        const NimMove move = perfectMove(heaps, m_rules.misere);
        heaps[std::size_t(move.heap)] -= move.count;
        result.moves.push_back(moveToString(move));
        ++result.nodes;
    }
    progress.addNodes(result.nodes);
    result.millis = std::chrono::duration_cast<std::chrono::milliseconds>(
                        std::chrono::steady_clock::now() - started)
                        .count();
    return result;
}

std::optional<std::string> NimPuzzle::opponentMove() const
{
    if (m_toMove != Player::Computer || isOver())
        return std::nullopt;
    return moveToString(computerMove());
}

} // namespace pb::nim
