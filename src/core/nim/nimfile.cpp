#include "nimfile.h"

#include "../common/textscan.h"

#include <algorithm>
#include <cstdio>
#include <optional>
#include <vector>

namespace pb::nim {

namespace {

using text::Word;
using text::shortened;

bool isMisereWord(std::string_view word)
{
    std::string lower;
    for (const char ch : word)
        lower += ch >= 'A' && ch <= 'Z' ? char(ch - 'A' + 'a') : ch;
    return lower == "misere" || lower == "mis\xC3\xA8re" || lower == "mis\xC3\x88re";
}

// Who moves first is the person's turn unless the line ends in "computer":
// a game the computer opens, or a position saved on its turn.
bool isComputerWord(std::string_view word)
{
    std::string lower;
    for (const char ch : word)
        lower += ch >= 'A' && ch <= 'Z' ? char(ch - 'A' + 'a') : ch;
    return lower == "computer";
}

ParseError error(int line, int column, const char *text, std::vector<std::string> args = {})
{
    return ParseError{line, column, message("nim", text, std::move(args))};
}

} // namespace

Parsed<NimPuzzle> parseNimFile(std::string_view text)
{
    std::optional<int> boardLine;
    std::vector<Word> words;
    for (const text::Line &line : text::lines(text)) {
        // '#' never occurs inside a UTF-8 sequence, so a byte search is safe.
        std::vector<Word> lineWords = text::words(line.text.substr(0, line.text.find('#')));
        if (lineWords.empty())
            continue;
        if (boardLine) {
            return error(line.number, lineWords.front().column,
                         PB_TRANSLATE_NOOP("nim", "A second board line: a Nim board is one line of heap sizes (line %1)"),
                         {std::to_string(*boardLine)});
        }
        boardLine = line.number;
        words = std::move(lineWords);
    }
    if (!boardLine)
        return error(1, 1, PB_TRANSLATE_NOOP("nim", "No heap sizes: a Nim board is one line such as 5 4 3"));

    const int line = *boardLine;
    std::vector<int> heaps;
    bool misere = false;
    bool computerFirst = false;
    for (const Word &word : words) {
        const bool misereWord = isMisereWord(word.text) && !misere;
        const bool computerWord = isComputerWord(word.text) && !computerFirst;
        if (misereWord || computerWord) {
            if (heaps.empty())
                return error(line, word.column, PB_TRANSLATE_NOOP("nim", "The heap sizes come first, then 'misere' or 'computer'"));
            misere = misere || misereWord;
            computerFirst = computerFirst || computerWord;
            continue;
        }
        if (misere || computerFirst) {
            return error(line, word.column, PB_TRANSLATE_NOOP("nim", "Unexpected '%1': 'misere' and 'computer' end the line"),
                         {shortened(word.text)});
        }
        if (!std::all_of(word.text.begin(), word.text.end(), [](char ch) { return ch >= '0' && ch <= '9'; })) {
            return error(line, word.column,
                         PB_TRANSLATE_NOOP("nim", "'%1' is not a heap size: write whole numbers from 0 to 20, then optionally 'misere'"),
                         {shortened(word.text)});
        }
        if (heaps.size() == std::size_t(kMaxHeaps))
            return error(line, word.column, PB_TRANSLATE_NOOP("nim", "Too many heaps: at most 8 are allowed"));
        // Only digits here; more than two of them (after leading zeros) is too many stones.
        const std::string_view digits = word.text.substr(std::min(word.text.find_first_not_of('0'), word.text.size()));
        const int size = digits.size() > 2 ? kMaxStones + 1 : digits.empty() ? 0 : std::stoi(std::string(digits));
        if (size > kMaxStones) {
            return error(line, word.column, PB_TRANSLATE_NOOP("nim", "A heap of %1 stones is too large: at most 20 are allowed"),
                         {shortened(word.text)});
        }
        heaps.push_back(size);
    }
    if (pb::nim::isOver(heaps))
        return error(line, words.front().column, PB_TRANSLATE_NOOP("nim", "Every heap is empty: there is no stone to take"));
    NimPuzzle::Rules rules;
    rules.misere = misere;
    if (computerFirst)
        rules.starts = Player::Computer;
    return NimPuzzle(std::move(heaps), rules);
}

std::string writeNimFile(const NimPuzzle &puzzle)
{
    std::string out;
    for (const int size : puzzle.heaps()) {
        if (!out.empty())
            out += ' ';
        out += std::to_string(size);
    }
    if (puzzle.isMisere())
        out += " misere";
    if (puzzle.toMove() == Player::Computer)
        out += " computer";
    out += '\n';
    return out;
}

Parsed<std::unique_ptr<Puzzle>> parseNimBoard(std::string_view text)
{
    auto parsed = parseNimFile(text);
    if (auto *failure = std::get_if<ParseError>(&parsed))
        return std::move(*failure);
    return std::make_unique<NimPuzzle>(std::move(std::get<NimPuzzle>(parsed)));
}

} // namespace pb::nim
