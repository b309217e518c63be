#include "nimpuzzle.h"

#include "../common/textscan.h"

#include "nimfile.h"
#include "nimgameid.h"

#include <algorithm>
#include <bit>
#include <chrono>
#include <numeric>
#include <unordered_map>

namespace pb::nim {

namespace {

std::string letter(int heap)
{
    return std::string(1, heapLetter(heap));
}

NimMove computerMoveIn(std::span<const int> heaps, const NimRules &rules)
{
    return rules.level == Level::Fallible ? fallibleMove(heaps, rules.misere, rules.seed)
                                          : perfectMove(heaps, rules.misere);
}

int stones(std::span<const int> heaps)
{
    return std::accumulate(heaps.begin(), heaps.end(), 0);
}

// How a line from a position where the person moves ends, and after how many moves.
struct LineEnd {
    bool personWins = false;
    int moves = 0;
};

// Better for the person: a win before a loss, a quicker win, a longer loss.
bool isBetter(LineEnd a, LineEnd b)
{
    if (a.personWins != b.personWins)
        return a.personWins;
    return a.personWins ? a.moves < b.moves : a.moves > b.moves;
}

// The person's best line against the computer as it really plays (its move is
// a function of the heaps and the rules, so the line replays in the window).
// In a won position that is the perfect strategy's line. In a lost one every
// move is tried, each followed by the computer's answer: the longest loss,
// or against the fallible computer the first line found that wins from its
// mistakes. Each position is searched once.
class LineSearch {
public:
    LineSearch(const NimRules &rules, std::stop_token stop)
        : m_rules(rules)
        , m_stop(std::move(stop))
    {
    }

    // The best end from `heaps` with the person to move; requires !isOver(heaps).
    // Meaningless once stopped().
    LineEnd best(const std::vector<int> &heaps)
    {
        const std::uint64_t key = keyOf(heaps);
        if (const auto known = m_known.find(key); known != m_known.end())
            return known->second.end;
        ++m_nodes;
        if (m_nodes % 4096 == 0 && m_stop.stop_requested())
            m_stopped = true;
        if (m_stopped)
            return {};

        Known found{{false, -1}, {}};
        const int longest = longestLoss(heaps);
        for (const NimMove move : candidates(heaps)) {
            const LineEnd end = afterMove(heaps, move);
            if (found.end.moves < 0 || isBetter(end, found.end))
                found = {end, move};
            // Against the perfect computer the person cannot win, so a loss
            // as long as any can be is the best line. The fallible computer's
            // first mistake that wins is taken: looking for a quicker win or
            // a longer loss elsewhere could search the whole game.
            if (found.end.personWins || found.end.moves == longest)
                break;
        }
        m_known.emplace(key, found);
        return found.end;
    }

    // The line from `heaps` with `toMove` to move, both sides' moves.
    std::vector<std::string> line(std::vector<int> heaps, Player toMove)
    {
        std::vector<std::string> moves;
        while (!isOver(heaps)) {
            NimMove move = computerMoveIn(heaps, m_rules);
            if (toMove == Player::Human) {
                best(heaps);
                if (m_stopped)
                    break;
                move = m_known.at(keyOf(heaps)).move;
            }
            heaps[std::size_t(move.heap)] -= move.count;
            moves.push_back(moveToString(move));
            toMove = opponentOf(toMove);
        }
        return moves;
    }

    std::uint64_t nodes() const { return m_nodes; }
    bool stopped() const { return m_stopped; }

private:
    struct Known {
        LineEnd end;
        NimMove move;
    };

    // The winning move when there is one; otherwise every move, fewest stones
    // first and, among equals, from heaps with the fewest trailing zero bits:
    // against the perfect computer that move is answered by one stone too, so
    // the longest loss is usually the first line tried.
    std::vector<NimMove> candidates(std::span<const int> heaps) const
    {
        if (const std::optional<NimMove> winning = winningMove(heaps, m_rules.misere))
            return {*winning};
        std::vector<NimMove> moves;
        for (std::size_t heap = 0; heap < heaps.size(); ++heap) {
            for (int count = 1; count <= heaps[heap]; ++count)
                moves.push_back(NimMove{int(heap), count});
        }
        std::stable_sort(moves.begin(), moves.end(), [&](NimMove a, NimMove b) {
            const auto zeros = [&](NimMove move) { return std::countr_zero(unsigned(heaps[std::size_t(move.heap)])); };
            return a.count != b.count ? a.count < b.count : zeros(a) < zeros(b);
        });
        return moves;
    }

    // The person plays `move`, the computer answers, the search goes on.
    LineEnd afterMove(const std::vector<int> &heaps, NimMove move)
    {
        std::vector<int> next = heaps;
        next[std::size_t(move.heap)] -= move.count;
        if (isOver(next)) // the person took the last stone
            return {!m_rules.misere, 1};
        const NimMove answer = computerMoveIn(next, m_rules);
        next[std::size_t(answer.heap)] -= answer.count;
        if (isOver(next)) // the computer took the last stone
            return {m_rules.misere, 2};
        const LineEnd rest = best(next);
        return {rest.personWins, rest.moves + 2};
    }

    // No loss from `heaps` with the person to move lasts longer: one stone a
    // move, but one less in misère play while two heaps have two stones or
    // more. There the person's move that leaves one such heap must take one
    // stone from a heap of two, so the other holds two or three (the nim-sum
    // is zero), and the computer's answer leaves it empty or one stone so
    // that an odd number of single stones remains: two stones in one move.
    int longestLoss(std::span<const int> heaps) const
    {
        const auto big = std::count_if(heaps.begin(), heaps.end(), [](int size) { return size >= 2; });
        return stones(heaps) - (m_rules.misere && big >= 2 ? 1 : 0);
    }

    // kMaxHeaps heaps of at most kMaxStones stones, five bits each.
    static std::uint64_t keyOf(std::span<const int> heaps)
    {
        static_assert(kMaxStones < 32 && kMaxHeaps * 5 <= 64);
        std::uint64_t key = 0;
        for (const int size : heaps)
            key = key << 5 | std::uint64_t(size);
        return key;
    }

    NimRules m_rules;
    std::stop_token m_stop;
    std::unordered_map<std::uint64_t, Known> m_known;
    std::uint64_t m_nodes = 0;
    bool m_stopped = false;
};

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
    return stones(m_heaps);
}

NimMove NimPuzzle::computerMove() const
{
    return computerMoveIn(m_heaps, m_rules);
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

std::string NimPuzzle::gameIdBody() const
{
    return nim::gameIdBody(*this);
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

Message NimPuzzle::boardName() const
{
    if (!m_rules.misere)
        return Puzzle::boardName();
    return message("nim", PB_TRANSLATE_NOOP("nim", "%1, misère"), {sizeText()});
}

Message NimPuzzle::describeMove(std::string_view move) const
{
    const std::optional<NimMove> parsed = parseMove(move);
    if (!parsed)
        return Puzzle::describeMove(move);
    return countMessage("nim", PB_TRANSLATE_N_NOOP("nim", "take %n stone(s) from heap %1"), parsed->count,
                        {letter(parsed->heap)});
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

SolveResult NimPuzzle::solve(const SolveOptions &, std::stop_token stop, Progress &progress) const
{
    const auto started = std::chrono::steady_clock::now();
    LineSearch search(m_rules, std::move(stop));
    SolveResult result;
    result.moves = search.line(m_heaps, m_toMove);
    result.nodes = search.nodes();
    progress.addNodes(result.nodes);
    if (search.stopped()) {
        result.status = SolveStatus::Stopped;
        result.moves.clear();
    } else {
        result.status = SolveStatus::Solved;
        if (!isOver()) {
            result.value = isWinning(m_heaps, m_rules.misere) ? GameValue::Win : GameValue::Loss;
            result.valueAnswer = valueAnswer(result);
        }
    }
    result.millis = std::chrono::duration_cast<std::chrono::milliseconds>(
                        std::chrono::steady_clock::now() - started)
                        .count();
    return result;
}

Message NimPuzzle::valueAnswer(const SolveResult &result) const
{
    NimPuzzle end = *this;
    for (const std::string &move : result.moves)
        end.apply(move);
    const bool personWins = (m_toMove == Player::Human) == (result.value == GameValue::Win);
    if (personWins && m_toMove == Player::Human) {
        const NimMove first = *parseMove(result.moves.front());
        return countMessage("nim", PB_TRANSLATE_N_NOOP("nim", "You win with perfect play: take %n stone(s) from heap %1."),
                            first.count, {letter(first.heap)});
    }
    if (personWins)
        return message("nim", PB_TRANSLATE_NOOP("nim", "You win with perfect play, whatever the computer does."));
    if (end.isSolved()) // only the fallible computer's mistakes lose a won game
        return message("nim", PB_TRANSLATE_NOOP("nim", "The computer could win with perfect play, but this line wins from one of its mistakes."));
    return message("nim", PB_TRANSLATE_NOOP("nim", "The computer wins against any play; this line makes it take longest."));
}

std::optional<std::string> NimPuzzle::opponentMove() const
{
    if (m_toMove != Player::Computer || isOver())
        return std::nullopt;
    return moveToString(computerMove());
}

} // namespace pb::nim
