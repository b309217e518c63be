#include "nimprompt.h"

#include "../promptlines.h"
#include "core/common/textscan.h"
#include "core/nim/nimstrategy.h"

#include <array>
#include <istream>
#include <optional>
#include <ostream>
#include <string>

namespace {

using pb::nim::NimMove;

constexpr int kHuman = 1;
constexpr int kComputer = 2;

// "c2", "C 2": a heap letter (either case) and a count. Whether the heap
// exists and holds that many stones is checked by the caller.
std::optional<NimMove> parseAnswer(std::string_view answer)
{
    answer = trimmedAnswer(answer);
    if (answer.empty())
        return std::nullopt;
    const char letter = answer[0];
    const int heap = letter >= 'a' && letter <= 'z' ? letter - 'a' : letter >= 'A' && letter <= 'Z' ? letter - 'A' : -1;
    // A count below one is no move either; the caller says so for both.
    const std::optional<int> count = pb::text::wholeNumber(trimmedAnswer(answer.substr(1)), 1);
    if (heap < 0 || !count)
        return std::nullopt;
    return NimMove{heap, *count};
}

void printHeaps(std::ostream &out, int player, const std::array<int, 3> &heaps)
{
    out << '\n' << "Player " << player << '\n' << "Heaps:\n";
    for (std::size_t i = 0; i < heaps.size(); ++i)
        out << pb::nim::heapLetter(int(i)) << ": " << heaps[i] << '\n';
}

// One game; returns the winner, or nothing when the input ended.
std::optional<int> playGame(PromptLines &prompt, int startingPlayer)
{
    std::array<int, 3> heaps{5, 4, 3};
    int player = startingPlayer;
    while (true) {
        printHeaps(prompt.out(), player, heaps);
        NimMove move;
        if (player == kComputer) {
            move = pb::nim::perfectMove(heaps, false);
            prompt.out() << "COMPUTER moves " << char('a' + move.heap) << move.count << '\n';
        } else {
            const std::optional<PromptLines::Answer> answer =
                prompt.ask("Enter the letter of the heap and number of stones to remove: ");
            if (!answer)
                return std::nullopt;
            if (answer->tooLong)
                prompt.out() << tooLongReason() << '\n';
            const std::optional<NimMove> parsed = parseAnswer(answer->text);
            if (!parsed || parsed->heap >= int(heaps.size()) || parsed->count <= 0
                || parsed->count > heaps[std::size_t(parsed->heap)]) {
                prompt.out() << "Illegal move! Try again.\n";
                continue;
            }
            move = *parsed;
        }
        heaps[std::size_t(move.heap)] -= move.count;
        if (pb::nim::isOver(heaps)) {
            prompt.out() << "Player " << player << " wins!\n";
            return player;
        }
        player = player == kHuman ? kComputer : kHuman;
    }
}

// Asks until the answer is y or n (either case); nothing at the end of input.
std::optional<bool> wantsToPlayAgain(PromptLines &prompt)
{
    while (true) {
        prompt.out() << '\n';
        const std::optional<PromptLines::Answer> answer = prompt.ask("Do you want to play again? (y/n) ");
        if (!answer)
            return std::nullopt;
        if (answer->tooLong)
            prompt.out() << tooLongReason() << '\n';
        const std::string_view choice = trimmedAnswer(answer->text);
        if (choice == "y" || choice == "Y")
            return true;
        if (choice == "n" || choice == "N")
            return false;
        prompt.out() << "Bad input! Try again.\n";
    }
}

} // namespace

void playNimAtPrompt(std::istream &in, std::ostream &out, bool echo)
{
    PromptLines prompt(in, out, echo);
    out << "Welcome to the Ancient Game of Nim\n"
           "Player 1 is you (the human)\n"
           "Player 2 is me (the computer)\n";
    int humanWins = 0;
    int computerWins = 0;
    int startingPlayer = kHuman;
    while (true) {
        out << "Player " << startingPlayer << " goes first this time!\n";
        const std::optional<int> winner = playGame(prompt, startingPlayer);
        if (!winner)
            return;
        (*winner == kHuman ? humanWins : computerWins) += 1;
        startingPlayer = *winner == kHuman ? kComputer : kHuman;
        out << "\n* * * * *\n"
               "Current Score:\n"
               "Player 1 (Human): " << humanWins << "\n"
               "Player 2 (Computer): " << computerWins << '\n';
        const std::optional<bool> again = wantsToPlayAgain(prompt);
        if (!again || !*again)
            return;
    }
}
