#include "nimgameid.h"

namespace pb::nim {

std::string gameIdBody(const NimPuzzle &puzzle)
{
    std::string body = puzzle.sizeText();
    if (puzzle.isMisere())
        body += ".misere";
    if (puzzle.toMove() == Player::Computer)
        body += ".computer";
    if (puzzle.level() == Level::Fallible)
        body += ".fallible";
    if (puzzle.seed() != 0)
        body += ".seed" + std::to_string(puzzle.seed());
    return body;
}

namespace {

// Takes ".WORD" when it comes next, whole.
bool takeWord(GameIdScanner &body, std::string_view word)
{
    GameIdScanner ahead = body;
    if (!ahead.take('.'))
        return false;
    for (const char ch : word) {
        if (!ahead.take(ch))
            return false;
    }
    const char after = ahead.peek();
    if ((after >= 'a' && after <= 'z') || (word != "seed" && after >= '0' && after <= '9'))
        return false;
    body = ahead;
    return true;
}

} // namespace

std::unique_ptr<Puzzle> parseGameId(GameIdScanner &body)
{
    std::vector<int> heaps;
    do {
        if (heaps.size() == std::size_t(kMaxHeaps)) {
            body.failHere(message("nim", PB_TRANSLATE_NOOP("nim", "Nim has at most %1 heaps"),
                                  {std::to_string(kMaxHeaps)}));
        }
        const int column = body.column();
        const std::uint64_t stones = body.number(UINT64_MAX);
        if (stones > std::uint64_t(kMaxStones)) {
            GameIdScanner::fail(column, message("nim", PB_TRANSLATE_NOOP("nim", "A heap has at most %1 stones"),
                                                {std::to_string(kMaxStones)}));
        }
        heaps.push_back(int(stones));
    } while (body.take('-'));

    NimRules rules;
    rules.misere = takeWord(body, "misere");
    if (takeWord(body, "computer"))
        rules.starts = Player::Computer;
    if (takeWord(body, "fallible"))
        rules.level = Level::Fallible;
    if (takeWord(body, "seed"))
        rules.seed = body.number(UINT64_MAX);
    if (!body.atEnd()) {
        body.failHere(message("nim", PB_TRANSLATE_NOOP("nim", "After the heaps come only .misere, .computer, .fallible and .seedN, in this order")));
    }
    return std::make_unique<NimPuzzle>(std::move(heaps), rules);
}

} // namespace pb::nim
