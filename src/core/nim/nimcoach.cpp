// The coach's verdict on a game of Nim (Puzzle::assess()), from the person's
// side: the goal is the person's win, so a position is Reachable when the
// person wins it with perfect play whoever is to move (on the person's turn
// the nim-sum is not 0; on the computer's turn it is 0), Unreachable when the
// computer does. The fallible computer's mistakes can still hand a lost game
// back (MoveJudgement::Regained). No distance: the end of a game played
// perfectly by both sides is not what the rule proves.

#include "nimpuzzle.h"

#include <algorithm>
#include <string>

namespace pb::nim {

namespace {

std::string binary(int value)
{
    std::string bits;
    for (int bit = 4; bit >= 0; --bit)
        bits += (value >> bit) & 1 ? '1' : '0';
    const std::size_t first = bits.find('1');
    return first == std::string::npos ? "0" : bits.substr(first);
}

// "A 5 = 101, B 4 = 100, C 3 = 11"
std::string heapsInBinary(const std::vector<int> &heaps)
{
    std::string text;
    for (std::size_t heap = 0; heap < heaps.size(); ++heap) {
        if (!text.empty())
            text += ", ";
        text += std::string(1, heapLetter(int(heap))) + " " + std::to_string(heaps[heap]) + " = " + binary(heaps[heap]);
    }
    return text;
}

// Misère play decides by the nim-sum only while a heap holds two stones or more.
bool endgameOfSingles(const std::vector<int> &heaps)
{
    return std::none_of(heaps.begin(), heaps.end(), [](int size) { return size >= 2; });
}

Message verdictOf(const NimPuzzle &game, bool personWins, int sum)
{
    const std::string nimSum = std::to_string(sum);
    const bool personToMove = game.toMove() == Player::Human;
    if (game.isMisere() && endgameOfSingles(game.heaps())) {
        const int singles = int(std::count(game.heaps().begin(), game.heaps().end(), 1));
        if (personWins) {
            return personToMove ? countMessage("nim", PB_TRANSLATE_N_NOOP("nim", "You win with perfect play: %n single stone(s) left on your turn, an even number."), singles)
                                : countMessage("nim", PB_TRANSLATE_N_NOOP("nim", "You win with perfect play: %n single stone(s) left on the computer's turn, an odd number."), singles);
        }
        return personToMove ? countMessage("nim", PB_TRANSLATE_N_NOOP("nim", "The computer wins with perfect play: %n single stone(s) left on your turn, an odd number."), singles)
                            : countMessage("nim", PB_TRANSLATE_N_NOOP("nim", "The computer wins with perfect play: %n single stone(s) left on its turn, an even number."), singles);
    }
    if (personWins) {
        return personToMove ? message("nim", PB_TRANSLATE_NOOP("nim", "You win with perfect play: the nim-sum is %1, not 0."), {nimSum})
                            : message("nim", PB_TRANSLATE_NOOP("nim", "You win with perfect play: the nim-sum is 0 on the computer's turn."));
    }
    return personToMove ? message("nim", PB_TRANSLATE_NOOP("nim", "The computer wins with perfect play: the nim-sum is 0 on your turn."))
                        : message("nim", PB_TRANSLATE_NOOP("nim", "The computer wins with perfect play: the nim-sum is %1, not 0, on its turn."), {nimSum});
}

std::vector<Message> factsOf(const NimPuzzle &game, int sum)
{
    std::vector<Message> facts;
    facts.push_back(message("nim", PB_TRANSLATE_NOOP("nim", "The heaps in binary: %1."), {heapsInBinary(game.heaps())}));
    facts.push_back(message("nim", PB_TRANSLATE_NOOP("nim", "Their nim-sum (each binary digit counted: odd gives 1, even 0): %1 = %2."),
                            {std::to_string(sum), binary(sum)}));
    if (game.isMisere()) {
        facts.push_back(message("nim", PB_TRANSLATE_NOOP("nim", "Misère play: the nim-sum decides while a heap holds two stones or more; after that, the player to move wins when the number of single stones is even.")));
    } else {
        facts.push_back(message("nim", PB_TRANSLATE_NOOP("nim", "From a nim-sum other than 0 some move leaves 0, and from 0 every move leaves other than 0: whoever leaves 0 after each move wins.")));
    }
    return facts;
}

} // namespace

Assessment NimPuzzle::assess(const AssessOptions &, std::stop_token, Progress &) const
{
    Assessment assessment;
    if (isOver()) {
        const bool won = isSolved();
        assessment.reach = won ? Reach::Reachable : Reach::Unreachable;
        if (won)
            assessment.distance = 0;
        assessment.verdict = won ? message("nim", PB_TRANSLATE_NOOP("nim", "You won."))
                                 : message("nim", PB_TRANSLATE_NOOP("nim", "The computer won."));
        if (!won)
            assessment.reason = assessment.verdict;
        return assessment;
    }
    const int sum = nimSum(m_heaps);
    const bool moverWins = isWinning(m_heaps, m_rules.misere);
    const bool personWins = moverWins == (m_toMove == Player::Human);
    assessment.reach = personWins ? Reach::Reachable : Reach::Unreachable;
    assessment.verdict = verdictOf(*this, personWins, sum);
    assessment.facts = factsOf(*this, sum);
    if (!personWins) {
        assessment.reason = m_rules.level == Level::Perfect
            ? message("nim", PB_TRANSLATE_NOOP("nim", "Whatever you play, the computer can answer so that it wins."))
            : message("nim", PB_TRANSLATE_NOOP("nim", "Whatever you play, the computer can answer so that it wins; only a mistake of its own gives you the game back."));
    }
    assessment.nodes = 1;
    return assessment;
}

std::vector<int> NimPuzzle::cellsOf(std::string_view move) const
{
    const std::optional<NimMove> parsed = parseMove(move);
    if (!parsed || parsed->heap >= int(m_heaps.size()))
        return {};
    return {parsed->heap};
}

} // namespace pb::nim
